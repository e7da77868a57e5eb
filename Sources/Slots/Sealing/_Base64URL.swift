//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The URL-safe Base 64 alphabet of RFC 4648, section 5, without padding.
///
/// Decoding is strict, so that every byte string has exactly one text: a
/// character outside the alphabet, a length that leaves one character over,
/// or unused bits that are not zero make the text invalid.
///
///     _Base64URL.encode([0xfb, 0xff])   // "-_8"
///     _Base64URL.decode("-_8")          // [0xfb, 0xff]
///     _Base64URL.decode("-_9")          // nil: a stray bit
internal enum _Base64URL {
  /// The alphabet, a character for each value from 0 to 63.
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// Returns the text of `bytes`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  internal static func encode(_ bytes: [UInt8]) -> String {
    var text: [UInt8] = []
    text.reserveCapacity((bytes.count * 4 + 2) / 3)
    var start = 0
    while start < bytes.count {
      let chunk = bytes[start..<min(start + 3, bytes.count)]
      var bits = 0
      for (i, byte) in chunk.enumerated() { bits |= Int(byte) << (16 - 8 * i) }
      for i in 0...chunk.count { text.append(alphabet[bits >> (18 - 6 * i) & 63]) }
      start += 3
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Returns the bytes of `text`, or `nil` if it is not the text of any.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `text`.
  internal static func decode(_ text: some StringProtocol) -> [UInt8]? {
    let characters = Array(text.utf8)
    guard characters.count % 4 != 1 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(characters.count * 3 / 4)
    var start = 0
    while start < characters.count {
      let chunk = characters[start..<min(start + 4, characters.count)]
      var bits = 0
      for (i, character) in chunk.enumerated() {
        guard let value = self.value(of: character) else { return nil }
        bits |= value << (18 - 6 * i)
      }
      let byteCount = chunk.count - 1
      // The bits after the last whole byte must be zero.
      let unused = (1 << (24 - 8 * byteCount)) - 1
      guard bits & unused == 0 else { return nil }
      for i in 0..<byteCount { bytes.append(UInt8(truncatingIfNeeded: bits >> (16 - 8 * i))) }
      start += 4
    }
    return bytes
  }

  /// The value of a character of the alphabet; `nil` for any other.
  private static func value(of character: UInt8) -> Int? {
    switch character {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(character - UInt8(ascii: "A"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(character - UInt8(ascii: "a")) + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(character - UInt8(ascii: "0")) + 52
    case UInt8(ascii: "-"): 62
    case UInt8(ascii: "_"): 63
    default: nil
    }
  }
}
