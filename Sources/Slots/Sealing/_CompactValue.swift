//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A value in the compact binary form that sealed cursor tokens carry: what
/// `_CompactEncoder` makes of an `Encodable` value and `_CompactDecoder`
/// reads back.
///
/// Each value is a tag byte and its contents; counts, lengths and integers
/// are unsigned LEB128 numbers in their shortest form:
///
///     0  null              4  negative n: the number -1 - n
///     1  false             5  a Double: its bit pattern, 8 bytes, little end first
///     2  true              6  a string: its length, then its UTF-8
///     3  a number n ≥ 0    7  a list: its count, then the values
///                          8  keyed values: the count, then for each the key as a string's
///                             length and UTF-8, then the value
///
/// Keys are written in the order `encode(to:)` writes them, so a value has
/// one form. Reading is strict and bounded, because the bytes come from
/// outside: an unknown tag, a number not in its shortest form, a length
/// beyond the bytes left, invalid UTF-8, a key given twice, nesting deeper
/// than `maximumDepth` or bytes after the value make the bytes invalid, and
/// nothing read allocates more than the bytes' length.
internal indirect enum _CompactValue {
  case null
  case bool(Bool)
  /// A number that is zero or more.
  case nonNegative(UInt64)
  /// The number `-1 - magnitude`.
  case negative(UInt64)
  /// A `Double`, by its bit pattern.
  case double(UInt64)
  case string(String)
  case list([_CompactValue])
  case keyed([(key: String, value: _CompactValue)])

  /// The deepest nesting of lists and keyed values that reading accepts.
  internal static var maximumDepth: Int { 32 }
}

extension _CompactValue {
  /// The value's bytes.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the value.
  internal var bytes: [UInt8] {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return bytes
  }

  private func write(to bytes: inout [UInt8]) {
    switch self {
    case .null: bytes.append(0)
    case .bool(let value): bytes.append(value ? 2 : 1)
    case .nonNegative(let value): Self.write(3, value, to: &bytes)
    case .negative(let magnitude): Self.write(4, magnitude, to: &bytes)
    case .double(let pattern):
      bytes.append(5)
      for shift in stride(from: 0, to: 64, by: 8) {
        bytes.append(UInt8(truncatingIfNeeded: pattern >> UInt64(shift)))
      }
    case .string(let string): Self.write(6, string, to: &bytes)
    case .list(let values):
      Self.write(7, UInt64(values.count), to: &bytes)
      for value in values { value.write(to: &bytes) }
    case .keyed(let entries):
      Self.write(8, UInt64(entries.count), to: &bytes)
      for (key, value) in entries {
        Self.writeNumber(UInt64(key.utf8.count), to: &bytes)
        bytes += key.utf8
        value.write(to: &bytes)
      }
    }
  }

  private static func write(_ tag: UInt8, _ string: String, to bytes: inout [UInt8]) {
    write(tag, UInt64(string.utf8.count), to: &bytes)
    bytes += string.utf8
  }

  private static func write(_ tag: UInt8, _ number: UInt64, to bytes: inout [UInt8]) {
    bytes.append(tag)
    writeNumber(number, to: &bytes)
  }

  private static func writeNumber(_ number: UInt64, to bytes: inout [UInt8]) {
    var rest = number
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }
}

extension _CompactValue {
  /// Reads the value that `bytes` hold, all of them; `nil` if they are not
  /// exactly the bytes of one value.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  internal init?(bytes: some Collection<UInt8>) {
    var reader = Reader(bytes: Array(bytes))
    guard let value = reader.value(depth: 0), reader.position == reader.bytes.count else {
      return nil
    }
    self = value
  }

  /// Reads values from bytes, front to back.
  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    /// The number of bytes not yet read.
    var remaining: Int { bytes.count - position }

    mutating func value(depth: Int) -> _CompactValue? {
      guard let tag = byte() else { return nil }
      switch tag {
      case 0: return .null
      case 1: return .bool(false)
      case 2: return .bool(true)
      case 3: return number().map(_CompactValue.nonNegative)
      case 4: return number().map(_CompactValue.negative)
      case 5:
        guard remaining >= 8 else { return nil }
        var pattern: UInt64 = 0
        for i in 0..<8 { pattern |= UInt64(bytes[position + i]) << UInt64(8 * i) }
        position += 8
        return .double(pattern)
      case 6: return string().map(_CompactValue.string)
      case 7, 8:
        // Each value takes a byte at least, so a count is at most the
        // bytes left: nothing is reserved for more values than there are.
        guard depth < _CompactValue.maximumDepth, let count = length() else { return nil }
        if tag == 7 {
          var values: [_CompactValue] = []
          for _ in 0..<count {
            guard let value = value(depth: depth + 1) else { return nil }
            values.append(value)
          }
          return .list(values)
        }
        var entries: [(key: String, value: _CompactValue)] = []
        var keys: Set<String> = []
        for _ in 0..<count {
          guard let key = string(), keys.insert(key).inserted,
            let value = value(depth: depth + 1)
          else { return nil }
          entries.append((key, value))
        }
        return .keyed(entries)
      default: return nil
      }
    }

    mutating func byte() -> UInt8? {
      guard position < bytes.count else { return nil }
      defer { position += 1 }
      return bytes[position]
    }

    /// A number in its shortest form.
    mutating func number() -> UInt64? {
      var number: UInt64 = 0
      for shift in stride(from: 0, to: 64, by: 7) {
        guard let byte = byte() else { return nil }
        let bits = UInt64(byte & 0x7f)
        // The last of ten bytes holds one bit; more would overflow.
        guard shift < 63 || bits <= 1 else { return nil }
        number |= bits << UInt64(shift)
        if byte & 0x80 == 0 {
          // A last byte of zero after others is a longer form than needed.
          return byte == 0 && shift > 0 ? nil : number
        }
      }
      return nil
    }

    /// A count or a length, which cannot exceed the bytes left.
    mutating func length() -> Int? {
      guard let number = number(), number <= UInt64(remaining) else { return nil }
      return Int(number)
    }

    mutating func string() -> String? {
      guard let length = length() else { return nil }
      defer { position += length }
      return String(validating: bytes[position..<position + length], as: UTF8.self)
    }
  }
}
