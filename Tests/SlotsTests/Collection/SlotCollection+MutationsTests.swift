//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// The mutations' change sets on hand-picked cases: the examples of the
/// documentation, the corners the issue names, and the cost on big feeds
/// (counted in positions compared, not timed).
@Suite struct SlotCollectionMutationTests {
  enum Kind: Hashable { case post, ad, banner }

  typealias Feed = SlotCollection<Kind, String>

  static func feed(
    _ layout: SlotLayout<Kind>, posts: Int = 0, ads: Int = 0, banners: Int = 0
  ) -> Feed {
    var feed = Feed(layout: layout)
    feed[source: .post] = (0..<posts).map { "P\($0)" }
    feed[source: .ad] = (0..<ads).map { "A\($0)" }
    feed[source: .banner] = (0..<banners).map { "B\($0)" }
    return feed
  }

  /// Checks `changes` against the contract, with items known by their text.
  static func expectValid(
    _ changes: SlotChangeSet, from old: Feed, to new: Feed,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let problems = ChangeSetChecker(from: Array(old), to: Array(new))
      .mismatches(in: changes, throughCollectionDifference: true)
    #expect(problems.isEmpty, "\(changes): \(problems)", sourceLocation: sourceLocation)
  }

  static let postsThenAd = SlotLayout<Kind>(pattern: [.post, .post, .ad], repeatables: [.post])

  // MARK: - The documentation's examples

  @Test func appendingAnAdAfterTheAdsRanOut() {
    var feed = Self.feed(Self.postsThenAd, posts: 4)
    let old = feed
    #expect(Array(feed) == ["P0", "P1", "P2", "P3"])
    let changes = feed.append(contentsOf: ["A0"], to: .ad)
    #expect(Array(feed) == ["P0", "P1", "A0", "P2", "P3"])
    #expect(changes == SlotChangeSet(insertions: [2]))
    Self.expectValid(changes, from: old, to: feed)
  }

  @Test func appendingAPageOfAds() {
    var feed = Self.feed(Self.postsThenAd, posts: 4, ads: 1)
    let old = feed
    #expect(Array(feed) == ["P0", "P1", "A0", "P2", "P3"])
    let changes = feed.append(contentsOf: ["A1", "A2"], to: .ad)
    #expect(Array(feed) == ["P0", "P1", "A0", "P2", "P3", "A1"])
    #expect(changes == SlotChangeSet(insertions: [5]))
    Self.expectValid(changes, from: old, to: feed)
  }

  @Test func insertingInFront() {
    var feed = Self.feed(Self.postsThenAd, posts: 4, ads: 1)
    let old = feed
    let changes = feed.insert(contentsOf: ["N0"], atOffset: 0, in: .post)
    #expect(Array(feed) == ["N0", "P0", "A0", "P1", "P2", "P3"])
    #expect(changes.insertions == [0])
    #expect(changes.removals == [])
    #expect(changes.moves == [.init(from: 2, to: 2)])
    Self.expectValid(changes, from: old, to: feed)
  }

  @Test func removingAPost() {
    var feed = Self.feed(Self.postsThenAd, posts: 5, ads: 1)
    let old = feed
    #expect(Array(feed) == ["P0", "P1", "A0", "P2", "P3", "P4"])
    let changes = feed.remove(atOffsets: [3], in: .post)
    #expect(Array(feed) == ["P0", "P1", "A0", "P2", "P4"])
    #expect(changes == SlotChangeSet(removals: [4]))
    Self.expectValid(changes, from: old, to: feed)
  }

  @Test func replacingASource() {
    var feed = Self.feed(SlotLayout(pattern: [.post, .ad]), posts: 2, ads: 2)
    let old = feed
    #expect(Array(feed) == ["P0", "A0", "P1", "A1"])
    let changes = feed.replaceSource(of: .ad, withNewItems: ["B0"])
    #expect(Array(feed) == ["P0", "B0", "P1"])
    #expect(changes == SlotChangeSet(removals: [1, 3], insertions: [1]))
    Self.expectValid(changes, from: old, to: feed)
  }

  @Test func replacingASourceOfIdentifiableItems() {
    typealias Tagged = TaggedItem
    var feed = SlotCollection<Kind, Tagged>(layout: SlotLayout(pattern: [.post, .ad]))
    feed[source: .post] = [Tagged(id: 0), Tagged(id: 1)]
    feed[source: .ad] = [Tagged(id: 10), Tagged(id: 11)]
    let changes = feed.replaceSource(of: .ad, with: [Tagged(id: 11), Tagged(id: 12)])
    #expect(Array(feed).map(\.id) == [0, 11, 1, 12])
    #expect(changes.removals == [1])
    #expect(changes.moves == [.init(from: 3, to: 1)])
    #expect(changes.insertions == [3])
  }

  @Test func replacingTheLayout() {
    var feed = Self.feed(SlotLayout(pattern: [.post, .ad]), posts: 2, ads: 2, banners: 1)
    let old = feed
    let changes = feed.replaceLayout(with: SlotLayout(pattern: [.post, .ad], header: [.banner]))
    #expect(Array(feed) == ["B0", "P0", "A0", "P1", "A1"])
    #expect(changes == SlotChangeSet(insertions: [0]))
    Self.expectValid(changes, from: old, to: feed)
  }

