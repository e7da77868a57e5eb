//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Array where Element == UInt8 {
  /// Calls `body` with the array's bytes, as `withUnsafeBytes` does, but
  /// keeps the type of the error that `body` throws.
  func withBytes<Result, Failure: Error>(
    _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withUnsafeBytes { buffer in
      Swift.Result { () throws(Failure) in try body(buffer) }
    }.get()
  }
}
