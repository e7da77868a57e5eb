//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A mistake in JSON text: what is wrong, and where.
struct JSONSyntaxError: Error, Equatable {
  /// What is wrong, as in "expected ':' after a key, found ','".
  var message: String
  /// The line of the mistake, from 1.
  var line: Int
  /// The byte of the mistake in its line, from 1, when it is known.
  var column: Int?
}

/// What a ``JSONScanner`` reports as it goes: where the values of the two
/// outer levels start, and where the top-level values end.
///
/// The scanner reports no more than that, so that validating a large file
/// costs no work per value beyond the validation itself.
protocol JSONScannerDelegate {
  /// A value starts.
  ///
  /// - Parameters:
  ///   - offset: The offset of the value's first byte in the whole text.
  ///   - depth: 0 for a top-level value, 1 for a value directly inside a
  ///     top-level array or object.
  ///   - opening: The value's first byte: `[` for an array, `{` for an
  ///     object, and so on.
  ///   - line: The line of the value's first byte, from 1.
  mutating func valueDidStart(
    at offset: Int, depth: Int, opening: UInt8, line: Int) throws(JSONSyntaxError)

  /// A top-level value ends.
  ///
  /// - Parameters:
  ///   - offset: The offset just past the value's last byte.
  ///   - line: The line of the value's last byte, from 1.
  mutating func topLevelValueDidEnd(at offset: Int, line: Int) throws(JSONSyntaxError)
}

/// A validator for a sequence of JSON values, fed in chunks of any size.
///
/// The scanner checks the text against RFC 8259, byte by byte, without
/// building any value: strings must be valid UTF-8 and escape their control
/// characters, numbers must have JSON's form, and containers must nest
/// properly, at most ``maximumDepth`` deep. Values may follow one another,
/// separated by whitespace or not, as in JSON Lines; the delegate decides
/// which sequences it accepts.
///
/// Because all of its state lives in a few fields, a value may be split
/// across chunks anywhere, and a line of a gigabyte needs no more memory than
/// a line of ten bytes.
///
///     var scanner = JSONScanner()
///     try scanner.scan(chunk, delegate: &indexer)   // as often as needed
///     try scanner.finish(delegate: &indexer)        // at the end of the text
///
/// - Complexity: O(*n*) for *n* bytes, with O(``maximumDepth``) memory.
struct JSONScanner {
  /// How deeply arrays and objects may nest.
  static let maximumDepth = 512

  /// Where the scanner is in the grammar.
  private enum State: UInt8 {
    // Between tokens, where whitespace is allowed.
    /// Before a top-level value, or between two.
    case topLevel
    /// After `[`: a value or `]`.
    case arrayStart
    /// After `,` in an array or `:` in an object: a value.
    case value
    /// After `{`: a key or `}`.
    case objectStart
    /// After `,` in an object: a key.
    case key
    /// After a key: `:`.
    case colon
    /// After a value inside a container: `,` or the closing bracket.
    case afterValue
    // Inside tokens.
    case string
    case stringEscape
    case stringUnicodeEscape
    case stringUTF8
    case numberMinus
    case numberZero
    case numberInteger
    case numberDot
    case numberFraction
    case numberExponent
    case numberExponentSign
    case numberExponentDigits
    case literal
  }

  private var state = State.topLevel
  /// The open containers, innermost last: `[` or `{`.
  private var containers: [UInt8] = []
  /// The offset of the next chunk's first byte in the whole text.
  private var chunkOffset = 0
  /// The current line, from 1.
  private(set) var line = 1
  /// The offset of the current line's first byte.
  private var lineStart = 0
  /// The line where the current top-level value starts.
  private var valueLine = 1
  /// Whether the string being read is an object's key.
  private var stringIsKey = false
  /// Hex digits left in a `\u` escape, or continuation bytes left in a
  /// UTF-8 sequence.
  private var remaining: UInt8 = 0
  /// The range of the next byte of a UTF-8 sequence.
  private var nextLow: UInt8 = 0
  private var nextHigh: UInt8 = 0
  /// The literal being read (`true`, `false` or `null`) and how far.
  private var literal: StaticString = ""
  private var literalIndex = 0

  /// Creates a scanner at the start of a text.
  init() {
    containers.reserveCapacity(16)
  }

  /// The number of bytes scanned so far.
  var byteCount: Int { chunkOffset }

