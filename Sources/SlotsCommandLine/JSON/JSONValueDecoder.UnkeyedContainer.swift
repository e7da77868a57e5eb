//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension JSONValueDecoder {
  /// A container that reads the elements of an array, one after another.
  struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    let record: Record
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey], record: Record) {
      self.elements = elements
      self.codingPath = codingPath
      self.record = record
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The coding path of the next element.
    private var nextPath: [any CodingKey] { codingPath + [JSONIndexKey(currentIndex)] }

    /// Returns the next element and moves past it; throws at the end.
    private mutating func next(_ type: Any.Type) throws -> JSONValue {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          type,
          DecodingError.Context(
            codingPath: nextPath,
            debugDescription: "expected \(currentIndex + 1) values, found \(elements.count)"))
      }
      currentIndex += 1
      return elements[currentIndex - 1]
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd, elements[currentIndex] == .null else { return false }
      currentIndex += 1
      return true
    }
    mutating func decode(_ type: Bool.Type) throws -> Bool {
      let path = nextPath
      return try JSONValueDecoder.bool(next(type), path)
    }
    mutating func decode(_ type: String.Type) throws -> String {
      let path = nextPath
      return try JSONValueDecoder.string(next(type), path)
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
      let path = nextPath
      return try JSONValueDecoder.floatingPoint(type, next(type), path)
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
      let path = nextPath
      return try JSONValueDecoder.floatingPoint(type, next(type), path)
    }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      let path = nextPath
      return try JSONValueDecoder.decode(type, from: next(type), codingPath: path, record: record)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
      let path = nextPath
      return try NodeDecoder(value: next(type), codingPath: path, record: record)
        .container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      let path = nextPath
      return try NodeDecoder(value: next([Any].self), codingPath: path, record: record)
        .unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
      let path = nextPath
      return NodeDecoder(value: try next(Any.self), codingPath: path, record: record)
    }

    private mutating func integer<Integer: FixedWidthInteger>(
      _ type: Integer.Type
    ) throws -> Integer {
      let path = nextPath
      return try JSONValueDecoder.integer(type, next(type), path)
    }
  }
}
