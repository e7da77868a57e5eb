//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The state of one resolution; see `_LayoutPlan.init(rules:counts:)`.
@usableFromInline
internal struct _LayoutResolver {
  @usableFromInline internal let rules: _LayoutRules
  /// Items left in each source.
  @usableFromInline internal var remaining: [Int]
  /// Items taken from each source so far.
  @usableFromInline internal var used: [Int]
  /// Whether each kind is a live repeatable.
  @usableFromInline internal var isLive: [Bool]
  /// The number of live repeatables.
  @usableFromInline internal var liveCount: Int
  /// Items of each kind the current pass took.
  @usableFromInline internal var passUse: [Int]
  /// For each kind, the number of items it had to hold at the start of the
  /// current pass for the pass to go as it went.
  @usableFromInline internal var passNeed: [Int]
  /// The plan under construction.
  @usableFromInline internal var plan: _LayoutPlan
  /// The number of sequential items laid out so far.
  @usableFromInline internal var sequentialCount = 0

  @inlinable
  internal init(rules: _LayoutRules, counts: [Int]) {
    let kindCount = counts.count
    self.rules = rules
    remaining = counts
    used = Array(repeating: 0, count: kindCount)
    isLive = Array(repeating: false, count: kindCount)
    for kind in rules.repeatables { isLive[kind] = true }
    liveCount = rules.repeatables.count
    passUse = Array(repeating: 0, count: kindCount)
    passNeed = Array(repeating: 0, count: kindCount)
    plan = _LayoutPlan(emptyWithKindCount: 0)
  }

  @inlinable
  internal mutating func resolve() -> _LayoutPlan {
    var fixedApplies = true
    if !rules.header.isEmpty {
      let start = plan.entries.count
      let outcome = playPass(over: rules.header)
      recordRun(of: rules.header, from: start, mayRepeat: false)
      fixedApplies = !outcome.stopped
    }
    if fixedApplies {
      while true {
        let start = plan.entries.count
        let outcome = playPass(over: rules.pattern)
        recordRun(
          of: rules.pattern, from: start,
          mayRepeat: !outcome.stopped && !outcome.changedRepeatables)
        // A pass that neither stops nor changes the repeatables emits at
        // least one item: some live repeatable sits in the pattern and has
        // items. The second test only guards against a hang.
        if outcome.stopped || plan.entries.count == start { break }
      }
    }
    plan.sequentialUse = used
    if fixedApplies { applyFixed() }
    plan.count = sequentialCount + plan.fixedPositions.count
    indexSpans()
    return plan
  }

  /// Plays one pass over `list` by the rules of Slots 2.0.0, appending what it
  /// emits to `plan.entries`.
  @inlinable
  internal mutating func playPass(
    over list: [Int]
  ) -> (stopped: Bool, changedRepeatables: Bool) {
    var blocked = false
    var changedRepeatables = false
    let fallback = rules.fallback
    for kind in list {
      if remaining[kind] == 0 {
        if fallback >= 0 && remaining[fallback] > 0 {
          passNeed[fallback] = passUse[fallback] + 1
          emit(fallback)
          continue
        }
        if isLive[kind] {
          isLive[kind] = false
          liveCount -= 1
          changedRepeatables = true
        } else {
          blocked = true
        }
        if liveCount == 0 { return (true, changedRepeatables) }
        continue
      }
      passNeed[kind] = passUse[kind] + 1
      if !blocked || isLive[kind] { emit(kind) }
    }
    return (false, changedRepeatables)
  }

  @inlinable
  @inline(__always)
  internal mutating func emit(_ kind: Int) {
    plan.entries.append(.init(kind: kind, firstOffset: used[kind], stride: 0))
    used[kind] += 1
    remaining[kind] -= 1
    passUse[kind] += 1
  }

