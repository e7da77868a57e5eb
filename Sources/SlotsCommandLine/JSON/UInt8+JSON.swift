//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

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

  /// Whether the byte is an ASCII letter, in either case.
  var isASCIILetter: Bool { (self | 0x20) &- 0x61 < 26 }

  /// Whether the byte is an ASCII hexadecimal digit, in either case.
  var isHexDigit: Bool { isDigit || (self | 0x20) &- 0x61 < 6 }

  /// Whether a JSON value can start with this byte: a bracket, a brace, a
  /// quote, a minus sign, a digit, or the first letter of a literal.
  var canStartJSONValue: Bool {
    switch self {
    case .openBrace, .openBracket, .quote, .minus, .t, .f, .n: true
    default: isDigit
    }
  }
}
