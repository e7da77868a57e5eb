//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// Diffs between two whole feeds, by source position and by identity.
@Suite struct SlotCollectionDifferenceTests {
  typealias Tagged = TaggedItem

  @Test func identifiableItemsAreKnownByTheirID() {
    var feed = SlotCollection<String, Tagged>(layout: SlotLayout(pattern: ["post"]))
    feed[source: "post"] = [Tagged(id: 0), Tagged(id: 1), Tagged(id: 2)]
    let old = feed
    feed[source: "post"] = [Tagged(id: 2, revision: 1), Tagged(id: 0), Tagged(id: 1)]
    #expect(feed.changeSet(from: old) == SlotChangeSet(moves: [.init(from: 2, to: 0)]))
    // By source position, nothing moved: offset 0 is still offset 0.
    #expect(feed._changeSetBySourcePosition(from: old).isEmpty)
    // A closure chooses another identity.
    #expect(
      feed.changeSet(from: old) { $0.revision }
        == SlotChangeSet(removals: [0, 1, 2], insertions: [0, 1, 2]))
  }

  @Test func duplicateIdentitiesAreRemovedAndInserted() {
    var feed = SlotCollection<String, Tagged>(layout: SlotLayout(pattern: ["post"]))
    feed[source: "post"] = [1, 1, 2, 3].map { Tagged(id: $0) }
    let old = feed
    feed[source: "post"] = [1, 2, 1, 3].map { Tagged(id: $0) }
    let changes = feed.changeSet(from: old)
    #expect(changes == SlotChangeSet(removals: [0, 1], insertions: [0, 2]))
    let problems = ChangeSetChecker(from: Array(old).map(\.id), to: Array(feed).map(\.id))
      .mismatches(in: changes, throughCollectionDifference: true)
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test func theSameIDInTwoKindsIsTwoItems() {
    var feed = SlotCollection<String, Tagged>(layout: SlotLayout(pattern: ["post", "ad"]))
    feed[source: "post"] = [Tagged(id: 1)]
    feed[source: "ad"] = [Tagged(id: 1)]
    let old = feed
    feed.layout.pattern = ["ad", "post"]
    #expect(feed.changeSet(from: old) == SlotChangeSet(moves: [.init(from: 1, to: 0)]))
  }

  @Test func kindsMayBeMetInAnyOrder() {
    let layout = SlotLayout(pattern: ["post", "post", "ad"], repeatables: ["post"])
    var first = SlotCollection<String, String>()
    first[source: "post"] = ["P0", "P1", "P2"]
    first[source: "ad"] = ["A0"]
    first.layout = layout
    var second = SlotCollection<String, String>()
    second[source: "ad"] = ["A0", "A1"]
    second[source: "post"] = ["P0", "P1", "P2", "P3"]
    second.layout = layout
    #expect(second._table.kinds != first._table.kinds)
    let changes = second.changeSetBySourcePosition(from: first)
    #expect(Array(second) == ["P0", "P1", "A0", "P2", "P3", "A1"])
    #expect(changes == SlotChangeSet(insertions: [4, 5]))
    #expect(second.changeSet(from: first, identifiedBy: { $0 }) == changes)
  }

  @Test func kindsTheNewFeedDoesNotKnowLeave() {
    let old = SlotCollection<String, String>(
      layout: SlotLayout(pattern: ["post", "old"]),
      sources: ["post": ["P0", "P1"], "old": ["O0", "O1"]])
    let new = SlotCollection<String, String>(
      layout: SlotLayout(pattern: ["post"]), sources: ["post": ["P0", "P1"]])
    #expect(new.changeSetBySourcePosition(from: old) == SlotChangeSet(removals: [1, 3]))
    #expect(new.changeSet(from: old, identifiedBy: { $0 }) == SlotChangeSet(removals: [1, 3]))
  }

  @Test func emptyFeeds() {
    let empty = SlotCollection<String, String>()
    let full = SlotCollection<String, String>(
      layout: SlotLayout(pattern: ["a"]), sources: ["a": ["a0", "a1"]])
    #expect(empty.changeSetBySourcePosition(from: empty).isEmpty)
    #expect(full.changeSetBySourcePosition(from: empty) == SlotChangeSet(insertions: [0, 1]))
    #expect(empty.changeSetBySourcePosition(from: full) == SlotChangeSet(removals: [0, 1]))
    #expect(empty.changeSet(from: full, identifiedBy: { $0 }) == SlotChangeSet(removals: [0, 1]))
  }

  /// Random pairs of feeds with random rules, whose items are drawn from a
  /// small pool of identities, so that both share items and repeat them.
  @Test(arguments: 0..<4)
  func randomPairsOfFeeds(block: Int) {
    for index in 0..<500 {
      let seed = UInt64(1_000_000 + block * 500 + index)
      if let failure = Self.comparePairOfFeeds(seed: seed) {
        Issue.record(Comment(rawValue: failure))
        return
      }
    }
  }

  /// Draws the two feeds of `seed` and checks both diffs between them;
  /// returns the first failure, with its seed, or `nil`.
  static func comparePairOfFeeds(seed: UInt64) -> String? {
    var random = SeededRandom(seed: seed)
    let rules = RandomRules.letters
    /// A feed whose items are numbers from a pool of a dozen or a thousand
    /// a kind; the same number in two kinds is two items.
    func randomFeed() -> SlotCollection<String, Int> {
      let layout = SlotLayout(rules.rules(using: &random))
      var sources: [String: [Int]] = [:]
      for (kindIndex, kind) in rules.allKinds.enumerated() where random.chance(70) {
        let pool = random.chance(50) ? 12 : 1_000
        sources[kind] = (0..<random.within(0...10)).map { _ in
          kindIndex << 32 | random.below(pool)
        }
      }
      return SlotCollection(layout: layout, sources: sources)
    }
    let old = randomFeed()
    var new = random.chance(30) ? old : randomFeed()
    if random.chance(30) { new.layout = old.layout }

    let byIdentity = new.changeSet(from: old, identifiedBy: { $0 })
    let problems = ChangeSetChecker(from: Array(old), to: Array(new))
      .mismatches(in: byIdentity, throughCollectionDifference: true)
    if !problems.isEmpty {
      return "seed \(seed): \(byIdentity) from \(Array(old)) to \(Array(new)): \(problems)"
    }

    let positionProblems = ChangeSetChecker.mismatchesOfDiffBySourcePosition(from: old, to: new)
    if !positionProblems.isEmpty {
      return "seed \(seed): from \(Array(old)) to \(Array(new)): \(positionProblems)"
    }
    return nil
  }

  /// A bigger feed with one edit in a hundred, scattered: valid, and it
  /// removes and inserts exactly the edited items.
  @Test func aScatteredOnePercentChange() {
    var random = SeededRandom(seed: 7)
    var nextID = 0
    func items(_ count: Int) -> [Int] {
      defer { nextID += count }
      return Array(nextID..<nextID + count)
    }
    let layout = SlotLayout(pattern: ["a", "a", "a", "b"], repeatables: ["a"], fixed: [5: "p"])
    let old = SlotCollection(
      layout: layout, sources: ["a": items(3_000), "b": items(500), "p": items(1)])
    var new = old
    for _ in 0..<20 {
      let kind = random.element(of: ["a", "b"])
      let offset = random.below(new[source: kind].count)
      if random.chance(50) {
        _ = new.remove(atOffsets: [offset], in: kind)
      } else {
        _ = new.insert(contentsOf: items(1), atOffset: offset, in: kind)
      }
    }
    let changes = new.changeSet(from: old, identifiedBy: { $0 })
    let problems = ChangeSetChecker(from: Array(old), to: Array(new))
      .mismatches(in: changes, throughCollectionDifference: true)
    #expect(problems.isEmpty, "\(problems)")
  }
}
