//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Placed rows are stored as the main rows are: in runs. The merge goes
// through the main rows in order, puts each placed row the walk gives in its
// gap, and stores rows as runs of whole passes where it can: the main plan's
// own passes between placed rows, and, over a period the walk repeated, one
// pass that holds as many periods as bring the main rows back to the same
// place in their pass. What stands alone — a placed row outside a repeated
// period, the main rows around it — is kept in one pass of a run, as many
// rows as come together.

extension _LayoutPlan {
  /// Puts the placed rows of `placed` among this plan's rows, whose rows
  /// are the main rows: a placed row in gap `g` stands before main row `g`
  /// (fixed items included), and this plan's fixed items move down by the
  /// placed rows before them.
  ///
  /// - Complexity: O(*s* + *f* + *q* + *r* × *w*), where *s* is the number
  ///   of runs, *f* the number of fixed items, *q* the number of placed rows
  ///   the walk walked, *r* the number of periods it repeated and *w* the
  ///   width of the pass that holds a repeated period (at most
  ///   `_PlacedRuns.widestPass`); independent of the rows repeated.
  @inlinable
  internal mutating func _merge(_ placed: _PlacementWalk) {
    var merge = _PlacedRuns(main: self)
    merge.add(placed)
    self = merge.finish()
  }

  /// Builds the reverse index: for each kind, the runs that take its items.
  ///
  /// A kind has at most one span a run. The spans are counted by kind
  /// first, so that each is written once, in place, grouped by kind and in
  /// order of run; each span's places within a pass are listed in `slots`
  /// in the order the spans are met, run after run. Three arrays sized
  /// once, and two cursors a kind.
  ///
  /// - Complexity: O(*k* + *e*), where *k* is `kindCount` and *e* the
  ///   number of entries of the runs.
  @inlinable
  internal mutating func indexSpans(kindCount: Int) {
    // For each kind: the last run that met it, then where its span of the
    // current run lists its next place; and where its next span goes.
    var marks = [Int](_repeating: -1, count: kindCount)
    var nextSpans = [Int](_repeating: 0, count: kindCount)
    var starts = [Int](_repeating: 0, count: kindCount + 1)
    var slotCount = 0
    for (runIndex, run) in runs.enumerated() {
      slotCount += run.width
      for index in run.entryStart..<(run.entryStart + run.width) {
        let kind = entries[index].kind
        if marks[kind] != runIndex {
          marks[kind] = runIndex
          starts[kind + 1] += 1
        }
      }
    }
    for kind in 0..<kindCount {
      starts[kind + 1] += starts[kind]
      nextSpans[kind] = starts[kind]
    }
    var spans = [_LayoutPlan._Span](
      _repeating: _LayoutPlan._Span(firstOffset: 0, perPass: 0, run: -1, slotStart: 0),
      count: starts[kindCount])
    var slots = [Int](_repeating: 0, count: slotCount)
    var slotEnd = 0
    for (runIndex, run) in runs.enumerated() {
      for index in run.entryStart..<(run.entryStart + run.width) {
        let entry = entries[index]
        let kind = entry.kind
        let current = nextSpans[kind] - 1
        if current < starts[kind] || spans[current].run != runIndex {
          spans[nextSpans[kind]] = .init(
            firstOffset: entry.firstOffset, perPass: entry.stride, run: runIndex,
            slotStart: slotEnd)
          nextSpans[kind] += 1
          marks[kind] = slotEnd
          slotEnd += entry.stride
        }
        slots[marks[kind]] = index - run.entryStart
        marks[kind] += 1
      }
    }
    self.spans = spans
    spanStarts = starts
    self.slots = slots
  }
}

/// The rows of a plan with placed rows among them, as they are built: see
/// `_LayoutPlan._merge(_:)`.
@usableFromInline
internal struct _PlacedRuns {
  /// The plan of the main rows.
  @usableFromInline internal let main: _LayoutPlan
  /// The plan built so far: its runs, without its fixed items.
  @usableFromInline internal var plan: _LayoutPlan
  /// Rows that stand alone, not yet stored: the pass of a run to come, its
  /// strides not yet set.
  @usableFromInline internal var pending: [_LayoutPlan._Entry] = []
  /// The number of rows of each kind in `pending`.
  @usableFromInline internal var pendingPerKind: [Int]
  /// The next main row (fixed items included), and the next fixed item.
  @usableFromInline internal var mainRow = 0
  @usableFromInline internal var fixedIndex = 0
  /// The placed rows stored so far.
  @usableFromInline internal var placedCount = 0
  /// The fixed items, at their new positions.
  @usableFromInline internal var fixedPositions: [Int] = []
  @usableFromInline internal var fixedKinds: [Int] = []
  @usableFromInline internal var fixedOffsets: [Int] = []

