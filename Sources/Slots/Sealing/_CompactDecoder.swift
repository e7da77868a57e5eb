//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A decoder that reads a `Decodable` value from a ``_CompactValue``, as
/// ``_CompactEncoder`` wrote it.
///
/// A value of the wrong shape throws `DecodingError`, never traps: the
/// values come from outside.
///
///     let cursor = try _CompactDecoder.decode(SlotCursor<String>.self, from: value)
internal struct _CompactDecoder: Decoder {
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// The value to decode.
  private let value: _CompactValue

  private init(codingPath: [any CodingKey], value: _CompactValue) {
    self.codingPath = codingPath
    self.value = value
  }

  /// Decodes a value of type `type` from `value`.
  ///
  /// - Throws: `DecodingError` when `value` is not one, and what the type's
  ///   `init(from:)` throws.
  internal static func decode<T: Decodable>(_ type: T.Type, from value: _CompactValue) throws -> T {
    try _CompactDecoder(codingPath: [], value: value).decodeValue(type)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .keyed(let entries) = value else { throw mismatch("keyed values") }
    var values: [String: _CompactValue] = [:]
    for (key, value) in entries { values[key] = value }
    return KeyedDecodingContainer(
      _Keyed<Key>(codingPath: codingPath, entries: entries, values: values))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .list(let values) = value else { throw mismatch("a list") }
    return _Unkeyed(codingPath: codingPath, values: values)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    _Single(decoder: self)
  }

  private func mismatch(_ expected: String) -> DecodingError {
    .typeMismatch(
      Any.self, .init(codingPath: codingPath, debugDescription: "expected \(expected)"))
  }

  private func corrupted(_ message: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
  }

  /// Decodes a Boolean, number or string directly, anything else by its
  /// `init(from:)`.
  fileprivate func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    switch type {
    case is Bool.Type:
      guard case .bool(let bool) = value else { throw mismatch("a Boolean") }
      return bool as! T
    case is String.Type:
      guard case .string(let string) = value else { throw mismatch("a string") }
      return string as! T
    case is Double.Type:
      guard case .double(let pattern) = value else { throw mismatch("a number") }
      return Double(bitPattern: pattern) as! T
    case is Float.Type:
      guard case .double(let pattern) = value else { throw mismatch("a number") }
      let double = Double(bitPattern: pattern)
      guard let float = Float(exactly: double) ?? (double.isNaN ? Float.nan : nil) else {
        throw corrupted("\(double) does not fit a Float")
      }
      return float as! T
    case let type as any FixedWidthInteger.Type:
      return try integer(type) as! T
    default:
      return try T(from: self)
    }
  }

  private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    let result: I?
    switch value {
    case .nonNegative(let number): result = I(exactly: number)
    case .negative(let magnitude):
      result = magnitude <= UInt64(Int64.max) ? I(exactly: -1 - Int64(magnitude)) : nil
    default: throw mismatch("an integer")
    }
    guard let result else { throw corrupted("the number does not fit \(I.self)") }
    return result
  }
}

extension _CompactDecoder {
  private struct _Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let codingPath: [any CodingKey]
    let entries: [(key: String, value: _CompactValue)]
    let values: [String: _CompactValue]

    var allKeys: [Key] { entries.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

    private func decoder(forKey key: Key) throws -> _CompactDecoder {
      guard let value = values[key.stringValue] else {
        throw DecodingError.keyNotFound(
          key, .init(codingPath: codingPath, debugDescription: "no value for \(key.stringValue)"))
      }
      return _CompactDecoder(codingPath: codingPath + [key], value: value)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
      guard case .null = try decoder(forKey: key).value else { return false }
      return true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try decoder(forKey: key).decodeValue(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      try decoder(forKey: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try decoder(forKey: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
      _CompactDecoder(codingPath: codingPath, value: values["super"] ?? .null)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      _CompactDecoder(codingPath: codingPath + [key], value: values[key.stringValue] ?? .null)
    }
  }

  private struct _Unkeyed: UnkeyedDecodingContainer {
    let codingPath: [any CodingKey]
    let values: [_CompactValue]
    var currentIndex = 0
    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }

    private mutating func nextDecoder() throws -> _CompactDecoder {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          Any.self, .init(codingPath: codingPath, debugDescription: "the list has no more values"))
      }
      defer { currentIndex += 1 }
      return _CompactDecoder(
        codingPath: codingPath + [_IndexKey(intValue: currentIndex)], value: values[currentIndex])
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd, case .null = values[currentIndex] else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try nextDecoder().decodeValue(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
      try nextDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
      try nextDecoder()
    }
  }

  private struct _Single: SingleValueDecodingContainer {
    let decoder: _CompactDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
      guard case .null = decoder.value else { return false }
      return true
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try decoder.decodeValue(type)
    }
  }
}
