//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import _SlotsTestSupport

@testable import SlotsCommandLine

/// Pages of sources that grow between runs, in both formats: a source is
/// read in the format its name or `--format-in` gives, whatever it holds,
/// so every item is served once, in order, however the source grew.
@Suite struct GrowingSourceTests {
  /// How a test names a source and its format.
  enum Naming: CaseIterable, CustomStringConvertible {
    case jsonLinesByName, ndjsonByName, arrayByName, jsonLinesByOption, arrayByOption

    var fileName: String {
      switch self {
      case .jsonLinesByName: "items.jsonl"
      case .ndjsonByName: "items.ndjson"
      case .arrayByName: "items.json"
      case .jsonLinesByOption: "items.json"
      case .arrayByOption: "items.txt"
      }
    }

    var isArray: Bool { self == .arrayByName || self == .arrayByOption }

    var options: [String] {
      switch self {
      case .jsonLinesByOption: ["--format-in", "jsonl"]
      case .arrayByOption: ["--format-in", "json"]
      default: []
      }
    }

    var description: String { "\(fileName) \(options)" }
  }

  /// The text of a source holding `items`: one a line, or one array with
  /// an element a line.
  static func text(of items: [String], asArray: Bool) -> String {
    guard asArray else { return items.map { $0 + "\n" }.joined() }
    return "[\n" + items.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n"
  }

  /// The rows that the tool wrote, as (offset, item) pairs.
  static func rows(_ output: String) throws -> [(offset: Int, item: String)] {
    try output.split(separator: "\n").map { line in
      let row = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8), options: .fragmentsAllowed)
          as? [String: Any])
      let offset = try #require(row["offset"] as? Int)
      // The item is the row's last field, written as the source has it.
      let marker = #","item":"#
      let start = try #require(line.range(of: marker)).upperBound
      return (offset, String(line[start..<line.index(before: line.endIndex)]))
    }
  }

  /// The case of the report: a JSON Lines file whose first line is an
  /// array, which then grows by one array a line.
  @Test func servesEveryLineOfAJSONLinesFileThatStartsWithAnArray() throws {
    let fixture = try Fixture()
    let path = try fixture.file("s.jsonl", #"["a","b"]"# + "\n")
    let cursor = fixture.missing("cursor.json")
    let arguments = ["--pattern", "k", "--source", "k=\(path)", "--cursor-file", cursor]
    let first = runSlots(arguments + ["--limit", "1"])
    #expect(first.status == 0)
    #expect(try Self.rows(first.output).map(\.item) == [#"["a","b"]"#])
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("[\"c\"]\n[\"d\"]\n[\"e\"]\n".utf8))
    try handle.close()
    let second = runSlots(arguments + ["--after", "@" + cursor])
    #expect(second.status == 0, "\(second)")
    #expect(try Self.rows(second.output).map(\.item) == [#"["c"]"#, #"["d"]"#, #"["e"]"#])
  }

  /// Seeded random sessions: items (arrays among them) are added to the
  /// source between pages of random sizes, by appending lines to JSON
  /// Lines or by writing the longer array again; the pages together hold
  /// every item once, in order.
  @Test(arguments: Naming.allCases)
  func servesEveryItemOnceAsTheSourceGrows(_ naming: Naming) throws {
    let seed: UInt64 = 40 + UInt64(Naming.allCases.firstIndex(of: naming)!)
    var random = RandomJSON(generator: SeededRandom(seed: seed))
    for round in 0..<40 {
      let fixture = try Fixture()
      let path = fixture.missing(naming.fileName)
      let cursor = fixture.missing("cursor.json")
      var items: [String] = []
      var served: [(offset: Int, item: String)] = []
      var history: [String] = []
      func grow(by count: Int) throws {
        items += (0..<count).map { _ in
          // An array first, and often: the case that a format guessed from
          // the content gets wrong.
          random.generator.chance(40)
            ? "[" + random.value().joined() + "]" : random.value().joined()
        }
        try Self.text(of: items, asArray: naming.isArray)
          .write(toFile: path, atomically: false, encoding: .utf8)
        history.append("+\(count)")
      }
      try grow(by: random.generator.within(0...3))
      for page in 0..<random.generator.within(1...7) {
        let limit = random.generator.within(1...4)
        let result = runSlots(
          [
            "--pattern", "k", "--source", "k=\(path)", "--limit", "\(limit)", "--cursor-file",
            cursor,
          ]
            + naming.options + (page == 0 ? [] : ["--after", "@" + cursor]))
        let context = "seed \(seed), round \(round), page \(page), \(naming): \(history)"
        #expect(result.status == 0, "\(context): \(result)")
        served += try Self.rows(result.output)
        history.append("page of \(limit)")
        if random.generator.chance(70) { try grow(by: random.generator.within(1...3)) }
      }
      // Whatever is left, in one last page.
      let last = runSlots(
        ["--pattern", "k", "--source", "k=\(path)", "--cursor-file", cursor] + naming.options
          + ["--after", "@" + cursor])
      #expect(last.status == 0, "seed \(seed), round \(round), \(naming): \(last)")
      served += try Self.rows(last.output)
      let context = "seed \(seed), round \(round), \(naming): \(history)"
      #expect(served.map(\.offset) == Array(items.indices), "\(context)")
      #expect(served.map(\.item) == items, "\(context)")
    }
  }

  /// A JSON source that is not one array, and an empty one, are errors that
  /// say how to read the file as JSON Lines.
  @Test func rejectsAJSONSourceThatIsNotOneArray() throws {
    let fixture = try Fixture()
    let object = try fixture.file("o.json", #"{"a": 1}"# + "\n")
    let empty = try fixture.file("e.json", "")
    #expect(
      runSlots(["--pattern", "k", "--source", "k=\(object)"])
        == RunResult(
          status: 65, output: "",
          errors: "\(object):1: error: a .json source is one JSON array, not an object; for "
            + "JSON Lines, name the file .jsonl or give --format-in jsonl (column 1)\n"))
    #expect(
      runSlots(["--pattern", "k", "--source", "k=\(empty)"])
        == RunResult(
          status: 65, output: "",
          errors: "\(empty):1: error: expected a JSON array, found nothing; a .json source is "
            + "one array ([] for no items)\n"))
    let result = runSlots(["--pattern", "k", "--source", "k=\(object)", "--format-in", "jsonl"])
    #expect(result.status == 0)
    #expect(try Self.rows(result.output).map(\.item) == [#"{"a": 1}"#])
  }

  /// Standard input is JSON Lines unless `--format-in json` says otherwise.
  @Test func readsStandardInputAsJSONLinesUnlessToldOtherwise() throws {
    let input = Array(#"[1, 2]"#.utf8)
    let lines = runSlots(["--pattern", "k", "--source", "k=-"], standardInput: input)
    #expect(try Self.rows(lines.output).map(\.item) == ["[1, 2]"])
    let array = runSlots(
      ["--pattern", "k", "--source", "k=-", "--format-in", "json"], standardInput: input)
    #expect(try Self.rows(array.output).map(\.item) == ["1", "2"])
  }
}
