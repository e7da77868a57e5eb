//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Where `slots` reads standard input from when a file is named `-`.
public enum StandardInput: Sendable {
  /// The process's standard input.
  case processInput
  /// The given bytes, as if standard input held them; for tests.
  case bytes([UInt8])
}
