//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

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
    // Every index the search reads lies in the array: no bounds checks.
    withUnsafeBufferPointer { $0._lastIndex(notAbove: value) }
  }
}

extension UnsafeBufferPointer where Element == Int {
  /// Returns the index of the last element that is at most `value`, in a
  /// non-empty buffer sorted in ascending order whose first element is at
  /// most `value`; see `Array._lastIndex(notAbove:)`.
  ///
  /// - Complexity: O(log *n*), where *n* is the length of the buffer.
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
