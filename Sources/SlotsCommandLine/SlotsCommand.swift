//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// The `slots` command line tool, as a function from arguments to output and
/// an exit status, so that it can be tested in-process.
///
/// With no arguments, `slots` prints a demo. Otherwise it composes a feed:
///
///     slots --pattern style,style,style,ad --repeat style \
///           --source style=styles.jsonl --source ad=ads.json
///
/// Every input is read and validated before the first byte of output.
public enum SlotsCommand {
  /// The tool's version.
  public static let version = "0.1.0"

  /// Runs the tool.
  ///
  ///     var output = OutputBuffer.inMemory()
  ///     var errors = OutputBuffer.inMemory()
  ///     let status = SlotsCommand.run(
  ///         arguments: [Array("--pattern".utf8), Array("a,b".utf8),
  ///                     Array("--source".utf8), Array("a=-".utf8)],
  ///         standardInput: .bytes(Array("1\n2\n".utf8)),
  ///         output: &output, errorOutput: &errors)
  ///     // status 0; output.text is
  ///     // {"index":0,"kind":"a","offset":0,"item":1}
  ///
  /// When a run fails, standard output is left empty, except when a source
  /// changes or cannot be read while its items are being written: then
  /// standard output holds the whole rows written before, and standard
  /// error says how many (see `slots --help`).
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name, as the bytes
  ///     the system passed: file and kind names need not be UTF-8.
  ///   - standardInput: What a file named `-` reads.
  ///   - output: Where standard output goes.
  ///   - errorOutput: Where standard error goes.
  /// - Returns: The exit status: 0 on success, 64 for bad usage, 65 for a
  ///   malformed source or rules file or a source that changed, 66 for a
  ///   file that cannot be read, 74 when the output cannot be written.
  public static func run(
    arguments: [[UInt8]],
    standardInput: StandardInput = .processInput,
    output: inout OutputBuffer,
    errorOutput: inout OutputBuffer
  ) -> Int32 {
    guard !arguments.isEmpty else {
      output.write(Demo.render())
      return 0
    }
    do throws(CommandError) {
      let arguments = try Arguments.parse(arguments.map(ByteString.init))
      if arguments.showsHelp {
        output.write(help)
      } else if arguments.showsVersion {
        output.write("slots \(version)\n")
      } else {
        try compose(
          arguments, standardInput: standardInput, output: &output, errorOutput: &errorOutput)
      }
      return 0
    } catch {
      errorOutput.write(error.message + "\n")
      return error.exitStatus
    }
  }

  /// Runs the tool with arguments given as strings, as tests write them.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - standardInput: What a file named `-` reads.
  ///   - output: Where standard output goes.
  ///   - errorOutput: Where standard error goes.
  /// - Returns: The exit status, as ``run(arguments:standardInput:output:errorOutput:)-([[UInt8]],_,_,_)``
  ///   gives it.
  public static func run(
    arguments: [String],
    standardInput: StandardInput = .processInput,
    output: inout OutputBuffer,
    errorOutput: inout OutputBuffer
  ) -> Int32 {
    run(
      arguments: arguments.map { Array($0.utf8) }, standardInput: standardInput, output: &output,
      errorOutput: &errorOutput)
  }

