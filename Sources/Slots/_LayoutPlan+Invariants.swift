//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

#if SLOTS_INTERNAL_CHECKS
  extension _LayoutPlan {
    /// Traps, naming the broken rule, unless the plan is self-consistent.
    ///
    /// Checks what the look-ups take for granted: runs follow each other
    /// without gaps and their lengths add up to the sequential part; each
    /// pass takes every kind's items in order, and runs take them on from
    /// where the previous run stopped; fixed positions ascend, lie in the feed
    /// and agree with their gaps; the reverse index names every run a kind
    /// takes part in, with the places it takes in a pass.
    ///
    /// Compiled in only with `-D SLOTS_INTERNAL_CHECKS` (debug builds of the
    /// package, the tests and the fuzzer), and called at the end of every
    /// resolution.
    ///
    /// - Parameter kindCount: The number of kinds the plan was resolved for.
    /// - Complexity: O(*k* + *e* + *f*), where *k* is the number of kinds, *e*
    ///   the number of entries and *f* the number of fixed items: the size of
    ///   the plan, never the number of items.
    @usableFromInline
    internal func _checkInvariants(kindCount: Int) {
      func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        // fatalError, not precondition: an optimized fuzzer build keeps the message.
        if !condition { fatalError("_LayoutPlan invariant: \(message())") }
      }
      check(sequentialUse.count == kindCount, "sequentialUse has one count a kind")
      check(spanStarts.count == kindCount + 1, "spanStarts has one start a kind, plus one")

      // Runs: they start where the previous one ends, and their passes take
      // each kind's items in order, continuing where the previous run stopped.
      check(runStarts.count == runs.count, "one start a run")
      var sequential = 0
      var nextOffset = Array(repeating: 0, count: kindCount)
      var perPass = Array(repeating: 0, count: kindCount)
      for (index, run) in runs.enumerated() {
        check(runStarts[index] == sequential, "run \(index) starts at \(sequential)")
        check(run.width > 0 && run.passes > 0, "run \(index) is not empty")
        check(
          run.entryStart >= 0 && run.entryStart <= entries.count - run.width,
          "run \(index)'s pass lies in entries")
        let pass = run.entryStart..<(run.entryStart + run.width)
        for entry in entries[pass] {
          check(entry.kind >= 0 && entry.kind < kindCount, "run \(index) names a known kind")
          check(
            entry.firstOffset == nextOffset[entry.kind] + perPass[entry.kind],
            "run \(index) takes kind \(entry.kind)'s items in order")
          perPass[entry.kind] += 1
        }
        for entry in entries[pass] {
          check(
            entry.stride == perPass[entry.kind],
            "run \(index)'s stride for kind \(entry.kind) is its items a pass")
        }
        for entry in entries[pass] where perPass[entry.kind] > 0 {
          let (taken, overflow) = perPass[entry.kind].multipliedReportingOverflow(by: run.passes)
          check(!overflow, "run \(index) takes a countable number of items")
          nextOffset[entry.kind] += taken
          perPass[entry.kind] = 0
        }
        let (length, overflow) = run.width.multipliedReportingOverflow(by: run.passes)
        check(!overflow, "run \(index) has a countable length")
        sequential += length
      }
      check(nextOffset == sequentialUse, "the runs take sequentialUse items of each kind")

      // Fixed items: ascending, inside the feed, each after `gap` sequential
      // items, and each kind's taken in order after its sequential items.
      let fixedCount = fixedPositions.count
      check(sequential + fixedCount == count, "runs and fixed items add up to count")
      check(
        fixedKinds.count == fixedCount && fixedOffsets.count == fixedCount
          && fixedGaps.count == fixedCount && fixedByKind.count == fixedCount,
        "one kind, offset, gap and index an applied fixed item")
      for index in 0..<fixedCount {
        let position = fixedPositions[index]
        check(position >= 0 && position < count, "fixed item \(index) lies in the feed")
        check(
          index == 0 || fixedPositions[index - 1] < position,
          "fixed positions ascend at \(index)")
        check(fixedGaps[index] == position - index, "fixed item \(index)'s gap")
        check(fixedGaps[index] <= sequential, "fixed item \(index) follows sequential items")
        let kind = fixedKinds[index]
        check(kind >= 0 && kind < kindCount, "fixed item \(index) names a known kind")
      }
      if fixedCount == 0 {
        check(fixedKindStarts.isEmpty, "no fixed index without fixed items")
      } else {
        check(fixedKindStarts.count == kindCount + 1, "fixedKindStarts has one start a kind")
        check(
          fixedKindStarts.first == 0 && fixedKindStarts.last == fixedCount,
          "fixedKindStarts spans fixedByKind")
        for kind in 0..<kindCount {
          let group = fixedKindStarts[kind]..<fixedKindStarts[kind + 1]
          check(group.lowerBound <= group.upperBound, "fixedKindStarts ascends at \(kind)")
          for (rank, index) in fixedByKind[group].enumerated() {
            check(fixedKinds[index] == kind, "fixedByKind groups kind \(kind)")
            check(
              fixedOffsets[index] == sequentialUse[kind] + rank,
              "kind \(kind)'s fixed items follow its sequential items in order")
          }
        }
      }

      // Reverse index: each kind's spans are its runs in order, and each
      // span's slots are the places of its kind in the run's pass.
      check(spanStarts.first == 0 && spanStarts.last == spans.count, "spanStarts spans spans")
      for kind in 0..<kindCount {
        check(spanStarts[kind] <= spanStarts[kind + 1], "spanStarts ascends at \(kind)")
        var offset = 0
        var previousRun = -1
        for span in spans[spanStarts[kind]..<spanStarts[kind + 1]] {
          check(span.run > previousRun && span.run < runs.count, "kind \(kind)'s spans ascend")
          check(span.firstOffset == offset, "kind \(kind)'s spans follow each other")
          check(
            span.perPass > 0 && span.slotStart >= 0
              && span.slotStart <= slots.count - span.perPass,
            "kind \(kind)'s span lists its slots")
          let run = runs[span.run]
          for (rank, slot) in slots[span.slotStart..<(span.slotStart + span.perPass)].enumerated() {
            check(slot >= 0 && slot < run.width, "kind \(kind)'s slot lies in its pass")
            let entry = entries[run.entryStart + slot]
            check(
              entry.kind == kind && entry.firstOffset == span.firstOffset + rank,
              "kind \(kind)'s slot \(rank) in run \(span.run)")
          }
          offset += span.perPass * run.passes
          previousRun = span.run
        }
        check(offset == sequentialUse[kind], "kind \(kind)'s spans cover its sequential items")
      }
    }
  }
#endif
