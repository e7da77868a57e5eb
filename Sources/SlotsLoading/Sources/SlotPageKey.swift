//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A page key of any type, with its type erased, so that one pager can page
/// several kinds whose servers name pages differently.
///
/// A paged source names its pages with keys of its own type — a number, a
/// cursor string, a date. The pager keeps them as `SlotPageKey` values: two
/// keys are equal when they hold equal values of the same type.
///
///     SlotPageKey(2) == SlotPageKey(2)        // true
///     SlotPageKey(2) == SlotPageKey("2")      // false: another type
///     SlotPageKey("next").base as? String     // "next"
///
/// You meet this type when you drive a ``SlotLoader`` yourself; a
/// ``SlotPager`` hands each source its own key type.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct SlotPageKey: Hashable, Sendable, CustomStringConvertible {
  /// The key as the source gave it.
  public let base: any Hashable & Sendable

  /// Wraps a key.
  ///
  ///     let key = SlotPageKey("cursor-7f3a")
  ///
  /// - Parameter base: The key, of any hashable, sendable type.
  public init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  /// Whether two keys hold equal values of the same type.
  ///
  /// - Complexity: That of the keys' own `==`.
  public static func == (lhs: SlotPageKey, rhs: SlotPageKey) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the key's value, as `AnyHashable` does.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    AnyHashable(base).hash(into: &hasher)
  }

  /// The key's own description.
  ///
  ///     SlotPageKey(3).description  // "3"
  public var description: String { "\(base)" }
}
