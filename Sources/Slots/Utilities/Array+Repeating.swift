//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Array {
  /// Creates an array of `count` copies of `value`, as
  /// `init(repeating:count:)` does, for the layout's hot path.
  ///
  /// `init(repeating:count:)` allocates through a standard library
  /// function that is not inlinable, so it runs unspecialized and looks the
  /// storage's type up at run time on every call: a few hundred
  /// instructions, more than the whole layout of a small feed takes
  /// otherwise. Reserving and appending is inlined and specialized, but
  /// fills a little slower: this is for the arrays whose size the rules
  /// set (a few entries on a small feed), not for those sized by items.
  ///
  /// - Complexity: O(`count`).
  @inlinable
  internal init(_repeating value: Element, count: Int) {
    self.init()
    reserveCapacity(count)
    for _ in 0..<count { append(value) }
  }
}
