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

/// `--after` and `--cursor-file` on the command line: what a bad cursor
/// gives, and what a failed run leaves.
@Suite struct PagingCommandTests {
  /// Posts 0 … 9 and ads 0 … 1, three posts then an ad.
  static func sources() throws -> PagedSources {
    try PagedSources(
      layout: SlotLayout(pattern: ["post", "post", "post", "ad"], repeatables: ["post"]),
      counts: ["post": 10, "ad": 2])
  }

  static func usage(_ problem: String) -> RunResult {
    RunResult(
      status: 64, output: "", errors: "error: \(problem)\nRun 'slots --help' for usage.\n")
  }

  @Test func writesTheFirstPageAndItsCursor() throws {
    let sources = try Self.sources()
    #expect(
      sources.servePage(limit: 5, first: true)
        == RunResult(
          status: 0,
          output: """
            {"index":0,"kind":"post","offset":0,"item":0}
            {"index":1,"kind":"post","offset":1,"item":1}
            {"index":2,"kind":"post","offset":2,"item":2}
            {"index":3,"kind":"ad","offset":0,"item":0}
            {"index":4,"kind":"post","offset":3,"item":3}

            """, errors: ""))
    #expect(
      try String(contentsOfFile: sources.cursorPath, encoding: .utf8)
        == SavedJSON.cursor(
          #""kinds":["post","ad"],"layout":"cdd50751b8b29640","live":["post"],"#
            + #""offsets":[["ad",1],["post",4]],"rulePosition":5,"slot":1"#) + "\n")
  }

  /// The cursor can be given as text, or read from standard input; without
  /// `--cursor-file` no cursor is written.
  @Test func takesTheCursorAsTextOrFromStandardInput() throws {
    let sources = try Self.sources()
    let cursor =
      SavedJSON.cursor(
        #""live":["post"],"offsets":[["ad",1],["post",4]],"rulePosition":5,"slot":1"#)
    let expected = RunResult(
      status: 0,
      output: """
        {"index":5,"kind":"post","offset":4,"item":4}
        {"index":6,"kind":"post","offset":5,"item":5}

        """, errors: "")
    #expect(runSlots(sources.arguments + ["--limit", "2", "--after", cursor]) == expected)
    #expect(
      runSlots(
        sources.arguments + ["--limit", "2", "--after", "@-"], standardInput: Array(cursor.utf8))
        == expected)
    #expect(!FileManager.default.fileExists(atPath: sources.cursorPath))
  }

  @Test func rejectsACursorThatDoesNotFitTheRules() throws {
    let sources = try Self.sources()
    let cursor = SavedJSON.cursor(#""offsets":[],"rulePosition":5,"slot":4"#)
    #expect(
      runSlots(sources.arguments + ["--after", cursor, "--cursor-file", sources.cursorPath])
        == Self.usage(
          "the cursor of '--after' does not fit the rules: it stands at slot 4 of the pattern, "
            + "which the rules do not have; was it taken with other rules?"))
    #expect(
      runSlots(
        sources.arguments + [
          "--after", SavedJSON.cursor(#""live":["story"],"offsets":[],"rulePosition":1,"slot":1"#),
        ])
        == Self.usage(
          "the cursor of '--after' does not fit the rules: it has a live repeatable that is not "
            + "in the pattern; was it taken with other rules?"))
    #expect(
      runSlots(
        sources.arguments + [
          "--after", SavedJSON.cursor(#""offsets":[],"rulePosition":1,"slot":0,"header":true"#),
        ])
        == Self.usage(
          "the cursor of '--after' does not fit the rules: it stands at slot 0 of the header, "
            + "which the rules do not have; was it taken with other rules?"))
    #expect(!FileManager.default.fileExists(atPath: sources.cursorPath))
  }

