//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import SlotsCommandLine

/// A few runs of the real executable, to check what `main` adds: the
/// process's arguments, streams and exit status.
@Suite struct EndToEndTests {
  @Test func showsTheDemo() throws {
    #expect(try runExecutable([]) == RunResult(status: 0, output: Demo.render(), errors: ""))
  }

  @Test func composesFiles() throws {
    let sources = try ExampleSources()
    #expect(
      try runExecutable(sources.arguments)
        == RunResult(status: 0, output: ExampleSources.output, errors: ""))
  }

  /// Standard input is a pipe here, which the tool copies to a temporary
  /// file to read it twice.
  @Test func readsStandardInput() throws {
    let input = Array((0..<5000).map { "{\"n\": \($0)}\n" }.joined().utf8)
    let result = try runExecutable(
      ["--pattern", "n", "--source", "n=-", "--offset", "4998"], input: input)
    #expect(
      result
        == RunResult(
          status: 0,
          output: """
            {"index":4998,"kind":"n","offset":4998,"item":{"n": 4998}}
            {"index":4999,"kind":"n","offset":4999,"item":{"n": 4999}}

            """, errors: ""))
  }

  /// Standard input redirected from a file is read from where it stands,
  /// not from the file's start.
  @Test func readsStandardInputFromItsOffset() throws {
    let fixture = try Fixture()
    let path = try fixture.file("numbers.jsonl", "skip\n1\n2\n")
    let file = try #require(FileHandle(forReadingAtPath: path))
    try file.seek(toOffset: 5)
    #expect(
      try runExecutable(["--pattern", "n", "--source", "n=-"], inputFile: file)
        == RunResult(
          status: 0,
          output: """
            {"index":0,"kind":"n","offset":0,"item":1}
            {"index":1,"kind":"n","offset":1,"item":2}

            """, errors: ""))
  }

  @Test func reportsBadUsage() throws {
    #expect(
      try runExecutable(["--pattern", "a", "--source", "a=x.json", "--limit", "-1"])
        == RunResult(
          status: 64, output: "",
          errors:
            "error: '--limit' takes a non-negative integer, not '-1'\nRun 'slots --help' for usage.\n"
        ))
  }

  @Test func reportsAMissingFile() throws {
    let fixture = try Fixture()
    let missing = fixture.missing("ads.json")
    #expect(
      try runExecutable(["--pattern", "ad", "--source", "ad=\(missing)"])
        == RunResult(
          status: 66, output: "",
          errors: "error: cannot open '\(missing)': No such file or directory\n"))
  }

  @Test func reportsMalformedData() throws {
    let sources = try ExampleSources()
    let bad = try sources.fixture.file("bad.jsonl", "{\"a\": 1}\n{\"a\": tru}\n")
    #expect(
      try runExecutable(sources.arguments + ["--source", "bad=\(bad)"])
        == RunResult(
          status: 65, output: "",
          errors: "\(bad):2: error: expected 'true', found '}' (column 10)\n"))
  }

  #if os(Linux)
    /// Writing to a full device fails with status 74.
    @Test func reportsAnOutputError() throws {
      let sources = try ExampleSources()
      let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      #expect(
        try runExecutable(sources.arguments, outputFile: full)
          == RunResult(
            status: 74, output: "",
            errors: "error: cannot write the output: No space left on device\n"))
    }
  #endif
}
