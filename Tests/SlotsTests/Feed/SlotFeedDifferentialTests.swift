//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import _SlotsTestSupport

@testable import Slots

/// Random sessions of every operation of `SlotFeed`, each step checked
/// against the naive reference: rows, kinds, settled count, demand and
/// cursors, every change set applied to the old rows, items that stay never
/// removed and inserted, and arrivals never touching a settled row.
@Suite("SlotFeed against the naive reference")
struct SlotFeedDifferentialTests {
  typealias Random = SeededRandom

  /// An item with an identity (`id`) and contents (`version`).
  struct Item: Hashable, Codable, CustomStringConvertible {
    var kind: String
    var id: Int
    var version = 0
    var description: String { "\(kind)\(id)" + (version > 0 ? "v\(version)" : "") }
  }

  /// One session: a feed and its reference, driven by a seeded generator.
  struct Session {
    var random: Random
    var feed: SlotFeed<String, Item>
    var naive: NaiveLiveFeed<Item>
    var nextID = 0
    var log: [String] = []

    init(seed: UInt64) {
      random = Random(seed: seed)
      let layout = SlotLayout(RandomRules.letters.rules(using: &random))
      feed = SlotFeed(layout: layout)
      naive = NaiveLiveFeed(layout: layout)
      log.append("layout \(layout)")
    }

    mutating func newItems(_ kind: String, _ count: Int) -> [Item] {
      defer { nextID += count }
      return (0..<count).map { Item(kind: kind, id: nextID + $0) }
    }

    /// Plays one random step and returns what is wrong, if anything.
    mutating func step() -> String? {
      let old = Array(feed)
      let oldSettled = feed.settledCount
      var changes: SlotChangeSet?
      var arrival = false
      switch random.below(100) {
      case 0..<35:
        let kind = random.element(of: RandomRules.letters.allKinds)
        let items = newItems(kind, random.within(0...(random.chance(20) ? 30 : 4)))
        log.append("append \(items.count) to \(kind)")
        changes = feed.append(contentsOf: items, to: kind)
        naive.append(items, to: kind)
        arrival = true
      case 35..<55:
        let position =
          random.chance(10)
          ? random.within(-3...feed.count + 3) : feed.settledCount + random.within(-2...6)
        log.append("settle(through: \(position))")
        feed.settle(through: position)
        naive.settle(through: position)
      case 55..<67:
        guard !feed.isEmpty else { return nil }
        let position = random.below(feed.count)
        log.append("remove(at: \(position))")
        arrival = position >= feed.settledCount
        changes = feed.remove(at: position)
        naive.remove(at: position)
      case 67..<75:
        guard !feed.isEmpty else { return nil }
        let position = random.below(feed.count)
        var item = feed[position]
        item.version += 1
        log.append("replace(at: \(position))")
        changes = feed.replace(at: position, with: item)
        naive.replace(at: position, with: item)
        if changes != SlotChangeSet(updates: [position]) { return "replace gave \(changes!)" }
      case 75..<82:
        let kind = random.element(of: ["n", "a", "p"])
        let block = SlotCollection(
          layout: SlotLayout(pattern: [kind]),
          sources: [kind: newItems(kind, random.within(0...3))])
        log.append("prepend \(block.count)")
        changes = feed.prepend(block)
        naive.prepend(block.indices.map { (block.kind(at: $0), block[$0]) })
      case 82..<88:
        let layout = SlotLayout(RandomRules.letters.rules(using: &random))
        log.append("replaceLayout(\(layout))")
        changes = feed.replaceLayout(with: layout)
        naive.replaceLayout(with: layout)
        arrival = true
      case 88..<94:
        let kind = random.element(of: RandomRules.letters.allKinds + ["unknown"])
        let rowCount = random.within(-1...12)
        let demand = feed.demand(for: kind, within: rowCount)
        let expected = naive.demand(for: kind, within: rowCount)
        if demand != expected {
          return "demand(for: \(kind), within: \(rowCount)) = \(demand), expected \(expected)"
        }
      case 94..<97:
        log.append("encode and decode")
        do {
          let data = try JSONEncoder().encode(feed)
          feed = try JSONDecoder().decode(SlotFeed<String, Item>.self, from: data)
        } catch {
          return "round trip through JSON failed: \(error)"
        }
      default:
        let position = random.within(-2...feed.count + 2)
        if let problem = checkCursor(after: position) { return problem }
      }
      feed._checkInvariants()
      if let problem = compare() { return problem }
      guard let changes else { return nil }
      return check(changes, from: old, settledBefore: oldSettled, arrival: arrival)
    }

