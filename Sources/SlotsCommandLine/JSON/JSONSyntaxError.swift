//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A mistake in JSON text: what is wrong, and where.
struct JSONSyntaxError: Error, Equatable {
  /// What is wrong, as in "expected ':' after a key, found ','".
  var message: String
  /// The line of the mistake, from 1.
  var line: Int
  /// The byte of the mistake in its line, from 1, when it is known.
  var column: Int?
}
