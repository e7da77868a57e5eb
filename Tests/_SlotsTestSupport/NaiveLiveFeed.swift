//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// The deliberately naive reference of live feeds (the Live Feeds article)
/// and of placements in a live feed (the Placements article): a plain array
/// of settled rows, and the tail replayed step by step from the rule state,
/// one slot at a time, then the placements laid over it one gap at a time,
/// recording the state after every row.
///
/// It shares nothing with the engine but the public `SlotLayout` value it
/// reads the rules from.
///
///     var naive = NaiveLiveFeed<String>(layout: SlotLayout(pattern: ["post", "ad"]))
///     naive.append(["P0", "P1"], to: "post")
///     naive.append(["A0"], to: "ad")
///     naive.settle(through: 1)
///     naive.rows.map(\.element)  // ["P0", "A0", "P1"]
public struct NaiveLiveFeed<Element> {
  /// The rule state of the Live Feeds article, with the placement state
  /// of the Placements article.
  public struct State: Equatable, CustomStringConvertible {
    /// The items of each kind taken so far, by the rules or by placements.
    public var consumed: [String: Int]
    /// Whether the pass in progress is the header's.
    public var inHeader: Bool
    /// The next slot of the pass in progress.
    public var slot: Int
    /// Whether a kind ran out earlier in the pass in progress.
    public var blocked: Bool
    /// The repeatables still live.
    public var live: Set<String>
    /// The number of rows the main rules have laid out so far.
    public var rulePosition: Int
    /// The number of rule rows, main or placed, laid out so far.
    public var ruleRow: Int
    /// Whether the gap after the last rule row (before the first, when
    /// there is none) can still take a placed row.
    public var gapOpen: Bool
    /// The state of each placement, by kind, its groups pruned to those
    /// that can still hold an item back.
    public var placements: [String: NaivePlacementState]

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - consumed: The items of each kind taken so far.
    ///   - inHeader: Whether the pass in progress is the header's.
    ///   - slot: The next slot of the pass in progress.
    ///   - blocked: Whether a kind ran out earlier in the pass.
    ///   - live: The repeatables still live.
    ///   - rulePosition: The number of rows laid out by the rules so far.
    ///   - ruleRow: The number of rule rows, main or placed, so far.
    ///   - gapOpen: Whether the gap at the frontier is open.
    ///   - placements: The state of each placement.
    @inlinable
    public init(
      consumed: [String: Int] = [:], inHeader: Bool, slot: Int = 0, blocked: Bool = false,
      live: Set<String>, rulePosition: Int = 0, ruleRow: Int = 0, gapOpen: Bool = true,
      placements: [String: NaivePlacementState] = [:]
    ) {
      self.consumed = consumed
      self.inHeader = inHeader
      self.slot = slot
      self.blocked = blocked
      self.live = live
      self.rulePosition = rulePosition
      self.ruleRow = ruleRow
      self.gapOpen = gapOpen
      self.placements = placements
    }

    /// The state in words, for failure messages.
    @inlinable
    public var description: String {
      var text =
        "\(inHeader ? "header" : "pattern") slot \(slot)\(blocked ? " blocked" : ""), "
        + "live \(live.sorted()), rulePosition \(rulePosition), "
        + "consumed \(consumed.filter { $0.value > 0 }.sorted { $0.key < $1.key })"
      if ruleRow != rulePosition || !gapOpen || !placements.isEmpty {
        text += ", ruleRow \(ruleRow), gap \(gapOpen ? "open" : "closed")"
        for (kind, state) in placements.sorted(by: { $0.key < $1.key }) {
          text += ", \(kind): \(state)"
        }
      }
      return text
    }
  }

  /// A row: an item of a source, or an element of a prepended block.
  public struct Row {
    /// The row's kind.
    public var kind: String
    /// The item's offset in its source, for a row laid out by the rules.
    public var offset: Int?
    /// The element of a prepended row.
    public var element: Element?
    /// Whether the row was removed after it settled.
    public var hidden = false
    /// Whether the row settled before the rules were last replaced.
    public var underEarlierRules = false
    /// Why the tail has the row, in the reference's own account of its walk.
    public var reason: NaiveReason<String>?

