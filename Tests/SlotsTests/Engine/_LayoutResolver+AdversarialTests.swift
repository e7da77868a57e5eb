//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// Inputs at the edges of what the engine accepts: huge rules, huge sources,
/// extreme positions and degenerate kinds. Each is compared with the naive
/// reference where the reference can build the list; the largest feed is
/// checked by arithmetic at sampled positions.
@Suite("Adversarial inputs")
struct AdversarialTests {
  /// Rules and source sizes, changed step by step by each test.
  struct Configuration {
    var rules = NaiveRules<String>()
    var counts: [String: Int] = [:]

    /// The model of these rules and sizes; `z` has no source.
    var model: FeedModel<String> {
      FeedModel(rules: rules, counts: counts, kinds: ["a", "b", "c", "d", "e", "h", "p", "q", "z"])
    }
  }

  /// Expects the typed feed and the 2.0 class to match the naive reference.
  func expectMatchesReference(
    _ configuration: Configuration,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let model = configuration.model
    let checker = FeedChecker(model)
    let mismatches =
      checker.mismatches(in: model.makeFeed()) + checker.mismatches(in: model.makeSlots())
    #expect(mismatches == [], "\(model)", sourceLocation: sourceLocation)
  }

  /// Draws `count` kinds from `kinds`, reproducibly.
  static func randomKinds(_ count: Int, from kinds: [String], seed: UInt64) -> [String] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in random.element(of: kinds) }
  }

  /// 20,000 entries, and 100,000 with the long sizes; the sources and the
  /// fixed positions scale with them.
  @Test("A pattern of tens of thousands of entries")
  func hugePattern() {
    let length = TestSize.scaled(20_000, long: 100_000)
    func percent(_ share: Int) -> Int { length / 100 * share }
    var configuration = Configuration()
    configuration.rules.pattern = Self.randomKinds(
      length, from: ["a", "b", "c", "d", "e"], seed: 1)
    configuration.rules.repeatables = ["a", "c"]
    configuration.rules.fixed = [3: "p", length / 2: "q", length - 1: "p"]
    // b and d run out in the first pass; a and c keep going for two more.
    configuration.counts = [
      "a": percent(45), "b": percent(15), "c": percent(50), "d": percent(12), "e": percent(20),
      "p": 2, "q": 1,
    ]
    expectMatchesReference(configuration)

    // With a fallback instead, which fills the slots of b and d, then those
    // of a, and ends the layout at the first slot it cannot fill.
    configuration.rules.fallback = "e"
    configuration.counts["e"] = percent(150)
    expectMatchesReference(configuration)

    // The plan describes the passes, not the items: a few runs.
    let feed = configuration.model.makeFeed()
    #expect(feed.count > percent(200))
    #expect(feed._plan.runs.count <= 4)
  }

  @Test("Fixed positions at Int.max, Int.min and next to them")
  func extremeFixedPositions() {
    var configuration = Configuration()
    configuration.rules.pattern = ["a", "b"]
    configuration.rules.repeatables = ["a"]
    configuration.rules.fixed = [
      Int.min: "p", Int.min + 1: "q", -1: "p", 0: "q", 2: "p",
      Int.max - 1: "q", Int.max: "p", 1 << 62: "q",
    ]
    configuration.counts = ["a": 5, "b": 2, "p": 9, "q": 9]
    expectMatchesReference(configuration)
    // Only 0: q and 2: p apply.
    let feed = configuration.model.makeFeed()
    #expect(feed.count == 9)
    #expect(feed.sourcePosition(at: 0) == SourcePosition(kind: "q", offset: 0))
    #expect(feed.index(ofOffset: 0, in: "p") == 2)
    #expect(feed.index(ofOffset: 1, in: "p") == nil)

    // A feed of only fixed kinds, whose pattern kind is present but empty.
    configuration.counts = ["a": 0, "p": 9, "q": 9]
    expectMatchesReference(configuration)

    // Look-ups at the extremes never trap.
    for position in [Int.min, Int.min + 1, -1, Int.max - 1, Int.max] {
      #expect(feed.element(at: position) == nil)
    }
    for offset in [Int.min, -1, Int.max] {
      #expect(feed.index(ofOffset: offset, in: "p") == nil)
      #expect(feed.index(ofOffset: offset, in: "a") == nil)
      #expect(feed.index(ofOffset: offset, in: "z") == nil)
    }
  }

  @Test("10,000,000 items, checked by arithmetic")
  func tenMillionItems() {
    // Header h, then (a a b) until b runs out, then a alone; q at 7,000,000.
    let aCount = 8_999_998
    let bCount = 1_000_000
    let feed = SlotCollection(
      layout: SlotLayout(
        pattern: ["a", "a", "b"], header: ["h"], repeatables: ["a"],
        fixed: [7_000_000: "q", Int.max: "q"]),
      sources: ["a": Array(0..<aCount), "b": Array(0..<bCount), "h": [0], "q": [0, 1]])
    #expect(feed.count == 10_000_000)

    /// Where the item at `position` comes from, by the rules worked out by hand.
    func origin(at position: Int) -> SourcePosition<String> {
      if position == 7_000_000 { return SourcePosition(kind: "q", offset: 0) }
      let sequential = position < 7_000_000 ? position : position - 1
      if sequential == 0 { return SourcePosition(kind: "h", offset: 0) }
      let patterned = sequential - 1
      if patterned >= 3 * bCount { return SourcePosition(kind: "a", offset: patterned - bCount) }
      let (pass, slot) = patterned.quotientAndRemainder(dividingBy: 3)
      return slot == 2
        ? SourcePosition(kind: "b", offset: pass)
        : SourcePosition(kind: "a", offset: 2 * pass + slot)
    }

    var samples = Array(Swift.stride(from: 0, to: feed.count, by: 9_973))
    samples += [1, 2, 3, 4, 2_999_999, 3_000_000, 3_000_001, 3_000_002]
    samples += [6_999_999, 7_000_000, 7_000_001, 9_999_998, 9_999_999]
    for position in samples {
      let expected = origin(at: position)
      let found = feed.sourcePosition(at: position)
      guard found == expected else {
        Issue.record("sourcePosition(at: \(position)) = \(found), expected \(expected)")
        return
      }
      guard feed[position] == expected.offset, feed.index(of: expected) == position else {
        Issue.record("subscript or index(of:) at \(position)")
        return
      }
    }
    #expect(feed.index(ofOffset: aCount, in: "a") == nil)
    #expect(feed.index(ofOffset: 1, in: "q") == nil)
    #expect(feed.element(at: 10_000_000) == nil)
    #expect(feed._plan.runs.count <= 4)
  }

  @Test("A header of 10,000 entries, finished or stopped")
  func hugeHeader() {
    var configuration = Configuration()
    configuration.rules.header = Self.randomKinds(10_000, from: ["a", "b", "c", "p"], seed: 2)
    configuration.rules.pattern = ["a", "b", "c"]
    configuration.rules.repeatables = ["b"]
    configuration.rules.fixed = [0: "q", 5_000: "q", 20_000: "q"]
    configuration.counts = ["a": 4_000, "b": 9_000, "c": 3_000, "p": 3_000, "q": 3]
    expectMatchesReference(configuration)

    // c runs out inside the header, which then stops: no fixed item applies.
    configuration.counts["c"] = 1_000
    configuration.rules.repeatables = nil
    expectMatchesReference(configuration)
    let feed = configuration.model.makeFeed()
    #expect(feed.index(ofOffset: 0, in: "q") == nil)
  }

  @Test("Every kind absent, or present and empty, lays out nothing")
  func everyKindAbsent() {
    var configuration = Configuration()
    configuration.rules = NaiveRules(
      pattern: ["a", "b"], header: ["c", "a"], repeatables: ["a", "b"],
      fixed: [0: "p", 1: "q"], fallback: "q")
    configuration.counts = [:]
    expectMatchesReference(configuration)
    configuration.counts = ["a": 0, "b": 0, "c": 0, "p": 0, "q": 0]
    expectMatchesReference(configuration)
    configuration.rules.fallback = nil
    expectMatchesReference(configuration)

    let feed = SlotCollection<String, Int>(layout: configuration.model.layout)
    #expect(feed.isEmpty)
    #expect(Array(feed).isEmpty)
    #expect(feed.element(at: 0) == nil)
    #expect(feed.index(ofOffset: 0, in: "a") == nil)
    #expect(feed._plan.runs.isEmpty)
  }

  /// Source sizes for the kind that is fallback, fixed and in the header.
  static let sharedKindCounts = [(0, 0), (0, 3), (1, 0), (1, 2), (2, 5), (3, 1), (4, 4), (6, 6)]

  @Test(
    "A kind that is the fallback, fixed and in the header at once",
    arguments: sharedKindCounts)
  func kindWithEveryRole(pCount: Int, bCount: Int) {
    var configuration = Configuration()
    configuration.rules = NaiveRules(
      pattern: ["a", "b"], header: ["p", "a", "p"], repeatables: ["b"],
      fixed: [0: "p", 3: "p", 6: "p", Int.max: "p"], fallback: "p")
    configuration.counts = ["a": 3, "b": bCount, "p": pCount]
    expectMatchesReference(configuration)
    // In the pattern too, which makes the fixed entries of p inert.
    configuration.rules.pattern = ["a", "p", "b"]
    expectMatchesReference(configuration)
    // Without the fallback, the repeatables count again.
    configuration.rules.fallback = nil
    expectMatchesReference(configuration)
  }
}
