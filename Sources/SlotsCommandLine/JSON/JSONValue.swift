//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A JSON value held whole in memory, for the small documents that `slots`
/// builds whole: cursors.
///
/// Sources are never read into values: they are validated by a
/// ``JSONScanner`` and copied from the file. A cursor is a few dozen bytes
/// that the library's `Codable` conformance reads and writes, which
/// ``JSONValueEncoder`` and ``JSONValueDecoder`` do through this type,
/// without Foundation.
///
///     let value = try JSONValue.parse(Array(#"{"slot": 2, "live": ["post"]}"#.utf8))
///     value.compactText  // the bytes of {"live":["post"],"slot":2}
enum JSONValue: Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as its text: `12`, `-1.5e3`.
  case number([UInt8])
  /// A string, decoded: UTF-8, but for the bytes that a lone surrogate
  /// `\uDC80` to `\uDCFF` stands for (see ``JSONReader/readString()``).
  case string(ByteString)
  /// An array.
  case array([JSONValue])
  /// An object; a key appears once.
  case object([ByteString: JSONValue])

  /// An integer as a number.
  static func integer(_ value: some BinaryInteger) -> JSONValue {
    .number(Array(String(value).utf8))
  }

  /// What a message calls a value of this type: "a string", "an array", …
  var typeDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
