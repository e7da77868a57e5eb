//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A resolved layout: where every item of every source goes, described by a
/// few runs of identical passes instead of one entry a position.
///
/// The sequential part of a feed (the header pass, then the pattern passes)
/// changes shape only when a kind runs out or stops repeating. Between those
/// moments every pass over the pattern emits the same kinds in the same
/// order, so the plan stores each distinct pass once, with the number of
/// times it repeats (a *run*). Fixed items are kept apart, by final position.
///
/// Built by `init(rules:counts:)` from the number of items in each source;
/// answers position → (kind, offset) and (kind, offset) → position by
/// arithmetic and binary search.
@usableFromInline
internal struct _LayoutPlan: Sendable {
  /// A run of identical passes.
  @usableFromInline
  internal struct _Run: Sendable {
    /// The number of items one pass emits.
    @usableFromInline internal var width: Int
    /// The number of passes in the run.
    @usableFromInline internal var passes: Int
    /// Where the run's pass starts in `entries`.
    @usableFromInline internal var entryStart: Int
    /// A multiplier that divides an offset within the run by `width` with a
    /// multiplication, or zero where a division must be used.
    ///
    /// With *m* = ⌊(2⁶⁴ − 1) / *w*⌋, the high word of *n* × *m* is ⌊*n* / *w*⌋
    /// or one less for every *n* with *n* × *w* < 2⁶⁴ (the rounding error,
    /// *n* × (2⁶⁴ − *m* × *w*) / 2⁶⁴ ≤ *n* × *w* / 2⁶⁴, stays below one).
    /// Offsets within the run are below `width * passes`, so the multiplier
    /// is kept only when `width * passes * width` < 2⁶⁴: for any feed that
    /// fits in memory.
    @usableFromInline internal var reciprocal: UInt64

    @inlinable
    internal init(width: Int, passes: Int, entryStart: Int) {
      self.width = width
      self.passes = passes
      self.entryStart = entryStart
      let length = UInt64(width).multipliedFullWidth(by: UInt64(passes))
      if length.high == 0 && length.low.multipliedFullWidth(by: UInt64(width)).high == 0 {
        reciprocal = UInt64.max / UInt64(width)
      } else {
        reciprocal = 0
      }
    }

    /// Splits an offset within the run into a pass and a place in the pass.
    @inlinable
    @inline(__always)
    internal func split(_ local: Int) -> (pass: Int, slot: Int) {
      guard reciprocal != 0 else {
        let pass = local / width
        return (pass, local &- pass &* width)
      }
      // The multiplier may leave the quotient one short; one conditional
      // step, taken with a mask rather than a branch, corrects it.
      var pass = Int(truncatingIfNeeded: UInt64(local).multipliedFullWidth(by: reciprocal).high)
      var slot = local &- pass &* width
      let over = ~((slot &- width) &>> 63)
      pass &-= over
      slot &-= width & over
      return (pass, slot)
    }
  }

  /// One emitted slot of a run's pass.
  @usableFromInline
  internal struct _Entry: Sendable {
    /// The kind whose item fills the slot.
    @usableFromInline internal var kind: Int
    /// The item's offset in its source in the run's first pass.
    @usableFromInline internal var firstOffset: Int
    /// How many items of `kind` one pass of the run takes.
    @usableFromInline internal var stride: Int

    @inlinable
    internal init(kind: Int, firstOffset: Int, stride: Int) {
      self.kind = kind
      self.firstOffset = firstOffset
      self.stride = stride
    }
  }

  /// The items of one kind that one run takes: offsets
  /// `firstOffset ..< firstOffset + perPass * passes`.
  @usableFromInline
  internal struct _Span: Sendable {
    /// The offset of the kind's first item in the run.
    @usableFromInline internal var firstOffset: Int
    /// How many items of the kind one pass takes.
    @usableFromInline internal var perPass: Int
    /// The run's index.
    @usableFromInline internal var run: Int
    /// Where, in `slots`, the kind's places within one pass are listed.
    @usableFromInline internal var slotStart: Int

    @inlinable
    internal init(firstOffset: Int, perPass: Int, run: Int, slotStart: Int) {
      self.firstOffset = firstOffset
      self.perPass = perPass
      self.run = run
      self.slotStart = slotStart
    }
  }

  /// The number of items in the feed.
  @usableFromInline internal var count: Int = 0

  /// The sequential position of each run's first item, ascending.
  @usableFromInline internal var runStarts: [Int] = []
  /// The runs, in order.
  @usableFromInline internal var runs: [_Run] = []
  /// The passes of all runs, one after another.
  @usableFromInline internal var entries: [_Entry] = []

  /// How many items of each kind the sequential part takes, by kind.
  @usableFromInline internal var sequentialUse: [Int] = []

