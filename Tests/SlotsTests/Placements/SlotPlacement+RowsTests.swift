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

/// `SlotPlacement.rows`, the ad placers' fixed positions: worked examples in
/// a collection, in a live feed and across pages, the default of `first`,
/// the form of the rows in JSON and words, and the lists refused.
@Suite("SlotPlacement rows")
struct SlotPlacementRowsTests {
  /// Posts, and the placements given.
  static func layout(
    fixed: [Int: String] = [:], _ placements: SlotPlacement<String>...
  ) -> SlotLayout<String> {
    SlotLayout(pattern: ["post"], repeatables: ["post"], fixed: fixed, placements: placements)
  }

  /// `count` items of a kind, named by `letter` and their offset, with the
  /// groups given to the first ones.
  static func items(_ letter: String, _ count: Int, groups: [String?] = []) -> [LiveItem] {
    (0..<count).map {
      LiveItem(kind: letter, id: $0, group: $0 < groups.count ? groups[$0] : nil)
    }
  }

  /// The rows of a collection by `layout` over posts `p`, ads `a`, users
  /// `u` and promos `m`, as words.
  static func rows(
    _ layout: SlotLayout<String>, posts: Int, ads: [LiveItem], users: Int = 0, promos: Int = 0
  ) -> String {
    var feed = SlotCollection<String, LiveItem>(layout: layout)
    feed[source: "post"] = items("p", posts)
    feed[source: "ad"] = ads
    feed[source: "user"] = items("u", users)
    feed[source: "promo"] = items("m", promos)
    return feed.map(\.description).joined(separator: " ")
  }

  /// The rows at which the ads of a collection stand.
  static func adRows(_ placement: SlotPlacement<String>, posts: Int = 20, ads: Int = 20) -> [Int] {
    var feed = SlotCollection<String, LiveItem>(layout: layout(placement))
    feed[source: "post"] = items("p", posts)
    feed[source: "ad"] = items("a", ads)
    return feed.indices.filter { feed[$0].kind == "a" }
  }

  // MARK: - Worked examples

