//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

@Suite("SlotFeed: batches and versions")
struct SlotFeedBatchesTests {
  /// The example of `performBatchUpdates(_:)`.
  @Test("The documented example")
  func example() {
    var feed = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post"], repeatables: ["post"]))
    _ = feed.append(contentsOf: (0..<8).map { "p\($0)" }, to: "post")
    feed.settle(through: 5)
    let version = feed.version
    let changes = feed.performBatchUpdates { feed in
      _ = feed.remove(at: 1)
      _ = feed.remove(at: 3)
      _ = feed.replace(at: 0, with: "p0 liked")
      _ = feed.append(contentsOf: ["p8", "p9"], to: "post")
    }
    #expect(
      changes.rowChanges == SlotChangeSet(removals: [1, 4], insertions: [6, 7], updates: [0]))
    #expect(Array(feed) == ["p0 liked", "p2", "p3", "p5", "p6", "p7", "p8", "p9"])
    #expect(changes.fromVersion == version && changes.toVersion == version + 4)
    #expect(feed.version == version + 4)
    #expect(changes.description.hasSuffix("versions: \(version)->\(version + 4))"))
    // An empty batch is an empty change set at the version.
    let empty = feed.performBatchUpdates { _ in }
    #expect(empty.isEmpty && empty.fromVersion == version + 4 && empty.toVersion == version + 4)
  }

  /// Random sessions of every operation: the version goes up by one when
  /// the rows change, and stays when they do not (settling, reads, and
  /// mutations that change nothing).
  @Test("Every mutation that changes a row advances the version", arguments: [false, true])
  func versions(withPlacements: Bool) {
    var advanced = 0
    var kept = 0
    let seeds = TestSize.scaled(60, long: 200)
    for seed in 0..<UInt64(seeds) {
      var random = SeededRandom(seed: seed)
      var session = LiveFeedSession(random: &random, withPlacements: withPlacements)
      for _ in 0..<24 {
        let before = session.feed.version
        let rows = Array(session.feed)
        if let problem = session.step(using: &random) {
          Issue.record("seed \(seed): \(problem)")
          return
        }
        let changed = Array(session.feed) != rows
        if session.feed.version != before + (changed ? 1 : 0) {
          let steps = session.log.joined(separator: "\n")
          Issue.record(
            "seed \(seed): version \(before) -> \(session.feed.version), rows changed: \(changed)\n\(steps)"
          )
          return
        }
        if changed { advanced += 1 } else { kept += 1 }
      }
    }
    #expect(advanced > seeds * 5 && kept > seeds * 5)
  }

  /// A row moved by one edit and updated by another is removed and
  /// inserted; a row inserted and then removed is not in the change set.
  @Test("Moves and updates of one row, insertions taken back")
  func composing() {
    // pattern [post, ad]: an ad that arrives moves the posts below it.
    var feed = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "ad"], repeatables: ["post"]))
    _ = feed.append(contentsOf: ["p0", "p1", "p2"], to: "post")
    let changes = feed.performBatchUpdates { feed in
      _ = feed.append(contentsOf: ["a0"], to: "ad")  // p0 a0 p1 p2
      _ = feed.replace(at: 2, with: "p1 liked")
      _ = feed.append(contentsOf: ["n0"], to: "ad")  // p0 a0 p1 n0 p2
      _ = feed.remove(at: 3)  // n0 leaves its source
    }
    #expect(Array(feed) == ["p0", "a0", "p1 liked", "p2"])
    let old = ["p0", "p1", "p2"]
    #expect(changes.applied(to: old) { Array(feed)[$0] } == Array(feed))
    #expect(changes.moves.isEmpty || changes.updates.isEmpty)
  }

  /// Random batches of every mutation, nested batches included, over
  /// random sessions with and without placements: each batch's change set
  /// is checked against the same mutations made one by one, and applied as
  /// one batch update to a simulated list view that keeps UIKit's rules.
  @Test("Random batches make one valid batch update", arguments: [false, true])
  func randomBatches(withPlacements: Bool) {
    var batches = 0
    var mutations = 0
    var changed = 0
    let seeds = TestSize.scaled(60, long: 200)
    for seed in 0..<UInt64(seeds) {
      var random = SeededRandom(seed: seed)
      var session = LiveFeedSession(random: &random, withPlacements: withPlacements)
      let view = FeedListView(visibleRowCount: 8) { [] }
      var shown = session.feed
      view.dataSource = { shown.listRows }
      view.layoutIfNeeded()
      for _ in 0..<12 {
        var oneByOne = session.feed
        let old = Array(session.feed)
        let version = session.feed.version
        var count = 0
        // The session's feed is taken out while the session draws.
        var feed = session.feed
        let changes = feed.performBatchUpdates { feed in
          for _ in 0..<random.within(1...5) {
            count += 1
            mutate(&feed, alongside: &oneByOne, session: &session, using: &random)
          }
        }
        session.feed = feed
        batches += 1
        mutations += count
        let new = Array(session.feed)
        var problem: String?
        if new != Array(oneByOne) {
          problem = "a batch gives \(new), the same mutations one by one \(Array(oneByOne))"
        } else if changes.applied(to: old, newElement: { new[$0] }) != new {
          problem = "\(changes) applied to \(old) does not give \(new)"
        } else if changes.fromVersion != version || changes.toVersion != session.feed.version
          || session.feed.version != oneByOne.version
        {
          problem = "versions of \(changes): from \(version) to \(session.feed.version)"
        }
        if !changes.isEmpty { changed += 1 }
        view.performBatchUpdates(.layout) {
          shown = session.feed
          view.deleteRows(at: changes.removals)
          view.insertRows(at: changes.insertions)
          for move in changes.moves { view.moveRow(at: move.from, to: move.to) }
          view.reloadRows(at: changes.updates)
        }
        if let invalid = view.invalidUpdates.first { problem = invalid }
        if let problem {
          Issue.record("seed \(seed): \(problem)\nsteps:\n\(session.log.joined(separator: "\n"))")
          return
        }
      }
    }
    #expect(batches == seeds * 12)
    #expect(mutations > seeds * 30)
    #expect(changed > seeds * 5)
  }

  /// Makes one random mutation on `feed` inside a batch, and the same on
  /// `copy`; now and then a nested batch of two.
  func mutate(
    _ feed: inout SlotFeed<String, LiveItem>, alongside copy: inout SlotFeed<String, LiveItem>,
    session: inout LiveFeedSession, using random: inout SeededRandom
  ) {
    switch random.below(100) {
    case 0..<30:
      let kind = random.element(of: session.sourceKinds)
      let items = session.newItems(kind, random.within(0...5), using: &random)
      session.log.append("append \(items.count) to \(kind)")
      _ = feed.append(contentsOf: items, to: kind)
      _ = copy.append(contentsOf: items, to: kind)
    case 30..<45:
      let position = feed.settledCount + random.within(-2...6)
      session.log.append("settle(through: \(position))")
      feed.settle(through: position)
      copy.settle(through: position)
    case 45..<60:
      guard !feed.isEmpty else { return }
      let position = random.below(feed.count)
      session.log.append("remove(at: \(position))")
      _ = feed.remove(at: position)
      _ = copy.remove(at: position)
    case 60..<72:
      guard !feed.isEmpty else { return }
      let position = random.below(feed.count)
      var item = feed[position]
      item.version += 1
      session.log.append("replace(at: \(position))")
      _ = feed.replace(at: position, with: item)
      _ = copy.replace(at: position, with: item)
    case 72..<78:
      let items = session.newItems("n", random.within(0...3))
      session.log.append("prepend \(items.count)")
      _ = feed.prepend(contentsOf: items, to: "n")
      _ = copy.prepend(contentsOf: items, to: "n")
    case 78..<84:
      let layout = SlotLayout(
        session.rules.rules(using: &random, withPlacements: session.withPlacements))
      session.log.append("replaceLayout(\(layout))")
      _ = feed.replaceLayout(with: layout)
      _ = copy.replaceLayout(with: layout)
    case 84..<92:
      let kind = random.element(of: session.sourceKinds)
      let remainder = random.below(2)
      session.log.append("removePending(of: \(kind)) ids % 2 == \(remainder)")
      _ = feed.removePending(of: kind) { $0.id % 2 == remainder }
      _ = copy.removePending(of: kind) { $0.id % 2 == remainder }
    default:
      session.log.append("nested batch")
      _ = feed.performBatchUpdates { inner in
        for _ in 0..<2 { mutate(&inner, alongside: &copy, session: &session, using: &random) }
      }
    }
  }
}
