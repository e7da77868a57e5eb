//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
/// Text as the system passes it: bytes that are most often UTF-8, but need
/// not be.
///
/// Arguments, file names and the kind names they give reach `slots` as
/// bytes. Keeping them as bytes, rather than as `String`, which repairs
/// invalid UTF-8, lets a file named `lat\xE9.jsonl` (Latin-1) be opened,
/// and keeps two kinds that differ only in such bytes apart.
///
///     let name = ByteString([0x6C, 0x61, 0x74, 0xE9])
///     name.description  // "lat\\xE9"
struct ByteString: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The bytes.
  var bytes: [UInt8]

  /// Creates a string of the given bytes.
  init(_ bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// Creates a string of the UTF-8 bytes of `string`.
  init(_ string: String) {
    bytes = Array(string.utf8)
  }

  /// Creates a string of the UTF-8 bytes of a literal.
  init(stringLiteral value: String) {
    self.init(value)
  }

  /// Whether there are no bytes.
  var isEmpty: Bool { bytes.isEmpty }

  /// The bytes as a `String`, or `nil` when they are not valid UTF-8.
  var validString: String? {
    String(validating: bytes, as: UTF8.self)
  }

  /// The bytes as a `String`, with invalid UTF-8 repaired as `String`
  /// repairs it; for parsing numbers and names of formats.
  var repairedString: String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Splits the string at every `separator`, keeping empty pieces.
  func split(separator: UInt8) -> [ByteString] {
    bytes.split(separator: separator, omittingEmptySubsequences: false).map(ByteString.init)
  }

  /// Splits the string at its first `separator`, or returns `nil` when it
  /// has none.
  func splitOnce(at separator: UInt8) -> (before: ByteString, after: ByteString)? {
    guard let index = bytes.firstIndex(of: separator) else { return nil }
    return (ByteString(bytes[..<index]), ByteString(bytes[(index + 1)...]))
  }

  /// Whether the string starts with the bytes of `prefix`.
  func hasPrefix(_ prefix: String) -> Bool {
    bytes.starts(with: prefix.utf8)
  }
}

extension ByteString {
  /// Calls `body` with the bytes as a C string, for the system's calls that
  /// take a path. A string that holds a NUL byte, which a C string cannot,
  /// is passed as the empty string, which no call accepts as a path.
  func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
    let bytes = self.bytes.contains(0) ? [] : self.bytes
    return (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
      body($0.baseAddress!)
    }
  }

  /// The bytes of a C string, such as an argument or an environment
  /// variable.
  init(cString: UnsafePointer<CChar>) {
    var bytes: [UInt8] = []
    var pointer = cString
    while pointer.pointee != 0 {
      bytes.append(UInt8(bitPattern: pointer.pointee))
      pointer += 1
    }
    self.init(bytes)
  }
}

extension ByteString {
  /// The integer that the text writes in decimal digits, after a minus
  /// sign or none, or why it writes none: not such an integer (a plus
  /// sign, a space, a digit missing), or one out of the range of `Int`.
  ///
  ///     ByteString("-12").integer  // .success(-12)
  ///     ByteString("+5").integer   // .failure(.notAnInteger)
  ///
  /// Every integer the command line and the rules' placements give is read
  /// here, so that `--limit +5` is refused as `--limit 5x` is.
  var integer: Result<Int, IntegerProblem> {
    let digits = bytes.first == .minus ? bytes.dropFirst() : bytes[...]
    guard !digits.isEmpty, digits.allSatisfy(\.isDigit) else { return .failure(.notAnInteger) }
    guard let value = Int(repairedString) else { return .failure(.outOfRange) }
    return .success(value)
  }

  /// Why a text is not an integer.
  enum IntegerProblem: Error, Equatable {
    /// Not an integer in decimal digits, with a minus sign or none.
    case notAnInteger
    /// An integer too large for `Int`, in magnitude.
    case outOfRange
  }
}
