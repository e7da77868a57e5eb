//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import SlotsCommandLine

/// The issue's cases with the real process's streams: a cursor file that is
/// standard output or standard error, by name or as the same file, or a
/// source read through standard input. Each is refused with status 64, and
/// every file is left as it was, but for the message appended to standard
/// error.
@Suite struct OutputPathEndToEndTests {
  /// Runs the built `slots` with standard input, output and error the files
  /// at the given paths (`nil`: `/dev/null`), written from their ends, as
  /// `< in > out 2>> log` does but without truncating `out`.
  func run(
    _ arguments: [String], input: String? = nil, output: String? = nil, errors: String? = nil
  ) throws -> Int32? {
    guard let executable = slotsExecutable() else {
      Issue.record("No built slots executable; run 'swift build' before 'swift test'.")
      return nil
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let inputHandle = try #require(FileHandle(forReadingAtPath: input ?? "/dev/null"))
    process.standardInput = inputHandle
    let outputHandle = try #require(FileHandle(forWritingAtPath: output ?? "/dev/null"))
    try outputHandle.seekToEnd()
    process.standardOutput = outputHandle
    let errorHandle = try #require(FileHandle(forWritingAtPath: errors ?? "/dev/null"))
    try errorHandle.seekToEnd()
    process.standardError = errorHandle
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  static let usageHint = "\nRun 'slots --help' for usage.\n"

  @Test func refusesStandardOutput() throws {
    let fixture = try Fixture()
    let posts = try fixture.file("posts.jsonl", "1\n2\n")
    let page = try fixture.file("page.out", "earlier\n")
    let log = try fixture.file("app.log", "")
    let command = ["--pattern", "post", "--source", "post=\(posts)", "--limit", "1"]
    // By name, and as the same file.
    #expect(try run(command + ["--cursor-file", "/dev/stdout"], output: page, errors: log) == 64)
    #expect(try run(command + ["--cursor-file", page], output: page, errors: log) == 64)
    #expect(try String(contentsOfFile: page, encoding: .utf8) == "earlier\n")
    #expect(
      try String(contentsOfFile: log, encoding: .utf8)
        == "error: '--cursor-file' cannot be standard output ('/dev/stdout'), which holds the rows; "
        + "give a file" + Self.usageHint
        + "error: '--cursor-file' cannot be '\(page)', the file of standard output, which holds "
        + "the rows; give another file" + Self.usageHint)
  }

  @Test func refusesStandardError() throws {
    let fixture = try Fixture()
    let posts = try fixture.file("posts.jsonl", "1\n2\n")
    let page = try fixture.file("page.out", "")
    let log = try fixture.file("app.log", "earlier\n")
    let command = ["--pattern", "post", "--source", "post=\(posts)", "--limit", "1"]
    #expect(try run(command + ["--cursor-file", "/dev/stderr"], output: page, errors: log) == 64)
    #expect(try run(command + ["--cursor-file", log], output: page, errors: log) == 64)
    #expect(try String(contentsOfFile: page, encoding: .utf8) == "")
    #expect(
      try String(contentsOfFile: log, encoding: .utf8)
        == "earlier\n"
        + "error: '--cursor-file' cannot be standard error ('/dev/stderr'), which holds the "
        + "messages; give a file" + Self.usageHint
        + "error: '--cursor-file' cannot be '\(log)', the file of standard error, which holds "
        + "the messages; give another file" + Self.usageHint)
  }

  /// A source read through standard input, named `-` or `/dev/stdin`: the
  /// file standard input reads is that source.
  @Test func refusesASourceReadThroughStandardInput() throws {
    let fixture = try Fixture()
    let posts = try fixture.file("posts.jsonl", "1\n2\n")
    let log = try fixture.file("app.log", "")
    for source in ["-", "/dev/stdin"] {
      let command = ["--pattern", "post", "--source", "post=\(source)", "--cursor-file", posts]
      #expect(try run(command, input: posts, errors: log) == 64)
    }
    #expect(try String(contentsOfFile: posts, encoding: .utf8) == "1\n2\n")
    #expect(
      try String(contentsOfFile: log, encoding: .utf8)
        == "error: '--cursor-file' cannot be '\(posts)', which is the source of kind 'post' "
        + "(standard input): writing there would replace it; give another file" + Self.usageHint
        + "error: '--cursor-file' cannot be '\(posts)', which is the source of kind 'post' "
        + "('/dev/stdin'): writing there would replace it; give another file" + Self.usageHint)
  }

  /// A character device that standard output and standard input also are,
  /// such as `/dev/null`, is taken: writing to it replaces nothing.
  @Test func takesADeviceThatTheStreamsShare() throws {
    let fixture = try Fixture()
    let posts = try fixture.file("posts.jsonl", "1\n2\n")
    let log = try fixture.file("app.log", "")
    let command = ["--pattern", "post", "--source", "post=\(posts)", "--cursor-file", "/dev/null"]
    #expect(try run(command, errors: log) == 0)
    #expect(try String(contentsOfFile: log, encoding: .utf8) == "")
  }
}
