//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// An item named as the Placements article names it, with a group.
struct GroupedItem: Hashable, SlotGrouping, CustomStringConvertible {
  var name: String
  var slotGroup: String?

  init(_ name: String, group: String? = nil) {
    self.name = name
    slotGroup = group
  }

  var description: String { name }
}

/// Placements in `SlotCollection`: the Placements article's worked examples verbatim,
/// then seeded random rules with placements and mutations, every read and
/// every change set against the naive reference.
@Suite("SlotCollection with placements")
struct SlotCollectionPlacementsTests {
  static func items(_ prefix: String, _ offsets: Range<Int>) -> [String] {
    offsets.map { "\(prefix)\($0)" }
  }

  static let adsThenUsers = SlotLayout<String>(
    pattern: ["post"], repeatables: ["post"],
    placements: [
      SlotPlacement(kind: "ad", every: 3), SlotPlacement(kind: "user", every: 6, first: 5),
    ])

  static let sources = [
    "post": items("p", 0..<10), "ad": items("a", 0..<10), "user": items("u", 0..<10),
  ]

  @Test("Ads every 3 rows, then users every 6 rows from row 5")
  func adsThenUsers() {
    let feed = SlotCollection(layout: Self.adsThenUsers, sources: Self.sources)
    let expected = "p0 p1 a0 p2 p3 a1 p4 u0 p5 a2 p6 p7 a3 p8 u1 p9 a4"
    #expect(feed.joined(separator: " ") == expected)
    let words = expected.split(separator: " ").map(String.init)
    guard feed.count == words.count else { return }
    let kinds = ["p": "post", "a": "ad", "u": "user"]
    for (position, word) in words.enumerated() {
      let kind = kinds[String(word.prefix(1))]!
      let offset = Int(word.dropFirst())!
      #expect(feed.kind(at: position) == kind)
      #expect(feed.sourcePosition(at: position) == SourcePosition(kind: kind, offset: offset))
      #expect(feed.index(ofOffset: offset, in: kind) == position)
    }
    // Items left over are not shown.
    #expect(feed.index(ofOffset: 5, in: "ad") == nil)
    #expect(feed.index(ofOffset: 2, in: "user") == nil)
    #expect(CollectionChecker.mismatches(in: feed, expected: words) == [])

    // Without posts there are no rows at all.
    var noPosts = Self.sources
    noPosts["post"] = nil
    #expect(SlotCollection(layout: Self.adsThenUsers, sources: noPosts).isEmpty)
  }

  @Test("Users ahead of ads in the order")
  func usersThenAds() {
    var layout = Self.adsThenUsers
    layout.placements.reverse()
    let feed = SlotCollection(layout: layout, sources: Self.sources)
    #expect(feed.joined(separator: " ") == "p0 p1 a0 p2 p3 u0 p4 a1 p5 p6 a2 p7 u1 p8 a3 p9")
  }

  @Test("Separation holds an ad back, and the ads behind it wait")
  func separation() {
    let layout = SlotLayout<String>(
      pattern: ["post"], repeatables: ["post"],
      placements: [SlotPlacement(kind: "ad", every: 2, first: 1, separation: 4)])
    let feed = SlotCollection(
      layout: layout,
      sources: [
        "post": Self.items("p", 0..<6).map { GroupedItem($0) },
        "ad": [
          GroupedItem("a0", group: "N"), GroupedItem("a1", group: "N"),
          GroupedItem("a2", group: "A"),
        ],
      ])
    #expect(feed.map(\.name).joined(separator: " ") == "p0 a0 p1 p2 p3 a1 p4 a2 p5")
  }

  /// Ten ads of ten groups go steadily, so the walk repeats their period
  /// and checks the groups of the repeated items: the eleventh ad's group
  /// came 20 rows before, and a separation of `Int.max` holds it, and the
  /// ads behind it, for good.
  @Test("A separation of Int.max holds a group's second ad for good, after a steady start")
  func endlessSeparation() {
    let layout = SlotLayout<String>(
      pattern: ["post"], repeatables: ["post"],
      placements: [SlotPlacement(kind: "ad", every: 2, separation: .max)])
    let feed = SlotCollection(
      layout: layout,
      sources: [
        "post": Self.items("p", 0..<100).map { GroupedItem($0) },
        "ad": (0..<40).map { GroupedItem("a\($0)", group: "g\($0 % 10)") },
      ])
    #expect(feed.count == 110)
    #expect(feed.filter { $0.name.hasPrefix("a") }.map(\.name) == (0..<10).map { "a\($0)" })
    #expect(feed[1].name == "a0" && feed[19].name == "a9" && feed[21].name == "p11")
  }

