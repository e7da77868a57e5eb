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

@Suite("SlotFeed")
struct SlotFeedTests {
  enum Kind: String, Codable, Hashable, Sendable { case post, ad, promo, banner }

  /// `[post, post, post, ad]`, posts repeat, with `posts` posts and `ads`
  /// ads.
  static func feed(posts: Int, ads: Int = 0) -> SlotFeed<Kind, String> {
    var feed = SlotFeed<Kind, String>(
      layout: SlotLayout(pattern: [.post, .post, .post, .ad], repeatables: [.post]))
    _ = feed.append(contentsOf: (0..<posts).map { "p\($0)" }, to: .post)
    _ = feed.append(contentsOf: (0..<ads).map { "a\($0)" }, to: .ad)
    return feed
  }

  @Test("An empty feed has no rows, and nothing to settle")
  func empty() {
    var feed = SlotFeed<Kind, String>(layout: SlotLayout(pattern: [.post]))
    #expect(feed.isEmpty && feed.count == 0 && feed.settledCount == 0)
    feed.settle(through: 10)
    feed.settle(through: -1)
    #expect(feed.settledCount == 0)
    #expect(feed.demand(for: .post, within: 5) == 5)
    #expect(feed.demand(for: .ad, within: 5) == 0)
    #expect(feed.cursor(after: 0) == feed.cursor(after: -1))
    #expect(feed.layout == SlotLayout(pattern: [.post]))
  }

  @Test("Settling: past the end means the last row; before the frontier, nothing")
  func settling() {
    var feed = Self.feed(posts: 10)
    feed.settle(through: 2)
    #expect(feed.settledCount == 3)
    feed.settle(through: 1)
    feed.settle(through: -5)
    feed.settle(through: Int.min)
    #expect(feed.settledCount == 3)
    feed.settle(through: Int.max)
    #expect(feed.settledCount == 10 && feed.count == 10)
    // Nothing left to settle.
    feed.settle(through: Int.max)
    #expect(feed.settledCount == 10)
    #expect(feed.debugDescription.hasSuffix("post: \"p9\" |])"))
  }

  @Test("Late items land below the frontier, and the change set says so")
  func lateItems() {
    var feed = Self.feed(posts: 9)
    feed.settle(through: 4)
    let changes = feed.append(contentsOf: ["a0", "a1"], to: .ad)
    // p0 … p4 | p5 a0 p6 p7 p8 a1
    #expect(Array(feed) == ["p0", "p1", "p2", "p3", "p4", "p5", "a0", "p6", "p7", "p8", "a1"])
    #expect(changes.rowChanges == SlotChangeSet(insertions: [6, 10]))
    #expect(feed.kind(at: 6) == .ad)
    #expect(feed.description == Array(feed).description)
  }

  @Test("Hiding settled rows removes one row each, even all of them")
  func hiding() {
    var feed = Self.feed(posts: 8)
    feed.settle(through: 5)
    for _ in 0..<6 {
      #expect(feed.remove(at: 0).rowChanges == SlotChangeSet(removals: [0]))
    }
    #expect(feed.settledCount == 0)
    #expect(Array(feed) == ["p6", "p7"])
    // The rules go on after the hidden rows: the ad slot after p5 is next.
    _ = feed.append(contentsOf: ["p8", "p9"], to: .post)
    _ = feed.append(contentsOf: ["a0"], to: .ad)
    #expect(Array(feed) == ["a0", "p6", "p7", "p8", "p9"])

    // A hidden row keeps its rule position: the promo pinned at 4 stays
    // the fifth row laid out by the rules, now shown fourth.
    var pinned = SlotFeed<Kind, String>(layout: SlotLayout(pattern: [.post], fixed: [4: .promo]))
    _ = pinned.append(contentsOf: ["p0", "p1", "p2"], to: .post)
    pinned.settle(through: 1)
    #expect(pinned.remove(at: 0).rowChanges == SlotChangeSet(removals: [0]))
    _ = pinned.append(contentsOf: ["P"], to: .promo)
    _ = pinned.append(contentsOf: ["p3", "p4"], to: .post)
    #expect(Array(pinned) == ["p1", "p2", "p3", "P", "p4"])
  }

  @Test("Removing a tail row gives its item back to its source")
  func removingFromTheTail() {
    var feed = Self.feed(posts: 6, ads: 2)
    // p0 p1 p2 a0 p3 p4 p5 a1
    feed.settle(through: 1)
    let changes = feed.remove(at: 4)
    #expect(Array(feed) == ["p0", "p1", "p2", "a0", "p4", "p5"])
    #expect(changes.removals == [4, 7])
    #expect(changes.insertions.isEmpty && changes.moves.isEmpty)
  }

