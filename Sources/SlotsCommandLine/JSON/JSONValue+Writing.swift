//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension JSONValue {
  /// The value as compact JSON text, with the keys of every object sorted:
  /// no whitespace, and the same value always gives the same bytes.
  ///
  ///     JSONValue.object(["b": .integer(1), "a": .array([])]).compactText
  ///     // the bytes of {"a":[],"b":1}
  ///
  /// Keys are sorted by their bytes, which is the order of `String`'s `<`
  /// (and of `JSONEncoder`'s `.sortedKeys`) for keys in ASCII. Strings are
  /// written as ``ByteString/jsonLiteral`` writes them.
  ///
  /// - Complexity: O(*n* log *n*) for a value of *n* parts.
  var compactText: [UInt8] {
    var text: [UInt8] = []
    write(to: &text)
    return text
  }

  /// Appends the value's compact text to `text`.
  private func write(to text: inout [UInt8]) {
    switch self {
    case .null: text += Array("null".utf8)
    case .bool(let value): text += Array((value ? "true" : "false").utf8)
    case .number(let digits): text += digits
    case .string(let string): text += string.jsonLiteral
    case .array(let elements):
      text.append(.openBracket)
      for (index, element) in elements.enumerated() {
        if index > 0 { text.append(.comma) }
        element.write(to: &text)
      }
      text.append(.closeBracket)
    case .object(let members):
      text.append(.openBrace)
      let keys = members.keys.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
      for (index, key) in keys.enumerated() {
        if index > 0 { text.append(.comma) }
        text += key.jsonLiteral
        text.append(.colon)
        members[key]!.write(to: &text)
      }
      text.append(.closeBrace)
    }
  }
}
