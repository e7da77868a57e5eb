//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

// The naive references' own account of their walks: why each row is what it
// is, read off the walk as it goes, condition by condition, and why a
// kind's next item is not laid out. The tests compare the library's
// explanations with it. Like the references, it uses nothing of the
// library's engine: of the library, only the names of a placement's fields
// (`SlotPlacementError.Field`).

/// Why a row of a naively built feed is what it is.
public enum NaiveReason<Kind: Hashable>: Hashable {
  /// Slot `slot` of the header.
  case header(slot: Int)
  /// Slot `slot` of pattern pass `pass` (passes count from 0).
  case pattern(slot: Int, pass: Int)
  /// Slot `slot` of pattern pass `pass`, a live repeatable laid out in a
  /// blocked pass.
  case repeatable(slot: Int, pass: Int)
  /// The fallback, at slot `slot` of pattern pass `pass` (`nil`: of the
  /// header), for the slot's kind `replacing`, which had no item left.
  case fallback(slot: Int, pass: Int?, replacing: Kind)
  /// Fixed position `position`.
  case fixed(position: Int)
  /// A placed row.
  case placed(NaivePlacedAccount<Kind>)
  /// A prepended row.
  case prepended
  /// A settled row of a live feed.
  case settled
  /// A settled row of a live feed that settled before the rules last
  /// changed.
  case settledUnderEarlierRules
}

/// How the naive walk came to place a row: each number found by trying the
/// placement's conditions row by row.
public struct NaivePlacedAccount<Kind: Hashable>: Hashable {
  /// The placement's index in the rules.
  public var index: Int
  /// The rows it took before this one.
  public var count: Int
  /// The placement's previous row, if any.
  public var previousRow: Int?
  /// The first row where `first` and the listed row or `every` hold.
  public var dueRow: Int
  /// The field that held the row before `dueRow` back.
  public var dueField: SlotPlacementError.Field
  /// The item's group, when separation held it back past `dueRow`.
  public var group: String?
  /// The latest row of that group, when it held the item back.
  public var groupRow: Int?
  /// The first row from `dueRow` on where separation holds too.
  public var eligibleRow: Int
  /// The row taken.
  public var row: Int
  /// The placement that took the first gap where this one was eligible.
  public var gapTakenBy: Kind?

  /// Creates an account.
  @inlinable
  public init(
    index: Int, count: Int, previousRow: Int?, dueRow: Int, dueField: SlotPlacementError.Field,
    group: String?, groupRow: Int?, eligibleRow: Int, row: Int, gapTakenBy: Kind?
  ) {
    self.index = index
    self.count = count
    self.previousRow = previousRow
    self.dueRow = dueRow
    self.dueField = dueField
    self.group = group
    self.groupRow = groupRow
    self.eligibleRow = eligibleRow
    self.row = row
    self.gapTakenBy = gapTakenBy
  }
}

