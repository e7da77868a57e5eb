//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The UTF-8 bytes of `string` as a JSON string: quoted, with quotes,
/// backslashes and control characters escaped.
///
///     jsonString("say \"hi\"")  // the bytes of "say \"hi\""
func jsonString(_ string: String) -> [UInt8] {
  var escaped: [UInt8] = [.quote]
  for byte in string.utf8 {
    switch byte {
    case .quote: escaped += [.backslash, .quote]
    case .backslash: escaped += [.backslash, .backslash]
    case .lineFeed: escaped += [.backslash, .n]
    case .carriageReturn: escaped += [.backslash, .r]
    case .tab: escaped += [.backslash, .t]
    case ..<0x20: escaped += Array("\\u00".utf8) + Array(byte.hexDescription.utf8.suffix(2))
    default: escaped.append(byte)
    }
  }
  escaped.append(.quote)
  return escaped
}
