//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Placed rows are kept with the fixed items: both are rows that stand apart
// from the runs of passes, at known final positions. Laying placements over
// a plan therefore adds entries to its fixed arrays and leaves the runs
// alone, and every reader of the plan — reads, reverse look-ups, iteration,
// change sets, settling — covers placed rows with no code of its own.

extension _LayoutPlan {
  /// The group of the item at an offset of a kind: `(kind, offset)` →
  /// group, with offsets as the plan counts them.
  @usableFromInline
  internal typealias _GroupOf = (_ kind: Int, _ offset: Int) -> String?

  /// Lays the placements of `rules` over this plan, whose rows are the main
  /// rows, starting from `state`; `counts[k]` is the number of items of kind
  /// `k` the plan may take, and `groupOf` gives the group of an item (it is
  /// called only for placements with a separation, and may be `nil` when
  /// there are none).
  ///
  /// - Complexity: That of `_walkPlacements`, plus O(*f* + *q*) to merge
  ///   the *q* placed rows with the *f* fixed items.
  @inlinable
  internal mutating func layPlacements(
    of rules: _LayoutRules, from state: _PlacementState, counts: [Int], groupOf: _GroupOf?
  ) {
    let walk = Self._walkPlacements(
      of: rules, from: state, counts: counts, groupOf: groupOf, mainCount: count)
    guard !walk.gaps.isEmpty else { return }
    _merge(walk)
  }

  /// What a walk of the placements gives: for each placed row, its gap (the
  /// number of main rows before it), kind and offset; and the placement
  /// state after the rows the walk covered.
  @usableFromInline
  internal struct _PlacementWalk {
    @usableFromInline internal var gaps: [Int] = []
    @usableFromInline internal var kinds: [Int] = []
    @usableFromInline internal var offsets: [Int] = []
    @usableFromInline internal var end: _PlacementState
    /// Why each placed row is where it is, when the walk was asked to say.
    @usableFromInline internal var origins: [_PlacedOrigin] = []

    @inlinable
    internal init(end: _PlacementState) { self.end = end }
  }

  /// Why a placed row is where it is: what its placement's cadence and its
  /// group allowed, as the walk read them when it placed the row.
  @usableFromInline
  internal struct _PlacedOrigin: Sendable {
    /// The placement's index in the rules.
    @usableFromInline internal var placement: Int
    /// How many rows the placement had taken before this one.
    @usableFromInline internal var count: Int
    /// The placement's previous row, or `nil` before its first.
    @usableFromInline internal var last: Int?
    /// The row its cadence allowed: its first row, its listed row, or
    /// `every` rows after its previous one.
    @usableFromInline internal var due: Int
    /// The item's group and the row of the placement's latest row of it,
    /// when its separation held the item back past `due`.
    @usableFromInline internal var heldBy: (group: String, row: Int)?
    /// The first row where the placement was eligible.
    @usableFromInline internal var eligible: Int
    /// The rule row the item took.
    @usableFromInline internal var row: Int

    @inlinable
    internal init(
      placement: Int, count: Int, last: Int?, due: Int, heldBy: (group: String, row: Int)?,
      eligible: Int, row: Int
    ) {
      self.placement = placement
      self.count = count
      self.last = last
      self.due = due
      self.heldBy = heldBy
      self.eligible = eligible
      self.row = row
    }
  }

