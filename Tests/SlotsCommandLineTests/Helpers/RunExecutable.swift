//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import SlotsCommandLine

/// The built `slots` executable: `$SLOTS_EXECUTABLE`, or `slots` next to
/// the test bundle, or in the package's default build directory. These
/// tests do not build it; `swift build` must have run first.
func slotsExecutable() -> URL? {
  if let path = ProcessInfo.processInfo.environment["SLOTS_EXECUTABLE"] {
    return URL(fileURLWithPath: path)
  }
  var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
  directories += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    .map { $0.deletingLastPathComponent() }
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  directories.append(root.appendingPathComponent(".build/debug"))
  return directories.map { $0.appendingPathComponent("slots") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// Makes writing to a pipe that no process reads any more fail with an
/// error, instead of ending the whole test process with `SIGPIPE`: a child
/// that exits before it reads its input would otherwise take every test
/// down, depending on timing. `slots` gives the signal its default action
/// back when it starts, so its own behaviour on a broken pipe is unchanged.
private let ignoringBrokenPipes: Void = {
  signal(SIGPIPE, SIG_IGN)
}()

/// Runs the built `slots` with `arguments`, feeding it `input` through a
/// pipe, or giving it `inputFile` as its standard input; its standard
/// output goes to a pipe, or to `outputFile`.
func runExecutable(
  _ arguments: [String], input: [UInt8] = [], inputFile: FileHandle? = nil,
  outputFile: FileHandle? = nil, environment: [String: String] = [:]
) throws -> RunResult? {
  guard let executable = slotsExecutable() else {
    Issue.record("No built slots executable; run 'swift build' before 'swift test'.")
    return nil
  }
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let standardInput = Pipe()
  let standardOutput = Pipe()
  let standardError = Pipe()
  process.standardInput = inputFile ?? standardInput
  process.standardOutput = outputFile ?? standardOutput
  process.standardError = standardError
  _ = ignoringBrokenPipes
  try process.run()
  do {
    try standardInput.fileHandleForWriting.write(contentsOf: Data(input))
  } catch {
    // slots may stop before it reads its input (a usage error, say); its
    // status and output tell the test what happened.
  }
  try standardInput.fileHandleForWriting.close()
  try standardOutput.fileHandleForWriting.close()
  let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
  let errors = standardError.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return RunResult(
    status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
    errors: String(decoding: errors, as: UTF8.self))
}
