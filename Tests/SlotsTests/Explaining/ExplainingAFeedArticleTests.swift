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

/// An item with a group, for the separation example.
private struct Grouped: SlotGrouping, Hashable {
  var name: String
  var group: String?
  var slotGroup: String? { group }
}

/// The worked examples of the Explaining a Feed article, each checked
/// against the feed and found, word for word, in the article.
@Suite struct ExplainingAFeedArticleTests {
  /// The article's text.
  static let article: String = {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Sources/Slots/Slots.docc/ExplainingAFeed.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// `count` items named `prefix` followed by their offset.
  static func named(_ prefix: String, _ count: Int) -> [String] {
    (0..<count).map { "\(prefix)\($0)" }
  }

  /// Checks that each line is the explanation of its row, and that the
  /// article shows it.
  static func expect(
    _ explain: (Int) -> SlotExplanation<String>, _ lines: [Int: String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (row, line) in lines.sorted(by: { $0.key < $1.key }) {
      #expect("\(explain(row))" == line, sourceLocation: sourceLocation)
      #expect(article.contains(line), "the article lacks: \(line)", sourceLocation: sourceLocation)
    }
  }

  @Test func overview() {
    let feed = Self.placed
    Self.expect(
      feed.explain,
      [
        7:
          "row 7, user: placement 1's row 0: due since row 5 (by first); its gap\n// taken first by ad"
          .replacingOccurrences(of: "\n// ", with: " ")
      ])
    #expect(Self.article.contains("its gap\n// taken first by ad"))
  }

  @Test func headerAndPattern() {
    let feed = SlotCollection(
      layout: SlotLayout(
        pattern: ["post", "post", "ad"], header: ["banner"], repeatables: ["post"]),
      sources: ["banner": ["b0"], "post": Self.named("p", 5), "ad": ["a0"]])
    Self.expect(
      feed.explain,
      [
        0: "row 0, banner: header slot 0", 1: "row 1, post: pattern slot 0 of pass 0",
        3: "row 3, ad: pattern slot 2 of pass 0", 6: "row 6, post: pattern slot 0 of pass 2",
      ])
    #expect(feed.explain(at: 0).reason == .header(slot: 0))
  }

  @Test func repeatable() {
    let feed = SlotCollection(
      layout: SlotLayout(pattern: ["ad", "post"], repeatables: ["post"]),
      sources: ["post": Self.named("p", 3), "ad": ["a0"]])
    #expect(Array(feed) == ["a0", "p0", "p1", "p2"])
    Self.expect(
      feed.explain,
      [
        2: "row 2, post: pattern slot 1 of pass 1, as a repeatable going on after a kind of the "
          + "pass ran out"
      ])
    #expect(feed.explain(at: 1).reason == .pattern(slot: 1, pass: 0))
    #expect(feed.explain(at: 2).reason == .repeatable(slot: 1, pass: 1))
  }

  @Test func fallback() {
    let feed = SlotCollection(
      layout: SlotLayout(pattern: ["a", "b"], fallback: "a"),
      sources: ["a": Self.named("a", 4), "b": ["b0"]])
    Self.expect(
      feed.explain,
      [3: "row 3, a: the fallback, at pattern slot 1 of pass 1, for b, which has no item left"])
    #expect(feed.explain(at: 3).reason == .fallback(slot: 1, pass: 1, replacing: "b"))
  }

  @Test func fixed() {
    let feed = SlotCollection(
      layout: SlotLayout(pattern: ["a", "b"], fixed: [0: "p", 3: "p"]),
      sources: ["a": Self.named("a", 2), "b": Self.named("b", 2), "p": Self.named("P", 2)])
    Self.expect(feed.explain, [0: "row 0, p: fixed position 0", 3: "row 3, p: fixed position 3"])
  }

  static var placed: SlotCollection<String, String> {
    SlotCollection(
      layout: SlotLayout(
        pattern: ["post"], repeatables: ["post"],
        placements: [
          SlotPlacement(kind: "ad", every: 3), SlotPlacement(kind: "user", every: 6, first: 5),
        ]),
      sources: ["post": named("p", 10), "ad": named("a", 10), "user": named("u", 10)])
  }

  @Test func placement() {
    let feed = Self.placed
    Self.expect(
      feed.explain,
      [
        2: "row 2, ad: placement 0's row 0: due since row 2 (by first)",
        5: "row 5, ad: placement 0's row 1: due since row 5 (by every, from its row 2)",
        7:
          "row 7, user: placement 1's row 0: due since row 5 (by first); its gap taken first by ad",
        9: "row 9, ad: placement 0's row 2: due since row 8 (by every, from its row 5); the "
          + "first gap open to it is row 9",
      ])
    #expect(
      feed.explain(at: 7).reason
        == .placement(
          SlotExplanation.Placement(
            index: 1, count: 0, dueRow: 5, dueField: .first, eligibleRow: 5, row: 7,
            gapTakenBy: "ad")))
  }

  @Test func listedRowsAndSeparation() {
    let ads = [
      Grouped(name: "a0", group: "N"), Grouped(name: "a1", group: "N"),
      Grouped(name: "a2", group: "A"),
    ]
    let feed = SlotCollection(
      layout: SlotLayout(
        pattern: ["post"], repeatables: ["post"],
        placements: [SlotPlacement(kind: "ad", rows: [1, 3, 5], every: 4, separation: 4)]),
      sources: ["post": Self.named("p", 8).map { Grouped(name: $0) }, "ad": ads])
    #expect(feed.map(\.name) == ["p0", "a0", "p1", "p2", "p3", "a1", "p4", "a2", "p5", "p6", "p7"])
    Self.expect(
      feed.explain,
      [
        1: "row 1, ad: placement 0's row 0: due since row 1 (by rows)",
        5: "row 5, ad: placement 0's row 1: due since row 3 (by rows); held back by "
          + "separation from row 1 of group N until row 5",
        7: "row 7, ad: placement 0's row 2: due since row 5 (by rows); the first gap open "
          + "to it is row 7",
      ])
  }

  @Test func firstHoldsAListedRowBack() {
    let feed = SlotCollection(
      layout: SlotLayout(
        pattern: ["post"], repeatables: ["post"],
        placements: [SlotPlacement(kind: "ad", rows: [1, 3], every: 3, first: 2)]),
      sources: ["post": Self.named("p", 8), "ad": Self.named("a", 3)])
    #expect(Array(feed.prefix(8)) == ["p0", "p1", "a0", "p2", "a1", "p3", "p4", "a2"])
    Self.expect(
      feed.explain,
      [
        2: "row 2, ad: placement 0's row 0: due since row 2 (by first)",
        4: "row 4, ad: placement 0's row 1: due since row 3 (by rows); the first gap open to it "
          + "is row 4",
        7: "row 7, ad: placement 0's row 2: due since row 7 (by every, from its row 4)",
      ])
    #expect(
      feed.explain(at: 4).reason
        == .placement(
          SlotExplanation.Placement(
            index: 0, count: 1, previousRow: 2, dueRow: 3, dueField: .rows, eligibleRow: 3,
            row: 4)))
  }

