//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _EncodedForm {
  /// The unkeyed container of `_Encoder`: each element is a node.
  internal struct _UnkeyedContainer: UnkeyedEncodingContainer {
    internal let node: _Node
    internal let codingPath: [any CodingKey]

    internal var count: Int { node.elements?.count ?? 0 }

    internal mutating func encodeNil() throws {
      node.appendElement().primitive = .null
    }

    internal mutating func encode(_ value: Bool) throws {
      try store(value)
    }

    internal mutating func encode(_ value: String) throws {
      try store(value)
    }

    internal mutating func encode(_ value: Double) throws {
      try store(value)
    }

    internal mutating func encode(_ value: Float) throws {
      try store(value)
    }

    internal mutating func encode(_ value: Int) throws {
      try store(value)
    }

    internal mutating func encode(_ value: Int8) throws {
      try store(value)
    }

    internal mutating func encode(_ value: Int16) throws {
      try store(value)
    }

    internal mutating func encode(_ value: Int32) throws {
      try store(value)
    }

    internal mutating func encode(_ value: Int64) throws {
      try store(value)
    }

    internal mutating func encode(_ value: UInt) throws {
      try store(value)
    }

    internal mutating func encode(_ value: UInt8) throws {
      try store(value)
    }

    internal mutating func encode(_ value: UInt16) throws {
      try store(value)
    }

    internal mutating func encode(_ value: UInt32) throws {
      try store(value)
    }

    internal mutating func encode(_ value: UInt64) throws {
      try store(value)
    }

    internal mutating func encode<Value: Encodable>(_ value: Value) throws {
      try store(value)
    }

    private func store<Value: Encodable>(_ value: Value) throws {
      let key = _AnyCodingKey(intValue: count)
      try node.appendElement().store(value, codingPath: codingPath + [key])
    }

    internal mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
      let key = _AnyCodingKey(intValue: count)
      return _Encoder(node: node.appendElement(), codingPath: codingPath + [key])
        .container(keyedBy: keyType)
    }

    internal mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let key = _AnyCodingKey(intValue: count)
      return _Encoder(node: node.appendElement(), codingPath: codingPath + [key])
        .unkeyedContainer()
    }

    internal mutating func superEncoder() -> any Encoder {
      let key = _AnyCodingKey(intValue: count)
      return _Encoder(node: node.appendElement(), codingPath: codingPath + [key])
    }
  }
}
