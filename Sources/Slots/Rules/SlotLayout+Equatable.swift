//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotLayout: Equatable {
  /// Returns a Boolean value that tells whether two layouts have the same rules.
  ///
  /// - Complexity: O(*r*), where *r* is the size of the rules.
  @inlinable
  public static func == (left: Self, right: Self) -> Bool {
    left.pattern == right.pattern && left.header == right.header
      && left.repeatables == right.repeatables && left.fixed == right.fixed
      && left.fallback == right.fallback && left.placements == right.placements
  }
}