extension NaiveWalk {
  /// Fills one gap as `fill(gapAt:hasItem:nextGroup:)` does, and gives the
  /// account of the row it placed. `beaten` keeps, for each placement, the
  /// placement that took the first gap where it was eligible since its
  /// latest row.
  ///
  /// - Parameters:
  ///   - row: The row the placed row would take.
  ///   - hasItem: Whether a kind has an item not yet placed.
  ///   - nextGroup: The group of a kind's next item.
  ///   - beaten: The placement that beat each one, by kind.
  /// - Returns: The kind that took the gap and its account, or `nil`.
  @inlinable
  public mutating func fillAccounting(
    gapAt row: Int, hasItem: (Kind) -> Bool, nextGroup: (Kind) -> String?,
    beaten: inout [Kind: Kind]
  ) -> (kind: Kind, account: NaivePlacedAccount<Kind>)? {
    let eligible = placements.indices.filter { index in
      let kind = placements[index].kind
      return isEligible(
        placements[index], at: row, hasItem: { hasItem(kind) }, nextGroup: { nextGroup(kind) })
    }
    guard let winner = eligible.first else { return nil }
    let placement = placements[winner]
    for index in eligible.dropFirst() where beaten[placements[index].kind] == nil {
      beaten[placements[index].kind] = placement.kind
    }
    let state = states[placement.kind] ?? NaivePlacementState()
    // The first row where `first`, and the listed row or `every`, allow it,
    // and the field that held the row before it back (row -1 when it is 0).
    var due = 0
    while due < row, fieldHoldingBack(placement, at: due) != nil { due += 1 }
    guard let dueField = fieldHoldingBack(placement, at: due - 1) else {
      preconditionFailure("No field holds the row before the due row back")
    }
    // The first row from there where the separation allows it too.
    let group = placement.separation > 0 ? nextGroup(placement.kind) : nil
    let latest = group.flatMap { state.groups[$0] }
    var eligibleRow = due
    while let latest, eligibleRow < row, eligibleRow - latest < placement.separation {
      eligibleRow += 1
    }
    let account = NaivePlacedAccount(
      index: winner, count: state.count, previousRow: state.last, dueRow: due,
      dueField: dueField,
      group: eligibleRow > due ? group : nil, groupRow: eligibleRow > due ? latest : nil,
      eligibleRow: eligibleRow, row: row, gapTakenBy: beaten[placement.kind])
    beaten[placement.kind] = nil
    let kind = fill(gapAt: row, hasItem: hasItem, nextGroup: nextGroup)
    precondition(kind == placement.kind)
    return (placement.kind, account)
  }
}

/// Builds the feed as `naiveLayout(_:counts:group:)` does, and gives the
/// reference's own account of every row.
///
///     naiveAccount(NaiveRules(pattern: ["a", "b"]), counts: ["a": 2, "b": 1])
///     // (a#0, pattern slot 0 pass 0), (b#0, pattern slot 1 pass 0), …
///
/// - Parameters:
///   - rules: The rules.
///   - counts: The number of items of each present kind.
///   - group: The group of the item at an offset of a kind's source.
/// - Returns: Every row with its reason.
/// - Complexity: O(*n* × (*p* + *P*) + *f* × *n* + *q* × *n*): naive.
@inlinable
public func naiveAccount<Kind: Hashable>(
  _ rules: NaiveRules<Kind>, counts: [Kind: Int],
  group: (_ kind: Kind, _ offset: Int) -> String? = { _, _ in nil }
) -> [(slot: NaiveSlot<Kind>, reason: NaiveReason<Kind>)] {
  let placed = Set(rules.placements.map(\.kind))
  let main = naiveMainAccount(rules, counts: counts.filter { !placed.contains($0.key) })
  guard !rules.placements.isEmpty, !main.rows.isEmpty else {
    return Array(zip(main.rows, main.reasons))
  }
  var walk = NaiveWalk(placements: rules.placements)
  var beaten: [Kind: Kind] = [:]
  var rows: [(slot: NaiveSlot<Kind>, reason: NaiveReason<Kind>)] = []
  var taken: [Kind: Int] = [:]
  func gap() {
    guard
      let (kind, account) = walk.fillAccounting(
        gapAt: rows.count, hasItem: { taken[$0, default: 0] < counts[$0, default: 0] },
        nextGroup: { group($0, taken[$0, default: 0]) }, beaten: &beaten)
    else { return }
    rows.append((NaiveSlot(kind: kind, offset: taken[kind, default: 0]), .placed(account)))
    taken[kind, default: 0] += 1
  }
  gap()
  for row in zip(main.rows, main.reasons) {
    rows.append(row)
    gap()
  }
  return rows
}

/// Why a kind's next item is not in a naively built feed.
public enum NaiveAbsence<Kind: Hashable>: Hashable {
  /// No rule names the kind.
  case notInRules
  /// Every item of the kind is in the rows.
  case noItemLeft
  /// The pattern is empty.
  case emptyPattern
  /// The layout stopped there.
  case stopped(slot: Int, pass: Int?, waitingFor: Kind)
  /// Only the header names the kind.
  case headerPlayedOnce
  /// No fixed position of the kind is left in the rows.
  case noFixedPosition
  /// The placement took its limit.
  case limitReached(placement: Int)
  /// Separation holds the next item past the last row.
  case heldBySeparation(placement: Int, group: String, groupRow: Int, untilRow: Int)
  /// The next item is due, and no gap is left for it.
  case noGap(placement: Int, dueRow: Int)
}

