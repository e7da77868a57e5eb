//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
extension ByteString {
  /// The string as a JSON string, in UTF-8: quoted, with quotes,
  /// backslashes and control characters escaped, and each byte that is not
  /// part of valid UTF-8 written as a lone surrogate, `\uDC80` to `\uDCFF`,
  /// as Python's `surrogateescape` does.
  ///
  /// The surrogates keep two kinds whose names differ only in such bytes
  /// apart in the output, and a reader that decodes them the same way (as a
  /// rules file does) gets the bytes back.
  ///
  ///     ByteString("say \"hi\"").jsonLiteral  // the bytes of "say \"hi\""
  ///     ByteString([0x61, 0xE9]).jsonLiteral   // the bytes of "a\uDCE9"
  var jsonLiteral: [UInt8] {
    var escaped: [UInt8] = [.quote]
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    func escape(_ prefix: String, _ byte: UInt8) {
      escaped += Array(prefix.utf8) + Array(byte.hexDescription.utf8.suffix(2))
    }
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        offset += encoded.count
        if encoded.count > 1 {
          escaped += encoded
          continue
        }
        let byte = encoded.first!
        switch byte {
        case .quote: escaped += [.backslash, .quote]
        case .backslash: escaped += [.backslash, .backslash]
        case .lineFeed: escaped += [.backslash, .n]
        case .carriageReturn: escaped += [.backslash, .r]
        case .tab: escaped += [.backslash, .t]
        case ..<0x20: escape("\\u00", byte)
        default: escaped.append(byte)
        }
      case .error(let length):
        for byte in bytes[offset..<offset + length] { escape("\\uDC", byte) }
        offset += length
      case .emptyInput:
        escaped.append(.quote)
        return escaped
      }
    }
  }
}
