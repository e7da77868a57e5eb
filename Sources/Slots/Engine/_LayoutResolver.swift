//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The state of one resolution; see `_LayoutPlan.init(rules:counts:)`.
///
/// A resolution starts either at the top of the rules (rule 1 of the Layout Rules article:
/// the header's first slot, the live repeatables drawn from the rules) or,
/// for the tail of a live feed, from a `_PassState`: in the header or the
/// pattern, at a given slot, with a given `blocked` flag and live
/// repeatables. Counts are the items *not yet taken* of each kind, so the
/// plan's offsets count from the first item the tail may take.
@usableFromInline
internal struct _LayoutResolver {
  @usableFromInline internal let rules: _LayoutRules
  /// Where the first pass starts.
  @usableFromInline internal let start: _PassState
  /// The bookkeeping of each kind: items left and taken, whether it is a
  /// live repeatable, what the current pass did with it.
  @usableFromInline internal var kinds: [_KindState]
  /// The number of live repeatables.
  @usableFromInline internal var liveCount: Int
  /// The plan under construction.
  @usableFromInline internal var plan: _LayoutPlan
  /// The number of sequential items laid out so far.
  @usableFromInline internal var sequentialCount = 0

  /// Prepares to resolve `rules` from the top (rule 1 of the layout rules).
  @inlinable
  internal init(rules: borrowing _LayoutRules, counts: [Int]) {
    self.init(rules: rules, counts: counts, start: _PassState(topOf: rules))
  }

  /// Prepares to resolve `rules` from `start`, a state that fits them.
  @inlinable
  internal init(rules: borrowing _LayoutRules, counts: [Int], start: _PassState) {
    // The one copy of the rules a resolution makes: an initializer takes
    // its arguments owned unless told otherwise, and each copy of the rules
    // retains all their arrays.
    self.rules = copy rules
    self.start = start
    kinds = counts.map { _KindState(remaining: $0) }
    for kind in start.live { kinds[kind].isLive = true }
    liveCount = start.live.count
    // Room for the usual plan, a header pass and a few distinct pattern
    // passes, so that a small layout grows none of its arrays.
    plan = _LayoutPlan()
    plan.entries.reserveCapacity(rules.header.count + 2 * rules.pattern.count)
    plan.runs.reserveCapacity(3)
    plan.runStarts.reserveCapacity(3)
  }

  /// Lays out the sequential part and the fixed items of rule 5 of the layout rules.
  @inlinable
  internal mutating func resolve() -> _LayoutPlan {
    let reachedPattern = playSequentialPart(capturingAfter: nil).reachedPattern
    plan.sequentialUse = used
    if reachedPattern { applyFixed(rules.fixed, rulePosition: 0) }
    return finish()
  }

  /// Lays out the tail of a live feed whose rule position is `rulePosition`:
  /// the sequential part from `start`, then the pinned items (step 4 of the
  /// tail in the Live Feeds article).
  @inlinable
  internal mutating func resolveTail(rulePosition: Int) -> _LayoutPlan {
    let reachedPattern = playSequentialPart(capturingAfter: nil).reachedPattern
    plan.sequentialUse = used
    if reachedPattern { applyFixed(rules.pinned, rulePosition: rulePosition) }
    return finish()
  }

  /// Returns the pass state at the instant the sequential part emits its
  /// `target`-th item (`target >= 1`), and the items of each kind taken by
  /// then; `nil` when the sequential part is shorter.
  @inlinable
  internal mutating func state(
    afterSequentialItems target: Int
  ) -> (pass: _PassState, used: [Int])? {
    playSequentialPart(capturingAfter: target).captured
  }

  /// Completes the plan once the sequential part and the fixed items are in
  /// place.
  @inlinable
  internal mutating func finish() -> _LayoutPlan {
    plan.count = sequentialCount + plan.fixedPositions.count
    plan.indexFixedPositions()
    plan.indexSpans(kindCount: kinds.count)
    plan.indexRunStarts()
    // The resolver is done with the plan: it leaves whole, not copied.
    return exchange(&plan, with: _LayoutPlan())
  }

  /// The items taken from each source so far, by kind.
  @inlinable
  internal var used: [Int] {
    kinds.map { $0.used }
  }

