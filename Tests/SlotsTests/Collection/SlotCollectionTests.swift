//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

@Suite("SlotCollection")
struct SlotCollectionTests {
  enum Kind: String, Hashable, Codable, Sendable {
    case post, ad, banner, promo
  }

  /// Three posts, then an ad; posts keep going; a banner on top; a promo at 5.
  static func newsFeed(posts: Int = 10, ads: Int = 2) -> SlotCollection<Kind, String> {
    SlotCollection(
      layout: SlotLayout(
        pattern: [.post, .post, .post, .ad], header: [.banner], repeatables: [.post],
        fixed: [5: .promo]),
      sources: [
        .post: (0..<posts).map { "P\($0)" }, .ad: (0..<ads).map { "A\($0)" },
        .banner: ["B"], .promo: ["X"],
      ])
  }

  @Test("A typed feed reads as the list the rules build")
  func newsFeedContents() {
    let feed = Self.newsFeed()
    #expect(
      Array(feed) == [
        "B", "P0", "P1", "P2", "A0", "X", "P3", "P4", "P5", "A1", "P6", "P7", "P8", "P9",
      ])
    #expect(feed.kind(at: 0) == .banner)
    #expect(feed.kind(at: 5) == .promo)
    #expect(feed.sourcePosition(at: 9) == SourcePosition(kind: .ad, offset: 1))
    #expect(feed.index(ofOffset: 9, in: .post) == 13)
    #expect(feed.index(of: SourcePosition(kind: .promo, offset: 0)) == 5)
    #expect(feed.index(ofOffset: 1, in: .promo) == nil)
    #expect(feed.index(ofOffset: 10, in: .post) == nil)
    #expect(feed.index(ofOffset: -1, in: .post) == nil)
    #expect(feed.index(ofOffset: Int.max, in: .post) == nil)
    #expect(feed.index(ofOffset: Int.min, in: .ad) == nil)
  }

  @Test("The collection conformance holds on empty, one-item and uneven feeds")
  func collectionConformance() {
    #expect(CollectionChecker.mismatches(in: SlotCollection<Kind, String>(), expected: []) == [])
    let single = SlotCollection(
      layout: SlotLayout(pattern: [Kind.post]), sources: [.post: ["only"]])
    #expect(CollectionChecker.mismatches(in: single, expected: ["only"]) == [])
    let feed = Self.newsFeed(posts: 17, ads: 3)
    #expect(feed.count == 1 + 17 + 3 + 1)
    #expect(CollectionChecker.mismatches(in: feed, expected: Array(feed)) == [])
    #expect(Array(feed[3..<9]) == Array(Array(feed)[3..<9]))
  }

  @Test("The collection conformance holds on random small feeds")
  func collectionConformanceOfRandomFeeds() {
    for seed in 0..<100 as Range<UInt64> {
      var random = SeededRandom(seed: seed)
      let model = FeedModel(randomFrom: .letters, using: &random)
      let expected = FeedChecker(model).expectedItems
      guard expected.count <= 30 else { continue }
      let mismatches = CollectionChecker.mismatches(in: model.makeFeed(), expected: expected)
      #expect(mismatches == [], "seed \(seed): \(model)")
    }
  }

  @Test("element(at:) never traps")
  func elementAt() {
    let feed = Self.newsFeed()
    #expect(feed.element(at: 0) == "B")
    #expect(feed.element(at: feed.count - 1) == "P9")
    for position in [-1, feed.count, Int.min, Int.max, 1 << 62] {
      #expect(feed.element(at: position) == nil)
    }
  }

  @Test("Reading out of bounds traps, as with Array")
  func outOfBoundsTraps() async {
    await #expect(processExitsWith: .failure) {
      let feed = SlotCollectionTests.newsFeed()
      _ = feed[feed.count]
    }
    await #expect(processExitsWith: .failure) {
      _ = SlotCollectionTests.newsFeed().kind(at: -1)
    }
    await #expect(processExitsWith: .failure) {
      _ = SlotCollectionTests.newsFeed().sourcePosition(at: Int.max)
    }
  }

  @Test("Sources are read and set by kind; an empty source is no source")
  func sources() {
    var feed = SlotCollection<Kind, String>(layout: SlotLayout(pattern: [.post, .ad]))
    #expect(feed[source: .post].isEmpty)
    #expect(feed.sources.isEmpty)
    feed[source: .post] = ["P0", "P1"]
    feed[source: .ad] = ["A0"]
    #expect(Array(feed) == ["P0", "A0", "P1"])
    #expect(feed.sources == [.post: ["P0", "P1"], .ad: ["A0"]])

    // Changing a source in place lays the feed out anew.
    feed[source: .ad].append("A1")
    #expect(Array(feed) == ["P0", "A0", "P1", "A1"])
    feed[source: .post].removeFirst()
    #expect(Array(feed) == ["P1", "A0"])

    feed[source: .ad] = []
    #expect(feed.sources == [.post: ["P1"]])
    #expect(Array(feed) == ["P1"])
    #expect(
      feed == SlotCollection(layout: SlotLayout(pattern: [.post, .ad]), sources: [.post: ["P1"]]))
  }

  @Test("Setting the layout lays the feed out anew")
  func settingTheLayout() {
    var feed = Self.newsFeed()
    feed.layout = SlotLayout(pattern: [.ad, .post])
    #expect(Array(feed) == ["A0", "P0", "A1", "P1"])
    feed.layout.repeatables = [.post]
    #expect(feed.count == 12)
    feed.layout.pattern = []
    #expect(feed.isEmpty)
    #expect(feed.layout == SlotLayout(repeatables: [.post]))
  }

  @Test("Copies are independent values")
  func valueSemantics() {
    let original = Self.newsFeed()
    var copy = original
    copy[source: .post] = ["only"]
    copy.layout.fixed = [:]
    #expect(original.count == 14)
    #expect(Array(copy) == ["B", "only"])  // the feed stops when "post" runs out
    #expect(original != copy)
  }

  @Test("Equality and hashing follow the rules and the sources")
  func equatableAndHashable() {
    let feed = Self.newsFeed()
    #expect(feed == Self.newsFeed())
    #expect(feed.hashValue == Self.newsFeed().hashValue)
    #expect(Set([feed, Self.newsFeed(), Self.newsFeed(posts: 3)]).count == 2)
    var otherLayout = feed
    otherLayout.layout.header = []
    #expect(feed != otherLayout)
    var otherSource = feed
    otherSource[source: .promo] = ["Y"]
    #expect(feed != otherSource)
    // Sources laid out in another order of assignment are still equal.
    var stepwise = SlotCollection<Kind, String>()
    stepwise[source: .promo] = ["X"]
    stepwise[source: .banner] = ["B"]
    stepwise.layout = feed.layout
    stepwise[source: .ad] = ["A0", "A1"]
    stepwise[source: .post] = (0..<10).map { "P\($0)" }
    #expect(stepwise == feed)
    #expect(stepwise.hashValue == feed.hashValue)
  }

  @Test("Descriptions show the items, and for debugging where they come from")
  func descriptions() {
    let feed = SlotCollection(
      layout: SlotLayout(pattern: ["post", "ad"]), sources: ["post": [10, 11], "ad": [99]])
    #expect(feed.description == "[10, 99, 11]")
    #expect(Array(feed).description == feed.description)
    #expect(
      feed.debugDescription
        == "SlotCollection<String, Int>([post#0: 10, ad#0: 99, post#1: 11])")
    #expect(SlotCollection<String, String>().description == "[]")
    let strings = SlotCollection(layout: SlotLayout(pattern: [1]), sources: [1: ["a"]])
    #expect(strings.description == #"["a"]"#)
    #expect(SourcePosition(kind: "post", offset: 3).description == "post#3")
  }

  @Test("Kinds of any Hashable type work, including Int kinds")
  func intKinds() {
    var feed = SlotCollection<Int, String>(layout: SlotLayout(pattern: [0, 1, 1]))
    feed[source: 0] = ["a", "b"]
    feed[source: 1] = ["x", "y", "z"]
    #expect(Array(feed) == ["a", "x", "y", "b", "z"])
    #expect(feed[1] == "x")
    #expect(feed.kind(at: 1) == 1)
  }

  @Test("A feed of millions of items is laid out without building it")
  func largeFeed() {
    var feed = SlotCollection<Kind, Int>(
      layout: SlotLayout(pattern: [.post, .post, .post, .ad], repeatables: [.post]))
    feed[source: .post] = Array(0..<3_000_000)
    feed[source: .ad] = Array(0..<50_000)
    #expect(feed.count == 3_050_000)
    #expect(feed.kind(at: 3) == .ad)
    #expect(feed[199_998] == 149_999)
    #expect(feed.kind(at: 199_999) == .ad && feed[199_999] == 49_999)
    #expect(feed[200_000] == 150_000)
    #expect(feed[3_049_999] == 2_999_999)
    #expect(feed.index(ofOffset: 2_999_999, in: .post) == 3_049_999)
    #expect(feed.index(ofOffset: 49_999, in: .ad) == 199_999)
    // The plan holds a few runs, not an entry a position.
    #expect(feed._plan.runs.count <= 4)
    #expect(feed._plan.entries.count <= 16)
  }

  @Test("One value can be read from many tasks at once")
  func concurrentReads() async {
    let feed = Self.newsFeed(posts: 5_000, ads: 700)
    let expected = Array(feed)
    let results = await withTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          var random = SeededRandom(seed: UInt64(task))
          for _ in 0..<2_000 {
            let position = random.within(0..<feed.count)
            let origin = feed.sourcePosition(at: position)
            guard feed[position] == expected[position],
              feed.index(of: origin) == position
            else { return false }
          }
          return Array(feed) == expected
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results == Array(repeating: true, count: 8))
  }

  @Test("Copies can be changed concurrently")
  func concurrentMutationOfCopies() async {
    let feed = Self.newsFeed(posts: 100, ads: 10)
    let counts = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var copy = feed
          copy[source: .post].append(contentsOf: (0..<task).map { "new \($0)" })
          copy.layout.fixed = [:]
          return copy.count
        }
      }
      return await group.reduce(into: []) { $0.append($1) }.sorted()
    }
    #expect(counts == (0..<8).map { 100 + 10 + 1 + $0 })
    #expect(feed.count == 112)
  }
}
