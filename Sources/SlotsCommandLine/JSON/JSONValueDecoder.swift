//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Decodes `Decodable` values from JSONValues, as `JSONDecoder`
/// decodes them from text, without Foundation.
///
///     let value = try JSONValue.parse(bytes)
///     let decoded = try JSONValueDecoder().decode(SlotCursor<ByteString>.self, from: value)
///     decoded.value          // the cursor
///     decoded.byteStrings    // the kinds it names
///
/// A ByteString is read as the bytes of a string, so that a kind whose
/// name is not UTF-8 keeps its bytes; every `ByteString` decoded is
/// recorded, in order, which tells the kinds a cursor names. Integers must
/// be written as integers (`2`, not `2.0`), and must fit their type.
/// Mistakes throw `DecodingError`, with a coding path and a sentence that
/// JSONValueDecoder/describe(_:) turns into a message.
struct JSONValueDecoder {
  /// Decodes a value of the given type.
  ///
  /// - Parameters:
  ///   - type: The type.
  ///   - value: The JSON value.
  /// - Returns: The decoded value, and every `ByteString` decoded in it.
  /// - Throws: `DecodingError` when the JSON does not hold such a value.
  func decode<Value: Decodable>(
    _ type: Value.Type, from value: JSONValue
  ) throws -> (value: Value, byteStrings: [ByteString]) {
    let record = Record()
    let decoded = try Self.decode(type, from: value, codingPath: [], record: record)
    return (decoded, record.byteStrings)
  }

  /// A sentence that says what a decoding error found, and where.
  ///
  ///     // "expected an integer, found a string, at \"slot\""
  ///     // "\"rulePosition\" is missing"
  ///
  /// - Parameter error: An error that decoding threw.
  /// - Returns: The sentence, without a final period.
  static func describe(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      guard !path.isEmpty else { return "" }
      var text = ", at "
      for key in path {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += "\"\(key.stringValue)\""
        }
      }
      return text
    }
    switch error {
    case .keyNotFound(let key, let context):
      let within = context.codingPath.isEmpty ? "" : place(context.codingPath).dropFirst(5)
      return "\"\(key.stringValue)\" is missing" + (within.isEmpty ? "" : " in \(within)")
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return context.debugDescription + place(context.codingPath)
    @unknown default:
      return String(describing: error)
    }
  }
}

extension JSONValueDecoder {
  /// What a decoding records: the byte strings it decoded.
  final class Record {
    var byteStrings: [ByteString] = []
  }

  /// Decodes a value of type `Value` from `value`.
  static func decode<Value: Decodable>(
    _ type: Value.Type, from value: JSONValue, codingPath: [any CodingKey], record: Record
  ) throws -> Value {
    if Value.self == ByteString.self {
      guard case .string(let string) = value else {
        throw mismatch(Value.self, "a string", value, codingPath)
      }
      record.byteStrings.append(string)
      return string as! Value
    }
    return try Value(from: NodeDecoder(value: value, codingPath: codingPath, record: record))
  }

  /// The error for a value of the wrong type.
  static func mismatch(
    _ type: Any.Type, _ expected: String, _ value: JSONValue, _ codingPath: [any CodingKey]
  ) -> DecodingError {
    let context = DecodingError.Context(
      codingPath: codingPath,
      debugDescription: "expected \(expected), found \(value.typeDescription)")
    if value == .null { return .valueNotFound(type, context) }
    return .typeMismatch(type, context)
  }

  static func bool(_ value: JSONValue, _ codingPath: [any CodingKey]) throws -> Bool {
    guard case .bool(let bool) = value else {
      throw mismatch(Bool.self, "a Boolean", value, codingPath)
    }
    return bool
  }

  static func string(_ value: JSONValue, _ codingPath: [any CodingKey]) throws -> String {
    guard case .string(let string) = value else {
      throw mismatch(String.self, "a string", value, codingPath)
    }
    return string.repairedString
  }

  static func integer<Integer: FixedWidthInteger>(
    _ type: Integer.Type, _ value: JSONValue, _ codingPath: [any CodingKey]
  ) throws -> Integer {
    guard case .number(let text) = value else {
      throw mismatch(Integer.self, "an integer", value, codingPath)
    }
    let digits = String(decoding: text, as: UTF8.self)
    if let integer = Integer(digits) { return integer }
    let isInteger = !text.contains { $0 == .dot || $0 == .e || $0 == .uppercaseE }
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription: isInteger
          ? "the number \(digits) is too large" : "expected an integer, found \(digits)"))
  }

  static func floatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: Number.Type, _ value: JSONValue, _ codingPath: [any CodingKey]
  ) throws -> Number {
    guard case .number(let text) = value else {
      throw mismatch(Number.self, "a number", value, codingPath)
    }
    guard let number = Number(String(decoding: text, as: UTF8.self)), number.isFinite else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "the number \(String(decoding: text, as: UTF8.self)) is too large"))
    }
    return number
  }
}
