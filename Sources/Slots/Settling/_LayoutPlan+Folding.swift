//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// A live feed settles a few rows at a time, and placed or pinned rows cut
// the passes of its tail into short runs: settled as they come, an ad every
// five rows would cost two runs every five rows. Folding finds the period
// the rows keep — four posts and an ad, or a longer one with two cadences —
// and keeps it as one run of passes, so that settled storage follows the
// rules' rhythm instead of the settles.

extension _LayoutPlan {
  /// The most rows that folding looks at: the rows of the last runs, up to
  /// this many, are compared with the run before them and searched for a
  /// period.
  @inlinable
  internal static var _foldingWindow: Int { 64 }

  /// Folds the last runs of a plan of runs only (a live feed's settled
  /// rows): the rows they hold are written again as passes of the run
  /// before them where they repeat its pass, then as one run of the
  /// shortest period they end with, if any. The rows stay the same.
  ///
  /// - Complexity: O(*w*²), where *w* is `_foldingWindow`.
  @inlinable
  internal mutating func foldLastRuns() {
    // The last runs whose rows fit in the window.
    var first = runs.count
    var rowCount = 0
    while first > 0 {
      let run = runs[first - 1]
      let rows = run.width * run.passes
      guard rows <= Self._foldingWindow - rowCount else { break }
      rowCount += rows
      first -= 1
    }
    guard first < runs.count, rowCount >= 2 || first > 0 else { return }
    // Their rows, one by one.
    var kinds: [Int] = []
    var offsets: [Int] = []
    kinds.reserveCapacity(rowCount)
    offsets.reserveCapacity(rowCount)
    for run in runs[first...] {
      for pass in 0..<run.passes {
        for entry in entries[run.entryStart..<(run.entryStart + run.width)] {
          kinds.append(entry.kind)
          offsets.append(entry.firstOffset + pass * entry.stride)
        }
      }
    }
    var start = 0
    var previous = first > 0 ? runs[first - 1] : nil
    // Passes of the run before them.
    if var run = previous {
      let pass = entries[run.entryStart..<(run.entryStart + run.width)]
      while rowCount - start >= run.width
        && pass.indices.allSatisfy({ index in
          let entry = entries[index]
          let row = start + index - run.entryStart
          return kinds[row] == entry.kind
            && offsets[row] == entry.firstOffset + entry.stride * run.passes
        })
      {
        // A new run, so that its divisor fits its length.
        run = _Run(width: run.width, passes: run.passes + 1, entryStart: run.entryStart)
        start += run.width
      }
      previous = run
    }
    // The longest stretch that ends the rest and repeats a period at least
    // twice (the shortest such period), a part of a pass left after it.
    var period = 0
    var periodStart = rowCount
    if rowCount - start >= 2 {
      // Counts by kind, zero between uses.
      var counts = Array(repeating: 0, count: (kinds.max() ?? 0) + 1)
      for candidate in 1...((rowCount - start) / 2)
      where kinds[rowCount - 1] == kinds[rowCount - 1 - candidate] {
        let from = Self._periodicStart(
          kinds, offsets, period: candidate, notBefore: start, counts: &counts)
        if rowCount - from >= 2 * candidate && from < periodStart {
          period = candidate
          periodStart = from
        }
      }
    }
    guard start > 0 || period > 0 else { return }
    let firstEntry = runs[first].entryStart
    // Written again, the rows before the period take an entry each: where
    // the last runs cost less as they are (rows whose rhythm keeps changing,
    // each stretch a run of several passes), they stay.
    let passes = period > 0 ? (rowCount - periodStart) / period : 0
    let left = period > 0 ? rowCount - periodStart - passes * period : 0
    let newRuns = (periodStart > start ? 1 : 0) + (period > 0 ? 1 : 0) + (left > 0 ? 1 : 0)
    let newEntries = periodStart - start + period + left
    guard
      Self._storageCost(runs: newRuns, entries: newEntries)
        < Self._storageCost(runs: runs.count - first, entries: entries.count - firstEntry)
    else { return }
    // Write the runs again: the run before them, the rows before the
    // period as one pass, then the period. They start after the rows that
    // the run before them took.
    var row = runStarts[first] + start
    runs.removeSubrange(first...)
    runStarts.removeSubrange(first...)
    entries.removeSubrange(firstEntry...)
    if let previous { runs[first - 1] = previous }
    func append(_ range: Range<Int>, passes: Int) {
      guard !range.isEmpty else { return }
      var perPass: [Int: Int] = [:]
      for index in range { perPass[kinds[index], default: 0] += 1 }
      runStarts.append(row)
      runs.append(_Run(width: range.count, passes: passes, entryStart: entries.count))
      for index in range {
        entries.append(
          _Entry(kind: kinds[index], firstOffset: offsets[index], stride: perPass[kinds[index]]!))
      }
      row += range.count * passes
    }
    append(start..<periodStart, passes: 1)
    if period > 0 {
      append(periodStart..<(periodStart + period), passes: passes)
      append((periodStart + passes * period)..<rowCount, passes: 1)
    }
  }

  /// The bytes that `runs` runs with `entries` entries in all take in a
  /// plan of runs only: a run and its start, and each entry.
  @inlinable
  internal static func _storageCost(runs: Int, entries: Int) -> Int {
    runs * (MemoryLayout<_Run>.stride + MemoryLayout<Int>.stride) + entries
      * MemoryLayout<_Entry>.stride
  }

  /// Returns the first row, not before `notBefore`, from which the rows go
  /// on with period `period` to the end: each row has the kind of the row
  /// `period` rows before it, and an offset greater by the number of rows
  /// of that kind among the `period` rows from that one.
  ///
  /// - Complexity: O(*n*), where *n* is the number of rows.
  ///
  /// `counts` holds a zero for every kind, and is left so.
  @inlinable
  internal static func _periodicStart(
    _ kinds: [Int], _ offsets: [Int], period: Int, notBefore: Int, counts: inout [Int]
  ) -> Int {
    let rowCount = kinds.count
    guard rowCount - notBefore > period else { return rowCount }
    // The rows of each kind among `row ..< row + period`, kept as the
    // window slides up from the end.
    for row in (rowCount - period)..<rowCount { counts[kinds[row]] += 1 }
    var row = rowCount - period
    while row > notBefore {
      let candidate = row - 1
      // The window moves up one row: it gains `candidate`, loses its last.
      counts[kinds[candidate]] += 1
      counts[kinds[candidate + period]] -= 1
      guard kinds[candidate + period] == kinds[candidate],
        offsets[candidate + period] == offsets[candidate] + counts[kinds[candidate]]
      else {
        // Undo the move, so that the window is `row ..< row + period`.
        counts[kinds[candidate]] -= 1
        counts[kinds[candidate + period]] += 1
        break
      }
      row = candidate
    }
    for index in row..<(row + period) { counts[kinds[index]] -= 1 }
    return row
  }
}
