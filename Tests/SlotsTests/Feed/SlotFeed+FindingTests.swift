//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// `index(ofOffset:in:)`, `index(of:)` and `index(ofID:in:)` of `SlotFeed`,
/// against the naive reference's rows (the first row that shows the item)
/// in random sessions of every operation, and against a plain search of the
/// feed's own rows in long app-like sessions whose settled rows are kept as
/// many runs.
@Suite("Finding rows of a SlotFeed")
struct SlotFeedFindingTests {
  enum Kind: Hashable { case post, ad }

  /// The example of `index(ofOffset:in:)`'s documentation.
  @Test func theDocumentedExample() {
    var feed = SlotFeed<Kind, String>(
      layout: SlotLayout(pattern: [.post, .post, .ad], repeatables: [.post]))
    _ = feed.append(contentsOf: ["p0", "p1", "p2", "p3", "p4"], to: .post)
    _ = feed.append(contentsOf: ["a0", "a1"], to: .ad)
    feed.settle(through: 3)
    #expect(Array(feed) == ["p0", "p1", "a0", "p2", "p3", "a1", "p4"])
    #expect(feed.index(ofOffset: 1, in: .ad) == 5)
    #expect(feed.index(ofOffset: 0, in: .ad) == 2)
    _ = feed.remove(at: 1)
    #expect(feed.index(ofOffset: 1, in: .post) == nil)
    #expect(feed.index(ofOffset: 2, in: .post) == 2)
    #expect(feed.index(ofOffset: 4, in: .post) == 5)
    #expect(feed.index(of: SourcePosition(kind: .ad, offset: 1)) == 4)
    // Outside the sources, or an item the rules do not show.
    #expect(feed.index(ofOffset: -1, in: .post) == nil)
    #expect(feed.index(ofOffset: 5, in: .post) == nil)
    var waiting = SlotFeed<Kind, String>(layout: SlotLayout(pattern: [.ad, .post]))
    _ = waiting.append(contentsOf: ["p0", "p1"], to: .post)
    _ = waiting.append(contentsOf: ["a0"], to: .ad)
    #expect(Array(waiting) == ["a0", "p0"])
    #expect(waiting.index(ofOffset: 1, in: .post) == nil)
  }

  /// Pending rows (settled, not yet copied out of the tail), hidden rows
  /// among them, and prepended rows, which `index(ofOffset:in:)` never
  /// returns and `index(ofID:in:)` finds.
  @Test func pendingHiddenAndPrependedRows() {
    var feed = SlotFeed<String, LiveItem>(
      layout: SlotLayout(pattern: ["p", "p", "a"], repeatables: ["p"]))
    let posts = (0..<9).map { LiveItem(kind: "p", id: $0) }
    let ads = (100..<102).map { LiveItem(kind: "a", id: $0) }
    _ = feed.append(contentsOf: posts, to: "p")
    _ = feed.append(contentsOf: ads, to: "a")
    // p0 p1 a100 p2 p3 a101 p4 … p8; rows 0 ... 6 settled, still pending.
    feed.settle(through: 6)
    _ = feed.remove(at: 3)  // hides p2, a pending row
    let block = SlotCollection(
      layout: SlotLayout(pattern: ["p"]),
      sources: ["p": [LiveItem(kind: "p", id: 50), LiveItem(kind: "p", id: 51)]])
    _ = feed.prepend(block)
    // p50 p51 | p0 p1 a100 p3 a101 p4 | p5 p6 p7 p8
    #expect(feed.map(\.id) == [50, 51, 0, 1, 100, 3, 101, 4, 5, 6, 7, 8])
    #expect(feed.index(ofOffset: 2, in: "p") == nil)
    #expect(feed.index(ofOffset: 3, in: "p") == 5)
    #expect(feed.index(ofOffset: 4, in: "p") == 7)
    #expect(feed.index(ofOffset: 5, in: "p") == 8)
    #expect(feed.index(ofOffset: 1, in: "a") == 6)
    #expect(feed.index(ofOffset: 0, in: "n") == nil)
    #expect(feed.index(ofID: 51, in: "p") == 1)
    #expect(feed.index(ofID: 2, in: "p") == nil)
    #expect(feed.index(ofID: 8, in: "p") == 11)
    #expect(feed.index(ofID: 100, in: "p") == nil)
    #expect(feed.index(ofID: 100, in: "a") == 4)
    #expect(feed.index(ofID: 50, in: "unknown") == nil)
    _ = feed.remove(at: 0)  // hides p50
    #expect(feed.index(ofID: 50, in: "p") == nil)
    #expect(feed.index(ofID: 51, in: "p") == 0)
  }

