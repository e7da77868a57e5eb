//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import SlotsCommandLine

func index(
  _ text: String, format: SourceIndex.Format = .jsonLines
) throws(JSONSyntaxError) -> SourceIndex {
  try Array(text.utf8).withBytes { (bytes) throws(JSONSyntaxError) in
    try SourceIndex.of(bytes, format: format)
  }
}

@Suite struct SourceIndexTests {
  static let counts: [(String, SourceIndex.Format, Int)] = [
    ("", .jsonLines, 0),
    ("\n \n\t\n", .jsonLines, 0),
    ("1", .jsonLines, 1),
    ("1\n2\n\n3\n", .jsonLines, 3),
    ("\r\n  {\"a\": 1}  \r\n[1, 2]\n", .jsonLines, 2),
    // An array on a line of its own is one item, however many lines follow.
    ("[1, 2, 3]", .jsonLines, 1),
    ("[1, 2]\n[3]", .jsonLines, 2),
    ("[]", .array, 0),
    ("[1, 2, 3]", .array, 3),
    ("\n[\n  {\"a\": [1, 2]},\n  \"b\"\n]\n", .array, 2),
  ]

  @Test(arguments: counts)
  func countsTheItemsOfItsFormat(_ text: String, format: SourceIndex.Format, count: Int) throws {
    let found = try index(text, format: format)
    #expect(found.format == format)
    #expect(found.count == count)
  }

  static let framingErrors: [(String, SourceIndex.Format, JSONSyntaxError)] = [
    (
      "1 2", .jsonLines,
      JSONSyntaxError(
        message: "a second value on the same line; JSON Lines has one value a line", line: 1,
        column: 3)
    ),
    (
      "{\"a\":1}\n{\"b\":\n2}\n", .jsonLines,
      JSONSyntaxError(
        message: "the value continues to line 3; JSON Lines has one value a line", line: 2,
        column: nil)
    ),
    (
      "[1,\n2]\n3", .jsonLines,
      JSONSyntaxError(
        message: "the value continues to line 2; JSON Lines has one value a line; for a file "
          + "that holds one JSON array, name it .json or give --format-in json",
        line: 1, column: nil)
    ),
    (
      "\n{\"a\":\n1}", .jsonLines,
      JSONSyntaxError(
        message: "the value continues to line 3; JSON Lines has one value a line; for a file "
          + "that holds one JSON array, name it .json or give --format-in json",
        line: 2, column: nil)
    ),
    (
      "", .array,
      JSONSyntaxError(
        message: "expected a JSON array, found nothing; a .json source is one array ([] for "
          + "no items)",
        line: 1, column: nil)
    ),
    (
      "\n  {\"a\": 1}", .array,
      JSONSyntaxError(
        message: "a .json source is one JSON array, not an object; for JSON Lines, name the "
          + "file .jsonl or give --format-in jsonl",
        line: 2, column: 3)
    ),
    (
      "[1]\n[2]", .array,
      JSONSyntaxError(
        message: "unexpected '[' after the end of the value; the file holds one value", line: 2,
        column: 1)
    ),
  ]

  @Test(arguments: framingErrors)
  func enforcesTheFraming(_ text: String, format: SourceIndex.Format, error: JSONSyntaxError) {
    #expect(throws: error) { try index(text, format: format) }
  }

  /// The format follows from the name alone.
  static let names: [(ByteString, SourceIndex.Format)] = [
    ("ads.json", .array),
    ("dir.jsonl/ads.JSON", .array),
    ("ads.jsonl", .jsonLines),
    ("ads.ndjson", .jsonLines),
    ("ads.json.gz", .jsonLines),
    ("ads", .jsonLines),
    ("-", .jsonLines),
    ("data.json/ads", .jsonLines),
    (".json", .jsonLines),
    ("/dev/stdin", .jsonLines),
  ]

  @Test(arguments: names)
  func choosesTheFormatByName(_ path: ByteString, format: SourceIndex.Format) {
    #expect(SourceIndex.Format(path: path) == format)
  }

  @Test func keepsACheckpointEveryIntervalItems() throws {
    let interval = SourceIndex.checkpointInterval
    let count = 2 * interval + 1
    let items = (0..<count).map { "\($0)" }
    /// The offsets of the checkpointed items when items are separated by
    /// `separator` bytes, after `start` bytes.
    func checkpoints(start: Int, separator: Int) -> [Int] {
      [0, interval, 2 * interval].map { item in
        start + items[..<item].reduce(0) { $0 + $1.utf8.count + separator }
      }
    }

    let lines = try index(items.joined(separator: "\n"), format: .jsonLines)
    #expect(lines.format == .jsonLines)
    #expect(lines.count == count)
    #expect(lines.checkpoints == checkpoints(start: 0, separator: 1))

    let array = try index("[" + items.joined(separator: ", ") + "]", format: .array)
    #expect(array.format == .array)
    #expect(array.count == count)
    #expect(array.checkpoints == checkpoints(start: 1, separator: 2))
  }
}
