//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension JSONValueDecoder {
  /// The `Decoder` that a value's `init(from:)` is given: it reads a JSON
  /// value.
  struct NodeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let record: Record
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      guard case .object(let members) = value else {
        throw mismatch([String: Any].self, "an object", value, codingPath)
      }
      return KeyedDecodingContainer(
        KeyedContainer<Key>(members: members, codingPath: codingPath, record: record))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      guard case .array(let elements) = value else {
        throw mismatch([Any].self, "an array", value, codingPath)
      }
      return UnkeyedContainer(elements: elements, codingPath: codingPath, record: record)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      SingleValueContainer(value: value, codingPath: codingPath, record: record)
    }
  }
}