  @Test("Replacing shows new contents in place: settled, tail and prepended rows")
  func replacing() {
    var feed = Self.feed(posts: 6, ads: 1)
    feed.settle(through: 1)
    _ = feed.prepend(
      SlotCollection(layout: SlotLayout(pattern: [.promo]), sources: [.promo: ["n0"]]))
    // n0 p0 p1 | p2 a0 p3 p4 p5
    #expect(feed.replace(at: 0, with: "N0").rowChanges == SlotChangeSet(updates: [0]))
    #expect(feed.replace(at: 1, with: "P0").rowChanges == SlotChangeSet(updates: [1]))
    #expect(feed.replace(at: 4, with: "A0").rowChanges == SlotChangeSet(updates: [4]))
    #expect(Array(feed) == ["N0", "P0", "p1", "p2", "A0", "p3", "p4", "p5"])
    #expect(feed.kind(at: 0) == .promo && feed.kind(at: 4) == .ad)
    #expect(feed.sourcePosition(at: 0) == nil)
    #expect(feed.sourcePosition(at: 1) == SourcePosition(kind: .post, offset: 0))
    #expect(feed.sourcePosition(at: 4) == SourcePosition(kind: .ad, offset: 0))
    #expect(feed.sourcePosition(at: 7) == SourcePosition(kind: .post, offset: 5))
  }

  @Test("Prepending an empty block changes nothing")
  func prependingNothing() {
    var feed = Self.feed(posts: 3)
    #expect(feed.prepend(SlotCollection()).isEmpty)
    #expect(feed.count == 3)
  }

  @Test("An empty pattern lays out no tail; prepended rows still show")
  func emptyPattern() {
    var feed = SlotFeed<Kind, String>(layout: SlotLayout(fixed: [0: .promo]))
    _ = feed.append(contentsOf: ["x"], to: .promo)
    #expect(feed.isEmpty)
    _ = feed.prepend(SlotCollection(layout: SlotLayout(pattern: [.post]), sources: [.post: ["n"]]))
    #expect(Array(feed) == ["n"] && feed.settledCount == 1)
  }

  @Test("Demand counts the slots that more items would fill in the next rows")
  func demand() {
    let feed = Self.feed(posts: 3_000)
    #expect(feed.demand(for: .ad, within: 2_000) == 500)
    #expect(feed.demand(for: .ad, within: 0) == 0)
    #expect(feed.demand(for: .ad, within: -7) == 0)
    #expect(feed.demand(for: .post, within: 2_000) == 0)
    #expect(feed.demand(for: .banner, within: 2_000) == 0)
    // Huge row counts are bounded, never an overflow.
    #expect(feed.demand(for: .ad, within: Int.max) == 1_000)
    let repeating = SlotFeed<Kind, String>(
      layout: SlotLayout(pattern: [.post], repeatables: [.post]))
    #expect(repeating.demand(for: .post, within: Int.max) == 1 << 48)
    // With settled rows pending, from the frontier.
    var settled = feed
    settled.settle(through: 2)
    #expect(settled.demand(for: .ad, within: 4) == 1)
    #expect(settled.demand(for: .ad, within: 1) == 1)
  }

