//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// The deliberately naive reference of LIVE-FEEDS.md: a plain array of
/// settled rows, and the tail replayed step by step from the rule state,
/// one slot at a time, recording the state after every row.
///
/// It shares nothing with the engine but the public `SlotLayout` value it
/// reads the rules from.
struct NaiveLiveFeed<Element> {
  /// The rule state of LIVE-FEEDS.md.
  struct State: Equatable, CustomStringConvertible {
    var consumed: [String: Int] = [:]
    var inHeader: Bool
    var slot = 0
    var blocked = false
    var live: Set<String>
    var rulePosition = 0

    var description: String {
      "\(inHeader ? "header" : "pattern") slot \(slot)\(blocked ? " blocked" : ""), "
        + "live \(live.sorted()), rulePosition \(rulePosition), "
        + "consumed \(consumed.filter { $0.value > 0 }.sorted { $0.key < $1.key })"
    }
  }

  /// A row: an item of a source, or an element of a prepended block.
  struct Row {
    var kind: String
    /// The item's offset in its source, for a row laid out by the rules.
    var offset: Int?
    /// The element of a prepended row.
    var element: Element?
    var hidden = false
  }

  var layout: SlotLayout<String>
  var sources: [String: [Element]] = [:]
  /// Prepended rows, top first, then the settled rows laid out by the rules.
  var settled: [Row] = []
  var state: State

  init(layout: SlotLayout<String>) {
    self.layout = layout
    state = State(inHeader: !layout.header.isEmpty, live: Self.startingLive(layout))
  }

  /// Rule 1 of SPEC.md.
  static func startingLive(_ layout: SlotLayout<String>) -> Set<String> {
    layout.fallback == nil ? Set(layout.pattern.filter(layout.repeatables.contains)) : []
  }

  // MARK: The tail

  /// The tail, each row with the rule state after it.
  func tail(extra: [String: Int] = [:]) -> [(row: Row, after: State)] {
    guard !layout.pattern.isEmpty else { return [] }
    var current = state
    func left(_ kind: String) -> Int {
      (sources[kind]?.count ?? 0) + extra[kind, default: 0] - current.consumed[kind, default: 0]
    }
    var sequential: [(row: Row, after: State)] = []
    func emit(_ kind: String, at slot: Int, of list: [String]) {
      let row = Row(kind: kind, offset: current.consumed[kind, default: 0])
      current.consumed[kind, default: 0] += 1
      current.rulePosition += 1
      var after = current
      after.slot = slot + 1
      if after.slot == list.count {
        after.inHeader = false
        after.slot = 0
        after.blocked = false
      }
      sequential.append((row, after))
    }
    // Plays the pass in progress to its end; returns true when it stops.
    func playPass() -> Bool {
      let list = current.inHeader ? layout.header : layout.pattern
      var slot = current.slot
      while slot < list.count {
        let kind = list[slot]
        if left(kind) == 0 {
          if let fallback = layout.fallback, left(fallback) > 0 {
            emit(fallback, at: slot, of: list)
            current = sequential.last!.after
            slot += 1
            continue
          }
          if current.live.contains(kind) {
            current.live.remove(kind)
          } else {
            current.blocked = true
          }
          if current.live.isEmpty { return true }
          slot += 1
          current.slot = slot
          continue
        }
        if !current.blocked || current.live.contains(kind) {
          emit(kind, at: slot, of: list)
          current = sequential.last!.after
        }
        slot += 1
        current.slot = slot
      }
      current.inHeader = false
      current.slot = 0
      current.blocked = false
      return false
    }
    if current.inHeader {
      if playPass() { return sequential }
    }
    while !playPass() {}

    // Step 4: pinned kinds, from the rule position on.
    var rows = sequential
    let start = state.rulePosition
    var taken = current.consumed
    let sequentialKinds = Set(layout.header + layout.pattern + (layout.fallback.map { [$0] } ?? []))
    for (position, kind) in layout.fixed.sorted(by: { $0.key < $1.key }) {
      guard position >= start, !sequentialKinds.contains(kind) else { continue }
      let available = (sources[kind]?.count ?? 0) + extra[kind, default: 0]
      guard taken[kind, default: 0] < available, position - start <= rows.count else { continue }
      rows.insert((Row(kind: kind, offset: taken[kind, default: 0]), current), at: position - start)
      taken[kind, default: 0] += 1
    }
    // The state after each row: the pass of the last sequential row at or
    // before it, the items of every row up to it, its rule position.
    var pass = state
    var consumed = state.consumed
    for index in rows.indices {
      let row = rows[index].row
      if let after = sequential.first(where: {
        $0.row.kind == row.kind && $0.row.offset == row.offset
      })?.after {
        pass = after
      }
      consumed[row.kind, default: 0] += 1
      pass.consumed = consumed
      pass.rulePosition = state.rulePosition + index + 1
      rows[index].after = pass
    }
    return rows
  }

