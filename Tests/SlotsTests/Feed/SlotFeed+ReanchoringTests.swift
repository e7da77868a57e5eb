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

extension SlotCursor {
  /// The cursor as it decodes without the rules it names (as a cursor
  /// written before cursors named them): it resumes only under rules it
  /// fits as it stands.
  func namingNoRules() -> Self {
    var cursor = self
    cursor._layoutIdentity = nil
    return cursor
  }
}

/// A cursor names the rules it was taken under; a feed resumed from it under
/// other rules goes on as `replaceLayout(with:)` would have gone on.
@Suite("Resuming under changed rules")
struct SlotFeedReanchoringTests {
  @Test("Pages across rule changes serve each item once, in order, as one feed")
  func pagesAcrossRuleChanges() throws {
    var ruleChanges = 0
    var rowsServed = 0
    for seed in 0..<200 as Range<UInt64> {
      var session = SlotCursorPlacementsTests.PagingSession(seed: seed)
      for _ in 0..<14 {
        if session.cursor != nil && session.random.chance(35) {
          session.changeRules()
          ruleChanges += 1
        }
        session.grow()
        do {
          try session.servePage(throughJSON: true)
        } catch {
          Issue.record("seed \(seed): \(error)\n\(session.log.joined(separator: "\n"))")
          break
        }
      }
      rowsServed += session.served.count
      let problems = session.problems()
      guard session.served != session.expected || !problems.isEmpty else { continue }
      Issue.record(
        """
        seed \(seed): \(problems.joined(separator: "; "))
        served \(session.served)
        expected \(session.expected)
        \(session.log.joined(separator: "\n"))
        """)
      return
    }
    // The sessions change the rules often, and serve many rows.
    #expect(ruleChanges > 500)
    #expect(rowsServed > 2_000)
  }

