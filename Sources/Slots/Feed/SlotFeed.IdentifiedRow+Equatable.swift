//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed.IdentifiedRow: Equatable where Element: Equatable {
  /// Returns whether two rows are at the same position, of the same kind,
  /// with equal items.
  ///
  /// - Complexity: O(1), plus one comparison of items.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.position == rhs.position && lhs.kind == rhs.kind && lhs.element == rhs.element
  }
}
