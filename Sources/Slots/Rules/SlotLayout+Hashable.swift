//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotLayout: Hashable {
  /// Hashes the rules of the layout into the given hasher.
  ///
  /// - Parameter hasher: The hasher to use when combining the rules.
  /// - Complexity: O(*r*), where *r* is the size of the rules.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pattern)
    hasher.combine(header)
    hasher.combine(repeatables)
    hasher.combine(fixed)
    hasher.combine(fallback)
    hasher.combine(placements)
  }
}
