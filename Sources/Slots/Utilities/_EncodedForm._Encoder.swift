//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _EncodedForm {
  /// An encoder that records what a value writes into a node.
  internal struct _Encoder: Encoder {
    internal let node: _Node
    internal let codingPath: [any CodingKey]
    internal var userInfo: [CodingUserInfoKey: Any] { [:] }

    internal func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      if node.members == nil { node.members = [:] }
      return KeyedEncodingContainer(_KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    internal func unkeyedContainer() -> any UnkeyedEncodingContainer {
      if node.elements == nil { node.elements = [] }
      return _UnkeyedContainer(node: node, codingPath: codingPath)
    }

    internal func singleValueContainer() -> any SingleValueEncodingContainer {
      _SingleValueContainer(node: node, codingPath: codingPath)
    }
  }
}