  /// Reads and validates every input, then writes the feed.
  private static func compose(
    _ arguments: Arguments, standardInput: StandardInput,
    output: inout OutputBuffer, errorOutput: inout OutputBuffer
  ) throws(CommandError) {
    try arguments.validate()
    try arguments.checkOutputFiles(
      standardInput: standardInput, standardOutput: output.descriptor,
      standardError: errorOutput.descriptor)

    var kinds = KindTable()
    var streams = StreamClaims()
    var layout = SlotLayout<Int>()
    var warnings: [String] = []
    if let path = arguments.rulesPath {
      (layout, warnings) = try RulesFile.read(
        path, standardInput: standardInput, kinds: &kinds, streams: &streams)
    }
    if let pattern = arguments.pattern { layout.pattern = pattern.map { kinds.number(for: $0) } }
    if let header = arguments.header { layout.header = header.map { kinds.number(for: $0) } }
    if let repeatables = arguments.repeatables {
      layout.repeatables = Set(repeatables.map { kinds.number(for: $0) })
    }
    if let fixed = arguments.fixed { layout.fixed = fixed.mapValues { kinds.number(for: $0) } }
    if let fallback = arguments.fallback { layout.fallback = kinds.number(for: fallback) }
    var placementsAreOptions = false
    if let placements = arguments.placements {
      layout.placements = placements.map { $0._replacingKind(with: kinds.number(for: $0.kind)) }
      placementsAreOptions = true
    }
    if let conflict = Self.placementConflict(in: layout) {
      let kind = kinds.name(of: layout.placements[conflict.index].kind)
      let placement =
        placementsAreOptions
        ? "'--place' of kind '\(kind)'"
        : "the rules' \"placements\"[\(conflict.index)], of kind '\(kind)'"
      throw .usage(
        "\(placement): \(conflict.rule); a kind is laid out by the main rules or by one "
          + "placement, not both")
    }

    // The cursor is read before the sources, which may take long: a
    // mistake in it shows at once.
    let seal =
      arguments.cursorKeyPaths.isEmpty
      ? nil
      : try CursorSeal.read(
        arguments.cursorKeyPaths, lifetime: arguments.cursorLifetime,
        standardInput: standardInput, streams: &streams)
    let cursor = try arguments.after.map { (argument) throws(CommandError) in
      try CursorText.read(argument, seal: seal, standardInput: standardInput, streams: &streams)
    }

    var sources: [(kind: Int, reader: SourceReader)] = []
    for source in arguments.sources {
      let reader = try SourceReader.open(
        source.path, format: arguments.sourceFormat ?? SourceIndex.Format(path: source.path),
        standardInput: standardInput, streams: &streams)
      sources.append((kinds.number(for: source.kind), reader))
    }

    var groupFields: [Int: ByteString] = [:]
    for group in arguments.groups { groupFields[kinds.number(for: group.kind)] = group.field }
    // Found before the placements of kinds without sources go.
    let groupWarnings = groupWarnings(arguments.groups, layout: layout, kinds: kinds)
    // A page's cursor names the rules as they are written, as the library's
    // cursor does: a kind without a source stays in them, a kind with no
    // items, so that the tool and a Swift server write the same cursor for
    // the same rules, and adding or dropping a source of no items changes
    // no rules. Only a feed laid out whole, which has no cursor, has its
    // rules compacted.
    // Explanations speak of the rules as they are written: a feed explained
    // keeps them whole.
    if !arguments.usesCursors && !arguments.explains && arguments.why == nil {
      // Removed and merged here, in place, so that the composition does
      // not copy a pattern of millions of slots to merge it.
      Composition.removeSourcelessRules(
        in: &layout, kindCount: kinds.count, sourceKinds: sources.map(\.kind))
      Composition.mergeSourcelessKinds(
        in: &layout, kindCount: kinds.count, sourceKinds: sources.map(\.kind))
      // The names of the kinds merged away are no longer needed.
      let renumbering = kinds.forgetKinds(
        notIn: &layout, keeping: sources.map(\.kind) + groupFields.keys)
      sources = sources.map { (Int(renumbering[$0.kind]), $0.reader) }
      groupFields = Dictionary(
        uniqueKeysWithValues: groupFields.map { (Int(renumbering[$0.key]), $0.value) })
    }
    let composition = Composition(
      layout: layout, kinds: kinds, sources: sources, groupFields: groupFields)
    // A source may have changed while the others were read.
    for (_, reader) in sources { try reader.file.checkUnchanged() }
    for kind in composition.unusedKinds {
      warnings.append("warning: the rules never place kind '\(kind)', so its source is not used")
    }
    warnings += groupWarnings
    if composition.groupFields.isEmpty {
      try serve(
        ItemPlaceholder.self, composition, arguments, cursor: cursor, seal: seal,
        warnings: warnings,
        output: &output, errorOutput: &errorOutput)
    } else {
      try serve(
        GroupedItem.self, composition, arguments, cursor: cursor, seal: seal, warnings: warnings,
        output: &output, errorOutput: &errorOutput)
    }
  }

  /// Writes the feed, or a page of it, over items of type `Item`, and the
  /// cursor after the page, sealed if `seal` is given.
  private static func serve<Item: FeedItem>(
    _: Item.Type, _ composition: Composition, _ arguments: Arguments, cursor: CursorInput?,
    seal: CursorSeal?, warnings: [String], output: inout OutputBuffer,
    errorOutput: inout OutputBuffer
  ) throws(CommandError) {
    var warnings = warnings
    let kinds = composition.kinds
    let layout = composition.layout
    guard arguments.usesCursors else {
      let window = try composition.window(
        of: Item.self, offset: arguments.offset ?? 0, limit: arguments.limit)
      for warning in warnings { errorOutput.write(warning + "\n") }
      if let why = arguments.why {
        let kind = kinds.number(of: why) ?? -1
        let text =
          kind < 0
          ? SlotAbsence<Int>.Reason.notInRules.description
          : kinds.text(of: window.feed.explainAbsence(of: kind))
        switch arguments.format {
        case .table: output.write("\(why): " + text + "\n")
        case .jsonl, .json:
          var line = "{\"kind\":" + String(decoding: why.jsonLiteral, as: UTF8.self)
          line +=
            ",\"why\":" + String(decoding: ByteString(text).jsonLiteral, as: UTF8.self) + "}\n"
          output.write(line)
        }
        return
      }
      var writer = FeedWriter(composition: composition, rows: Item.rows(window))
      writer.explains = arguments.explains
      try writer.write(arguments.format, to: &output)
      return
    }

    let page = try Page<Item>(composition, after: cursor, limit: arguments.limit)
    for (kind, positions) in Composition.unplacedFixedPositions(of: layout) {
      let list = positions.map(String.init).joined(separator: ", ")
      warnings.append(
        "warning: with cursors, kind '\(kinds.name(of: kind))' is not put at its fixed "
          + "position\(positions.count == 1 ? "" : "s") \(list): a live feed pins only kinds "
          + "that the header, pattern and default do not lay out")
    }
    for warning in warnings { errorOutput.write(warning + "\n") }
    let nextCursor = try arguments.cursorPath.map { (_) throws(CommandError) in
      if let seal { return try seal.seal(page.nextNamedCursor()) }
      return try page.nextCursor().compactText
    }
    let cursorFile = try arguments.cursorPath.map { (path) throws(CommandError) in
      try CursorFile.prepare(path)
    }
    do throws(CommandError) {
      var writer = FeedWriter(composition: composition, rows: Item.rows(page))
      writer.explains = arguments.explains
      try writer.write(arguments.format, to: &output)
    } catch {
      cursorFile?.discard()
      throw error
    }
    if let cursorFile, let nextCursor {
      // A page that could not be written whole is not served: its cursor is
      // not written either.
      output.flush()
      if let failure = output.failure {
        cursorFile.discard()
        throw .writeFailed(failure)
      }
      try cursorFile.commit(nextCursor)
    }
  }
}
