//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// What a `slots` command line asks for.
///
/// ``parse(_:)`` follows swift-argument-parser's conventions: an option's
/// value follows it (`--limit 10`) or is joined to it by `=`
/// (`--limit=10`); an option given twice keeps its last value, except
/// `--source` and `--fixed`, which add up; `--help` wins over everything
/// else; and every mistake is a usage error, exit status 64.
struct Arguments: Equatable {
  /// A `--source KIND=FILE`.
  struct Source: Equatable {
    /// The kind whose items the file holds.
    var kind: String
    /// The file's path; `-` for standard input.
    var path: String
  }

  /// `--pattern`: the kinds laid out again and again.
  var pattern: [String]? = nil
  /// `--header`: the kinds laid out once, first.
  var header: [String]? = nil
  /// `--repeat`: the kinds that keep going when another runs out.
  var repeatables: [String]? = nil
  /// `--fixed`: the kinds put at absolute positions.
  var fixed: [Int: String]? = nil
  /// `--default`: the kind that fills the slots of kinds that ran out.
  var fallback: String? = nil
  /// `--rules`: a file of rules that the options above override.
  var rulesPath: String? = nil
  /// `--source`, in the order given.
  var sources: [Source] = []
  /// `--format`.
  var format = OutputFormat.jsonl
  /// `--offset`: the first position written.
  var offset = 0
  /// `--limit`: the most positions written.
  var limit: Int? = nil
  /// `--help`.
  var showsHelp = false
  /// `--version`.
  var showsVersion = false
}

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
  var apply: @Sendable (inout Arguments, String) throws(CommandError) -> Void
}

extension Arguments {
  /// The options of `slots`, in the order the help lists them.
  static let options: [OptionDefinition] = [
    OptionDefinition(
      names: ["--pattern"], valueName: "<kinds>",
      help: "The kinds laid out again and again, comma-separated.",
      apply: { (arguments, value) throws(CommandError) in
        arguments.pattern = try list(value, of: "--pattern")
      }),
    OptionDefinition(
      names: ["--header"], valueName: "<kinds>",
      help: "The kinds laid out once, before the pattern.",
      apply: { (arguments, value) throws(CommandError) in
        arguments.header = try list(value, of: "--header")
      }),
    OptionDefinition(
      names: ["--repeat"], valueName: "<kinds>",
      help: "The kinds of the pattern that keep going when another\nkind runs out.",
      apply: { (arguments, value) throws(CommandError) in
        arguments.repeatables = try list(value, of: "--repeat")
      }),
    OptionDefinition(
      names: ["--fixed"], valueName: "<position>=<kind>,...",
      help: "Items put at absolute positions once the rest is laid\nout. Repeatable.",
      apply: { (arguments, value) throws(CommandError) in
        var fixed = arguments.fixed ?? [:]
        for entry in try list(value, of: "--fixed") {
          let (position, kind) = try pair(entry, of: "--fixed", expected: "<position>=<kind>")
          guard let position = Int(position) else {
            throw .usage("'--fixed' takes <position>=<kind>, and '\(position)' is not an integer")
          }
          guard fixed.updateValue(kind, forKey: position) == nil else {
            throw .usage("'--fixed' gives position \(position) twice")
          }
        }
        arguments.fixed = fixed
      }),
    OptionDefinition(
      names: ["--default"], valueName: "<kind>",
      help:
        "The kind whose items fill the slots of kinds that ran\nout (repeatables are then ignored).",
      apply: { (arguments, value) throws(CommandError) in
        guard !value.isEmpty else { throw .usage("'--default' takes a kind, not ''") }
        arguments.fallback = value
      }),
    OptionDefinition(
      names: ["--rules"], valueName: "<file>",
      help:
        "Read the rules from a JSON file: {\"pattern\": [...],\n\"header\": [...], \"repeatables\": [...], \"fixed\":\n{\"0\": \"promo\"}, \"fallback\": \"style\"}; \"pattern\" is\nrequired. The options above override its fields.",
      apply: { (arguments, value) throws(CommandError) in
        guard !value.isEmpty else { throw .usage("'--rules' takes a file, not ''") }
        arguments.rulesPath = value
      }),
    OptionDefinition(
      names: ["--source"], valueName: "<kind>=<file>",
      help:
        "The items of a kind: a JSON array, or JSON Lines (one\nvalue a line). '-' reads standard input. Repeatable.",
      apply: { (arguments, value) throws(CommandError) in
        let (kind, path) = try pair(value, of: "--source", expected: "<kind>=<file>")
        arguments.sources.append(Source(kind: kind, path: path))
      }),
    OptionDefinition(
      names: ["--format"], valueName: "<format>",
      help:
        "jsonl (the default), json, or table (items cut to \(FeedWriter.tableItemWidth)\ncharacters).",
      apply: { (arguments, value) throws(CommandError) in
        guard let format = OutputFormat(rawValue: value) else {
          throw .usage("unknown format '\(value)'; use jsonl, json or table")
        }
        arguments.format = format
      }),
    OptionDefinition(
      names: ["--offset"], valueName: "<n>",
      help: "Start at position n of the feed (default 0).",
      apply: { (arguments, value) throws(CommandError) in
        arguments.offset = try count(value, of: "--offset")
      }),
    OptionDefinition(
      names: ["--limit"], valueName: "<n>",
      help: "Write at most n items.",
      apply: { (arguments, value) throws(CommandError) in
        arguments.limit = try count(value, of: "--limit")
      }),
    OptionDefinition(
      names: ["--version"], valueName: nil,
      help: "Show the version.",
      apply: { (arguments, _) throws(CommandError) in arguments.showsVersion = true }),
    OptionDefinition(
      names: ["-h", "--help"], valueName: nil,
      help: "Show help information.",
      apply: { (arguments, _) throws(CommandError) in arguments.showsHelp = true }),
  ]

