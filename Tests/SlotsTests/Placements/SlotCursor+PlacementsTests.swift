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

/// Cursors with placements: a server with no session state, paging from
/// cursors, serves exactly the rows of one feed settled page by page —
/// cadence, limit and separation included — and resuming checks the
/// placement state.
@Suite("SlotCursor with placements")
struct SlotCursorPlacementsTests {
  /// Serves pages from cursors, with sources that grow between requests,
  /// beside the naive reference settled page by page.
  struct PagingSession {
    var random: SeededRandom
    var layout: SlotLayout<String>
    /// Every item that exists so far, by kind.
    var sources: [String: [LiveItem]] = [:]
    /// The reference: one feed settled page by page.
    var naive: NaiveLiveFeed<LiveItem>
    var served: [LiveItem] = []
    var expected: [LiveItem] = []
    var cursor: SlotCursor<String>?
    var nextID = 0
    var log: [String] = []

    init(seed: UInt64) {
      random = SeededRandom(seed: seed)
      let rules = RandomRules.letters
      layout = SlotLayout(rules.rules(using: &random, withPlacements: true))
      naive = NaiveLiveFeed(layout: layout)
      log.append("layout \(layout)")
    }

    mutating func grow() {
      let kinds = RandomRules.letters.allKindsWithPlacements
      for _ in 0..<random.within(0...3) {
        // Placed kinds half the time, so that late items of them arrive.
        let kind =
          random.chance(50) && !layout.placements.isEmpty
          ? random.element(of: layout.placements).kind : random.element(of: kinds)
        let items = (0..<random.within(1...(random.chance(20) ? 25 : 5))).map { index in
          LiveItem(
            kind: kind, id: nextID + index,
            group: random.chance(30) ? nil : random.element(of: ["A", "B"]))
        }
        nextID += items.count
        sources[kind, default: []].append(contentsOf: items)
        naive.append(items, to: kind)
        log.append("\(items.count) more \(kind)")
      }
    }

    mutating func servePage(throughJSON: Bool) throws {
      let pageSize = random.within(1...7)
      // The server: a fresh feed from the cursor and today's sources.
      var feed: SlotFeed<String, LiveItem>
      if var cursor {
        if throughJSON {
          let encoder = JSONEncoder()
          encoder.outputFormatting = .sortedKeys
          cursor = try JSONDecoder().decode(
            SlotCursor<String>.self, from: try encoder.encode(cursor))
        }
        feed = try SlotFeed(layout: layout, resumingAfter: cursor)
        for (kind, items) in sources where items.count > cursor.offset(of: kind) {
          _ = feed.append(contentsOf: items[cursor.offset(of: kind)...], to: kind)
        }
      } else {
        feed = SlotFeed(layout: layout)
        for (kind, items) in sources { _ = feed.append(contentsOf: items, to: kind) }
      }
      let page = Array(feed.prefix(pageSize))
      served += page
      cursor = feed.cursor(after: page.count - 1)
      log.append("page of \(pageSize): \(page)")
      // The reference, settled page by page.
      let first = naive.settledCount
      let rows = naive.rows.map(\.element)
      expected += rows[first..<min(first + pageSize, rows.count)]
      naive.settle(through: first + pageSize - 1)
    }
  }

  @Test(
    "Pages served from cursors concatenate to one feed settled page by page",
    arguments: [false, true])
  func pagesFromCursors(throughJSON: Bool) throws {
    for seed in 0..<TestSize.scaled(60, long: 200) as Range<UInt64> {
      var session = PagingSession(seed: seed)
      for _ in 0..<12 {
        session.grow()
        do {
          try session.servePage(throughJSON: throughJSON)
        } catch {
          Issue.record("seed \(seed): \(error)\n\(session.log.joined(separator: "\n"))")
          break
        }
      }
      guard session.served != session.expected else { continue }
      Issue.record(
        """
        seed \(seed): served \(session.served)
        expected \(session.expected)
        \(session.log.joined(separator: "\n"))
        """)
      return
    }
  }

  static let spaced = SlotLayout<String>(
    pattern: ["post"], repeatables: ["post"],
    placements: [SlotPlacement(kind: "ad", every: 2, first: 1, limit: 3, separation: 4)])

  static func feed() -> SlotFeed<String, LiveItem> {
    var feed = SlotFeed<String, LiveItem>(layout: spaced)
    _ = feed.append(contentsOf: (0..<8).map { LiveItem(kind: "p", id: $0) }, to: "post")
    _ = feed.append(
      contentsOf: ["N", "N", "A", "B"].enumerated().map {
        LiveItem(kind: "a", id: $0.offset, group: $0.element)
      }, to: "ad")
    return feed
  }

  @Test("A cursor counts the items of placed kinds taken, from the first the feed had")
  func offsets() throws {
    let feed = Self.feed()
    // p0 a0 p1 p2 p3 a1 p4 a2 p5 p6 p7: limit 3.
    #expect(
      feed.map(\.description).joined(separator: " ") == "p0 a0/N p1 p2 p3 a1/N p4 a2/A p5 p6 p7")
    #expect(feed.cursor(after: 0).offset(of: "ad") == 0)
    #expect(feed.cursor(after: 1).offset(of: "ad") == 1)
    #expect(feed.cursor(after: 6).offset(of: "ad") == 2)
    #expect(feed.cursor(after: 99).offset(of: "ad") == 3)
    #expect(feed.cursor(after: 6).rulePosition == 5)

