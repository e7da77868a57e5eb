//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import Slots

/// Cursors come back from clients: a value that no feed could have written
/// is refused where it enters, before it reaches any arithmetic.
@Suite struct SlotCursorRangeTests {
  typealias Placement = _PlacementState.Placement

  /// An item whose group is its value modulo 2.
  struct Item: SlotGrouping, Equatable {
    var value: Int
    var slotGroup: String? { "g\(value % 2)" }
  }

  static let layout = SlotLayout<String>(
    pattern: ["post", "post", "ad"], repeatables: ["post"],
    placements: [SlotPlacement(kind: "user", every: 4, separation: 6)])

  static func cursor(
    offsets: [String: Int] = ["post": 2], slot: Int = 2, rulePosition: Int = 2,
    ruleRow: Int? = nil, placements: [String: Placement] = [:]
  ) -> SlotCursor<String> {
    SlotCursor(
      offsets: offsets, inHeader: false, slot: slot, blocked: false, live: ["post"],
      rulePosition: rulePosition, ruleRow: ruleRow, placements: placements)
  }

  @Test(
    "Values beyond what a feed lays out are refused",
    arguments: [
      cursor(rulePosition: Int.max - 1),
      cursor(rulePosition: 1 << 48 + 1),
      cursor(offsets: ["post": Int.max]),
      cursor(offsets: ["ad": -1]),
      cursor(ruleRow: Int.max),
      cursor(ruleRow: 9, placements: ["user": Placement(count: Int.max, last: 3)]),
      cursor(ruleRow: 9, placements: ["user": Placement(count: 1, last: 3, groups: ["g": -5])]),
    ])
  func outOfRange(cursor: SlotCursor<String>) {
    #expect(throws: SlotCursorError.valueOutOfRange) {
      try SlotFeed<String, Item>(layout: Self.layout, resumingAfter: cursor)
    }
  }

  @Test(
    "A placement state that cannot stand at the cursor's rule row is refused",
    arguments: [
      // Fewer rule rows than rule positions.
      cursor(rulePosition: 5, ruleRow: 4),
      // A latest row at the rule row, or after it.
      cursor(ruleRow: 4, placements: ["user": Placement(count: 1, last: 4)]),
      // Rows counted with no latest row, and a latest row with none counted.
      cursor(ruleRow: 4, placements: ["user": Placement(count: 2)]),
      cursor(ruleRow: 4, placements: ["user": Placement(count: 0, last: 1)]),
      // A group row at the rule row.
      cursor(ruleRow: 4, placements: ["user": Placement(count: 1, last: 1, groups: ["g": 4])]),
    ])
  func placementStateOutsideRules(cursor: SlotCursor<String>) {
    #expect(throws: SlotCursorError.placementStateOutsideRules) {
      try SlotFeed<String, Item>(layout: Self.layout, resumingAfter: cursor)
    }
  }

  @Test("Groups for a placement without separation are refused; unknown kinds are dropped")
  func placementStateOfOtherRules() throws {
    let groups = Self.cursor(
      ruleRow: 4, placements: ["user": Placement(count: 1, last: 1, groups: ["g": 1])])
    let withoutSeparation = SlotLayout<String>(
      pattern: ["post", "post", "ad"], repeatables: ["post"],
      placements: [SlotPlacement(kind: "user", every: 4)])
    #expect(throws: SlotCursorError.placementStateOutsideRules) {
      try SlotFeed<String, Item>(layout: withoutSeparation, resumingAfter: groups)
    }
    // The state of a kind the rules do not place is dropped, as new rules
    // drop it.
    let other = Self.cursor(ruleRow: 4, placements: ["card": Placement(count: 1, last: 1)])
    var feed = try SlotFeed<String, Item>(layout: Self.layout, resumingAfter: other)
    _ = feed.append(contentsOf: (0..<4).map(Item.init), to: "post")
    _ = feed.append(contentsOf: [Item(value: 0)], to: "user")
    #expect(feed.cursor(after: feed.count - 1).offset(of: "card") == 0)
  }

  @Test("A cursor in range resumes with its placement state")
  func resumesPlacementState() throws {
    var feed = SlotFeed<String, Item>(layout: Self.layout)
    _ = feed.append(contentsOf: (0..<9).map(Item.init), to: "post")
    _ = feed.append(contentsOf: (0..<3).map(Item.init), to: "user")
    let cursor = feed.cursor(after: 4)
    #expect(cursor.ruleRow == 5)
    #expect(cursor.rulePosition == 4)
    var resumed = try SlotFeed<String, Item>(layout: Self.layout, resumingAfter: cursor)
    _ = resumed.append(contentsOf: (cursor.offset(of: "post")..<9).map(Item.init), to: "post")
    _ = resumed.append(contentsOf: (cursor.offset(of: "user")..<3).map(Item.init), to: "user")
    let rest = (5..<feed.count).map { feed.sourcePosition(at: $0)! }
    let resumedRows = resumed.indices.map { position in
      let source = resumed.sourcePosition(at: position)!
      return SourcePosition(
        kind: source.kind, offset: source.offset + cursor.offset(of: source.kind))
    }
    #expect(resumedRows == rest)
  }
}
