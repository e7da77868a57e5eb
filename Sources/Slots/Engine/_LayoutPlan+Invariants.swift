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
    /// Called at the end of every resolution. Compiled in only with
    /// `-D SLOTS_INTERNAL_CHECKS`: debug builds of the package, the tests
    /// and the fuzzer.
    ///
    /// - Parameter kindCount: The number of kinds the plan was resolved for.
    /// - Complexity: O(*k* + *e* + *f*), where *k* is the number of kinds, *e*
    ///   the number of entries and *f* the number of fixed items: the size of
    ///   the plan, never the number of items.
    @usableFromInline
    internal func _checkInvariants(kindCount: Int) {
      if let broken = _brokenInvariant(kindCount: kindCount) {
        // fatalError, not precondition: an optimized build keeps the message.
        fatalError("_LayoutPlan invariant: \(broken)")
      }
    }

    /// Returns the first rule the plan breaks, or `nil` when it is
    /// self-consistent.
    ///
    /// The rules are what the look-ups take for granted: runs follow each
    /// other without gaps and their lengths add up to the sequential part;
    /// each pass takes every kind's items in order, and runs take them on
    /// from where the previous run stopped; fixed positions ascend, lie in
    /// the feed and agree with their gaps; the reverse index names every run
    /// a kind takes part in, with the places it takes in a pass.
    ///
    /// - Parameter kindCount: The number of kinds the plan was resolved for.
    /// - Complexity: O(*k* + *e* + *f*), where *k* is the number of kinds, *e*
    ///   the number of entries and *f* the number of fixed items.
    internal func _brokenInvariant(kindCount: Int) -> String? {
      guard sequentialUse.count == kindCount else { return "sequentialUse has one count a kind" }
      guard spanStarts.count == kindCount + 1 else {
        return "spanStarts has one start a kind, plus one"
      }

      // Runs: they start where the previous one ends, and their passes take
      // each kind's items in order, continuing where the previous run stopped.
      guard runStarts.count == runs.count else { return "one start a run" }
      var sequential = 0
      var nextOffset = Array(repeating: 0, count: kindCount)
      var perPass = Array(repeating: 0, count: kindCount)
      for (index, run) in runs.enumerated() {
        guard runStarts[index] == sequential else { return "run \(index) starts at \(sequential)" }
        guard run.width > 0 && run.passes > 0 else { return "run \(index) is not empty" }
        // Bounding each run by what is left of the feed also keeps the
        // sums below from overflowing.
        let (length, overflow) = run.width.multipliedReportingOverflow(by: run.passes)
        guard !overflow && length <= count - sequential else {
          return "run \(index) fits in the feed"
        }
        guard run.entryStart >= 0 && run.entryStart <= entries.count - run.width else {
          return "run \(index)'s pass lies in entries"
        }
        let pass = run.entryStart..<(run.entryStart + run.width)
        for entry in entries[pass] {
          guard entry.kind >= 0 && entry.kind < kindCount else {
            return "run \(index) names a known kind"
          }
          guard entry.firstOffset == nextOffset[entry.kind] + perPass[entry.kind] else {
            return "run \(index) takes kind \(entry.kind)'s items in order"
          }
          perPass[entry.kind] += 1
        }
        for entry in entries[pass] {
          guard entry.stride == perPass[entry.kind] else {
            return "run \(index)'s stride for kind \(entry.kind) is its items a pass"
          }
        }
        for entry in entries[pass] where perPass[entry.kind] > 0 {
          nextOffset[entry.kind] += perPass[entry.kind] * run.passes
          perPass[entry.kind] = 0
        }
        sequential += length
      }
      guard nextOffset == sequentialUse else {
        return "the runs take sequentialUse items of each kind"
      }

      // Fixed items: ascending, inside the feed, each after `gap` sequential
      // items, and each kind's taken in order after its sequential items.
      let fixedCount = fixedPositions.count
      guard sequential + fixedCount == count else { return "runs and fixed items add up to count" }
      guard
        fixedKinds.count == fixedCount && fixedOffsets.count == fixedCount
          && fixedGaps.count == fixedCount && fixedByKind.count == fixedCount
      else { return "one kind, offset, gap and index an applied fixed item" }
      for index in 0..<fixedCount {
        let position = fixedPositions[index]
        guard position >= 0 && position < count else {
          return "fixed item \(index) lies in the feed"
        }
        guard index == 0 || fixedPositions[index - 1] < position else {
          return "fixed positions ascend at \(index)"
        }
        // With positions ascending and below count, no gap exceeds the
        // number of sequential items.
        guard fixedGaps[index] == position - index else { return "fixed item \(index)'s gap" }
        let kind = fixedKinds[index]
        guard kind >= 0 && kind < kindCount else { return "fixed item \(index) names a known kind" }
      }
      if fixedCount == 0 {
        guard fixedKindStarts.isEmpty else { return "no fixed index without fixed items" }
      } else {
        guard fixedKindStarts.count == kindCount + 1 else {
          return "fixedKindStarts has one start a kind"
        }
        guard fixedKindStarts.first == 0 && fixedKindStarts.last == fixedCount else {
          return "fixedKindStarts spans fixedByKind"
        }
        for kind in 0..<kindCount where fixedKindStarts[kind] > fixedKindStarts[kind + 1] {
          return "fixedKindStarts ascends at \(kind)"
        }
        for kind in 0..<kindCount {
          let group = fixedKindStarts[kind]..<fixedKindStarts[kind + 1]
          for (rank, index) in fixedByKind[group].enumerated() {
            guard index >= 0 && index < fixedCount && fixedKinds[index] == kind else {
              return "fixedByKind groups kind \(kind)"
            }
            guard fixedOffsets[index] == sequentialUse[kind] + rank else {
              return "kind \(kind)'s fixed items follow its sequential items in order"
            }
          }
        }
      }

      // Reverse index: each kind's spans are its runs in order, and each
      // span's slots are the places of its kind in the run's pass.
      guard spanStarts.first == 0 && spanStarts.last == spans.count else {
        return "spanStarts spans spans"
      }
      for kind in 0..<kindCount where spanStarts[kind] > spanStarts[kind + 1] {
        return "spanStarts ascends at \(kind)"
      }
      for kind in 0..<kindCount {
        var offset = 0
        var previousRun = -1
        for span in spans[spanStarts[kind]..<spanStarts[kind + 1]] {
          guard span.run > previousRun && span.run < runs.count else {
            return "kind \(kind)'s spans ascend"
          }
          guard span.firstOffset == offset else { return "kind \(kind)'s spans follow each other" }
          guard
            span.perPass > 0 && span.slotStart >= 0 && span.slotStart <= slots.count - span.perPass
          else { return "kind \(kind)'s span lists its slots" }
          let run = runs[span.run]
          for (rank, slot) in slots[span.slotStart..<(span.slotStart + span.perPass)].enumerated() {
            guard slot >= 0 && slot < run.width else {
              return "kind \(kind)'s slot lies in its pass"
            }
            let entry = entries[run.entryStart + slot]
            guard entry.kind == kind && entry.firstOffset == span.firstOffset + rank else {
              return "kind \(kind)'s slot \(rank) in run \(span.run)"
            }
          }
          offset += span.perPass * run.passes
          previousRun = span.run
        }
        guard offset == sequentialUse[kind] else {
          return "kind \(kind)'s spans cover its sequential items"
        }
      }
      return nil
    }
  }
#endif
