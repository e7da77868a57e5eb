//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing

@testable import SlotsCommandLine

@Suite struct FeedWriterTests {
  /// The Layout Rules article's example 4: pattern [odd, even], fixed [0: string, 3: string,
  /// 4: string] → a 1 2 b c 3 4 5 6 7 8 9 10.
  func example() throws -> Composition {
    Composition(
      layout: SlotLayout(
        pattern: ["odd", "even"], fixed: [0: "string", 3: "string", 4: "string"]),
      sources: [
        ("odd", try reader("1\n3\n5\n7\n9")),
        ("even", try reader("[2, 4, 6, 8, 10]", format: .array)),
        ("string", try reader(#"["a", "b", "c", "d", "e"]"#, format: .array)),
      ])
  }

  func written(_ format: OutputFormat, _ window: Range<Int>) throws -> String {
    var output = OutputBuffer.inMemory()
    try FeedWriter(composition: try example(), window: window).write(format, to: &output)
    return output.text
  }

  @Test func writesJSONLines() throws {
    #expect(
      try written(.jsonl, 0..<13) == """
        {"index":0,"kind":"string","offset":0,"item":"a"}
        {"index":1,"kind":"odd","offset":0,"item":1}
        {"index":2,"kind":"even","offset":0,"item":2}
        {"index":3,"kind":"string","offset":1,"item":"b"}
        {"index":4,"kind":"string","offset":2,"item":"c"}
        {"index":5,"kind":"odd","offset":1,"item":3}
        {"index":6,"kind":"even","offset":1,"item":4}
        {"index":7,"kind":"odd","offset":2,"item":5}
        {"index":8,"kind":"even","offset":2,"item":6}
        {"index":9,"kind":"odd","offset":3,"item":7}
        {"index":10,"kind":"even","offset":3,"item":8}
        {"index":11,"kind":"odd","offset":4,"item":9}
        {"index":12,"kind":"even","offset":4,"item":10}

        """)
  }

  @Test func writesAWindowAsJSON() throws {
    #expect(
      try written(.json, 3..<5) == """
        [
        {"index":3,"kind":"string","offset":1,"item":"b"},
        {"index":4,"kind":"string","offset":2,"item":"c"}
        ]

        """)
    #expect(try written(.json, 13..<13) == "[]\n")
    #expect(try written(.jsonl, 13..<13) == "")
  }