  /// Walks the placements of `rules` from `state` over `mainCount` main
  /// rows, up to the first `rowLimit` rows (main and placed): the one place
  /// where a placement takes a row and its state moves on.
  ///
  /// A live feed lays its tail out with the walk, and asks the same walk,
  /// with `rowLimit`, for the state after the rows it settles. Any
  /// `mainCount` at least the main rows among the first `rowLimit` rows
  /// gives those rows exactly: the walk is the same up to there.
  ///
  /// The walk goes from one placed row to the next: at each step it asks
  /// every placement for the first rule row where it is eligible — which
  /// does not change until that placement takes a row — and jumps to the
  /// first gap where one is, so it never visits the main rows one by one.
  ///
  /// - Complexity: O(*q* × *P* + *g*), where *q* is the number of placed
  ///   rows, *P* the number of placements and *g* the number of groups in
  ///   `state`, plus the group look-ups of the placed rows.
  @inlinable
  internal static func _walkPlacements(
    of rules: _LayoutRules, from state: _PlacementState, counts: [Int], groupOf: _GroupOf?,
    mainCount: Int, rowLimit: Int = .max, recording: Bool = false
  ) -> _PlacementWalk {
    var walk = _PlacementWalk(end: state)
    // The gaps are numbered by the main rows before them: gap `g` lies
    // before main row `g`. Gap 0 is the open gap at the frontier; with no
    // rule row yet, it is the gap before the first main row, which exists
    // only when there is one.
    var gap: Int
    if state.ruleRow == 0 {
      guard mainCount > 0, rowLimit > 0 else { return walk }
      gap = 0
    } else {
      gap = state.isGapOpen ? 0 : 1
    }
    let placements = rules.placements
    var taken = Array(repeating: 0, count: placements.count)
    var earliest = Array(repeating: Int.max, count: placements.count)
    var due = Array(repeating: false, count: placements.count)
    // Groups are numbered as the walk meets them, so that each item's group
    // is hashed once; `latestOfGroup[p][g]` is the rule row of the latest
    // row of placement `p` whose item had group `groupNames[g]`, or `-1`.
    var groupNumbers: [String: Int] = [:]
    var groupNames: [String] = []
    var latestOfGroup = [[Int]](repeating: [], count: placements.count)
    func number(_ group: String) -> Int {
      if let known = groupNumbers[group] { return known }
      groupNumbers[group] = groupNames.count
      groupNames.append(group)
      return groupNames.count - 1
    }
    func setLatest(placement index: Int, group: Int, row: Int) {
      if latestOfGroup[index].count <= group {
        latestOfGroup[index].append(
          contentsOf: repeatElement(-1, count: group + 1 - latestOfGroup[index].count))
      }
      latestOfGroup[index][group] = row
    }
    for (index, placement) in state.placements.enumerated() {
      for (group, row) in placement.groups {
        setLatest(placement: index, group: number(group), row: row)
      }
    }
    // The group number of each placement's next item (`-1` for none), read
    // once an item.
    var nextGroup = Array(repeating: -1, count: placements.count)
    // When recording: the row each placement's cadence allows, and the row
    // of the latest row of its next item's group that holds it back.
    var dueRows = recording ? Array(repeating: 0, count: placements.count) : []
    var holdingRows = recording ? Array(repeating: -1, count: placements.count) : []

    /// The first rule row where placement `index` is eligible for its next
    /// item, if it has one and is under its limit: its listed row while it
    /// has taken fewer rows than it lists, and then `every` rows after its
    /// latest one.
    func firstEligibleRow(_ index: Int) -> Int? {
      let placement = placements[index]
      let state = walk.end.placements[index]
      guard state.count < placement.limit, taken[index] < counts[placement.kind] else {
        return nil
      }
      var row = placement.dueRow(after: state)
      if recording {
        dueRows[index] = row
        holdingRows[index] = -1
      }
      if placement.separation > 0, let groupOf {
        let group = groupOf(placement.kind, taken[index]).map(number) ?? -1
        nextGroup[index] = group
        if group >= 0, group < latestOfGroup[index].count, latestOfGroup[index][group] >= 0 {
          let held = _saturatingSum(latestOfGroup[index][group], placement.separation)
          if recording && held > row { holdingRows[index] = latestOfGroup[index][group] }
          row = Swift.max(row, held)
        }
      }
      return row
    }
    for index in placements.indices {
      if let row = firstEligibleRow(index) {
        earliest[index] = row
        due[index] = true
      }
    }
    while gap <= mainCount {
      let rowsBefore = state.ruleRow + gap + walk.gaps.count
      var next = Int.max
      for index in placements.indices where due[index] { next = Swift.min(next, earliest[index]) }
      guard next != Int.max else { break }
      let row = Swift.max(rowsBefore, next)
      // The gap where `row` falls, if the main rows and the limit reach it.
      let target = gap + (row - rowsBefore)
      guard target <= mainCount, target + walk.gaps.count < rowLimit else { break }
      var index = 0
      while !due[index] || earliest[index] > row { index += 1 }
      if recording {
        let state = walk.end.placements[index]
        walk.origins.append(
          _PlacedOrigin(
            placement: index, count: state.count, last: state.last, due: dueRows[index],
            heldBy: holdingRows[index] < 0
              ? nil : (groupNames[nextGroup[index]], holdingRows[index]),
            eligible: earliest[index], row: row))
      }
      walk.end.placements[index].count += 1
      walk.end.placements[index].last = row
      if nextGroup[index] >= 0 { setLatest(placement: index, group: nextGroup[index], row: row) }
      walk.gaps.append(target)
      walk.kinds.append(placements[index].kind)
      walk.offsets.append(taken[index])
      taken[index] += 1
      if let eligible = firstEligibleRow(index) {
        earliest[index] = eligible
      } else {
        due[index] = false
      }
      gap = target + 1
    }
    // The rows covered: every main row and placed row, up to the limit.
    let rows = Swift.min(rowLimit, mainCount + walk.gaps.count)
    guard rows > 0 else { return walk }
    walk.end.ruleRow = state.ruleRow + rows
    walk.end.isGapOpen = walk.gaps.last.map { $0 + walk.gaps.count < rows } ?? true
    for index in placements.indices where placements[index].separation > 0 {
      var groups: [String: Int] = [:]
      for (group, row) in latestOfGroup[index].enumerated() where row >= 0 {
        groups[groupNames[group]] = row
      }
      walk.end.placements[index].groups = groups
    }
    walk.end.pruneGroups(rules)
    return walk
  }

