//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

@testable import SlotsCommandLine

/// Runs `slots` in-process.
func runSlots(_ arguments: [String], standardInput: [UInt8] = []) -> RunResult {
  var output = OutputBuffer.inMemory()
  var errors = OutputBuffer.inMemory()
  let status = SlotsCommand.run(
    arguments: arguments, standardInput: .bytes(standardInput), output: &output,
    errorOutput: &errors)
  return RunResult(status: status, output: output.text, errors: errors.text)
}