  @Test("Rows 1 and 3, then every 3 rows: rows 1, 3, 6, 9, 12")
  func listedThenEvery() {
    let placement = SlotPlacement(kind: "ad", rows: [1, 3], every: 3)
    #expect(Self.adRows(placement).prefix(5) == [1, 3, 6, 9, 12])
    #expect(
      Self.rows(Self.layout(placement), posts: 10, ads: Self.items("a", 10))
        == "p0 a0 p1 a1 p2 p3 a2 p4 p5 a3 p6 p7 a4 p8 p9 a5")
  }

  @Test(
    "A listed row is the earliest row its item may take",
    arguments: [
      // Row 0 takes the gap before the first main row.
      (SlotPlacement(kind: "ad", rows: [0, 2], every: 3), [0, 2, 5, 8, 11]),
      // A gap holds one placed row: row 2 is a post's, so row 3 takes the ad.
      (SlotPlacement(kind: "ad", rows: [1, 2], every: 4), [1, 3, 7, 11, 15]),
      // `first` bounds the listed rows too.
      (SlotPlacement(kind: "ad", rows: [1, 3], every: 3, first: 4), [4, 6, 9, 12, 15]),
      // A limit below the rows listed: the first rows only.
      (SlotPlacement(kind: "ad", rows: [1, 3, 5], every: 2, limit: 2), [1, 3]),
      // `limit: rows.count`: the listed rows and no cadence.
      (SlotPlacement(kind: "ad", rows: [2, 8], every: 1, limit: 2), [2, 8]),
      // Rows past the main rows are never reached.
      (SlotPlacement(kind: "ad", rows: [1, 40], every: 2), [1]),
    ])
  func listedRowsAreLowerBounds(_ placement: SlotPlacement<String>, rows expected: [Int]) {
    #expect(Array(Self.adRows(placement).prefix(5)) == expected)
  }

  @Test("Separation delays a listed row, and the ads behind it wait in source order")
  func separationDelaysListedRows() {
    let layout = Self.layout(
      SlotPlacement(kind: "ad", rows: [1, 3, 5], every: 4, separation: 4))
    // a1, of N like a0, waits until row 5; a2's row 5 is taken, so it comes
    // at the next gap; the cadence counts from there.
    #expect(
      Self.rows(layout, posts: 8, ads: Self.items("a", 3, groups: ["N", "N", "A"]))
        == "p0 a0/N p1 p2 p3 a1/N p4 a2/A p5 p6 p7")
  }

  @Test("A placement listed earlier takes a listed row's gap; the row comes at the next")
  func priorityOverAListedRow() {
    let layout = Self.layout(
      SlotPlacement(kind: "user", rows: [1], every: 10),
      SlotPlacement(kind: "ad", rows: [1, 3], every: 3))
    #expect(
      Self.rows(layout, posts: 6, ads: Self.items("a", 5), users: 1)
        == "p0 u0 p1 a0 p2 a1 p3 p4 a2 p5")
  }

  @Test("Listed rows count the fixed items of the main rules, as every row does")
  func withFixedPositions() {
    let layout = Self.layout(
      fixed: [2: "promo"], SlotPlacement(kind: "ad", rows: [1, 3], every: 3))
    #expect(
      Self.rows(layout, posts: 6, ads: Self.items("a", 5), promos: 1)
        == "p0 a0 p1 a1 m0 p2 a2 p3 p4 a3 p5")
  }

  @Test("Empty rows lay out as a placement without them, to the fingerprint")
  func emptyRows() throws {
    let plain = SlotPlacement(kind: "ad", every: 3)
    #expect(SlotPlacement(kind: "ad", rows: [], every: 3) == plain)
    #expect(plain.rows.isEmpty && plain.first == 2)
    #expect(Self.adRows(plain) == [2, 5, 8, 11, 14, 17, 20, 23, 26, 29])
  }

  // MARK: - first, JSON, words

  @Test("first defaults to the first listed row, and to every − 1 without rows")
  func firstDefault() {
    #expect(SlotPlacement(kind: "ad", rows: [1, 3], every: 3).first == 1)
    #expect(SlotPlacement(kind: "ad", rows: [0], every: 5).first == 0)
    #expect(SlotPlacement(kind: "ad", rows: [7, 9], every: 2).first == 7)
    #expect(SlotPlacement(kind: "ad", rows: [1, 3], every: 3, first: 0).first == 0)
    #expect(SlotPlacement(kind: "ad", every: 3).first == 2)
  }

  @Test("The JSON key rows is an array, written only when rows are listed")
  func json() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let placement = SlotPlacement(kind: "ad", rows: [1, 3], every: 3)
    let text = String(decoding: try encoder.encode(placement), as: UTF8.self)
    #expect(text == #"{"every":3,"first":1,"kind":"ad","rows":[1,3],"separation":0}"#)
    #expect(
      try JSONDecoder().decode(SlotPlacement<String>.self, from: Data(text.utf8)) == placement)
    let plain = String(
      decoding: try encoder.encode(SlotPlacement(kind: "ad", every: 3)), as: UTF8.self)
    #expect(plain == #"{"every":3,"first":2,"kind":"ad","separation":0}"#)
    for json in [
      #"{"kind": "ad", "every": 3, "rows": [1, 3]}"#: placement,
      #"{"kind": "ad", "every": 3, "rows": []}"#: SlotPlacement(kind: "ad", every: 3),
      #"{"kind": "ad", "every": 3, "rows": [1, 3], "first": 0}"#:
        SlotPlacement(kind: "ad", rows: [1, 3], every: 3, first: 0),
    ] {
      #expect(
        try JSONDecoder().decode(SlotPlacement<String>.self, from: Data(json.key.utf8))
          == json.value)
    }
  }

  @Test("Descriptions name the rows when there are some")
  func descriptions() {
    #expect(
      SlotPlacement(kind: "ad", rows: [1, 3], every: 3).description == #""ad" every 3, rows [1, 3]"#
    )
    #expect(
      SlotPlacement(kind: "ad", rows: [1, 3], every: 3, first: 0).description
        == #""ad" every 3, rows [1, 3], first 0"#)
    #expect(
      NaivePlacement(kind: "ad", rows: [1, 3], every: 3).description == "ad rows 1+3 every 3")
  }

  // MARK: - Lists refused

  @Test(
    "A row below 0, or not after the row before it, is refused and named",
    arguments: [
      (
        [3, 1], SlotPlacementError(field: .rows, value: 1, previous: 3),
        "rows must increase, not 1 after 3"
      ),
      (
        [1, 1], SlotPlacementError(field: .rows, value: 1, previous: 1),
        "rows must increase, not 1 after 1"
      ),
      ([-1], SlotPlacementError(field: .rows, value: -1), "rows must be at least 0, not -1"),
      ([0, 4, -2], SlotPlacementError(field: .rows, value: -2), "rows must be at least 0, not -2"),
      (
        [0, 4, 2, 9], SlotPlacementError(field: .rows, value: 2, previous: 4),
        "rows must increase, not 2 after 4"
      ),
      (
        [1, 3, 3], SlotPlacementError(field: .rows, value: 3, previous: 3),
        "rows must increase, not 3 after 3"
      ),
    ] as [([Int], SlotPlacementError, String)])
  func refused(rows: [Int], error expected: SlotPlacementError, message: String) throws {
    let thrown = #expect(throws: SlotPlacementError.self) {
      try SlotPlacementError.Field.rows.check(increasing: rows)
    }
    #expect(thrown == expected)
    #expect(thrown?.description == message)
    // The initializer stops on it (`SlotPlacementPreconditionTests`) with
    // the check it makes, `_check()`.
    var placement = SlotPlacement(kind: "ad", every: 2)
    placement.rows = rows
    #expect(throws: expected) { try placement._check() }
    // Decoding throws, naming the field.
    let json = #"{"kind": "ad", "every": 2, "rows": \#(rows)}"#
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SlotPlacement<String>.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context)? = error else {
      Issue.record("\(String(describing: error)) is not dataCorrupted")
      return
    }
    #expect(context.debugDescription == "SlotPlacement.\(message)")
  }

  @Test("Lists in order and in range are valid, empty ones too")
  func validLists() {
    #expect(throws: Never.self) {
      try SlotPlacementError.Field.rows.check(increasing: [])
      try SlotPlacementError.Field.rows.check(increasing: [0])
      try SlotPlacementError.Field.rows.check(increasing: [0, 1, 2, Int.max])
      try SlotPlacement(kind: "ad", rows: [0, Int.max], every: 1)._check()
    }
  }

  // MARK: - A live feed and its cursors

  @Test("Rows that arrive late take the first eligible gap at the frontier, then settle")
  func lateRowsSettle() throws {
    let layout = Self.layout(SlotPlacement(kind: "ad", rows: [1, 3], every: 3))
    var feed = SlotFeed<String, LiveItem>(layout: layout)
    var naive = NaiveLiveFeed<LiveItem>(layout: layout)
    func append(_ items: [LiveItem], to kind: String) {
      _ = feed.append(contentsOf: items, to: kind)
      naive.append(items, to: kind)
    }
    func settle(through position: Int) {
      feed.settle(through: position)
      naive.settle(through: position)
    }
    func words() -> String {
      let rows = feed.map(\.description)
      return (rows[..<feed.settledCount] + ["|"] + rows[feed.settledCount...])
        .joined(separator: " ")
    }
    append(Self.items("p", 6), to: "post")
    settle(through: 2)
    #expect(words() == "p0 p1 p2 | p3 p4 p5")
    // Rows 1 and 3 are above the frontier: a0 takes the open gap at rule
    // row 3, and a1, due at row 3 or later, the next gap.
    append(Self.items("a", 4), to: "ad")
    #expect(words() == "p0 p1 p2 | a0 p3 a1 p4 p5 a2")
    #expect(feed.map(\.description) == naive.rows.map(\.element.description))
    settle(through: 4)
    #expect(words() == "p0 p1 p2 a0 p3 | a1 p4 p5 a2")
    #expect(feed.map(\.description) == naive.rows.map(\.element.description))
    // Settled, the rows never move.
    settle(through: 8)
    append([LiveItem(kind: "p", id: 6), LiveItem(kind: "p", id: 7)], to: "post")
    #expect(words() == "p0 p1 p2 a0 p3 a1 p4 p5 a2 | p6 p7 a3")
    #expect(feed.map(\.description) == naive.rows.map(\.element.description))
  }

  /// Ads at rows 1, 3 and 7, then every 4 rows.
  static let listed = layout(SlotPlacement(kind: "ad", rows: [1, 3, 7], every: 4))

  /// Pages of `size` rows served from cursors, each through JSON, by a
  /// server that keeps nothing; the rows after `switchAt` pages are served
  /// under `later` rules.
  static func pages(
    size: Int, count: Int, rules: SlotLayout<String>,
    switchingTo later: SlotLayout<String>? = nil, after switchAt: Int = .max
  ) throws -> [[String]] {
    let posts = items("p", 30)
    let ads = items("a", 10)
    var cursor: SlotCursor<String>? = nil
    var pages: [[String]] = []
    for index in 0..<count {
      let layout = index >= switchAt ? (later ?? rules) : rules
      var feed: SlotFeed<String, LiveItem>
      if let cursor {
        let json = try JSONEncoder().encode(cursor)
        feed = try SlotFeed(
          layout: layout,
          resumingAfter: JSONDecoder().decode(SlotCursor<String>.self, from: json))
        _ = feed.append(contentsOf: posts[cursor.offset(of: "post")...], to: "post")
        _ = feed.append(contentsOf: ads[cursor.offset(of: "ad")...], to: "ad")
      } else {
        feed = SlotFeed(layout: layout)
        _ = feed.append(contentsOf: posts, to: "post")
        _ = feed.append(contentsOf: ads, to: "ad")
      }
      let page = feed.prefix(size).map(\.description)
      pages.append(page)
      cursor = feed.cursor(after: page.count - 1)
    }
    return pages
  }

  @Test("Pages across listed rows concatenate to the rows of one collection", arguments: 1...4)
  func pagesAcrossListedRows(size: Int) throws {
    let pages = try Self.pages(size: size, count: (16 + size - 1) / size, rules: Self.listed)
    #expect(
      pages.joined().prefix(16).joined(separator: " ")
        == Self.rows(Self.listed, posts: 30, ads: Self.items("a", 10))
        .split(separator: " ").prefix(16).joined(separator: " "))
    #expect(
      Self.adRows(SlotPlacement(kind: "ad", rows: [1, 3, 7], every: 4)).prefix(5) == [
        1, 3, 7, 11, 15,
      ])
  }

  @Test("A cursor between two listed rows carries which one is next")
  func cursorBetweenListedRows() throws {
    var feed = SlotFeed<String, LiveItem>(layout: Self.listed)
    _ = feed.append(contentsOf: Self.items("p", 30), to: "post")
    _ = feed.append(contentsOf: Self.items("a", 10), to: "ad")
    // p0 a0 | p1 a1 p2 p3 p4 a2: one ad taken, at row 1.
    let cursor = feed.cursor(after: 1)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(cursor), as: UTF8.self)
    #expect(text.contains(#""placements":[{"count":1,"kind":"ad","last":1}]"#))
    var resumed = try SlotFeed<String, LiveItem>(layout: Self.listed, resumingAfter: cursor)
    _ = resumed.append(contentsOf: Self.items("p", 30)[1...], to: "post")
    _ = resumed.append(contentsOf: Self.items("a", 10)[1...], to: "ad")
    #expect(resumed.prefix(6).map(\.description) == ["p1", "a1", "p2", "p3", "p4", "a2"])
  }

  @Test("A cursor taken under other rows re-anchors: the count picks the next row of the new list")
  func resumedUnderChangedRows() throws {
    let changed = Self.layout(SlotPlacement(kind: "ad", rows: [1, 5, 6], every: 2))
    #expect(Self.identity(changed) != Self.identity(Self.listed))
    // After page 1, p0 a0: one ad taken, so the next is the new list's
    // second, row 5; then row 6, taken at the next gap, row 7; then every 2.
    let pages = try Self.pages(
      size: 2, count: 5, rules: Self.listed, switchingTo: changed, after: 1)
    #expect(
      pages.joined().joined(separator: " ") == "p0 a0 p1 p2 p3 a1 p4 a2 p5 a3")
    // The same as a live feed given the new rules at that frontier.
    var feed = SlotFeed<String, LiveItem>(layout: Self.listed)
    _ = feed.append(contentsOf: Self.items("p", 30), to: "post")
    _ = feed.append(contentsOf: Self.items("a", 10), to: "ad")
    feed.settle(through: 1)
    _ = feed.replaceLayout(with: changed)
    #expect(
      feed.prefix(10).map(\.description).joined(separator: " ")
        == "p0 a0 p1 p2 p3 a1 p4 a2 p5 a3")
    // Under the same rules, the pages go on as one feed.
    let same = try Self.pages(size: 2, count: 5, rules: Self.listed)
    #expect(same.joined().joined(separator: " ") == "p0 a0 p1 a1 p2 p3 p4 a2 p5 p6")
  }

  /// The identity a cursor of `layout` carries.
  static func identity(_ layout: SlotLayout<String>) -> SlotCursor<String>._LayoutIdentity? {
    SlotFeed<String, LiveItem>(layout: layout).cursor(after: -1)._layoutIdentity
  }

  @Test("The fingerprint tells lists of rows apart, and keeps rules without rows as they were")
  func fingerprints() {
    let fingerprints = [
      SlotPlacement(kind: "ad", every: 3),
      SlotPlacement(kind: "ad", rows: [1], every: 3, first: 2),
      SlotPlacement(kind: "ad", rows: [2], every: 3),
      SlotPlacement(kind: "ad", rows: [1, 3], every: 3, first: 2),
      SlotPlacement(kind: "ad", rows: [1, 4], every: 3, first: 2),
    ].map { Self.identity(Self.layout($0))?.fingerprint }
    #expect(Set(fingerprints).count == fingerprints.count)
    // Pinned: the same bytes in every process and on every platform.
    #expect(
      Self.identity(Self.layout(SlotPlacement(kind: "ad", rows: [1, 3], every: 3)))?.fingerprint
        == 0x19b3_b61d_0834_d47e)
  }
}

