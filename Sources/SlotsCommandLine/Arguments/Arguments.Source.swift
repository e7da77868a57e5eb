//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Arguments {
  /// A `--source KIND=FILE`.
  struct Source: Equatable {
    /// The kind whose items the file holds.
    var kind: ByteString
    /// The file's path; `-` for standard input.
    var path: ByteString
  }
}
