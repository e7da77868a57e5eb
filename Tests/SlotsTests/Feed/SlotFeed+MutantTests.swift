//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing
import _SlotsTestSupport

/// Saved feeds from outside: JSON that a disk or a client gave back,
/// changed. Whatever decodes is a feed like any other: through any
/// sequence of changes it goes through JSON again to the same feed, and the
/// cursor at its frontier lays out the rows its tail shows.
@Suite struct SlotFeedMutantTests {
  typealias Feed = SlotFeed<String, LiveItem>

  /// The saved feed with one number or flag changed, drawn near its value
  /// or among the small ones.
  static func mutant(of json: String, using random: inout SeededRandom) -> String {
    let numbers = json.matches(of: /-?[0-9]+|true|false/)
    guard !numbers.isEmpty else { return json }
    let match = numbers[random.below(numbers.count)]
    let text = json[match.range]
    let replacement: String
    if let value = Int(text) {
      replacement = "\(random.chance(50) ? value &+ random.within(-2...2) : random.within(0...6))"
    } else {
      replacement = text == "true" ? "false" : "true"
    }
    return json.replacingCharacters(in: match.range, with: replacement)
  }

  /// What is wrong with the feed's trip through JSON, or `nil`.
  static func roundTripProblem(_ feed: Feed) -> String? {
    let data: Data
    let decoded: Feed
    do {
      data = try SlotFeedCodableTests.json(feed)
      decoded = try JSONDecoder().decode(Feed.self, from: data)
    } catch {
      return "does not go through JSON again: \(error)"
    }
    if SlotFeedCodableTests.rows(decoded) != SlotFeedCodableTests.rows(feed) {
      return "comes back from JSON with other rows"
    }
    if decoded.cursor(after: feed.count - 1) != feed.cursor(after: feed.count - 1) {
      return "comes back from JSON with another frontier cursor"
    }
    if (try? SlotFeedCodableTests.json(decoded)) != data {
      return "comes back from JSON with other bytes"
    }
    return frontierProblem(feed)
  }

  /// Whether the cursor before the tail, resumed with the tail's items,
  /// lays out the tail's rows.
  static func frontierProblem(_ feed: Feed) -> String? {
    let cursor = feed.cursor(after: feed.settledCount - 1)
    guard var resumed = try? Feed(layout: feed.layout, resumingAfter: cursor) else {
      return "its frontier cursor \(cursor) does not resume under its own rules"
    }
    for kind in Set(feed.layout.kinds + (0..<feed.count).map { feed.kind(at: $0) }) {
      _ = resumed.append(contentsOf: feed.pendingItems(of: kind), to: kind)
    }
    let tail = Array(feed[feed.settledCount...])
    guard Array(resumed) == tail else {
      return "its frontier cursor \(cursor) lays out \(Array(resumed)), not its tail \(tail)"
    }
    return nil
  }

  /// One change drawn from the feed's public mutations; what it did.
  static func change(
    _ feed: inout Feed, session: inout LiveFeedSession, using random: inout SeededRandom
  ) -> String {
    switch random.below(6) {
    case 0:
      let kind = random.element(of: session.sourceKinds)
      let items = session.newItems(kind, random.within(0...5), using: &random)
      _ = feed.append(contentsOf: items, to: kind)
      return "append \(items.count) to \(kind)"
    case 1:
      let position = feed.settledCount + random.within(-2...6)
      feed.settle(through: position)
      return "settle(through: \(position))"
    case 2:
      guard !feed.isEmpty else { return "nothing" }
      let position = random.below(feed.count)
      _ = feed.remove(at: position)
      return "remove(at: \(position))"
    case 3:
      guard !feed.isEmpty else { return "nothing" }
      let position = random.below(feed.count)
      var item = feed[position]
      item.version += 1
      _ = feed.replace(at: position, with: item)
      return "replace(at: \(position))"
    case 4:
      let items = session.newItems("n", random.within(1...3), using: &random)
      _ = feed.prepend(SlotCollection(layout: SlotLayout(pattern: ["n"]), sources: ["n": items]))
      return "prepend \(items.count)"
    default:
      let layout = SlotLayout(session.rules.rules(using: &random, withPlacements: true))
      _ = feed.replaceLayout(with: layout)
      return "replaceLayout(\(layout))"
    }
  }

  @Test("A saved feed that decodes goes through changes and JSON as any feed")
  func decodedMutants() throws {
    var decodedCount = 0
    for seed in 0..<UInt64(TestSize.scaled(12, long: 100)) {
      var random = SeededRandom(seed: seed)
      var session = LiveFeedSession(random: &random, withPlacements: true)
      for _ in 0..<random.within(4...30) { _ = session.step(using: &random) }
      let json = String(decoding: try SlotFeedCodableTests.json(session.feed), as: UTF8.self)
      for _ in 0..<10 {
        let mutant = Self.mutant(of: json, using: &random)
        guard var feed = try? JSONDecoder().decode(Feed.self, from: Data(mutant.utf8)) else {
          continue
        }
        decodedCount += 1
        var log = ["seed \(seed): \(mutant)"]
        if let problem = Self.roundTripProblem(feed) {
          Issue.record("\(log.joined(separator: "\n")) \(problem)")
          continue
        }
        for _ in 0..<10 {
          log.append(Self.change(&feed, session: &session, using: &random))
          if let problem = Self.roundTripProblem(feed) {
            Issue.record("\(log.joined(separator: "\n")) \(problem)")
            break
          }
        }
      }
    }
    // Most mutants are refused; enough of them decode to play.
    #expect(decodedCount >= TestSize.scaled(12, long: 100))
  }
}
