//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension JSONValue {
  /// Parses a text that holds one JSON value.
  ///
  ///     try JSONValue.parse(Array("[1, true]".utf8))
  ///     // .array([.number([0x31]), .bool(true)])
  ///
  /// The text is validated by a ``JSONScanner`` first, with its limits (512
  /// levels of nesting) and its messages; a key given twice in an object is
  /// an error too, since decoders differ on which one wins.
  ///
  /// - Parameter bytes: The text.
  /// - Returns: The value.
  /// - Throws: `JSONSyntaxError` at the first mistake, or when the text
  ///   holds no value.
  /// - Complexity: O(*n*) for a text of *n* bytes.
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var scanner = JSONScanner(topLevel: .oneValue)
    var ignored = IgnoringScannerDelegate()
    try bytes.withBytes { (buffer) throws(JSONSyntaxError) in
      try scanner.scan(buffer, delegate: &ignored)
    }
    try scanner.finish(delegate: &ignored)
    var reader = JSONReader(bytes)
    guard reader.peek() != nil else {
      throw JSONSyntaxError(message: "expected a JSON value, found none", line: reader.line)
    }
    return try value(from: &reader)
  }

  /// Reads the next value of a validated text.
  private static func value(from reader: inout JSONReader) throws(JSONSyntaxError) -> JSONValue {
    switch reader.peek() {
    case .openBrace:
      reader.enterObject()
      var members: [ByteString: JSONValue] = [:]
      while true {
        if reader.peek() == .comma { reader.skipComma() }
        _ = reader.peek()
        let line = reader.line
        let column = reader.column
        guard let key = reader.nextKey() else { return .object(members) }
        let member = try value(from: &reader)
        guard members.updateValue(member, forKey: ByteString(key)) == nil else {
          throw JSONSyntaxError(
            message: "the key \"\(ByteString(key))\" appears twice", line: line, column: column)
        }
      }
    case .openBracket:
      reader.enterArray()
      var elements: [JSONValue] = []
      while reader.nextElement() { elements.append(try value(from: &reader)) }
      return .array(elements)
    case .quote:
      return .string(ByteString(reader.readString()))
    default:
      let token = reader.readToken()
      switch token.first {
      case .t: return .bool(true)
      case .f: return .bool(false)
      case .n: return .null
      default: return .number(token)
      }
    }
  }
}
