//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _EncodedForm {
  /// The keyed container of `_Encoder`: each member is a node.
  internal struct _KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    internal let node: _Node
    internal let codingPath: [any CodingKey]

    internal mutating func encodeNil(forKey key: Key) throws {
      node.member(key.stringValue).primitive = .null
    }

    internal mutating func encode(_ value: Bool, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: String, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: Double, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: Float, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: Int, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: Int8, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: Int16, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: Int32, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: Int64, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: UInt, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: UInt8, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: UInt16, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: UInt32, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode(_ value: UInt64, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    internal mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
      try store(value, forKey: key)
    }

    private func store<Value: Encodable>(_ value: Value, forKey key: Key) throws {
      try node.member(key.stringValue).store(value, codingPath: codingPath + [key])
    }

    internal mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      _Encoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
        .container(keyedBy: keyType)
    }

    internal mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      _Encoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
        .unkeyedContainer()
    }

    internal mutating func superEncoder() -> any Encoder {
      let key = _AnyCodingKey(stringValue: "super")
      return _Encoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }

    internal mutating func superEncoder(forKey key: Key) -> any Encoder {
      _Encoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
  }
}
