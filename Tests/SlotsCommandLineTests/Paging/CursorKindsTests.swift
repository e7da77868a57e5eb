//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

@testable import SlotsCommandLine

/// A page's feed goes by kind number, its cursors by name: a cursor named
/// again is the cursor that a feed over names gives, text for text.
@Suite struct CursorKindsTests {
  /// Rules of placements, fixed positions and live repeatables, so that a
  /// cursor names kinds in all its lists.
  static let layout = SlotLayout<ByteString>(
    pattern: ["post", "post", "banner", "ad"], header: ["banner"], repeatables: ["post", "ad"],
    fixed: [3: "promo"],
    placements: [SlotPlacement(kind: "user", every: 4), SlotPlacement(kind: "tip", every: 7)])

  static func table() -> (KindTable, SlotLayout<Int>) {
    var table = KindTable()
    let numbered = table.numbered(layout)
    return (table, numbered)
  }

  /// Feeds over names and over numbers, given the same items, hand out
  /// cursors that are the same once named, and that both resume alike.
  @Test func namesTheCursorsThatAFeedOverNamesGives() throws {
    let (table, numbered) = Self.table()
    var kinds = CursorKinds(table)
    var random = SeededRandom(seed: 91)
    for round in 0..<60 {
      var byName = SlotFeed<ByteString, Int>(layout: Self.layout)
      var byNumber = SlotFeed<Int, Int>(layout: numbered)
      for name in ["post", "ad", "banner", "promo", "user", "tip"] where random.chance(80) {
        let count = random.within(0...12)
        _ = byName.append(contentsOf: 0..<count, to: ByteString(name))
        _ = byNumber.append(contentsOf: 0..<count, to: table.number(of: ByteString(name))!)
      }
      guard byName.count > 0 else { continue }
      let row = random.within(0..<byName.count)
      let expected = byName.cursor(after: row)
      let named = try kinds.named(byNumber.cursor(after: row))
      #expect(named.compactText == (try CursorText.encode(expected)), "seed 91, round \(round)")
      #expect(try kinds.namedCursor(byNumber.cursor(after: row)) == expected)
      // Read back by number, it resumes a feed over numbers where the
      // cursor by name resumes a feed over names.
      let resumedByName = try SlotFeed<ByteString, Int>(
        layout: Self.layout, resumingAfter: expected)
      let resumedByNumber = try SlotFeed<Int, Int>(
        layout: numbered, resumingAfter: kinds.numbered(expected))
      #expect(resumedByName.count == resumedByNumber.count)
      #expect(
        try kinds.named(resumedByNumber.cursor(after: -1)).compactText
          == CursorText.encode(resumedByName.cursor(after: -1)), "seed 91, round \(round)")
    }
  }

  /// Kinds that the rules do not name keep their names through a cursor:
  /// they are numbered after the table's kinds, one number a name.
  @Test func keepsKindsThatTheTableDoesNotHave() throws {
    let (table, _) = Self.table()
    var kinds = CursorKinds(table)
    let text =
      SavedJSON.cursor(#""offsets":[["gone",3],["post",2],["zebra",1]],"rulePosition":4,"slot":0"#)
    let cursor = try CursorText.decode(Array(text.utf8), name: "the cursor").cursor
    let numbered = try kinds.numbered(cursor)
    #expect(numbered.offset(of: table.number(of: "post")!) == 2)
    #expect(numbered.offset(of: table.count) == 3)
    #expect(numbered.offset(of: table.count + 1) == 1)
    #expect(kinds.name(of: table.count + 1) == "zebra")
    #expect(kinds.name(of: table.count + 2) == nil)
    #expect(String(decoding: try kinds.named(numbered).compactText, as: UTF8.self) == text)
  }

  /// A number that neither the table nor a cursor gave has no name.
  @Test func refusesNumbersWithoutNames() throws {
    let (table, _) = Self.table()
    let text = SavedJSON.cursor(#""offsets":[[0,2],[\#(table.count),1]],"rulePosition":3,"slot":0"#)
    let cursor = try JSONValueDecoder().decode(
      SlotCursor<Int>.self, from: JSONValue.parse(Array(text.utf8))
    ).value
    #expect(throws: CommandError.self) { try CursorKinds(table).named(cursor) }
    #expect(cursor.offset(of: 0) == 2)
  }
}
