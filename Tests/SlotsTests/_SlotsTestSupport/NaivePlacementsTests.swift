//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// The naive reference of placements against the Placements article's worked examples,
/// so that the differential tests compare the engine with a reference known
/// to be right.
@Suite("The naive reference of placements")
struct NaivePlacementsTests {
  /// Rows as the Placements article writes them: the kind's first letter and the offset.
  static func words(_ slots: [NaiveSlot<String>]) -> String {
    slots.map { "\($0.kind.prefix(1))\($0.offset)" }.joined(separator: " ")
  }

  static let posts = NaiveRules<String>(pattern: ["post"], repeatables: ["post"])
  static let counts = ["post": 10, "ad": 10, "user": 10]

  @Test("Ads every 3 rows, then users every 6 rows from row 5")
  func adsThenUsers() {
    var rules = Self.posts
    rules.placements = [
      NaivePlacement(kind: "ad", every: 3), NaivePlacement(kind: "user", every: 6, first: 5),
    ]
    #expect(
      Self.words(naiveLayout(rules, counts: Self.counts))
        == "p0 p1 a0 p2 p3 a1 p4 u0 p5 a2 p6 p7 a3 p8 u1 p9 a4")
    // Without posts there are no rows at all.
    #expect(naiveLayout(rules, counts: ["ad": 10, "user": 10]).isEmpty)
    #expect(naiveLayout(rules, counts: ["post": 0, "ad": 10, "user": 10]).isEmpty)
  }

  @Test("Users ahead of ads in the order")
  func usersThenAds() {
    var rules = Self.posts
    rules.placements = [
      NaivePlacement(kind: "user", every: 6, first: 5), NaivePlacement(kind: "ad", every: 3),
    ]
    #expect(
      Self.words(naiveLayout(rules, counts: Self.counts))
        == "p0 p1 a0 p2 p3 u0 p4 a1 p5 p6 a2 p7 u1 p8 a3 p9")
  }

  @Test("Separation holds an item back, and the items behind it wait")
  func separation() {
    var rules = Self.posts
    rules.placements = [NaivePlacement(kind: "ad", every: 2, first: 1, separation: 4)]
    let groups = ["N", "N", "A"]
    let slots = naiveLayout(rules, counts: ["post": 6, "ad": 3]) { kind, offset in
      kind == "ad" ? groups[offset] : nil
    }
    #expect(Self.words(slots) == "p0 a0 p1 p2 p3 a1 p4 a2 p5")
  }

  @Test("Limit, first row 0 and every 1 at the edges")
  func edges() {
    var rules = Self.posts
    rules.placements = [NaivePlacement(kind: "ad", every: 1, first: 0, limit: 3)]
    // A gap holds one placed row: every 1 alternates.
    #expect(Self.words(naiveLayout(rules, counts: ["post": 4, "ad": 9])) == "a0 p0 a1 p1 a2 p2 p3")
    rules.placements = [NaivePlacement(kind: "ad", every: 1, first: 0, limit: 0)]
    #expect(Self.words(naiveLayout(rules, counts: ["post": 2, "ad": 9])) == "p0 p1")
    // The last gap, after the last main row, can take a placed row.
    rules.placements = [NaivePlacement(kind: "ad", every: 1, first: 1)]
    #expect(Self.words(naiveLayout(rules, counts: ["post": 1, "ad": 9])) == "p0 a0")
  }

  /// Rows of a naive live feed as the Placements article writes them.
  static func words(_ feed: NaiveLiveFeed<String>) -> String {
    var words = feed.rows.map(\.element)
    words.insert("|", at: feed.settledCount)
    return words.joined(separator: " ")
  }

  static func items(_ prefix: String, _ offsets: ClosedRange<Int>) -> [String] {
    offsets.map { "\(prefix)\($0)" }
  }

  @Test("A late ad lands at the frontier, and a hidden ad still counts")
  func liveFeed() {
    var feed = NaiveLiveFeed<String>(
      layout: SlotLayout(
        pattern: ["post"], repeatables: ["post"],
        placements: [SlotPlacement(kind: "ad", every: 4)]))
    feed.append(Self.items("p", 0...7), to: "post")
    #expect(Self.words(feed) == "| p0 p1 p2 p3 p4 p5 p6 p7")

    feed.settle(through: 5)
    #expect(Self.words(feed) == "p0 p1 p2 p3 p4 p5 | p6 p7")
    #expect(feed.state.ruleRow == 6 && feed.state.gapOpen)
    #expect((feed.state.placements["ad"]?.count ?? 0) == 0)

    feed.append(["a0", "a1"], to: "ad")
    #expect(Self.words(feed) == "p0 p1 p2 p3 p4 p5 | a0 p6 p7")

    feed.append(["p8", "p9"], to: "post")
    #expect(Self.words(feed) == "p0 p1 p2 p3 p4 p5 | a0 p6 p7 p8 a1 p9")

    feed.settle(through: 7)
    #expect(Self.words(feed) == "p0 p1 p2 p3 p4 p5 a0 p6 | p7 p8 a1 p9")
    #expect(feed.state.ruleRow == 8 && feed.state.gapOpen)
    #expect(feed.state.placements["ad"] == NaivePlacementState(count: 1, last: 6))

    feed.remove(at: 6)
    #expect(Self.words(feed) == "p0 p1 p2 p3 p4 p5 p6 | p7 p8 a1 p9")
    #expect(feed.tail().map(\.after.ruleRow) == [9, 10, 11, 12])
    #expect(feed.tail()[2].row.kind == "ad")
  }

  @Test("With nothing settled, the live tail is the collection's rows")
  func liveTailIsTheCollection() {
    var rules = Self.posts
    rules.placements = [
      NaivePlacement(kind: "ad", every: 3), NaivePlacement(kind: "user", every: 6, first: 5),
    ]
    var feed = NaiveLiveFeed<String>(layout: SlotLayout(rules))
    feed.append(Self.items("p", 0...9), to: "post")
    feed.append(Self.items("a", 0...9), to: "ad")
    feed.append(Self.items("u", 0...9), to: "user")
    #expect(Self.words(feed) == "| p0 p1 a0 p2 p3 a1 p4 u0 p5 a2 p6 p7 a3 p8 u1 p9 a4")
  }

  @Test("The open gap at the frontier takes a placed row with no main row below")
  func openGapWithEmptyMainTail() {
    var feed = NaiveLiveFeed<String>(
      layout: SlotLayout(
        pattern: ["post"], placements: [SlotPlacement(kind: "ad", every: 1, first: 0)]))
    feed.append(["a0", "a1"], to: "ad")
    // No rule row yet: the gap before the first main row needs a main row.
    #expect(Self.words(feed) == "|")
    feed.append(["p0"], to: "post")
    #expect(Self.words(feed) == "| a0 p0 a1")
    feed.settle(through: 1)
    #expect(Self.words(feed) == "a0 p0 | a1")
    #expect(feed.state.gapOpen && feed.state.ruleRow == 2)
    feed.settle(through: 2)
    #expect(!feed.state.gapOpen && feed.state.ruleRow == 3)
    feed.append(["a2"], to: "ad")
    #expect(Self.words(feed) == "a0 p0 a1 |")
  }

  @Test("A new separation prunes the groups a placement carries")
  func replaceLayoutPrunesGroups() {
    var feed = NaiveLiveFeed<String>(
      layout: SlotLayout(
        pattern: ["post"], repeatables: ["post"],
        placements: [SlotPlacement(kind: "ad", every: 1, first: 0, separation: 6)]),
      group: { $0.hasPrefix("a") ? "N" : nil })
    feed.append(Self.items("p", 0...9), to: "post")
    feed.append(Self.items("a", 0...3), to: "ad")
    // a0 at row 0; the next N ad not before row 6.
    #expect(Self.words(feed) == "| a0 p0 p1 p2 p3 p4 a1 p5 p6 p7 p8 p9 a2")
    feed.settle(through: 3)
    #expect(feed.state.placements["ad"] == NaivePlacementState(count: 1, last: 0, groups: ["N": 0]))
    feed.replaceLayout(
      with: SlotLayout(
        pattern: ["post"], repeatables: ["post"],
        placements: [SlotPlacement(kind: "ad", every: 1, first: 0, separation: 3)]))
    #expect(feed.state.placements["ad"] == NaivePlacementState(count: 1, last: 0))
    #expect(Self.words(feed) == "a0 p0 p1 p2 | a1 p3 p4 a2 p5 p6 a3 p7 p8 p9")
  }

  @Test("demand counts every item of a placed kind as having no group")
  func demand() {
    var feed = NaiveLiveFeed<String>(
      layout: SlotLayout(
        pattern: ["post"], repeatables: ["post"],
        placements: [SlotPlacement(kind: "ad", every: 2, first: 1, separation: 4)]),
      group: { $0.hasPrefix("a") ? "N" : nil })
    feed.append(Self.items("p", 0...5), to: "post")
    feed.append(["a0", "a1"], to: "ad")
    #expect(Self.words(feed) == "| p0 a0 p1 p2 p3 a1 p4 p5")
    // Ungrouped ads would take rows 1, 3, 5, 7 of the first 8.
    #expect(feed.demand(for: "ad", within: 8) == 2)
    #expect(feed.demand(for: "ad", within: 2) == 0)
    #expect(feed.demand(for: "ad", within: 4) == 1)
  }

  @Test("Items keep their seeded group, and describe it")
  func groups() {
    #expect(TaggedItem.seededGroup(of: 41) == TaggedItem.seededGroup(of: 41))
    let groups = Set((0..<200).map(TaggedItem.seededGroup(of:)))
    #expect(groups == [nil, "A", "B", "C"])
    #expect(TaggedItem(id: 3, group: "N").description == "#3/N")
    #expect(TaggedItem(id: 3, group: "N").slotGroup == "N")
    #expect(LiveItem(kind: "u", id: 7, version: 1, group: "B").description == "u7v1/B")
    #expect(LiveItem(kind: "u", id: 7).slotGroup == nil)
  }
}
