//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  /// Returns how many more items of a kind the next rows of the tail could
  /// show: the number to ask for.
  ///
  /// The answer compares two tails, each laid out whole by the rules and
  /// cut to `rowCount` rows: one as if `kind` had as many items as it could
  /// take, and the actual one. It is the number of rows of `kind` the first
  /// has more than the second.
  ///
  ///     // pattern [.post, .post, .post, .ad], repeatables [.post]
  ///     // 3,000 posts in the tail, no ads
  ///     feed.demand(for: .ad, within: 2_000)  // 500
  ///
  /// Zero means more items of `kind` would not show in those rows yet — for
  /// example because the rules stop before the next slot of `kind` for want
  /// of other items. The difference is negative in one corner of the rules:
  /// when `kind` runs out within the header, the header pass stops and no
  /// fixed row is laid out, while with more items the header would finish
  /// and fixed rows would take some of the first rows; ask for nothing then. A `rowCount` of zero or less gives zero; one above
  /// 2⁴⁸ (more rows than any feed can hold) counts as 2⁴⁸.
  ///
  /// - Parameters:
  ///   - kind: The kind to ask about.
  ///   - rowCount: How many rows of the tail to look at.
  /// - Returns: The number of items of `kind` the first `rowCount` rows of the
  ///   tail could take beyond those they show (negative only in the corner
  ///   above).
  /// - Complexity: O(*k* + *p* × *s* + *f*), where *k* is the number of
  ///   kinds, *p* the length of the pattern and header, *s* the number of
  ///   runs of the tail's layout and *f* the number of fixed entries;
  ///   independent of `rowCount` and of the number of rows.
  @inlinable
  public func demand(for kind: Kind, within rowCount: Int) -> Int {
    guard rowCount > 0, let identifier = _table.identifier(of: kind) else { return 0 }
    // Bounded so that no count of the layout can overflow.
    let rowCount = Swift.min(rowCount, 1 << 48)
    let frontier = _frontier()
    var counts = _sources.indices.map { _sources[$0].count - frontier.taken[$0] }
    // As many items as it could take: with these, the kind runs out
    // neither within `rowCount` rows nor within a header pass, so the first
    // `rowCount` rows are those of a kind that never runs out.
    counts[identifier] = Swift.max(counts[identifier], rowCount + _rules.header.count + 1)
    // The kind's items, real and imagined, have no group.
    var ungroupedFrom = Array(repeating: Int.max, count: _sources.count)
    ungroupedFrom[identifier] = 0
    let groups = _itemGroups(after: frontier.taken, ungroupedFrom: ungroupedFrom)
    let wanting = _LayoutPlan(
      tailOf: _rules, counts: counts, from: frontier.pass, rulePosition: frontier.rulePosition,
      placement: frontier.placement, groups: groups)
    let showing =
      _tail.rows(ofKind: identifier, before: _pending + rowCount)
      - _tail.rows(ofKind: identifier, before: _pending)
    return wanting.rows(ofKind: identifier, before: rowCount) - showing
  }
}
