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

/// Cursors that no feed wrote: every one the library refuses is a usage
/// error, status 64, with nothing written and the cursor file left as it
/// was; none traps, since these run in the test's own process.
@Suite struct HostileCursorTests {
  /// Rules of every shape a cursor can hold state for: a header, live
  /// repeatables, a default, fixed positions, and placements with groups.
  static let ruleSets: [[String]] = [
    ["--pattern", "post,post,ad", "--repeat", "post"],
    ["--header", "banner", "--pattern", "post,ad", "--default", "post"],
    ["--pattern", "post", "--fixed", "0=banner,4=banner"],
    [
      "--pattern", "post", "--place", "ad:every=3,separation=2", "--group", "ad=g",
      "--place", "banner:every=2,first=0,limit=2",
    ],
  ]

  /// Values at and around every limit: the library's 2⁴⁸, and `Int`'s.
  static let edges: [String] = [
    "0", "1", "2", "5", "281474976710655", "281474976710656", "281474976710657",
    "4611686018427387904", "9223372036854775806", "9223372036854775807", "-1",
    "-9223372036854775808", "99999999999999999999", "1.5", "1e3", "null", "\"3\"",
  ]

  /// A cursor of random fields, most of them at edges.
  static func cursor(using random: inout SeededRandom) -> String {
    func number() -> String {
      random.chance(85) ? String(random.within(0...2)) : random.element(of: edges)
    }
    let kinds = ["post", "ad", "banner", "story"]
    var fields: [String] = []
    if random.chance(98) { fields.append(#""version":\#(random.chance(95) ? "2" : number())"#) }
    if random.chance(98) { fields.append(#""rulePosition":\#(number())"#) }
    if random.chance(98) { fields.append(#""slot":\#(random.chance(80) ? "0" : number())"#) }
    if random.chance(98) {
      let pairs = (0..<random.within(0...3)).map { _ in
        #"["\#(random.element(of: kinds))",\#(number())]"#
      }
      fields.append(#""offsets":[\#(pairs.joined(separator: ","))]"#)
    }
    if random.chance(15) { fields.append(#""ruleRow":\#(number())"#) }
    if random.chance(5) { fields.append(#""header":\#(random.chance(50))"#) }
    if random.chance(10) { fields.append(#""blocked":\#(random.chance(50))"#) }
    if random.chance(10) { fields.append(#""gapClosed":\#(random.chance(50))"#) }
    if random.chance(10) {
      let live = (0..<random.within(0...2)).map { _ in #""\#(random.element(of: kinds))""# }
      fields.append(#""live":[\#(live.joined(separator: ","))]"#)
    }
    if random.chance(20) {
      let entries = (0..<random.within(1...2)).map { _ in
        var entry = [#""kind":"\#(random.element(of: kinds))""#, #""count":\#(number())"#]
        if random.chance(60) { entry.append(#""last":\#(number())"#) }
        if random.chance(40) { entry.append(#""groups":{"g":\#(number())}"#) }
        return "{" + entry.joined(separator: ",") + "}"
      }
      fields.append(#""placements":[\#(entries.joined(separator: ","))]"#)
    }
    random.shuffle(&fields)
    return "{" + fields.joined(separator: ",") + "}"
  }

  @Test func refusesWhatTheLibraryRefusesWithStatus64() throws {
    let fixture = try Fixture()
    let post = try fixture.file("post.jsonl", (0..<8).map { "{\"g\":\"\($0 % 2)\"}\n" }.joined())
    let ad = try fixture.file("ad.jsonl", (0..<4).map { "{\"g\":\"\($0 % 2)\"}\n" }.joined())
    let banner = try fixture.file("banner.jsonl", "1\n2\n3\n")
    let sources = [
      "--source", "post=\(post)", "--source", "ad=\(ad)", "--source", "banner=\(banner)",
    ]
    let cursorPath = fixture.missing("cursor.json")
    var random = SeededRandom(seed: 21)
    var outcomes: [Int32: Int] = [:]
    for round in 0..<250 {
      let rules = random.element(of: Self.ruleSets)
      let cursor = Self.cursor(using: &random)
      try Data("before\n".utf8).write(to: URL(fileURLWithPath: cursorPath))
      let arguments =
        rules + sources + [
          "--limit", String(random.within(0...5)), "--after", cursor, "--cursor-file", cursorPath,
        ]
      let result = runSlots(arguments)
      outcomes[result.status, default: 0] += 1
      let replay = "round \(round) of seed 21: slots \(arguments)\n\(result)"
      #expect(result.status == 0 || result.status == 64, "\(replay)")
      if result.status == 64 {
        #expect(result.output == "", "\(replay)")
        #expect(result.errors.hasPrefix("error: the cursor of '--after' "), "\(replay)")
        #expect(
          try String(contentsOfFile: cursorPath, encoding: .utf8) == "before\n", "\(replay)")
      }
    }
    // Both outcomes occur, or the generator tests nothing.
    #expect(outcomes[0, default: 0] > 20 && outcomes[64, default: 0] > 20, "\(outcomes)")
  }

  /// The issue's cursor, whose rows would pass `Int.max`, and cursors at
  /// the library's limit that it takes: the page after them is laid out,
  /// and the cursor after that is refused in turn.
  @Test(arguments: [
    (
      SavedJSON.cursor(#""offsets":[["post",2]],"rulePosition":9223372036854775806,"slot":0"#),
      "is malformed: rule position 9223372036854775806 is too large, at \"rulePosition\""
    ),
    (
      SavedJSON.cursor(#""offsets":[["post",9223372036854775807]],"rulePosition":0,"slot":0"#),
      "is malformed: offset for post 9223372036854775807 is too large, at \"offsets\""
    ),
    (
      SavedJSON.cursor(
        #""offsets":[["post",2]],"rulePosition":1,"ruleRow":9223372036854775807,"slot":0"#),
      "is malformed: rule row 9223372036854775807 is too large, at \"ruleRow\""
    ),
  ])
  func refusesTheIssuesCursors(_ cursor: String, problem: String) throws {
    let fixture = try Fixture()
    let post = try fixture.file("post.jsonl", "1\n2\n3\n")
    #expect(
      runSlots(["--pattern", "post", "--source", "post=\(post)", "--after", cursor])
        == RunResult(
          status: 64, output: "",
          errors: "error: the cursor of '--after' \(problem)\nRun 'slots --help' for usage.\n"))
  }

  @Test func goesOnFromACursorAtTheLimit() throws {
    let fixture = try Fixture()
    let post = try fixture.file("post.jsonl", "1\n2\n3\n")
    let cursorPath = fixture.missing("cursor.json")
    let limit = "281474976710656"
    let cursor = SavedJSON.cursor(#""offsets":[["post",1]],"rulePosition":\#(limit),"slot":0"#)
    let page = ["--pattern", "post", "--source", "post=\(post)", "--cursor-file", cursorPath]
    #expect(
      runSlots(page + ["--limit", "1", "--after", cursor])
        == RunResult(
          status: 0, output: #"{"index":\#(limit),"kind":"post","offset":1,"item":2}"# + "\n",
          errors: ""))
    let next = try String(contentsOfFile: cursorPath, encoding: .utf8)
    #expect(next.contains(#""rulePosition":281474976710657"#))
    let refused = runSlots(page + ["--after", "@" + cursorPath])
    #expect(refused.status == 64)
    #expect(refused.output == "")
    #expect(try String(contentsOfFile: cursorPath, encoding: .utf8) == next)
  }
}
