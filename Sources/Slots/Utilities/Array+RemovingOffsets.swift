//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Array {
  /// Removes the elements at `offsets`, which are valid, ascending and
  /// without repeats, keeping the order of the others.
  ///
  /// - Complexity: O(*n*), where *n* is the number of elements from the
  ///   first offset on.
  @inlinable
  internal mutating func _removeItems(atSortedOffsets offsets: [Int]) {
    guard let first = offsets.first else { return }
    var kept = first
    var next = 0
    for index in first..<count {
      if next < offsets.count && offsets[next] == index {
        next += 1
      } else {
        swapAt(kept, index)
        kept += 1
      }
    }
    removeLast(count - kept)
  }
}
