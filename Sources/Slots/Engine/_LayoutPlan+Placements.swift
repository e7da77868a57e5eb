//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Placed rows are rows of the plan's runs, as the main rows are: laying
// placements over a plan interleaves the rows the walk places with the main
// rows and stores the result as runs again (`_LayoutPlan+PlacedRuns.swift`).
// Where a placement's cadence is steady, the walk repeats a period instead of
// walking it, and the merge stores the repeated periods as one run, so that
// both cost what the periods cost, not what the rows do. Every reader of the
// plan — reads, reverse look-ups, iteration, change sets, settling — covers
// placed rows with no code of its own.

extension _LayoutPlan {
  /// The group of the item at an offset of a kind: `(kind, offset)` →
  /// group, with offsets as the plan counts them.
  @usableFromInline
  internal typealias _GroupOf = (_ kind: Int, _ offset: Int) -> String?

  /// Lays the placements of `rules` over this plan, whose rows are the main
  /// rows, starting from `state`; `counts[k]` is the number of items of kind
  /// `k` the plan may take, and `groups` gives the groups of the items (it
  /// is asked only for placements with a separation, and may be `nil` when
  /// there are none).
  ///
  /// - Complexity: That of `_walkPlacements`, plus O(*f* + *q*) to merge
  ///   the *q* placed rows with the *f* fixed items.
  @inlinable
  internal mutating func layPlacements(
    of rules: _LayoutRules, from state: _PlacementState, counts: [Int], groups: _ItemGroups?
  ) {
    let walk = Self._walkPlacements(
      of: rules, from: state, counts: counts, groups: groups, mainCount: count)
    guard walk.placedCount > 0 else { return }
    _merge(walk)
  }

  /// What a walk of the placements gives: the placed rows it walked one by
  /// one, each with its gap (the number of main rows before it), kind and
  /// offset; the periods it repeated instead of walking them; the items
  /// each placement took; and the placement state after the rows the walk
  /// covered.
  @usableFromInline
  internal struct _PlacementWalk {
    @usableFromInline internal var gaps: [Int] = []
    @usableFromInline internal var kinds: [Int] = []
    @usableFromInline internal var offsets: [Int] = []
    /// The repeated periods, in order of `end`.
    @usableFromInline internal var repeats: [_Repeat] = []
    /// The number of placed rows: those walked and those repeated.
    @usableFromInline internal var placedCount = 0
    /// The number of items each placement took, by index.
    @usableFromInline internal var taken: [Int] = []
    @usableFromInline internal var end: _PlacementState
    /// Why each placed row is where it is, when the walk was asked to say
    /// (a walk that records repeats nothing).
    @usableFromInline internal var origins: [_PlacedOrigin] = []

    @inlinable
    internal init(end: _PlacementState) { self.end = end }
  }

  /// Periods of placed rows that a walk repeated: the walked rows
  /// `end - period ..< end` are one period, and `times` more periods follow
  /// them before row `end`, each `mainRows` gaps further on, with each
  /// kind's offsets on by the number of its rows in the period.
  @usableFromInline
  internal struct _Repeat: Sendable {
    @usableFromInline internal var end: Int
    @usableFromInline internal var period: Int
    @usableFromInline internal var mainRows: Int
    @usableFromInline internal var times: Int

    @inlinable
    internal init(end: Int, period: Int, mainRows: Int, times: Int) {
      self.end = end
      self.period = period
      self.mainRows = mainRows
      self.times = times
    }
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
    /// The field that set `due`.
    @usableFromInline internal var dueField: SlotPlacementError.Field
    /// The item's group and the row of the placement's latest row of it,
    /// when its separation held the item back past `due`.
    @usableFromInline internal var heldBy: (group: String, row: Int)?
    /// The first row where the placement was eligible.
    @usableFromInline internal var eligible: Int
    /// The rule row the item took.
    @usableFromInline internal var row: Int

