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

/// A feed that goes through JSON is the same feed: same rows, same bytes
/// when written again, and the same future under the same operations.
@Suite("SlotFeed through JSON")
struct SlotFeedCodableTests {
  static func json<Value: Encodable>(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(value)
  }

  /// What a reader sees of a feed, row by row.
  static func rows<Kind, Element>(_ feed: SlotFeed<Kind, Element>) -> [String] {
    feed.indices.map {
      "\(feed.kind(at: $0)) \(feed[$0]) \(feed.sourcePosition(at: $0).map { "\($0)" } ?? "-")"
    } + ["settled \(feed.settledCount)"]
  }

  @Test("A decoded feed goes on as the original under the same random session", arguments: 0..<4)
  func sameFuture(batch: UInt64) throws {
    for index in 0..<20 as Range<UInt64> {
      let seed = batch * 20 + index
      var random = SeededRandom(seed: seed)
      var session = LiveFeedSession(random: &random)
      for _ in 0..<(random.within(0...20)) { _ = session.step(using: &random) }
      let data = try Self.json(session.feed)
      var twin = session
      twin.feed = try JSONDecoder().decode(SlotFeed<String, LiveItem>.self, from: data)
      #expect(try Self.json(twin.feed) == data, "seed \(seed)")
      var twinRandom = random
      for step in 0..<16 {
        let problem = session.step(using: &random)
        let twinProblem = twin.step(using: &twinRandom)
        let context = "seed \(seed), step \(step):\n\(twin.log.joined(separator: "\n"))"
        #expect(twinProblem == problem, "\(context)")
        #expect(Self.rows(twin.feed) == Self.rows(session.feed), "\(context)")
        #expect(twin.feed.cursor(after: -1) == session.feed.cursor(after: -1), "\(context)")
        if problem != nil || twinProblem != nil || Self.rows(twin.feed) != Self.rows(session.feed) {
          return
        }
      }
      #expect(try Self.json(twin.feed) == Self.json(session.feed), "seed \(seed)")
    }
  }

  struct Ad: Codable, Hashable, SlotGrouping, CustomStringConvertible {
    var id: Int
    var advertiser: String
    var slotGroup: String? { advertiser }
    var description: String { "\(advertiser)\(id)" }
  }

