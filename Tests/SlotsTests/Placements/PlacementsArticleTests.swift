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

/// An item named like the Placements article names rows, with a group.
private struct Named: SlotGrouping, Hashable, CustomStringConvertible {
  var name: String
  var group: String?
  var slotGroup: String? { group }
  var description: String { name }
}

/// `count` items named `prefix` followed by their offset.
private func named(_ prefix: String, _ count: Int, groups: [String?] = []) -> [Named] {
  (0..<count).map { Named(name: "\(prefix)\($0)", group: $0 < groups.count ? groups[$0] : nil) }
}

/// The rows of `rows`, by name.
private func names<Rows: Sequence>(_ rows: Rows) -> [String] where Rows.Element == Named {
  rows.map(\.name)
}

/// The rows, by name, at which items whose names start with `prefix` stand.
private func rows<Rows: Sequence>(of prefix: String, in feed: Rows) -> [Int]
where Rows.Element == Named {
  feed.enumerated().filter { $0.element.name.hasPrefix(prefix) }.map(\.offset)
}

/// The examples of the Placements article and of the placement symbols'
/// documentation, beyond the worked examples, checked.
@Suite struct PlacementsArticleTests {
  private static let posts = SlotLayout<String>(pattern: ["post"], repeatables: ["post"])

  private static func layout(_ placements: SlotPlacement<String>...) -> SlotLayout<String> {
    var layout = posts
    layout.placements = placements
    return layout
  }

  /// The overview: an ad every 5 rows and a card every 15.
  @Test func anAdEveryFiveRowsAndACardEveryFifteen() {
    var home = SlotCollection<String, Named>(
      layout: Self.layout(
        SlotPlacement(kind: "ad", every: 5), SlotPlacement(kind: "users", every: 15)))
    home[source: "post"] = named("p", 30)
    home[source: "ad"] = named("a", 10)
    home[source: "users"] = named("u", 3)
    #expect(
      names(home.prefix(20)) == [
        "p0", "p1", "p2", "p3", "a0", "p4", "p5", "p6", "p7", "a1", "p8", "p9", "p10", "p11",
        "a2", "p12", "u0", "p13", "p14", "a3",
      ])
    #expect(rows(of: "a", in: home) == [4, 9, 14, 19, 24, 29, 34, 39])
    #expect(rows(of: "u", in: home) == [16, 31])

