//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The `slots` command line tool, as a function from arguments to output and
/// an exit status, so that it can be tested in-process.
public enum SlotsCommand {
  /// The tool's version.
  public static let version = "0.1.0"

  /// Runs the tool.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - output: Where standard output goes.
  ///   - errorOutput: Where standard error goes.
  /// - Returns: The exit status: 0 on success, 64 for bad usage.
  public static func run(
    arguments: [String],
    output: inout some TextOutputStream,
    errorOutput: inout some TextOutputStream
  ) -> Int32 {
    switch arguments.first {
    case nil:
      output.write(Demo.render())
      return 0
    case "--version":
      output.write("slots \(version)\n")
      return 0
    case "--help", "-h":
      output.write(usage)
      return 0
    case let argument?:
      errorOutput.write("error: unknown argument '\(argument)'\n")
      errorOutput.write("Run 'slots --help' for usage.\n")
      return 64
    }
  }

  /// The text of `--help`.
  static let usage = """
    USAGE: slots [--help] [--version]

    With no arguments, prints a demo: the Slots 2.0 README's "At a Glance"
    feed and a typed news feed, as tables of index, kind and item.

    OPTIONS:
      -h, --help    Show this help.
      --version     Show the version.

    """
}