  /// Scans the next chunk of the text.
  ///
  /// - Parameters:
  ///   - chunk: The bytes that follow those of the previous call.
  ///   - delegate: What to tell about values that start and end.
  /// - Throws: `JSONSyntaxError` at the first mistake, or what the delegate
  ///   throws. After an error the scanner must not be used again.
  mutating func scan<Delegate: JSONScannerDelegate>(
    _ chunk: UnsafeRawBufferPointer, delegate: inout Delegate
  ) throws(JSONSyntaxError) {
    var i = 0
    let end = chunk.count
    while i < end {
      let byte = chunk[i]
      switch state {
      case .topLevel, .arrayStart, .value, .objectStart, .key, .colon, .afterValue:
        if byte == .space || byte == .tab || byte == .carriageReturn {
          i &+= 1
          continue
        }
        if byte == .lineFeed {
          i &+= 1
          line &+= 1
          lineStart = chunkOffset &+ i
          continue
        }
        try scanStructure(byte, at: i, delegate: &delegate)
        i &+= 1

      case .string:
        // The common case first: a run of bytes that stand for themselves.
        while i < end {
          let byte = chunk[i]
          if byte >= 0x20 && byte < 0x80 && byte != .quote && byte != .backslash {
            i &+= 1
          } else {
            break
          }
        }
        if i == end { break }
        let special = chunk[i]
        i &+= 1
        if special == .quote {
          if stringIsKey {
            state = .colon
          } else {
            try endValue(at: chunkOffset &+ i, delegate: &delegate)
          }
        } else if special == .backslash {
          state = .stringEscape
        } else if special < 0x20 {
          let name = special == .lineFeed ? "a line break" : "control character \(hex(special))"
          throw error("\(name) in a string; escape it", at: i &- 1)
        } else {
          try beginUTF8Sequence(special, at: i &- 1)
        }

      case .stringEscape:
        switch byte {
        case .quote, .backslash, .slash, .b, .f, .n, .r, .t:
          state = .string
        case .u:
          remaining = 4
          state = .stringUnicodeEscape
        default:
          throw error("invalid escape in a string: '\\' followed by \(describe(byte))", at: i)
        }
        i &+= 1

      case .stringUnicodeEscape:
        guard byte.isHexDigit else {
          throw error("expected four hex digits after '\\u', found \(describe(byte))", at: i)
        }
        remaining &-= 1
        if remaining == 0 { state = .string }
        i &+= 1

      case .stringUTF8:
        guard byte >= nextLow && byte <= nextHigh else {
          throw error("invalid UTF-8 in a string: unexpected byte \(hex(byte))", at: i)
        }
        remaining &-= 1
        nextLow = 0x80
        nextHigh = 0xBF
        if remaining == 0 { state = .string }
        i &+= 1

      case .numberMinus:
        if byte == .zero {
          state = .numberZero
        } else if byte.isNonzeroDigit {
          state = .numberInteger
        } else {
          throw error("expected a digit after '-', found \(describe(byte))", at: i)
        }
        i &+= 1

      case .numberZero:
        if byte == .dot {
          state = .numberDot
          i &+= 1
        } else if byte == .e || byte == .uppercaseE {
          state = .numberExponent
          i &+= 1
        } else if byte.isDigit {
          throw error("a number cannot start with '0' followed by a digit", at: i)
        } else {
          // The number ended; this byte belongs to what follows.
          try endValue(at: chunkOffset &+ i, delegate: &delegate)
        }

      case .numberInteger, .numberFraction, .numberExponentDigits:
        while i < end && chunk[i].isDigit { i &+= 1 }
        if i == end { break }
        let next = chunk[i]
        if state == .numberInteger && next == .dot {
          state = .numberDot
          i &+= 1
        } else if state != .numberExponentDigits && (next == .e || next == .uppercaseE) {
          state = .numberExponent
          i &+= 1
        } else {
          try endValue(at: chunkOffset &+ i, delegate: &delegate)
        }

      case .numberDot:
        guard byte.isDigit else {
          throw error("expected a digit after '.', found \(describe(byte))", at: i)
        }
        state = .numberFraction
        i &+= 1

      case .numberExponent:
        if byte == .plus || byte == .minus {
          state = .numberExponentSign
        } else if byte.isDigit {
          state = .numberExponentDigits
        } else {
          throw error("expected a digit in the exponent, found \(describe(byte))", at: i)
        }
        i &+= 1

      case .numberExponentSign:
        guard byte.isDigit else {
          throw error("expected a digit in the exponent, found \(describe(byte))", at: i)
        }
        state = .numberExponentDigits
        i &+= 1

      case .literal:
        let expected = literal.utf8Start[literalIndex]
        guard byte == expected else {
          throw error("expected '\(literal)', found \(describe(byte))", at: i)
        }
        literalIndex &+= 1
        i &+= 1
        if literalIndex == literal.utf8CodeUnitCount {
          try endValue(at: chunkOffset &+ i, delegate: &delegate)
        }
      }
    }
    chunkOffset &+= end
  }

