//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

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
