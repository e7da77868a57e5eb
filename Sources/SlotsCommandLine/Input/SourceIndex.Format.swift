//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SourceIndex {
  /// How a source lays its items out.
  ///
  /// The format of a source follows from its name, never from what it
  /// holds, so that a source read again after it grew is read the same way
  /// (see ``init(path:)``); `--format-in` names it for every source.
  enum Format: Equatable {
    /// One value a line; the items are the values as written, but for
    /// carriage returns between tokens.
    case jsonLines
    /// One array; the items are its elements, written compactly.
    case array
  }
}
