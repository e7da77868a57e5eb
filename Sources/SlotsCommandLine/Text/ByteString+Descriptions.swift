//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
extension ByteString: CustomStringConvertible {
  /// The string as messages show it: its text, with each byte that is not
  /// part of valid UTF-8 written `\xHH` and control characters escaped, so
  /// that a name always fits on one line and two different names look
  /// different.
  ///
  ///     ByteString([0x61, 0xE9, 0x0A]).description  // "a\\xE9\\n"
  var description: String {
    var text = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        offset += encoded.count
        switch scalar {
        case "\n": text += "\\n"
        case "\t": text += "\\t"
        case "\r": text += "\\r"
        case "\u{0}"..."\u{1F}", "\u{7F}":
          text += "\\x" + String(UInt8(scalar.value).hexDescription.dropFirst(2))
        default: text.unicodeScalars.append(scalar)
        }
      case .error(let length):
        for byte in bytes[offset..<offset + length] {
          text += "\\x" + String(byte.hexDescription.dropFirst(2))
        }
        offset += length
      case .emptyInput:
        return text
      }
    }
  }
}
