//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The deliberately naive reference for placements: one gap at a time, every
// placement tried in its order at every gap, each condition checked as the
// rules read. Like `NaiveLayout.swift`, it uses nothing of the library, so
// that a bug there cannot hide in both; only the conversions at the end,
// which copy each field across, name the library's type.

import Slots

/// A placement as the reference reads it: a kind with its own cadence.
///
///     NaivePlacement(kind: "ad", every: 3)  // rows 2, 5, 8, … when alone
///     NaivePlacement(kind: "ad", rows: [1, 3], every: 3)  // rows 1, 3, 6, …
public struct NaivePlacement<Kind: Hashable>: Hashable {
  /// The placed kind.
  public var kind: Kind
  /// The earliest row of each of the placement's first rows: its row *k*
  /// comes at `rows[k]` or later.
  public var rows: [Int]
  /// The least number of rows from one row of the placement to the next,
  /// once the listed rows are taken.
  public var every: Int
  /// The first row the placement may take, or `nil` for the first listed
  /// row, or, with none listed, `every - 1`.
  public var first: Int?
  /// The most rows of the placement, or `nil` for no limit.
  public var limit: Int?
  /// The least number of rows between two rows whose items share a group;
  /// 0 for none.
  public var separation: Int

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - kind: The placed kind.
  ///   - rows: The earliest rows of its first rows; none by default.
  ///   - every: The least number of rows between two of its rows, after
  ///     the listed ones.
  ///   - first: The first row it may take, or `nil` for the default.
  ///   - limit: The most rows it takes, or `nil`.
  ///   - separation: The spacing between two items of one group.
  @inlinable
  public init(
    kind: Kind, rows: [Int] = [], every: Int, first: Int? = nil, limit: Int? = nil,
    separation: Int = 0
  ) {
    self.kind = kind
    self.rows = rows
    self.every = every
    self.first = first
    self.limit = limit
    self.separation = separation
  }

  /// The first row the placement may take, its default applied.
  @inlinable
  public var firstRow: Int {
    if let first { return first }
    if let firstListed = rows.first { return firstListed }
    return every - 1
  }
}

extension NaivePlacement: Sendable where Kind: Sendable {}

extension NaivePlacement: CustomStringConvertible {
  /// The placement as the Placements article writes it: `ad every 3 first 1 limit 2`,
  /// `ad rows 1+3 every 3`.
  public var description: String {
    var text = "\(kind)"
    if !rows.isEmpty { text += " rows " + rows.map(String.init).joined(separator: "+") }
    text += " every \(every)"
    if let first { text += " first \(first)" }
    if let limit { text += " limit \(limit)" }
    if separation > 0 { text += " separation \(separation)" }
    return text
  }
}

/// What one placement has done so far: its rows, the last of them, and the
/// latest row of each group.
public struct NaivePlacementState: Hashable, Sendable, CustomStringConvertible {
  /// The number of rows the placement has taken.
  public var count: Int
  /// The row of its latest row, or `nil` before the first.
  public var last: Int?
  /// For each group, the row of the latest row whose item had it.
  public var groups: [String: Int]

  /// Creates a state; by default, that of a placement that took no row.
  ///
  /// - Parameters:
  ///   - count: The rows taken.
  ///   - last: The row of the latest one.
  ///   - groups: The row of the latest row of each group.
  @inlinable
  public init(count: Int = 0, last: Int? = nil, groups: [String: Int] = [:]) {
    self.count = count
    self.last = last
    self.groups = groups
  }

  /// The state with only the groups that can still hold an item back at
  /// row `row` or later: those whose latest row is fewer than `separation`
  /// rows before it.
  ///
  /// - Parameters:
  ///   - row: The row from which on the state is used.
  ///   - separation: The placement's separation.
  /// - Returns: The state, its groups pruned.
  @inlinable
  public func pruned(at row: Int, separation: Int) -> Self {
    var copy = self
    copy.groups = groups.filter { row - $0.value < separation }
    return copy
  }

  /// The state in words: `2 rows, last 6, groups [N: 5]`.
  public var description: String {
    let groups = self.groups.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    return "\(count) rows, last \(last.map(String.init) ?? "none")"
      + (groups.isEmpty ? "" : ", groups [\(groups.joined(separator: ", "))]")
  }
}

/// The walk over the gaps, one gap at a time: the placements in their
/// order and the state of each.
///
///     var walk = NaiveWalk(placements: [NaivePlacement(kind: "ad", every: 3)])
///     walk.fill(gapAt: 2, hasItem: { _ in true }, nextGroup: { _ in nil })  // "ad"
public struct NaiveWalk<Kind: Hashable> {
  /// The placements, in priority order.
  public var placements: [NaivePlacement<Kind>]
  /// The state of each placement; a kind without one has taken no row.
  public var states: [Kind: NaivePlacementState]

  /// Starts a walk.
  ///
  /// - Parameters:
  ///   - placements: The placements, in priority order.
  ///   - states: Where each placement stands; none by default.
  @inlinable
  public init(placements: [NaivePlacement<Kind>], states: [Kind: NaivePlacementState] = [:]) {
    self.placements = placements
    self.states = states
  }