  /// Puts the placed rows of `placed` (ascending by gap, each gap at most
  /// once) among the plan's rows, beside its fixed items.
  @inlinable
  internal mutating func _merge(_ placed: _PlacementWalk) {
    let total = fixedPositions.count + placed.gaps.count
    var positions: [Int] = []
    var kinds: [Int] = []
    var offsets: [Int] = []
    positions.reserveCapacity(total)
    kinds.reserveCapacity(total)
    offsets.reserveCapacity(total)
    var fixedIndex = 0
    var placedIndex = 0
    while fixedIndex < fixedPositions.count || placedIndex < placed.gaps.count {
      // A fixed item at main position `p` stands after the placed rows of
      // gaps up to `p`: they come before main row `p`.
      if placedIndex < placed.gaps.count
        && (fixedIndex == fixedPositions.count
          || placed.gaps[placedIndex] <= fixedPositions[fixedIndex])
      {
        positions.append(placed.gaps[placedIndex] + placedIndex)
        kinds.append(placed.kinds[placedIndex])
        offsets.append(placed.offsets[placedIndex])
        placedIndex += 1
      } else {
        positions.append(fixedPositions[fixedIndex] + placedIndex)
        kinds.append(fixedKinds[fixedIndex])
        offsets.append(fixedOffsets[fixedIndex])
        fixedIndex += 1
      }
    }
    fixedPositions = positions
    fixedKinds = kinds
    fixedOffsets = offsets
    fixedGaps = positions.indices.map { positions[$0] - $0 }
    (fixedKindStarts, fixedByKind) = _LayoutResolver.groupByKind(
      kinds, kindCount: sequentialUse.count)
    count += placed.gaps.count
    indexFixedPositions()
  }
}

extension _LayoutRules._Placement {
  /// The first rule row the placement's cadence allows for its next row,
  /// from `state`: its first row, and its listed row while it has taken
  /// fewer rows than it lists, or then `every` rows after its latest one.
  @inlinable
  internal func dueRow(after state: _PlacementState.Placement) -> Int {
    if state.count < rows.count { return Swift.max(first, rows[state.count]) }
    guard let last = state.last else { return first }
    return Swift.max(first, _saturatingSum(last, every))
  }
}

/// Returns `a + b`, or `Int.max` where the sum would overflow; `b >= 0`.
@inlinable
@inline(__always)
internal func _saturatingSum(_ a: Int, _ b: Int) -> Int {
  let (sum, overflow) = a.addingReportingOverflow(b)
  return overflow ? Int.max : sum
}
