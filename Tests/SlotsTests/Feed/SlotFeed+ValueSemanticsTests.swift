//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// A copy of a live feed is a value: whatever happens to the feed it was
/// copied from afterwards, the copy keeps its rows, its frontier and its
/// answers.
@Suite("SlotFeed copies")
struct SlotFeedValueSemanticsTests {
  /// What a feed shows: its rows, kinds, source positions and frontier.
  struct Snapshot: Equatable {
    var rows: [LiveItem]
    var kinds: [String]
    var positions: [SourcePosition<String>?]
    var settledCount: Int

    init(_ feed: SlotFeed<String, LiveItem>) {
      rows = Array(feed)
      kinds = feed.indices.map { feed.kind(at: $0) }
      positions = feed.indices.map { feed.sourcePosition(at: $0) }
      settledCount = feed.settledCount
    }
  }

  /// 100 random sessions of every operation; a copy is kept at each step,
  /// and every copy is checked against what it showed when it was taken,
  /// after the whole session has gone on from it.
  @Test("Copies kept through random sessions stay as they were", arguments: 0..<4)
  func randomSessions(batch: UInt64) {
    for index in 0..<25 as Range<UInt64> {
      let seed = 1_000 + batch * 25 + index
      var random = SeededRandom(seed: seed)
      var session = LiveFeedSession(random: &random)
      var kept: [(SlotFeed<String, LiveItem>, Snapshot)] = []
      for _ in 0..<20 {
        kept.append((session.feed, Snapshot(session.feed)))
        if let problem = session.step(using: &random) {
          Issue.record("seed \(seed): \(problem)")
          return
        }
      }
      for (step, (copy, snapshot)) in kept.enumerated() where Snapshot(copy) != snapshot {
        let steps = session.log.joined(separator: "\n")
        Issue.record("seed \(seed): the copy taken before step \(step) changed\nsteps:\n\(steps)")
        return
      }
    }
  }

  enum Kind: Hashable { case post, ad }

  /// A feed whose sources span several chunks, copied and then edited every
  /// way: the copy keeps its rows, and the original shows the edits.
  @Test("A copy of a long feed survives every edit of the original")
  func longFeed() {
    var feed = SlotFeed<Kind, Int>(
      layout: SlotLayout(pattern: [.post, .post, .post, .ad], repeatables: [.post]))
    _ = feed.append(contentsOf: 0..<5_000, to: .post)
    _ = feed.append(contentsOf: 100_000..<101_200, to: .ad)
    feed.settle(through: 4_000)
    let copy = feed
    let rows = Array(copy)
    let settled = copy.settledCount

    feed.settle(through: 4_100)
    _ = feed.append(contentsOf: 5_000..<5_100, to: .post)
    _ = feed.replace(at: 10, with: -10)
    _ = feed.replace(at: 4_500, with: -4_500)
    _ = feed.remove(at: 20)
    _ = feed.remove(at: feed.settledCount + 5)
    _ = feed.prepend(SlotCollection(layout: SlotLayout(pattern: [.post]), sources: [.post: [-1]]))

    #expect(Array(copy) == rows)
    #expect(copy.settledCount == settled)
    #expect(feed[0] == -1)
    #expect(feed[11] == -10)
    // A hundred posts more (every ad already shows), one block row, two rows
    // hidden or given back.
    #expect(feed.count == rows.count + 100 + 1 - 2)
  }

  /// Hidden rows span several chunks of the tree's nodes; hiding more in
  /// the original leaves the copy's rows, and the original matches a plain
  /// array with the same rows removed.
  @Test("A copy keeps its rows when the original hides many more")
  func hidingAfterACopy() {
    var feed = SlotFeed<Kind, Int>(
      layout: SlotLayout(pattern: [.post, .post, .post, .ad], repeatables: [.post]))
    _ = feed.append(contentsOf: 0..<5_000, to: .post)
    _ = feed.append(contentsOf: 100_000..<101_200, to: .ad)
    feed.settle(through: 6_000)
    var random = SeededRandom(seed: 5)
    var expected = Array(feed)
    for _ in 0..<1_500 {
      let position = random.below(feed.settledCount)
      _ = feed.remove(at: position)
      expected.remove(at: position)
    }
    let copy = feed
    let rows = Array(copy)
    for _ in 0..<300 {
      let position = random.below(feed.settledCount)
      _ = feed.remove(at: position)
      expected.remove(at: position)
    }
    #expect(Array(copy) == rows)
    #expect(Array(feed) == expected)
    #expect(feed._hidden.count == 1_800)
  }
}
