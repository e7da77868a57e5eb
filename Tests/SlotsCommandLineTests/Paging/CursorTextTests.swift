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

@testable import SlotsCommandLine

@Suite struct CursorTextTests {
  /// The cursors of a few feeds: each after every row, with kinds named by
  /// strings and by byte strings alike.
  func cursors() -> [(SlotCursor<String>, SlotCursor<ByteString>)] {
    let layouts: [SlotLayout<String>] = [
      SlotLayout(pattern: ["post", "post", "post", "ad"], repeatables: ["post"]),
      SlotLayout(
        pattern: ["post", "é", "ad"], header: ["banner", "banner"], repeatables: ["post", "é"],
        fixed: [0: "promo", 6: "promo"]),
      SlotLayout(pattern: ["z", "a/b", "a"], fallback: "a"),
    ]
    var cursors: [(SlotCursor<String>, SlotCursor<ByteString>)] = []
    for layout in layouts {
      var named = SlotFeed<String, Int>(layout: layout)
      var bytes = SlotFeed<ByteString, Int>(layout: layout.byteStrings)
      for (kind, count) in [
        ("post", 7), ("ad", 2), ("banner", 1), ("promo", 2), ("é", 3), ("z", 2), ("a/b", 1),
        ("a", 4),
      ] {
        _ = named.append(contentsOf: 0..<count, to: kind)
        _ = bytes.append(contentsOf: 0..<count, to: ByteString(kind))
      }
      for row in -1..<named.count {
        cursors.append((named.cursor(after: row), bytes.cursor(after: row)))
      }
    }
    return cursors
  }