  /// The fewest main rows, in whole passes of the main plan, stored as a run
  /// of their own rather than among the rows that stand alone.
  @inlinable internal static var shortestRun: Int { 8 }
  /// The widest pass that holds repeated periods; periods whose pass would
  /// be wider are stored row by row.
  @inlinable internal static var widestPass: Int { 4_096 }

  @inlinable
  internal init(main: _LayoutPlan) {
    self.main = main
    let kindCount = main.sequentialUse.count
    plan = _LayoutPlan(emptyWithKindCount: kindCount)
    pendingPerKind = Array(repeating: 0, count: kindCount)
  }

  /// Adds the main rows with the placed rows of `placed` among them.
  @inlinable
  internal mutating func add(_ placed: _LayoutPlan._PlacementWalk) {
    var row = 0
    for repeated in placed.repeats {
      let base = repeated.end - repeated.period
      while row < base {
        addPlaced(gap: placed.gaps[row], kind: placed.kinds[row], offset: placed.offsets[row])
        row += 1
      }
      addPeriods(
        of: placed, base: base..<repeated.end, mainRows: repeated.mainRows,
        count: repeated.times + 1)
      row = repeated.end
    }
    while row < placed.gaps.count {
      addPlaced(gap: placed.gaps[row], kind: placed.kinds[row], offset: placed.offsets[row])
      row += 1
    }
    addMain(upTo: main.count)
  }

  /// The plan: the runs built, and the fixed items at their new positions.
  @inlinable
  internal mutating func finish() -> _LayoutPlan {
    flush()
    let kindCount = main.sequentialUse.count
    plan.count += fixedPositions.count
    if !fixedPositions.isEmpty {
      plan.fixedGaps = fixedPositions.indices.map { fixedPositions[$0] - $0 }
      (plan.fixedKindStarts, plan.fixedByKind) = _LayoutResolver.groupByKind(
        fixedKinds, kindCount: kindCount)
      plan.fixedPositions = fixedPositions
      plan.fixedKinds = fixedKinds
      plan.fixedOffsets = fixedOffsets
    }
    plan.indexFixedPositions()
    plan.indexSpans(kindCount: kindCount)
    plan.indexRunStarts()
    return plan
  }

  /// Adds the main rows before `gap`, then a placed row.
  @inlinable
  internal mutating func addPlaced(gap: Int, kind: Int, offset: Int) {
    addMain(upTo: gap)
    append(kind: kind, offset: offset)
    placedCount += 1
  }

  /// Adds the main rows before main row `end`.
  @inlinable
  internal mutating func addMain(upTo end: Int) {
    while mainRow < end {
      if fixedIndex < main.fixedPositions.count && main.fixedPositions[fixedIndex] == mainRow {
        fixedPositions.append(mainRow + placedCount)
        fixedKinds.append(main.fixedKinds[fixedIndex])
        fixedOffsets.append(main.fixedOffsets[fixedIndex])
        fixedIndex += 1
        mainRow += 1
        continue
      }
      let stop =
        fixedIndex < main.fixedPositions.count
        ? Swift.min(end, main.fixedPositions[fixedIndex]) : end
      addSequential((mainRow - fixedIndex)..<(stop - fixedIndex))
      mainRow = stop
    }
  }

  /// Adds the main plan's sequential rows `rows`: its whole passes as runs
  /// where there are enough of them, and the rest as rows that stand alone.
  @inlinable
  internal mutating func addSequential(_ rows: Range<Int>) {
    guard !rows.isEmpty else { return }
    var row = rows.lowerBound
    var runIndex = main.runStarts._lastIndex(notAbove: row)
    while row < rows.upperBound {
      let run = main.runs[runIndex]
      let runStart = main.runStarts[runIndex]
      let runEnd = runStart + run.width * run.passes
      let stop = Swift.min(rows.upperBound, runEnd)
      var (pass, slot) = (row - runStart).quotientAndRemainder(dividingBy: run.width)
      let whole = slot == 0 ? (stop - row) / run.width : 0
      if whole * run.width >= Self.shortestRun {
        flush()
        let entries = main.entries[run.entryStart..<(run.entryStart + run.width)].map {
          _LayoutPlan._Entry(
            kind: $0.kind, firstOffset: $0.firstOffset + pass * $0.stride, stride: $0.stride)
        }
        plan.appendRun(entries, passes: whole)
        row += whole * run.width
      } else {
        // Too few whole passes, or a part of one: row by row, to the end of
        // the pass (of the stretch, when it holds only a few passes).
        let end = whole > 0 ? stop : Swift.min(stop, row - slot + run.width)
        while row < end {
          let entry = main.entries[run.entryStart + slot]
          append(kind: entry.kind, offset: entry.firstOffset + pass * entry.stride)
          slot += 1
          if slot == run.width { (pass, slot) = (pass + 1, 0) }
          row += 1
        }
      }
      if row == runEnd { runIndex += 1 }
    }
  }