extension SlotPlacementRowsTests {
  @Test("The rules of Saving Feeds and Cursors decode, listed rows included")
  func documentedRules() throws {
    let json = """
      {"pattern": ["post", "post", "post", "ad"], "header": ["banner"],
       "repeatables": ["post"], "fixed": {"0": "promo"}, "fallback": "post",
       "placements": [{"kind": "users", "every": 15, "first": 14, "limit": 2, "separation": 0},
                      {"kind": "card", "rows": [1, 3], "every": 3, "first": 1, "separation": 0}]}
      """
    let layout = try JSONDecoder().decode(SlotLayout<String>.self, from: Data(json.utf8))
    #expect(
      layout.placements == [
        SlotPlacement(kind: "users", every: 15, first: 14, limit: 2),
        SlotPlacement(kind: "card", rows: [1, 3], every: 3),
      ])
    #expect(layout._placementProblem == nil)
  }
}

extension SlotPlacementRowsTests {
  @Test("A saved feed between two listed rows goes on as the feed it was saved from")
  func savedFeedBetweenListedRows() throws {
    var feed = SlotFeed<String, LiveItem>(layout: Self.listed)
    _ = feed.append(contentsOf: Self.items("p", 4), to: "post")
    _ = feed.append(contentsOf: Self.items("a", 1), to: "ad")
    // p0 a0 | p1 p2 p3: one ad taken; the next is due at row 3.
    feed.settle(through: 1)
    var restored = try JSONDecoder().decode(
      SlotFeed<String, LiveItem>.self, from: try JSONEncoder().encode(feed))
    let more = [LiveItem(kind: "a", id: 1), LiveItem(kind: "a", id: 2)]
    _ = feed.append(contentsOf: more, to: "ad")
    _ = restored.append(contentsOf: more, to: "ad")
    #expect(feed.map(\.description) == ["p0", "a0", "p1", "a1", "p2", "p3"])
    #expect(restored.map(\.description) == feed.map(\.description))
    #expect(restored.cursor(after: 5) == feed.cursor(after: 5))
  }
}

