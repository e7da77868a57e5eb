//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCollection: Equatable where Element: Equatable {
  /// Returns a Boolean value that tells whether two feeds have the same rules
  /// and the same sources.
  ///
  /// Two feeds with equal rules and sources lay out the same items. Feeds
  /// whose rules or sources differ are not equal, even when they happen to
  /// lay out the same items; compare `Array(left) == Array(right)` for that.
  ///
  /// - Complexity: O(*n* + *k*), where *n* is the number of items in the
  ///   sources and *k* the number of kinds.
  @inlinable
  public static func == (left: Self, right: Self) -> Bool {
    left._layout == right._layout && left.sources == right.sources
  }
}