  /// Random sessions of every operation, with and without placements: after
  /// every step, every offset of every kind and every id the session made,
  /// looked up and compared with the first row of the reference that shows
  /// the item.
  @Test("Random sessions against the naive reference", arguments: [false, true])
  func randomSessions(withPlacements: Bool) {
    for seed in 0..<TestSize.scaled(50, long: 150) as Range<UInt64> {
      var random = SeededRandom(seed: seed)
      var session = LiveFeedSession(random: &random, withPlacements: withPlacements)
      for _ in 0..<24 {
        if let problem = session.step(using: &random) ?? Self.lookUpProblem(session) {
          Issue.record("seed \(seed): \(problem)\nsteps:\n\(session.log.joined(separator: "\n"))")
          return
        }
      }
    }
  }

  /// What the look-ups get wrong in a session's feed, if anything.
  static func lookUpProblem(_ session: LiveFeedSession) -> String? {
    let feed = session.feed
    let origins = session.naive.origins
    let rows = session.naive.rows
    for kind in session.kinds {
      let sourceCount = session.naive.sources[kind]?.count ?? 0
      for offset in -1...(sourceCount + 1) {
        let origin = SourcePosition(kind: kind, offset: offset)
        let expected = origins.firstIndex(of: origin)
        let found = feed.index(ofOffset: offset, in: kind)
        guard found == expected, feed.index(of: origin) == expected else {
          return "index(ofOffset: \(offset), in: \(kind)) = \(String(describing: found)), "
            + "expected \(String(describing: expected)); \(Array(feed))"
        }
      }
      for id in 0...session.nextID {
        let expected = rows.firstIndex { $0.kind == kind && $0.element.id == id }
        let found = feed.index(ofID: id, in: kind)
        guard found == expected else {
          return "index(ofID: \(id), in: \(kind)) = \(String(describing: found)), "
            + "expected \(String(describing: expected)); \(Array(feed))"
        }
      }
    }
    return nil
  }

  /// Long sessions as an app plays them — pages of posts, ads in uneven
  /// batches, promos pinned and placed now and then, settling, hiding,
  /// prepending — so that the settled rows are kept as many runs, some of
  /// them without a kind: every row's item is looked up by its source
  /// position and by its id, and the answer compared with the row itself.
  @Test("Long app-like sessions against the rows themselves", arguments: 0..<4 as Range<UInt64>)
  func longSessions(seed: UInt64) {
    var random = SeededRandom(seed: 1_000 + seed)
    let layout = SlotLayout<String>(
      pattern: ["p", "p", "p", "a"], repeatables: ["p"],
      placements: seed.isMultiple(of: 2)
        ? [SlotPlacement(kind: "x", every: 7, separation: 0)] : [])
    var feed = SlotFeed<String, LiveItem>(layout: layout)
    var nextID = 0
    func items(_ kind: String, _ count: Int) -> [LiveItem] {
      defer { nextID += count }
      return (0..<count).map { LiveItem(kind: kind, id: nextID + $0) }
    }
    for page in 0..<80 {
      _ = feed.append(contentsOf: items("p", random.within(3...12)), to: "p")
      for _ in 0..<random.within(0...3) {
        _ = feed.append(contentsOf: items("a", random.within(0...2)), to: "a")
      }
      if random.chance(20) { _ = feed.append(contentsOf: items("x", 1), to: "x") }
      feed.settle(through: feed.count - random.within(0...6))
      if random.chance(30) && feed.settledCount > 0 {
        _ = feed.remove(at: random.below(feed.settledCount))
      }
      if page % 25 == 24 {
        _ = feed.prepend(
          SlotCollection(layout: SlotLayout(pattern: ["p"]), sources: ["p": items("p", 3)]))
      }
    }
    // Many runs, so that the search halves over them, and some of them
    // sealed, so that it looks there too.
    let runs = feed._sealed.plans.reduce(feed._settled.runs.count) { $0 + $1.runs.count }
    #expect(feed.settledCount > 500 && runs > 16, "\(runs) runs")
    #expect(!feed._sealed.plans.isEmpty || !SealedRunsTests.sealsSoon)
    for position in feed.indices {
      let item = feed[position]
      let byID = feed.index(ofID: item.id, in: feed.kind(at: position))
      let origin = feed.sourcePosition(at: position)
      let bySourcePosition = origin.map { feed.index(of: $0) } ?? position
      guard byID == position, bySourcePosition == position else {
        let found =
          "found at \(String(describing: byID)) by id, "
          + "\(String(describing: bySourcePosition)) by source position"
        Issue.record(
          "seed \(seed): row \(position) (\(item), \(String(describing: origin))) \(found)")
        return
      }
    }
  }
}
