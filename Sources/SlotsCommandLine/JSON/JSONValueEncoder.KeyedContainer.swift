//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension JSONValueEncoder {
  /// A container that writes the members of an object.
  struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.member(key).set(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      node.member(key).set(.bool(value))
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      node.member(key).set(.string(ByteString(value)))
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      try node.member(key).encode(number: value, codingPath: codingPath + [key])
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      try node.member(key).encode(number: value, codingPath: codingPath + [key])
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { integer(value, key) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
      try node.member(key).encode(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      let member = node.member(key)
      member.makeObject()
      return KeyedEncodingContainer(
        KeyedContainer<NestedKey>(node: member, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let member = node.member(key)
      member.makeArray()
      return UnkeyedContainer(node: member, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
      NodeEncoder(node: node.member(JSONSuperKey()), codingPath: codingPath + [JSONSuperKey()])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      NodeEncoder(node: node.member(key), codingPath: codingPath + [key])
    }

    private func integer(_ value: some BinaryInteger, _ key: Key) {
      node.member(key).set(.integer(value))
    }
  }
}
