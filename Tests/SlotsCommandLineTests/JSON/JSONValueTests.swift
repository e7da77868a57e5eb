//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import SlotsCommandLine

@Suite struct JSONValueTests {
  @Test func readsValuesWithTheirLines() throws {
    let value = try JSONValue.parse(Array("{\n\"a\": [1,\n true, null],\n\"b\": \"\\u0041\"}".utf8))
    #expect(value.line == 1)
    #expect(
      value["a"]
        == JSONValue(
          content: .array([
            JSONValue(content: .number("1"), line: 2),
            JSONValue(content: .bool(true), line: 3),
            JSONValue(content: .null, line: 3),
          ]), line: 2))
    #expect(value["b"]?.content == .string("A"))
    #expect(value["c"] == nil)
  }

  @Test func decodesSurrogatePairsAndLoneSurrogates() throws {
    let value = try JSONValue.parse(Array(#"["\ud83d\ude00", "\ud83d", "\ude00x"]"#.utf8))
    guard case .array(let elements) = value.content else {
      Issue.record("not an array")
      return
    }
    #expect(
      elements.map(\.content) == [.string("\u{1F600}"), .string("\u{FFFD}"), .string("\u{FFFD}x")])
  }
}