  /// Adds `count` periods of placed rows with the main rows around them:
  /// the placed rows `base` of `placed` are the first period, and each
  /// period after it lies `mainRows` gaps further on, each kind's offsets
  /// on by its rows in the period.
  @inlinable
  internal mutating func addPeriods(
    of placed: _LayoutPlan._PlacementWalk, base: Range<Int>, mainRows: Int, count: Int
  ) {
    var perPeriod: [Int: Int] = [:]
    for row in base { perPeriod[placed.kinds[row], default: 0] += 1 }
    var done = 0
    while done < count {
      addMain(upTo: placed.gaps[base.lowerBound] + done * mainRows)
      var stored = addRun(
        of: placed, base: base, mainRows: mainRows, perPeriod: perPeriod, from: done,
        count: count - done)
      if stored == 0 {
        for row in base {
          let kind = placed.kinds[row]
          addPlaced(
            gap: placed.gaps[row] + done * mainRows, kind: kind,
            offset: placed.offsets[row] + done * perPeriod[kind, default: 0])
        }
        stored = 1
      }
      done += stored
    }
  }

  /// Stores periods `first ..< first + count` (at most) as one run, whose
  /// pass holds as many periods as bring the main rows back to the same
  /// place in their pass, and returns the number of periods stored: zero
  /// when fewer than two passes fit before the main plan's run ends or a
  /// fixed item comes, or the pass would be wider than `widestPass`.
  ///
  /// The next main row must be the first main row of period `first`.
  @inlinable
  internal mutating func addRun(
    of placed: _LayoutPlan._PlacementWalk, base: Range<Int>, mainRows: Int,
    perPeriod: [Int: Int], from first: Int, count: Int
  ) -> Int {
    let sequential = mainRow - fixedIndex
    guard sequential < main.count - main.fixedPositions.count else { return 0 }
    let runIndex = main.runStarts._lastIndex(notAbove: sequential)
    let run = main.runs[runIndex]
    let runStart = main.runStarts[runIndex]
    var available = Swift.min(
      count, (runStart + run.width * run.passes - sequential) / mainRows)
    if fixedIndex < main.fixedPositions.count {
      available = Swift.min(available, (main.fixedPositions[fixedIndex] - mainRow) / mainRows)
    }
    // Periods a pass: the fewest whose main rows make whole passes of the
    // main run.
    let periods = run.width / _greatestCommonDivisor(mainRows, run.width)
    let (width, overflow) = periods.multipliedReportingOverflow(by: mainRows + base.count)
    let passes = available / periods
    guard !overflow, width <= Self.widestPass, passes >= 2 else { return 0 }
    // Main passes a pass.
    let mainPasses = periods * mainRows / run.width
    var entries: [_LayoutPlan._Entry] = []
    entries.reserveCapacity(width)
    var (mainPass, mainSlot) = (sequential - runStart).quotientAndRemainder(dividingBy: run.width)
    let firstGap = placed.gaps[base.lowerBound]
    for period in 0..<periods {
      var row = base.lowerBound
      for gap in 0..<mainRows {
        if row < base.upperBound && placed.gaps[row] - firstGap == gap {
          let kind = placed.kinds[row]
          let perPeriod = perPeriod[kind, default: 0]
          entries.append(
            _LayoutPlan._Entry(
              kind: kind, firstOffset: placed.offsets[row] + (first + period) * perPeriod,
              stride: periods * perPeriod))
          row += 1
        }
        let entry = main.entries[run.entryStart + mainSlot]
        entries.append(
          _LayoutPlan._Entry(
            kind: entry.kind, firstOffset: entry.firstOffset + mainPass * entry.stride,
            stride: mainPasses * entry.stride))
        mainSlot += 1
        if mainSlot == run.width { (mainPass, mainSlot) = (mainPass + 1, 0) }
      }
    }
    flush()
    plan.appendRun(entries, passes: passes)
    mainRow += passes * periods * mainRows
    placedCount += passes * periods * base.count
    return passes * periods
  }

  /// Adds a row that stands alone.
  @inlinable
  internal mutating func append(kind: Int, offset: Int) {
    pending.append(_LayoutPlan._Entry(kind: kind, firstOffset: offset, stride: 0))
    pendingPerKind[kind] += 1
  }

  /// Stores the rows that stand alone as one pass of a run.
  @inlinable
  internal mutating func flush() {
    guard !pending.isEmpty else { return }
    for index in pending.indices { pending[index].stride = pendingPerKind[pending[index].kind] }
    plan.appendRun(pending, passes: 1)
    for entry in pending { pendingPerKind[entry.kind] = 0 }
    pending.removeAll(keepingCapacity: true)
  }
}

/// The greatest common divisor of two positive integers.
@inlinable
internal func _greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
  var (a, b) = (a, b)
  while b != 0 { (a, b) = (b, a % b) }
  return a
}