  /// Records the pass just played (its entries start at `start`) as a run,
  /// repeating it as often as the sources allow when `mayRepeat` is true, and
  /// clears the pass's bookkeeping.
  @inlinable
  internal mutating func recordRun(of list: [Int], from start: Int, mayRepeat: Bool) {
    let width = plan.entries.count - start
    var passes = 1
    if mayRepeat && width > 0 {
      passes = Int.max
      Self.forEachKind(of: list, fallback: rules.fallback) { kind in
        let use = passUse[kind]
        if use > 0 {
          let held = remaining[kind] + use
          passes = Swift.min(passes, (held - passNeed[kind]) / use + 1)
        }
      }
    }
    for index in start..<plan.entries.count {
      plan.entries[index].stride = passUse[plan.entries[index].kind]
    }
    Self.forEachKind(of: list, fallback: rules.fallback) { kind in
      let extra = (passes - 1) * passUse[kind]
      remaining[kind] -= extra
      used[kind] += extra
      passUse[kind] = 0
      passNeed[kind] = 0
    }
    if width > 0 {
      plan.runStarts.append(sequentialCount)
      plan.runs.append(.init(width: width, passes: passes, entryStart: start))
      sequentialCount += width * passes
    }
  }

  /// Calls `body` on every kind a pass over `list` can touch (kinds may come
  /// more than once).
  @inlinable
  internal static func forEachKind(
    of list: [Int], fallback: Int, _ body: (Int) -> Void
  ) {
    for kind in list { body(kind) }
    if fallback >= 0 { body(fallback) }
  }

  /// Puts the fixed items in place, in ascending order of position.
  @inlinable
  internal mutating func applyFixed() {
    for (position, kind) in rules.fixed where remaining[kind] > 0 {
      let applied = plan.fixedPositions.count
      // Positions only grow, and so does the feed only by applying an entry:
      // once one lies past the end, all the later ones do too.
      guard position <= sequentialCount + applied else { break }
      plan.fixedPositions.append(position)
      plan.fixedKinds.append(kind)
      plan.fixedOffsets.append(used[kind])
      plan.fixedGaps.append(position - applied)
      used[kind] += 1
      remaining[kind] -= 1
    }
    guard !plan.fixedPositions.isEmpty else { return }
    (plan.fixedKindStarts, plan.fixedByKind) = Self.groupByKind(
      plan.fixedKinds, kindCount: used.count)
  }

  /// Groups the indices of `kinds` by kind, keeping their order within a
  /// kind (a counting sort): the indices of kind `k` are
  /// `order[starts[k] ..< starts[k + 1]]`.
  ///
  /// - Complexity: O(*n* + *k*), where *n* is the length of `kinds` and *k*
  ///   is `kindCount`.
  @inlinable
  internal static func groupByKind(
    _ kinds: [Int], kindCount: Int
  ) -> (starts: [Int], order: [Int]) {
    var starts = Array(repeating: 0, count: kindCount + 1)
    for kind in kinds { starts[kind + 1] += 1 }
    for kind in 0..<kindCount { starts[kind + 1] += starts[kind] }
    var cursor = starts
    var order = Array(repeating: 0, count: kinds.count)
    for (index, kind) in kinds.enumerated() {
      order[cursor[kind]] = index
      cursor[kind] += 1
    }
    return (starts, order)
  }

  /// Builds the reverse index: for each kind, the runs that take its items.
  @inlinable
  internal mutating func indexSpans() {
    let kindCount = used.count
    var spanKinds: [Int] = []
    var unsorted: [_LayoutPlan._Span] = []
    var spanOfKind = Array(repeating: -1, count: kindCount)
    var slotCursor = Array(repeating: 0, count: kindCount)
    for (runIndex, run) in plan.runs.enumerated() {
      let pass = run.entryStart..<(run.entryStart + run.width)
      for index in pass {
        let entry = plan.entries[index]
        if spanOfKind[entry.kind] < 0 {
          spanOfKind[entry.kind] = unsorted.count
          slotCursor[entry.kind] = plan.slots.count
          unsorted.append(
            .init(
              firstOffset: entry.firstOffset, perPass: entry.stride,
              run: runIndex, slotStart: plan.slots.count))
          spanKinds.append(entry.kind)
          plan.slots.append(contentsOf: repeatElement(0, count: entry.stride))
        }
        plan.slots[slotCursor[entry.kind]] = index - run.entryStart
        slotCursor[entry.kind] += 1
      }
      for index in pass { spanOfKind[plan.entries[index].kind] = -1 }
    }
    let (starts, order) = Self.groupByKind(spanKinds, kindCount: kindCount)
    plan.spans = order.map { unsorted[$0] }
    plan.spanStarts = starts
  }
}
