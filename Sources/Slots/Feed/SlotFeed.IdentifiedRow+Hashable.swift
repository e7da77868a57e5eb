//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed.IdentifiedRow: Hashable where Element: Hashable {
  /// Hashes the row's position, kind and item.
  ///
  /// - Parameter hasher: The hasher to feed.
  /// - Complexity: O(1), plus hashing the item.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(position)
    hasher.combine(kind)
    hasher.combine(element)
  }
}