  /// Whether `placement` may take the gap whose placed row would be row
  /// `row`, checked condition by condition as the Placements article lists them.
  ///
  /// - Parameters:
  ///   - placement: A placement.
  ///   - row: The row the placed row would take.
  ///   - hasItem: Whether the placement's kind has an item not yet placed.
  ///   - nextGroup: The group of that item.
  /// - Returns: Whether it is eligible.
  @inlinable
  public func isEligible(
    _ placement: NaivePlacement<Kind>, at row: Int, hasItem: () -> Bool,
    nextGroup: () -> String?
  ) -> Bool {
    guard fieldHoldingBack(placement, at: row) == nil else { return false }
    let state = states[placement.kind]
    if let limit = placement.limit, state?.count ?? 0 >= limit { return false }
    guard hasItem() else { return false }
    if placement.separation > 0, let group = nextGroup(),
      let latest = state?.groups[group], row - latest < placement.separation
    {
      return false
    }
    return true
  }

  /// The field of `placement` whose condition keeps its next row from row
  /// `row`, or `nil` when its cadence and `first` allow the row: its
  /// listed row or `every` before `first`, so that where both hold the row
  /// back the cadence is named.
  ///
  /// - Parameters:
  ///   - placement: A placement.
  ///   - row: A row; below 0, the row above the feed, which every field
  ///     that makes a placement due holds back.
  /// - Returns: The field, or `nil`.
  @inlinable
  public func fieldHoldingBack(
    _ placement: NaivePlacement<Kind>, at row: Int
  ) -> SlotPlacementError.Field? {
    let state = states[placement.kind]
    let taken = state?.count ?? 0
    if taken < placement.rows.count {
      // Row `taken` of the placement is listed: not before its row.
      if row < placement.rows[taken] { return .rows }
    } else if let last = state?.last, row - last < placement.every {
      return .every
    }
    if row < placement.firstRow { return .first }
    return nil
  }

  /// Fills one gap: the first eligible placement takes it with its next
  /// item, and its state moves on.
  ///
  /// - Parameters:
  ///   - row: The row the placed row would take: the number of rows
  ///     before the gap.
  ///   - hasItem: Whether a kind has an item not yet placed.
  ///   - nextGroup: The group of a kind's next item.
  /// - Returns: The kind that took the gap, or `nil` when it stays empty.
  @inlinable
  public mutating func fill(
    gapAt row: Int, hasItem: (Kind) -> Bool, nextGroup: (Kind) -> String?
  ) -> Kind? {
    for placement in placements {
      let kind = placement.kind
      guard
        isEligible(placement, at: row, hasItem: { hasItem(kind) }, nextGroup: { nextGroup(kind) })
      else { continue }
      // In place: a copy of the state would copy its groups at every row.
      let group = placement.separation > 0 ? nextGroup(kind) : nil
      states[kind, default: NaivePlacementState()].count += 1
      states[kind]!.last = row
      if let group { states[kind]!.groups[group] = row }
      return kind
    }
    return nil
  }
}

/// Lays the placements over main rows that are already laid out: a gap
/// before the first main row and one after each, none when there is no
/// main row, each taken by the first eligible placement.
///
///     naivePlacing(
///         [NaivePlacement(kind: "ad", every: 2)],
///         over: [NaiveSlot(kind: "post", offset: 0), NaiveSlot(kind: "post", offset: 1)],
///         counts: ["ad": 5])
///     // post#0, ad#0, post#1
///
/// - Parameters:
///   - placements: The placements, in priority order.
///   - main: The main rows.
///   - counts: The number of items of each kind.
///   - group: The group of the item at an offset of a kind's source.
/// - Returns: Every row, main and placed, in order.
/// - Complexity: O(*n* × *P*), where *n* is the number of rows and *P* the
///   number of placements: every gap, every placement, naive on purpose.
@inlinable
public func naivePlacing<Kind: Hashable>(
  _ placements: [NaivePlacement<Kind>], over main: [NaiveSlot<Kind>], counts: [Kind: Int],
  group: (Kind, Int) -> String?
) -> [NaiveSlot<Kind>] {
  guard !placements.isEmpty, !main.isEmpty else { return main }
  var walk = NaiveWalk(placements: placements)
  var rows: [NaiveSlot<Kind>] = []
  // Items taken of each placed kind: row k of a placement shows item k.
  var taken: [Kind: Int] = [:]
  func gap() {
    guard
      let kind = walk.fill(
        gapAt: rows.count, hasItem: { taken[$0, default: 0] < counts[$0, default: 0] },
        nextGroup: { group($0, taken[$0, default: 0]) })
    else { return }
    rows.append(NaiveSlot(kind: kind, offset: taken[kind, default: 0]))
    taken[kind, default: 0] += 1
  }
  gap()
  for slot in main {
    rows.append(slot)
    gap()
  }
  return rows
}

// The conversions sit beside the reference's fields, so that a new field
// is declared, read and converted in one file of the kit.
extension SlotPlacement {
  /// The placement with the same fields as `placement`; a `first` left
  /// unset there is left to this type's default.
  ///
  /// - Parameter placement: A placement of the reference.
  public init(_ placement: NaivePlacement<Kind>) {
    self.init(
      kind: placement.kind, rows: placement.rows, every: placement.every,
      first: placement.first,
      limit: placement.limit, separation: placement.separation)
  }
}

extension NaivePlacement {
  /// The placement with the same fields as `placement`, `first` included.
  ///
  /// - Parameter placement: A placement of the library.
  public init(_ placement: SlotPlacement<Kind>) {
    self.init(
      kind: placement.kind, rows: placement.rows, every: placement.every,
      first: placement.first,
      limit: placement.limit, separation: placement.separation)
  }
}
