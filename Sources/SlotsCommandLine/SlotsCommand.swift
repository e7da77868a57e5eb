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
  ///         arguments: ["--pattern", "a,b", "--source", "a=-"],
  ///         standardInput: .bytes(Array("1\n2\n".utf8)),
  ///         output: &output, errorOutput: &errors)
  ///     // status 0; output.text is
  ///     // {"index":0,"kind":"a","offset":0,"item":1}
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - standardInput: What a file named `-` reads.
  ///   - output: Where standard output goes.
  ///   - errorOutput: Where standard error goes.
  /// - Returns: The exit status: 0 on success, 64 for bad usage, 65 for a
  ///   malformed source or rules file, 66 for a file that cannot be read, 74
  ///   when the output cannot be written.
  public static func run(
    arguments: [String],
    standardInput: StandardInput = .processInput,
    output: inout OutputBuffer,
    errorOutput: inout OutputBuffer
  ) -> Int32 {
    guard !arguments.isEmpty else {
      output.write(Demo.render())
      return 0
    }
    do throws(CommandError) {
      let arguments = try Arguments.parse(arguments)
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

  /// Reads and validates every input, then writes the feed.
  private static func compose(
    _ arguments: Arguments, standardInput: StandardInput,
    output: inout OutputBuffer, errorOutput: inout OutputBuffer
  ) throws(CommandError) {
    try arguments.validate()

    var layout = SlotLayout<String>()
    var warnings: [String] = []
    if let path = arguments.rulesPath {
      (layout, warnings) = try RulesFile.read(path, standardInput: standardInput)
    }
    if let pattern = arguments.pattern { layout.pattern = pattern }
    if let header = arguments.header { layout.header = header }
    if let repeatables = arguments.repeatables { layout.repeatables = Set(repeatables) }
    if let fixed = arguments.fixed { layout.fixed = fixed }
    if let fallback = arguments.fallback { layout.fallback = fallback }

    var sources: [(kind: String, reader: SourceReader)] = []
    for source in arguments.sources {
      let reader = try SourceReader.open(source.path, standardInput: standardInput)
      sources.append((source.kind, reader))
    }

    let composition = Composition(layout: layout, sources: sources)
    for kind in composition.unusedKinds {
      warnings.append("warning: the rules never place kind '\(kind)', so its source is not used")
    }
    for warning in warnings { errorOutput.write(warning + "\n") }

    let window = composition.window(offset: arguments.offset, limit: arguments.limit)
    try FeedWriter(composition: composition, window: window)
      .write(arguments.format, to: &output)
  }

}