    @inlinable
    internal init(
      placement: Int, count: Int, last: Int?, due: Int, dueField: SlotPlacementError.Field,
      heldBy: (group: String, row: Int)?, eligible: Int, row: Int
    ) {
      self.placement = placement
      self.count = count
      self.last = last
      self.due = due
      self.dueField = dueField
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
  /// Where the cadences are steady — every placement that can still take a
  /// row is past its listed rows and its `first`, and no item is held back
  /// by its group — the walk's state relative to its latest row comes back
  /// after a period of placed rows, and from there the walk would repeat
  /// that period. The walk repeats it instead of walking it, as many times
  /// as the main rows, the row limit, each placement's items and limit, and
  /// the groups of the items allow (each repeated item's group is read once
  /// and checked), and goes on walking after them.
  ///
  /// - Complexity: O((*q* + *i*) × *P* + *g*), where *q* is the number of
  ///   placed rows walked (those in a steady cadence are repeated, not
  ///   walked), *i* the number of repeated items of placements with a
  ///   separation, *P* the number of placements and *g* the number of
  ///   groups in `state`, plus the group look-ups of the items.
  @inlinable
  internal static func _walkPlacements(
    of rules: _LayoutRules, from state: _PlacementState, counts: [Int],
    groups itemGroups: _ItemGroups?, mainCount: Int, rowLimit: Int = .max, recording: Bool = false
  ) -> _PlacementWalk {
    var walk = _PlacementWalk(end: state)
    let placements = rules.placements
    walk.taken = Array(repeating: 0, count: placements.count)
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
    var earliest = Array(repeating: Int.max, count: placements.count)
    var due = Array(repeating: false, count: placements.count)
    // The walk compares groups as numbers (`_ItemGroups`), and keeps the
    // latest row of each placement's groups (`_LatestRows`).
    var groups = itemGroups ?? _ItemGroups(_GroupTable())
    let readsGroups = itemGroups != nil
    // As wide as the groups the walk meets, not as every group numbered:
    // a walk that places a few items costs what they do.
    var latestOfGroup = _LatestRows(placementCount: placements.count, width: 8)
    for (index, placement) in state.placements.enumerated() {
      for (group, row) in placement.groups {
        latestOfGroup[placement: index, group: groups.number(group)] = row
      }
    }
    // A collection's table settles a repeated period's groups in one pass
    // over its items; it knows each item's previous one of its group, which
    // the walk placed itself when it starts from the top.
    let tableChecksPeriods =
      readsGroups && groups.read == nil && groups.bases.isEmpty && groups.table.keepsGaps
      && state.placements.allSatisfy { $0.groups.isEmpty }
    // The group number of each placement's next item (`-1` for none), read
    // once an item.
    var nextGroup = Array(repeating: -1, count: placements.count)
    // When recording: the row each placement's cadence allows and the field
    // that sets it, and the row of the latest row of its next item's group
    // that holds it back.
    var dueRows = recording ? Array(repeating: 0, count: placements.count) : []
    var dueFields: [SlotPlacementError.Field] =
      recording ? Array(repeating: .every, count: placements.count) : []
    var holdingRows = recording ? Array(repeating: -1, count: placements.count) : []

    /// The first rule row where placement `index` is eligible for its next
    /// item, if it has one and is under its limit: its listed row while it
    /// has taken fewer rows than it lists, and then `every` rows after its
    /// latest one.
    func firstEligibleRow(_ index: Int) -> Int? {
      let placement = placements[index]
      let state = walk.end.placements[index]
      guard state.count < placement.rowLimit, walk.taken[index] < counts[placement.kind] else {
        return nil
      }
      let due = placement.due(after: state)
      var row = due.row
      if recording {
        dueRows[index] = row
        dueFields[index] = due.field
        holdingRows[index] = -1
      }
      if placement.separation > 0, readsGroups {
        let group = groups.number(ofKind: placement.kind, offset: walk.taken[index])
        nextGroup[index] = group
        let latest = group >= 0 ? latestOfGroup[placement: index, group: group] : -1
        if latest >= 0 {
          let held = _saturatingSum(latest, placement.separation)
          if recording && held > row { holdingRows[index] = latest }
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

    // For finding a period (never when recording): the placement, rule row
    // and eligible row of each walked row, and the walked row after which
    // each steady state was last seen.
    var placedBy: [Int] = []
    var rowOf: [Int] = []
    var eligibleOf: [Int] = []
    var seen: [[Int]: Int] = [:]
    var lastGap = -1

    /// Whether every placement that can take a row will take it `every`
    /// rows after its latest one: past its listed rows and its `first`,
    /// and not held back by its next item's group.
    func isSteady() -> Bool {
      for index in placements.indices where due[index] {
        let placement = placements[index]
        let state = walk.end.placements[index]
        guard placement._listedRow(at: state.count) == nil, let last = state.last else {
          return false
        }
        let next = _saturatingSum(last, placement.every)
        guard next != .max, next >= placement.first, earliest[index] == next else { return false }
      }
      return true
    }

    /// Repeats the walked rows `start + 1 ... step`, one period of a steady
    /// cadence, as often as nothing stops them.
    func repeatPeriod(from start: Int, to step: Int) {
      let period = step - start
      let rowStride = rowOf[step] - rowOf[start]
      let mainRows = walk.gaps[step] - walk.gaps[start]
      var perPeriod = Array(repeating: 0, count: placements.count)
      for row in (start + 1)...step { perPeriod[placedBy[row]] += 1 }
      // The main rows and the row limit must reach the last repeated row,
      // and every placement must have an item left, and room under its
      // limit, after it.
      var times = (mainCount - walk.gaps[step]) / mainRows
      if rowLimit != .max {
        times = Swift.min(times, (rowLimit - walk.gaps[step] - walk.placedCount) / rowStride)
      }
      var separates = false
      for index in placements.indices where perPeriod[index] > 0 {
        let placement = placements[index]
        let items = counts[placement.kind] - walk.taken[index] - 1
        let room = placement.rowLimit - walk.end.placements[index].count - 1
        times = Swift.min(times, items / perPeriod[index], room / perPeriod[index])
        separates = separates || placement.separation > 0
      }
      // No repeated item may be held back by its group: with a table from
      // the top, the items are checked in one pass over their gaps;
      // otherwise each against the latest row of its group, a period at a
      // time.
      if separates, times > 0, tableChecksPeriods {
        // One pass over each separating placement's items (see
        // `_LayoutPlan+RepeatChecks.swift`).
        var periodSlots: [_PeriodSlots] = []
        for row in (start + 1)...step where placements[placedBy[row]].separation > 0 {
          let index = placedBy[row]
          let slot = periodSlots.firstIndex { $0.placement == index } ?? periodSlots.count
          if slot == periodSlots.count {
            periodSlots.append(
              _PeriodSlots(
                placement: index, kind: placements[index].kind,
                separation: placements[index].separation, every: placements[index].every,
                firstOffset: walk.offsets[row]))
          }
          // A placement takes its items in order: its rows of the period
          // hold the items after `firstOffset`, one a row.
          precondition(
            walk.offsets[row] == periodSlots[slot].firstOffset + periodSlots[slot].rows.count)
          periodSlots[slot].rows.append(rowOf[row])
          periodSlots[slot].eligible.append(eligibleOf[row])
        }
        for slots in periodSlots {
          times = Self._periodsClearOfGroups(
            slots, upTo: times, rowStride: rowStride, table: groups.table, latest: latestOfGroup)
        }
        if times > 0 {
          for slots in periodSlots {
            Self._recordRepeatedGroups(
              slots, times: times, rowStride: rowStride, table: groups.table,
              latest: &latestOfGroup)
          }
        }
      } else if separates, readsGroups, times > 0 {
        // The rows of the period whose placement separates groups, each
        // with what its check needs. The loop reads and writes locals only
        // (the latest rows and the groups are moved out and back): the
        // nested functions share the walk's variables, and each access to
        // one of those is checked for exclusivity, which costs more than
        // the check itself.
        typealias Check = (
          placement: Int, kind: Int, separation: Int, offset: Int, step: Int, eligible: Int,
          row: Int
        )
        var checks: [Check] = []
        for row in (start + 1)...step where placements[placedBy[row]].separation > 0 {
          let index = placedBy[row]
          let kind = placements[index].kind
          checks.append(
            (
              index, kind, placements[index].separation, walk.offsets[row], perPeriod[index],
              eligibleOf[row], rowOf[row]
            ))
        }
        // The changes a period made to the latest rows, undone when one of
        // its items is held back.
        var undo = Array(repeating: (placement: 0, group: 0, row: 0), count: checks.count)
        var latest = latestOfGroup
        var reader = groups
        latestOfGroup = _LatestRows(placementCount: 0, width: 0)
        groups = _ItemGroups(_GroupTable())
        var checked = 0
        periods: while checked < times {
          let shift = (checked + 1) * rowStride
          var undone = 0
          for check in checks {
            let offset = check.offset + (checked + 1) * check.step
            let group = reader.number(ofKind: check.kind, offset: offset)
            guard group >= 0 else { continue }
            let previous = latest[placement: check.placement, group: group]
            if previous >= 0 && _saturatingSum(previous, check.separation) > check.eligible + shift
            {
              for change in undo[..<undone].reversed() {
                latest[placement: change.placement, group: change.group] = change.row
              }
              break periods
            }
            latest[placement: check.placement, group: group] = check.row + shift
            undo[undone] = (check.placement, group, previous)
            undone += 1
          }
          checked += 1
        }
        latestOfGroup = latest
        groups = reader
        times = checked
      }
      guard times > 0 else { return }
      for index in placements.indices where perPeriod[index] > 0 {
        walk.taken[index] += times * perPeriod[index]
        walk.end.placements[index].count += times * perPeriod[index]
        for row in stride(from: step, to: start, by: -1) where placedBy[row] == index {
          walk.end.placements[index].last = rowOf[row] + times * rowStride
          break
        }
      }
      walk.placedCount += times * period
      walk.repeats.append(
        _Repeat(end: step + 1, period: period, mainRows: mainRows, times: times))
      gap += times * mainRows
      lastGap += times * mainRows
      // Each placement's next item, with its own group.
      for index in placements.indices where due[index] {
        if let row = firstEligibleRow(index) { earliest[index] = row } else { due[index] = false }
      }
    }

    while gap <= mainCount {
      let rowsBefore = state.ruleRow + gap + walk.placedCount
      var next = Int.max
      for index in placements.indices where due[index] { next = Swift.min(next, earliest[index]) }
      guard next != Int.max else { break }
      let row = Swift.max(rowsBefore, next)
      // The gap where `row` falls, if the main rows and the limit reach it.
      let target = gap + (row - rowsBefore)
      guard target <= mainCount, target + walk.placedCount < rowLimit else { break }
      var index = 0
      while !due[index] || earliest[index] > row { index += 1 }
      if recording {
        let state = walk.end.placements[index]
        walk.origins.append(
          _PlacedOrigin(
            placement: index, count: state.count, last: state.last, due: dueRows[index],
            dueField: dueFields[index],
            heldBy: holdingRows[index] < 0
              ? nil : (groups.name(nextGroup[index]), holdingRows[index]),
            eligible: earliest[index], row: row))
      } else {
        placedBy.append(index)
        rowOf.append(row)
        eligibleOf.append(earliest[index])
      }
      walk.end.placements[index].count += 1
      walk.end.placements[index].last = row
      if nextGroup[index] >= 0 { latestOfGroup[placement: index, group: nextGroup[index]] = row }
      walk.gaps.append(target)
      walk.kinds.append(placements[index].kind)
      walk.offsets.append(walk.taken[index])
      walk.taken[index] += 1
      walk.placedCount += 1
      lastGap = target
      if let eligible = firstEligibleRow(index) {
        earliest[index] = eligible
      } else {
        due[index] = false
      }
      gap = target + 1
      guard !recording else { continue }
      if isSteady() {
        var signature = [index]
        for other in placements.indices {
          signature.append(due[other] ? earliest[other] - row : .min)
        }
        let step = walk.gaps.count - 1
        if let start = seen[signature] {
          seen.removeAll(keepingCapacity: true)
          repeatPeriod(from: start, to: step)
        } else {
          seen[signature] = step
        }
      } else if !seen.isEmpty {
        seen.removeAll(keepingCapacity: true)
      }
    }
    // The rows covered: every main row and placed row, up to the limit.
    let rows = Swift.min(rowLimit, mainCount + walk.placedCount)
    guard rows > 0 else { return walk }
    walk.end.ruleRow = state.ruleRow + rows
    walk.end.isGapOpen = walk.placedCount == 0 || lastGap + walk.placedCount < rows
    for index in placements.indices where placements[index].separation > 0 {
      var kept: [String: Int] = [:]
      for (group, row) in latestOfGroup.groups(of: index) { kept[groups.name(group)] = row }
      walk.end.placements[index].groups = kept
    }
    walk.end.pruneGroups(rules)
    return walk
  }
}

extension _LayoutRules._Placement {
  /// The most rows the placement takes: its ``SlotPlacement/limit``, or
  /// `Int.max` for none.
  @inlinable
  internal var rowLimit: Int { limit ?? Int.max }

  /// The first rule row the placement's cadence allows for its next row,
  /// from `state`, and the field that sets it: the later of its first row
  /// and its listed row while it has taken fewer rows than it lists, or
  /// then `every` rows after its latest one. A tie goes to the listed row
  /// or `every`, so that `first` sets the row only when it holds the
  /// cadence back.
  ///
  /// The one place where a field makes a placement due: the walk, the
  /// explanation of a placed row and the absence of a kind ask it.
  @inlinable
  internal func due(
    after state: _PlacementState.Placement
  ) -> (row: Int, field: SlotPlacementError.Field) {
    let cadence: (row: Int, field: SlotPlacementError.Field)
    if let listed = _listedRow(at: state.count) {
      cadence = (listed, .rows)
    } else if let last = state.last {
      cadence = (_saturatingSum(last, every), .every)
    } else {
      return (first, .first)
    }
    return cadence.row >= first ? cadence : (first, .first)
  }
}

/// Returns `a + b`, or `Int.max` where the sum would overflow; `b >= 0`.
@inlinable
@inline(__always)
internal func _saturatingSum(_ a: Int, _ b: Int) -> Int {
  let (sum, overflow) = a.addingReportingOverflow(b)
  return overflow ? Int.max : sum
}
