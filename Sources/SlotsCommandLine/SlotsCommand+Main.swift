//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotsCommand {
  /// Runs the tool with the process's arguments and standard streams, and
  /// returns the exit status.
  ///
  ///     // main.swift
  ///     exit(SlotsCommand.main())
  ///
  /// - Returns: The exit status, as ``run(arguments:standardInput:output:errorOutput:)``
  ///   gives it.
  public static func main() -> Int32 {
    var output = OutputBuffer.standardOutput()
    var errorOutput = OutputBuffer.standardError()
    var status = run(
      arguments: Array(CommandLine.arguments.dropFirst()), standardInput: .processInput,
      output: &output, errorOutput: &errorOutput)
    output.flush()
    // A failure that `run` did not see: in the last buffer's worth.
    if status == 0, let failure = output.failure {
      let error = CommandError.writeFailed(failure)
      errorOutput.write(error.message + "\n")
      status = error.exitStatus
    }
    errorOutput.flush()
    return status
  }
}
