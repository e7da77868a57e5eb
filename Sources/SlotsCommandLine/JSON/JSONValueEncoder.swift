//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Encodes `Encodable` values as JSONValues, as `JSONEncoder` encodes
/// them as text, without Foundation.
///
///     let value = try JSONValueEncoder().encode(cursor)
///     value.compactText  // {"offsets":[["post",3]],"rulePosition":3,"slot":3,"version":2}
///
/// A ByteString is written as a string of its bytes, so that a kind
/// whose name is not UTF-8 keeps its bytes (its own `Encodable`
/// conformance, for other encoders, repairs them). Integers are written as
/// integers and floating-point numbers as Swift describes them; a number
/// that is not finite cannot be encoded.
struct JSONValueEncoder {
  /// Encodes a value.
  ///
  /// - Parameter value: The value.
  /// - Returns: The JSON value that stands for it.
  /// - Throws: `EncodingError` for a number that is not finite, or what the
  ///   value's `encode(to:)` throws.
  func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    let node = Node()
    try node.encode(value, codingPath: [])
    return node.value
  }
}