/// Why the next item of a placed kind is not placed, read off a finished
/// walk: its items, its limit, then which of its conditions holds it.
///
/// - Parameters:
///   - placement: The placement's index.
///   - placements: The placements.
///   - state: Where the placement stands at the end of the walk.
///   - left: Whether its kind has an item left.
///   - nextGroup: The group of that item.
///   - end: The number of rows the walk covered.
/// - Returns: The reason.
@inlinable
public func naivePlacedAbsence<Kind: Hashable>(
  placement index: Int, of placements: [NaivePlacement<Kind>], state: NaivePlacementState,
  left: Bool, nextGroup: String?, end: Int
) -> NaiveAbsence<Kind> {
  let placement = placements[index]
  guard left else { return .noItemLeft }
  if let limit = placement.limit, state.count >= limit { return .limitReached(placement: index) }
  // The row the cadence allows: the first row where no field holds it back.
  let walk = NaiveWalk(placements: [placement], states: [placement.kind: state])
  var due = 0
  while walk.fieldHoldingBack(placement, at: due) != nil { due += 1 }
  // Separation holds it only when it holds it past the rows and the cadence.
  if placement.separation > 0, let group = nextGroup, let latest = state.groups[group],
    latest + placement.separation > end, latest + placement.separation > due
  {
    return .heldBySeparation(
      placement: index, group: group, groupRow: latest, untilRow: latest + placement.separation)
  }
  return .noGap(placement: index, dueRow: due)
}

/// Why the next item of `kind` is not in the feed `naiveLayout(_:counts:group:)`
/// builds: the reference's own account.
///
/// - Parameters:
///   - kind: A kind.
///   - rules: The rules.
///   - counts: The number of items of each present kind.
///   - group: The group of the item at an offset of a kind's source.
/// - Returns: The reason.
@inlinable
public func naiveAbsence<Kind: Hashable>(
  of kind: Kind, _ rules: NaiveRules<Kind>, counts: [Kind: Int],
  group: (_ kind: Kind, _ offset: Int) -> String? = { _, _ in nil }
) -> NaiveAbsence<Kind> {
  let rows = naiveAccount(rules, counts: counts, group: group)
  let taken = rows.filter { $0.slot.kind == kind }.count
  if let index = rules.placements.firstIndex(where: { $0.kind == kind }) {
    // The state the walk leaves: its rows, its latest, its groups.
    var state = NaivePlacementState()
    for row in rows.indices where rows[row].slot.kind == kind {
      state.count += 1
      state.last = row
      if let itemGroup = group(kind, rows[row].slot.offset) { state.groups[itemGroup] = row }
    }
    return naivePlacedAbsence(
      placement: index, of: rules.placements, state: state,
      left: taken < counts[kind, default: 0],
      nextGroup: taken < counts[kind, default: 0] ? group(kind, taken) : nil, end: rows.count)
  }
  let repeated = rules.pattern.contains(kind) || rules.fallback == kind
  let inHeader = rules.header?.contains(kind) ?? false
  // A fixed position below 0 is never in the rows.
  let fixed = rules.fixed?.contains { $0.key >= 0 && $0.value == kind } ?? false
  guard repeated || inHeader || fixed else { return .notInRules }
  guard taken < counts[kind, default: 0] else { return .noItemLeft }
  guard !rules.pattern.isEmpty else { return .emptyPattern }
  let placed = Set(rules.placements.map(\.kind))
  let stop = naiveMainAccount(rules, counts: counts.filter { !placed.contains($0.key) }).stop
  if let stop, repeated || stop.pass == nil {
    return .stopped(slot: stop.slot, pass: stop.pass, waitingFor: stop.kind)
  }
  return fixed ? .noFixedPosition : .headerPlayedOnce
}