    home[source: "ad"] = []
    #expect(rows(of: "u", in: home) == [14, 29])
  }

  /// The recipe: ads every 5 rows from row 3, at most 20, one advertiser's
  /// ads 10 rows apart, and a card every 15 rows.
  @Test func theRecipe() {
    var home = SlotCollection<String, Named>(
      layout: Self.layout(
        SlotPlacement(kind: "ad", every: 5, first: 3, limit: 20, separation: 10),
        SlotPlacement(kind: "users", every: 15)))
    home[source: "post"] = named("p", 40)
    home[source: "ad"] = named("a", 10, groups: ["N", "N", "A", "B", "N", "A", "C", "N", "B", "N"])
    home[source: "users"] = named("u", 3)
    let placed = home.enumerated().filter { !$0.element.name.hasPrefix("p") }
    #expect(placed.map(\.offset) == [3, 13, 15, 18, 23, 28, 30, 33, 38, 43, 45, 48])
    #expect(
      placed.map(\.element.name) == [
        "a0", "a1", "u0", "a2", "a3", "a4", "u1", "a5", "a6", "a7", "u2", "a8",
      ])
    #expect(home.count == 52)
    #expect(home.index(ofOffset: 9, in: "ad") == nil)
  }

  /// The live example, on to new rules that keep the hidden ad's cadence.
  @Test func newRulesKeepTheCadence() {
    var feed = SlotFeed<String, Named>(layout: Self.layout(SlotPlacement(kind: "ad", every: 4)))
    _ = feed.append(contentsOf: named("p", 8), to: "post")
    feed.settle(through: 5)
    _ = feed.append(contentsOf: named("a", 2), to: "ad")
    _ = feed.append(contentsOf: [Named(name: "p8"), Named(name: "p9")], to: "post")
    feed.settle(through: 7)
    _ = feed.remove(at: 6)
    #expect(names(feed) == ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "a1", "p9"])

    let changes = feed.replaceLayout(with: Self.layout(SlotPlacement(kind: "ad", every: 6)))
    #expect(names(feed) == ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9"])
    #expect(feed.settledCount == 7)
    #expect(changes.rowChanges == SlotChangeSet(removals: [9]))
  }

  /// The demand table.
  @Test func demandForAPlacedKind() {
    var feed = SlotFeed<String, Named>(layout: Self.layout(SlotPlacement(kind: "ad", every: 4)))
    _ = feed.append(contentsOf: named("p", 10), to: "post")
    #expect(feed.demand(for: "ad", within: 12) == 3)
    feed.settle(through: 5)
    #expect(feed.demand(for: "ad", within: 6) == 2)
    _ = feed.append(contentsOf: named("a", 3), to: "ad")
    #expect(names(feed.dropFirst(6)) == ["a0", "p6", "p7", "p8", "a1", "p9"])
    #expect(feed.demand(for: "ad", within: 6) == 0)
    #expect(feed.demand(for: "ad", within: 1_000) == 0)
  }

  /// The pages table, and the bytes of the cursor after the first page.
  @Test func pagesThroughCursors() throws {
    let layout = Self.layout(
      SlotPlacement(kind: "ad", every: 3, limit: 3, separation: 7),
      SlotPlacement(kind: "user", every: 6, first: 5))
    let posts = named("p", 20)
    let ads = named("a", 5, groups: ["N", "N", "A", "B", "N"])
    let users = named("u", 5)
    var pages: [[String]] = []
    var positions: [[Int]] = []
    var cursor: SlotCursor<String>?
    var firstCursor = ""
    for _ in 0..<5 {
      var feed =
        try cursor.map { try SlotFeed<String, Named>(layout: layout, resumingAfter: $0) }
        ?? SlotFeed(layout: layout)
      _ = feed.append(contentsOf: posts[(cursor?.offset(of: "post") ?? 0)...], to: "post")
      _ = feed.append(contentsOf: ads[(cursor?.offset(of: "ad") ?? 0)...], to: "ad")
      _ = feed.append(contentsOf: users[(cursor?.offset(of: "user") ?? 0)...], to: "user")
      let page = Array(feed.prefix(6))
      let next = feed.cursor(after: page.count - 1)
      pages.append(names(page))
      positions.append([next.rulePosition, next.ruleRow])
      if cursor == nil {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        firstCursor = String(decoding: try encoder.encode(next), as: UTF8.self)
      }
      cursor = next
    }
    #expect(
      pages == [
        ["p0", "p1", "a0", "p2", "p3", "u0"], ["p4", "p5", "p6", "a1", "p7", "u1"],
        ["p8", "a2", "p9", "p10", "p11", "u2"], ["p12", "p13", "p14", "p15", "p16", "u3"],
        ["p17", "p18", "p19"],
      ])
    #expect(positions == [[4, 6], [8, 12], [12, 18], [17, 24], [20, 27]])
    #expect(
      firstCursor
        == SavedJSON.cursor(
          #""gapClosed":true,"kinds":["post","ad","user"],"layout":"19cdae9d5726edfb","#
            + #""live":["post"],"offsets":[["ad",1],["post",4],["user",1]],"#
            + #""placements":[{"count":1,"groups":{"N":2},"kind":"ad","last":2},"#
            + #"{"count":1,"kind":"user","last":5}],"rulePosition":4,"ruleRow":6,"slot":0"#))

    var whole = SlotCollection<String, Named>(layout: layout)
    whole[source: "post"] = posts
    whole[source: "ad"] = ads
    whole[source: "user"] = users
    #expect(names(whole) == pages.flatMap { $0 })
  }

  /// Resuming checks the placement state against the rules.
  @Test func resumingChecksThePlacementState() throws {
    var feed = SlotFeed<String, Named>(
      layout: Self.layout(SlotPlacement(kind: "ad", every: 3, separation: 7)))
    _ = feed.append(contentsOf: named("p", 6), to: "post")
    _ = feed.append(contentsOf: named("a", 1, groups: ["N"]), to: "ad")
    let cursor = feed.cursor(after: 3)

    #expect(throws: SlotCursorError.placementStateOutsideRules) {
      _ = try SlotFeed<String, Named>(
        layout: Self.layout(SlotPlacement(kind: "ad", every: 3)),
        resumingAfter: cursor.namingNoRules())
    }
    // A kind the rules no longer place: its state is dropped.
    let resumed = try SlotFeed<String, Named>(layout: Self.posts, resumingAfter: cursor)
    #expect(resumed.isEmpty)
  }

  /// `SlotCursor.ruleRow` against `rulePosition`.
  @Test func ruleRowCountsPlacedRows() {
    var feed = SlotFeed<String, Named>(layout: Self.layout(SlotPlacement(kind: "ad", every: 3)))
    _ = feed.append(contentsOf: named("p", 10), to: "post")
    _ = feed.append(contentsOf: named("a", 10), to: "ad")
    #expect(names(feed.prefix(6)) == ["p0", "p1", "a0", "p2", "p3", "a1"])
    let cursor = feed.cursor(after: 5)
    #expect(cursor.ruleRow == 6)
    #expect(cursor.rulePosition == 4)
  }

  /// The examples of `every`, `first` and `limit`.
  @Test(arguments: [
    (SlotPlacement(kind: "ad", every: 4), [3, 7, 11, 15, 19, 23]),
    (SlotPlacement(kind: "ad", every: 4, first: 0), [0, 4, 8, 12, 16, 20, 24]),
  ])
  func cadence(_ placement: SlotPlacement<String>, rows expected: [Int]) {
    var feed = SlotCollection<String, Named>(layout: Self.layout(placement))
    feed[source: "post"] = named("p", 20)
    feed[source: "ad"] = named("a", 20)
    #expect(rows(of: "a", in: feed) == expected)
  }

  @Test func aLimitOfTwenty() {
    var feed = SlotCollection<String, Named>(
      layout: Self.layout(SlotPlacement(kind: "ad", every: 5, limit: 20)))
    feed[source: "post"] = named("p", 200)
    feed[source: "ad"] = named("a", 30)
    #expect(rows(of: "a", in: feed) == Array(stride(from: 4, through: 99, by: 5)))
  }

  /// The worked examples of listed rows: rows 1 and 3 then every 3, and
  /// listed rows held back by a separation.
  @Test func listedRowsThenTheCadence() {
    var feed = SlotCollection<String, Named>(
      layout: Self.layout(SlotPlacement(kind: "ad", rows: [1, 3], every: 3)))
    feed[source: "post"] = named("p", 10)
    feed[source: "ad"] = named("a", 10)
    #expect(
      names(feed) == [
        "p0", "a0", "p1", "a1", "p2", "p3", "a2", "p4", "p5", "a3", "p6", "p7", "a4", "p8", "p9",
        "a5",
      ])
    var held = SlotCollection<String, Named>(
      layout: Self.layout(SlotPlacement(kind: "ad", rows: [1, 3, 5], every: 4, separation: 4)))
    held[source: "post"] = named("p", 8)
    held[source: "ad"] = named("a", 3, groups: ["N", "N", "A"])
    #expect(names(held) == ["p0", "a0", "p1", "p2", "p3", "a1", "p4", "a2", "p5", "p6", "p7"])
    var sideBySide = SlotCollection<String, Named>(
      layout: Self.layout(SlotPlacement(kind: "ad", rows: [1, 2], every: 4)))
    sideBySide[source: "post"] = named("p", 4)
    sideBySide[source: "ad"] = named("a", 2)
    #expect(rows(of: "a", in: sideBySide) == [1, 3])
  }

  /// Coming from an ad placer: MoPub's example, the positions of
  /// AppLovin's demo app for MAX, and fixed positions only.
  @Test func comingFromAnAdPlacer() {
    enum Kind { case post, ad }
    // MoPub: addFixedPosition(1), addFixedPosition(3), enableRepeatingPositions(3)
    let mopub = SlotPlacement(kind: Kind.ad, rows: [1, 3], every: 3)
    // MAX: addFixedPosition(2), addFixedPosition(8), repeatingInterval = 5,
    // and its default maximumAdCount
    let appLovin = SlotPlacement(kind: Kind.ad, rows: [2, 8], every: 5, limit: 256)
    // Fixed positions and no interval: the listed rows only.
    let fixedOnly = SlotPlacement(kind: Kind.ad, rows: [2, 8], every: 1, limit: 2)
    func adRows(_ placement: SlotPlacement<Kind>, posts: Int = 600) -> [Int] {
      var feed = SlotCollection<Kind, Int>(
        layout: SlotLayout(pattern: [.post], repeatables: [.post], placements: [placement]))
      feed[source: .post] = Array(0..<posts)
      feed[source: .ad] = Array(0..<400)
      return feed.indices.filter { feed.kind(at: $0) == .ad }
    }
    #expect(adRows(mopub).prefix(5) == [1, 3, 6, 9, 12])
    let maxRows = adRows(appLovin, posts: 2_000)
    #expect(maxRows.prefix(4) == [2, 8, 13, 18])
    #expect(maxRows.count == 256 && maxRows.last == 8 + 5 * 254)
    #expect(adRows(fixedOnly) == [2, 8])
    // No posts, no ads: a placed row never stands alone.
    #expect(adRows(mopub, posts: 0).isEmpty)
  }

  /// A placement that lists rows starts at the first of them.
  @Test func firstWithListedRows() {
    #expect(SlotPlacement(kind: "ad", rows: [1, 3], every: 3).first == 1)
  }
}
