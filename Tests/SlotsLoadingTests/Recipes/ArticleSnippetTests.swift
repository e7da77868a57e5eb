//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import SlotsLoading
import Testing

/// The pagers of the module's overview (`SlotsLoading.md`) and of the
/// Loading a Feed article's first example, line for line, with stand-ins
/// for the app's server and ad network that answer at once.
@MainActor
@Suite("The articles' pagers") struct ArticleSnippetTests {
  enum Kind { case post, ad, user }

  /// An item; an ad's advertiser is its group, for separation.
  struct Item: Sendable, SlotGrouping {
    var id: Int
    var expiry: ContinuousClock.Instant? = nil
    var advertiser: String? = nil
    var slotGroup: String? { advertiser }
  }

  /// A page of posts as the server sends it.
  struct PostsResponse {
    var posts: [Item]
    var next: String?
    var newest: String?
  }

  /// A server of posts, 20 a page, and of suggested users.
  struct API {
    func posts(after cursor: String?) async throws -> PostsResponse {
      let number = cursor.flatMap { Int($0) } ?? 0
      return PostsResponse(
        posts: (number * 20..<number * 20 + 20).map { Item(id: $0) }, next: "\(number + 1)",
        newest: "-1")
    }
    func suggestedUsers(count: Int) async throws -> [Item] {
      (0..<count).map { Item(id: 5_000 + $0) }
    }
  }

  /// An ad network whose ads live a minute.
  struct AdLoader {
    func load(count: Int) async throws -> [Item] {
      let expiry = ContinuousClock.now.advanced(by: .seconds(60))
      return (0..<count).map { Item(id: 1_000 + $0, expiry: expiry, advertiser: "a\($0 % 4)") }
    }
  }

  let api = API()
  let adLoader = AdLoader()
  let rules = SlotLayout<Kind>(
    pattern: [.post], repeatables: [.post],
    placements: [SlotPlacement(kind: .ad, every: 5, first: 3)])

  @Test("The overview's pager")
  func overview() async {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
    let api = api
    let adLoader = adLoader
    // SlotsLoading.md
    let pager = SlotPager(
      feed: SlotFeed(layout: rules),
      sources: [
        .paged(.post) { (cursor: String?) in
          let response = try await api.posts(after: cursor)
          return SlotPage(items: response.posts, next: response.next, previous: response.newest)
        },
        .demand(.ad, expiry: { $0.expiry }) { count in try await adLoader.load(count: count) },
      ],
      clock: ContinuousClock())
    pager.start { update in
      // apply update.changes, show update.feed
    }
    // The stand-ins answer at once: the first page comes.
    #expect(await eventually { pager.feed.count >= 20 })
    pager.stop()
  }

  @Test("Loading a Feed: the home feed's pager")
  func homeFeed() async {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
    let api = api
    let adLoader = adLoader
    // LoadingAFeed.md
    let pager = SlotPager(
      feed: SlotFeed(
        layout: SlotLayout<Kind>(
          pattern: [.post], repeatables: [.post],
          placements: [
            SlotPlacement(kind: .ad, every: 5, first: 3, separation: 10),
            SlotPlacement(kind: .user, every: 15),
          ])),
      sources: [
        .paged(.post) { (cursor: String?) in
          let response = try await api.posts(after: cursor)
          return SlotPage(items: response.posts, next: response.next, previous: response.newest)
        },
        .demand(.ad, expiry: { $0.expiry }) { count in try await adLoader.load(count: count) },
        .demand(.user) { count in try await api.suggestedUsers(count: count) },
      ],
      clock: ContinuousClock())
    pager.start { _ in }
    #expect(await eventually { pager.feed.count >= 20 })
    pager.stop()
  }
}
