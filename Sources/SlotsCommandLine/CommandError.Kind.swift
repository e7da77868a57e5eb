//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension CommandError {
  /// The kinds of error, one per exit status.
  enum Kind: Equatable {
    /// The command line is wrong.
    case usage
    /// A source or the rules are malformed.
    case data
    /// A file is missing or cannot be read.
    case noInput
    /// Writing the output, or a temporary copy of standard input, failed.
    case output
  }
}
