//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension JSONValueEncoder {
  /// A value being encoded.
  ///
  /// A container keeps writing into its value after the encoder handed it
  /// out, and a nested container into a part of it, so values being encoded
  /// are references; value reads the finished tree.
  final class Node {
    private enum Shape {
      case unset, scalar, array, object
    }
    private var shape = Shape.unset
    private var scalar = JSONValue.null
    private var elements: [Node] = []
    private var members: [ByteString: Node] = [:]

    /// The value encoded so far; an encoder that was asked for nothing
    /// encodes an empty object, as `JSONEncoder` does.
    var value: JSONValue {
      switch shape {
      case .unset: .object([:])
      case .scalar: scalar
      case .array: .array(elements.map(\.value))
      case .object: .object(members.mapValues(\.value))
      }
    }

    /// The number of elements, when the value is an array.
    var elementCount: Int { elements.count }

    /// Makes the value a number, string, Boolean or null.
    func set(_ value: JSONValue) {
      shape = .scalar
      scalar = value
    }

    /// Makes the value an object, unless it is one already.
    func makeObject() {
      if shape != .object {
        shape = .object
        members = [:]
      }
    }

    /// Makes the value an array, unless it is one already.
    func makeArray() {
      if shape != .array {
        shape = .array
        elements = []
      }
    }

    /// A new member of the object, which replaces any of the same key.
    func member(_ key: some CodingKey) -> Node {
      let node = Node()
      members[ByteString(key.stringValue)] = node
      return node
    }

    /// A new element at the end of the array.
    func appendElement() -> Node {
      let node = Node()
      elements.append(node)
      return node
    }

    /// Encodes `value` into this node.
    func encode<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws {
      if let string = value as? ByteString {
        set(.string(string))
      } else {
        try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
      }
    }

    /// Encodes a floating-point number, which must be finite.
    func encode<Number: BinaryFloatingPoint & LosslessStringConvertible>(
      number: Number, codingPath: [any CodingKey]
    ) throws {
      guard number.isFinite else {
        throw EncodingError.invalidValue(
          number,
          EncodingError.Context(
            codingPath: codingPath, debugDescription: "\(number) is not a JSON number"))
      }
      set(.number(Array(number.description.utf8)))
    }
  }
}
