//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// What the look-ups take for granted about a plan, checked one structure at a
// time: the per-kind tables have one entry a kind; runs follow each other
// without gaps, and their passes take every kind's items in order, on from
// where the previous run stopped; the runs and the fixed items add up to the
// count; fixed positions ascend, lie in the feed and agree with their gaps;
// the index of fixed items by kind groups them in order of offset; and each
// kind's spans name every run the kind takes part in, with the places it
// takes in a pass.
//
// Each check returns what is wrong, with the numbers that show it, or `nil`.

#if SLOTS_INTERNAL_CHECKS
  extension _LayoutPlan {
    /// Traps, saying what is wrong, unless the plan is self-consistent.
    ///
    /// Called at the end of every resolution. Compiled in only with
    /// `-D SLOTS_INTERNAL_CHECKS`: debug builds of the package made with
    /// `SLOTS_INTERNAL_CHECKS=1` in the environment (CI, the tests), and
    /// the fuzzer.
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

    /// Returns what is wrong with the plan, or `nil` when it is
    /// self-consistent.
    ///
    /// - Parameter kindCount: The number of kinds the plan was resolved for.
    /// - Complexity: O(*k* + *e* + *f*), where *k* is the number of kinds, *e*
    ///   the number of entries and *f* the number of fixed items.
    internal func _brokenInvariant(kindCount: Int) -> String? {
      _brokenKindTables(kindCount: kindCount)
        ?? _brokenRuns(kindCount: kindCount)
        ?? _brokenFixedItems(kindCount: kindCount)
        ?? _brokenFixedIndex(kindCount: kindCount)
        ?? _brokenSpans(kindCount: kindCount)
        ?? _brokenReadIndex()
    }

    /// With fixed items, the read index is the bucket index over their
    /// positions, counting the items below each bucket's first position;
    /// without, it is empty or holds the run starts of 5 to 8 runs as
    /// 32-bit lanes padded with `Int32.max`.
    internal func _brokenReadIndex() -> String? {
      guard !fixedPositions.isEmpty else {
        guard !readIndex.isEmpty else { return nil }
        guard Self.laneRunCounts.contains(runStarts.count), count <= Int32.max,
          readIndex.count == 4
        else {
          return "\(readIndex.count) elements of run lanes for \(runStarts.count) runs"
        }
        let lanes = readIndex.withUnsafeBytes { Array($0.bindMemory(to: Int32.self)) }
        let expected = runStarts.map(Int32.init) + repeatElement(.max, count: 8 - runStarts.count)
        return lanes == expected ? nil : "run lanes \(lanes) for run starts \(runStarts)"
      }
      guard !readIndex.isEmpty else { return "fixed items without a bucket index" }
      let shift = readIndex[0]
      guard shift >= 0 && shift < Int.bitWidth, readIndex.count == (count >> shift) + 3 else {
        return "\(readIndex.count - 1) fixed buckets of 2^\(readIndex[0]) for \(count) items"
      }
      for (bucket, start) in readIndex.dropFirst().enumerated()
      where start != fixedPositions._partitioningIndex(where: { $0 >= bucket << shift }) {
        return "fixed bucket \(bucket) starts at item \(start)"
      }
      return nil
    }

    /// The tables indexed by kind have one entry a kind (the starts, one
    /// more).
    internal func _brokenKindTables(kindCount: Int) -> String? {
      if sequentialUse.count != kindCount {
        return "sequentialUse has \(sequentialUse.count) counts for \(kindCount) kinds"
      }
      if spanStarts.count != kindCount + 1 {
        return "spanStarts has \(spanStarts.count) starts for \(kindCount) kinds, "
          + "expected \(kindCount + 1)"
      }
      return nil
    }

    /// Runs start where the previous one ends and fit in the feed; each pass
    /// takes every kind's items in order, on from where the previous run
    /// stopped, with the stride the pass takes; the runs take `sequentialUse`
    /// items of each kind, and with the fixed items they add up to `count`.
    internal func _brokenRuns(kindCount: Int) -> String? {
      if runStarts.count != runs.count {
        return "runStarts has \(runStarts.count) starts for \(runs.count) runs"
      }
      var sequential = 0
      var nextOffset = Array(repeating: 0, count: kindCount)
      var perPass = Array(repeating: 0, count: kindCount)
      for (index, run) in runs.enumerated() {
        if runStarts[index] != sequential {
          return "run \(index) starts at \(runStarts[index]), expected \(sequential)"
        }
        if run.width <= 0 || run.passes <= 0 {
          return "run \(index) is empty: width \(run.width), \(run.passes) passes"
        }
        // Bounding each run by what is left of the feed also keeps the
        // sums below from overflowing.
        let (length, overflow) = run.width.multipliedReportingOverflow(by: run.passes)
        if overflow || length > count - sequential {
          return "run \(index) holds \(run.width) × \(run.passes) items from \(sequential), "
            + "past the feed's \(count)"
        }
        if run.entryStart < 0 || run.entryStart > entries.count - run.width {
          return "run \(index)'s pass, entries \(run.entryStart) to "
            + "\(run.entryStart + run.width - 1), lies outside the \(entries.count) entries"
        }
        let pass = run.entryStart..<(run.entryStart + run.width)
        for (slot, entry) in entries[pass].enumerated() {
          if entry.kind < 0 || entry.kind >= kindCount {
            return "run \(index)'s slot \(slot) names kind \(entry.kind) of \(kindCount)"
          }
          let expected = nextOffset[entry.kind] + perPass[entry.kind]
          if entry.firstOffset != expected {
            return "run \(index)'s slot \(slot) takes item \(entry.firstOffset) of kind "
              + "\(entry.kind), expected \(expected)"
          }
          perPass[entry.kind] += 1
        }
        for (slot, entry) in entries[pass].enumerated() where entry.stride != perPass[entry.kind] {
          return "run \(index)'s slot \(slot) has stride \(entry.stride), but a pass takes "
            + "\(perPass[entry.kind]) items of kind \(entry.kind)"
        }
        for entry in entries[pass] where perPass[entry.kind] > 0 {
          nextOffset[entry.kind] += perPass[entry.kind] * run.passes
          perPass[entry.kind] = 0
        }
        sequential += length
      }
      for kind in 0..<kindCount where nextOffset[kind] != sequentialUse[kind] {
        return "the runs take \(nextOffset[kind]) items of kind \(kind), "
          + "sequentialUse says \(sequentialUse[kind])"
      }
      if sequential + fixedPositions.count != count {
        return "the runs hold \(sequential) items and \(fixedPositions.count) items are "
          + "fixed, but count is \(count)"
      }
      return nil
    }

    /// Each applied fixed item has a kind, an offset, a gap and a place in
    /// the index; fixed positions ascend and lie in the feed, each after
    /// `gap` sequential items.
    internal func _brokenFixedItems(kindCount: Int) -> String? {
      let fixedCount = fixedPositions.count
      if fixedKinds.count != fixedCount || fixedOffsets.count != fixedCount
        || fixedGaps.count != fixedCount || fixedByKind.count != fixedCount
      {
        return "fixedKinds, fixedOffsets, fixedGaps and fixedByKind have \(fixedKinds.count), "
          + "\(fixedOffsets.count), \(fixedGaps.count) and \(fixedByKind.count) entries for "
          + "\(fixedCount) fixed items"
      }
      for index in 0..<fixedCount {
        let position = fixedPositions[index]
        if position < 0 || position >= count {
          return "fixed item \(index) is at \(position), outside the feed's \(count) items"
        }
        if index > 0 && fixedPositions[index - 1] >= position {
          return "fixed item \(index) is at \(position), not after fixed item \(index - 1) "
            + "at \(fixedPositions[index - 1])"
        }
        // With positions ascending and below count, no gap exceeds the
        // number of sequential items.
        if fixedGaps[index] != position - index {
          return "fixed item \(index) has gap \(fixedGaps[index]), expected \(position - index)"
        }
        let kind = fixedKinds[index]
        if kind < 0 || kind >= kindCount {
          return "fixed item \(index) names kind \(kind) of \(kindCount)"
        }
      }
      return nil
    }

    /// The index of fixed items by kind is empty without fixed items;
    /// otherwise its groups cover `fixedByKind`, and each kind's group lists
    /// its fixed items in order, taking the offsets after its sequential
    /// items.
    internal func _brokenFixedIndex(kindCount: Int) -> String? {
      let fixedCount = fixedPositions.count
      if fixedCount == 0 {
        if !fixedKindStarts.isEmpty {
          return "fixedKindStarts has \(fixedKindStarts.count) starts, but no item is fixed"
        }
        return nil
      }
      if fixedKindStarts.count != kindCount + 1 {
        return "fixedKindStarts has \(fixedKindStarts.count) starts for \(kindCount) kinds, "
          + "expected \(kindCount + 1)"
      }
      if fixedKindStarts.first != 0 || fixedKindStarts.last != fixedCount {
        return "fixedKindStarts goes from \(fixedKindStarts[0]) to \(fixedKindStarts[kindCount]), "
          + "expected 0 to \(fixedCount)"
      }
      for kind in 0..<kindCount where fixedKindStarts[kind] > fixedKindStarts[kind + 1] {
        return "fixedKindStarts goes down after kind \(kind), from \(fixedKindStarts[kind]) "
          + "to \(fixedKindStarts[kind + 1])"
      }
      for kind in 0..<kindCount {
        let group = fixedKindStarts[kind]..<fixedKindStarts[kind + 1]
        for (rank, index) in fixedByKind[group].enumerated() {
          if index < 0 || index >= fixedCount {
            return "fixedByKind lists fixed item \(index) of \(fixedCount)"
          }
          if fixedKinds[index] != kind {
            return "fixedByKind lists fixed item \(index), of kind \(fixedKinds[index]), among "
              + "those of kind \(kind)"
          }
          let expected = sequentialUse[kind] + rank
          if fixedOffsets[index] != expected {
            return "fixed item \(index) takes item \(fixedOffsets[index]) of kind \(kind), "
              + "expected \(expected)"
          }
        }
      }
      return nil
    }

    /// Each kind's spans cover `spans` in order: one a run the kind takes
    /// part in, in order of run, each starting at the offset where the
    /// previous one ended and listing the places of its kind in the run's
    /// pass; together they take the kind's sequential items.
    internal func _brokenSpans(kindCount: Int) -> String? {
      if spanStarts.first != 0 || spanStarts.last != spans.count {
        return "spanStarts goes from \(spanStarts[0]) to \(spanStarts[kindCount]), "
          + "expected 0 to \(spans.count)"
      }
      for kind in 0..<kindCount where spanStarts[kind] > spanStarts[kind + 1] {
        return "spanStarts goes down after kind \(kind), from \(spanStarts[kind]) "
          + "to \(spanStarts[kind + 1])"
      }
      for kind in 0..<kindCount {
        var offset = 0
        var previousRun = -1
        for (rank, span) in spans[spanStarts[kind]..<spanStarts[kind + 1]].enumerated() {
          if span.run <= previousRun || span.run >= runs.count {
            return "kind \(kind)'s span \(rank) is in run \(span.run), expected a run after "
              + "\(previousRun) and before \(runs.count)"
          }
          if span.firstOffset != offset {
            return "kind \(kind)'s span \(rank) starts at item \(span.firstOffset), "
              + "expected \(offset)"
          }
          if span.perPass <= 0 {
            return "kind \(kind)'s span \(rank) lists no slots"
          }
          if span.slotStart < 0 || span.slotStart > slots.count - span.perPass {
            return "kind \(kind)'s span \(rank) lists \(span.perPass) slots from "
              + "\(span.slotStart), outside the \(slots.count) slots"
          }
          let run = runs[span.run]
          let places = slots[span.slotStart..<(span.slotStart + span.perPass)]
          for (place, slot) in places.enumerated() {
            if slot < 0 || slot >= run.width {
              return "kind \(kind)'s span \(rank) names slot \(slot) of run \(span.run), "
                + "whose pass has \(run.width)"
            }
            let entry = entries[run.entryStart + slot]
            if entry.kind != kind || entry.firstOffset != span.firstOffset + place {
              return "kind \(kind)'s span \(rank) names slot \(slot) of run \(span.run), which "
                + "holds item \(entry.firstOffset) of kind \(entry.kind), expected item "
                + "\(span.firstOffset + place) of kind \(kind)"
            }
          }
          offset += span.perPass * run.passes
          previousRun = span.run
        }
        if offset != sequentialUse[kind] {
          return "kind \(kind)'s spans cover \(offset) items, sequentialUse says "
            + "\(sequentialUse[kind])"
        }
      }
      return nil
    }
  }
#endif