  /// Ends the text: checks that it does not stop inside a value.
  ///
  /// - Parameter delegate: What to tell about a number that ends the text.
  /// - Throws: `JSONSyntaxError` when the text ends inside a value, or what
  ///   the delegate throws.
  mutating func finish<Delegate: JSONScannerDelegate>(
    delegate: inout Delegate
  ) throws(JSONSyntaxError) {
    switch state {
    case .topLevel:
      return
    case .numberZero where containers.isEmpty, .numberInteger where containers.isEmpty,
      .numberFraction where containers.isEmpty, .numberExponentDigits where containers.isEmpty:
      try endValue(at: chunkOffset, delegate: &delegate)
    case .string, .stringEscape, .stringUnicodeEscape, .stringUTF8:
      throw error("unexpected end of file inside a string", at: 0, inChunk: false)
    case .numberMinus, .numberDot, .numberExponent, .numberExponentSign:
      throw error("unexpected end of file inside a number", at: 0, inChunk: false)
    case .literal:
      throw error("unexpected end of file; expected '\(literal)'", at: 0, inChunk: false)
    default:
      let kind = containers.first == .openBracket ? "array" : "object"
      throw error(
        "unexpected end of file; the \(kind) that starts on line \(valueLine) is not closed",
        at: 0, inChunk: false)
    }
  }

  /// Handles a byte that is not whitespace, between tokens.
  private mutating func scanStructure<Delegate: JSONScannerDelegate>(
    _ byte: UInt8, at i: Int, delegate: inout Delegate
  ) throws(JSONSyntaxError) {
    switch state {
    case .topLevel, .value:
      try beginValue(byte, at: i, delegate: &delegate)
    case .arrayStart:
      if byte == .closeBracket {
        try endContainer(at: i, delegate: &delegate)
      } else {
        try beginValue(byte, at: i, delegate: &delegate)
      }
    case .objectStart, .key:
      if byte == .quote {
        stringIsKey = true
        state = .string
      } else if byte == .closeBrace && state == .objectStart {
        try endContainer(at: i, delegate: &delegate)
      } else {
        let expected = state == .objectStart ? "a string key or '}'" : "a string key"
        throw error("expected \(expected), found \(describe(byte))", at: i)
      }
    case .colon:
      guard byte == .colon else {
        throw error("expected ':' after a key, found \(describe(byte))", at: i)
      }
      state = .value
    case .afterValue:
      let inArray = containers.last == .openBracket
      if byte == .comma {
        state = inArray ? .value : .key
      } else if byte == (inArray ? .closeBracket : .closeBrace) {
        try endContainer(at: i, delegate: &delegate)
      } else {
        let expected =
          inArray ? "',' or ']' after an array element" : "',' or '}' after an object member"
        throw error("expected \(expected), found \(describe(byte))", at: i)
      }
    default:
      preconditionFailure("scanStructure(_:at:delegate:) called inside a token")
    }
  }

  /// Starts the value whose first byte is `byte`.
  private mutating func beginValue<Delegate: JSONScannerDelegate>(
    _ byte: UInt8, at i: Int, delegate: inout Delegate
  ) throws(JSONSyntaxError) {
    let depth = containers.count
    if depth == 0 { valueLine = line }
    if depth <= 1 {
      try delegate.valueDidStart(at: chunkOffset &+ i, depth: depth, opening: byte, line: line)
    }
    switch byte {
    case .openBracket, .openBrace:
      guard depth < JSONScanner.maximumDepth else {
        throw error("arrays and objects nest more than \(JSONScanner.maximumDepth) deep", at: i)
      }
      containers.append(byte)
      state = byte == .openBracket ? .arrayStart : .objectStart
    case .quote:
      stringIsKey = false
      state = .string
    case .minus:
      state = .numberMinus
    case .zero:
      state = .numberZero
    case .t, .f, .n:
      literal = byte == .t ? "true" : byte == .f ? "false" : "null"
      literalIndex = 1
      state = .literal
    default:
      guard byte.isNonzeroDigit else {
        throw error("expected a value, found \(describe(byte))", at: i)
      }
      state = .numberInteger
    }
  }

