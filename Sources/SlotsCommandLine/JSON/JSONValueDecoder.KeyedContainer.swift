//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension JSONValueDecoder {
  /// A container that reads the members of an object.
  struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [ByteString: JSONValue]
    let codingPath: [any CodingKey]
    let record: Record

    var allKeys: [Key] {
      members.keys.compactMap { $0.validString.flatMap(Key.init(stringValue:)) }
    }

    func contains(_ key: Key) -> Bool { members[ByteString(key.stringValue)] != nil }

    /// The member of `key`, which must be there.
    private func member(_ key: Key) throws -> JSONValue {
      guard let value = members[ByteString(key.stringValue)] else {
        throw DecodingError.keyNotFound(
          key,
          DecodingError.Context(
            codingPath: codingPath, debugDescription: "no value for \"\(key.stringValue)\""))
      }
      return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
      try JSONValueDecoder.bool(member(key), codingPath + [key])
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
      try JSONValueDecoder.string(member(key), codingPath + [key])
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
      try JSONValueDecoder.floatingPoint(type, member(key), codingPath + [key])
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
      try JSONValueDecoder.floatingPoint(type, member(key), codingPath + [key])
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
      try JSONValueDecoder.decode(
        type, from: member(key), codingPath: codingPath + [key], record: record)
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      try NodeDecoder(value: member(key), codingPath: codingPath + [key], record: record)
        .container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try NodeDecoder(value: member(key), codingPath: codingPath + [key], record: record)
        .unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
      let key = JSONSuperKey()
      return NodeDecoder(
        value: members[ByteString(key.stringValue)] ?? .null, codingPath: codingPath + [key],
        record: record)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      NodeDecoder(
        value: members[ByteString(key.stringValue)] ?? .null, codingPath: codingPath + [key],
        record: record)
    }

    private func integer<Integer: FixedWidthInteger>(
      _ type: Integer.Type, _ key: Key
    ) throws -> Integer {
      try JSONValueDecoder.integer(type, member(key), codingPath + [key])
    }
  }
}
