//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension UInt8 {
  /// The byte as a message shows it: `'x'` when it is printable ASCII, else
  /// its value, as in `byte 0xFF`.
  var quotedDescription: String {
    if self > 0x20 && self < 0x7F {
      return "'\(String(UnicodeScalar(self)))'"
    }
    return "byte \(hexDescription)"
  }

  /// The byte in hexadecimal, as in `0x0A`.
  var hexDescription: String {
    let digits = Array("0123456789ABCDEF")
    return "0x\(digits[Int(self >> 4)])\(digits[Int(self & 0xF)])"
  }
}
