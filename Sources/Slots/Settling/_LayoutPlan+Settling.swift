//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// A live feed keeps its settled rows as one plan made of runs only: the
// passes of the tails they came from, cut where the frontier stood, with
// pinned items as runs of one. Settling copies a few runs, never a row.

extension _LayoutPlan {
  /// Appends the first `end` rows of a tail plan, `tail`, as runs, where the
  /// tail's offsets count from `base[k]` for kind `k`.
  ///
  /// This plan must hold no fixed items: its rows are all sequential, and
  /// `sequentialUse` counts the items of each kind they take (the items
  /// taken so far). Consecutive runs that repeat the same pass merge.
  ///
  /// - Complexity: O(*w* × *t* + log *s*), where *t* is the number of runs
  ///   and fixed items of `tail` that the rows touch, *w* the width of the
  ///   widest of those runs and *s* the number of runs of `tail`.
  @inlinable
  internal mutating func appendRows(of tail: _LayoutPlan, upTo end: Int, base: [Int]) {
    var position = 0
    var fixedIndex = 0
    while position < end {
      if fixedIndex < tail.fixedPositions.count && tail.fixedPositions[fixedIndex] == position {
        let kind = tail.fixedKinds[fixedIndex]
        appendRun(
          [_Entry(kind: kind, firstOffset: tail.fixedOffsets[fixedIndex] + base[kind], stride: 1)],
          passes: 1)
        foldLastRuns()
        fixedIndex += 1
        position += 1
        continue
      }
      let stop =
        fixedIndex < tail.fixedPositions.count
        ? Swift.min(end, tail.fixedPositions[fixedIndex]) : end
      let sequential = position - fixedIndex
      appendSequentialRows(of: tail, sequential..<(sequential + stop - position), base: base)
      position = stop
    }
  }

  /// Appends the sequential rows `rows` of `tail` as runs.
  @inlinable
  internal mutating func appendSequentialRows(
    of tail: _LayoutPlan, _ rows: Range<Int>, base: [Int]
  ) {
    var row = rows.lowerBound
    var runIndex = tail.runStarts._lastIndex(notAbove: row)
    while row < rows.upperBound {
      let run = tail.runs[runIndex]
      let runStart = tail.runStarts[runIndex]
      let stop = Swift.min(rows.upperBound, runStart + run.width * run.passes)
      let (pass, slot) = (row - runStart).quotientAndRemainder(dividingBy: run.width)
      // A part of a pass stands alone; whole passes go as one run.
      let whole = slot == 0 ? (stop - row) / run.width : 0
      let width = whole > 0 ? run.width : Swift.min(run.width - slot, stop - row)
      let taken = tail.entries[(run.entryStart + slot)..<(run.entryStart + slot + width)]
      var entries = taken.map { entry in
        _Entry(
          kind: entry.kind, firstOffset: entry.firstOffset + pass * entry.stride + base[entry.kind],
          stride: entry.stride)
      }
      if whole == 0 {
        // Strides count the kind's items in the part taken.
        var perKind: [Int: Int] = [:]
        for entry in entries { perKind[entry.kind, default: 0] += 1 }
        for index in entries.indices { entries[index].stride = perKind[entries[index].kind]! }
      }
      appendRun(entries, passes: Swift.max(whole, 1))
      foldLastRuns()
      row += width * Swift.max(whole, 1)
      if row == runStart + run.width * run.passes { runIndex += 1 }
    }
  }
}
