//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call: the `errno` it left, and what the C library calls it.
struct SystemError: Error, Equatable {
  /// The value of `errno` after the call.
  var code: Int32

  /// The C library's description of the error, as in "No such file or
  /// directory".
  var description: String { String(cString: strerror(code)) }

  /// The error the last failed call left in `errno`.
  static var current: SystemError { SystemError(code: errno) }
}
