//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _LayoutPlan {
  /// Returns the kind and source offset of the item at `position`, which
  /// must be in `0 ..< count`.
  ///
  /// - Complexity: O(log *f* + log *s*), where *f* is the number of applied
  ///   fixed items and *s* the number of runs.
  @inlinable
  @inline(__always)
  internal func item(at position: Int) -> (kind: Int, offset: Int) {
    // Most plans have neither fixed items nor run lanes: one check.
    guard !readIndex.isEmpty else { return sequentialItem(at: position) }
    guard !fixedPositions.isEmpty else {
      return sequentialItem(at: position, inRun: _laneRunIndex(of: position))
    }
    let index = _fixedCount(below: position)
    if index < fixedPositions.count && fixedPositions[index] == position {
      return (fixedKinds[index], fixedOffsets[index])
    }
    return sequentialItem(at: position &- index)
  }

  /// Returns the kind and source offset of the sequential item at
  /// `sequential`, which must be in `0 ..< count - fixedPositions.count`.
  @inlinable
  @inline(__always)
  internal func sequentialItem(at sequential: Int) -> (kind: Int, offset: Int) {
    let runIndex = runStarts.withUnsafeBufferPointer { $0._runIndex(of: sequential) }
    return sequentialItem(at: sequential, inRun: runIndex)
  }

  /// Returns the kind and source offset of the sequential item at
  /// `sequential`, which run `runIndex` holds.
  ///
  /// The plan's arrays are read without bounds checks: every index here
  /// comes from the plan itself, whose invariants (runs tile the sequential
  /// part, each run's pass lies in `entries`) are checked after every
  /// resolution in debug and test builds, and fuzzed. A random read is on
  /// the hot path of every list view, and the checks were a third of it.
  @inlinable
  @inline(__always)
  internal func sequentialItem(at sequential: Int, inRun runIndex: Int) -> (
    kind: Int, offset: Int
  ) {
    runStarts.withUnsafeBufferPointer { starts in
      runs.withUnsafeBufferPointer { runs in
        entries.withUnsafeBufferPointer { entries in
          let run = runs[runIndex]
          let (pass, slot) = run.split(sequential &- starts[runIndex])
          assert(slot >= 0 && slot < run.width, "a place within the run's pass")
          let entry = entries[run.entryStart &+ slot]
          return (entry.kind, entry.firstOffset &+ pass &* entry.stride)
        }
      }
    }
  }

  /// Returns the position of the item at `offset` in the source of `kind`, or
  /// `nil` when that item is not laid out.
  ///
  /// - Complexity: O(log *f* + log *s*), where *f* is the number of applied
  ///   fixed items and *s* the number of runs.
  @inlinable
  internal func position(ofOffset offset: Int, kind: Int) -> Int? {
    guard offset >= 0, kind >= 0, kind < sequentialUse.count else { return nil }
    if offset < sequentialUse[kind] {
      let first = spanStarts[kind]
      let end = spanStarts[kind + 1]
      let spanIndex =
        spans[first..<end]._partitioningIndex { $0.firstOffset > offset } - 1
      let span = spans[spanIndex]
      let (pass, slot) = (offset - span.firstOffset)
        .quotientAndRemainder(dividingBy: span.perPass)
      let sequential =
        runStarts[span.run] + pass * runs[span.run].width + slots[span.slotStart + slot]
      return sequential + fixedGaps._count(notAbove: sequential)
    }
    guard !fixedByKind.isEmpty else { return nil }
    let rank = offset - sequentialUse[kind]
    let start = fixedKindStarts[kind]
    guard rank < fixedKindStarts[kind + 1] - start else { return nil }
    return fixedPositions[fixedByKind[start + rank]]
  }
}

extension UnsafeBufferPointer where Element == Int {
  /// Returns the index of the run that holds `sequential`, in a buffer of
  /// run starts: ascending, the first zero, `sequential` at least zero.
  ///
  /// Few runs (the usual case: one or two a kind) are counted rather than
  /// searched: the number of starts at most `sequential`, less one, with no
  /// branch that depends on the position, so that random reads pay no
  /// mispredictions. Longer buffers are searched by halving.
  ///
  /// - Complexity: O(log *n*), where *n* is the length of the buffer.
  @inlinable
  @inline(__always)
  internal func _runIndex(of sequential: Int) -> Int {
    guard count > 8 else {
      var index = 0
      var next = 1
      while next < count {
        // One when `self[next] <= sequential`, else zero.
        index &+= 1 &- Int(truncatingIfNeeded: UInt(bitPattern: sequential &- self[next]) &>> 63)
        next &+= 1
      }
      return index
    }
    return _lastIndex(notAbove: sequential)
  }
}

