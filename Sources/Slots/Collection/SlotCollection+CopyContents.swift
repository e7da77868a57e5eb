//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Copying the whole feed into an array, a run at a time: `Array(feed)` and
// `ContiguousArray(feed)` call `_copyToContiguousArray()`, and
// `array.append(contentsOf: feed)` calls `_copyContents(initializing:)`;
// the standard library lets a sequence provide both, to copy faster than
// one `next()` (or one subscript) an item.
//
// Within a run every pass takes the same slots, so a run's full passes are
// copied a column at a time: the items a slot takes in pass after pass lie
// at one fixed distance from each other in their source and in the array.
// Slots that continue one source at consecutive offsets are copied together,
// and a run whose pass is one such group — one kind going on alone — is a
// single contiguous copy.

extension SlotCollection {
  /// Returns the feed's items in a new contiguous array.
  ///
  /// This is how `Array(feed)` and `ContiguousArray(feed)` build their
  /// storage; call those instead.
  ///
  /// - Returns: The items, in order.
  /// - Complexity: Linear in the number of items, copied a run at a time:
  ///   O(*n* + *s* × *p* + *f*) for *n* items, *s* runs of passes as wide as
  ///   the pattern or header (*p*), and *f* fixed items.
  @inlinable
  public func _copyToContiguousArray() -> ContiguousArray<Element> {
    let count = self.count
    return ContiguousArray(unsafeUninitializedCapacity: count) { buffer, initializedCount in
      if let destination = buffer.baseAddress, count > 0 {
        _initialize(destination, count: count)
      }
      initializedCount = count
    }
  }

  /// Copies the feed's first items into `buffer`, as many as fit, and
  /// returns an iterator over the rest and the number of items copied.
  ///
  /// This is how `Array(feed)` builds its array; call that instead.
  ///
  /// - Parameter buffer: Uninitialized memory for the items.
  /// - Returns: An iterator over the items that did not fit, and the number
  ///   of items copied.
  /// - Complexity: Linear in the number of items copied, a run at a time:
  ///   O(*n* + *s* × *p* + *f*) for *n* items copied, *s* runs of passes as
  ///   wide as the pattern or header (*p*), and *f* fixed items.
  @inlinable
  public func _copyContents(
    initializing buffer: UnsafeMutableBufferPointer<Element>
  ) -> (Iterator, UnsafeMutableBufferPointer<Element>.Index) {
    let copied = Swift.min(buffer.count, count)
    if let destination = buffer.baseAddress, copied > 0 {
      _initialize(destination, count: copied)
    }
    return (Iterator(self, from: copied), copied)
  }
}

// MARK: - Internals

extension SlotCollection {
  /// Initializes `count` items at `destination` with the feed's items at
  /// positions `0 ..< count`.
  @inlinable
  internal func _initialize(_ destination: UnsafeMutablePointer<Element>, count: Int) {
    var position = 0
    var sequential = 0
    var fixedIndex = 0
    while position < count {
      let nextFixed =
        fixedIndex < _plan.fixedPositions.count ? _plan.fixedPositions[fixedIndex] : count
      if nextFixed == position {
        (destination + position).initialize(
          to: _sources[_plan.fixedKinds[fixedIndex]][_plan.fixedOffsets[fixedIndex]])
        position &+= 1
        fixedIndex &+= 1
        continue
      }
      let end = Swift.min(nextFixed, count)
      _initializeSequential(destination + position, from: sequential, count: end &- position)
      sequential &+= end &- position
      position = end
    }
  }

  /// Initializes `count` items at `destination` with the sequential items
  /// from `start` on.
  @inlinable
  internal func _initializeSequential(
    _ destination: UnsafeMutablePointer<Element>, from start: Int, count: Int
  ) {
    var run = _plan.runStarts._lastIndex(notAbove: start)
    var local = start &- _plan.runStarts[run]
    var done = 0
    while done < count {
      let current = _plan.runs[run]
      let take = Swift.min(count &- done, current.width &* current.passes &- local)
      _initialize(destination + done, run: current, from: local, count: take)
      done &+= take
      local = 0
      run &+= 1
    }
  }

  /// Initializes `count` items at `destination` with the items of `run` from
  /// `local` (an offset within the run) on.
  @inlinable
  internal func _initialize(
    _ destination: UnsafeMutablePointer<Element>, run: _LayoutPlan._Run, from local: Int,
    count: Int
  ) {
    var (pass, slot) = run.split(local)
    var done = 0
    // The rest of a pass begun before `local`.
    while slot != 0 && done < count {
      (destination + done).initialize(to: _item(run: run, pass: pass, slot: slot))
      done &+= 1
      slot &+= 1
      if slot == run.width {
        slot = 0
        pass &+= 1
      }
    }
    // Whole passes, a column (or a group of columns) at a time.
    let passes = (count &- done) / run.width
    if passes > 0 {
      var column = 0
      while column < run.width {
        let entry = _plan.entries[run.entryStart &+ column]
        var width = 1
        while column &+ width < run.width {
          let next = _plan.entries[run.entryStart &+ column &+ width]
          guard next.kind == entry.kind && next.firstOffset == entry.firstOffset &+ width
          else { break }
          width &+= 1
        }
        _sources[entry.kind].withUnsafeBufferPointer { source in
          _copyColumn(
            from: source.baseAddress! + (entry.firstOffset &+ pass &* entry.stride),
            stride: entry.stride,
            to: destination + (done &+ column), stride: run.width,
            width: width, passes: passes)
        }
        column &+= width
      }
      done &+= passes &* run.width
      pass &+= passes
    }
    // The start of a last pass.
    slot = 0
    while done < count {
      (destination + done).initialize(to: _item(run: run, pass: pass, slot: slot))
      done &+= 1
      slot &+= 1
    }
  }

  /// Initializes `passes` groups of `width` items, `destinationStride` apart
  /// at `destination`, from groups `sourceStride` apart at `source`.
  @inlinable
  @inline(__always)
  internal func _copyColumn(
    from source: UnsafePointer<Element>, stride sourceStride: Int,
    to destination: UnsafeMutablePointer<Element>, stride destinationStride: Int,
    width: Int, passes: Int
  ) {
    if width == destinationStride && width == sourceStride {
      // One kind alone: the whole column is one block.
      destination.initialize(from: source, count: width &* passes)
    } else if width == 1 {
      for pass in 0..<passes {
        (destination + pass &* destinationStride).initialize(to: source[pass &* sourceStride])
      }
    } else {
      for pass in 0..<passes {
        let from = source + pass &* sourceStride
        let to = destination + pass &* destinationStride
        for index in 0..<width { (to + index).initialize(to: from[index]) }
      }
    }
  }

  /// The item that `slot` of `run`'s pass takes in pass `pass`.
  @inlinable
  @inline(__always)
  internal func _item(run: _LayoutPlan._Run, pass: Int, slot: Int) -> Element {
    let entry = _plan.entries[run.entryStart &+ slot]
    return _sources[entry.kind][entry.firstOffset &+ pass &* entry.stride]
  }
}
