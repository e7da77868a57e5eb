//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension JSONValueEncoder {
  /// A container that writes the elements of an array.
  struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    var count: Int { node.elementCount }

    /// The coding path of the next element.
    private var nextPath: [any CodingKey] { codingPath + [JSONIndexKey(count)] }

    mutating func encodeNil() throws { node.appendElement().set(.null) }
    mutating func encode(_ value: Bool) throws { node.appendElement().set(.bool(value)) }
    mutating func encode(_ value: String) throws {
      node.appendElement().set(.string(ByteString(value)))
    }
    mutating func encode(_ value: Double) throws {
      let path = nextPath
      try node.appendElement().encode(number: value, codingPath: path)
    }
    mutating func encode(_ value: Float) throws {
      let path = nextPath
      try node.appendElement().encode(number: value, codingPath: path)
    }
    mutating func encode(_ value: Int) throws { integer(value) }
    mutating func encode(_ value: Int8) throws { integer(value) }
    mutating func encode(_ value: Int16) throws { integer(value) }
    mutating func encode(_ value: Int32) throws { integer(value) }
    mutating func encode(_ value: Int64) throws { integer(value) }
    mutating func encode(_ value: UInt) throws { integer(value) }
    mutating func encode(_ value: UInt8) throws { integer(value) }
    mutating func encode(_ value: UInt16) throws { integer(value) }
    mutating func encode(_ value: UInt32) throws { integer(value) }
    mutating func encode(_ value: UInt64) throws { integer(value) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
      let path = nextPath
      try node.appendElement().encode(value, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
      let path = nextPath
      let element = node.appendElement()
      element.makeObject()
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: element, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let path = nextPath
      let element = node.appendElement()
      element.makeArray()
      return UnkeyedContainer(node: element, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
      let path = nextPath
      return NodeEncoder(node: node.appendElement(), codingPath: path)
    }

    private func integer(_ value: some BinaryInteger) {
      node.appendElement().set(.integer(value))
    }
  }
}
