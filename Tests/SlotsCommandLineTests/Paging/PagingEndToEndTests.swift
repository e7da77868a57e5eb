//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing
import _SlotsTestSupport

@testable import SlotsCommandLine

/// Paging through the real executable, as a shell loop does.
@Suite struct PagingEndToEndTests {
  /// Three pages, with posts and an ad appended to the files between the
  /// second and the third, are the pages of one live feed: the late ad
  /// lands below the rows served, at the next ad slot.
  @Test func servesThreePagesAsSourcesGrow() throws {
    let sources = try PagedSources(
      layout: SlotLayout(pattern: ["post", "post", "ad"], repeatables: ["post"]),
      counts: ["post": 5, "ad": 1])
    let page = sources.arguments + ["--limit", "3", "--cursor-file", sources.cursorPath]
    let next = page + ["--after", "@" + sources.cursorPath]
    var expected = ""
    var served = ""
    for run in 0..<3 {
      if run == 2 {
        try sources.append(2, to: "post")
        try sources.append(1, to: "ad")
      }
      let result = try #require(try runExecutable(run == 0 ? page : next))
      #expect(result.status == 0)
      #expect(result.errors == "")
      served += result.output
      expected += sources.settleReferencePage(limit: 3)
    }
    #expect(
      served == """
        {"index":0,"kind":"post","offset":0,"item":0}
        {"index":1,"kind":"post","offset":1,"item":1}
        {"index":2,"kind":"ad","offset":0,"item":0}
        {"index":3,"kind":"post","offset":2,"item":2}
        {"index":4,"kind":"post","offset":3,"item":3}
        {"index":5,"kind":"post","offset":4,"item":4}
        {"index":6,"kind":"post","offset":5,"item":5}
        {"index":7,"kind":"ad","offset":1,"item":1}
        {"index":8,"kind":"post","offset":6,"item":6}

        """)
    #expect(served == expected)
    #expect(
      try String(contentsOfFile: sources.cursorPath, encoding: .utf8)
        == SavedJSON.cursor(
          #""kinds":["post","ad"],"layout":"c84c1a68ef4b66e7","live":["post"],"#
            + #""offsets":[["ad",2],["post",7]],"rulePosition":9,"slot":1"#) + "\n")
  }

  @Test func reportsAMalformedCursor() throws {
    let sources = try PagedSources(layout: SlotLayout(pattern: ["post"]), counts: ["post": 2])
    #expect(
      try runExecutable(sources.arguments + ["--after", "[1]"])
        == RunResult(
          status: 64, output: "",
          errors:
            "error: the cursor of '--after' is malformed: expected an object, found an array\n"
            + "Run 'slots --help' for usage.\n"))
  }

  /// A cursor whose rows would pass `Int.max`, read from its file: the
  /// process exits with status 64 instead of trapping, and the cursor file
  /// is left as it was.
  @Test func reportsACursorBeyondTheLimitsWithStatus64() throws {
    let sources = try PagedSources(layout: SlotLayout(pattern: ["post"]), counts: ["post": 3])
    let cursor =
      SavedJSON.cursor(#""offsets":[["post",2]],"rulePosition":9223372036854775806,"slot":0"#)
    try Data(cursor.utf8).write(to: URL(fileURLWithPath: sources.cursorPath))
    let arguments =
      sources.arguments + [
        "--after", "@" + sources.cursorPath, "--cursor-file", sources.cursorPath,
      ]
    #expect(
      try runExecutable(arguments)
        == RunResult(
          status: 64, output: "",
          errors: "error: the cursor in '\(sources.cursorPath)' is malformed: rule position "
            + "9223372036854775806 is too large, at \"rulePosition\"\n"
            + "Run 'slots --help' for usage.\n"))
    #expect(try String(contentsOfFile: sources.cursorPath, encoding: .utf8) == cursor)
  }

  /// A page that a reader stops reading is not served: its cursor is not
  /// written.
  @Test func writesNoCursorWhenTheReaderStopsEarly() throws {
    guard let executable = slotsExecutable() else {
      Issue.record("No built slots executable; run 'swift build' before 'swift test'.")
      return
    }
    let sources = try PagedSources(layout: SlotLayout(pattern: ["n"]), counts: ["n": 100_000])
    let process = Process()
    process.executableURL = executable
    process.arguments = sources.arguments + ["--cursor-file", sources.cursorPath]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    _ = try output.fileHandleForReading.read(upToCount: 1)
    try output.fileHandleForReading.close()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(!FileManager.default.fileExists(atPath: sources.cursorPath))
    let names = try FileManager.default.contentsOfDirectory(atPath: sources.fixture.directory.path)
    #expect(names.filter { $0.hasPrefix(".") }.isEmpty)
  }
}
