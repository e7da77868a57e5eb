//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Arguments {
  /// Parses a command line, without the program's name.
  ///
  ///     try Arguments.parse(["--pattern", "post,ad", "--limit=10"])
  ///     // pattern ["post", "ad"], limit 10
  ///
  /// The result is not checked as a whole: see ``validate()``.
  ///
  /// - Throws: ``CommandError`` with exit status 64 for an unknown option,
  ///   a missing or malformed value, a single-valued option given twice,
  ///   or an argument that is not an option.
  static func parse(_ arguments: [ByteString]) throws(CommandError) -> Arguments {
    var result = Arguments()
    // Help wins, whatever else the command line holds.
    if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      result.showsHelp = true
      return result
    }
    var remaining = arguments[...]
    var given: [String: ByteString] = [:]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        guard let next = remaining.first else { break }
        throw .usage("unexpected argument '\(next)'")
      }
      guard argument.hasPrefix("-") && argument != "-" else {
        throw .usage("unexpected argument '\(argument)'")
      }
      var name = argument
      var attachedValue: ByteString? = nil
      if argument.hasPrefix("--"), let (before, after) = argument.splitOnce(at: .equals) {
        name = before
        attachedValue = after
      }
      guard let option = options.first(where: { $0.names.contains(name.repairedString) }) else {
        throw .usage("unknown option '\(name)'" + suggestion(for: name.repairedString))
      }
      let optionName = name.repairedString
      guard let valueName = option.valueName else {
        if attachedValue != nil { throw .usage("'\(optionName)' takes no value") }
        try option.apply(&result, "")
        continue
      }
      let value: ByteString
      if let attachedValue {
        value = attachedValue
      } else if let next = remaining.first, !next.hasPrefix("--") {
        remaining.removeFirst()
        value = next
      } else {
        throw .usage("missing value for '\(optionName) \(valueName)'")
      }
      try recordValue(value, for: option, in: &given)
      try option.apply(&result, value)
    }
    return result
  }

  /// Parses a command line given as strings, as tests write it.
  static func parse(_ arguments: [String]) throws(CommandError) -> Arguments {
    try parse(arguments.map { ByteString($0) })
  }

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