    /// Creates a row.
    @inlinable
    public init(
      kind: String, offset: Int? = nil, element: Element? = nil, hidden: Bool = false,
      reason: NaiveReason<String>? = nil
    ) {
      self.kind = kind
      self.offset = offset
      self.element = element
      self.hidden = hidden
      self.reason = reason
    }
  }

  /// The rules.
  public var layout: SlotLayout<String>
  /// The items of each kind that arrived.
  public var sources: [String: [Element]] = [:]
  /// Prepended rows, top first, then the settled rows laid out by the rules.
  public var settled: [Row] = []
  /// The number of hidden rows among `settled`, kept with it.
  public var hiddenCount = 0
  /// The rule state after the last settled row.
  public var state: State
  /// The group of an item, for the placements' separation.
  public var group: (Element) -> String?

  /// Creates an empty live feed with `layout`'s rules.
  ///
  /// - Parameters:
  ///   - layout: The rules.
  ///   - group: The group of an item; by default, `nil` for every item.
  @inlinable
  public init(layout: SlotLayout<String>, group: @escaping (Element) -> String? = { _ in nil }) {
    self.layout = layout
    self.group = group
    state = State(inHeader: !layout.header.isEmpty, live: Self.startingLive(layout))
  }

  /// Rule 1 of the Layout Rules article: the repeatables live at the start.
  ///
  /// - Parameter layout: The rules.
  /// - Returns: The kinds of the pattern that are repeatable, unless a
  ///   fallback is set.
  @inlinable
  public static func startingLive(_ layout: SlotLayout<String>) -> Set<String> {
    layout.fallback == nil ? Set(layout.pattern.filter(layout.repeatables.contains)) : []
  }

  // MARK: The tail

  /// The tail, each row with the rule state after it (its placements'
  /// groups not yet pruned: ``settle(through:)`` prunes the state it takes
  /// up): the main rows
  /// (``mainTail(extra:)``), then the placements laid over them, one gap at
  /// a time — the open gap at the frontier first, when it is open and
  /// exists, then the gap after each main row.
  ///
  /// - Parameters:
  ///   - extra: Items to count as arrived beyond the sources; their group
  ///     is `nil`.
  ///   - ungrouped: A kind whose items all count as having no group.
  ///   - accounting: Whether each placed row carries the walk's account of it
  ///     (`Row.reason`); the main rows always do.
  /// - Returns: The rows below the settled ones.
  @inlinable
  public func tail(
    extra: [String: Int] = [:], ungrouped: String? = nil, accounting: Bool = false
  ) -> [(
    row: Row, after: State
  )] {
    let main = mainTail(extra: extra)
    var walk = NaiveWalk(
      placements: layout.placements.map { NaivePlacement($0) }, states: state.placements)
    var consumed = state.consumed
    var ruleRow = state.ruleRow
    // The state after the latest row of the tail so far.
    var before = state
    var rows: [(row: Row, after: State)] = []
    var beaten: [String: String] = [:]
    func hasItem(_ kind: String) -> Bool {
      consumed[kind, default: 0] < (sources[kind]?.count ?? 0) + extra[kind, default: 0]
    }
    func nextGroup(_ kind: String) -> String? {
      let offset = consumed[kind, default: 0]
      guard kind != ungrouped, let items = sources[kind], offset < items.count else { return nil }
      return group(items[offset])
    }
    func append(_ row: Row, after: State, placed: Bool) {
      consumed[row.kind, default: 0] += 1
      ruleRow += 1
      var after = after
      after.consumed = consumed
      after.ruleRow = ruleRow
      after.gapOpen = !placed
      // Pruned only when a state is taken up (`settle(through:)`): pruning
      // every row's would cost the reference more than its rules do.
      after.placements = walk.states
      rows.append((row, after))
      before = after
    }
    func gap() {
      // The account only when asked: the benchmarks time the plain walk.
      if accounting {
        guard
          let (kind, account) = walk.fillAccounting(
            gapAt: ruleRow, hasItem: hasItem, nextGroup: nextGroup, beaten: &beaten)
        else { return }
        append(
          Row(kind: kind, offset: consumed[kind, default: 0], reason: .placed(account)),
          after: before, placed: true)
      } else {
        guard let kind = walk.fill(gapAt: ruleRow, hasItem: hasItem, nextGroup: nextGroup) else {
          return
        }
        append(Row(kind: kind, offset: consumed[kind, default: 0]), after: before, placed: true)
      }
    }
    // The open gap at the frontier: before the first main row when no rule
    // row was laid out yet, after the last rule row otherwise.
    if state.gapOpen && (state.ruleRow > 0 || !main.isEmpty) { gap() }
    for (row, after) in main {
      append(row, after: after, placed: false)
      gap()
    }
    return rows
  }

