//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

@testable import SlotsCommandLine

/// What a run of `slots` gave.
struct RunResult: Equatable, CustomStringConvertible {
  var status: Int32
  var output: String
  var errors: String

  var description: String { "status \(status)\nstdout: \(output)\nstderr: \(errors)" }
}

/// Runs `slots` in-process.
func runSlots(_ arguments: [String], standardInput: [UInt8] = []) -> RunResult {
  var output = OutputBuffer.inMemory()
  var errors = OutputBuffer.inMemory()
  let status = SlotsCommand.run(
    arguments: arguments, standardInput: .bytes(standardInput), output: &output,
    errorOutput: &errors)
  return RunResult(status: status, output: output.text, errors: errors.text)
}
