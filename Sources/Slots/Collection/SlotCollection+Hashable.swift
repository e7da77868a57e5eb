//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCollection: Hashable where Element: Hashable {
  /// Hashes the rules and the sources of the feed into the given hasher.
  ///
  /// - Parameter hasher: The hasher to use when combining the components.
  /// - Complexity: O(*n* + *k*), where *n* is the number of items in the
  ///   sources and *k* the number of kinds.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_layout)
    hasher.combine(sources)
  }
}
