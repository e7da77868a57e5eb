//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// A live feed's settled rows keep no index by kind: they are runs only (see
// _LayoutPlan+Settling.swift). Each run takes every kind's items in order,
// on from where the run before it stopped, so the runs that take items of
// one kind take ascending ranges of its offsets, and a search by halving
// over the runs finds the one that takes a given item.

extension _LayoutPlan {
  /// Returns the offsets of the items of kind `kind` that run `run` of a
  /// plan of runs only takes, or `nil` when it takes none.
  ///
  /// - Complexity: O(*w*), where *w* is the width of the run's pass.
  @inlinable
  internal func _offsets(takenByRun run: Int, kind: Int) -> Range<Int>? {
    let run = runs[run]
    var lowest = Int.max
    var perPass = 0
    for entry in entries[run.entryStart..<(run.entryStart + run.width)] where entry.kind == kind {
      lowest = Swift.min(lowest, entry.firstOffset)
      perPass += 1
    }
    return perPass == 0 ? nil : lowest..<(lowest + perPass * run.passes)
  }

  /// Returns the row of a plan of runs only (a live feed's settled rows)
  /// that shows the item at `offset` of kind `kind`, or `nil` when no row
  /// does.
  ///
  /// Halving over the runs, each probe goes on to the first run from the
  /// middle on that takes items of `kind`: when every run takes some (a
  /// kind the pattern repeats), that is the middle run itself.
  ///
  /// - Complexity: O(*w* log *g*) when every run takes items of `kind`,
  ///   where *g* is the number of runs and *w* the width of the widest
  ///   pass; at worst O(*w* × *g*), for a kind that few runs take.
  @inlinable
  internal func settledRow(ofOffset offset: Int, kind: Int) -> Int? {
    guard offset >= 0, kind >= 0, kind < sequentialUse.count, offset < sequentialUse[kind] else {
      return nil
    }
    return _runRow(ofOffset: offset, kind: kind)
  }

  /// Returns the row of this plan of runs only that shows the item at
  /// `offset` of kind `kind`, a valid kind, or `nil` when none of its runs
  /// does; for the settled plan and for sealed plans alike, which keep no
  /// counts of their own.
  ///
  /// - Complexity: As ``settledRow(ofOffset:kind:)``.
  @inlinable
  internal func _runRow(ofOffset offset: Int, kind: Int) -> Int? {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = low + (high - low) / 2
      var probe = middle
      var taken: Range<Int>? = nil
      while probe < high {
        taken = _offsets(takenByRun: probe, kind: kind)
        if taken != nil { break }
        probe += 1
      }
      guard let taken else {
        high = middle
        continue
      }
      if offset < taken.lowerBound {
        high = middle
      } else if offset >= taken.upperBound {
        low = probe + 1
      } else {
        return _row(ofOffset: offset, kind: kind, inRun: probe)
      }
    }
    return nil
  }

  /// Returns the row of run `run` that shows the item at `offset` of kind
  /// `kind`, or `nil` when the run does not show it.
  ///
  /// - Complexity: O(*w*), where *w* is the width of the run's pass.
  @inlinable
  internal func _row(ofOffset offset: Int, kind: Int, inRun run: Int) -> Int? {
    let runValue = runs[run]
    for slot in 0..<runValue.width {
      let entry = entries[runValue.entryStart + slot]
      guard entry.kind == kind, offset >= entry.firstOffset else { continue }
      let distance = offset - entry.firstOffset
      let (pass, remainder) =
        entry.stride > 0 ? distance.quotientAndRemainder(dividingBy: entry.stride) : (0, distance)
      if remainder == 0 && pass < runValue.passes {
        return runStarts[run] + pass * runValue.width + slot
      }
    }
    return nil
  }
}
