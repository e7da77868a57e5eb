//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import _SlotsTestSupport

/// W11's naive side: a live feed with placements kept by hand, as an app
/// without the package would keep one — a plain array of settled rows, and
/// the tail built again from the state at the frontier whenever it is
/// needed: the main rows replayed slot by slot by the test kit's
/// `NaiveLiveFeed` (given the main rules and the main kinds' items only),
/// then the placements walked over them gap by gap, every placement tried
/// at every gap, from the placement state at the frontier.
///
/// Kinds are strings, as `NaiveLiveFeed` takes them.
struct NaivePlacedLiveFeed {
  /// Where one placement stands: its rows so far, the rule row of its
  /// latest row, and the rule row of the latest row of each group.
  struct PlacementState {
    var count = 0
    var last: Int? = nil
    var groups: [String: Int] = [:]
  }

  /// A row: its kind and the offset of its item in that kind's source.
  struct Row {
    var kind: String
    var offset: Int
    var hidden = false
  }

  /// A row of the tail, with the state after it.
  struct TailRow {
    var row: Row
    var main: NaiveLiveFeed<PlacedItem>.State
    var placements: [String: PlacementState]
    var ruleRow: Int
    var gapOpen: Bool
  }

  /// The main rules, their state at the frontier, and the main kinds'
  /// items.
  var main: NaiveLiveFeed<PlacedItem>
  let placements: [SlotPlacement<String>]
  /// The placed kinds' items.
  var placed: [String: [PlacedItem]] = [:]
  /// The rows settled so far, hidden ones included.
  var settled: [Row] = []
  private(set) var hiddenCount = 0
  /// The placement state at the frontier: every placement's, the rule rows
  /// (main and placed, hidden ones included) settled so far, and whether
  /// the gap after the last of them can still take a placed row.
  var states: [String: PlacementState] = [:]
  var ruleRow = 0
  var gapOpen = true

  init(layout: SlotLayout<String>) {
    placements = layout.placements
    var mainLayout = layout
    mainLayout.placements = []
    main = NaiveLiveFeed(layout: mainLayout)
  }

  /// The number of settled rows a reader sees.
  var settledCount: Int { settled.count - hiddenCount }

  /// The tail: the main rows from their state, the placements laid over
  /// them gap by gap — the open gap at the frontier first, when it is open
  /// and exists, then the gap after each main row.
  ///
  /// - Parameter extra: A placed kind to count as having this many more
  ///   items, all of its items counted as having no group (for `demand`).
  func tail(extra: (kind: String, count: Int)? = nil) -> [TailRow] {
    let mainRows = main.tail()
    var states = self.states
    var ruleRow = self.ruleRow
    var mainState = main.state
    var rows: [TailRow] = []
    func gap() {
      for placement in placements {
        let kind = placement.kind
        var state = states[kind] ?? PlacementState()
        let items = placed[kind] ?? []
        let available = items.count + (extra?.kind == kind ? extra!.count : 0)
        guard ruleRow >= placement.first else { continue }
        if let last = state.last, ruleRow - last < placement.every { continue }
        if let limit = placement.limit, state.count >= limit { continue }
        guard state.count < available else { continue }
        var group: String? = nil
        if placement.separation > 0, extra?.kind != kind, state.count < items.count {
          group = items[state.count].slotGroup
        }
        if let group, let latest = state.groups[group], ruleRow - latest < placement.separation {
          continue
        }
        let row = Row(kind: kind, offset: state.count)
        state.count += 1
        state.last = ruleRow
        if let group { state.groups[group] = ruleRow }
        states[kind] = state
        ruleRow += 1
        rows.append(
          TailRow(
            row: row, main: mainState, placements: states, ruleRow: ruleRow, gapOpen: false))
        return
      }
    }
    if gapOpen && (ruleRow > 0 || !mainRows.isEmpty) { gap() }
    for (row, after) in mainRows {
      mainState = after
      ruleRow += 1
      rows.append(
        TailRow(
          row: Row(kind: row.kind, offset: row.offset!), main: mainState, placements: states,
          ruleRow: ruleRow, gapOpen: true))
      gap()
    }
    return rows
  }

  /// The item of `row`.
  func element(_ row: Row) -> PlacedItem {
    (placed[row.kind] ?? main.sources[row.kind]!)[row.offset]
  }

  /// The rows as a reader sees them: kind and item.
  var rows: [(kind: String, element: PlacedItem)] {
    (settled.filter { !$0.hidden } + tail().map(\.row)).map { ($0.kind, element($0)) }
  }

  /// Appends arrived items to a source.
  mutating func append<Items: Sequence<PlacedItem>>(_ items: Items, to kind: String) {
    if placements.contains(where: { $0.kind == kind }) {
      placed[kind, default: []].append(contentsOf: items)
    } else {
      main.append(Array(items), to: kind)
    }
  }

  /// Settles the rows up to `position`.
  mutating func settle(through position: Int) {
    let tail = self.tail()
    let settledCount = self.settledCount
    guard position >= settledCount, !tail.isEmpty else { return }
    let last = tail[min(position - settledCount, tail.count - 1)]
    settled += tail[...min(position - settledCount, tail.count - 1)].map(\.row)
    main.state = last.main
    states = last.placements
    ruleRow = last.ruleRow
    gapOpen = last.gapOpen
  }

  /// Hides the settled row at `position`.
  mutating func hide(at position: Int) {
    var seen = -1
    for index in settled.indices where !settled[index].hidden {
      seen += 1
      if seen == position {
        settled[index].hidden = true
        hiddenCount += 1
        return
      }
    }
    preconditionFailure("no settled row \(position)")
  }

  /// How many more items of a placed kind the first `rowCount` rows of the
  /// tail could show: the rows of the kind in a tail where it has plenty
  /// of items, none of them grouped, less those in the actual tail.
  func demand(for kind: String, within rowCount: Int) -> Int {
    func rows(_ tail: [TailRow]) -> Int {
      tail.prefix(rowCount).filter { $0.row.kind == kind }.count
    }
    return rows(tail(extra: (kind, rowCount + 1_000))) - rows(tail())
  }
}
