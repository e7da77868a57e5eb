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

@Suite("SlotCursor")
struct SlotCursorTests {
  typealias Random = SeededRandom

  /// Serves pages from cursors, as a server with no session state would,
  /// and returns the rows of every page, with sources that grow between
  /// requests; `throughJSON` sends each cursor through JSON first.
  struct PagingSession {
    var random: Random
    var layout: SlotLayout<String>
    /// Every item that exists so far, by kind.
    var sources: [String: [String]] = [:]
    /// One feed settled page by page: what the pages must concatenate to.
    var whole: SlotFeed<String, String>
    var served: [String] = []
    var expected: [String] = []
    var cursor: SlotCursor<String>?
    var nextID = 0

    init(seed: UInt64) {
      random = Random(seed: seed)
      layout = SlotLayout(RandomRules.letters.rules(using: &random))
      whole = SlotFeed(layout: layout)
    }

    mutating func grow() {
      for _ in 0..<random.within(0...3) {
        let kind = random.element(of: RandomRules.letters.allKinds)
        let items = (0..<random.within(1...(random.chance(20) ? 25 : 5))).map { index in
          "\(kind)\(nextID + index)"
        }
        nextID += items.count
        sources[kind, default: []].append(contentsOf: items)
        _ = whole.append(contentsOf: items, to: kind)
      }
    }

    mutating func servePage(throughJSON: Bool) throws {
      let pageSize = random.within(1...7)
      // The server: a fresh feed from the cursor and today's sources.
      var feed: SlotFeed<String, String>
      if var cursor {
        if throughJSON {
          let encoder = JSONEncoder()
          encoder.outputFormatting = .sortedKeys
          cursor = try JSONDecoder().decode(
            SlotCursor<String>.self, from: try encoder.encode(cursor))
        }
        feed = try SlotFeed(layout: layout, resumingAfter: cursor)
        for (kind, items) in sources {
          _ = feed.append(contentsOf: items[cursor.offset(of: kind)...], to: kind)
        }
      } else {
        feed = SlotFeed(layout: layout)
        for (kind, items) in sources { _ = feed.append(contentsOf: items, to: kind) }
      }
      let page = Array(feed.prefix(pageSize))
      served += page
      cursor = feed.cursor(after: page.count - 1)
      // The feed settled page by page.
      let first = whole.settledCount
      expected += whole[first..<min(first + pageSize, whole.count)]
      whole.settle(through: first + pageSize - 1)
    }
  }

