//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Arguments {
  /// The options whose values add up when they are given more than once.
  ///
  /// Every other option that takes a value takes one: given twice, it is a
  /// usage error rather than a value that silently replaces the first,
  /// since a script that builds a command line by appending options would
  /// otherwise get the last one without a word. Flags (`--version`,
  /// `--help`) may be repeated.
  static let repeatableOptions: Set<String> = [
    "--fixed", "--place", "--group", "--source", "--cursor-key",
  ]

  /// Records that `option` was given with `value`, and throws when it
  /// takes one value and was given before.
  ///
  /// - Parameters:
  ///   - value: The option's value.
  ///   - given: The values of the single-valued options given so far, by
  ///     the option's first name.
  ///   - option: The option's definition.
  /// - Throws: ``CommandError`` with exit status 64 for a single-valued
  ///   option given a second time.
  static func recordValue(
    _ value: ByteString, for option: OptionDefinition,
    in given: inout [String: ByteString]
  ) throws(CommandError) {
    let key = option.names.last ?? ""
    guard !repeatableOptions.contains(key) else { return }
    if let first = given.updateValue(value, forKey: key) {
      throw .usage(
        "'\(key)' is given twice ('\(first)', then '\(value)'); it takes one value, give it once")
    }
  }
}
