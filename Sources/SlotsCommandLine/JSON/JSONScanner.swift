//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A validator for a sequence of JSON values, fed in chunks of any size.
///
/// The scanner checks the text against RFC 8259, byte by byte, without
/// building any value: strings must be valid UTF-8 and escape their control
/// characters, numbers must have JSON's form, and containers must nest
/// properly, at most ``maximumDepth`` deep. With
/// ``TopLevel/manyValues``, values may follow one another, separated by
/// whitespace, as in JSON Lines (the delegate decides how they are framed);
/// with ``TopLevel/oneValue``, the text holds a single value.
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

  /// How many values a text holds at its top level.
  enum TopLevel: Equatable {
    /// Exactly one value, as in a rules file: anything but whitespace after
    /// it is an error.
    case oneValue
    /// Any number of values, each followed by whitespace or the end, as in
    /// JSON Lines.
    case manyValues
  }

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
    /// Right after a top-level value: whitespace, or the end.
    case afterTopLevelValue
    /// After byte 0xEF where a value should start: the rest of a byte order
    /// mark, reported as one.
    case byteOrderMark
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
  /// Whether the text may hold more than one value.
  private let topLevel: TopLevel
  /// The number of top-level values that have started.
  private var topLevelValueCount = 0
  /// The last number or literal that ended, and the offset just past it,
  /// so that a byte stuck to it is named as part of it.
  private var lastScalarIsNumber = false
  private var lastScalar: StaticString = ""
  private var lastScalarEnd = -1
  /// The line where the last top-level value ended, so that a byte after
  /// it on the same line, past spaces, is named as a stray byte.
  private var topLevelEndLine = 0
  /// The offset of a byte that an error may name later: the 0xEF that may
  /// start a byte order mark.
  private var markedOffset = 0

  /// Creates a scanner at the start of a text.
  ///
  /// - Parameter topLevel: Whether the text holds one value or many.
  init(topLevel: TopLevel = .manyValues) {
    self.topLevel = topLevel
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
      case .topLevel, .arrayStart, .value, .objectStart, .key, .colon, .afterValue,
        .afterTopLevelValue:
        if byte == .space || byte == .tab || byte == .carriageReturn {
          if state == .afterTopLevelValue { state = .topLevel }
          i &+= 1
          continue
        }
        if byte == .lineFeed {
          if state == .afterTopLevelValue { state = .topLevel }
          i &+= 1
          line &+= 1
          lineStart = chunkOffset &+ i
          continue
        }
        try scanStructure(byte, at: i, delegate: &delegate)
        i &+= 1

      case .byteOrderMark:
        let expected: UInt8 = remaining == 2 ? 0xBB : 0xBF
        guard byte == expected else {
          throw error("expected a value, found byte 0xEF", atOffset: markedOffset)
        }
        remaining &-= 1
        if remaining == 0 {
          throw error(
            "expected a value, found a UTF-8 byte order mark (bytes 0xEF 0xBB 0xBF), "
              + "which JSON does not allow; save the file without it",
            atOffset: markedOffset)
        }
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
          let name =
            special == .lineFeed ? "a line break" : "control character \(special.hexDescription)"
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
          throw error(
            "invalid escape in a string: '\\' followed by \(byte.quotedDescription)", at: i)
        }
        i &+= 1

      case .stringUnicodeEscape:
        guard byte.isHexDigit else {
          throw error(
            "expected four hex digits after '\\u', found \(byte.quotedDescription)", at: i)
        }
        remaining &-= 1
        if remaining == 0 { state = .string }
        i &+= 1

      case .stringUTF8:
        guard byte >= nextLow && byte <= nextHigh else {
          throw error("invalid UTF-8 in a string: unexpected byte \(byte.hexDescription)", at: i)
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
          throw error("expected a digit after '-', found \(byte.quotedDescription)", at: i)
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
          try endScalar(nil, at: chunkOffset &+ i, delegate: &delegate)
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
          try endScalar(nil, at: chunkOffset &+ i, delegate: &delegate)
        }

      case .numberDot:
        guard byte.isDigit else {
          throw error("expected a digit after '.', found \(byte.quotedDescription)", at: i)
        }
        state = .numberFraction
        i &+= 1

      case .numberExponent:
        if byte == .plus || byte == .minus {
          state = .numberExponentSign
        } else if byte.isDigit {
          state = .numberExponentDigits
        } else {
          throw error("expected a digit in the exponent, found \(byte.quotedDescription)", at: i)
        }
        i &+= 1

      case .numberExponentSign:
        guard byte.isDigit else {
          throw error("expected a digit in the exponent, found \(byte.quotedDescription)", at: i)
        }
        state = .numberExponentDigits
        i &+= 1

      case .literal:
        let expected = literal.utf8Start[literalIndex]
        guard byte == expected else {
          throw error("expected '\(literal)', found \(byte.quotedDescription)", at: i)
        }
        literalIndex &+= 1
        i &+= 1
        if literalIndex == literal.utf8CodeUnitCount {
          try endScalar(literal, at: chunkOffset &+ i, delegate: &delegate)
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
    case .topLevel, .afterTopLevelValue:
      return
    case .byteOrderMark:
      throw error("expected a value, found byte 0xEF", atOffset: markedOffset)
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
    case .topLevel:
      guard topLevel == .manyValues || topLevelValueCount == 0 else {
        throw error(
          "unexpected \(byte.quotedDescription) after the end of the value; "
            + "the file holds one value", at: i)
      }
      // After a value on the same line, spaces between: a byte that cannot
      // start a value is stray, as it is right after the value.
      if line == topLevelEndLine && topLevelValueCount > 0 && !byte.canStartJSONValue {
        throw strayByte(byte, at: i)
      }
      try beginValue(byte, at: i, delegate: &delegate)
    case .afterTopLevelValue:
      throw strayByte(byte, at: i)
    case .value:
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
        throw error("expected \(expected), found \(byte.quotedDescription)", at: i)
      }
    case .colon:
      guard byte == .colon else {
        throw error("expected ':' after a key, found \(byte.quotedDescription)", at: i)
      }
      state = .value
    case .afterValue:
      let inArray = containers.last == .openBracket
      if byte == .comma {
        state = inArray ? .value : .key
      } else if byte == (inArray ? .closeBracket : .closeBrace) {
        try endContainer(at: i, delegate: &delegate)
      } else if let error = scalarContinuation(byte, at: i) {
        throw error
      } else {
        let expected =
          inArray ? "',' or ']' after an array element" : "',' or '}' after an object member"
        throw error("expected \(expected), found \(byte.quotedDescription)", at: i)
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
    let next: State
    switch byte {
    case .openBracket, .openBrace:
      guard depth < JSONScanner.maximumDepth else {
        throw error("arrays and objects nest more than \(JSONScanner.maximumDepth) deep", at: i)
      }
      next = byte == .openBracket ? .arrayStart : .objectStart
    case .quote:
      stringIsKey = false
      next = .string
    case .minus:
      next = .numberMinus
    case .zero:
      next = .numberZero
    case .t, .f, .n:
      literal = byte == .t ? "true" : byte == .f ? "false" : "null"
      literalIndex = 1
      next = .literal
    case 0xEF:
      // Most likely a byte order mark: read on, to name it.
      markedOffset = chunkOffset &+ i
      remaining = 2
      state = .byteOrderMark
      return
    default:
      guard byte.isNonzeroDigit else {
        throw error("expected a value, found \(byte.quotedDescription)", at: i)
      }
      next = .numberInteger
    }
    if depth == 0 {
      valueLine = line
      topLevelValueCount &+= 1
    }
    if depth <= 1 {
      let offset = chunkOffset &+ i
      try delegate.valueDidStart(
        at: offset, depth: depth, opening: byte, line: line, column: offset &- lineStart &+ 1)
    }
    if next == .arrayStart || next == .objectStart { containers.append(byte) }
    state = next
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
      state = .afterTopLevelValue
      topLevelEndLine = line
      try delegate.topLevelValueDidEnd(at: offset, line: line)
    } else {
      state = .afterValue
    }
  }

  /// Ends a number or a literal just before `offset`, and remembers it, so
  /// that a byte stuck to it is named as part of it.
  ///
  /// - Parameter literal: The literal, or `nil` for a number.
  private mutating func endScalar<Delegate: JSONScannerDelegate>(
    _ literal: StaticString?, at offset: Int, delegate: inout Delegate
  ) throws(JSONSyntaxError) {
    lastScalarIsNumber = literal == nil
    lastScalar = literal ?? ""
    lastScalarEnd = offset
    try endValue(at: offset, delegate: &delegate)
  }

  /// The error for a byte that follows a number or a literal with nothing
  /// between them, and that looks like a part of it (`0x10`, `1.5.2`,
  /// `nulls`); `nil` for any other byte.
  private func scalarContinuation(_ byte: UInt8, at i: Int) -> JSONSyntaxError? {
    guard chunkOffset &+ i == lastScalarEnd,
      byte.isASCIILetter || byte.isDigit || byte == .dot || byte == .plus || byte == .minus
    else { return nil }
    if lastScalarIsNumber {
      return error("unexpected \(byte.quotedDescription) in a number", at: i)
    }
    return error("unexpected \(byte.quotedDescription) after '\(lastScalar)'", at: i)
  }

  /// The error for a byte right after a top-level value, where only
  /// whitespace may be.
  private func strayByte(_ byte: UInt8, at i: Int) -> JSONSyntaxError {
    if let error = scalarContinuation(byte, at: i) { return error }
    let hint = topLevel == .oneValue ? "; the file holds one value" : ""
    return error("unexpected \(byte.quotedDescription) after the end of the value\(hint)", at: i)
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
      throw error("invalid UTF-8 in a string: unexpected byte \(byte.hexDescription)", at: i)
    }
    state = .stringUTF8
  }

  /// An error at the byte at `i` of the current chunk, or at the end of the
  /// text when `inChunk` is false.
  private func error(_ message: String, at i: Int, inChunk: Bool = true) -> JSONSyntaxError {
    error(message, atOffset: inChunk ? chunkOffset &+ i : chunkOffset)
  }

  /// An error at the byte at `offset` in the whole text, on the current line.
  private func error(_ message: String, atOffset offset: Int) -> JSONSyntaxError {
    JSONSyntaxError(message: message, line: line, column: offset - lineStart + 1)
  }
}
