//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// An option of the command line: its names, its value, its help, and what
/// it does to the ``Arguments``.
struct OptionDefinition: Sendable {
  /// The names, as typed: `--pattern`, or `-h` and `--help`.
  var names: [String]
  /// The value's name in the help, as in `<kinds>`; `nil` for a flag.
  var valueName: String?
  /// One or more lines of help.
  var help: String
  /// Records the option's value, or throws a usage error when it is
  /// malformed. A flag is given the empty string.
  var apply: @Sendable (inout Arguments, ByteString) throws(CommandError) -> Void
}