  /// Plays the header pass (if the start lies in it), then pattern passes,
  /// until a pass stops; returns whether the header pass was finished
  /// without stopping (so that fixed items apply).
  ///
  /// With a `target`, stops instead at the instant the `target`-th
  /// sequential item is emitted and returns the state there.
  @inlinable
  internal mutating func playSequentialPart(
    capturingAfter target: Int?
  ) -> (reachedPattern: Bool, captured: (pass: _PassState, used: [Int])?) {
    var slot = start.slot
    var blocked = start.blocked
    if start.inHeader && !rules.header.isEmpty {
      let outcome = playRun(
        of: rules.header, inHeader: true, from: slot, blocked: blocked,
        mayRepeat: false, target: target)
      if outcome.captured != nil || outcome.stopped { return (false, outcome.captured) }
      slot = 0
      blocked = false
    }
    // A pass in progress is played once, on its own.
    if slot > 0 || blocked {
      let outcome = playRun(
        of: rules.pattern, inHeader: false, from: slot, blocked: blocked,
        mayRepeat: false, target: target)
      if outcome.captured != nil || outcome.stopped { return (true, outcome.captured) }
    }
    while true {
      let before = plan.entries.count
      let outcome = playRun(
        of: rules.pattern, inHeader: false, from: 0, blocked: false,
        mayRepeat: true, target: target)
      if outcome.captured != nil { return (true, outcome.captured) }
      // A pass that neither stops nor changes the repeatables emits at
      // least one item: some live repeatable sits in the pattern and has
      // items. The second test only guards against a hang.
      if outcome.stopped || plan.entries.count == before { return (true, nil) }
    }
  }

  /// Plays one pass over `list` from `slot`, records it as a run (repeated
  /// as often as the sources allow when `mayRepeat` is true and the pass
  /// neither stopped nor changed the repeatables), and, when `target` falls
  /// in the run, returns the state at the instant of the target item.
  @inlinable
  internal mutating func playRun(
    of list: [Int], inHeader: Bool, from slot: Int, blocked: Bool,
    mayRepeat: Bool, target: Int?
  ) -> (stopped: Bool, captured: (pass: _PassState, used: [Int])?) {
    let entryStart = plan.entries.count
    let countBefore = sequentialCount
    let outcome = playPass(over: list, from: slot, blocked: blocked, limit: Int.max)
    let width = plan.entries.count - entryStart
    let passes =
      mayRepeat && !outcome.stopped && !outcome.changedRepeatables
      ? repeatCount(of: list, width: width) : 1
    if let target, width > 0, target > countBefore, target <= countBefore + width * passes {
      return (
        outcome.stopped,
        capture(
          in: list, inHeader: inHeader, from: slot, blocked: blocked, width: width,
          emissions: target - countBefore)
      )
    }
    recordRun(of: list, from: entryStart, passes: passes)
    return (outcome.stopped, nil)
  }

  /// Returns the state at the instant the pass just played over `list`,
  /// repeated as a run, emits its `emissions`-th item, counted from the
  /// start of the run.
  ///
  /// Every pass of a run takes the same branches, so the state at the start
  /// of the run's pass `emissions / width` follows from the state at the
  /// start of the run; that pass is then played again, up to the item.
  @inlinable
  internal mutating func capture(
    in list: [Int], inHeader: Bool, from slot: Int, blocked: Bool, width: Int,
    emissions: Int
  ) -> (pass: _PassState, used: [Int]) {
    let pass = (emissions - 1) / width
    // Back to the start of the run, then on to the start of the pass.
    Self.forEachKind(of: list, fallback: rules.fallback) { kind in
      if kinds[kind].leftInPass {
        kinds[kind].leftInPass = false
        kinds[kind].isLive = true
        liveCount += 1
      }
      let use = kinds[kind].passUse
      guard use > 0 else { return }
      kinds[kind].passUse = 0
      kinds[kind].used += (pass - 1) * use
      kinds[kind].remaining -= (pass - 1) * use
    }
    let replayed = playPass(
      over: list, from: pass == 0 ? slot : 0, blocked: pass == 0 && blocked,
      limit: emissions - pass * width)
    var state = _PassState(
      inHeader: inHeader, slot: replayed.lastSlot + 1, blocked: replayed.blocked,
      live: kinds.indices.filter { kinds[$0].isLive })
    if state.slot == list.count {
      // A row that fills the last slot of a pass ends that pass.
      state = _PassState(inHeader: false, slot: 0, blocked: false, live: state.live)
    }
    return (state, used)
  }

