//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension JSONValueEncoder {
  /// A container that writes one value.
  struct SingleValueContainer: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(ByteString(value))) }
    mutating func encode(_ value: Double) throws {
      try node.encode(number: value, codingPath: codingPath)
    }
    mutating func encode(_ value: Float) throws {
      try node.encode(number: value, codingPath: codingPath)
    }
    mutating func encode(_ value: Int) throws { node.set(.integer(value)) }
    mutating func encode(_ value: Int8) throws { node.set(.integer(value)) }
    mutating func encode(_ value: Int16) throws { node.set(.integer(value)) }
    mutating func encode(_ value: Int32) throws { node.set(.integer(value)) }
    mutating func encode(_ value: Int64) throws { node.set(.integer(value)) }
    mutating func encode(_ value: UInt) throws { node.set(.integer(value)) }
    mutating func encode(_ value: UInt8) throws { node.set(.integer(value)) }
    mutating func encode(_ value: UInt16) throws { node.set(.integer(value)) }
    mutating func encode(_ value: UInt32) throws { node.set(.integer(value)) }
    mutating func encode(_ value: UInt64) throws { node.set(.integer(value)) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
      try node.encode(value, codingPath: codingPath)
    }
  }
}