  @Test("Mutations of a placed kind's source lay the placements again")
  func placedSourceMutations() {
    var feed = SlotCollection(layout: Self.adsThenUsers, sources: Self.sources)
    var old = Array(feed)
    var changes = feed.remove(atOffsets: [0], in: "ad")
    #expect(feed.joined(separator: " ") == "p0 p1 a1 p2 p3 a2 p4 u0 p5 a3 p6 p7 a4 p8 u1 p9 a5")
    #expect(ChangeSetChecker(from: old, to: Array(feed)).mismatches(in: changes) == [])

    old = Array(feed)
    changes = feed.replaceSource(of: "user", withNewItems: [])
    #expect(feed.joined(separator: " ") == "p0 p1 a1 p2 p3 a2 p4 p5 a3 p6 p7 a4 p8 p9 a5")
    #expect(ChangeSetChecker(from: old, to: Array(feed)).mismatches(in: changes) == [])

    old = Array(feed)
    changes = feed.replaceLayout(with: SlotLayout(pattern: ["post"], repeatables: ["post"]))
    #expect(feed.joined(separator: " ") == Self.items("p", 0..<10).joined(separator: " "))
    #expect(ChangeSetChecker(from: old, to: Array(feed)).mismatches(in: changes) == [])
  }

  // MARK: - Against the naive reference

  /// Rules with placements, and sources, drawn from a seed, then a few
  /// mutations; every read of the feed against the naive reference after
  /// each, and every change set against its contract.
  @Test("Random rules with placements and their mutations", arguments: 0..<8)
  func randomSequences(block: Int) {
    // 400 sequences in all, and 1,200 with the long sizes.
    let perBlock = TestSize.scaled(50, long: 150)
    for index in 0..<perBlock {
      let seed = UInt64(block * perBlock + index)
      if let failure = Self.run(seed: seed) {
        Issue.record(Comment(rawValue: failure))
        return
      }
    }
  }

  /// Sources of up to 600 items, so that cadences stay steady over long
  /// stretches and the engine repeats their periods instead of walking
  /// them: every row, reverse look-up and iteration against the naive
  /// reference.
  @Test("Random rules with placements over long sources", arguments: 0..<4)
  func longSources(block: Int) {
    // 40 layouts in all, and 200 with the long sizes.
    let perBlock = TestSize.scaled(10, long: 50)
    let generator = RandomRules.letters
    for index in 0..<perBlock {
      let seed = UInt64(10_000 + block * perBlock + index)
      var random = SeededRandom(seed: seed)
      let rules = generator.rules(using: &random, withPlacements: true)
      var counts: [String: Int] = [:]
      for kind in generator.allKindsWithPlacements { counts[kind] = random.within(0...600) }
      let model = FeedModel(rules: rules, counts: counts, kinds: generator.allKindsWithPlacements)
      if let problem = FeedChecker(model).mismatches(in: model.makeTaggedFeed()).first {
        Issue.record("seed \(seed): \(rules): \(problem)")
        return
      }
    }
  }

  /// Runs the sequence of `seed`; returns the first failure, with the seed
  /// and the configuration, or `nil`.
  static func run(seed: UInt64) -> String? {
    var random = SeededRandom(seed: seed)
    var rules = RandomRules.letters
    rules.largestSource = 30
    var model = FeedModel(randomFrom: rules, using: &random, withPlacements: true)
    var feed = model.makeTaggedFeed()
    if let problem = FeedChecker(model).mismatches(in: feed).first {
      return "seed \(seed): \(model): \(problem)"
    }
    if feed.count <= 12 {
      let expected = FeedChecker(model).expectedItems.map(FeedModel<String>.taggedItem)
      if let problem = CollectionChecker.mismatches(in: feed, expected: expected).first {
        return "seed \(seed): \(model): \(problem)"
      }
    }
    for step in 0..<random.within(2...4) {
      let mutation = model.randomMutation(from: rules, using: &random, withPlacements: true)
      let before = model
      let old = feed
      model.apply(mutation)
      let changes: SlotChangeSet?
      if random.chance(80) {
        changes = mutation.apply(to: &feed, after: model)
      } else {
        mutation.applyBySetting(to: &feed, after: model)
        changes = nil
      }
      if let problem = FeedChecker(model).mismatches(in: feed).first {
        return "seed \(seed), step \(step): \(mutation) on \(before): \(problem)"
      }
      if let problem = check(changes, from: old, to: feed) {
        return "seed \(seed), step \(step): \(mutation) on \(before): \(problem)"
      }
    }
    return nil
  }

