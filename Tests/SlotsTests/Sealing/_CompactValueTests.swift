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
    var widths: Widths
  }

  /// One integer of each width that the sample has not.
  struct Widths: Codable, Equatable {
    var int16: Int16 = -300
    var int32: Int32 = .min
    var uint: UInt = .max
    var uint8: UInt8 = 200
    var uint16: UInt16 = 60_000
    var uint32: UInt32 = .max
  }

  static let sample = Sample(
    flag: true, small: -128, large: .max, negative: .min, ratio: -0.1, fraction: 2.5,
    name: "pâté ✓", list: [0, 127, 128, 300, -1], table: ["b": 2, "a": 1],
    numbered: [3: "three", -4: "minus four"], optional: nil, nested: [[], ["x", ""]],
    widths: Widths())

  @Test("Values come back whole")
  func roundTrip() throws {
    let value = try _CompactEncoder.encode(Self.sample)
    let bytes = value.bytes
    let read = try #require(_CompactValue(bytes: bytes))
    #expect(read.bytes == bytes)
    #expect(try _CompactDecoder.decode(Sample.self, from: read) == Self.sample)
  }

  /// A type that uses every kind of container and every way of reaching
  /// one: nested keyed containers, super encoders, nils in each.
  struct Containers: Codable, Equatable {
    var inner: Int
    var list: [Int?]
    var single: Int?

    enum Keys: String, CodingKey { case nested, nothing, again, parent, child, list, single }
    enum NestedKeys: String, CodingKey { case inner }

    init(inner: Int, list: [Int?], single: Int?) {
      (self.inner, self.list, self.single) = (inner, list, single)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var nested = container.nestedContainer(keyedBy: NestedKeys.self, forKey: .nested)
      try nested.encode(inner, forKey: .inner)
      try container.encodeNil(forKey: .nothing)
      try container.encode(1, forKey: .again)
      try container.encode(inner, forKey: .again)  // written twice: the last one counts
      try inner.encode(to: container.superEncoder())
      try inner.encode(to: container.superEncoder(forKey: .child))
      var list = container.nestedUnkeyedContainer(forKey: .list)
      for value in self.list {
        if let value {
          var pair = list.nestedContainer(keyedBy: NestedKeys.self)
          try pair.encode(value, forKey: .inner)
        } else {
          try list.encodeNil()
        }
      }
      try self.single.encode(to: list.superEncoder())
      var single = container.superEncoder(forKey: .single).singleValueContainer()
      if let value = self.single { try single.encode(value) } else { try single.encodeNil() }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      #expect(try container.decodeNil(forKey: .nothing))
      #expect(try !container.decodeNil(forKey: .again))
      inner = try container.nestedContainer(keyedBy: NestedKeys.self, forKey: .nested)
        .decode(Int.self, forKey: .inner)
      // The super encoder's key is none of `Keys`.
      #expect(container.allKeys.count == 6)
      #expect(try container.decode(Int.self, forKey: .again) == inner)
      #expect(try Int(from: container.superDecoder()) == inner)
      #expect(try Int(from: container.superDecoder(forKey: .child)) == inner)
      var list = try container.nestedUnkeyedContainer(forKey: .list)
      var values: [Int?] = []
      while list.count! > values.count + 1 {
        if try list.decodeNil() {
          values.append(nil)
        } else {
          let pair = try list.nestedContainer(keyedBy: NestedKeys.self)
          values.append(try pair.decode(Int.self, forKey: .inner))
        }
      }
      let fromList = try Int?(from: list.superDecoder())
      #expect(list.isAtEnd)
      #expect(try !list.decodeNil())
      #expect(throws: DecodingError.self) { try list.decode(Int.self) }
      self.list = values
      let single = try container.superDecoder(forKey: .single).singleValueContainer()
      self.single = single.decodeNil() ? nil : try single.decode(Int.self)
      #expect(fromList == self.single)
      #expect(single.codingPath.count == 1)
    }
  }

  @Test("Every container comes back whole", arguments: [nil, 5] as [Int?])
  func containers(single: Int?) throws {
    let value = Containers(inner: -7, list: [1, nil, 3], single: single)
    let compact = try _CompactEncoder.encode(value)
    #expect(try _CompactDecoder.decode(Containers.self, from: compact) == value)
    #expect(throws: DecodingError.self) {
      try _CompactDecoder.decode(Containers.self, from: .keyed([]))
    }
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