  @Test("Positions outside the feed trap, as with Array")
  func outOfRangeTraps() async {
    await #expect(processExitsWith: .failure) {
      var feed = SlotFeedTests.feed(posts: 3)
      _ = feed.remove(at: 3)
    }
    await #expect(processExitsWith: .failure) {
      var feed = SlotFeedTests.feed(posts: 3)
      _ = feed.replace(at: -1, with: "x")
    }
    await #expect(processExitsWith: .failure) {
      _ = SlotFeedTests.feed(posts: 3)[Int.min]
    }
    await #expect(processExitsWith: .failure) {
      _ = SlotFeedTests.feed(posts: 3).kind(at: 3)
    }
  }

  @Test("A feed settled a page at a time keeps runs, not rows")
  func noRowStorage() {
    var feed = SlotFeed<Kind, Int>(
      layout: SlotLayout(pattern: [.post, .post, .post, .ad], repeatables: [.post]))
    for page in 0..<200 {
      _ = feed.append(contentsOf: (page * 1_000)..<((page + 1) * 1_000), to: .post)
      _ = feed.append(contentsOf: 0..<feed.demand(for: .ad, within: 2_000), to: .ad)
      feed.settle(through: feed.count - 50)
      feed._checkInvariants()
    }
    #expect(feed.count == 200_000 + 200_000 / 3)
    #expect(feed.settledCount == feed.count - 49)
    _ = feed.append(contentsOf: [0], to: .ad)  // copies the pending rows out
    #expect(feed._settled.runs.count <= 3 * 200)
    #expect(feed._settled.entries.count <= 12 * 200)
  }

  @Test("The tail follows the rules from the frontier, mid-header too")
  func resumingInTheHeader() {
    var feed = SlotFeed<Kind, String>(
      layout: SlotLayout(pattern: [.post, .ad], header: [.banner, .banner, .post]))
    _ = feed.append(contentsOf: ["b0"], to: .banner)
    _ = feed.append(contentsOf: ["p0", "p1"], to: .post)
    // The header stops at its second slot, for want of a banner.
    #expect(Array(feed) == ["b0"])
    feed.settle(through: 0)
    _ = feed.append(contentsOf: ["b1"], to: .banner)
    _ = feed.append(contentsOf: ["a0"], to: .ad)
    #expect(Array(feed) == ["b0", "b1", "p0", "p1", "a0"])
  }

  @Test("A decoded feed has the same rows and goes on alike")
  func codableRoundTrip() throws {
    var feed = Self.feed(posts: 20, ads: 1)
    feed.settle(through: 6)
    _ = feed.remove(at: 2)
    _ = feed.prepend(
      SlotCollection(layout: SlotLayout(pattern: [.promo]), sources: [.promo: ["n0", "n1"]]))
    _ = feed.remove(at: 0)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(feed)
    var decoded = try JSONDecoder().decode(SlotFeed<Kind, String>.self, from: data)
    #expect(Array(decoded) == Array(feed))
    #expect(decoded.settledCount == feed.settledCount)
    #expect(try encoder.encode(decoded) == data)
    // A decoded feed starts a history of its own: its versions start at 0.
    #expect(
      decoded.append(contentsOf: ["a1", "a2"], to: .ad).rowChanges
        == feed.append(contentsOf: ["a1", "a2"], to: .ad).rowChanges)
    #expect(Array(decoded) == Array(feed))
    #expect(decoded.cursor(after: 9) == feed.cursor(after: 9))
  }

  static let validJSON = json()

  /// A valid saved feed, whose format and frontier name the versions given.
  static func json(
    version: Int = SavedJSON.feedVersion, cursorVersion: Int = SavedJSON.cursorVersion
  ) -> String {
    let frontier = SavedJSON.cursor(
      #""offsets":[["ad",1],["post",2]],"rulePosition":3,"slot":0"#, version: cursorVersion)
    return SavedJSON.feed(
      #""frontier":\#(frontier),"layout":{"pattern":["post","post","ad"]},"#
        + #""settled":[{"kinds":["post","post","ad"],"times":1}],"#
        + #""sources":["post",["p0","p1","p2"],"ad",["a0"]]"#,
      version: version)
  }

  @Test("Decoding a valid feed")
  func decodingValid() throws {
    let feed = try JSONDecoder().decode(
      SlotFeed<Kind, String>.self, from: Data(Self.validJSON.utf8))
    #expect(Array(feed) == ["p0", "p1", "a0", "p2"])
    #expect(feed.settledCount == 3)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(feed), as: UTF8.self) == Self.validJSON)
    // Hidden rows, a block, and a frontier beyond the settled rows: resumed.
    let json = Self.validJSON.replacingOccurrences(
      of: #""ad",1],["post",2]],"rulePosition":3"#, with: #""ad",3],["post",12]],"rulePosition":15"#
    ).replacingOccurrences(
      of: #""sources":["post""#,
      with: #""hidden":[[-1,1],[1,1]],"blocks":[{"layout":{"pattern":["promo"]},"#
        + #""sources":["promo",["n0","n1"]]}],"sources":["post""#)
    let resumed = try JSONDecoder().decode(SlotFeed<Kind, String>.self, from: Data(json.utf8))
    #expect(Array(resumed) == ["n0", "p0", "a0", "p2"])
    #expect(resumed.settledCount == 3)
    #expect(resumed.cursor(after: 2).offset(of: .post) == 12)
    #expect(resumed.cursor(after: 3).offset(of: .post) == 13)
    #expect(resumed.cursor(after: 3).rulePosition == 16)
  }

  @Test("Decoding a feed in the format of old versions throws, saying so")
  func decodingOldFormats() {
    let old = """
      {"blocks":[],"hidden":[],"kinds":["post","ad"],"layout":{"pattern":["post","post","ad"]},\
      "settled":[{"kinds":[0,0,1],"passes":1}],"sources":[["p0","p1","p2"],["a0"]],\
      "state":{"live":[],"slot":0}}
      """
    let version = SavedJSON.feedVersion
    for (json, type, expected) in [
      (old, "SlotFeed", version),
      (Self.json(version: version - 1), "SlotFeed", version),
      (Self.json(version: version + 1), "SlotFeed", version),
      // The frontier's cursor has a version of its own.
      (
        Self.json(cursorVersion: SavedJSON.cursorVersion + 1), "SlotCursor",
        SavedJSON.cursorVersion
      ),
    ] {
      #expect {
        try JSONDecoder().decode(SlotFeed<Kind, String>.self, from: Data(json.utf8))
      } throws: { error in
        guard case DecodingError.dataCorrupted(let context) = error else { return false }
        return context.debugDescription.hasPrefix("unsupported format version")
          && context.debugDescription.hasSuffix(
            "of \(type): this library reads version \(expected)")
      }
    }
  }

  @Test(
    "Decoding a feed that does not hold together throws",
    arguments: [
      (#""times":1"#, #""times":0"#),
      (#""times":1"#, #""times":2"#),
      (#""times":1"#, #""times":-1"#),
      (#""times":1"#, #""times":9223372036854775807"#),
      (#""times":1"#, #""times":4611686018427387904"#),
      (#""kinds":["post","post","ad"]"#, #""kinds":[]"#),
      (#""kinds":["post","post","ad"]"#, #""kinds":["post","post","banner"]"#),
      (#""kinds":["post","post","ad"]"#, #""kinds":["post","post","reel"]"#),
      (#""sources":["#, #""hidden":[[3,1]],"sources":["#),
      (#""sources":["#, #""hidden":[[-1,1]],"sources":["#),
      (#""sources":["#, #""hidden":[[0,1],[0,1]],"sources":["#),
      (#""sources":["#, #""hidden":[[0,2],[1,1]],"sources":["#),
      (#""sources":["#, #""hidden":[[0,0]],"sources":["#),
      (#""sources":["#, #""hidden":[[0]],"sources":["#),
      (#""sources":["#, #""hidden":[[1,9223372036854775807]],"sources":["#),
      (#""sources":["#, #""blocks":[{"layout":{"pattern":[]}}],"sources":["#),
      (#","ad",["a0"]]"#, "]"),
      (#""slot":0"#, #""slot":3"#),
      (#""slot":0"#, #""slot":-1"#),
      (#""slot":0"#, #""slot":0,"header":true"#),
      (#""slot":0"#, #""slot":0,"live":["ad","ad"]"#),
      (#""slot":0"#, #""slot":0,"live":["banner"]"#),
      (#"["post",2]"#, #"["post",1]"#),
      (#""rulePosition":3"#, #""rulePosition":2"#),
      (#""rulePosition":3"#, #""rulePosition":-3"#),
      (#""slot":0,"version":\#(SavedJSON.cursorVersion)"#, #""slot":0"#),
      (#""frontier":{"#, #""other":{"#),
    ])
  func decodingMalformed(replace: String, with replacement: String) {
    #expect(Self.validJSON.contains(replace))
    let json = Self.validJSON.replacingOccurrences(of: replace, with: replacement)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SlotFeed<Kind, String>.self, from: Data(json.utf8))
    }
  }

  @Test("A feed is read from many tasks at once while copies change")
  func concurrentReads() async {
    var feed = Self.feed(posts: 2_000, ads: 300)
    feed.settle(through: 700)
    _ = feed.remove(at: 5)
    _ = feed.prepend(
      SlotCollection(layout: SlotLayout(pattern: [.promo]), sources: [.promo: ["n0"]]))
    feed.settle(through: 900)  // leaves rows pending, worked out on each read
    let shared = feed
    let rows = Array(shared)
    let demand = shared.demand(for: .ad, within: 500)
    let cursor = shared.cursor(after: 1_200)
    let failures = await withTaskGroup(of: String?.self) { group in
      for task in 0..<8 {
        group.addTask {
          if Array(shared) != rows { return "rows" }
          if shared.demand(for: .ad, within: 500) != demand { return "demand" }
          if shared.cursor(after: 1_200) != cursor { return "cursor" }
          var copy = shared
          _ = copy.append(contentsOf: ["x\(task)"], to: .ad)
          copy.settle(through: copy.count)
          _ = copy.remove(at: task)
          if copy.count != rows.count { return "copy" }
          return Array(shared) == rows ? nil : "rows after a copy changed"
        }
      }
      var failures: [String] = []
      for await failure in group { if let failure { failures.append(failure) } }
      return failures
    }
    #expect(failures.isEmpty)
  }
}

/// A long-lived live feed that meets many kind names forgets those it no
/// longer uses, and every change set still holds.
@Suite("SlotFeed forgets kinds")
struct SlotFeedForgettingTests {
  @Test("Forgetting renumbers the kinds of the rows that stay, and they stay")
  func renumberedRowsStay() {
    // g1, g2 and g3 are numbered before s and never get an item.
    var feed = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["g1", "g2", "g3", "s"], repeatables: ["s"]))
    _ = feed.append(contentsOf: ["s0", "s1", "s2"], to: "s")
    feed.settle(through: 0)
    #expect(feed._table.count == 4)
    let changes = feed.replaceLayout(with: SlotLayout(pattern: ["s"], repeatables: ["s"]))
    #expect(feed._table.count == 1)
    #expect(Array(feed) == ["s0", "s1", "s2"])
    #expect(changes.isEmpty)
    #expect(feed.cursor(after: 2).offset(of: "s") == 3)
    #expect(feed._brokenInvariant() == nil)
  }

  /// A new kind name each round: 120 rounds, and 600 with the long sizes.
  @Test("Cycling through new kind names keeps a small table, and the feed right")
  func cyclingKinds() throws {
    let rounds = TestSize.scaled(120, long: 600)
    var random = SeededRandom(seed: 600)
    var session = LiveFeedSession(random: &random)
    let layout = SlotLayout<String>(pattern: ["a", "a", "x0"], repeatables: ["a"])
    let changes = session.feed.replaceLayout(with: layout)
    session.naive.replaceLayout(with: layout)
    #expect(session.check(changes, from: [], settledBefore: 0, arrival: true) == nil)
    var largest = 0
    for round in 0..<rounds {
      // From round 5 on, "s" stays in the rules: it is numbered after the
      // first kinds that get forgotten, so its identifier changes under the
      // rows that show its items.
      let kind = "x\(round)"
      let next = SlotLayout<String>(
        pattern: ["a", round < 5 ? "a" : "s", kind], repeatables: ["a"])
      var old = Array(session.feed)
      var settled = session.feed.settledCount
      var changes = session.feed.replaceLayout(with: next)
      session.naive.replaceLayout(with: next)
      #expect(session.compare() == nil)
      #expect(session.check(changes, from: old, settledBefore: settled, arrival: true) == nil)

      // An item of the new kind, and two more of "a"; now and then the
      // reader moves on, or the new kind's item is taken back.
      for (items, to) in [(1, kind), (2, "a"), (round < 5 ? 0 : 1, "s")] {
        old = Array(session.feed)
        settled = session.feed.settledCount
        let new = session.newItems(to, items)
        changes = session.feed.append(contentsOf: new, to: to)
        session.naive.append(new, to: to)
        #expect(session.check(changes, from: old, settledBefore: settled, arrival: true) == nil)
      }
      if round % 3 == 0 {
        session.feed.settle(through: session.feed.count - 2)
        session.naive.settle(through: session.naive.rows.count - 2)
      } else if let position = session.feed.indices.last(where: {
        $0 >= session.feed.settledCount && session.feed.kind(at: $0) == kind
      }) {
        old = Array(session.feed)
        settled = session.feed.settledCount
        changes = session.feed.remove(at: position)
        session.naive.remove(at: position)
        #expect(session.check(changes, from: old, settledBefore: settled, arrival: true) == nil)
      }
      #expect(session.compare() == nil)
      #expect(session.feed._brokenInvariant() == nil)
      largest = max(largest, session.feed._table.count)
    }
    // Kinds in use: "a", the rules' newest and every kind with an item left.
    let inUse = Set((0..<session.feed.count).map { session.feed.kind(at: $0) }).count + 2
    #expect(session.feed._table.count <= 2 * inUse + 2)
    // A table that kept every name would hold one a round.
    #expect(largest < rounds)
    // The settled rows still read as before, and a cursor still counts them.
    let cursor = session.feed.cursor(after: session.feed.count)
    #expect(
      cursor.offset(of: "a") == session.naive.state(after: session.naive.rows.count).consumed["a"])
  }
}
