//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Arguments {
  /// Checks that the options make a command: a pattern, at least one
  /// source, one source a kind, one `--place` and one `--group` a kind, a
  /// source for each kind that `--group` names, standard input read once at
  /// most, no `--offset` with cursors, and the options that seal cursors
  /// only with cursors.
  ///
  /// - Throws: ``CommandError`` with exit status 64.
  func validate() throws(CommandError) {
    guard !sources.isEmpty else {
      throw .usage("no sources; give each kind's items with --source <kind>=<file>")
    }
    guard pattern != nil || rulesPath != nil else {
      throw .usage("no pattern; give --pattern <kinds> or --rules <file>")
    }
    var kinds: Set<ByteString> = []
    for source in sources where !kinds.insert(source.kind).inserted {
      throw .usage("kind '\(source.kind)' has two sources")
    }
    var placed: Set<ByteString> = []
    for placement in placements ?? [] where !placed.insert(placement.kind).inserted {
      throw .usage("'--place' places kind '\(placement.kind)' twice; give it once")
    }
    var grouped: Set<ByteString> = []
    for group in groups {
      guard grouped.insert(group.kind).inserted else {
        throw .usage("'--group' gives the group of kind '\(group.kind)' twice; give it once")
      }
      guard kinds.contains(group.kind) else {
        throw .usage(
          "'--group' names kind '\(group.kind)', which has no source; "
            + "give its items with --source \(group.kind)=<file>")
      }
    }
    if why != nil && usesCursors {
      throw .usage(
        "'--why' cannot be used with cursors: it explains the feed laid out whole, and a "
          + "page holds only the items it serves")
    }
    if offset != nil && usesCursors {
      throw .usage(
        "'--offset' cannot be used with cursors: --offset counts rows from the top of the "
          + "feed as laid out now, and --after goes on from a cursor; page with --limit")
    }
    if !cursorKeyPaths.isEmpty && !usesCursors {
      throw .usage("'--cursor-key' seals cursors; give it with --cursor-file or --after")
    }
    if cursorLifetime != nil && (cursorKeyPaths.isEmpty || cursorPath == nil) {
      throw .usage(
        "'--cursor-lifetime' is the lifetime of a sealed cursor; give it with --cursor-key "
          + "and --cursor-file")
    }
    let readers =
      sources.filter { $0.path == "-" }.count + (rulesPath == "-" ? 1 : 0)
      + (after == "@-" ? 1 : 0)
    guard readers <= 1 else {
      throw .usage("standard input ('-') can be read only once")
    }
  }

  /// The files the run reads and that no output may be: the rules file and
  /// the sources. The file of `--after` is left out, since the cursor file
  /// may be the one the cursor is read from.
  var inputFiles: [OutputPath.Input] {
    var inputs = rulesPath.map { [OutputPath.Input(path: $0, name: "the rules file")] } ?? []
    for source in sources {
      inputs.append(
        OutputPath.Input(path: source.path, name: "the source of kind '\(source.kind)'"))
    }
    return inputs
  }

  /// Checks every file the run writes (`--cursor-file`) against the inputs
  /// and the standard streams, before anything is read or written: see
  /// ``OutputPath``.
  ///
  /// - Parameters:
  ///   - standardInput: What `-` reads.
  ///   - standardOutput: The descriptor the rows go to; `nil` in memory.
  ///   - standardError: The descriptor the messages go to; `nil` in memory.
  /// - Throws: ``CommandError`` with exit status 64 when an output file is an
  ///   input or a standard stream.
  func checkOutputFiles(
    standardInput: StandardInput, standardOutput: FileDescriptor?, standardError: FileDescriptor?
  ) throws(CommandError) {
    guard let cursorPath else { return }
    try OutputPath.check(
      cursorPath, of: "--cursor-file", inputs: inputFiles, standardInput: standardInput,
      standardOutput: standardOutput, standardError: standardError)
  }
}