  @Test("Resuming under other rules goes on as replaceLayout would")
  func resumingIsReplacingTheLayout() throws {
    let rules = RandomRules.letters
    for seed in 0..<300 as Range<UInt64> {
      var random = SeededRandom(seed: seed)
      let old = SlotLayout(rules.rules(using: &random, withPlacements: true))
      let new = SlotLayout(rules.rules(using: &random, withPlacements: true))
      var sources: [String: [LiveItem]] = [:]
      var whole = SlotFeed<String, LiveItem>(layout: old)
      for (kind, count) in rules.counts(using: &random, withPlacements: true) {
        let items = (0..<count).map {
          LiveItem(kind: kind, id: $0, group: random.chance(50) ? "A" : "B")
        }
        sources[kind] = items
        _ = whole.append(contentsOf: items, to: kind)
      }
      let row = random.within(-1...(whole.count + 1))
      let cursor = whole.cursor(after: row)
      whole.settle(through: row)
      _ = whole.replaceLayout(with: new)
      var resumed = try SlotFeed<String, LiveItem>(layout: new, resumingAfter: cursor)
      for (kind, items) in sources where items.count > cursor.offset(of: kind) {
        _ = resumed.append(contentsOf: items[cursor.offset(of: kind)...], to: kind)
      }
      let rest = Array(whole[whole.settledCount...])
      #expect(
        Array(resumed) == rest,
        "seed \(seed), row \(row): \(old) then \(new): \(Array(resumed)) instead of \(rest)")
      #expect(
        resumed.cursor(after: resumed.count - 1) == whole.cursor(after: whole.count - 1),
        "seed \(seed)")
    }
  }

  static let rules = SlotLayout<String>(
    pattern: ["post", "post", "ad"], header: ["banner"], repeatables: ["post"],
    fixed: [4: "promo", 9: "promo"],
    placements: [SlotPlacement(kind: "user", every: 4, limit: 3, separation: 6)])

  @Test("The fingerprint is a fixed function of what the rules lay out")
  func fingerprints() {
    func identity(_ layout: SlotLayout<String>) -> SlotCursor<String>._LayoutIdentity {
      SlotFeed<String, LiveItem>(layout: layout).cursor(after: -1)._layoutIdentity!
    }
    // The same bytes in every process and on every platform.
    #expect(identity(Self.rules).fingerprint == 0xd5d6_4d85_7ceb_470c)
    #expect(identity(Self.rules).kinds == ["banner", "post", "ad", "promo", "user"])
    #expect(identity(SlotLayout()).fingerprint == 0x84ab_b2bf_7199_5ba4)
    // Rules built another way, or rules that differ only where a feed does
    // not look, have the same identity.
    var same = SlotLayout<String>(pattern: ["post", "post", "ad"], header: ["banner"])
    same.placements = Self.rules.placements
    same.fixed = [9: "promo", -3: "poll", 4: "promo"]
    same.repeatables = ["post", "story"]
    #expect(identity(same) == identity(Self.rules))
    // A feed's kind table, renumbered by rules that come and go, does not
    // change it.
    var feed = SlotFeed<String, LiveItem>(
      layout: SlotLayout(pattern: Array("zyxwvutsrq").map { "\($0)" }))
    _ = feed.replaceLayout(with: Self.rules)
    #expect(feed.cursor(after: -1)._layoutIdentity == identity(Self.rules))
    // Every other change of the rules changes it.
    var changes: [SlotLayout<String>] = []
    for change in 0..<8 {
      var layout = Self.rules
      switch change {
      case 0: layout.pattern = ["post", "ad", "post"]
      case 1: layout.header = []
      case 2: layout.repeatables = []
      case 3: layout.fixed = [5: "promo", 9: "promo"]
      case 4: layout.fallback = "post"
      case 5: layout.placements[0] = SlotPlacement(kind: "user", every: 5, limit: 3, separation: 6)
      case 6: layout.placements[0] = SlotPlacement(kind: "user", every: 4, separation: 6)
      default: layout.placements = []
      }
      changes.append(layout)
    }
    let fingerprints = Set((changes + [Self.rules]).map { identity($0).fingerprint })
    #expect(fingerprints.count == changes.count + 1)
    // The same structure over other kinds: the same fingerprint, other kinds.
    let renamed = SlotLayout<String>(
      pattern: ["p", "p", "a"], header: ["b"], repeatables: ["p"], fixed: [4: "x", 9: "x"],
      placements: [SlotPlacement(kind: "u", every: 4, limit: 3, separation: 6)])
    #expect(identity(renamed).fingerprint == identity(Self.rules).fingerprint)
    #expect(identity(renamed) != identity(Self.rules))
  }

  @Test("A cursor encodes the rules it names, and decodes without them as before")
  func encoding() throws {
    var feed = SlotFeed<String, Int>(layout: SlotLayout(pattern: ["post", "ad"]))
    _ = feed.append(contentsOf: 0..<4, to: "post")
    _ = feed.append(contentsOf: 0..<2, to: "ad")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let cursor = feed.cursor(after: 2)
    let json = String(decoding: try encoder.encode(cursor), as: UTF8.self)
    #expect(
      json
        == SavedJSON.cursor(
          #""kinds":["post","ad"],"layout":"79082e42f6ebb307","offsets":[["ad",1],["post",2]],"#
            + #""rulePosition":3,"slot":1"#))
    #expect(try JSONDecoder().decode(SlotCursor<String>.self, from: Data(json.utf8)) == cursor)
    // Without the two keys: the cursor of the same version written before
    // them.
    let old = SavedJSON.cursor(#""offsets":[["ad",1],["post",2]],"rulePosition":3,"slot":1"#)
    let decoded = try JSONDecoder().decode(SlotCursor<String>.self, from: Data(old.utf8))
    #expect(decoded == cursor.namingNoRules())
    // Under other rules, that one must fit; the one naming its rules
    // re-anchors: a fresh pass of the new rules from the same offsets.
    let other = SlotLayout<String>(pattern: ["post", "post", "ad"])
    #expect(throws: SlotCursorError.slotOutsideRules(slot: 1, inHeader: false)) {
      _ = try SlotFeed<String, Int>(layout: SlotLayout(pattern: ["post"]), resumingAfter: decoded)
    }
    var next = try SlotFeed<String, Int>(layout: other, resumingAfter: cursor)
    _ = next.append(contentsOf: 2..<6, to: "post")
    _ = next.append(contentsOf: 1..<3, to: "ad")
    #expect(
      next.indices.map { next.sourcePosition(at: $0)! } == [
        SourcePosition(kind: "post", offset: 0), SourcePosition(kind: "post", offset: 1),
        SourcePosition(kind: "ad", offset: 0), SourcePosition(kind: "post", offset: 2),
        SourcePosition(kind: "post", offset: 3), SourcePosition(kind: "ad", offset: 1),
      ])
  }

  /// The example of the article on serving pages: rules that lose the
  /// slot the cursor stands at.
  @Test("A page after the rules change starts a fresh pass from the items served")
  func articleExample() throws {
    let posts = (0..<10).map { "p\($0)" }
    let ads = (0..<3).map { "a\($0)" }
    var first = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "post", "ad"], repeatables: ["post"]))
    _ = first.append(contentsOf: posts, to: "post")
    _ = first.append(contentsOf: ads, to: "ad")
    #expect(Array(first.prefix(5)) == ["p0", "p1", "a0", "p2", "p3"])
    let cursor = first.cursor(after: 4)
    let next = SlotLayout<String>(pattern: ["post", "ad"], repeatables: ["post"])
    var feed = try SlotFeed<String, String>(layout: next, resumingAfter: cursor)
    _ = feed.append(contentsOf: posts[4...], to: "post")
    _ = feed.append(contentsOf: ads[1...], to: "ad")
    #expect(Array(feed) == ["p4", "a1", "p5", "a2", "p6", "p7", "p8", "p9"])
    // The same cursor naming no rules stands at a slot the new rules lack.
    #expect(throws: SlotCursorError.slotOutsideRules(slot: 2, inHeader: false)) {
      try SlotFeed<String, String>(layout: next, resumingAfter: cursor.namingNoRules())
    }
  }

  @Test("A kind the rules do not have is carried, not numbered, until the rules name it")
  func carriesKindsOutsideTheRules() throws {
    let posts = (0..<20).map { "p\($0)" }
    let users = (0..<10).map { "u\($0)" }
    // Rows p0 u0 p1 u1 p2 u2; then the rules drop users.
    var first = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "user"], repeatables: ["post"]))
    _ = first.append(contentsOf: posts, to: "post")
    _ = first.append(contentsOf: users, to: "user")
    let atSix = first.cursor(after: 5)
    #expect(atSix.offset(of: "user") == 3)
    let postsOnly = SlotLayout<String>(pattern: ["post"], repeatables: ["post"])
    var second = try SlotFeed<String, String>(layout: postsOnly, resumingAfter: atSix)
    #expect(second._table.kinds == ["post"])
    _ = second.append(contentsOf: posts[3...], to: "post")
    #expect(Array(second.prefix(2)) == ["p3", "p4"])
    let atEight = second.cursor(after: 1)
    #expect(atEight.offset(of: "user") == 3 && atEight.offset(of: "post") == 5)
    // Its saved form carries the offset too, and so does the decoded feed.
    let saved = try JSONDecoder().decode(
      SlotFeed<String, String>.self, from: try JSONEncoder().encode(second))
    #expect(saved._table.kinds == ["post"])
    #expect(saved.cursor(after: 1) == atEight)
    // Named again, users go on from the fourth, in a resumed feed and in
    // the decoded one alike.
    let again = SlotLayout<String>(pattern: ["post", "user"], repeatables: ["post"])
    var third = try SlotFeed<String, String>(layout: again, resumingAfter: atEight)
    _ = third.append(contentsOf: posts[5...], to: "post")
    _ = third.append(contentsOf: users[3...], to: "user")
    #expect(Array(third.prefix(4)) == ["p5", "u3", "p6", "u4"])
    #expect(third.cursor(after: 3).offset(of: "user") == 5)
    var replaced = saved
    replaced.settle(through: 1)
    _ = replaced.replaceLayout(with: again)
    _ = replaced.append(contentsOf: users[3...], to: "user")
    #expect(Array(replaced.prefix(6)) == ["p3", "p4", "p5", "u3", "p6", "u4"])
    #expect(replaced.cursor(after: 5).offset(of: "user") == 5)
  }

  @Test(
    "Decoding a cursor whose rules are malformed throws",
    arguments: [
      SavedJSON.cursor(#""layout":"0ab2e5d9f53e5e4d","offsets":[],"rulePosition":0,"slot":0"#),
      SavedJSON.cursor(#""kinds":["a"],"offsets":[],"rulePosition":0,"slot":0"#),
      SavedJSON.cursor(
        #""kinds":["a"],"layout":"0AB2E5D9F53E5E4D","offsets":[],"rulePosition":0,"slot":0"#),
      SavedJSON.cursor(
        #""kinds":["a"],"layout":"0ab2e5d9f53e5e4","offsets":[],"rulePosition":0,"slot":0"#),
      SavedJSON.cursor(
        #""kinds":["a"],"layout":"+ab2e5d9f53e5e4d","offsets":[],"rulePosition":0,"slot":0"#),
      SavedJSON.cursor(
        #""kinds":["a","a"],"layout":"0ab2e5d9f53e5e4d","offsets":[],"rulePosition":0,"slot":0"#),
      SavedJSON.cursor(
        #""kinds":"a","layout":"0ab2e5d9f53e5e4d","offsets":[],"rulePosition":0,"slot":0"#),
      SavedJSON.cursor(#""kinds":["a"],"layout":12,"offsets":[],"rulePosition":0,"slot":0"#),
    ])
  func malformedRules(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SlotCursor<String>.self, from: Data(json.utf8))
    }
  }

  @Test("A saved feed's frontier names no rules, and one naming others is refused")
  func savedFeeds() throws {
    var feed = SlotFeed<String, LiveItem>(layout: Self.rules)
    _ = feed.append(contentsOf: (0..<9).map { LiveItem(kind: "post", id: $0) }, to: "post")
    feed.settle(through: 3)
    let data = try JSONEncoder().encode(feed)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var frontier = try #require(object["frontier"] as? [String: Any])
    #expect(frontier["layout"] == nil && frontier["kinds"] == nil)
    #expect(
      Array(try JSONDecoder().decode(SlotFeed<String, LiveItem>.self, from: data)) == Array(feed))
    // A frontier naming the feed's own rules reads; one naming others does not.
    let identity = try #require(feed.cursor(after: -1)._layoutIdentity)
    frontier["layout"] = identity.fingerprintText
    frontier["kinds"] = identity.kinds
    object["frontier"] = frontier
    let own = try JSONSerialization.data(withJSONObject: object)
    let decoded = try JSONDecoder().decode(SlotFeed<String, LiveItem>.self, from: own)
    #expect(Array(decoded) == Array(feed) && decoded.cursor(after: -1) == feed.cursor(after: -1))
    frontier["kinds"] = identity.kinds.reversed() as [String]
    object["frontier"] = frontier
    let other = try JSONSerialization.data(withJSONObject: object)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SlotFeed<String, LiveItem>.self, from: other)
    }
  }
}

/// The byte limit that <doc:ServingPageByPage#What-a-client-can-do-with-a-cursor>
/// gives a server: the most bytes a cursor's JSON (as `JSONEncoder` writes
/// it without formatting options) or its token takes, for `kinds` kinds
/// whose names take at most `nameBytes` bytes as JSON strings, placements
/// whose separations add up to `separations`, and groups of at most
/// `groupBytes` bytes as JSON strings.
func documentedCursorLimit(kinds: Int, nameBytes: Int, separations: Int, groupBytes: Int) -> Int {
  256 + kinds * (4 * nameBytes + 100) + separations * (groupBytes + 20)
}

@Suite("The size of a cursor")
struct SlotCursorSizeTests {
  @Test("A cursor and its token keep within the documented limit of their rules")
  func keepsWithinTheDocumentedLimit() throws {
    let key = Array(repeating: UInt8(7), count: 32)
    var largest = 0.0
    for seed in 0..<TestSize.scaled(40, long: 200) as Range<UInt64> {
      var session = SlotCursorPlacementsTests.PagingSession(seed: seed)
      // The kinds every rules so far have named: a cursor carries them.
      var kinds = Set(session.layout.kinds)
      for _ in 0..<12 {
        if session.cursor != nil && session.random.chance(35) {
          session.changeRules()
          kinds.formUnion(session.layout.kinds)
        }
        session.grow()
        try session.servePage(throughJSON: false)
        let cursor = try #require(session.cursor)
        let limit = documentedCursorLimit(
          kinds: kinds.count, nameBytes: kinds.map { $0.utf8.count + 2 }.max() ?? 0,
          separations: session.layout.placements.map(\.separation).reduce(0, +), groupBytes: 3)
        let json = try JSONEncoder().encode(cursor).count
        let token = try cursor.token(key: key, expiresAt: 1_000_000).utf8.count
        #expect(json <= limit && token <= limit, "seed \(seed): \(json), \(token) > \(limit)")
        largest = max(largest, Double(max(json, token)) / Double(limit))
      }
    }
    // The limit is not so loose that it says nothing.
    #expect(largest > 0.25)
  }

  @Test("Counts at their largest keep within the limit too")
  func keepsWithinTheLimitAtTheLargestCounts() throws {
    let most = SlotCursor<String>._limit
    let names = (0..<8).map { "kind-\($0)-" + String(repeating: "x", count: 8) }
    let groups = (0..<10).map { "advertiser-\($0)" }
    let cursor = SlotCursor<String>(
      offsets: Dictionary(uniqueKeysWithValues: names.map { ($0, most) }), inHeader: false,
      slot: 7, blocked: true, live: Set(names), rulePosition: most - 1_000, ruleRow: most,
      isGapOpen: false,
      placements: Dictionary(
        uniqueKeysWithValues: names.map {
          (
            $0,
            _PlacementState.Placement(
              count: most, last: most - 1,
              groups: Dictionary(uniqueKeysWithValues: groups.map { ($0, most - 2) }))
          )
        }),
      layout: .init(fingerprint: .max, kinds: names))
    let limit = documentedCursorLimit(
      kinds: names.count, nameBytes: names[0].utf8.count + 2, separations: 10 * names.count,
      groupBytes: groups.map { $0.utf8.count + 2 }.max()!)
    let json = try JSONEncoder().encode(cursor).count
    let token = try cursor.token(key: Array(repeating: 1, count: 32), expiresAt: .max).utf8.count
    #expect(json <= limit && token <= limit, "\(json), \(token) > \(limit)")
    // The article's example.
    #expect(
      documentedCursorLimit(kinds: 8, nameBytes: 16, separations: 10, groupBytes: 40) == 2_168)
  }
}

extension SlotCursorPlacementsTests.PagingSession {
  /// Gives the server, and the reference at the row it has reached, new
  /// random rules.
  mutating func changeRules() {
    layout = SlotLayout(RandomRules.letters.rules(using: &random, withPlacements: true))
    naive.replaceLayout(with: layout)
    log.append("new layout \(layout)")
  }

  /// What is wrong with the pages served, judged without the reference:
  /// an item served twice, or the items of a kind not served as the
  /// first items of its source, in source order, up to the cursor's
  /// offset (none skipped).
  func problems() -> [String] {
    var problems: [String] = []
    if Set(served.map(\.id)).count != served.count { problems.append("an item served twice") }
    for (kind, items) in sources {
      let ofKind = served.filter { $0.kind == kind }
      let taken = cursor?.offset(of: kind) ?? 0
      if ofKind != Array(items.prefix(taken)) {
        problems.append("\(kind): served \(ofKind), but the cursor counts \(taken) taken")
      }
    }
    return problems
  }
}