  @Test func writesATable() throws {
    #expect(
      try written(.table, 8..<11) == """
        index  kind  offset  item
        -----  ----  ------  ----
            8  even  2       6
            9  odd   3       7
           10  even  3       8

        """)
  }

  @Test func cutsLongItemsInATable() throws {
    let long = "\"" + String(repeating: "é", count: 100) + "\""
    let composition = Composition(
      layout: SlotLayout(pattern: ["k"]), sources: [("k", try reader(long + "\n\"short\""))])
    var output = OutputBuffer.inMemory()
    try FeedWriter(composition: composition, window: 0..<2).write(.table, to: &output)
    let cut = "\"" + String(repeating: "é", count: FeedWriter.tableItemWidth - 2) + "…"
    #expect(
      output.text == """
        index  kind  offset  item
        -----  ----  ------  \(String(repeating: "-", count: FeedWriter.tableItemWidth))
            0  k     0       \(cut)
            1  k     1       "short"

        """)
  }

  @Test func escapesKindsInJSON() throws {
    let kind = ByteString("a\"b\\c\nd\u{1}é")
    let composition = Composition(
      layout: SlotLayout(pattern: [kind]), sources: [(kind, try reader("1"))])
    var output = OutputBuffer.inMemory()
    try FeedWriter(composition: composition, window: 0..<1).write(.jsonl, to: &output)
    #expect(output.text == #"{"index":0,"kind":"a\"b\\c\nd\u0001é","offset":0,"item":1}"# + "\n")
  }

  @Test(arguments: [
    ("", #""""#), ("plain", #""plain""#), ("\t\r\n", #""\t\r\n""#), ("\u{1F}", #""\u001F""#),
    ("\u{7F}", "\"\u{7F}\""), ("\"\\/", #""\"\\/""#),
  ])
  func writesJSONStrings(_ string: String, json: String) {
    #expect(String(decoding: ByteString(string).jsonLiteral, as: UTF8.self) == json)
  }

  @Test func keepsWholeCharactersOfACutPrefix() {
    var sink = PrefixSink(capacity: 4)
    Array("aé€".utf8).withUnsafeBytes { sink.append($0) }  // 1 + 2 + 3 bytes
    #expect(sink.isTruncated)
    #expect(sink.text == "aé")
  }

  /// Kinds that are not UTF-8 stay apart in JSON, as lone surrogates, and
  /// are shown readably in a table.
  @Test func keepsKindsThatAreNotUTF8Apart() throws {
    let first = ByteString([0x6B, 0xE9])
    let second = ByteString([0x6B, 0xE8])
    let composition = Composition(
      layout: SlotLayout(pattern: [first, second]),
      sources: [(first, try reader("1")), (second, try reader("2"))])
    var output = OutputBuffer.inMemory()
    try FeedWriter(composition: composition, window: 0..<2).write(.jsonl, to: &output)
    #expect(
      output.text == """
        {"index":0,"kind":"k\\uDCE9","offset":0,"item":1}
        {"index":1,"kind":"k\\uDCE8","offset":0,"item":2}

        """)
    var table = OutputBuffer.inMemory()
    try FeedWriter(composition: composition, window: 0..<2).write(.table, to: &table)
    #expect(
      table.text == """
        index  kind   offset  item
        -----  -----  ------  ----
            0  k\\xE9  0       1
            1  k\\xE8  0       2

        """)
  }

  /// A source that turns out shorter than it was when it was validated:
  /// the output keeps the whole rows written before, and the error counts
  /// them.
  @Test(arguments: OutputFormat.allCases)
  func keepsWholeRowsWhenASourceChanges(_ format: OutputFormat) throws {
    let bytes = Array("1\n2\n".utf8)
    let index = SourceIndex(format: .jsonLines, count: 5, checkpoints: [0])
    let source = SourceReader(file: SourceFile(name: "f", storage: .bytes(bytes)), index: index)
    let composition = Composition(layout: SlotLayout(pattern: ["a"]), sources: [("a", source)])
    var output = OutputBuffer.inMemory()
    let closing = format == .json ? "; the JSON array is not closed" : ""
    let error = CommandError.changed(file: "f", "it ends inside item 2")
    // A table measures its items before its first row, so it fails before.
    #expect(
      throws: format == .table
        ? error
        : error.noting("standard output holds the first 2 rows of the feed, and no more\(closing)")
    ) {
      try FeedWriter(composition: composition, window: 0..<5).write(format, to: &output)
    }
    let expected: [OutputFormat: String] = [
      .jsonl: """
      {"index":0,"kind":"a","offset":0,"item":1}
      {"index":1,"kind":"a","offset":1,"item":2}

      """,
      .json: """
      [
      {"index":0,"kind":"a","offset":0,"item":1},
      {"index":1,"kind":"a","offset":1,"item":2},

      """,
      .table: "",
    ]
    #expect(output.text == expected[format])
  }

  /// A source that changes before its first row leaves the output empty.
  @Test func writesNothingWhenTheFirstRowFails() throws {
    let index = SourceIndex(format: .jsonLines, count: 1, checkpoints: [0])
    let source = SourceReader(file: SourceFile(name: "f", storage: .bytes([])), index: index)
    let composition = Composition(layout: SlotLayout(pattern: ["a"]), sources: [("a", source)])
    for format in OutputFormat.allCases {
      var output = OutputBuffer.inMemory()
      #expect(throws: CommandError.changed(file: "f", "it ends inside item 0")) {
        try FeedWriter(composition: composition, window: 0..<1).write(format, to: &output)
      }
      #expect(output.text == "")
    }
  }
}
