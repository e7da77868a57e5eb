//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  /// Returns how many more items of a kind the next rows would show if the
  /// items of every other kind kept coming: the number to preload.
  ///
  /// ``demand(for:within:)`` answers for the items the feed has now: with
  /// no posts below the frontier, no ad slot opens, and the demand for ads
  /// is 0 until the next page of posts arrives — too late for an ad that
  /// takes seconds to load. This answers for the rows to come: it lays out
  /// two tails whole, each with as many items of every other kind as they
  /// could take, one with as many items of `kind` too and one with the
  /// items of `kind` the feed has, cuts each to `rowCount` rows, and counts
  /// the rows of `kind` the first has more than the second.
  ///
  ///     // pattern [.post, .post, .post, .ad], repeatables [.post]
  ///     // p0 … p5 a0 | (settled through 6: no post left)
  ///     feed.demand(for: .ad, within: 20)          // 0: no ad slot opens yet
  ///     feed.preloadDemand(for: .ad, within: 20)   // 5: p p p a, five times
  ///
  /// Ask for `preloadDemand` minus the items already requested and not yet
  /// arrived; pending items count as had, so remove expired ones first
  /// (``removePending(of:where:)``). Use ``demand(for:within:)`` for items
  /// that are cheap to fetch when their slot opens, or when the other kinds
  /// may not come; use this one for items that take long to load and go
  /// stale, such as ads. <doc:LiveFeeds> gives the recipe.
  ///
  /// The items imagined for the other kinds have no group (see
  /// ``SlotGrouping``), nor have those of `kind` in the first tail; the
  /// count is negative in the one corner that ``demand(for:within:)``
  /// names, when `kind` runs out within the header. A `rowCount` of zero or
  /// less gives zero; one above ``preloadRowLimit`` (65,536) counts as
  /// that many rows.
  ///
  /// - Parameters:
  ///   - kind: The kind to ask about.
  ///   - rowCount: How many rows below the settled ones to look at.
  /// - Returns: The number of items of `kind` the first `rowCount` rows
  ///   below the settled ones would take beyond those the feed has, were
  ///   the other kinds never to run out.
  /// - Complexity: O(*k* + *p* × *s* + *f*), where *k* is the number of
  ///   kinds, *p* the length of the pattern and header, *s* the number of
  ///   runs of the layouts and *f* the number of fixed entries, plus, with
  ///   placements, O(*r*) for the placed rows within `rowCount` rows, at
  ///   most ``preloadRowLimit``; independent of the number of rows.
  @inlinable
  public func preloadDemand(for kind: Kind, within rowCount: Int) -> Int {
    guard rowCount > 0, let identifier = _table.identifier(of: kind) else { return 0 }
    let rowCount = Swift.min(rowCount, Self.preloadRowLimit)
    let frontier = _frontier()
    let real = _sources.indices.map { _sources[$0].count - frontier.taken[$0] }
    // As many items as a kind could take: it runs out neither within
    // `rowCount` rows nor within a header pass.
    let ample = rowCount + _rules.header.count + 1
    var counts = real.map { Swift.max($0, ample) }
    counts[identifier] = real[identifier]
    let having = _preloadLayout(counts, real: real, frontier: frontier, ungrouped: nil)
    counts[identifier] = Swift.max(real[identifier], ample)
    let wanting = _preloadLayout(counts, real: real, frontier: frontier, ungrouped: identifier)
    return wanting.rows(ofKind: identifier, before: rowCount)
      - having.rows(ofKind: identifier, before: rowCount)
  }

  /// The most rows below the settled ones that
  /// ``preloadDemand(for:within:)`` looks at: 65,536.
  ///
  /// Preloading is for the rows a reader reaches while items load, a few
  /// screens; this bound keeps the answer's cost bounded whatever the
  /// count asked for (`Int.max` included). The rows of the tail that it
  /// imagines are laid out one by one where placements place them, so
  /// without a bound a large count would cost time and memory in
  /// proportion to it.
  public static var preloadRowLimit: Int { 1 << 16 }

  /// The tail from `frontier` over `counts` items of each kind, of which
  /// the first `real` are the feed's (with their groups) and the others
  /// imagined (with none), as are all items of the kind `ungrouped`.
  @inlinable
  internal func _preloadLayout(
    _ counts: [Int], real: [Int],
    frontier: (pass: _PassState, taken: [Int], rulePosition: Int, placement: _PlacementState),
    ungrouped: Int?
  ) -> _LayoutPlan {
    var ungroupedFrom = real
    if let ungrouped { ungroupedFrom[ungrouped] = 0 }
    let groups = _itemGroups(after: frontier.taken, ungroupedFrom: ungroupedFrom)
    return _LayoutPlan(
      tailOf: _rules, counts: counts, from: frontier.pass, rulePosition: frontier.rulePosition,
      placement: frontier.placement, groups: groups)
  }
}