  @Test("Prepended blocks go through JSON as the collections they were, kept flat")
  func prependedBlocks() throws {
    var feed = SlotFeed<String, LiveItem>(layout: SlotLayout(pattern: ["p"]))
    _ = feed.append(contentsOf: [LiveItem(kind: "p", id: 0)], to: "p")
    func item(_ kind: String, _ id: Int) -> LiveItem { LiveItem(kind: kind, id: id) }
    // The oldest block's rules leave x60 out; the next has the same rules.
    let blocks = [
      SlotCollection(
        layout: SlotLayout(pattern: ["p"]),
        sources: ["p": [item("p", 50), item("p", 51)], "x": [item("x", 60)]]),
      SlotCollection(layout: SlotLayout(pattern: ["p"]), sources: ["p": [item("p", 52)]]),
      SlotCollection(
        layout: SlotLayout(pattern: ["x", "p"]),
        sources: ["x": [item("x", 61)], "p": [item("p", 53)]]),
    ]
    for block in blocks { _ = feed.prepend(block) }
    let data = try Self.json(feed)
    var decoded = try JSONDecoder().decode(SlotFeed<String, LiveItem>.self, from: data)
    #expect(try Self.json(decoded) == data)
    #expect(Self.rows(decoded) == Self.rows(feed))
    #expect(decoded.map(\.id) == [61, 53, 52, 50, 51, 0])
    #expect(decoded._blocks.layouts.count == 2)
    let saved = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let savedBlocks = try JSONSerialization.data(
      withJSONObject: try #require(saved["blocks"]), options: .sortedKeys)
    let collections = try JSONSerialization.data(
      withJSONObject: try JSONSerialization.jsonObject(with: try Self.json(blocks)),
      options: .sortedKeys)
    #expect(savedBlocks == collections)
    #expect(decoded.index(ofID: 60, in: "x") == nil)
    #expect(decoded.index(ofID: 61, in: "x") == 0)
    #expect(decoded.index(ofID: 51, in: "p") == 4)
    #expect(decoded.replace(at: 2, with: item("p", 72)).updates == [2])
    #expect(decoded.map(\.id) == [61, 53, 72, 50, 51, 0])
    #expect(decoded.kind(at: 0) == "x")
    #expect(feed.map(\.id) == [61, 53, 52, 50, 51, 0])
  }

  @Test("Where the rules took over goes through JSON, and one beyond the settled rows throws")
  func rulesStart() throws {
    var feed = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "ad"], repeatables: ["post"]))
    _ = feed.append(contentsOf: ["p0", "p1", "p2", "p3"], to: "post")
    _ = feed.append(contentsOf: ["a0"], to: "ad")
    feed.settle(through: 2)
    _ = feed.replaceLayout(with: SlotLayout(pattern: ["post"], repeatables: ["post"]))
    feed.settle(through: 3)
    let data = try JSONEncoder().encode(feed)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["rulesStart"] as? Int == 3)
    let decoded = try JSONDecoder().decode(SlotFeed<String, String>.self, from: data)
    #expect(decoded.explain(at: 2).reason == .settledUnderEarlierRules)
    #expect(decoded.explain(at: 3).reason == .settled)
    // Saved before the key existed: every settled row counts as laid out
    // by the rules as they are.
    object["rulesStart"] = nil
    let older = try JSONDecoder().decode(
      SlotFeed<String, String>.self, from: try JSONSerialization.data(withJSONObject: object))
    #expect(older.explain(at: 2).reason == .settled)
    for start in [-1, 5] {
      object["rulesStart"] = start
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(
          SlotFeed<String, String>.self, from: try JSONSerialization.data(withJSONObject: object))
      }
    }
  }

  @Test("Placements and their state go through JSON")
  func placements() throws {
    let layout = SlotLayout(
      pattern: ["post", "post"], repeatables: ["post"],
      placements: [SlotPlacement(kind: "ad", every: 3, first: 1, limit: 6, separation: 7)])
    var feed = SlotFeed<String, Ad>(layout: layout)
    _ = feed.append(contentsOf: (0..<30).map { Ad(id: $0, advertiser: "p") }, to: "post")
    _ = feed.append(
      contentsOf: (0..<8).map { Ad(id: $0, advertiser: ["x", "y", "x", "z"][$0 % 4]) }, to: "ad")
    feed.settle(through: 11)
    _ = feed.remove(at: 4)
    let data = try Self.json(feed)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""placements":[{"every":3,"first":1,"kind":"ad","limit":6,"#))
    #expect(text.contains(#""placements":[{"count":"#))
    #expect(text.contains(#""ruleRow":12"#))
    var decoded = try JSONDecoder().decode(SlotFeed<String, Ad>.self, from: data)
    #expect(Self.rows(decoded) == Self.rows(feed))
    #expect(try Self.json(decoded) == data)
    for position in -1..<feed.count {
      #expect(decoded.cursor(after: position) == feed.cursor(after: position))
    }
    let more = (8..<12).map { Ad(id: $0, advertiser: "w") }
    #expect(
      decoded.append(contentsOf: more, to: "ad").rowChanges
        == feed.append(contentsOf: more, to: "ad").rowChanges)
    decoded.settle(through: 20)
    feed.settle(through: 20)
    #expect(Self.rows(decoded) == Self.rows(feed))
    #expect(try Self.json(decoded) == Self.json(feed))
    // A cursor's placement state goes through JSON, and resumes alike.
    let cursor = feed.cursor(after: 14)
    let read = try JSONDecoder().decode(SlotCursor<String>.self, from: Self.json(cursor))
    #expect(read == cursor)
    #expect(String(decoding: try Self.json(cursor), as: UTF8.self).contains(#""groups":{"#))
  }

  @Test(
    "A cursor's placement state that cannot be throws",
    arguments: [
      #""placements":[{"kind":"ad","count":-1}]"#,
      #""placements":[{"kind":"ad","count":281474976710657}]"#,
      #""placements":[{"count":1}]"#,
      #""placements":[{"kind":"ad","count":1,"last":0},{"kind":"ad","count":1,"last":0}]"#,
      #""ruleRow":-1"#,
    ])
  func impossiblePlacementStates(member: String) {
    let json = SavedJSON.cursor(#""rulePosition":3,"offsets":[],"slot":0,"# + member)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SlotCursor<String>.self, from: Data(json.utf8))
    }
  }

  @Test("A feed whose frontier's placement state does not fit its rules throws")
  func misplacedFrontier() throws {
    let layout = SlotLayout(
      pattern: ["post"], placements: [SlotPlacement(kind: "ad", every: 2)])
    var feed = SlotFeed<String, Int>(layout: layout)
    _ = feed.append(contentsOf: 0..<6, to: "post")
    _ = feed.append(contentsOf: 0..<3, to: "ad")
    feed.settle(through: 4)
    let text = String(decoding: try Self.json(feed), as: UTF8.self)
    #expect(text.contains(#""last":3"#))
    for (old, new) in [(#""last":3"#, #""last":7"#), (#""ruleRow":5"#, #""ruleRow":2"#)] {
      #expect(text.contains(old))
      let json = text.replacingOccurrences(of: old, with: new)
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(SlotFeed<String, Int>.self, from: Data(json.utf8))
      }
    }
  }
}