  /// Parses a command line, without the program's name.
  ///
  ///     try Arguments.parse(["--pattern", "post,ad", "--limit=10"])
  ///     // pattern ["post", "ad"], limit 10
  ///
  /// The result is not checked as a whole: see ``validate()``.
  ///
  /// - Throws: ``CommandError`` with exit status 64 for an unknown option,
  ///   a missing or malformed value, or an argument that is not an option.
  static func parse(_ arguments: [String]) throws(CommandError) -> Arguments {
    var result = Arguments()
    // Help wins, whatever else the command line holds.
    if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      result.showsHelp = true
      return result
    }
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        guard let next = remaining.first else { break }
        throw .usage("unexpected argument '\(next)'")
      }
      guard argument.hasPrefix("-") && argument != "-" else {
        throw .usage("unexpected argument '\(argument)'")
      }
      var name = argument
      var attachedValue: String? = nil
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        attachedValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.names.contains(name) }) else {
        throw .usage("unknown option '\(name)'" + suggestion(for: name))
      }
      guard let valueName = option.valueName else {
        if attachedValue != nil { throw .usage("'\(name)' takes no value") }
        try option.apply(&result, "")
        continue
      }
      if let attachedValue {
        try option.apply(&result, attachedValue)
      } else if let value = remaining.first, !value.hasPrefix("--") {
        remaining.removeFirst()
        try option.apply(&result, value)
      } else {
        throw .usage("missing value for '\(name) \(valueName)'")
      }
    }
    return result
  }

  /// Checks that the options make a command: a pattern, at least one
  /// source, one source a kind, and standard input read once at most.
  ///
  /// - Throws: ``CommandError`` with exit status 64.
  func validate() throws(CommandError) {
    guard !sources.isEmpty else {
      throw .usage("no sources; give each kind's items with --source <kind>=<file>")
    }
    guard pattern != nil || rulesPath != nil else {
      throw .usage("no pattern; give --pattern <kinds> or --rules <file>")
    }
    var kinds: Set<String> = []
    for source in sources where !kinds.insert(source.kind).inserted {
      throw .usage("kind '\(source.kind)' has two sources")
    }
    let readers = sources.filter { $0.path == "-" }.count + (rulesPath == "-" ? 1 : 0)
    guard readers <= 1 else {
      throw .usage("standard input ('-') can be read only once")
    }
  }

  // MARK: Values

  /// Splits a comma-separated list, such as kinds; the empty string is the
  /// empty list.
  private static func list(_ value: String, of option: String) throws(CommandError) -> [String] {
    guard !value.isEmpty else { return [] }
    let items = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard !items.contains("") else {
      throw .usage("'\(option)' has an empty item in '\(value)'")
    }
    return items
  }

  /// Splits `name=value` at its first `=`; neither side may be empty.
  private static func pair(
    _ value: String, of option: String, expected: String
  ) throws(CommandError) -> (String, String) {
    guard let equals = value.firstIndex(of: "="),
      equals != value.startIndex, value.index(after: equals) != value.endIndex
    else {
      throw .usage("'\(option)' takes \(expected), not '\(value)'")
    }
    return (String(value[..<equals]), String(value[value.index(after: equals)...]))
  }

  /// A non-negative integer.
  private static func count(_ value: String, of option: String) throws(CommandError) -> Int {
    guard let count = Int(value), count >= 0 else {
      throw .usage("'\(option)' takes a non-negative integer, not '\(value)'")
    }
    return count
  }

  /// " Did you mean '--x'?" for the option nearest to a mistyped `name`, or
  /// nothing when none is near.
  private static func suggestion(for name: String) -> String {
    let candidates = options.flatMap(\.names).filter { $0.hasPrefix("--") }
    let nearest = candidates.map { ($0, editDistance(name, $0)) }.min { $0.1 < $1.1 }
    guard let nearest, nearest.1 <= 2 else { return "" }
    return "; did you mean '\(nearest.0)'?"
  }

  /// The number of single-character edits that turn `a` into `b`.
  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
