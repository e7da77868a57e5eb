//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The naive references' own account of their walks: why each row is what it
// is, read off the walk as it goes, condition by condition, and why a
// kind's next item is not laid out. The tests compare the library's
// explanations with it. Like the references, it uses nothing of the
// library's engine.

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
}

/// How the naive walk came to place a row: each number found by trying the
/// placement's conditions row by row.
public struct NaivePlacedAccount<Kind: Hashable>: Hashable {
  /// The placement's index in the rules.
  public var index: Int
  /// The rows it took before this one.
  public var count: Int
  /// The listed row this row stands for, if any.
  public var listedRow: Int?
  /// The placement's previous row, when `every` counts from it.
  public var previousRow: Int?
  /// The first row where `first` and the listed row or `every` hold.
  public var dueRow: Int
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
    index: Int, count: Int, listedRow: Int?, previousRow: Int?, dueRow: Int, group: String?,
    groupRow: Int?, eligibleRow: Int, row: Int, gapTakenBy: Kind?
  ) {
    self.index = index
    self.count = count
    self.listedRow = listedRow
    self.previousRow = previousRow
    self.dueRow = dueRow
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
    let listed = state.count < placement.rows.count ? placement.rows[state.count] : nil
    // The first row where `first`, and the listed row or `every`, allow it.
    var due = 0
    while due < row {
      let cadence =
        listed.map { due >= $0 } ?? state.last.map { due - $0 >= placement.every } ?? true
      if due >= placement.firstRow && cadence { break }
      due += 1
    }
    // The first row from there where the separation allows it too.
    let group = placement.separation > 0 ? nextGroup(placement.kind) : nil
    let latest = group.flatMap { state.groups[$0] }
    var eligibleRow = due
    while let latest, eligibleRow < row, eligibleRow - latest < placement.separation {
      eligibleRow += 1
    }
    let account = NaivePlacedAccount(
      index: winner, count: state.count, listedRow: listed,
      previousRow: listed == nil ? state.last : nil, dueRow: due,
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
