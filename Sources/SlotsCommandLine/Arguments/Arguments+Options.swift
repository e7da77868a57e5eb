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
          guard case .success(let position) = position.integer else {
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
        "Read the rules from a JSON file: {\"pattern\": [...],\n\"header\": [...], \"repeatables\": [...], \"fixed\":\n{\"0\": \"promo\"}, \"fallback\": \"style\", \"placements\":\n[{\"kind\": \"ad\", \"every\": 5}]}; \"pattern\" is required.\nThe options above and --place override its fields.",
      apply: { (arguments, value) throws(CommandError) in
        guard !value.isEmpty else { throw .usage("'--rules' takes a file, not ''") }
        arguments.rulesPath = value
      }),
    OptionDefinition(
      names: ["--place"], valueName: "<kind>:every=<n>[,...]",
      help:
        "Lay a kind over the rows at its own cadence, by the\nsettings that PLACEMENTS lists (every=<n> required).\nRepeatable, in order of priority; replaces the rules'\nplacements.",
      apply: { (arguments, value) throws(CommandError) in
        arguments.placements = (arguments.placements ?? []) + [try placement(value)]
      }),
    OptionDefinition(
      names: ["--group"], valueName: "<kind>=<field>",
      help:
        "The group of an item of the kind, for separation: its\ntop-level string field <field> (absent, or not a\nstring: no group). Repeatable, once a kind.",
      apply: { (arguments, value) throws(CommandError) in
        arguments.groups.append(try group(value))
      }),
    OptionDefinition(
      names: ["--source"], valueName: "<kind>=<file>",
      help:
        "The items of a kind: JSON Lines (one value a line),\nor one JSON array for a file named *.json (see\n--format-in). '-' reads standard input. Repeatable.",
      apply: { (arguments, value) throws(CommandError) in
        let (kind, path) = try pair(value, of: "--source", expected: "<kind>=<file>")
        arguments.sources.append(Source(kind: kind, path: path))
      }),
    OptionDefinition(
      names: ["--format-in"], valueName: "<format>",
      help:
        "The format of every source: jsonl (one value a line)\nor json (one array). Without it, a file named *.json\nis one array, and any other source JSON Lines.",
      apply: { (arguments, value) throws(CommandError) in
        guard let format = SourceIndex.Format(optionValue: value) else {
          throw .usage("unknown source format '\(value)'; use jsonl or json")
        }
        arguments.sourceFormat = format
      }),
    OptionDefinition(
      names: ["--format"], valueName: "<format>",
      help:
        "jsonl (the default), json, or table (items cut to \(FeedWriter.tableItemWidth)\ncharacters).",
      apply: { (arguments, value) throws(CommandError) in
        guard let format = OutputFormat(rawValue: value.repairedString) else {
          throw .usage("unknown format '\(value)'; use jsonl, json or table")
        }
        arguments.format = format
      }),
    OptionDefinition(
      names: ["--offset"], valueName: "<n>",
      help: "Start at position n of the feed (default 0); not with\ncursors.",
      apply: { (arguments, value) throws(CommandError) in
        arguments.offset = try count(value, of: "--offset")
      }),
    OptionDefinition(
      names: ["--limit"], valueName: "<n>",
      help: "Write at most n items: with cursors, the page size.",
      apply: { (arguments, value) throws(CommandError) in
        arguments.limit = try count(value, of: "--limit")
      }),
    OptionDefinition(
      names: ["--explain"], valueName: nil,
      help:
        "Write with each row why it holds what it holds, in\nthe terms of the rules: a \"why\" field in JSON, a\ncolumn in a table (see EXPLAINING).",
      apply: { (arguments, _) throws(CommandError) in arguments.explains = true }),
    OptionDefinition(
      names: ["--why"], valueName: "<kind>",
      help:
        "Instead of the rows, write why the next item of the\nkind is not in them (see EXPLAINING); not with\ncursors.",
      apply: { (arguments, value) throws(CommandError) in
        guard !value.isEmpty else { throw .usage("'--why' takes a kind, not ''") }
        arguments.why = value
      }),
    OptionDefinition(
      names: ["--after"], valueName: "<cursor>",
      help:
        "Write the page that follows a cursor (see PAGING WITH\nCURSORS): the JSON that --cursor-file wrote, or\n@<file> to read it from a file ('@-': standard input).",
      apply: { (arguments, value) throws(CommandError) in
        guard !value.isEmpty, value != "@" else {
          throw .usage("'--after' takes a cursor or @<file>, not '\(value)'")
        }
        arguments.after = value
      }),
    OptionDefinition(
      names: ["--cursor-file"], valueName: "<file>",
      help:
        "Once the page is written, write the cursor after its\nlast row to <file>, for --after (see PAGING WITH\nCURSORS).",
      apply: { (arguments, value) throws(CommandError) in
        guard !value.isEmpty else { throw .usage("'--cursor-file' takes a file, not ''") }
        guard value != "-" else {
          throw .usage(
            "'--cursor-file' cannot be standard output, which holds the rows; give a file")
        }
        arguments.cursorPath = value
      }),
    OptionDefinition(
      names: ["--cursor-key"], valueName: "<file>",
      help:
        "Seal the cursor that --cursor-file writes with the key\nin <file> (32 to 64 bytes), and take for --after\nonly a cursor sealed with it (see SEALED CURSORS).\nGiven twice: the new key, then the old one.",
      apply: { (arguments, value) throws(CommandError) in
        guard !value.isEmpty, value != "-" else {
          throw .usage("'--cursor-key' takes a file, not '\(value)'")
        }
        arguments.cursorKeyPaths.append(value)
      }),
    OptionDefinition(
      names: ["--cursor-lifetime"], valueName: "<seconds>",
      help: "Make the sealed cursor expire after this many seconds\n(default: never).",
      apply: { (arguments, value) throws(CommandError) in
        let seconds = try count(value, of: "--cursor-lifetime")
        guard seconds > 0, seconds <= 1 << 40 else {
          throw .usage("'--cursor-lifetime' takes 1 to 2^40 seconds, not '\(value)'")
        }
        arguments.cursorLifetime = seconds
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
}
