//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCollection: RandomAccessCollection {
  /// The position of a feed's item: an offset from zero, as in an array.
  public typealias Index = Int

  /// The indices of the feed, `0 ..< count`.
  public typealias Indices = Range<Int>

  /// The position of the first item; always zero.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var startIndex: Int { 0 }

  /// The position one past the last item; equal to `count`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var endIndex: Int { _plan.count }

  /// The number of items in the feed.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var count: Int { _plan.count }

  /// A Boolean value that tells whether the feed has no items.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool { _plan.count == 0 }

  /// The indices of the feed, `0 ..< count`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var indices: Range<Int> { 0..<_plan.count }

  /// Accesses the item at the given position.
  ///
  ///     // pattern ["letter", "number"]
  ///     feed[1]  // the first number
  ///
  /// - Parameter position: A valid position, in `0 ..< count`. Any other
  ///   position traps, as it does with `Array`; ``element(at:)`` returns
  ///   `nil` instead.
  /// - Complexity: O(log *s* + log *f*), where *s* is the number of runs of
  ///   identical passes (O(*k*) for *k* kinds) and *f* the number of fixed
  ///   items.
  @inlinable
  @inline(__always)
  public subscript(position: Int) -> Element {
    _checkPosition(position)
    let item = _plan.item(at: position)
    // When the layout was made, the walk checked the plan's shape and that
    // every item the plan names lies within its source: no bounds checks.
    return _sources.withUnsafeBufferPointer { sources in
      sources[item.kind].withUnsafeBufferPointer { $0[item.offset] }
    }
  }

  /// Returns an iterator over the items of the feed, in order.
  ///
  /// - Complexity: O(1). Iterating the whole feed is linear in the number of
  ///   items: O(1) a step, walking the runs a stretch of one source at a
  ///   time.
  @inlinable
  @inline(__always)
  public func makeIterator() -> Iterator {
    Iterator(self)
  }
}
