//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import SlotsLoading
import Testing

/// The README's example of a feed kept fed, line for line, with stand-ins
/// for the app's server and ad network that answer at once.
@MainActor
@Suite("The README's pager") struct ReadmeLoadingTests {
  enum Kind { case post, ad }

  struct Item: Sendable {
    var id: Int
    var expiry: ContinuousClock.Instant?
  }

  /// A server of posts, 20 a page, numbered from 0.
  struct Server {
    func posts(after page: Int?) async throws -> SlotPage<Item, Int> {
      let number = page ?? 0
      return SlotPage(
        items: (number * 20..<number * 20 + 20).map { Item(id: $0) }, next: number + 1)
    }
  }

  /// An ad network whose ads live a minute.
  struct AdNetwork {
    func load(_ count: Int) async throws -> [Item] {
      let expiry = ContinuousClock.now.advanced(by: .seconds(60))
      return (0..<count).map { Item(id: 1_000 + $0, expiry: expiry) }
    }
  }

  @Test func theExample() async {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
    let api = Server()
    let ads = AdNetwork()
    var updates: [SlotFeedUpdate<Kind, Item>] = []

    let pager = SlotPager(
      feed: SlotFeed<Kind, Item>(
        layout: SlotLayout(
          pattern: [.post], repeatables: [.post],
          placements: [SlotPlacement(kind: .ad, every: 5, first: 3)])),
      sources: [
        .paged(.post) { (page: Int?) in try await api.posts(after: page) },  // a SlotPage
        .demand(.ad, expiry: { $0.expiry }) { count in try await ads.load(count) },
      ],
      clock: ContinuousClock())
    pager.start { update in updates.append(update) }  // apply update.changes; show update.feed
    pager.rowAppeared(at: 0)  // from willDisplay or onAppear; the pager does the rest

    // The sources answer at once; the clock is real, so where the first ad
    // lands depends on how soon the first page is shown (at row 3 when the
    // ads come within the first screen's wait), not whether it does.
    func hasAnAd() -> Bool { pager.feed.indices.contains { pager.feed.kind(at: $0) == .ad } }
    var yields = 0
    while (pager.feed.count < 20 || !hasAnAd()) && yields < 200_000 {
      await Task.yield()
      yields += 1
    }
    #expect(pager.feed.count >= 20)
    #expect(hasAnAd())
    // Every update took the rows from the feed before it to the feed after it.
    var rows = 0
    for update in updates {
      #expect(
        rows - update.changes.removals.count + update.changes.insertions.count == update.feed.count)
      rows = update.feed.count
    }
    pager.stop()
  }
}