  /// The tool writes the bytes that `JSONEncoder` writes with sorted keys
  /// (and slashes left alone), and reads them back.
  @Test func writesWhatJSONEncoderWrites() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for (named, bytes) in cursors() {
      let text = try CursorText.encode(bytes)
      #expect(
        String(decoding: text, as: UTF8.self)
          == String(decoding: try encoder.encode(named), as: UTF8.self))
      let decoded = try CursorText.decode(text, name: "the cursor")
      #expect(decoded.cursor == bytes)
    }
  }

  /// Whatever `JSONEncoder` writes, pretty or not, the tool reads.
  @Test func readsWhatJSONEncoderWrites() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted]
    for (named, bytes) in cursors() {
      let decoded = try CursorText.decode(Array(try encoder.encode(named)), name: "the cursor")
      #expect(decoded.cursor == bytes)
    }
  }

  @Test func namesTheKindsOfTheCursor() throws {
    let decoded = try CursorText.decode(
      Array(
        SavedJSON.cursor(#""live":["p"],"offsets":[["a",1],["p",4]],"rulePosition":5,"slot":0"#)
          .utf8),
      name: "the cursor")
    #expect(decoded.namedKinds == ["a", "p", "p"])
    #expect(decoded.cursor.offset(of: "p") == 4)
    #expect(decoded.cursor.rulePosition == 5)
  }

  /// A kind whose name is not UTF-8 keeps its bytes through the cursor.
  @Test func keepsKindNamesThatAreNotUTF8() throws {
    let kind = ByteString([0x61, 0xE9])
    var feed = SlotFeed<ByteString, Int>(layout: SlotLayout(pattern: [kind]))
    _ = feed.append(contentsOf: 0..<3, to: kind)
    let text = try CursorText.encode(feed.cursor(after: 1))
    #expect(
      String(decoding: text, as: UTF8.self)
        == SavedJSON.cursor(
          #""kinds":["a\uDCE9"],"layout":"3cf5439e2c85cfe5","offsets":[["a\uDCE9",2]],"#
            + #""rulePosition":2,"slot":0"#))
    #expect(try CursorText.decode(text, name: "the cursor").cursor.offset(of: kind) == 2)
  }

  @Test(
    arguments: [
      ("", "the cursor is not JSON: expected a JSON value, found none (line 1)"),
      (
        "{",
        "the cursor is not JSON: unexpected end of file; the object that starts on line 1 is not closed (line 1, column 2)"
      ),
      ("[]", "the cursor is malformed: expected an object, found an array"),
      (
        SavedJSON.cursor(#""slot": 0, "offsets": []"#),
        #"the cursor is malformed: "rulePosition" is missing"#
      ),
      (
        #"{"rulePosition": 1, "slot": 0, "offsets": []}"#,
        #"the cursor is malformed: unsupported format version 1 (no "version") of SlotCursor: "#
          + #"this library reads version \#(SavedJSON.cursorVersion), at "version""#
      ),
      (
        SavedJSON.cursor(#""rulePosition": -1, "slot": 0, "offsets": []"#),
        #"the cursor is malformed: a negative rule position, at "rulePosition""#
      ),
      (
        SavedJSON.cursor(#""rulePosition": 1, "slot": 0, "offsets": [["a", -2]]"#),
        #"the cursor is malformed: a negative offset for a, at "offsets""#
      ),
      (
        SavedJSON.cursor(#""rulePosition": 1, "slot": 0, "offsets": [["a", 1], ["a", 2]]"#),
        #"the cursor is malformed: the kind a has two offsets, at "offsets""#
      ),
      (
        SavedJSON.cursor(#""rulePosition": 1, "slot": 0, "offsets": [["a"]]"#),
        #"the cursor is malformed: expected 2 values, found 1, at "offsets"[0][1]"#
      ),
      (
        SavedJSON.cursor(#""rulePosition": 1, "slot": 0, "offsets": [[1, 1]]"#),
        #"the cursor is malformed: expected a string, found a number, at "offsets"[0][0]"#
      ),
      (
        SavedJSON.cursor(#""rulePosition": 1, "slot": 0.5, "offsets": []"#),
        #"the cursor is malformed: expected an integer, found 0.5, at "slot""#
      ),
      (
        SavedJSON.cursor(#""rulePosition": 1, "slot": 0, "offsets": [], "live": ["a", "a"]"#),
        #"the cursor is malformed: a live repeatable named twice, at "live""#
      ),
      (
        SavedJSON.cursor(#""rulePosition": 1, "slot": 0, "offsets": [], "blocked": "yes""#),
        #"the cursor is malformed: expected a Boolean, found a string, at "blocked""#
      ),
    ])
  func rejectsWhatIsNotACursor(text: String, message: String) {
    #expect(throws: CommandError.usage(message)) {
      try CursorText.decode(Array(text.utf8), name: "the cursor")
    }
  }

  @Test func readsTheCursorFromAFileOrStandardInput() throws {
    let fixture = try Fixture()
    let text = SavedJSON.cursor(#""offsets":[["a",2]],"rulePosition":2,"slot":0"#)
    let path = try fixture.file("cursor.json", text + "\n")
    var streams = StreamClaims()
    for (argument, input) in [
      (text, ""), ("@" + path, ""), ("@-", text),
    ] {
      let read = try CursorText.read(
        ByteString(argument), standardInput: .bytes(Array(input.utf8)), streams: &streams)
      #expect(read.cursor.offset(of: "a") == 2)
    }
    let empty = try fixture.file("empty.json", " \n")
    #expect(
      throws: CommandError.usage(
        "the cursor in '\(empty)' is empty; leave --after out to start at the top of the feed")
    ) {
      try CursorText.read(ByteString("@" + empty), standardInput: .bytes([]), streams: &streams)
    }
    let missing = fixture.missing("none.json")
    #expect(
      throws: CommandError.noInput("cannot open '\(missing)': No such file or directory")
    ) {
      try CursorText.read(ByteString("@" + missing), standardInput: .bytes([]), streams: &streams)
    }
    let large = try fixture.file("large.json", zeros: CursorText.sizeLimit + 1)
    #expect(
      throws: CommandError.usage(
        "the cursor in '\(large)' is larger than 64 MiB, which no cursor of rules that "
          + "slots reads is")
    ) {
      try CursorText.read(ByteString("@" + large), standardInput: .bytes([]), streams: &streams)
    }
  }

  /// A cursor names every kind of its rules, so rules of many kinds make a
  /// cursor of more than a mebibyte, which is read back; its line break at
  /// the end, as a cursor file has it, is whitespace.
  @Test func readsACursorThatNamesManyKinds() throws {
    let kinds = (0..<20_000).map { "k\($0)" + String(repeating: "-", count: 63 - "\($0)".count) }
    var feed = SlotFeed<String, Int>(layout: SlotLayout(pattern: ["a"] + kinds))
    _ = feed.append(contentsOf: [0, 1], to: "a")
    let cursor = feed.cursor(after: 0)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = try encoder.encode(cursor) + Data("\n".utf8)
    #expect(text.count > 1 << 20)
    let fixture = try Fixture()
    let path = try fixture.file("cursor.json", Array(text))
    var streams = StreamClaims()
    let read = try CursorText.read(
      ByteString("@" + path), standardInput: .bytes([]), streams: &streams)
    #expect(read.cursor == (try JSONDecoder().decode(SlotCursor<ByteString>.self, from: text)))
  }
}
