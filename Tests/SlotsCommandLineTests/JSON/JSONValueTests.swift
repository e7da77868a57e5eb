//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import _SlotsTestSupport

@testable import SlotsCommandLine

@Suite struct JSONValueTests {
  func parsed(_ text: String) throws -> JSONValue {
    try JSONValue.parse(Array(text.utf8))
  }

  @Test func parsesEveryType() throws {
    #expect(
      try parsed(#" {"a": [1, -2.5e3, true, false, null], "b": {"c": "d\u00e9\n"}} "#)
        == .object([
          "a": .array([
            .number(Array("1".utf8)), .number(Array("-2.5e3".utf8)), .bool(true), .bool(false),
            .null,
          ]),
          "b": .object(["c": .string(ByteString("dé\n"))]),
        ]))
    #expect(try parsed("[]") == .array([]))
    #expect(try parsed("{}") == .object([:]))
    #expect(try parsed("7") == .number([0x37]))
  }

  /// A byte escaped as a lone surrogate, as `slots` writes kind names that
  /// are not UTF-8, reads back as the byte.
  @Test func readsEscapedBytesBack() throws {
    let name = ByteString([0x61, 0xE9])
    let value = JSONValue.array([.string(name)])
    #expect(String(decoding: value.compactText, as: UTF8.self) == #"["a\uDCE9"]"#)
    #expect(try JSONValue.parse(value.compactText) == value)
  }

  @Test(
    arguments: [
      ("", "expected a JSON value, found none", 1, nil),
      ("  \n ", "expected a JSON value, found none", 2, nil),
      (#"{"a": 1, "a": 2}"#, #"the key "a" appears twice"#, 1, 10),
      ("[1, 2", "unexpected end of file; the array that starts on line 1 is not closed", 1, 6),
      ("1 2", "unexpected '2' after the end of the value; the file holds one value", 1, 3),
      (
        #"{"a":1} x"#, "unexpected 'x' after the end of the value; the file holds one value", 1, 9
      ),
    ] as [(String, String, Int, Int?)])
  func rejectsWhatIsNotOneValue(text: String, message: String, line: Int, column: Int?) {
    #expect(throws: JSONSyntaxError(message: message, line: line, column: column)) {
      try parsed(text)
    }
  }

  @Test func writesCompactTextWithSortedKeys() throws {
    let value = try parsed(
      #"{ "slot" : 2, "live": [ "post" ], "blocked": true, "b": {"z": null, "a": false} }"#)
    #expect(
      String(decoding: value.compactText, as: UTF8.self)
        == #"{"b":{"a":false,"z":null},"blocked":true,"live":["post"],"slot":2}"#)
  }

  /// Random values survive writing and parsing.
  @Test func roundTripsRandomValues() throws {
    var generator = SeededRandom(seed: 7)
    func randomValue(depth: Int) -> JSONValue {
      switch generator.within(0..<(depth > 3 ? 4 : 6)) {
      case 0: return .null
      case 1: return .bool(generator.chance(50))
      case 2: return .integer(generator.within(-1000...1000))
      case 3:
        let alphabet: [UInt8] = [0x22, 0x5C, 0x0A, 0x41, 0x2F, 0xE9, 0x7F, 0x01]
        var bytes: [UInt8] = []
        for _ in 0..<generator.within(0...4) {
          bytes.append(generator.element(of: alphabet))
        }
        return .string(ByteString(bytes))
      case 4:
        var elements: [JSONValue] = []
        for _ in 0..<generator.within(0...3) {
          elements.append(randomValue(depth: depth + 1))
        }
        return .array(elements)
      default:
        let keys: [String] = ["k", "key", "é", "a\"b"]
        var members: [ByteString: JSONValue] = [:]
        for _ in 0..<generator.within(0...3) {
          let key = generator.element(of: keys)
          members[ByteString(key)] = randomValue(depth: depth + 1)
        }
        return .object(members)
      }
    }
    for round in 0..<500 {
      let value = randomValue(depth: 0)
      #expect(try JSONValue.parse(value.compactText) == value, "seed 7, round \(round)")
    }
  }

  struct Sample: Codable, Equatable {
    struct Inner: Codable, Equatable {
      var flag: Bool
      var ratio: Double
      var small: Int8
    }
    var name: String
    var count: Int
    var inner: Inner
    var list: [UInt16]
    var optional: String?
    var bytes: ByteString
  }

  @Test func encodesAndDecodesAsJSONEncoderDoes() throws {
    let sample = Sample(
      name: "a/b \"c\"", count: -3, inner: Sample.Inner(flag: true, ratio: 0.5, small: -8),
      list: [1, 2], optional: nil, bytes: "kind")
    let value = try JSONValueEncoder().encode(sample)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    #expect(
      String(decoding: value.compactText, as: UTF8.self)
        == String(decoding: try encoder.encode(sample), as: UTF8.self))
    let decoded = try JSONValueDecoder().decode(Sample.self, from: value)
    #expect(decoded.value == sample)
    #expect(decoded.byteStrings == ["kind"])
  }

  @Test(
    arguments: [
      (#"{"count": 1}"#, #""name" is missing"#),
      (#"{"name": 1}"#, #"expected a string, found a number, at "name""#),
      (#"{"name": "n", "count": 1.5}"#, #"expected an integer, found 1.5, at "count""#),
      (
        #"{"name": "n", "count": 99999999999999999999}"#,
        #"the number 99999999999999999999 is too large, at "count""#
      ),
      (#"{"name": "n", "count": null}"#, #"expected an integer, found null, at "count""#),
      (
        #"{"name": "n", "count": 1, "inner": {"flag": 1}}"#,
        #"expected a Boolean, found a number, at "inner""flag""#
      ),
      (
        #"{"name": "n", "count": 1, "inner": []}"#,
        #"expected an object, found an array, at "inner""#
      ),
      (
        #"{"name": "n", "count": 1, "inner": {"flag": true, "ratio": 1, "small": 300}}"#,
        #"the number 300 is too large, at "inner""small""#
      ),
      (
        #"{"name": "n", "count": 1, "inner": {"flag": true, "ratio": 1, "small": 3}, "list": [1, "2"]}"#,
        #"expected an integer, found a string, at "list"[1]"#
      ),
      (
        #"{"name": "n", "count": 1, "inner": {"flag": true, "ratio": 1, "small": 3}, "list": []}"#,
        #""bytes" is missing"#
      ),
      ("[]", "expected an object, found an array"),
    ])
  func describesWhatCannotBeDecoded(text: String, description: String) throws {
    do {
      _ = try JSONValueDecoder().decode(Sample.self, from: try parsed(text))
      Issue.record("decoded \(text)")
    } catch let error as DecodingError {
      #expect(JSONValueDecoder.describe(error) == description)
    }
  }

  @Test func refusesNumbersThatAreNotFinite() {
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([Double.infinity]) }
  }
}
