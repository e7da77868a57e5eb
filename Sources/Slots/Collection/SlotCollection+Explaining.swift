//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCollection {
  /// Returns why the row at the given position holds what it holds, in the
  /// terms of the feed's rules.
  ///
  ///     var feed = SlotCollection<String, String>(
  ///         layout: SlotLayout(
  ///             pattern: ["post"], repeatables: ["post"],
  ///             placements: [SlotPlacement(kind: "ad", every: 3)]))
  ///     feed[source: "post"] = ["P0", "P1", "P2", "P3"]
  ///     feed[source: "ad"] = ["A0"]
  ///     print(feed.explain(at: 2))
  ///     // row 2, ad: placement 0's row 0: due since row 2 (by first)
  ///
  /// The layout is played again up to the row, by the functions that laid
  /// it out, asked this time to say what they did: an ordinary read pays
  /// nothing for it.
  ///
  /// - Parameter position: A valid position of the feed, in `0 ..< count`.
  /// - Returns: The row's kind and the rule that laid it out.
  /// - Precondition: `position` is in `0 ..< count`, as for ``kind(at:)``.
  /// - Complexity: O(*L* + *p*), where *L* is the cost of laying the feed
  ///   out (<doc:PerformanceAndComplexity#Laying-a-Feed-Out>) and *p* the
  ///   length of the pattern; independent of the number of items.
  public func explain(at position: Int) -> SlotExplanation<Kind> {
    precondition(position >= 0 && position < count, "Index out of range")
    let counts = _sources.map { $0.count }
    let origin = _plan._origin(
      ofRow: position, rules: _rules, counts: counts, start: _PassState(topOf: _rules),
      rulePosition: 0, placement: _PlacementState(placementCount: _rules.placements.count),
      groups: _rules.separatesGroups ? _ItemGroups(_groups) : nil)
    return SlotExplanation(
      position: position, kind: kind(at: position),
      reason: _reason(of: origin, table: _table))
  }
}

/// The public reason for an origin the engine gave, with kinds numbered by
/// `table`.
internal func _reason<Kind: Hashable>(
  of origin: _RowOrigin, table: _KindTable<Kind>
) -> SlotExplanation<Kind>.Reason {
  switch origin {
  case .sequential(let origin):
    if origin.kind != origin.slotKind {
      return .fallback(
        slot: origin.slot, pass: origin.pass, replacing: table.kinds[origin.slotKind])
    }
    guard let pass = origin.pass else { return .header(slot: origin.slot) }
    return origin.blocked
      ? .repeatable(slot: origin.slot, pass: pass) : .pattern(slot: origin.slot, pass: pass)
  case .fixed(let rulePosition):
    return .fixed(position: rulePosition)
  case .placed(let origin, let gapTakenBy):
    return .placement(
      SlotExplanation.Placement(
        index: origin.placement, count: origin.count, previousRow: origin.last,
        dueRow: origin.due, dueField: origin.dueField,
        group: origin.heldBy?.group, groupRow: origin.heldBy?.row,
        eligibleRow: origin.eligible, row: origin.row,
        gapTakenBy: gapTakenBy.map { table.kinds[$0] }))
  }
}

extension SlotCollection {
  /// Returns why the next item of the given kind is not in the rows: it
  /// has none left, its placement's limit, separation or cadence holds it,
  /// the rules stop before its turn, or no rule names it.
  ///
  ///     var feed = SlotCollection<String, String>(
  ///         layout: SlotLayout(pattern: ["post", "ad"]))
  ///     feed[source: "post"] = ["P0"]
  ///     feed[source: "ad"] = ["A0", "A1"]
  ///     feed.explainAbsence(of: "ad").reason
  ///     // .stopped(slot: 0, pass: 1, waitingFor: "post")
  ///
  /// - Parameter kind: A kind, named by the rules or not.
  /// - Returns: The kind and the reason.
  /// - Complexity: O(*L* + *p*²), where *L* is the cost of laying the feed
  ///   out (<doc:PerformanceAndComplexity#Laying-a-Feed-Out>) and *p* the
  ///   length of the pattern; independent of the number of items.
  public func explainAbsence(of kind: Kind) -> SlotAbsence<Kind> {
    guard let identifier = _table.identifier(of: kind) else {
      return SlotAbsence(
        kind: kind, reason: _layout.kinds.contains(kind) ? .noItemLeft : .notInRules)
    }
    let absence = _plan._absence(
      ofKind: identifier, rules: _rules, counts: _sources.map { $0.count },
      start: _PassState(topOf: _rules), rulePosition: 0,
      placement: _PlacementState(placementCount: _rules.placements.count),
      groups: _rules.separatesGroups ? _ItemGroups(_groups) : nil,
      isFixed: _layout.fixed.contains { $0.key >= 0 && $0.value == kind })
    return SlotAbsence(kind: kind, reason: _reason(of: absence, table: _table))
  }
}

/// The public reason for an absence the engine gave, with kinds numbered by
/// `table`.
internal func _reason<Kind: Hashable>(
  of absence: _KindAbsence, table: _KindTable<Kind>
) -> SlotAbsence<Kind>.Reason {
  switch absence {
  case .notInRules: return .notInRules
  case .emptyPattern: return .emptyPattern
  case .noItemLeft: return .noItemLeft
  case .stopped(let stop):
    return .stopped(slot: stop.slot, pass: stop.pass, waitingFor: table.kinds[stop.slotKind])
  case .noFixedPosition: return .noFixedPosition
  case .headerPlayedOnce: return .headerPlayedOnce
  case .limitReached(let placement): return .limitReached(placement: placement)
  case .heldBySeparation(let placement, let group, let groupRow, let until):
    return .heldBySeparation(
      placement: placement, group: group, groupRow: groupRow, untilRow: until)
  case .noGap(let placement, let due): return .noGap(placement: placement, dueRow: due)
  }
}