  // MARK: Reading

  /// The rows as a reader sees them.
  var rows: [(kind: String, element: Element)] {
    let shown = settled.filter { !$0.hidden } + tail().map(\.row)
    return shown.map { ($0.kind, $0.element ?? sources[$0.kind]![$0.offset!]) }
  }

  /// Where each row comes from: its kind and offset, or `nil` for a
  /// prepended row.
  var origins: [SourcePosition<String>?] {
    (settled.filter { !$0.hidden } + tail().map(\.row)).map { row in
      row.offset.map { SourcePosition(kind: row.kind, offset: $0) }
    }
  }

  var settledCount: Int { settled.filter { !$0.hidden }.count }

  /// The index in `settled` of the visible settled row `position`.
  func settledIndex(_ position: Int) -> Int {
    var seen = -1
    for index in settled.indices where !settled[index].hidden {
      seen += 1
      if seen == position { return index }
    }
    fatalError("no settled row \(position)")
  }

  // MARK: Edits

  mutating func append(_ items: [Element], to kind: String) {
    sources[kind, default: []].append(contentsOf: items)
  }

  mutating func settle(through position: Int) {
    let tail = self.tail()
    let settledCount = self.settledCount
    guard position >= settledCount, !tail.isEmpty else { return }
    let last = min(position - settledCount, tail.count - 1)
    settled.append(contentsOf: tail[...last].map(\.row))
    state = tail[last].after
  }

  mutating func remove(at position: Int) {
    if position < settledCount {
      settled[settledIndex(position)].hidden = true
    } else {
      let row = tail()[position - settledCount].row
      sources[row.kind]!.remove(at: row.offset!)
    }
  }

  mutating func replace(at position: Int, with element: Element) {
    let row =
      position < settledCount
      ? settled[settledIndex(position)] : tail()[position - settledCount].row
    if row.element != nil {
      settled[settledIndex(position)].element = element
    } else {
      sources[row.kind]![row.offset!] = element
    }
  }

  mutating func prepend(_ rows: [(kind: String, element: Element)]) {
    settled.insert(contentsOf: rows.map { Row(kind: $0.kind, element: $0.element) }, at: 0)
  }

  mutating func replaceLayout(with layout: SlotLayout<String>) {
    self.layout = layout
    state.live = Self.startingLive(layout)
    state.inHeader = state.rulePosition == 0 && !layout.header.isEmpty
    state.slot = 0
    state.blocked = false
  }

  // MARK: Questions

  /// `demand(for:within:)`, with "as many items as it could take" played as
  /// a thousand more than the rows asked about.
  func demand(for kind: String, within rowCount: Int) -> Int {
    guard rowCount > 0 else { return 0 }
    func rows(_ tail: [(row: Row, after: State)]) -> Int {
      tail.prefix(rowCount).filter { $0.row.kind == kind }.count
    }
    return rows(tail(extra: [kind: rowCount + 1_000])) - rows(tail())
  }

  /// The state after row `position`, as if settled through it.
  func state(after position: Int) -> State {
    var copy = self
    copy.settle(through: position)
    return copy.state
  }
}