    /// Compares the feed with the reference.
    func compare() -> String? {
      let expected = naive.rows
      if feed.count != expected.count {
        return "count \(feed.count), expected \(expected.count): \(Array(feed)) vs "
          + "\(expected.map(\.element))"
      }
      for position in expected.indices {
        if feed[position] != expected[position].element
          || feed.kind(at: position) != expected[position].kind
        {
          return "row \(position): \(feed[position]), expected \(expected[position].element); "
            + "\(Array(feed)) vs \(expected.map(\.element))"
        }
      }
      let origins = naive.origins
      for position in expected.indices where feed.sourcePosition(at: position) != origins[position]
      {
        return
          "sourcePosition(at: \(position)) = \(String(describing: feed.sourcePosition(at: position))), "
          + "expected \(String(describing: origins[position]))"
      }
      if feed.settledCount != naive.settledCount {
        return "settledCount \(feed.settledCount), expected \(naive.settledCount)"
      }
      return nil
    }

    /// Checks a change set against the rows before and after it.
    func check(
      _ changes: SlotChangeSet, from old: [Item], settledBefore: Int, arrival: Bool
    ) -> String? {
      let new = Array(feed)
      let applied = changes.applied(to: old) { new[$0] }
      if applied != new { return "\(changes) applied to \(old) gives \(applied), not \(new)" }
      if old.applying(changes.difference(from: old, to: new)) != new {
        return "\(changes) as a CollectionDifference does not give the new rows"
      }
      // Items that stay are never removed and inserted.
      let newIDs = Set(new.map(\.id))
      for position in changes.removals where newIDs.contains(old[position].id) {
        return "\(changes) removes \(old[position]), which stays"
      }
      let oldIDs = Set(old.map(\.id))
      for position in changes.insertions where oldIDs.contains(new[position].id) {
        return "\(changes) inserts \(new[position]), which was there"
      }
      if arrival {
        let touched =
          changes.removals + changes.insertions + changes.updates
          + changes.moves.flatMap { [$0.from, $0.to] }
        if let below = touched.first(where: { $0 < settledBefore }) {
          return "\(changes) touches row \(below), above the frontier \(settledBefore)"
        }
      }
      return nil
    }

    /// Checks `cursor(after:)` against the reference's state.
    func checkCursor(after position: Int) -> String? {
      let cursor = feed.cursor(after: position)
      let expected = naive.state(after: position)
      for kind in RandomRules.letters.allKinds + ["n", "unknown"]
      where cursor.offset(of: kind) != expected.consumed[kind, default: 0] {
        return "cursor(after: \(position)).offset(of: \(kind)) = \(cursor.offset(of: kind)), "
          + "expected \(expected)"
      }
      let state = NaiveLiveFeed<Item>.State(
        consumed: expected.consumed, inHeader: cursor._inHeader, slot: cursor._slot,
        blocked: cursor._blocked, live: cursor._live, rulePosition: cursor.rulePosition)
      if state != expected {
        return "cursor(after: \(position)) is \(state), expected \(expected)"
      }
      return nil
    }
  }

  /// 500 sessions of 24 steps: 12,000 steps, each checked.
  @Test("Random sessions of every operation", arguments: 0..<10)
  func randomSessions(batch: UInt64) {
    for index in 0..<50 as Range<UInt64> {
      let seed = batch * 50 + index
      var session = Session(seed: seed)
      for _ in 0..<24 {
        if let problem = session.step() {
          Issue.record(
            "seed \(seed): \(problem)\nsteps:\n\(session.log.joined(separator: "\n"))")
          return
        }
      }
    }
  }
}
