//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

extension NaiveLiveFeed {
  /// `preloadDemand(for:within:)`, by its definition: the two tails with
  /// forty more items than the rows asked about of every kind in `kinds`
  /// but `kind` (with no group) — more than any kind of the random rules
  /// can take in those rows and a header — one with as many more of `kind`
  /// too (all of them with no group).
  func preloadDemand(for kind: String, within rowCount: Int, kinds: [String]) -> Int {
    guard rowCount > 0 else { return 0 }
    var others: [String: Int] = [:]
    for other in kinds where other != kind { others[other] = rowCount + 40 }
    var wanting = others
    wanting[kind] = rowCount + 40
    func rows(_ tail: [(row: Row, after: State)]) -> Int {
      tail.prefix(rowCount).filter { $0.row.kind == kind }.count
    }
    return rows(tail(extra: wanting, ungrouped: kind)) - rows(tail(extra: others))
  }

  /// The items of `kind` that no settled row shows.
  func pendingItems(of kind: String) -> [Element] {
    Array((sources[kind] ?? []).dropFirst(state.consumed[kind, default: 0]))
  }
}

@Suite("SlotFeed: pending items, their removal and preload demand")
struct SlotFeedPendingTests {
  /// The example of `pendingItems(of:)` and `removePending(of:where:)`.
  @Test("The documented example")
  func example() {
    var feed = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "post", "post", "ad"], repeatables: ["post"]))
    _ = feed.append(contentsOf: (0..<6).map { "p\($0)" }, to: "post")
    feed.settle(through: 5)
    _ = feed.append(contentsOf: ["a0"], to: "ad")
    _ = feed.append(contentsOf: ["p6", "p7", "p8"], to: "post")
    _ = feed.append(contentsOf: ["a1", "a2"], to: "ad")
    feed.settle(through: 8)
    let rows = ["p0", "p1", "p2", "p3", "p4", "p5", "a0", "p6", "p7", "p8", "a1"]
    #expect(Array(feed) == rows && feed.settledCount == 9)
    #expect(Array(feed.pendingItems(of: "ad")) == ["a1", "a2"])
    #expect(Array(feed.pendingItems(of: "post")) == ["p8"])
    #expect(feed.pendingItems(of: "nothing").isEmpty)
    // The settled ad is not offered.
    var offered: [String] = []
    let version = feed.version
    let changes = feed.removePending(of: "ad") {
      offered.append($0)
      return true
    }
    #expect(offered == ["a1", "a2"])
    #expect(changes.rowChanges == SlotChangeSet(removals: [10]))
    #expect(changes.fromVersion == version && changes.toVersion == version + 1)
    #expect(Array(feed) == rows.dropLast())
    #expect(feed.pendingItems(of: "ad").isEmpty)
    // Nothing matches: no change, the version stays.
    let none = feed.removePending(of: "post") { _ in false }
    #expect(none.isEmpty && none.fromVersion == version + 1 && none.toVersion == version + 1)
    #expect(feed.removePending(of: "unknown") { _ in true }.isEmpty)
    #expect(feed.version == version + 1)
  }

  /// The predicate sees each pending item once, oldest first, so that it
  /// can pick one by its place among them: the pager swaps an expired ad
  /// for the one pending item it chose this way.
  @Test("The predicate is called once a pending item, oldest first")
  func predicateOrder() {
    var feed = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "ad"], repeatables: ["post"]))
    _ = feed.append(contentsOf: ["p0", "p1", "p2"], to: "post")
    _ = feed.append(contentsOf: ["a0", "a1", "a2", "a3"], to: "ad")
    feed.settle(through: 1)
    #expect(feed.pendingItems(of: "ad") == ["a1", "a2", "a3"])
    var place = 0
    _ = feed.removePending(of: "ad") { _ in
      defer { place += 1 }
      return place == 1
    }
    #expect(place == 3)
    #expect(feed.pendingItems(of: "ad") == ["a1", "a3"])
  }

  /// Random sessions of every operation (the kit's `LiveFeedSession`),
  /// with and without placements; after each step the pending items and
  /// the preload demand of every kind are compared with the naive
  /// reference, and one step in four removes the pending items of a kind
  /// that match a random predicate, from the feed and from the reference.
  @Test("Random sessions against the naive reference", arguments: [false, true])
  func randomSessions(withPlacements: Bool) {
    var removals = 0
    var rowsRemoved = 0
    let seeds = TestSize.scaled(40, long: 150)
    for seed in 0..<UInt64(seeds) {
      var random = SeededRandom(seed: seed)
      var session = LiveFeedSession(random: &random, withPlacements: withPlacements)
      for _ in 0..<24 {
        if let problem = session.step(using: &random) ?? check(&session, using: &random) {
          Issue.record("seed \(seed): \(problem)\nsteps:\n\(session.log.joined(separator: "\n"))")
          return
        }
        if random.chance(25) {
          let kind = random.element(of: session.sourceKinds)
          let remainder = random.below(3)
          let old = Array(session.feed)
          let settled = session.feed.settledCount
          let version = session.feed.version
          session.log.append("removePending(of: \(kind)) ids % 3 == \(remainder)")
          let changes = session.feed.removePending(of: kind) { $0.id % 3 == remainder }
          let consumed = session.naive.state.consumed[kind, default: 0]
          if var items = session.naive.sources[kind] {
            items = Array(items[..<consumed]) + items[consumed...].filter { $0.id % 3 != remainder }
            session.naive.sources[kind] = items
          }
          removals += 1
          rowsRemoved += changes.removals.count
          let problem =
            session.compare()
            ?? session.check(changes, from: old, settledBefore: settled, arrival: true)
            ?? (changes.fromVersion == version
              && changes.toVersion == version + (changes.isEmpty ? 0 : 1)
              ? nil : "versions \(changes) from \(version)")
          if let problem {
            Issue.record(
              "seed \(seed): \(problem)\nsteps:\n\(session.log.joined(separator: "\n"))")
            return
          }
        }
      }
    }
    #expect(removals > seeds * 3)
    #expect(rowsRemoved > seeds / 8)
  }

  /// Compares the pending items and the preload demand of every kind.
  func check(_ session: inout LiveFeedSession, using random: inout SeededRandom) -> String? {
    for kind in session.kinds {
      let pending = Array(session.feed.pendingItems(of: kind))
      guard pending == session.naive.pendingItems(of: kind) else {
        return "pendingItems(of: \(kind)) = \(pending), expected "
          + "\(session.naive.pendingItems(of: kind))"
      }
    }
    do {
      let kind = random.element(of: session.kinds)
      let rowCount = random.within(-1...14)
      let demand = session.feed.preloadDemand(for: kind, within: rowCount)
      let expected = session.naive.preloadDemand(
        for: kind, within: rowCount, kinds: session.sourceKinds)
      guard demand == expected else {
        return "preloadDemand(for: \(kind), within: \(rowCount)) = \(demand), expected \(expected)"
      }
    }
    return nil
  }

  /// The example of `preloadDemand(for:within:)`: with no post below the
  /// frontier no ad slot opens, but the rows to come hold ads.
  @Test("Preload demand counts the slots the next rows would open")
  func preloading() {
    var feed = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "post", "post", "ad"], repeatables: ["post"]))
    _ = feed.append(contentsOf: (0..<6).map { "p\($0)" }, to: "post")
    feed.settle(through: 5)
    // The frontier stands at an ad slot.
    #expect(feed.demand(for: "ad", within: 20) == 1)
    #expect(feed.preloadDemand(for: "ad", within: 20) == 5)
    _ = feed.append(contentsOf: ["a0"], to: "ad")
    feed.settle(through: 6)
    // No post below the frontier: no ad slot opens, but the rows to come
    // are p p p a p p p a …
    #expect(feed.demand(for: "ad", within: 20) == 0)
    #expect(feed.preloadDemand(for: "ad", within: 20) == 5)
    _ = feed.append(contentsOf: ["a1", "a2"], to: "ad")
    #expect(feed.preloadDemand(for: "ad", within: 20) == 3)
    #expect(feed.preloadDemand(for: "ad", within: 0) == 0)
    #expect(feed.preloadDemand(for: "nothing", within: 20) == 0)
    // Posts: every row not an ad.
    #expect(feed.preloadDemand(for: "post", within: 20) == 15)
  }

  /// A count beyond the preload bound, `Int.max` included, is answered as
  /// the bound: with placements, from a tail of that many rows at most.
  @Test("Preload demand looks at most preloadRowLimit rows ahead")
  func preloadingFarAhead() {
    typealias Feed = SlotFeed<String, String>
    #expect(Feed.preloadRowLimit == 65_536)
    var feed = Feed(
      layout: SlotLayout(
        pattern: ["post"], repeatables: ["post"],
        placements: [SlotPlacement(kind: "ad", every: 8)]))
    _ = feed.append(contentsOf: ["a0"], to: "ad")
    // Rows p … p a (an ad every 8 rows): 8,192 ads in the limit's rows.
    #expect(feed.preloadDemand(for: "ad", within: 800) == 99)
    #expect(feed.preloadDemand(for: "ad", within: Feed.preloadRowLimit) == 8_191)
    #expect(feed.preloadDemand(for: "post", within: Int.max) == 57_344)
  }

  @Test("Prepending items of one kind puts them on top, settled")
  func prependingItems() {
    var feed = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "ad"], repeatables: ["post"]))
    _ = feed.append(contentsOf: ["p0", "p1", "p2"], to: "post")
    feed.settle(through: 1)
    let version = feed.version
    let changes = feed.prepend(contentsOf: ["n0", "n1", "n2"], to: "post")
    #expect(changes.rowChanges == SlotChangeSet(insertions: [0, 1, 2]))
    #expect(changes.fromVersion == version && changes.toVersion == version + 1)
    #expect(Array(feed) == ["n0", "n1", "n2", "p0", "p1", "p2"])
    #expect(feed.settledCount == 5)
    #expect(feed.kind(at: 1) == "post" && feed.sourcePosition(at: 1) == nil)
    #expect(feed.sourcePosition(at: 3) == SourcePosition(kind: "post", offset: 0))
    // The rules never saw them: the ad slot after p0 is still open, and the
    // ad takes it at the frontier.
    _ = feed.append(contentsOf: ["a0"], to: "ad")
    #expect(Array(feed) == ["n0", "n1", "n2", "p0", "p1", "a0", "p2"])
    #expect(feed.prepend(contentsOf: [], to: "post").isEmpty)
    #expect(feed.version == version + 2)
  }
}