    // A resumed feed's cursors stay absolute, and the limit holds across.
    var resumed = try SlotFeed<String, LiveItem>(
      layout: Self.spaced, resumingAfter: feed.cursor(after: 6))
    _ = resumed.append(
      contentsOf: (5..<8).map { LiveItem(kind: "p", id: $0) } + [LiveItem(kind: "p", id: 8)],
      to: "post")
    _ = resumed.append(
      contentsOf: [LiveItem(kind: "a", id: 2, group: "A"), LiveItem(kind: "a", id: 3, group: "B")],
      to: "ad")
    #expect(resumed.map(\.description).joined(separator: " ") == "a2/A p5 p6 p7 p8")
    #expect(resumed.cursor(after: 4).offset(of: "ad") == 3)
    #expect(resumed.cursor(after: 4).offset(of: "post") == 9)
  }

  @Test("cursor(after:) inside the settled rows gives the state at the frontier")
  func cursorInsideTheSettledRows() {
    var feed = Self.feed()
    feed.settle(through: 5)
    #expect(feed.cursor(after: 2) == feed.cursor(after: 5))
    #expect(feed.cursor(after: -1) == feed.cursor(after: 5))
    #expect(feed.cursor(after: 6) != feed.cursor(after: 5))
  }

  @Test("A cursor with placements encodes always to the same bytes")
  func encoding() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let cursor = Self.feed().cursor(after: 5)
    let bytes = try encoder.encode(cursor)
    let decoded = try JSONDecoder().decode(SlotCursor<String>.self, from: bytes)
    #expect(decoded == cursor)
    #expect(try encoder.encode(decoded) == bytes)
    // A resumed feed gives the same cursor at its start, to the byte.
    let resumed = try SlotFeed<String, LiveItem>(layout: Self.spaced, resumingAfter: decoded)
    #expect(try encoder.encode(resumed.cursor(after: -1)) == bytes)
  }

  @Test("Resuming drops the state of a kind no longer placed, and checks separation")
  func resumingWithOtherRules() throws {
    // After a1/N at row 5: the ad's group state holds N.
    let cursor = Self.feed().cursor(after: 5)
    // Rules that place no ad: the state is dropped, the offsets stay.
    let unplaced = try SlotFeed<String, LiveItem>(
      layout: SlotLayout(pattern: ["post", "ad"]), resumingAfter: cursor)
    #expect(unplaced.cursor(after: -1).offset(of: "ad") == 2)
    // Rules that place ads without separation: a group state cannot fit a
    // cursor that names no rules; one that names its rules re-anchors, and
    // drops the groups as new rules drop them.
    let withoutSeparation = SlotLayout<String>(
      pattern: ["post"], placements: [SlotPlacement(kind: "ad", every: 2)])
    #expect(throws: SlotCursorError.placementStateOutsideRules) {
      try SlotFeed<String, LiveItem>(
        layout: withoutSeparation, resumingAfter: cursor.namingNoRules())
    }
    let reanchored = try SlotFeed<String, LiveItem>(
      layout: withoutSeparation, resumingAfter: cursor)
    #expect(reanchored.cursor(after: -1).offset(of: "ad") == 2)
    // The same rules, or another separation, resume.
    _ = try SlotFeed<String, LiveItem>(layout: Self.spaced, resumingAfter: cursor)
  }

  /// The cursor of `feed()` after row 5, through JSON, with its placement
  /// state edited by `edit`.
  static func editedCursor(
    _ edit: (inout [String: Any]) -> Void
  ) throws -> SlotCursor<String>? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    var object =
      try JSONSerialization.jsonObject(with: try encoder.encode(feed().cursor(after: 5)))
      as! [String: Any]
    var placements = object["placements"] as! [[String: Any]]
    var state = placements[0]
    edit(&state)
    placements[0] = state
    object["placements"] = placements
    return try? JSONDecoder().decode(
      SlotCursor<String>.self, from: try JSONSerialization.data(withJSONObject: object))
  }

  @Test("Resuming throws on a placement state no feed could have left")
  func impossiblePlacementStates() throws {
    // The state after row 5: rule row 6, two ads, the last at row 5, N at 5.
    let cursor = Self.feed().cursor(after: 5)
    #expect(cursor.ruleRow == 6)
    let unedited = try #require(try Self.editedCursor { _ in })
    #expect(unedited == cursor)
    let edits: [(String, (inout [String: Any]) -> Void)] = [
      ("a negative count", { $0["count"] = -1 }),
      ("a last row at the rule row", { $0["last"] = 6 }),
      ("a last row after the rule row", { $0["last"] = 9 }),
      ("a group row at the rule row", { $0["groups"] = ["N": 6] }),
      ("a group row after the rule row", { $0["groups"] = ["A": 40] }),
    ]
    for (what, edit) in edits {
      // Decoding may refuse it already; if not, resuming must.
      guard let edited = try Self.editedCursor(edit) else { continue }
      #expect(throws: (any Error).self, "\(what)") {
        try SlotFeed<String, LiveItem>(layout: Self.spaced, resumingAfter: edited)
      }
    }
  }
}