  @Test func rejectsACursorThatDoesNotFitTheSources() throws {
    let sources = try Self.sources()
    let path = sources.fixture.missing("ad.jsonl")
    #expect(
      runSlots(
        sources.arguments + [
          "--after", SavedJSON.cursor(#""offsets":[["ad",3]],"rulePosition":12,"slot":0"#),
        ])
        == Self.usage(
          "the cursor of '--after' counts 3 items of kind 'ad' as served, but '\(path)' has 2; "
            + "was it taken with other sources?"))
    let cursorPath = try sources.fixture.file(
      "other.json", SavedJSON.cursor(#""offsets":[["story",1]],"rulePosition":1,"slot":0"#))
    #expect(
      runSlots(sources.arguments + ["--after", "@" + cursorPath])
        == Self.usage(
          "the cursor in '\(cursorPath)' counts 1 item of kind 'story' as served, "
            + "but kind 'story' has no source"))
  }

  @Test func rejectsAMalformedCursor() throws {
    let sources = try Self.sources()
    #expect(
      runSlots(sources.arguments + ["--after", "{\"slot\": 1"])
        == Self.usage(
          "the cursor of '--after' is not JSON: unexpected end of file; the object that starts "
            + "on line 1 is not closed (line 1, column 11)"))
    #expect(
      runSlots(
        sources.arguments + [
          "--after", SavedJSON.cursor(#""offsets":[],"rulePosition":-5,"slot":0"#),
        ])
        == Self.usage(
          #"the cursor of '--after' is malformed: a negative rule position, at "rulePosition""#))
  }

  /// A run that fails leaves the cursor file as it was, and no other file.
  @Test func leavesTheCursorWhenARunFails() throws {
    let sources = try Self.sources()
    _ = sources.servePage(limit: 5, first: true)
    let cursor = try String(contentsOfFile: sources.cursorPath, encoding: .utf8)
    let bad = try sources.fixture.file("bad.jsonl", "1\n[\n")
    let result = runSlots(
      sources.arguments + [
        "--source", "story=\(bad)", "--limit", "5", "--after", "@" + sources.cursorPath,
        "--cursor-file", sources.cursorPath,
      ])
    #expect(result.status == 65)
    #expect(result.output == "")
    #expect(try String(contentsOfFile: sources.cursorPath, encoding: .utf8) == cursor)
    let names = try FileManager.default.contentsOfDirectory(atPath: sources.fixture.directory.path)
    #expect(names.sorted() == ["ad.jsonl", "bad.jsonl", "cursor.json", "post.jsonl"])
  }

  @Test func failsBeforeTheFirstRowWhenTheCursorFileCannotBeWritten() throws {
    let sources = try Self.sources()
    let path = sources.fixture.missing("none") + "/cursor.json"
    #expect(
      runSlots(sources.arguments + ["--limit", "1", "--cursor-file", path])
        == RunResult(
          status: 74, output: "",
          errors: "error: cannot write the cursor file '\(path)': cannot create a file in "
            + "'\(sources.fixture.missing("none"))/' to replace it with: No such file or directory\n"
        ))
  }

  /// A live feed pins only kinds that the rules do not lay out: the tool
  /// says which fixed positions its pages leave out.
  @Test func warnsOfFixedPositionsThatPagesLeaveOut() throws {
    let sources = try PagedSources(
      layout: SlotLayout(pattern: ["post", "ad"], fixed: [0: "ad", 3: "ad", 1: "promo"]),
      counts: ["post": 3, "ad": 3, "promo": 1])
    let result = sources.servePage(limit: 3, first: true)
    #expect(
      result
        == RunResult(
          status: 0,
          output: """
            {"index":0,"kind":"post","offset":0,"item":0}
            {"index":1,"kind":"promo","offset":0,"item":0}
            {"index":2,"kind":"ad","offset":0,"item":0}

            """,
          errors: "warning: with cursors, kind 'ad' is not put at its fixed positions 0, 3: "
            + "a live feed pins only kinds that the header, pattern and default do not lay out\n"))
  }
}