  /// Plays one pass over `list` from `slot` by the rules of Slots 2.0.0,
  /// appending what it emits to `plan.entries`, and stops early after
  /// `limit` items.
  ///
  /// - Returns: Whether the pass stopped the layout, whether it changed the
  ///   live repeatables, and, for the last item emitted, its slot and the
  ///   `blocked` flag at that instant.
  @inlinable
  internal mutating func playPass(
    over list: [Int], from slot: Int, blocked startBlocked: Bool, limit: Int
  ) -> (stopped: Bool, changedRepeatables: Bool, lastSlot: Int, blocked: Bool) {
    var blocked = startBlocked
    var changedRepeatables = false
    var emitted = 0
    var lastSlot = -1
    let fallback = rules.fallback
    var index = slot
    while index < list.count {
      defer { index += 1 }
      let kind = list[index]
      if kinds[kind].remaining == 0 {
        if fallback >= 0 && kinds[fallback].remaining > 0 {
          kinds[fallback].passNeed = kinds[fallback].passUse + 1
          emit(fallback)
          emitted += 1
          lastSlot = index
          if emitted == limit { break }
          continue
        }
        if kinds[kind].isLive {
          kinds[kind].isLive = false
          kinds[kind].leftInPass = true
          liveCount -= 1
          changedRepeatables = true
        } else {
          blocked = true
        }
        if liveCount == 0 { return (true, changedRepeatables, lastSlot, blocked) }
        continue
      }
      kinds[kind].passNeed = kinds[kind].passUse + 1
      if !blocked || kinds[kind].isLive {
        emit(kind)
        emitted += 1
        lastSlot = index
        if emitted == limit { break }
      }
    }
    return (false, changedRepeatables, lastSlot, blocked)
  }

  @inlinable
  @inline(__always)
  internal mutating func emit(_ kind: Int) {
    plan.entries.append(.init(kind: kind, firstOffset: kinds[kind].used, stride: 0))
    kinds[kind].used += 1
    kinds[kind].remaining -= 1
    kinds[kind].passUse += 1
  }

  /// Returns how many times the pass just played (of `width` items) repeats
  /// as the sources allow: while every kind still holds what the pass needed
  /// to see, the next pass goes the same way.
  @inlinable
  internal func repeatCount(of list: [Int], width: Int) -> Int {
    guard width > 0 else { return 1 }
    var passes = Int.max
    Self.forEachKind(of: list, fallback: rules.fallback) { kind in
      let use = kinds[kind].passUse
      if use > 0 {
        let held = kinds[kind].remaining + use
        passes = Swift.min(passes, (held - kinds[kind].passNeed) / use + 1)
      }
    }
    return passes
  }

  /// Records the pass just played (its entries start at `start`) as a run
  /// of `passes` passes, and clears the pass's bookkeeping.
  @inlinable
  internal mutating func recordRun(of list: [Int], from start: Int, passes: Int) {
    let width = plan.entries.count - start
    for index in start..<plan.entries.count {
      plan.entries[index].stride = kinds[plan.entries[index].kind].passUse
    }
    Self.forEachKind(of: list, fallback: rules.fallback) { kind in
      let extra = (passes - 1) * kinds[kind].passUse
      kinds[kind].remaining -= extra
      kinds[kind].used += extra
      kinds[kind].passUse = 0
      kinds[kind].passNeed = 0
      kinds[kind].leftInPass = false
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

  /// Puts fixed items in place: of `entries` (ascending by position), those
  /// at positions from `rulePosition` on, each at its position less
  /// `rulePosition`, while its kind has an item left.
  ///
  /// `SlotCollection` passes the fixed entries of layout rule 5 from rule
  /// position zero; a live feed's tail passes its pinned entries from its
  /// frontier's rule position (step 4 of the tail in the Live Feeds article).
  @inlinable
  internal mutating func applyFixed(_ entries: [(position: Int, kind: Int)], rulePosition: Int) {
    let first = entries._partitioningIndex { $0.position >= rulePosition }
    for (position, kind) in entries[first...] where kinds[kind].remaining > 0 {
      let applied = plan.fixedPositions.count
      let place = position - rulePosition
      // Positions only grow, and so does the feed only by applying an entry:
      // once one lies past the end, all the later ones do too.
      guard place <= sequentialCount + applied else { break }
      plan.fixedPositions.append(place)
      plan.fixedKinds.append(kind)
      plan.fixedOffsets.append(kinds[kind].used)
      plan.fixedGaps.append(place - applied)
      kinds[kind].used += 1
      kinds[kind].remaining -= 1
    }
    guard !plan.fixedPositions.isEmpty else { return }
    (plan.fixedKindStarts, plan.fixedByKind) = Self.groupByKind(
      plan.fixedKinds, kindCount: kinds.count)
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
}
