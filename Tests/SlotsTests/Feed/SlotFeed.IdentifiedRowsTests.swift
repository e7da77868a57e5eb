//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// `SlotFeed.identifiedRows`: the rows of the naive reference, with their
/// positions, kinds and identities, in random sessions of every operation;
/// the collection's conformance on small feeds; identities that stay with
/// their rows when rows above them come or go.
@Suite("Identified rows of a SlotFeed")
struct SlotFeedIdentifiedRowsTests {
  typealias Feed = SlotFeed<String, LiveItem>

  /// After every step of random sessions, with and without placements: the
  /// rows against the reference's, identities unique (as `ForEach` needs),
  /// and, on feeds of up to a dozen rows, the whole collection conformance.
  @Test("Random sessions against the naive reference", arguments: [false, true])
  func randomSessions(withPlacements: Bool) {
    for seed in 0..<TestSize.scaled(20, long: 80) as Range<UInt64> {
      var random = SeededRandom(seed: 7_000 + seed)
      var session = LiveFeedSession(random: &random, withPlacements: withPlacements)
      for _ in 0..<24 {
        if let problem = session.step(using: &random) ?? Self.rowsProblem(session) {
          Issue.record("seed \(seed): \(problem)\nsteps:\n\(session.log.joined(separator: "\n"))")
          return
        }
      }
    }
  }

  /// What the identified rows get wrong in a session's feed, if anything.
  static func rowsProblem(_ session: LiveFeedSession) -> String? {
    let rows = session.feed.identifiedRows
    let expected = session.naive.rows.enumerated().map { position, row in
      Feed.IdentifiedRow(position: position, kind: row.kind, element: row.element)
    }
    guard Array(rows) == expected else {
      return "identifiedRows \(rows.map(\.element)), expected \(expected.map(\.element))"
    }
    for row in rows {
      let id = Feed.IdentifiedRow.ID(kind: row.kind, item: row.element.id)
      guard row.id == id, row.id.kind == row.kind, row.id.item == row.element.id else {
        return "row \(row.position): id \(row.id), expected \(id)"
      }
    }
    guard Set(rows.map(\.id)).count == rows.count else {
      return "identities repeat: \(rows.map(\.id))"
    }
    if rows.count <= 12,
      let mismatch = CollectionChecker.mismatches(in: rows, expected: expected)
        .first
    {
      return "collection conformance: \(mismatch)"
    }
    return nil
  }

  /// A row keeps its identity when a row above it is hidden or a block is
  /// prepended, and the identified rows read before a change keep showing
  /// the rows as they were.
  @Test func identitiesStayWithTheirRows() {
    var feed = Feed(layout: SlotLayout(pattern: ["p", "p", "a"], repeatables: ["p"]))
    _ = feed.append(contentsOf: (0..<6).map { LiveItem(kind: "p", id: $0) }, to: "p")
    _ = feed.append(contentsOf: [LiveItem(kind: "a", id: 0)], to: "a")
    feed.settle(through: 4)
    let before = feed.identifiedRows
    #expect(before.map(\.id.item) == [0, 1, 0, 2, 3, 4, 5])
    // A post and an ad with the same item id are told apart by their kind.
    #expect(before[0].id != before[2].id)
    #expect(before[2].id == Feed.IdentifiedRow.ID(kind: "a", item: 0))
    _ = feed.remove(at: 1)
    _ = feed.prepend(
      SlotCollection(
        layout: SlotLayout(pattern: ["n"]),
        sources: ["n": [LiveItem(kind: "n", id: 7), LiveItem(kind: "n", id: 8)]]))
    let after = feed.identifiedRows
    #expect(after.map(\.id.item) == [7, 8, 0, 0, 2, 3, 4, 5])
    #expect(after.map(\.kind) == ["n", "n", "p", "a", "p", "p", "p", "p"])
    // Every row that stayed has the identity it had, at its new position.
    for row in before where row.id.item != 1 || row.kind != "p" {
      let moved = after.first { $0.id == row.id }
      #expect(moved?.element == row.element, "\(row.id)")
    }
    #expect(after[4].position == 4 && after[4].element.id == 2)
    // The rows read before the changes are the rows as they were.
    #expect(before.count == 7 && before[1].element.id == 1)
  }

  /// An empty feed, and a feed of one row.
  @Test func emptyAndOneRow() {
    var feed = Feed(layout: SlotLayout(pattern: ["p"]))
    #expect(feed.identifiedRows.isEmpty)
    #expect(CollectionChecker.mismatches(in: feed.identifiedRows, expected: []) == [])
    _ = feed.append(contentsOf: [LiveItem(kind: "p", id: 3)], to: "p")
    let row = Feed.IdentifiedRow(position: 0, kind: "p", element: LiveItem(kind: "p", id: 3))
    #expect(CollectionChecker.mismatches(in: feed.identifiedRows, expected: [row]) == [])
    #expect(feed.identifiedRows.first?.id == Feed.IdentifiedRow.ID(kind: "p", item: 3))
  }
}