  /// Closes the innermost container with the byte at `i`.
  private mutating func endContainer<Delegate: JSONScannerDelegate>(
    at i: Int, delegate: inout Delegate
  ) throws(JSONSyntaxError) {
    containers.removeLast()
    try endValue(at: chunkOffset &+ i &+ 1, delegate: &delegate)
  }

  /// Ends a value just before `offset`.
  private mutating func endValue<Delegate: JSONScannerDelegate>(
    at offset: Int, delegate: inout Delegate
  ) throws(JSONSyntaxError) {
    if containers.isEmpty {
      state = .topLevel
      try delegate.topLevelValueDidEnd(at: offset, line: line)
    } else {
      state = .afterValue
    }
  }

  /// Starts a UTF-8 sequence in a string with its first byte, or throws when
  /// `byte` cannot start one.
  private mutating func beginUTF8Sequence(_ byte: UInt8, at i: Int) throws(JSONSyntaxError) {
    // The well-formed sequences of the Unicode Standard, table 3-7: the
    // second byte's range depends on the first byte, which excludes overlong
    // forms, surrogates and code points past U+10FFFF.
    nextLow = 0x80
    nextHigh = 0xBF
    switch byte {
    case 0xC2...0xDF: remaining = 1
    case 0xE0:
      remaining = 2
      nextLow = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: remaining = 2
    case 0xED:
      remaining = 2
      nextHigh = 0x9F
    case 0xF0:
      remaining = 3
      nextLow = 0x90
    case 0xF1...0xF3: remaining = 3
    case 0xF4:
      remaining = 3
      nextHigh = 0x8F
    default:
      throw error("invalid UTF-8 in a string: unexpected byte \(hex(byte))", at: i)
    }
    state = .stringUTF8
  }

  /// An error at the byte at `i` of the current chunk, or at the end of the
  /// text when `inChunk` is false.
  private func error(_ message: String, at i: Int, inChunk: Bool = true) -> JSONSyntaxError {
    let offset = inChunk ? chunkOffset &+ i : chunkOffset
    return JSONSyntaxError(message: message, line: line, column: offset - lineStart + 1)
  }
}

/// A byte as a message shows it: `'x'` when it is printable ASCII, else its
/// value, as in `byte 0xFF`.
func describe(_ byte: UInt8) -> String {
  if byte > 0x20 && byte < 0x7F {
    return "'\(String(UnicodeScalar(byte)))'"
  }
  return "byte \(hex(byte))"
}

/// A byte in hexadecimal, as in `0x0A`.
func hex(_ byte: UInt8) -> String {
  let digits = Array("0123456789ABCDEF")
  return "0x\(digits[Int(byte >> 4)])\(digits[Int(byte & 0xF)])"
}

extension UInt8 {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let colon: UInt8 = 0x3A
  static let equals: UInt8 = 0x3D
  static let uppercaseE: UInt8 = 0x45
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let b: UInt8 = 0x62
  static let e: UInt8 = 0x65
  static let f: UInt8 = 0x66
  static let n: UInt8 = 0x6E
  static let r: UInt8 = 0x72
  static let t: UInt8 = 0x74
  static let u: UInt8 = 0x75
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D

  /// Whether the byte is JSON whitespace: space, tab, line feed or carriage
  /// return.
  var isJSONWhitespace: Bool {
    self == .space || self == .lineFeed || self == .tab || self == .carriageReturn
  }

  /// Whether the byte is an ASCII digit.
  var isDigit: Bool { self &- .zero < 10 }

  /// Whether the byte is an ASCII digit other than zero.
  var isNonzeroDigit: Bool { self &- 0x31 < 9 }

  /// Whether the byte is an ASCII hexadecimal digit, in either case.
  var isHexDigit: Bool { isDigit || (self | 0x20) &- 0x61 < 6 }
}
