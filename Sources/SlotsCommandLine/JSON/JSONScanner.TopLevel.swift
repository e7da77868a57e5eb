//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension JSONScanner {
  /// How many values a text holds at its top level.
  enum TopLevel: Equatable {
    /// Exactly one value, as in a rules file: anything but whitespace after
    /// it is an error.
    case oneValue
    /// Any number of values, each followed by whitespace or the end, as in
    /// JSON Lines.
    case manyValues
  }
}
