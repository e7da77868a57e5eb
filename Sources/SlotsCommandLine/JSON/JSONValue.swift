//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A JSON value in memory, with the line where it starts, for the rules
/// file.
///
/// Sources are never read into values: their items are copied as bytes. The
/// rules are small, and reading them into values lets their mistakes be
/// named with the line where they are.
///
///     let value = try JSONValue.parse(Array(#"{"pattern": ["post"]}"#.utf8))
///     value["pattern"]?.content  // .array([... .string("post") ...])
struct JSONValue: Equatable {
  /// A member of an object.
  struct Member: Equatable {
    /// The key.
    var key: String
    /// The line where the key starts.
    var line: Int
    /// The value.
    var value: JSONValue
  }

  /// What a value holds.
  indirect enum Content: Equatable {
    case null
    case bool(Bool)
    /// A number, as written.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// An object's members, in order, duplicates included.
    case object([Member])
  }

  /// What the value holds.
  var content: Content
  /// The line where the value starts, from 1.
  var line: Int

  /// The value's type as messages name it: "an array", "a string", …
  var typeDescription: String {
    switch content {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value of the first member named `key`, when the value is an
  /// object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = content else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// Parses a text that holds exactly one JSON value.
  ///
  /// - Throws: `JSONSyntaxError` at the first mistake, or when the text holds
  ///   no value or more than one.
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var counter = ValueCounter()
    var scanner = JSONScanner()
    try bytes.withBytes { (buffer) throws(JSONSyntaxError) in
      try scanner.scan(buffer, delegate: &counter)
    }
    try scanner.finish(delegate: &counter)
    guard counter.count == 1 else {
      throw JSONSyntaxError(
        message: "expected a JSON value, found none", line: scanner.line, column: nil)
    }
    var parser = Parser(bytes: bytes)
    return parser.value()
  }
}

/// Counts top-level values, and throws at the second.
private struct ValueCounter: JSONScannerDelegate {
  var count = 0

  mutating func valueDidStart(
    at offset: Int, depth: Int, opening: UInt8, line: Int
  ) throws(JSONSyntaxError) {
    guard depth == 0 else { return }
    count += 1
    if count > 1 {
      throw JSONSyntaxError(message: "a second value after the first", line: line, column: nil)
    }
  }

  mutating func topLevelValueDidEnd(at offset: Int, line: Int) throws(JSONSyntaxError) {}
}

/// A recursive-descent reader of text that a ``JSONScanner`` has validated:
/// it has nothing left to check, and recurses at most
/// ``JSONScanner/maximumDepth`` deep.
private struct Parser {
  let bytes: [UInt8]
  var position = 0
  var line = 1

  mutating func value() -> JSONValue {
    skipWhitespace()
    let line = self.line
    let byte = bytes[position]
    switch byte {
    case .openBrace:
      position += 1
      var members: [JSONValue.Member] = []
      while true {
        skipWhitespace()
        if bytes[position] == .closeBrace { break }
        if bytes[position] == .comma {
          position += 1
          skipWhitespace()
        }
        let keyLine = self.line
        let key = string()
        skipWhitespace()
        position += 1  // the colon
        members.append(JSONValue.Member(key: key, line: keyLine, value: value()))
      }
      position += 1
      return JSONValue(content: .object(members), line: line)
    case .openBracket:
      position += 1
      var elements: [JSONValue] = []
      while true {
        skipWhitespace()
        if bytes[position] == .closeBracket { break }
        if bytes[position] == .comma { position += 1 }
        elements.append(value())
      }
      position += 1
      return JSONValue(content: .array(elements), line: line)
    case .quote:
      return JSONValue(content: .string(string()), line: line)
    case .t, .n:
      position += 4
      return JSONValue(content: byte == .t ? .bool(true) : .null, line: line)
    case .f:
      position += 5
      return JSONValue(content: .bool(false), line: line)
    default:
      let start = position
      while position < bytes.count && !bytes[position].isNumberEnd { position += 1 }
      return JSONValue(
        content: .number(String(decoding: bytes[start..<position], as: UTF8.self)), line: line)
    }
  }

  /// Reads a string, its opening quote first, and decodes its escapes. A
  /// `\u` escape of a lone surrogate becomes U+FFFD.
  mutating func string() -> String {
    position += 1
    var utf8: [UInt8] = []
    while true {
      let byte = bytes[position]
      position += 1
      switch byte {
      case .quote:
        return String(decoding: utf8, as: UTF8.self)
      case .backslash:
        let escape = bytes[position]
        position += 1
        switch escape {
        case .b: utf8.append(0x08)
        case .f: utf8.append(0x0C)
        case .n: utf8.append(.lineFeed)
        case .r: utf8.append(.carriageReturn)
        case .t: utf8.append(.tab)
        case .u: utf8 += Array(String(unicodeEscape()).utf8)
        default: utf8.append(escape)  // \" \\ \/
        }
      default:
        utf8.append(byte)
      }
    }
  }

  /// Reads the four hex digits after `\u`, and a second escape when they
  /// are the first half of a surrogate pair.
  mutating func unicodeEscape() -> Unicode.Scalar {
    let first = hexQuad()
    if (0xD800..<0xDC00).contains(first),
      position + 6 <= bytes.count, bytes[position] == .backslash, bytes[position + 1] == .u
    {
      let saved = position
      position += 2
      let second = hexQuad()
      if (0xDC00..<0xE000).contains(second) {
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
      }
      position = saved
    }
    return Unicode.Scalar(first) ?? "\u{FFFD}"
  }

  mutating func hexQuad() -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      position += 1
      let digit = byte.isDigit ? byte - .zero : (byte | 0x20) - 0x61 + 10
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  mutating func skipWhitespace() {
    while position < bytes.count && bytes[position].isJSONWhitespace {
      if bytes[position] == .lineFeed { line += 1 }
      position += 1
    }
  }
}

extension UInt8 {
  /// Whether the byte ends a number: whitespace or structure.
  fileprivate var isNumberEnd: Bool {
    isJSONWhitespace || self == .comma || self == .closeBracket || self == .closeBrace
  }
}
