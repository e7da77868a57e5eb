//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _EncodedForm {
  /// The single-value container of `_Encoder`: writes into the encoder's
  /// own node.
  internal struct _SingleValueContainer: SingleValueEncodingContainer {
    internal let node: _Node
    internal let codingPath: [any CodingKey]

    internal mutating func encodeNil() throws {
      node.primitive = .null
    }

    internal mutating func encode(_ value: Bool) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: String) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: Double) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: Float) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: Int) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: Int8) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: Int16) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: Int32) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: Int64) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: UInt) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: UInt8) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: UInt16) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: UInt32) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode(_ value: UInt64) throws {
      try node.store(value, codingPath: codingPath)
    }

    internal mutating func encode<Value: Encodable>(_ value: Value) throws {
      try node.store(value, codingPath: codingPath)
    }
  }
}