  /// The main rows of the tail, each with the rule state after it (the
  /// placement state left as at the frontier).
  ///
  /// - Parameter extra: Items to count as arrived beyond the sources.
  /// - Returns: The rows the main rules lay out below the settled ones.
  @inlinable
  public func mainTail(extra: [String: Int] = [:]) -> [(row: Row, after: State)] {
    mainTailAccount(extra: extra).rows
  }

  /// The main rows of the tail, as ``mainTail(extra:)`` gives them, and
  /// where the rules stopped.
  ///
  /// - Parameter extra: Items to count as arrived beyond the sources.
  /// - Returns: The rows, and the stop (`nil` under an empty pattern).
  @inlinable
  public func mainTailAccount(
    extra: [String: Int] = [:]
  ) -> (rows: [(row: Row, after: State)], stop: NaiveStop<String>?) {
    guard !layout.pattern.isEmpty else { return ([], nil) }
    var stop: NaiveStop<String>?
    var current = state
    func left(_ kind: String) -> Int {
      (sources[kind]?.count ?? 0) + extra[kind, default: 0] - current.consumed[kind, default: 0]
    }
    var sequential: [(row: Row, after: State)] = []
    // The pattern passes played so far, from the pass in progress at the
    // frontier; the header's is not one.
    var passes = 0
    func emit(_ kind: String, at slot: Int, of list: [String], reason: NaiveReason<String>) {
      let row = Row(kind: kind, offset: current.consumed[kind, default: 0], reason: reason)
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
      let inHeader = current.inHeader
      let list = inHeader ? layout.header : layout.pattern
      var slot = current.slot
      defer { if !inHeader { passes += 1 } }
      while slot < list.count {
        let kind = list[slot]
        if left(kind) == 0 {
          if let fallback = layout.fallback, left(fallback) > 0 {
            emit(
              fallback, at: slot, of: list,
              reason: .fallback(slot: slot, pass: inHeader ? nil : passes, replacing: kind))
            current = sequential.last!.after
            slot += 1
            continue
          }
          if current.live.contains(kind) {
            current.live.remove(kind)
          } else {
            current.blocked = true
          }
          if current.live.isEmpty {
            stop = NaiveStop(slot: slot, pass: inHeader ? nil : passes, kind: kind)
            return true
          }
          slot += 1
          current.slot = slot
          continue
        }
        if !current.blocked || current.live.contains(kind) {
          emit(
            kind, at: slot, of: list,
            reason: inHeader
              ? .header(slot: slot)
              : current.blocked
                ? .repeatable(slot: slot, pass: passes) : .pattern(slot: slot, pass: passes))
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
      if playPass() { return (sequential, stop) }
    }
    while !playPass() {}

    // Step 4: pinned kinds, from the rule position on.
    var rows = sequential
    var isPinned = Array(repeating: false, count: rows.count)
    let start = state.rulePosition
    var taken = current.consumed
    let sequentialKinds = Set(layout.header + layout.pattern + (layout.fallback.map { [$0] } ?? []))
    for (position, kind) in layout.fixed.sorted(by: { $0.key < $1.key }) {
      guard position >= start, !sequentialKinds.contains(kind) else { continue }
      let available = (sources[kind]?.count ?? 0) + extra[kind, default: 0]
      guard taken[kind, default: 0] < available, position - start <= rows.count else { continue }
      rows.insert(
        (
          Row(kind: kind, offset: taken[kind, default: 0], reason: .fixed(position: position)),
          current
        ),
        at: position - start)
      isPinned.insert(true, at: position - start)
      taken[kind, default: 0] += 1
    }
    // The state after each row: the pass of the last sequential row at or
    // before it, the items of every row up to it, its rule position.
    var pass = state
    var consumed = state.consumed
    for index in rows.indices {
      if !isPinned[index] { pass = rows[index].after }
      consumed[rows[index].row.kind, default: 0] += 1
      pass.consumed = consumed
      pass.rulePosition = state.rulePosition + index + 1
      rows[index].after = pass
    }
    return (rows, stop)
  }

  // MARK: Reading

  /// The rows as a reader sees them.
  @inlinable
  public var rows: [(kind: String, element: Element)] {
    let shown = settled.filter { !$0.hidden } + tail().map(\.row)
    return shown.map { ($0.kind, $0.element ?? sources[$0.kind]![$0.offset!]) }
  }

  /// Where each row comes from: its kind and offset, or `nil` for a
  /// prepended row.
  @inlinable
  public var origins: [SourcePosition<String>?] {
    (settled.filter { !$0.hidden } + tail().map(\.row)).map { row in
      row.offset.map { SourcePosition(kind: row.kind, offset: $0) }
    }
  }

  /// The reference's own account of every row a reader sees: a prepended
  /// row, a settled row, or the reason the tail gives.
  @inlinable
  public var reasons: [NaiveReason<String>] {
    settled.filter { !$0.hidden }.map { row in
      row.element != nil ? .prepended : row.underEarlierRules ? .settledUnderEarlierRules : .settled
    }
      + tail(accounting: true).map { $0.row.reason! }
  }

  /// Why the next item of `kind` is not in the tail: the reference's own
  /// account, read off the tail it lays out.
  ///
  /// - Parameter kind: A kind.
  /// - Returns: The reason.
  @inlinable
  public func absence(of kind: String) -> NaiveAbsence<String> {
    let end = tail().last?.after ?? state
    let taken = end.consumed[kind, default: 0]
    let left = taken < (sources[kind]?.count ?? 0)
    if let index = layout.placements.firstIndex(where: { $0.kind == kind }) {
      return naivePlacedAbsence(
        placement: index, of: layout.placements.map { NaivePlacement($0) },
        state: end.placements[kind] ?? NaivePlacementState(), left: left,
        nextGroup: left ? group(sources[kind]![taken]) : nil, end: end.ruleRow)
    }
    let repeated = layout.pattern.contains(kind) || layout.fallback == kind
    let inHeader = layout.header.contains(kind)
    // Step 4 of the tail: only kinds the header, pattern and fallback do not
    // name are pinned, and a position below 0 is never reached.
    let fixed = !repeated && !inHeader && layout.fixed.contains { $0.key >= 0 && $0.value == kind }
    guard repeated || inHeader || fixed else { return .notInRules }
    guard left else { return .noItemLeft }
    guard !layout.pattern.isEmpty else { return .emptyPattern }
    if let stop = mainTailAccount().stop, repeated || stop.pass == nil {
      return .stopped(slot: stop.slot, pass: stop.pass, waitingFor: stop.kind)
    }
    return fixed ? .noFixedPosition : .headerPlayedOnce
  }

  /// The number of settled rows a reader sees.
  public var settledCount: Int { settled.count - hiddenCount }

  /// The index in `settled` of the visible settled row `position`.
  ///
  /// - Parameter position: A settled row.
  /// - Returns: Its index in `settled`.
  @inlinable
  public func settledIndex(_ position: Int) -> Int {
    var seen = -1
    for index in settled.indices where !settled[index].hidden {
      seen += 1
      if seen == position { return index }
    }
    fatalError("no settled row \(position)")
  }

  // MARK: Edits

  /// Appends arrived items to a source.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - kind: Their kind.
  @inlinable
  public mutating func append<Items: Sequence<Element>>(_ items: Items, to kind: String) {
    sources[kind, default: []].append(contentsOf: items)
  }

  /// Settles the rows up to `position`.
  ///
  /// - Parameter position: The last row to settle.
  @inlinable
  public mutating func settle(through position: Int) {
    let tail = self.tail()
    let settledCount = self.settledCount
    guard position >= settledCount, !tail.isEmpty else { return }
    let last = min(position - settledCount, tail.count - 1)
    settled.append(contentsOf: tail[...last].map(\.row))
    state = tail[last].after
    for placement in layout.placements {
      state.placements[placement.kind] = state.placements[placement.kind]?.pruned(
        at: state.ruleRow, separation: placement.separation)
    }
  }

  /// Removes the row at `position`: hides a settled row, removes an item
  /// of the tail from its source.
  ///
  /// - Parameter position: A row.
  @inlinable
  public mutating func remove(at position: Int) {
    if position < settledCount {
      settled[settledIndex(position)].hidden = true
      hiddenCount += 1
    } else {
      let row = tail()[position - settledCount].row
      sources[row.kind]!.remove(at: row.offset!)
    }
  }

  /// Replaces the element of the row at `position`.
  ///
  /// - Parameters:
  ///   - position: A row.
  ///   - element: Its new element.
  @inlinable
  public mutating func replace(at position: Int, with element: Element) {
    let row =
      position < settledCount
      ? settled[settledIndex(position)] : tail()[position - settledCount].row
    if row.element != nil {
      settled[settledIndex(position)].element = element
    } else {
      sources[row.kind]![row.offset!] = element
    }
  }

  /// Puts rows above every other row.
  ///
  /// - Parameter rows: The rows, top first.
  @inlinable
  public mutating func prepend(_ rows: [(kind: String, element: Element)]) {
    settled.insert(contentsOf: rows.map { Row(kind: $0.kind, element: $0.element) }, at: 0)
  }

  /// Replaces the rules for the rows that are not settled.
  ///
  /// - Parameter layout: The new rules.
  @inlinable
  public mutating func replaceLayout(with layout: SlotLayout<String>) {
    for index in settled.indices { settled[index].underEarlierRules = true }
    self.layout = layout
    state.live = Self.startingLive(layout)
    state.inHeader = state.rulePosition == 0 && !layout.header.isEmpty
    state.slot = 0
    state.blocked = false
    // A kind still placed keeps its state, its groups pruned with the new
    // separation; a kind no longer placed loses it; a new one starts afresh.
    let old = state.placements
    state.placements = [:]
    for placement in layout.placements {
      if let carried = old[placement.kind] {
        state.placements[placement.kind] = carried.pruned(
          at: state.ruleRow, separation: placement.separation)
      }
    }
  }

  // MARK: Questions

  /// `demand(for:within:)`, with "as many items as it could take" played as
  /// a thousand more than the rows asked about, every item of the kind
  /// counted as having no group.
  ///
  /// - Parameters:
  ///   - kind: A kind.
  ///   - rowCount: The number of rows below the settled ones to look at.
  /// - Returns: How many more items of `kind` those rows would take.
  @inlinable
  public func demand(for kind: String, within rowCount: Int) -> Int {
    guard rowCount > 0 else { return 0 }
    func rows(_ tail: [(row: Row, after: State)]) -> Int {
      tail.prefix(rowCount).filter { $0.row.kind == kind }.count
    }
    return rows(tail(extra: [kind: rowCount + 1_000], ungrouped: kind)) - rows(tail())
  }

  /// The state after row `position`, as if settled through it.
  ///
  /// - Parameter position: A row.
  /// - Returns: The rule state after it.
  @inlinable
  public func state(after position: Int) -> State {
    var copy = self
    copy.settle(through: position)
    return copy.state
  }
}

extension NaiveLiveFeed where Element: SlotGrouping {
  /// Creates an empty live feed with `layout`'s rules, whose items' groups
  /// are their `slotGroup`.
  ///
  /// - Parameter layout: The rules.
  @inlinable
  public init(layout: SlotLayout<String>) {
    self.init(layout: layout, group: { $0.slotGroup })
  }
}
