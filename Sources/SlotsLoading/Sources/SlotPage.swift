//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// One page of a paged kind: its items, and the keys of the pages on either
/// side of it.
///
/// A paged source returns one for each key it is asked about, as Android's
/// `PagingSource` returns a page with its previous and next keys:
///
///     SlotPage(items: posts, next: response.nextCursor)          // more to come
///     SlotPage(items: posts, next: nil)                          // the end
///     SlotPage(items: posts, next: cursor, previous: newestID)   // refreshable on top
///
/// `next` names the page after this one (older posts, further down); `nil`
/// says that this is the last page, and the kind's load state becomes
/// ``SlotLoadState/exhausted``. `previous` names the page of newer items
/// above this one, which ``SlotRefresh/newOnTop`` loads: the first page's
/// for the first pull, then each newer page's for the next. A newer page
/// that brings items and no `previous` leaves nothing newer to ask for
/// without bringing them again: the next pull starts again, as
/// ``SlotRefresh/reset`` does.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct SlotPage<Element, Key> {
  /// The page's items, in the order they are shown.
  public var items: [Element]
  /// The key of the next page, or `nil` when this page is the last.
  public var next: Key?
  /// The key of the page of newer items above this one, or `nil` when the
  /// source cannot say.
  public var previous: Key?

  /// Creates a page.
  ///
  ///     let page = SlotPage(items: ["p0", "p1"], next: 2)
  ///     page.next  // 2
  ///
  /// - Parameters:
  ///   - items: The page's items.
  ///   - next: The key of the next page; `nil` for the last page.
  ///   - previous: The key of the page of newer items; `nil` when there is
  ///     none to ask for.
  public init(items: [Element], next: Key?, previous: Key? = nil) {
    self.items = items
    self.next = next
    self.previous = previous
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotPage: Sendable where Element: Sendable, Key: Sendable {}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotPage: Equatable where Element: Equatable, Key: Equatable {}
