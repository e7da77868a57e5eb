//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing

/// The worked examples of the Live Feeds article, step by step and verbatim. Items are
/// named by their kind's letter and offset.
@Suite("SlotFeed: the Live Feeds article's worked examples")
struct SlotFeedExampleTests {
  /// Rows as the article writes them: settled rows, `|`, the tail.
  static func rows(_ feed: SlotFeed<String, String>) -> String {
    var words = feed.map { $0 }
    words.insert("|", at: feed.settledCount)
    return words.joined(separator: " ")
  }

  static func items(_ prefix: String, _ offsets: ClosedRange<Int>) -> [String] {
    offsets.map { "\(prefix)\($0)" }
  }

  @Test("pattern [post, post, post, ad], repeatables [post]")
  func postsAndAds() {
    var feed = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "post", "post", "ad"], repeatables: ["post"]))

    var changes = feed.append(contentsOf: Self.items("p", 0...5), to: "post")
    #expect(Self.rows(feed) == "| p0 p1 p2 p3 p4 p5")
    #expect(changes.rowChanges == SlotChangeSet(insertions: Array(0...5)))

    feed.settle(through: 5)
    #expect(Self.rows(feed) == "p0 p1 p2 p3 p4 p5 |")

    changes = feed.append(contentsOf: ["a0"], to: "ad")
    #expect(Self.rows(feed) == "p0 p1 p2 p3 p4 p5 | a0")
    #expect(changes.rowChanges == SlotChangeSet(insertions: [6]))

    changes = feed.append(contentsOf: Self.items("p", 6...8), to: "post")
    #expect(Self.rows(feed) == "p0 p1 p2 p3 p4 p5 | a0 p6 p7 p8")
    #expect(changes.rowChanges == SlotChangeSet(insertions: [7, 8, 9]))

    changes = feed.append(contentsOf: ["a1", "a2"], to: "ad")
    #expect(Self.rows(feed) == "p0 p1 p2 p3 p4 p5 | a0 p6 p7 p8 a1")
    #expect(changes.rowChanges == SlotChangeSet(insertions: [10]))

    #expect(feed.demand(for: "ad", within: 8) == 0)

    feed.settle(through: 8)
    #expect(Self.rows(feed) == "p0 p1 p2 p3 p4 p5 a0 p6 p7 | p8 a1")
    #expect(feed.cursor(after: 8).rulePosition == 9)

    changes = feed.remove(at: 1)
    #expect(Self.rows(feed) == "p0 p2 p3 p4 p5 a0 p6 p7 | p8 a1")
    #expect(changes.rowChanges == SlotChangeSet(removals: [1]))

    changes = feed.prepend(
      SlotCollection(layout: SlotLayout(pattern: ["new"]), sources: ["new": ["n0", "n1"]]))
    #expect(Self.rows(feed) == "n0 n1 p0 p2 p3 p4 p5 a0 p6 p7 | p8 a1")
    #expect(changes.rowChanges == SlotChangeSet(insertions: [0, 1]))
  }

  @Test("header [banner], pattern [post, post, ad], repeatables [post], fixed [0: promo, 6: promo]")
  func headerAndPinnedPromos() {
    var feed = SlotFeed<String, String>(
      layout: SlotLayout(
        pattern: ["post", "post", "ad"], header: ["banner"], repeatables: ["post"],
        fixed: [0: "promo", 6: "promo"]))
    _ = feed.append(contentsOf: ["b0"], to: "banner")
    _ = feed.append(contentsOf: Self.items("p", 0...3), to: "post")
    _ = feed.append(contentsOf: ["P0", "P1"], to: "promo")
    #expect(Self.rows(feed) == "| P0 b0 p0 p1 p2 p3 P1")

    feed.settle(through: 2)
    #expect(Self.rows(feed) == "P0 b0 p0 | p1 p2 p3 P1")
    let cursor = feed.cursor(after: 2)
    #expect(cursor.rulePosition == 3)

    _ = feed.append(contentsOf: ["a0", "a1"], to: "ad")
    _ = feed.append(contentsOf: Self.items("p", 4...7), to: "post")
    #expect(Self.rows(feed) == "P0 b0 p0 | p1 a0 p2 P1 p3 a1 p4 p5 p6 p7")

    let changes = feed.replaceLayout(with: SlotLayout(pattern: ["post", "ad", "ad"]))
    #expect(Self.rows(feed) == "P0 b0 p0 | p1 a0 a1 p2")
    #expect(changes.removals.allSatisfy { $0 >= 3 })
    #expect(changes.insertions.allSatisfy { $0 >= 3 })
  }
}
