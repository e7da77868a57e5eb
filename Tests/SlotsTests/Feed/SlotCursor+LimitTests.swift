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

/// Cursors at the edge of the range a cursor may hold, under rules whose
/// numbers are as large as rules allow, page without overflow, whether they
/// fit the rules or re-anchor; a feed that grows past the range gives
/// cursors that are refused, not misread.
@Suite struct SlotCursorLimitTests {
  static let limit = 1 << 48
  static let large = [Int.max, Int.max - 1, limit + 1, limit - 1]

  static func layout(fixed: Int, every: Int) -> SlotLayout<String> {
    SlotLayout(
      pattern: ["p", "q"], repeatables: ["p"], fixed: [fixed: "x", fixed - 1: "y", 3: "x"],
      placements: [
        SlotPlacement(kind: "u", every: every, first: every, limit: every, separation: every),
        SlotPlacement(kind: "v", every: 1, first: fixed),
      ])
  }

  static func cursor(at row: Int, otherRules: Bool) -> SlotCursor<String> {
    var cursor = SlotCursor<String>(
      offsets: ["p": row, "u": limit], inHeader: false, slot: 0, blocked: false, live: ["p"],
      rulePosition: row, ruleRow: row,
      placements: [
        "u": _PlacementState.Placement(count: limit, last: row - 1, groups: ["A": row - 1])
      ])
    if otherRules { cursor._layoutIdentity = .init(fingerprint: 1, kinds: ["z"]) }
    return cursor
  }

  @Test(
    "Cursors at the limit page under the largest rules", arguments: large,
    [limit - 100, limit - 2, limit])
  func pagesAtTheLimit(number: Int, row: Int) throws {
    for (fixed, every) in [(number, 1), (5, number), (number, number)] {
      let layout = Self.layout(fixed: fixed, every: every)
      for otherRules in [false, true] {
        var feed = try SlotFeed<String, LiveItem>(
          layout: layout, resumingAfter: Self.cursor(at: row, otherRules: otherRules))
        for kind in ["p", "q", "u", "v", "x", "y"] {
          _ = feed.append(contentsOf: (0..<12).map { LiveItem(kind: kind, id: $0) }, to: kind)
        }
        #expect(feed.demand(for: "u", within: 50) >= 0)
        #expect(feed.demand(for: "x", within: Int.max) >= 0)
        let next = feed.cursor(after: 7)
        #expect(next.ruleRow == row + 8)
        let json = try JSONEncoder().encode(next)
        // Past the limit, the feed's own cursor is refused as any other.
        if next.ruleRow > Self.limit || next.offset(of: "p") > Self.limit {
          #expect(throws: SlotCursorError.valueOutOfRange) {
            try SlotFeed<String, LiveItem>(layout: layout, resumingAfter: next)
          }
          #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SlotCursor<String>.self, from: json)
          }
        } else {
          #expect(try JSONDecoder().decode(SlotCursor<String>.self, from: json) == next)
          var again = try SlotFeed<String, LiveItem>(layout: layout, resumingAfter: next)
          _ = again.append(contentsOf: [LiveItem(kind: "p", id: 0)], to: "p")
          _ = again.replaceLayout(with: SlotLayout(pattern: ["p"]))
          #expect(again.count == 1)
        }
        let saved = try JSONEncoder().encode(feed)
        let restored = try JSONDecoder().decode(SlotFeed<String, LiveItem>.self, from: saved)
        #expect(Array(restored) == Array(feed))
      }
    }
  }
}