extension SlotPlacementRowsTests {
  @Test("Ads that arrive below several listed rows take one gap each, then the cadence")
  func lateItemsForSeveralListedRows() {
    let layout = Self.layout(SlotPlacement(kind: "ad", rows: [1, 3, 5], every: 4))
    var feed = SlotFeed<String, LiveItem>(layout: layout)
    _ = feed.append(contentsOf: Self.items("p", 30), to: "post")
    feed.settle(through: 19)
    _ = feed.append(contentsOf: Self.items("a", 5), to: "ad")
    #expect(feed.indices.filter { feed[$0].kind == "a" } == [20, 22, 24, 28, 32])
    // New rules that list rows the placement has not reached: by its
    // count, the next listed row, already behind the frontier, is due at
    // once, one a gap.
    var replaced = SlotFeed<String, LiveItem>(
      layout: Self.layout(SlotPlacement(kind: "ad", rows: [1], every: 4)))
    _ = replaced.append(contentsOf: Self.items("p", 30), to: "post")
    _ = replaced.append(contentsOf: Self.items("a", 6), to: "ad")
    replaced.settle(through: 9)
    #expect(replaced.indices.filter { replaced[$0].kind == "a" } == [1, 5, 9, 13, 17, 21])
    // Three ads taken; the new list's fourth and fifth rows, 7 and 9, lie
    // behind the frontier at rule row 10, so those ads come one a gap, at
    // 11 and 13, and the sixth, listed at 11, at the next gap, 15.
    _ = replaced.replaceLayout(
      with: Self.layout(SlotPlacement(kind: "ad", rows: [1, 3, 5, 7, 9, 11], every: 4)))
    #expect(replaced.indices.filter { replaced[$0].kind == "a" } == [1, 5, 9, 11, 13, 15])
  }
}
