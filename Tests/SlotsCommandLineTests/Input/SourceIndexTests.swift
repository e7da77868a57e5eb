//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import SlotsCommandLine

func index(_ text: String) throws(JSONSyntaxError) -> SourceIndex {
  try Array(text.utf8).withBytes { (bytes) throws(JSONSyntaxError) in try SourceIndex.of(bytes) }
}

@Suite struct SourceIndexTests {
  static let formats: [(String, SourceIndex.Format, Int)] = [
    ("", .jsonLines, 0),
    ("\n \n\t\n", .jsonLines, 0),
    ("1", .jsonLines, 1),
    ("1\n2\n\n3\n", .jsonLines, 3),
    ("\r\n  {\"a\": 1}  \r\n[1, 2]\n", .jsonLines, 2),
    ("[]", .array, 0),
    ("[1, 2, 3]", .array, 3),
    ("\n[\n  {\"a\": [1, 2]},\n  \"b\"\n]\n", .array, 2),
    ("[1, 2]\n[3]", .jsonLines, 2),  // JSON Lines of arrays
  ]

  @Test(arguments: formats)
  func detectsTheFormat(_ text: String, format: SourceIndex.Format, count: Int) throws {
    let found = try index(text)
    #expect(found.format == format)
    #expect(found.count == count)
  }

  static let framingErrors: [(String, JSONSyntaxError)] = [
    (
      "1 2",
      JSONSyntaxError(
        message: "a second value on the same line; JSON Lines has one value a line", line: 1,
        column: 3)
    ),
    (
      "{\"a\":1}\n{\"b\":\n2}\n",
      JSONSyntaxError(
        message: "the value continues to line 3; JSON Lines has one value a line", line: 2,
        column: nil)
    ),
    (
      "[1,\n2]\n3",
      JSONSyntaxError(
        message: "the value continues to line 2; JSON Lines has one value a line", line: 1,
        column: nil)
    ),
    (
      "\n{\"a\":\n1}",
      JSONSyntaxError(
        message:
          "the value continues to line 3; a source is a JSON array, or JSON Lines with one value a line",
        line: 2, column: nil)
    ),
  ]

  @Test(arguments: framingErrors)
  func enforcesOneValueALine(_ text: String, error: JSONSyntaxError) {
    #expect(throws: error) { try index(text) }
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

    let lines = try index(items.joined(separator: "\n"))
    #expect(lines.format == .jsonLines)
    #expect(lines.count == count)
    #expect(lines.checkpoints == checkpoints(start: 0, separator: 1))

    let array = try index("[" + items.joined(separator: ", ") + "]")
    #expect(array.format == .array)
    #expect(array.count == count)
    #expect(array.checkpoints == checkpoints(start: 1, separator: 2))
  }
}