  @Test(
    "Pages served from cursors concatenate to one feed settled page by page",
    arguments: [false, true])
  func pagesFromCursors(throughJSON: Bool) throws {
    for seed in 0..<TestSize.scaled(80, long: 300) as Range<UInt64> {
      var session = PagingSession(seed: seed)
      for _ in 0..<12 {
        session.grow()
        try session.servePage(throughJSON: throughJSON)
      }
      #expect(
        session.served == session.expected,
        "seed \(seed), layout \(session.layout): served \(session.served)")
    }
  }

  static let rules = SlotLayout<String>(
    pattern: ["post", "post", "ad"], header: ["banner"], repeatables: ["post"])

  static func feed() -> SlotFeed<String, String> {
    var feed = SlotFeed<String, String>(layout: rules)
    _ = feed.append(contentsOf: ["b0"], to: "banner")
    _ = feed.append(contentsOf: (0..<10).map { "p\($0)" }, to: "post")
    _ = feed.append(contentsOf: ["a0"], to: "ad")
    return feed
  }

  @Test("A cursor names the items taken, the rule position and the pass")
  func cursorContents() {
    let feed = Self.feed()
    // b0 | p0 p1 a0 | p2 p3 (blocked) | p4 p5 | …
    let cursor = feed.cursor(after: 3)
    #expect(cursor.offset(of: "banner") == 1)
    #expect(cursor.offset(of: "post") == 2)
    #expect(cursor.offset(of: "ad") == 1)
    #expect(cursor.offset(of: "unknown") == 0)
    #expect(cursor.rulePosition == 4)
    #expect(
      cursor.description
        == "SlotCursor(rulePosition: 4, offsets: [ad: 1, banner: 1, post: 2], pattern slot 0, live: [post])"
    )
    // Before the first row: the header's first slot.
    #expect(
      feed.cursor(after: -1).description
        == "SlotCursor(rulePosition: 0, offsets: [], header slot 0, live: [post])")
    // Past the end: the last row.
    #expect(feed.cursor(after: 1_000) == feed.cursor(after: feed.count - 1))
    // Mid-pass: the state at the instant p3 is emitted, before the empty ad
    // slot blocks the pass.
    #expect(
      feed.cursor(after: 5).description
        == "SlotCursor(rulePosition: 6, offsets: [ad: 1, banner: 1, post: 4], pattern slot 2, live: [post])"
    )
    // Blocked: p1 is emitted after the empty ad slot blocked the pass.
    var blocked = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "ad", "post", "post"], repeatables: ["post"]))
    _ = blocked.append(contentsOf: ["p0", "p1", "p2", "p3"], to: "post")
    #expect(
      blocked.cursor(after: 1).description
        == "SlotCursor(rulePosition: 2, offsets: [post: 2], pattern slot 3, blocked, live: [post])")
  }

  @Test("A cursor encodes compactly and always to the same bytes")
  func encoding() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let cursor = Self.feed().cursor(after: 5)
    let json = String(decoding: try encoder.encode(cursor), as: UTF8.self)
    #expect(
      json
        == SavedJSON.cursor(
          #""kinds":["banner","post","ad"],"layout":"b0c6a3164d941e64","live":["post"],"#
            + #""offsets":[["ad",1],["banner",1],["post",4]],"rulePosition":6,"slot":2"#))
    #expect(try JSONDecoder().decode(SlotCursor<String>.self, from: Data(json.utf8)) == cursor)
    // The same cursor reached another way encodes alike.
    var resumed = try SlotFeed<String, String>(
      layout: Self.rules, resumingAfter: Self.feed().cursor(after: 2))
    _ = resumed.append(contentsOf: (2..<10).map { "p\($0)" }, to: "post")
    _ = resumed.append(contentsOf: ["a0"], to: "ad")
    #expect(try encoder.encode(resumed.cursor(after: 2)) == Data(json.utf8))
    // Flags appear when true.
    var blocked = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "ad", "post", "post"], header: ["b"]))
    _ = blocked.append(contentsOf: ["p0", "p1", "p2", "p3"], to: "post")
    #expect(
      String(decoding: try encoder.encode(blocked.cursor(after: -1)), as: UTF8.self)
        == SavedJSON.cursor(
          #""header":true,"kinds":["b","post","ad"],"layout":"d8cc0c060f4c5ae2","offsets":[],"#
            + #""rulePosition":0,"slot":0"#))
  }

  @Test(
    "Decoding an impossible cursor throws",
    arguments: [
      SavedJSON.cursor(#""rulePosition":-1,"offsets":[],"slot":0"#),
      SavedJSON.cursor(#""rulePosition":0,"offsets":[["post",-3]],"slot":0"#),
      SavedJSON.cursor(#""rulePosition":0,"offsets":[],"slot":-1"#),
      SavedJSON.cursor(#""rulePosition":0,"offsets":[["post",1],["post",2]],"slot":0"#),
      SavedJSON.cursor(#""rulePosition":0,"offsets":[["post",1,2]],"slot":0"#),
      SavedJSON.cursor(#""rulePosition":0,"offsets":[["post"]],"slot":0"#),
      SavedJSON.cursor(#""rulePosition":0,"offsets":[[1,"post"]],"slot":0"#),
      SavedJSON.cursor(#""rulePosition":0,"offsets":[],"slot":0,"live":["post","post"]"#),
      SavedJSON.cursor(#""offsets":[],"slot":0"#),
      SavedJSON.cursor(#""rulePosition":0,"offsets":{},"slot":0"#),
      SavedJSON.cursor(#""rulePosition":281474976710657,"offsets":[],"slot":0"#),
      SavedJSON.cursor(#""rulePosition":0,"offsets":[["post",9223372036854775807]],"slot":0"#),
      SavedJSON.cursor(#""offsets":[["post",2]],"rulePosition":9223372036854775806,"slot":0"#),
      #"{"offsets":[["post",2]],"rulePosition":9223372036854775806,"slot":0}"#,
      // Other versions, and cursors from before formats had one.
      SavedJSON.cursor(
        #""rulePosition":0,"offsets":[],"slot":0"#, version: SavedJSON.cursorVersion - 1),
      SavedJSON.cursor(
        #""rulePosition":0,"offsets":[],"slot":0"#, version: SavedJSON.cursorVersion + 1),
      #"{"version":"\#(SavedJSON.cursorVersion)","rulePosition":0,"offsets":[],"slot":0}"#,
      #"{"rulePosition":0,"offsets":[],"slot":0}"#,
      #"[]"#,
    ])
  func impossibleCursors(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SlotCursor<String>.self, from: Data(json.utf8))
    }
  }

  @Test("Decoding a cursor of another version throws, naming both versions")
  func decodingOtherVersions() {
    for version in [SavedJSON.cursorVersion - 1, SavedJSON.cursorVersion + 1] {
      let json = SavedJSON.cursor(#""rulePosition":0,"offsets":[],"slot":0"#, version: version)
      #expect {
        try JSONDecoder().decode(SlotCursor<String>.self, from: Data(json.utf8))
      } throws: { error in
        guard case DecodingError.dataCorrupted(let context) = error else { return false }
        return context.debugDescription
          == "unsupported format version \(version) of SlotCursor: "
          + "this library reads version \(SavedJSON.cursorVersion)"
      }
    }
  }

  @Test("Resuming with a cursor that does not fit the rules throws")
  func mismatchedCursors() throws {
    let long = SlotLayout<String>(pattern: ["a", "b", "c", "d"], repeatables: ["d"])
    var feed = SlotFeed<String, Int>(layout: long)
    _ = feed.append(contentsOf: [1, 2], to: "a")
    _ = feed.append(contentsOf: [1, 2], to: "b")
    _ = feed.append(contentsOf: [1, 2], to: "c")
    _ = feed.append(contentsOf: [1, 2], to: "d")
    // Cursors that name no rules (as decoded without them) must fit.
    let atSlot3 = feed.cursor(after: 2).namingNoRules()
    #expect(throws: SlotCursorError.slotOutsideRules(slot: 3, inHeader: false)) {
      try SlotFeed<String, Int>(layout: SlotLayout(pattern: ["a", "b"]), resumingAfter: atSlot3)
    }
    // A live repeatable outside the pattern would never stop the rules.
    #expect(throws: SlotCursorError.liveRepeatableOutsidePattern) {
      try SlotFeed<String, Int>(
        layout: SlotLayout(pattern: ["a", "b", "c", "e"]), resumingAfter: atSlot3)
    }
    // A header slot, resumed with rules without a header.
    let header = SlotFeed<String, Int>(layout: SlotLayout(pattern: ["a"], header: ["h"]))
    #expect(throws: SlotCursorError.slotOutsideRules(slot: 0, inHeader: true)) {
      try SlotFeed<String, Int>(
        layout: SlotLayout(pattern: ["a"]), resumingAfter: header.cursor(after: -1).namingNoRules())
    }
    // The first slot of a pattern always fits, even an empty pattern.
    let start = SlotFeed<String, Int>(layout: SlotLayout(pattern: ["a"])).cursor(after: 0)
    let empty = try SlotFeed<String, Int>(layout: SlotLayout(), resumingAfter: start)
    #expect(empty.isEmpty)
    #expect(
      "\(SlotCursorError.slotOutsideRules(slot: 3, inHeader: false))"
        == "the cursor stands at slot 3 of the pattern, which the rules do not have")
  }

  @Test("A resumed feed counts its cursors from the one it resumed after")
  func resumedCursors() throws {
    let first = Self.feed().cursor(after: 3)
    var feed = try SlotFeed<String, String>(layout: Self.rules, resumingAfter: first)
    _ = feed.append(contentsOf: (2..<10).map { "p\($0)" }, to: "post")
    #expect(Array(feed.prefix(4)) == ["p2", "p3", "p4", "p5"])
    let next = feed.cursor(after: 1)
    #expect(next.offset(of: "post") == 4)
    #expect(next.offset(of: "ad") == 1)
    #expect(next.offset(of: "banner") == 1)
    #expect(next.rulePosition == 6)
    #expect(next == Self.feed().cursor(after: 5))
  }
}
