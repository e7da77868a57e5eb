//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A reader of JSON text that a ``JSONScanner`` has validated: it walks the
/// text a value at a time and builds only what it is asked for.
///
/// The reader checks nothing, since the scanner checked everything; it
/// skips a value it is not asked for without building it, so that reading
/// the few values a rules file needs costs no memory beyond them, whatever
/// else the file holds.
///
///     var reader = JSONReader(Array(#"{"pattern": ["post"], "x": [1]}"#.utf8))
///     reader.enterObject()
///     while let key = reader.nextKey() {
///       if key == Array("pattern".utf8) { … } else { reader.skipValue() }
///     }
///
/// - Complexity: Each call is O(*n*) for the *n* bytes it reads.
struct JSONReader {
  /// The text.
  private let bytes: [UInt8]
  /// The offset of the next byte.
  private(set) var position = 0
  /// The line of the next byte, from 1.
  private(set) var line = 1
  /// The offset of the first byte of the line.
  private var lineStart = 0

  /// Creates a reader at the start of a validated text.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The byte of the next byte in its line, from 1.
  var column: Int { position - lineStart + 1 }

  /// Skips whitespace and returns the first byte of the next token, or
  /// `nil` at the end of the text.
  mutating func peek() -> UInt8? {
    while position < bytes.count {
      let byte = bytes[position]
      guard byte.isJSONWhitespace else { return byte }
      position += 1
      if byte == .lineFeed {
        line += 1
        lineStart = position
      }
    }
    return nil
  }

  /// The type of the next value as messages name it: "an array", "a
  /// string", …
  mutating func nextValueDescription() -> String {
    switch peek() {
    case .openBrace: "an object"
    case .openBracket: "an array"
    case .quote: "a string"
    case .t, .f: "a Boolean"
    case .n: "null"
    default: "a number"
    }
  }

  /// Reads `{`, the start of an object.
  mutating func enterObject() {
    _ = peek()
    position += 1
  }

  /// Reads the key of the next member of an object and the `:` after it,
  /// or the `}` that ends the object.
  ///
  /// - Returns: The key, decoded, or `nil` at the end of the object.
  mutating func nextKey() -> [UInt8]? {
    if peek() == .comma { position += 1 }
    if peek() == .closeBrace {
      position += 1
      return nil
    }
    let key = readString()
    _ = peek()
    position += 1  // the colon
    return key
  }

  /// Reads the `,` before the next member or element.
  mutating func skipComma() {
    _ = peek()
    position += 1
  }

  /// Reads `[`, the start of an array.
  mutating func enterArray() {
    _ = peek()
    position += 1
  }

  /// Moves to the next element of an array, or past the `]` that ends it.
  ///
  /// - Returns: Whether an element follows.
  mutating func nextElement() -> Bool {
    if peek() == .comma { position += 1 }
    if peek() == .closeBracket {
      position += 1
      return false
    }
    return true
  }

  /// Whether the next value is `null`, which is read when it is.
  mutating func readNull() -> Bool {
    guard peek() == .n else { return false }
    position += 4
    return true
  }

  /// Reads a string and decodes its escapes.
  ///
  /// A `\u` escape of a lone surrogate from `\uDC80` to `\uDCFF` becomes the
  /// byte 0x80 to 0xFF, as Python's `surrogateescape` reads it, so that a
  /// kind name that `slots` wrote with such escapes reads back as the same
  /// bytes; any other lone surrogate becomes U+FFFD.
  ///
  /// - Returns: The string's bytes: UTF-8, but for such escapes.
  mutating func readString() -> [UInt8] {
    _ = peek()
    position += 1
    var decoded: [UInt8] = []
    while true {
      let byte = bytes[position]
      position += 1
      switch byte {
      case .quote:
        return decoded
      case .backslash:
        let escape = bytes[position]
        position += 1
        switch escape {
        case .b: decoded.append(0x08)
        case .f: decoded.append(0x0C)
        case .n: decoded.append(.lineFeed)
        case .r: decoded.append(.carriageReturn)
        case .t: decoded.append(.tab)
        case .u: appendUnicodeEscape(to: &decoded)
        default: decoded.append(escape)  // \" \\ \/
        }
      default:
        decoded.append(byte)
      }
    }
  }

  /// Reads a number or a literal (`true`, `false`, `null`) and returns its
  /// text.
  mutating func readToken() -> [UInt8] {
    _ = peek()
    let start = position
    while position < bytes.count && !bytes[position].isJSONWhitespace
      && !bytes[position].isStructural
    {
      position += 1
    }
    return Array(bytes[start..<position])
  }

  /// Skips the next value, whatever it holds, without building it.
  mutating func skipValue() {
    var depth = 0
    repeat {
      guard let byte = peek() else { return }
      switch byte {
      case .quote:
        skipString()
        continue
      case .openBracket, .openBrace:
        depth += 1
      case .closeBracket, .closeBrace:
        depth -= 1
      case .comma, .colon:
        break
      default:
        // A number or a literal: read to its end.
        while position < bytes.count && !bytes[position].isJSONWhitespace
          && !bytes[position].isStructural
        {
          position += 1
        }
        continue
      }
      position += 1
    } while depth > 0
  }

  /// Skips a string, from its opening quote.
  private mutating func skipString() {
    position += 1
    while true {
      let byte = bytes[position]
      position += 1
      if byte == .quote { return }
      if byte == .backslash { position += 1 }
    }
  }

  /// Reads the four hex digits after `\u`, and a second escape when they are
  /// the first half of a surrogate pair, and appends what they stand for.
  private mutating func appendUnicodeEscape(to decoded: inout [UInt8]) {
    let first = hexQuad()
    var scalar = Unicode.Scalar(first)
    if (0xD800..<0xDC00).contains(first), position + 6 <= bytes.count,
      bytes[position] == .backslash, bytes[position + 1] == .u
    {
      let saved = position
      position += 2
      let second = hexQuad()
      if (0xDC00..<0xE000).contains(second) {
        scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      } else {
        position = saved
      }
    } else if (0xDC80...0xDCFF).contains(first) {
      decoded.append(UInt8(first - 0xDC00))
      return
    }
    decoded += Array(String(scalar ?? "\u{FFFD}").utf8)
  }

  /// Reads four hex digits.
  private mutating func hexQuad() -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      position += 1
      let digit = byte.isDigit ? byte - .zero : (byte | 0x20) - 0x61 + 10
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}

extension UInt8 {
  /// Whether the byte is one of JSON's structural characters: brackets,
  /// braces, comma and colon.
  fileprivate var isStructural: Bool {
    self == .openBracket || self == .closeBracket || self == .openBrace || self == .closeBrace
      || self == .comma || self == .colon
  }
}