  /// The final positions of the applied fixed items, ascending.
  @usableFromInline internal var fixedPositions: [Int] = []
  /// The kind of each applied fixed item.
  @usableFromInline internal var fixedKinds: [Int] = []
  /// The offset in its source of each applied fixed item.
  @usableFromInline internal var fixedOffsets: [Int] = []
  /// For each applied fixed item, the number of sequential items before it
  /// (`fixedPositions[i] - i`), ascending.
  @usableFromInline internal var fixedGaps: [Int] = []
  /// `fixedByKind[fixedKindStarts[k] ..< fixedKindStarts[k + 1]]` lists the
  /// applied fixed items of kind `k`, in order of offset. Empty when no fixed
  /// item applies.
  @usableFromInline internal var fixedKindStarts: [Int] = []
  /// Indices into the `fixed…` arrays, grouped by kind.
  @usableFromInline internal var fixedByKind: [Int] = []

  /// `spans[spanStarts[k] ..< spanStarts[k + 1]]` are the spans of kind `k`,
  /// in order of offset.
  @usableFromInline internal var spanStarts: [Int] = []
  /// The spans of all kinds, grouped by kind.
  @usableFromInline internal var spans: [_Span] = []
  /// For each span, the places within one pass where its kind is emitted.
  @usableFromInline internal var slots: [Int] = []

  /// A plan that lays out nothing, for `kindCount` kinds.
  @inlinable
  internal init(emptyWithKindCount kindCount: Int) {
    sequentialUse = Array(repeating: 0, count: kindCount)
    spanStarts = Array(repeating: 0, count: kindCount + 1)
  }
}

// MARK: - Look-ups

extension _LayoutPlan {
  /// Returns the kind and source offset of the item at `position`, which
  /// must be in `0 ..< count`.
  ///
  /// - Complexity: O(log *f* + log *s*), where *f* is the number of applied
  ///   fixed items and *s* the number of runs.
  @inlinable
  @inline(__always)
  internal func item(at position: Int) -> (kind: Int, offset: Int) {
    var sequential = position
    if !fixedPositions.isEmpty {
      let index = fixedPositions._count(notAbove: position &- 1)
      if index < fixedPositions.count && fixedPositions[index] == position {
        return (fixedKinds[index], fixedOffsets[index])
      }
      sequential -= index
    }
    return sequentialItem(at: sequential)
  }

  /// Returns the kind and source offset of the sequential item at
  /// `sequential`, which must be in `0 ..< count - fixedPositions.count`.
  @inlinable
  @inline(__always)
  internal func sequentialItem(at sequential: Int) -> (kind: Int, offset: Int) {
    let runIndex = runStarts._lastIndex(notAbove: sequential)  // runStarts[0] == 0
    let run = runs[runIndex]
    let (pass, slot) = run.split(sequential &- runStarts[runIndex])
    let entry = entries[run.entryStart &+ slot]
    return (entry.kind, entry.firstOffset &+ pass &* entry.stride)
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

extension Array where Element == Int {
  /// Returns the number of elements that are at most `value`, in an array
  /// sorted in ascending order.
  ///
  /// - Complexity: O(log *n*), where *n* is the length of the array.
  @inlinable
  @inline(__always)
  internal func _count(notAbove value: Int) -> Int {
    guard !isEmpty else { return 0 }
    let base = _lastIndex(notAbove: value)
    // One more when `self[base] <= value`.
    return base &+ (1 & ~((value &- self[base]) &>> 63))
  }

  /// Returns the index of the last element that is at most `value`, in a
  /// non-empty array sorted in ascending order whose first element is at
  /// most `value`.
  ///
  /// The search halves the window a fixed number of times for a given
  /// length and moves with a mask instead of a branch, so that random
  /// look-ups pay no mispredicted branches: on a feed read, those cost more
  /// than the comparisons. Elements and `value` must lie within
  /// `-(2⁶²) ... 2⁶²`, as positions and offsets do.
  ///
  /// - Complexity: O(log *n*), where *n* is the length of the array.
  @inlinable
  @inline(__always)
  internal func _lastIndex(notAbove value: Int) -> Int {
    var base = 0
    var length = count
    while length > 1 {
      let half = length &>> 1
      // All ones when `self[base + half] <= value`, else zero.
      base &+= half & ~((value &- self[base &+ half]) &>> 63)
      length &-= half
    }
    return base
  }
}

extension RandomAccessCollection where Index == Int {
  /// Returns the first index whose element satisfies `belongsInSecondPartition`,
  /// for a collection partitioned by it (all `false`, then all `true`).
  ///
  /// - Complexity: O(log *n*), where *n* is the length of the collection.
  @inlinable
  internal func _partitioningIndex(
    where belongsInSecondPartition: (Element) -> Bool
  ) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low &+ (high &- low) / 2
      if belongsInSecondPartition(self[middle]) {
        high = middle
      } else {
        low = middle &+ 1
      }
    }
    return low
  }
}
