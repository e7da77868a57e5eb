//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import SlotsCommandLine

@Suite struct SourceReaderTests {
  @Test func copiesJSONLinesByteForByte() throws {
    let source = try reader("{\"a\": 1,  \"b\" : [1, 2]}\r\n\n   \"x  y\"  \n\t-12.5\n[ ]\ntrue")
    #expect(
      try source.items() == ["{\"a\": 1,  \"b\" : [1, 2]}", "\"x  y\"", "-12.5", "[ ]", "true"])
  }

  @Test func copiesArrayElementsCompactly() throws {
    let source = try reader(
      "[\n  {\"a\" : [1, 2],\n   \"b\": \"x, ]} y\"},\n  7 ,\n  \"\\\" ,\"\n]\n", format: .array)
    #expect(try source.items() == ["{\"a\":[1,2],\"b\":\"x, ]} y\"}", "7", "\"\\\" ,\""])
  }

  /// Items read in any order are the items read in order, across
  /// checkpoints, in both formats.
  @Test(arguments: [false, true])
  func readsItemsInAnyOrder(asArray: Bool) throws {
    var random = RandomJSON(generator: SeededRandom(seed: asArray ? 11 : 12))
    let count = 3 * SourceIndex.checkpointInterval + 17
    let values = (0..<count).map { _ in random.value() }
    let text: String
    let expected: [String]
    if asArray {
      text =
        "[\n" + values.map { random.spaced($0, allowsLineBreaks: true) }.joined(separator: " ,\n")
        + "\n]"
      expected = values.map { $0.joined() }
    } else {
      expected = values.map { random.spaced($0, allowsLineBreaks: false) }
      text = expected.map { " " + $0 + "\t" }.joined(separator: "\n\n")
    }
    let source = try reader(text, format: asArray ? .array : .jsonLines)
    #expect(source.index.format == (asArray ? .array : .jsonLines))
    #expect(try source.items() == expected)

    var generator = SeededRandom(seed: 13)
    for _ in 0..<500 {
      let offset = generator.within(0..<count)
      #expect(try source.item(offset) == expected[offset], "seed 13, offset \(offset)")
    }
    // Two interleaved streams in order, as the feed and its fixed items read.
    for step in 0..<200 {
      #expect(try source.item(step) == expected[step])
      #expect(try source.item(count - 200 + step) == expected[count - 200 + step])
    }
  }

  @Test(arguments: [false, true])
  func copiesItemsLargerThanTheBuffer(asArray: Bool) throws {
    let long = "\"" + String(repeating: "ab \\\" ", count: ItemCursor.bufferSize / 2) + "\""
    let longer =
      "[" + Array(repeating: "1", count: ItemCursor.bufferSize).joined(separator: ",") + "]"
    let text = asArray ? "[\(long), \(longer), 3]" : "\(long)\n\(longer)\n3"
    let source = try reader(text, format: asArray ? .array : .jsonLines)
    #expect(try source.items() == [long, longer, "3"])
  }

  /// A file that shrank since it was validated is an error, not a trap.
  @Test func reportsASourceThatChanged() throws {
    let bytes = Array("1\n2\n".utf8)
    let index = SourceIndex(format: .jsonLines, count: 5, checkpoints: [0])
    let source = SourceReader(file: SourceFile(name: "f", storage: .bytes(bytes)), index: index)
    #expect(try source.item(1) == "2")
    #expect(throws: CommandError.changed(file: "f", "it ends inside item 2")) {
      try source.item(3)
    }
  }
}
