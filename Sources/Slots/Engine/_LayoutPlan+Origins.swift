//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Why a row of a plan is where it is, in the terms of the rules that laid
/// it out; see `_LayoutPlan._origin(ofRow:…)`.
@usableFromInline
internal enum _RowOrigin {
  /// A row of the sequential part: a slot of the header or the pattern.
  case sequential(_SequentialOrigin)
  /// A fixed (or pinned) row, at this rule position.
  case fixed(rulePosition: Int)
  /// A placed row, and the kind of the first row of another placement that
  /// took a gap where it was eligible, if one did.
  case placed(_LayoutPlan._PlacedOrigin, gapTakenBy: Int?)
}

extension _LayoutPlan {
  /// Why row `row` of this plan — which `rules` laid out over `counts`
  /// items from `start`, `rulePosition` and `placement`, as
  /// `init(tailOf:counts:from:rulePosition:placement:groups:)` does — is
  /// where it is. The engine is asked again, with the functions that laid
  /// the row out: the resolver plays the sequential part up to the row,
  /// and the placement walk records its reasons.
  ///
  /// - Complexity: That of laying the plan out again, plus a pass played
  ///   again and O(*s* × *P*) to count the placed rows before the row.
  @inlinable
  internal func _origin(
    ofRow row: Int, rules: _LayoutRules, counts: [Int], start: _PassState, rulePosition: Int,
    placement: _PlacementState, groups: _ItemGroups?
  ) -> _RowOrigin {
    // The placed and fixed rows before `row`, and whether it is one.
    var placedBefore = 0
    for placed in rules.placements { placedBefore += rows(ofKind: placed.kind, before: row) }
    let fixedBefore = fixedPositions._partitioningIndex { $0 >= row }
    if rules.placementIndex(ofKind: item(at: row).kind) != nil {
      let mainCount = count - placedRowCount(rules)
      let walk = Self._walkPlacements(
        of: rules, from: placement, counts: counts, groups: groups, mainCount: mainCount,
        recording: true)
      let origin = walk.origins[placedBefore]
      var takenBy: Int? = nil
      for other in walk.origins[..<placedBefore]
      where other.placement != origin.placement && other.row >= origin.eligible
        && other.row > (origin.last ?? -1)
      {
        takenBy = rules.placements[other.placement].kind
        break
      }
      return .placed(origin, gapTakenBy: takenBy)
    }
    if fixedBefore < fixedPositions.count && fixedPositions[fixedBefore] == row {
      return .fixed(rulePosition: rulePosition + row - placedBefore)
    }
    var resolver = _LayoutResolver(rules: rules, counts: counts, start: start)
    let sequential = row - fixedBefore - placedBefore
    guard let origin = resolver._origin(ofSequentialItem: sequential).origin else {
      preconditionFailure("The plan has a sequential row that its rules do not lay out")
    }
    return .sequential(origin)
  }

  /// The number of placed rows of the plan.
  @inlinable
  internal func placedRowCount(_ rules: _LayoutRules) -> Int {
    rules.placements.reduce(0) { $0 + rows(ofKind: $1.kind, before: count) }
  }
}

/// Why a kind's next item is not in a plan's rows; see
/// `_LayoutPlan._absence(ofKind:…)`.
@usableFromInline
internal enum _KindAbsence {
  /// The rules name the kind nowhere.
  case notInRules
  /// The pattern is empty: the rules lay nothing out.
  case emptyPattern
  /// Every item of the kind is in the rows.
  case noItemLeft
  /// The sequential part stopped there.
  case stopped(_SequentialStop)
  /// No fixed position of the kind is left within the rows.
  case noFixedPosition
  /// Only the header names the kind, and its pass is over.
  case headerPlayedOnce
  /// The kind's placement took its limit.
  case limitReached(placement: Int)
  /// Separation holds the next item back until `until`, past the rows.
  case heldBySeparation(placement: Int, group: String, groupRow: Int, until: Int)
  /// The next item is due at `due`, and no gap open to it follows.
  case noGap(placement: Int, due: Int)
}

extension _LayoutPlan {
  /// Why the next item of kind `kind` is not in this plan's rows, which
  /// `rules` laid out over `counts` items from `start`, `rulePosition` and
  /// `placement`: the engine asked again, as in
  /// `_origin(ofRow:rules:counts:start:rulePosition:placement:groups:)`.
  ///
  /// `fixed` says whether the kind has fixed positions the plan may apply:
  /// any in a collection, only pinned ones in a live feed's tail.
  ///
  /// - Complexity: That of laying the plan out again, plus a pass played
  ///   again for each slot of the stopping pass.
  @inlinable
  internal func _absence(
    ofKind kind: Int, rules: _LayoutRules, counts: [Int], start: _PassState, rulePosition: Int,
    placement: _PlacementState, groups: _ItemGroups?, isFixed fixed: Bool
  ) -> _KindAbsence {
    let taken = rows(ofKind: kind, before: count)
    if let index = rules.placementIndex(ofKind: kind) {
      if taken >= counts[kind] { return .noItemLeft }
      let walk = Self._walkPlacements(
        of: rules, from: placement, counts: counts, groups: groups,
        mainCount: count - placedRowCount(rules))
      let rule = rules.placements[index]
      let state = walk.end.placements[index]
      if state.count >= rule.rowLimit { return .limitReached(placement: index) }
      let due = rule.due(after: state).row
      if rule.separation > 0, let group = groups?.name(ofKind: kind, offset: taken),
        let groupRow = walk.end.placements[index].groups[group],
        _saturatingSum(groupRow, rule.separation) > due
      {
        return .heldBySeparation(
          placement: index, group: group, groupRow: groupRow,
          until: _saturatingSum(groupRow, rule.separation))
      }
      return .noGap(placement: index, due: due)
    }
    let repeated = rules.pattern.contains(kind) || rules.fallback == kind
    let inHeader = rules.header.contains(kind)
    guard repeated || inHeader || fixed else { return .notInRules }
    if taken >= counts[kind] { return .noItemLeft }
    guard !rules.pattern.isEmpty else { return .emptyPattern }
    var resolver = _LayoutResolver(rules: rules, counts: counts, start: start)
    let stop = resolver._origin(ofSequentialItem: .max).stop
    if let stop, repeated || stop.inHeader { return .stopped(stop) }
    return fixed ? .noFixedPosition : .headerPlayedOnce
  }
}