  /// Checks a mutation's change set, the diff by identity and the diff by
  /// source position.
  static func check(
    _ changes: SlotChangeSet?, from old: SlotCollection<String, TaggedItem>,
    to new: SlotCollection<String, TaggedItem>
  ) -> String? {
    let oldItems = Array(old)
    let newItems = Array(new)
    let byItem = ChangeSetChecker(from: oldItems.map(\.id), to: newItems.map(\.id))
    if let changes {
      let problems = byItem.mismatches(in: changes, throughCollectionDifference: true)
      if !problems.isEmpty {
        return "mutation's \(changes) from \(oldItems) to \(newItems): \(problems)"
      }
    }
    let byIdentity = new.changeSet(from: old, identifiedBy: \.id)
    let problems = byItem.mismatches(in: byIdentity)
    if !problems.isEmpty { return "diff by identity \(byIdentity): \(problems)" }
    let bySourcePosition = ChangeSetChecker.mismatchesOfDiffBySourcePosition(from: old, to: new)
    if !bySourcePosition.isEmpty { return bySourcePosition.joined(separator: "; ") }
    return nil
  }

  /// Runs one sequence again; handy when a seed fails.
  @Test func replay() {
    #expect(Self.run(seed: 0) == nil)
  }

  @Test("An item replaced while no rule keeps its kind's groups apart is read again when one does")
  func replaceWhileNotSeparated() {
    let spaced = SlotLayout<String>(
      pattern: ["post"], repeatables: ["post"],
      placements: [SlotPlacement(kind: "ad", every: 2, first: 1, separation: 4)])
    let plain = SlotLayout<String>(
      pattern: ["post"], repeatables: ["post"],
      placements: [SlotPlacement(kind: "ad", every: 2, first: 1)])
    var sources = [
      "post": Self.items("p", 0..<6).map { GroupedItem($0) },
      "ad": [
        GroupedItem("a0", group: "N"), GroupedItem("a1", group: "A"),
        GroupedItem("a2", group: "A"),
      ],
    ]
    var feed = SlotCollection(layout: spaced, sources: sources)
    #expect(feed.map(\.name).joined(separator: " ") == "p0 a0 p1 a1 p2 p3 p4 a2 p5")
    // Under rules that keep no groups apart, a1 takes group N unseen...
    _ = feed.replaceLayout(with: plain)
    _ = feed.replace(at: 3, with: GroupedItem("a1", group: "N"))
    // ...and back under the spaced rules, the layout reads its new group:
    // the feed is the one made from its items.
    _ = feed.replaceLayout(with: spaced)
    sources["ad"]![1] = GroupedItem("a1", group: "N")
    #expect(feed.map(\.name) == SlotCollection(layout: spaced, sources: sources).map(\.name))
    #expect(feed.map(\.name).joined(separator: " ") == "p0 a0 p1 p2 p3 a1 p4 a2 p5")
  }

  @Test("Replacing a placed item lays the placements again when its group changes")
  func replaceChangesGroup() {
    let layout = SlotLayout<String>(
      pattern: ["post"], repeatables: ["post"],
      placements: [SlotPlacement(kind: "ad", every: 2, first: 1, separation: 4)])
    var feed = SlotCollection(
      layout: layout,
      sources: [
        "post": Self.items("p", 0..<6).map { GroupedItem($0) },
        "ad": [
          GroupedItem("a0", group: "N"), GroupedItem("a1", group: "A"),
          GroupedItem("a2", group: "A"),
        ],
      ])
    #expect(feed.map(\.name).joined(separator: " ") == "p0 a0 p1 a1 p2 p3 p4 a2 p5")
    guard feed.count == 9 else { return }
    let old = Array(feed)
    // a1 joins group N: it waits until row 5, a2 behind it.
    let changes = feed.replace(at: 3, with: GroupedItem("a1", group: "N"))
    #expect(feed.map(\.name).joined(separator: " ") == "p0 a0 p1 p2 p3 a1 p4 a2 p5")
    let new = Array(feed)
    // The row of a1 moved with new contents: a removal and an insertion,
    // as for any other item that changed (an update stays in place).
    var oldNames = old.map(\.name)
    oldNames[3] = "a1 (old)"
    #expect(ChangeSetChecker(from: oldNames, to: new.map(\.name)).mismatches(in: changes) == [])
    if changes.insertions.allSatisfy(new.indices.contains) {
      #expect(changes.applied(to: old) { new[$0] } == new)
    }
  }
}
