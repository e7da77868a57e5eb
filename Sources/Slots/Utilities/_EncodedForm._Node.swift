//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _EncodedForm {
  /// One value of the tree being encoded: what the containers of an encoder
  /// write into, and what nested containers hold on to.
  internal final class _Node {
    /// A primitive, once one is written.
    internal var primitive: _EncodedForm?
    /// The elements, once the value asks for an unkeyed container.
    internal var elements: [_Node]?
    /// The members, once the value asks for a keyed container.
    internal var members: [String: _Node]?

    internal init() {}

    /// The form of the value written so far. A value that wrote nothing is
    /// an empty keyed container, as `Encodable` documents.
    internal var form: _EncodedForm {
      if let elements { return .array(elements.map(\.form)) }
      if let members {
        return .object(
          members.map { (key: $0.key, value: $0.value.form) }.sorted { $0.key < $1.key })
      }
      return primitive ?? .object([])
    }

    /// Writes `value` into this node.
    internal func store<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws {
      if let primitive = _EncodedForm(primitive: value) {
        self.primitive = primitive
      } else {
        try value.encode(to: _Encoder(node: self, codingPath: codingPath))
      }
    }

    /// Returns the node of the member `key`, made afresh.
    internal func member(_ key: String) -> _Node {
      let node = _Node()
      if members == nil { members = [:] }
      members![key] = node
      return node
    }

    /// Returns a new last element.
    internal func appendElement() -> _Node {
      let node = _Node()
      if elements == nil { elements = [] }
      elements!.append(node)
      return node
    }
  }
}