  // MARK: - Corners

  @Test func appendingToAnExhaustedNonRepeatableKind() {
    let layout = SlotLayout<Kind>(pattern: [.post, .post, .post, .ad], repeatables: [.post])
    var feed = Self.feed(layout, posts: 10, ads: 1)
    let old = feed
    #expect(Array(feed) == ["P0", "P1", "P2", "A0", "P3", "P4", "P5", "P6", "P7", "P8", "P9"])
    let changes = feed.append(contentsOf: ["A1", "A2"], to: .ad)
    #expect(
      Array(feed) == ["P0", "P1", "P2", "A0", "P3", "P4", "P5", "A1", "P6", "P7", "P8", "A2", "P9"])
    #expect(changes == SlotChangeSet(insertions: [7, 11]))
    Self.expectValid(changes, from: old, to: feed)
  }

  @Test func appendingToTheFallbackKind() {
    var feed = SlotCollection<String, String>(
      layout: SlotLayout(pattern: ["a", "b"], fallback: "c"),
      sources: ["a": ["a0", "a1", "a2", "a3"], "b": ["b0"], "c": ["c0"]])
    #expect(Array(feed) == ["a0", "b0", "a1", "c0", "a2"])
    let changes = feed.append(contentsOf: ["c1", "c2"], to: "c")
    #expect(Array(feed) == ["a0", "b0", "a1", "c0", "a2", "c1", "a3", "c2"])
    #expect(changes == SlotChangeSet(insertions: [5, 6, 7]))
  }

  @Test func appendingToAKindTheFallbackStoodInFor() {
    var feed = SlotCollection<String, String>(
      layout: SlotLayout(pattern: ["a", "b"], fallback: "c"),
      sources: ["a": ["a0", "a1", "a2", "a3"], "b": ["b0"], "c": ["c0", "c1", "c2"]])
    let old = feed
    #expect(Array(feed) == ["a0", "b0", "a1", "c0", "a2", "c1", "a3", "c2"])
    let changes = feed.append(contentsOf: ["b1"], to: "b")
    // The fallback's items now come one slot later, past an item of `a`.
    #expect(Array(feed) == ["a0", "b0", "a1", "b1", "a2", "c0", "a3", "c1", "c2"])
    #expect(changes.insertions == [3])
    #expect(changes.removals == [])
    #expect(changes.moves.count == 2)
    let problems = ChangeSetChecker(from: Array(old), to: Array(feed)).mismatches(in: changes)
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test func removingTheItemAFixedPositionHolds() {
    var feed = SlotCollection<String, String>(
      layout: SlotLayout(pattern: ["a"], fixed: [2: "p"]),
      sources: ["a": ["a0", "a1", "a2", "a3"], "p": ["p0", "p1"]])
    #expect(Array(feed) == ["a0", "a1", "p0", "a2", "a3"])
    // The next item of `p` takes the position: the old one leaves, the
    // next one arrives.
    var changes = feed.remove(atOffsets: [0], in: "p")
    #expect(Array(feed) == ["a0", "a1", "p1", "a2", "a3"])
    #expect(changes == SlotChangeSet(removals: [2], insertions: [2]))
    // With no item left, the position is not filled.
    changes = feed.remove(atOffsets: [0], in: "p")
    #expect(Array(feed) == ["a0", "a1", "a2", "a3"])
    #expect(changes == SlotChangeSet(removals: [2]))
  }

  @Test func aFixedPositionComesIntoReach() {
    var feed = SlotCollection<String, String>(
      layout: SlotLayout(pattern: ["a"], fixed: [3: "p"]),
      sources: ["a": ["a0", "a1"], "p": ["p0"]])
    #expect(Array(feed) == ["a0", "a1"])
    let changes = feed.append(contentsOf: ["a2", "a3"], to: "a")
    #expect(Array(feed) == ["a0", "a1", "a2", "p0", "a3"])
    #expect(changes == SlotChangeSet(insertions: [2, 3, 4]))
  }

  @Test func emptyingASource() {
    let layout = SlotLayout<Kind>(pattern: [.post, .ad])
    var feed = Self.feed(layout, posts: 3, ads: 3)
    #expect(Array(feed) == ["P0", "A0", "P1", "A1", "P2", "A2"])
    var other = feed
    let removed = feed.remove(atOffsets: 0..<3, in: .ad)
    #expect(Array(feed) == ["P0"])
    #expect(removed == SlotChangeSet(removals: [1, 2, 3, 4, 5]))
    let replaced = other.replaceSource(of: .ad, withNewItems: [])
    #expect(Array(other) == ["P0"])
    #expect(replaced == removed)
    #expect(feed[source: .ad].isEmpty)
  }

  @Test func aRulesChange() {
    var feed = Self.feed(SlotLayout(pattern: [.post, .ad]), posts: 3, ads: 3)
    let old = feed
    let changes = feed.replaceLayout(
      with: SlotLayout(pattern: [.post, .post, .ad], repeatables: [.post]))
    #expect(Array(feed) == ["P0", "P1", "A0", "P2"])
    #expect(changes.removals == [3, 5])
    #expect(changes.moves.count == 1)
    Self.expectValid(changes, from: old, to: feed)
  }

  @Test func mutationsThatChangeNothing() {
    var feed = Self.feed(Self.postsThenAd, posts: 4, ads: 1)
    let old = feed
    #expect(feed.append(contentsOf: [], to: .ad).isEmpty)
    #expect(feed.insert(contentsOf: [], atOffset: 2, in: .post).isEmpty)
    #expect(feed.remove(atOffsets: [], in: .post).isEmpty)
    #expect(feed.remove(atOffsets: [], in: .banner).isEmpty)
    #expect(feed.replaceLayout(with: Self.postsThenAd).isEmpty)
    // Posts past the end of the layout change nothing on screen.
    #expect(Array(feed) == Array(old))
  }

  @Test func removingOffsetsInAnyOrder() {
    var feed = Self.feed(SlotLayout(pattern: [.post]), posts: 6)
    let changes = feed.remove(atOffsets: [4, 1, 4, 2], in: .post)
    #expect(Array(feed) == ["P0", "P3", "P5"])
    #expect(changes == SlotChangeSet(removals: [1, 2, 4]))
  }

  @Test func appendingAKindTheFeedHasNotMet() {
    var feed = SlotCollection<String, String>(
      layout: SlotLayout(pattern: ["a"], fixed: [1: "new"]), sources: ["a": ["a0", "a1"]])
    let changes = feed.append(contentsOf: ["n0"], to: "new")
    #expect(Array(feed) == ["a0", "n0", "a1"])
    #expect(changes == SlotChangeSet(insertions: [1]))
    let inserted = feed.insert(contentsOf: ["m0"], atOffset: 0, in: "other")
    #expect(inserted.isEmpty)
    #expect(feed[source: "other"] == ["m0"])
  }

  // MARK: - Cost, counted in positions

  /// A feed of posts with one ad every three posts while the ads last.
  static func bigFeed(posts: Int, ads: Int) -> SlotCollection<Kind, Int> {
    var feed = SlotCollection<Kind, Int>(
      layout: SlotLayout(pattern: [.post, .post, .post, .ad], repeatables: [.post]))
    feed[source: .post] = Array(0..<posts)
    feed[source: .ad] = Array(0..<ads)
    return feed
  }

  /// Returns the number of positions that the comparison of `old` with
  /// `new` walks one by one, when the mutation renamed the old items by
  /// `mapping`.
  static func walked(
    from old: SlotCollection<Kind, Int>, to new: SlotCollection<Kind, Int>,
    mapping: _ItemMapping = _ItemMapping()
  ) -> Int {
    let ends = old._plan._commonEnds(with: new._plan, mapping: mapping)
    return old.count + new.count - 2 * (ends.prefix + ends.suffix)
  }

  @Test(arguments: [10_000, 1_000_000])
  func appendingAPageOfAdsCostsThePage(posts: Int) {
    let old = Self.bigFeed(posts: posts, ads: 100)
    var new = old
    let changes = new.append(contentsOf: 100..<1_100, to: .ad)
    // 1,000 ads go in after every third post from post 300 on; nothing else
    // changes order, and only their stretch is walked.
    #expect(changes.insertions == (0..<1_000).map { 403 + 4 * $0 })
    #expect(changes.removals.isEmpty && changes.moves.isEmpty)
    #expect(Self.walked(from: old, to: new) <= 7_000)
  }

  @Test(arguments: [10_000, 1_000_000])
  func appendingAPageOfPostsCostsThePage(posts: Int) {
    let old = Self.bigFeed(posts: posts, ads: 100)
    var new = old
    let changes = new.append(contentsOf: posts..<posts + 1_000, to: .post)
    #expect(changes == SlotChangeSet(insertions: Array(old.count..<old.count + 1_000)))
    #expect(Self.walked(from: old, to: new) == 1_000)
  }

  @Test(arguments: [10_000, 1_000_000])
  func editingNearTheEndCostsTheEdit(posts: Int) {
    // Posts from 300 on sit alone at the end, post x at position x + 100.
    let old = Self.bigFeed(posts: posts, ads: 100)
    let count = old.count
    let post = old._table.identifier(of: .post)!
    var new = old
    let removed = new.remove(atOffsets: posts - 20..<posts - 10, in: .post)
    #expect(removed == SlotChangeSet(removals: Array(count - 20..<count - 10)))
    let removal = _ItemMapping.removing(sortedOffsets: Array(posts - 20..<posts - 10), kind: post)
    #expect(Self.walked(from: old, to: new, mapping: removal) == 10)

    let middle = new
    let inserted = new.insert(contentsOf: [-1, -2], atOffset: posts - 30, in: .post)
    #expect(inserted == SlotChangeSet(insertions: [count - 30, count - 29]))
    let insertion = _ItemMapping.inserting(count: 2, atOffset: posts - 30, kind: post)
    #expect(Self.walked(from: middle, to: new, mapping: insertion) == 2)
  }
}
