//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Where the items of one kind come from: a paged source (posts, page after
/// page, with an end) or a demand source (ads, cards: "give me up to *n*").
///
/// The app writes one source a kind that the feed loads, and hands them all
/// to a ``SlotPager`` (or a ``SlotLoader``). A feed may have any number of
/// each:
///
///     let sources: [SlotSource<Kind, Item, ContinuousClock>] = [
///         .paged(.post) { (cursor: String?) in
///             let response = try await api.posts(after: cursor)
///             return SlotPage(items: response.posts.map(Item.post), next: response.next)
///         },
///         .demand(.ad, expiry: { $0.expiry }) { count in
///             try await adLoader.load(count: count).map(Item.ad)
///         },
///         .demand(.user) { count in try await api.suggestedUsers(count).map(Item.user) },
///     ]
///
/// A paged source is asked for the page after a key (`nil` for the first
/// page); the pager never has two loads of one kind's next page in flight
/// (a pull to refresh asks for the page of newer items beside it), and
/// never asks for a page it has loaded since the last reset. A demand source
/// is asked for up to `count` items; it may return fewer. Items of a demand
/// kind may expire: give `expiry`, and the pager drops a pending item at its
/// expiry and swaps or hides one whose row is settled but not yet seen.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct SlotSource<Kind: Hashable, Element, C: Clock> {
  /// What a source does, with its key type erased.
  internal enum Role {
    case paged(load: @Sendable (SlotPageKey?) async throws -> SlotPage<Element, SlotPageKey>)
    case demand(
      load: @Sendable (Int) async throws -> [Element],
      expiry: (@Sendable (Element) -> C.Instant?)?)
  }

  /// The kind whose items the source loads.
  public let kind: Kind
  internal let role: Role

  /// A source that loads a kind page after page, until a page says it is
  /// the last.
  ///
  ///     .paged(.post) { (page: Int?) in
  ///         let number = page ?? 0
  ///         let posts = try await api.posts(page: number)
  ///         return SlotPage(items: posts, next: posts.isEmpty ? nil : number + 1)
  ///     }
  ///
  /// - Parameters:
  ///   - kind: The kind of the items.
  ///   - load: Returns the page after `key`, or the first page for `nil`.
  ///     It may throw: the pager retries with backoff. It should stop when
  ///     its task is cancelled (a refresh cancels what it replaces), but
  ///     need not: a late answer is ignored.
  /// - Returns: The source.
  public static func paged<Key: Hashable & Sendable>(
    _ kind: Kind, load: @escaping @Sendable (_ key: Key?) async throws -> SlotPage<Element, Key>
  ) -> SlotSource {
    SlotSource(
      kind: kind,
      role: .paged { key in
        let page = try await load(key.map { $0.base as! Key })
        return SlotPage(
          items: page.items, next: page.next.map(SlotPageKey.init),
          previous: page.previous.map(SlotPageKey.init))
      })
  }

  /// A source that loads up to a number of items of a kind when asked:
  /// ads, suggested users, anything the rules place.
  ///
  ///     .demand(.ad, expiry: { $0.expiry }) { count in
  ///         try await adLoader.load(count: count)
  ///     }
  ///
  /// The pager asks for what the rows below the reader will take (the
  /// feed's `preloadDemand`) minus what it has asked for and not yet
  /// received.
  ///
  /// - Parameters:
  ///   - kind: The kind of the items.
  ///   - expiry: The instant, on the pager's clock, from which an item may
  ///     no longer be shown, or `nil` for an item that does not expire. By
  ///     default, items do not expire.
  ///   - load: Returns up to `count` items. Returning none counts as a
  ///     failed load (nothing to show; the pager waits before asking again).
  /// - Returns: The source.
  public static func demand(
    _ kind: Kind, expiry: (@Sendable (Element) -> C.Instant?)? = nil,
    load: @escaping @Sendable (_ count: Int) async throws -> [Element]
  ) -> SlotSource {
    SlotSource(kind: kind, role: .demand(load: load, expiry: expiry))
  }

  /// Whether the source loads pages (`true`) or items on demand (`false`).
  ///
  /// - Complexity: O(1).
  public var isPaged: Bool {
    if case .paged = role { return true }
    return false
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotSource: Sendable where Kind: Sendable {}
