//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import Slots

/// The compact binary form of sealed tokens, and the Base 64 text around
/// it: values come back whole, and bytes that are not exactly one value's
/// are refused.
@Suite struct CompactValueTests {
  struct Sample: Codable, Equatable {
    var flag: Bool
    var small: Int8
    var large: UInt64
    var negative: Int64
    var ratio: Double
    var fraction: Float
    var name: String
    var list: [Int]
    var table: [String: Int]
    var numbered: [Int: String]
    var optional: Int?
    var nested: [[String]]
  }

  static let sample = Sample(
    flag: true, small: -128, large: .max, negative: .min, ratio: -0.1, fraction: 2.5,
    name: "pâté ✓", list: [0, 127, 128, 300, -1], table: ["b": 2, "a": 1],
    numbered: [3: "three", -4: "minus four"], optional: nil, nested: [[], ["x", ""]])

  @Test("Values come back whole")
  func roundTrip() throws {
    let value = try _CompactEncoder.encode(Self.sample)
    let bytes = value.bytes
    let read = try #require(_CompactValue(bytes: bytes))
    #expect(read.bytes == bytes)
    #expect(try _CompactDecoder.decode(Sample.self, from: read) == Self.sample)
  }

  @Test("Numbers take the shortest form, and only it is read")
  func numbers() {
    #expect(_CompactValue.nonNegative(0).bytes == [3, 0])
    #expect(_CompactValue.nonNegative(300).bytes == [3, 0xac, 0x02])
    #expect(_CompactValue.negative(0).bytes == [4, 0])
    #expect(_CompactValue(bytes: [3, 0x80, 0x00]) == nil)
    #expect(_CompactValue(bytes: [3, 0xac, 0x82, 0x00]) == nil)
    let maximum: [UInt8] = [3] + Array(repeating: 0xff, count: 9) + [0x01]
    #expect(_CompactValue(bytes: maximum)?.bytes == maximum)
    #expect(_CompactValue(bytes: [3] + Array(repeating: 0xff, count: 9) + [0x02]) == nil)
    #expect(_CompactValue(bytes: [3] + Array(repeating: 0xff, count: 10)) == nil)
  }

  @Test("Bytes that are not one value are refused")
  func refused() {
    let refused: [[UInt8]] = [
      [], [9], [0, 0], [6, 2, 0x61], [6, 1, 0xff], [7, 200, 0], [8, 1, 1, 0x61],
      [8, 2, 1, 0x61, 0, 1, 0x61, 0], [5, 1, 2, 3],
      Array(repeating: 7, count: 40) + [0],
    ]
    for bytes in refused { #expect(_CompactValue(bytes: bytes) == nil, "\(bytes)") }
    // Nesting up to the limit is read.
    let level: [UInt8] = [7, 1]
    let deep: [UInt8] =
      Array(repeating: level, count: _CompactValue.maximumDepth).flatMap { $0 } + [0]
    #expect(_CompactValue(bytes: deep) != nil)
    let deeper = level + deep
    #expect(_CompactValue(bytes: deeper) == nil)
  }

  @Test("Values of the wrong shape throw")
  func wrongShapes() throws {
    let value = try _CompactEncoder.encode(["a": 300, "b": -1])
    #expect(throws: DecodingError.self) { try _CompactDecoder.decode(Sample.self, from: value) }
    #expect(throws: DecodingError.self) { try _CompactDecoder.decode([Int].self, from: value) }
    #expect(throws: DecodingError.self) {
      try _CompactDecoder.decode([String: UInt8].self, from: value)
    }
    #expect(throws: DecodingError.self) {
      try _CompactDecoder.decode([String: UInt].self, from: value)
    }
    #expect(try _CompactDecoder.decode([String: Int16].self, from: value) == ["a": 300, "b": -1])
    #expect(throws: DecodingError.self) {
      try _CompactDecoder.decode(Float.self, from: .double(Double(0.1).bitPattern))
    }
    #expect(throws: DecodingError.self) {
      try _CompactDecoder.decode(Int.self, from: .negative(.max))
    }
  }

  @Test("Base 64 for URLs, strictly read", arguments: 0..<70)
  func base64(length: Int) {
    let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    let text = _Base64URL.encode(bytes)
    #expect(text.count == (length * 4 + 2) / 3)
    #expect(_Base64URL.decode(text) == bytes)
  }

  @Test("Known Base 64 texts, and texts that are not")
  func base64Texts() {
    #expect(_Base64URL.encode(Array("foobar".utf8)) == "Zm9vYmFy")
    #expect(_Base64URL.encode(Array("fooba".utf8)) == "Zm9vYmE")
    #expect(_Base64URL.encode([0xfb, 0xff]) == "-_8")
    for text in ["Zm9vYmE=", "Z", "Zm9vY", "-_9", "Zm+v", "Zm/v", "Zm9 "] {
      #expect(_Base64URL.decode(text) == nil, "\(text)")
    }
  }
}

extension _CompactValue: Equatable {
  /// Whether two values have the same bytes.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.bytes == rhs.bytes }
}