extension _LayoutPlan {
  /// Returns the index of the run that holds `sequential`, a sequential
  /// position of a plan without fixed items whose `readIndex` holds the
  /// starts of its 5 to 8 runs as 32-bit lanes: the number of lanes at most
  /// `sequential`, less one, counted with a few vector instructions instead
  /// of a comparison a run, and no branch that depends on the position.
  @inlinable
  @inline(__always)
  internal func _laneRunIndex(of sequential: Int) -> Int {
    readIndex.withUnsafeBytes { lanes in
      // The lanes above `sequential` are those whose difference with it is
      // negative (all fit in 32 bits); written lane by lane, as the
      // compiler turns it into a few vector instructions.
      let position = Int32(truncatingIfNeeded: sequential)
      var above: UInt32 = 0
      for lane in 0..<8 {
        let start = lanes.load(fromByteOffset: lane &* 4, as: Int32.self)
        above &+= UInt32(bitPattern: position &- start) &>> 31
      }
      return 7 &- Int(truncatingIfNeeded: above)
    }
  }

  /// The numbers of runs whose starts `readIndex` holds as lanes, in a
  /// plan without fixed items: from 5, where the vector instructions cost
  /// less than counting the runs one by one (W1's feed, a pattern of two
  /// kinds, has three runs, which are counted), to 8, the lanes of a
  /// vector.
  @inlinable
  internal static var laneRunCounts: ClosedRange<Int> { 5...8 }

  /// Builds the lanes of `readIndex` for a plan without fixed items, with a
  /// number of runs in `laneRunCounts` and positions that fit in 32 bits;
  /// call it once the runs are complete, after `indexFixedPositions()`.
  @inlinable
  internal mutating func indexRunStarts() {
    guard fixedPositions.isEmpty else { return }
    readIndex = []
    guard Self.laneRunCounts.contains(runStarts.count), count <= Int32.max else { return }
    var lanes = [Int](repeating: 0, count: 4)
    lanes.withUnsafeMutableBytes { lanes in
      for lane in 0..<8 {
        let start = lane < runStarts.count ? Int32(runStarts[lane]) : .max
        lanes.storeBytes(of: start, toByteOffset: lane * 4, as: Int32.self)
      }
    }
    readIndex = lanes
  }
}

extension _LayoutPlan {
  /// The number of fixed items at positions below `position`,
  /// a valid position, found through the bucket index.
  ///
  /// - Complexity: O(log *b*), where *b* is the number of items in the
  ///   position's bucket.
  @inlinable
  @inline(__always)
  internal func _fixedCount(below position: Int) -> Int {
    readIndex.withUnsafeBufferPointer { buckets in
      let bucket = position &>> buckets[0]
      let start = buckets[bucket &+ 1]
      let end = buckets[bucket &+ 2]
      guard start < end else { return start }
      return fixedPositions.withUnsafeBufferPointer { positions in
        let window = UnsafeBufferPointer(rebasing: positions[start..<end])
        // Positions in the bucket are at least its first position, so the
        // search may start below them.
        let last = window._lastIndex(notAbove: position &- 1)
        return start &+ last &+ (1 & ~((position &- 1 &- window[last]) &>> 63))
      }
    }
  }

  /// Builds the bucket index over `fixedPositions`, or drops it when there
  /// are none.
  ///
  /// Buckets cover a power of two of positions, as few as leave at most
  /// one bucket for every two items (one bucket for fewer than four), so
  /// the index takes O(*f*) memory.
  ///
  /// - Complexity: O(*f*), where *f* is the number of fixed items.
  @inlinable
  internal mutating func indexFixedPositions() {
    readIndex = []
    guard !fixedPositions.isEmpty else { return }
    var shift = 0
    while (count >> shift) + 1 > Swift.max(fixedPositions.count / 2, 1) { shift += 1 }
    let bucketCount = (count >> shift) + 1
    var buckets = [shift]
    buckets.reserveCapacity(bucketCount + 2)
    var index = 0
    for bucket in 0...bucketCount {
      let start = bucket << shift
      while index < fixedPositions.count && fixedPositions[index] < start { index += 1 }
      buckets.append(index)
    }
    readIndex = buckets
  }
}
