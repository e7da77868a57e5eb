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

@Suite struct SlotsCommandTests {
  @Test func showsTheDemoWithoutArguments() {
    #expect(runSlots([]) == RunResult(status: 0, output: Demo.render(), errors: ""))
  }

  @Test func showsHelpAndVersion() {
    let help = runSlots(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("OVERVIEW: "))
    #expect(help.output.contains("slots --pattern style,style,style,ad --repeat style"))
    #expect(runSlots(["--version"]) == RunResult(status: 0, output: "slots 0.1.0\n", errors: ""))
  }

  @Test func composesFiles() throws {
    let sources = try ExampleSources()
    #expect(
      runSlots(sources.arguments) == RunResult(status: 0, output: ExampleSources.output, errors: "")
    )
  }

  @Test func writesAWindow() throws {
    let sources = try ExampleSources()
    let result = runSlots(
      sources.arguments + ["--offset", "2", "--limit", "2", "--format", "json"])
    #expect(
      result.output == """
        [
        {"index":2,"kind":"ad","offset":0,"item":{"ad":"coffee"}},
        {"index":3,"kind":"style","offset":2,"item":{"name": "tweed"}}
        ]

        """)
    #expect(runSlots(sources.arguments + ["--offset", "6"]).output == "")
  }

  @Test func readsStandardInput() {
    let result = runSlots(
      ["--pattern", "n", "--source", "n=-", "--format", "table"],
      standardInput: Array("1\n22\n".utf8))
    #expect(
      result
        == RunResult(
          status: 0,
          output:
            "index  kind  offset  item\n-----  ----  ------  ----\n    0  n     0       1\n    1  n     1       22\n",
          errors: ""))
  }

  @Test func letsOptionsOverrideTheRules() throws {
    let fixture = try Fixture()
    let rules = try fixture.file(
      "rules.json", #"{"pattern": ["a", "b"], "fixed": {"0": "p"}, "extra": 1}"#)
    let a = try fixture.file("a.jsonl", "1\n2\n3")
    let p = try fixture.file("p.jsonl", "\"P\"")
    let arguments = ["--rules", rules, "--source", "a=\(a)", "--source", "p=\(p)"]
    // "b" has no source, so the first pass stops there: a#0, then p at 0.
    #expect(
      runSlots(arguments + ["--format", "json"])
        == RunResult(
          status: 0,
          output: """
            [
            {"index":0,"kind":"p","offset":0,"item":"P"},
            {"index":1,"kind":"a","offset":0,"item":1}
            ]

            """,
          errors: "warning: \(rules):1: unknown key \"extra\" ignored\n"))
    let result = runSlots(arguments + ["--pattern", "a", "--fixed", "1=p"])
    #expect(result.status == 0)
    #expect(
      result.output.split(separator: "\n").map { $0.split(separator: ",")[1] } == [
        "\"kind\":\"a\"", "\"kind\":\"p\"", "\"kind\":\"a\"", "\"kind\":\"a\"",
      ])
  }

  @Test func readsRulesFromStandardInput() throws {
    let fixture = try Fixture()
    let a = try fixture.file("a.jsonl", "1\n2")
    let result = runSlots(
      ["--rules", "-", "--source", "a=\(a)"], standardInput: Array(#"{"pattern": ["a"]}"#.utf8))
    #expect(
      result
        == RunResult(
          status: 0,
          output: """
            {"index":0,"kind":"a","offset":0,"item":1}
            {"index":1,"kind":"a","offset":1,"item":2}

            """, errors: ""))
  }

  @Test func warnsAboutSourcesThatAreNeverPlaced() throws {
    let fixture = try Fixture()
    let result = runSlots([
      "--pattern", "a", "--source", "a=\(try fixture.file("a.jsonl", "1"))", "--source",
      "promo=\(try fixture.file("p.jsonl", "2"))",
    ])
    #expect(result.status == 0)
    #expect(
      result.errors == "warning: the rules never place kind 'promo', so its source is not used\n")
  }

  @Test func acceptsEmptySources() throws {
    let fixture = try Fixture()
    let empty = try fixture.file("empty.jsonl", "")
    let blank = try fixture.file("blank.jsonl", "\n\n  \n")
    let result = runSlots(["--pattern", "a,b", "--source", "a=\(empty)", "--source", "b=\(blank)"])
    #expect(result == RunResult(status: 0, output: "", errors: ""))
  }

  // MARK: Errors: nothing on standard output, a message and a status.

  static let usageMistakes: [([String], String)] = [
    (["--bogus"], "unknown option '--bogus'"),
    (["--pattern", "a"], "no sources; give each kind's items with --source <kind>=<file>"),
    (["--pattern", "a", "--source", "a"], "'--source' takes <kind>=<file>, not 'a'"),
    (
      ["--pattern", "a", "--fixed", "0:promo", "--source", "a=x"],
      "'--fixed' takes <position>=<kind>, not '0:promo'"
    ),
    (
      ["--pattern", "a,b", "--source", "a=-", "--source", "b=-"],
      "standard input ('-') can be read only once"
    ),
    (
      ["--pattern", "a", "--source", "a=x", "--limit", "-5"],
      "'--limit' takes a non-negative integer, not '-5'"
    ),
    (["--pattern", "a", "--source", "a=x", "--limit"], "missing value for '--limit <n>'"),
  ]

  @Test(arguments: usageMistakes)
  func reportsBadUsage(_ arguments: [String], problem: String) {
    #expect(
      runSlots(arguments)
        == RunResult(
          status: 64, output: "", errors: "error: \(problem)\nRun 'slots --help' for usage.\n"))
  }

  @Test func reportsFilesThatCannotBeRead() throws {
    let fixture = try Fixture()
    let missing = fixture.missing("nope.jsonl")
    #expect(
      runSlots(["--pattern", "a", "--source", "a=\(missing)"])
        == RunResult(
          status: 66, output: "",
          errors: "error: cannot open '\(missing)': No such file or directory\n"))
    let directory = fixture.directory.path
    #expect(
      runSlots(["--pattern", "a", "--source", "a=\(directory)"])
        == RunResult(
          status: 66, output: "", errors: "error: cannot read '\(directory)': Is a directory\n"))
    #expect(
      runSlots(["--rules", missing, "--source", "a=\(missing)"])
        == RunResult(
          status: 66, output: "",
          errors: "error: cannot open '\(missing)': No such file or directory\n"))
  }

  static let malformedSources: [([UInt8], String)] = [
    (
      Array("{\"a\": 1}\n{\"a\": 2,}\n".utf8),
      "2: error: expected a string key, found '}' (column 9)"
    ),
    (
      Array("[1, 2".utf8),
      "1: error: unexpected end of file; the array that starts on line 1 is not closed (column 6)"
    ),
    (
      [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00],
      "1: error: expected a value, found byte 0x7F (column 1)"
    ),
    (
      [0x22, 0x61, 0xFF, 0x22],
      "1: error: invalid UTF-8 in a string: unexpected byte 0xFF (column 3)"
    ),
    (Array("[1,2]]\n".utf8), "1: error: unexpected ']' after the end of the value (column 6)"),
    (Array("{\"a\":1}}\n".utf8), "1: error: unexpected '}' after the end of the value (column 8)"),
    (Array("0x10\n".utf8), "1: error: unexpected 'x' in a number (column 2)"),
    (Array("1\n1.5.2\n".utf8), "2: error: unexpected '.' in a number (column 4)"),
    (Array("nulls\n".utf8), "1: error: unexpected 's' after 'null' (column 5)"),
    ([0x31, 0x00, 0x0A], "1: error: unexpected byte 0x00 after the end of the value (column 2)"),
    (
      Array("{\"a\":1} x\n".utf8),
      "1: error: unexpected 'x' after the end of the value (column 9)"
    ),
    (
      [0xEF, 0xBB, 0xBF] + Array("1\n".utf8),
      "1: error: expected a value, found a UTF-8 byte order mark (bytes 0xEF 0xBB 0xBF), which JSON does not allow; save the file without it (column 1)"
    ),
    (
      Array((String(repeating: "[", count: 513) + String(repeating: "]", count: 513)).utf8),
      "1: error: arrays and objects nest more than 512 deep (column 513)"
    ),
    (
      Array("1\n2 3\n".utf8),
      "2: error: a second value on the same line; JSON Lines has one value a line (column 3)"
    ),
  ]

  /// A malformed source after a good one: nothing is written.
  @Test(arguments: malformedSources)
  func reportsMalformedSources(_ bytes: [UInt8], problem: String) throws {
    let fixture = try Fixture()
    let good = try fixture.file("good.jsonl", "1\n2\n")
    let bad = try fixture.file("bad.jsonl", bytes)
    #expect(
      runSlots(["--pattern", "a,b", "--source", "a=\(good)", "--source", "b=\(bad)"])
        == RunResult(status: 65, output: "", errors: "\(bad):\(problem)\n"))
  }

  @Test func namesStandardInputInMessages() {
    #expect(
      runSlots(["--pattern", "a", "--source", "a=-"], standardInput: Array("\n\n{".utf8))
        == RunResult(
          status: 65, output: "",
          errors:
            "<stdin>:3: error: unexpected end of file; the object that starts on line 3 is not closed (column 2)\n"
        ))
  }

  @Test func reportsMalformedRules() throws {
    let fixture = try Fixture()
    let rules = try fixture.file("rules.json", "{\n  \"pattern\": \"a\"\n}\n")
    let a = try fixture.file("a.jsonl", "1")
    #expect(
      runSlots(["--rules", rules, "--source", "a=\(a)"])
        == RunResult(
          status: 65, output: "",
          errors:
            "\(rules):2: error: \"pattern\" must be an array of strings, not a string (column 14)\n"
        ))
  }

  /// Sources made of random values are written as valid JSON, one object
  /// a value; with a byte changed, they are either rejected with status 65
  /// and nothing written, or still written as valid JSON.
  @Test func writesValidJSONOrNothing() throws {
    var random = RandomJSON(generator: SeededRandom(seed: 31))
    for round in 0..<300 {
      let asArray = random.generator.chance(50)
      let values = (0..<random.generator.within(0..<6)).map { _ in
        random.spaced(random.value(), allowsLineBreaks: asArray)
      }
      let text =
        asArray ? "[" + values.joined(separator: ",\n") + "]" : values.joined(separator: "\n")
      var bytes = Array(text.utf8)
      let changed = !bytes.isEmpty && random.generator.chance(50)
      if changed {
        let position = random.generator.within(0..<bytes.count)
        bytes[position] = random.generator.element(
          of: Array("{}[],:\" \n0a\\".utf8) + [0x01, 0xFF])
      }
      let result = runSlots(
        ["--pattern", "k", "--source", "k=-", "--format", "json"]
          + (asArray ? ["--format-in", "json"] : []),
        standardInput: bytes)
      let context =
        "seed 31, round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)"
      if result.status == 0 {
        let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [Any]
        #expect(parsed != nil, "\(context)")
        if !changed { #expect(parsed?.count == values.count, "\(context)") }
      } else {
        #expect(changed, "\(context)")
        #expect(result.status == 65, "\(context)")
        #expect(result.output == "", "\(context)")
        #expect(result.errors.hasPrefix("<stdin>:"), "\(context)")
      }
    }
  }

  @Test func copiesALongLine() throws {
    let fixture = try Fixture()
    let long = "\"" + String(repeating: "0123456789", count: 300_000) + "\""
    let path = try fixture.file("long.jsonl", long + "\n")
    let result = runSlots(["--pattern", "a", "--source", "a=\(path)"])
    #expect(result.status == 0)
    #expect(result.output == "{\"index\":0,\"kind\":\"a\",\"offset\":0,\"item\":\(long)}\n")
  }

  /// File names are bytes: one that is not UTF-8 opens, and messages show
  /// its bytes readably.
  @Test func opensFileNamesThatAreNotUTF8() throws {
    let fixture = try Fixture()
    let name = Array("lat".utf8) + [0xE9] + Array(".jsonl".utf8)
    let path = try fixture.file(bytes: name, Array("1\n".utf8))
    func run(_ arguments: [[UInt8]]) -> RunResult {
      var output = OutputBuffer.inMemory()
      var errors = OutputBuffer.inMemory()
      let status = SlotsCommand.run(
        arguments: arguments, standardInput: .bytes([]), output: &output, errorOutput: &errors)
      return RunResult(status: status, output: output.text, errors: errors.text)
    }
    #expect(
      run([
        Array("--pattern".utf8), Array("a".utf8), Array("--source".utf8),
        Array("a=".utf8) + path.bytes,
      ])
        == RunResult(
          status: 0, output: "{\"index\":0,\"kind\":\"a\",\"offset\":0,\"item\":1}\n", errors: ""))
    let missing = fixture.missing("nope") + "\\xE9"
    #expect(
      run([
        Array("--pattern".utf8), Array("a".utf8), Array("--source".utf8),
        Array("a=\(fixture.missing("nope"))".utf8) + [0xE9],
      ])
        == RunResult(
          status: 66, output: "",
          errors: "error: cannot open '\(missing)': No such file or directory\n"))
  }

  /// A carriage return between the tokens of a JSON Lines item would end
  /// the output's line for readers that split lines at it.
  @Test func leavesCarriageReturnsOutOfItems() {
    let result = runSlots(
      ["--pattern", "a", "--source", "a=-"],
      standardInput: Array("{\"a\":\r1,\r\"b\":[2\r]}\r\n".utf8))
    #expect(
      result
        == RunResult(
          status: 0,
          output: "{\"index\":0,\"kind\":\"a\",\"offset\":0,\"item\":{\"a\":1,\"b\":[2]}}\n",
          errors: ""))
  }

  /// The help states every limit, cost and exit status.
  @Test(arguments: [
    "512", "16 MiB", "open file", "TMPDIR", "never ends", "byte order mark", "bytes, from 1",
    "141", "SIGPIPE", "swift build -c release", ".build/release/slots", "64", "65", "66", "74",
    "whole rows",
  ])
  func statesItsLimitsInTheHelp(_ phrase: String) {
    #expect(SlotsCommand.help.contains(phrase))
  }
}