  @Test func liveFeed() {
    var feed = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "post", "post", "ad"], repeatables: ["post"]))
    _ = feed.append(contentsOf: Self.named("p", 6), to: "post")
    feed.settle(through: 5)
    _ = feed.append(contentsOf: ["a0"], to: "ad")
    _ = feed.append(contentsOf: ["p6", "p7"], to: "post")
    _ = feed.prepend(contentsOf: ["n0"], to: "news")
    Self.expect(
      feed.explain,
      [
        0: "row 0, news: a prepended row, outside the rules",
        1: "row 1, post: a settled row, laid out by these rules and kept where the reader saw it",
        7: "row 7, ad: pattern slot 3 of pass 0", 8: "row 8, post: pattern slot 0 of pass 1",
      ])
    // New rules: the settled rows were laid out under the old ones, and
    // the tail starts a fresh pass of the new.
    _ = feed.replaceLayout(with: SlotLayout(pattern: ["post", "ad"], repeatables: ["post"]))
    Self.expect(
      feed.explain,
      [
        0: "row 0, news: a prepended row, outside the rules",
        1: "row 1, post: a settled row, laid out under earlier rules and kept where the reader "
          + "saw it",
        7: "row 7, post: pattern slot 0 of pass 0", 8: "row 8, ad: pattern slot 1 of pass 0",
      ])
  }

  @Test func symbolExamples() {
    let feed = SlotCollection<String, String>(
      layout: SlotLayout(pattern: ["ad", "post"], repeatables: ["post"]),
      sources: ["post": ["P0", "P1", "P2"], "ad": ["A0"]])
    #expect(Array(feed) == ["A0", "P0", "P1", "P2"])
    #expect(feed.explain(at: 1).reason == .pattern(slot: 1, pass: 0))
    #expect(feed.explain(at: 2).reason == .repeatable(slot: 1, pass: 1))
    var live = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "post", "post", "ad"], repeatables: ["post"]))
    _ = live.append(contentsOf: ["p0", "p1", "p2", "p3", "p4", "p5"], to: "post")
    live.settle(through: 5)
    _ = live.append(contentsOf: ["a0"], to: "ad")
    #expect(live.explain(at: 2).reason == .settled)
    #expect(live.explain(at: 6).reason == .pattern(slot: 3, pass: 0))
  }

  @Test func encodesAndDecodes() throws {
    let feed = Self.placed
    for position in feed.indices {
      let explanation = feed.explain(at: position)
      let data = try JSONEncoder().encode(explanation)
      #expect(try JSONDecoder().decode(SlotExplanation<String>.self, from: data) == explanation)
    }
    let placed = try JSONEncoder().encode(feed.explain(at: 5))
    let text = try #require(String(data: placed, encoding: .utf8))
    #expect(text.contains(#""dueField":"every""#))
    let renamed = Data(text.replacingOccurrences(of: #""every""#, with: #""often""#).utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SlotExplanation<String>.self, from: renamed)
    }
  }

  /// Checks that each absence reads as its line, and that the article
  /// shows it.
  static func expectAbsences(
    _ lines: [(SlotAbsence<String>, String)], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (absence, line) in lines {
      #expect("\(absence)" == line, sourceLocation: sourceLocation)
      #expect(article.contains(line), "the article lacks: \(line)", sourceLocation: sourceLocation)
    }
  }

  @Test func absences() {
    let stopped = SlotCollection(
      layout: SlotLayout(pattern: ["post", "ad"]), sources: ["post": ["p0"], "ad": ["a0", "a1"]])
    let noGap = SlotCollection(
      layout: SlotLayout(
        pattern: ["post"], repeatables: ["post"], placements: [SlotPlacement(kind: "ad", every: 5)]),
      sources: ["post": Self.named("p", 3), "ad": Self.named("a", 2)])
    let limited = SlotCollection(
      layout: SlotLayout(
        pattern: ["post"], repeatables: ["post"],
        placements: [SlotPlacement(kind: "ad", every: 2, limit: 1)]),
      sources: ["post": Self.named("p", 6), "ad": Self.named("a", 2)])
    let separated = SlotCollection(
      layout: SlotLayout(
        pattern: ["post"], repeatables: ["post"],
        placements: [SlotPlacement(kind: "ad", every: 2, first: 1, separation: 4)]),
      sources: [
        "post": Self.named("p", 3).map { Grouped(name: $0) },
        "ad": [Grouped(name: "a0", group: "N"), Grouped(name: "a1", group: "N")],
      ])
    #expect(separated.map(\.name) == ["p0", "a0", "p1", "p2"])
    Self.expectAbsences([
      (
        stopped.explainAbsence(of: "ad"),
        "ad: the layout stops at pattern slot 0 of pass 1, where post has no item left"
      ),
      (
        noGap.explainAbsence(of: "ad"),
        "ad: placement 0 is due since row 4, and no gap open to it follows until more main rows come"
      ),
      (limited.explainAbsence(of: "ad"), "ad: placement 0 took its limit"),
      (
        separated.explainAbsence(of: "ad"),
        "ad: placement 0 holds its next item, of group N, by separation from row 1 until row 5, "
          + "past the last gap"
      ),
      (noGap.explainAbsence(of: "post"), "post: every item is in the rows"),
      (noGap.explainAbsence(of: "story"), "story: no rule names it"),
    ])
    #expect(
      stopped.explainAbsence(of: "ad").reason == .stopped(slot: 0, pass: 1, waitingFor: "post"))
    var live = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post", "post", "post", "ad"], repeatables: ["post"]))
    _ = live.append(contentsOf: ["p0", "p1"], to: "post")
    Self.expectAbsences([
      (
        live.explainAbsence(of: "ad"),
        "ad: every item is in the rows; the demand within the tail is 0"
      )
    ])
    #expect(live.explainAbsence(of: "ad").reason == .noItemLeft)
    _ = live.append(contentsOf: ["p2"], to: "post")
    #expect(live.explainAbsence(of: "ad").demand == 1)
  }
}
