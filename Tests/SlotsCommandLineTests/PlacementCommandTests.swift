//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing

@testable import SlotsCommandLine

/// Sources of items named by their kind's letter and their offset, as the
/// worked examples of placements name them: posts `{"id":"p0"}`, …, ads
/// `{"id":"a0","advertiser":"N"}` when they have a group.
final class NamedItems {
  let fixture: Fixture
  private(set) var paths: [String: String] = [:]
  private var counts: [String: Int] = [:]
  let cursorPath: String

  init(_ counts: [String: Int], advertisers: [String?] = []) throws {
    fixture = try Fixture()
    cursorPath = fixture.missing("cursor.json")
    for (kind, count) in counts.sorted(by: { $0.key < $1.key }) {
      paths[kind] = try fixture.file("\(kind).jsonl", "")
      self.counts[kind] = 0
      try append(count, to: kind, advertisers: kind == "ad" ? advertisers : [])
    }
  }

  /// Appends `count` items to the source of `kind`; the first ones have
  /// the given advertisers.
  func append(_ count: Int, to kind: String, advertisers: [String?] = []) throws {
    let start = counts[kind]!
    var lines = ""
    for offset in start..<start + count {
      let index = offset - start
      let group = index < advertisers.count ? advertisers[index] : nil
      lines += #"{"id":"\#(kind.prefix(1))\#(offset)""#
      lines += group.map { #","advertiser":"\#($0)""# } ?? ""
      lines += "}\n"
    }
    let handle = try #require(FileHandle(forWritingAtPath: paths[kind]!))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(lines.utf8))
    try handle.close()
    counts[kind] = start + count
  }

  /// `--source` for each kind.
  var sources: [String] {
    paths.sorted { $0.key < $1.key }.flatMap { ["--source", "\($0.key)=\($0.value)"] }
  }

  /// Serves a page through the tool, after the cursor of the page before
  /// unless it is the first.
  func page(_ arguments: [String], limit: Int?, first: Bool) -> RunResult {
    runSlots(
      arguments + sources + (limit.map { ["--limit", "\($0)"] } ?? [])
        + ["--cursor-file", cursorPath] + (first ? [] : ["--after", "@" + cursorPath]))
  }
}

/// The items' names in the rows a run wrote, after checking that each row
/// has the index, kind and offset its item's name says.
func itemNames(_ output: String, from start: Int = 0) -> String {
  var names: [String] = []
  for (row, line) in output.split(separator: "\n").enumerated() {
    guard let idStart = line.range(of: #""item":{"id":""#)?.upperBound,
      let idEnd = line[idStart...].firstIndex(of: "\"")
    else {
      Issue.record("a row without an item: \(line)")
      continue
    }
    let name = String(line[idStart..<idEnd])
    let kind = ["p": "post", "a": "ad", "u": "user"][String(name.prefix(1))] ?? "?"
    #expect(
      line.hasPrefix(
        #"{"index":\#(start + row),"kind":"\#(kind)","offset":\#(name.dropFirst()),"item":"#),
      "\(line)")
    names.append(name)
  }
  return names.joined(separator: " ")
}

@Suite struct PlacementCommandTests {
  static let feed = ["--pattern", "post", "--repeat", "post"]
  static let adThenUser = feed + ["--place", "ad:every=3", "--place", "user:every=6,first=5"]
  static let userThenAd = feed + ["--place", "user:every=6,first=5", "--place", "ad:every=3"]

  static func tenOfEach() throws -> NamedItems {
    try NamedItems(["post": 10, "ad": 10, "user": 10])
  }

  /// The first worked example: an ad every 3 rows and a card every 6 from
  /// row 5; where both are due, the ad comes first and the card takes the
  /// next gap.
  @Test func laysOutTwoCadences() throws {
    let items = try Self.tenOfEach()
    let result = runSlots(Self.adThenUser + items.sources)
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(
      itemNames(result.output) == "p0 p1 a0 p2 p3 a1 p4 u0 p5 a2 p6 p7 a3 p8 u1 p9 a4")
  }

  /// The same placements with the card first in the order.
  @Test func triesPlacementsInTheirOrder() throws {
    let items = try Self.tenOfEach()
    let result = runSlots(Self.userThenAd + items.sources)
    #expect(result.status == 0)
    #expect(itemNames(result.output) == "p0 p1 a0 p2 p3 u0 p4 a1 p5 p6 a2 p7 u1 p8 a3 p9")
  }

  /// Without main rows there are no rows at all: placed rows never stand
  /// alone.
  @Test func placesNothingWithoutMainRows() throws {
    let items = try NamedItems(["post": 0, "ad": 10, "user": 10])
    #expect(
      runSlots(Self.adThenUser + items.sources) == RunResult(status: 0, output: "", errors: ""))
  }

  @Test func readsPlacementsFromTheRulesFile() throws {
    let items = try Self.tenOfEach()
    let rules = try items.fixture.file(
      "rules.json",
      """
      {"pattern": ["post"], "repeatables": ["post"],
       "placements": [{"kind": "ad", "every": 3}, {"kind": "user", "every": 6, "first": 5}]}
      """)
    let fromFile = runSlots(["--rules", rules] + items.sources)
    #expect(fromFile == runSlots(Self.adThenUser + items.sources))
    // --place replaces the file's placements, all of them.
    let replaced = runSlots(
      ["--rules", rules, "--place", "user:every=6,first=5", "--place", "ad:every=3"]
        + items.sources)
    #expect(replaced == runSlots(Self.userThenAd + items.sources))
    #expect(
      itemNames(runSlots(["--rules", rules, "--place", "ad:every=3"] + items.sources).output)
        == "p0 p1 a0 p2 p3 a1 p4 p5 a2 p6 p7 a3 p8 p9 a4")
  }

  /// Listed rows, as an ad placer's fixed positions: rows 1 and 3, then
  /// every 3 rows; from options and from a rules file alike, and in pages
  /// that cut between two listed rows.
  @Test func placesListedRowsThenTheCadence() throws {
    let items = try NamedItems(["post": 10, "ad": 10])
    let arguments = Self.feed + ["--place", "ad:rows=1+3,every=3"]
    let result = runSlots(arguments + items.sources)
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(itemNames(result.output) == "p0 a0 p1 a1 p2 p3 a2 p4 p5 a3 p6 p7 a4 p8 p9 a5")
    let rules = try items.fixture.file(
      "rules.json",
      """
      {"pattern": ["post"], "repeatables": ["post"],
       "placements": [{"kind": "ad", "rows": [1, 3], "every": 3}]}
      """)
    #expect(runSlots(["--rules", rules] + items.sources) == result)
    var pages: [String] = []
    for page in 0..<8 {
      let served = items.page(arguments, limit: 2, first: page == 0)
      #expect(served.status == 0)
      pages.append(itemNames(served.output, from: 2 * page))
    }
    #expect(pages.joined(separator: " ") == itemNames(result.output))
  }

  /// The separation example: two ads of one advertiser at least 4 rows
  /// apart; the second N ad waits, and the A ad waits behind it.
  @Test func keepsAnAdvertisersAdsApart() throws {
    let items = try NamedItems(["post": 6, "ad": 3], advertisers: ["N", "N", "A"])
    let arguments =
      Self.feed + ["--place", "ad:every=2,first=1,separation=4", "--group", "ad=advertiser"]
    let result = runSlots(arguments + items.sources)
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(itemNames(result.output) == "p0 a0 p1 p2 p3 a1 p4 a2 p5")
  }

  /// Without `--group` the items have no group, so the separation holds
  /// none back, and the tool says so.
  @Test func warnsOfASeparationWithoutGroups() throws {
    let items = try NamedItems(["post": 6, "ad": 3], advertisers: ["N", "N", "A"])
    let result = runSlots(
      Self.feed + ["--place", "ad:every=2,first=1,separation=4"] + items.sources)
    #expect(result.status == 0)
    #expect(
      result.errors
        == "warning: kind 'ad' is placed with separation 4, but its items have no group; give "
        + "one with --group ad=<field>\n")
    #expect(
      result.output
        == runSlots(Self.feed + ["--place", "ad:every=2,first=1"] + items.sources).output)
    #expect(itemNames(result.output) == "p0 a0 p1 a1 p2 a2 p3 p4 p5")
  }

  @Test func warnsOfAGroupThatChangesNothing() throws {
    let items = try NamedItems(["post": 6, "ad": 3], advertisers: ["N", "N", "A"])
    let result = runSlots(
      Self.feed + ["--place", "ad:every=2,first=1", "--group", "ad=advertiser"] + items.sources)
    #expect(result.status == 0)
    #expect(
      result.errors
        == "warning: '--group ad=advertiser' changes nothing: no placement of kind 'ad' has a "
        + "separation, so its items' groups are not read\n")
    #expect(itemNames(result.output) == "p0 a0 p1 a1 p2 a2 p3 p4 p5")
  }

  /// Pages served one after another, each after the cursor of the one
  /// before, are the rows of one run: the placements keep their cadence,
  /// limit and spacing across pages.
  @Test(arguments: [1, 2, 3, 4, 5, 7, 16, 17])
  func pagesAsOneRun(limit: Int) throws {
    let cases: [([String], NamedItems)] = [
      (Self.adThenUser, try Self.tenOfEach()),
      (Self.userThenAd, try Self.tenOfEach()),
      (
        Self.feed + ["--place", "ad:every=2,first=1,separation=4", "--group", "ad=advertiser"],
        try NamedItems(["post": 6, "ad": 3], advertisers: ["N", "N", "A"])
      ),
      (
        Self.feed + ["--place", "ad:every=2,limit=3", "--place", "user:every=4,first=0"],
        try Self.tenOfEach()
      ),
    ]
    for (arguments, items) in cases {
      let whole = runSlots(arguments + items.sources)
      var served = ""
      for page in 0..<40 {
        let result = items.page(arguments, limit: limit, first: page == 0)
        #expect(result.status == 0, "\(result)")
        if result.output.isEmpty { break }
        #expect(result.output.split(separator: "\n").count <= limit)
        served += result.output
      }
      #expect(served == whole.output, "\(arguments), pages of \(limit)")
    }
  }

  /// The live example: a late ad lands at the frontier, below the rows
  /// served, and the next one keeps the cadence from there.
  @Test func placesALateAdBelowTheRowsServed() throws {
    let items = try NamedItems(["post": 8, "ad": 0])
    let arguments = Self.feed + ["--place", "ad:every=4"]
    let first = items.page(arguments, limit: 6, first: true)
    #expect(first.status == 0)
    #expect(itemNames(first.output) == "p0 p1 p2 p3 p4 p5")
    try items.append(2, to: "ad")
    try items.append(2, to: "post")
    let second = items.page(arguments, limit: nil, first: false)
    #expect(second.status == 0)
    #expect(itemNames(second.output, from: 6) == "a0 p6 p7 p8 a1 p9")
  }

  static let conflicts: [([String], String)] = [
    (
      ["--pattern", "post,ad", "--place", "ad:every=3"],
      "'--place' of kind 'ad': the pattern names it too"
    ),
    (
      ["--pattern", "post", "--header", "user", "--place", "user:every=3"],
      "'--place' of kind 'user': the header names it too"
    ),
    (
      ["--pattern", "post", "--repeat", "post,ad", "--place", "ad:every=3"],
      "'--place' of kind 'ad': repeatables names it too"
    ),
    (
      ["--pattern", "post", "--fixed", "4=ad", "--place", "ad:every=3"],
      "'--place' of kind 'ad': fixed names it too"
    ),
    (
      ["--pattern", "post", "--default", "ad", "--place", "ad:every=3"],
      "'--place' of kind 'ad': the default names it too"
    ),
  ]

  @Test(arguments: conflicts)
  func rejectsAKindPlacedAndLaidOut(_ arguments: [String], problem: String) throws {
    let items = try Self.tenOfEach()
    #expect(
      runSlots(arguments + items.sources)
        == RunResult(
          status: 64, output: "",
          errors: "error: \(problem); a kind is laid out by the main rules or by one placement, "
            + "not both\nRun 'slots --help' for usage.\n"))
  }

  @Test func namesTheRulesFilesPlacementInAConflict() throws {
    let items = try Self.tenOfEach()
    let rules = try items.fixture.file(
      "rules.json",
      #"{"pattern": ["post"], "placements": [{"kind": "user", "every": 9}, {"kind": "ad", "every": 3}]}"#
    )
    let problem =
      "the rules' \"placements\"[1], of kind 'ad': the pattern names it too; a kind is laid out "
      + "by the main rules or by one placement, not both"
    #expect(
      runSlots(["--rules", rules, "--pattern", "post,ad"] + items.sources)
        == RunResult(
          status: 64, output: "", errors: "error: \(problem)\nRun 'slots --help' for usage.\n"))
    let twice = try items.fixture.file(
      "twice.json",
      #"{"pattern": ["post"], "placements": [{"kind": "ad", "every": 4}, {"kind": "ad", "every": 3}]}"#
    )
    #expect(
      runSlots(["--rules", twice] + items.sources).errors
        == "error: the rules' \"placements\"[1], of kind 'ad': placement 0 places it too; a kind "
        + "is laid out by the main rules or by one placement, not both\n"
        + "Run 'slots --help' for usage.\n")
  }

  @Test func rejectsBadPlacementsBeforeAnyRow() throws {
    let items = try Self.tenOfEach()
    #expect(
      runSlots(Self.feed + ["--place", "ad:every=0"] + items.sources)
        == RunResult(
          status: 64, output: "",
          errors:
            "error: '--place' of kind 'ad': every must be at least 1, not 0\n"
            + "Run 'slots --help' for usage.\n"))
    let rules = try items.fixture.file(
      "rules.json",
      #"{"pattern": ["post"], "placements": [{"kind": "ad", "every": 3, "limit": -1}]}"#)
    let result = runSlots(["--rules", rules] + items.sources)
    #expect(result.status == 65)
    #expect(result.output == "")
    #expect(
      result.errors
        == "\(rules):1: error: \"placements\"[0].limit must be at least 0, not -1 (column 65)\n")
  }

  @Test func refusesAGroupTooLong() throws {
    let items = try NamedItems(
      ["post": 6, "ad": 2],
      advertisers: ["N", String(repeating: "x", count: GroupFieldSink.longestGroup + 1)])
    let result = runSlots(
      Self.feed + ["--place", "ad:every=2,separation=4", "--group", "ad=advertiser"]
        + items.sources)
    #expect(result.status == 65)
    #expect(result.output == "")
    #expect(
      result.errors
        == "\(items.paths["ad"]!): error: item 1 has a \"advertiser\" longer than 4096 bytes; "
        + "a group is a short name, such as an advertiser's\n")
  }

  @Test(arguments: [
    "PLACEMENTS:", "--place <kind>:every=<n>[,...]", "--group <kind>=<field>", "\"placements\"",
    "rows=1+3,every=3 takes rows 1, 3, 6,", "\"rows\": [1, 3]",
    "8 bytes", "4096 bytes",
  ])
  func explainsPlacementsInTheHelp(_ phrase: String) {
    #expect(SlotsCommand.help.contains(phrase))
  }

  /// A placed kind is used: its source gets no warning.
  @Test func countsPlacedKindsAsUsed() throws {
    let layout = SlotLayout<ByteString>(
      pattern: ["post"], placements: [SlotPlacement(kind: "ad", every: 3)])
    let sources = try ["post", "ad", "x"].map {
      (kind: ByteString($0), reader: try numbersSource(2))
    }
    #expect(Composition(layout: layout, sources: sources).unusedKinds == ["x"])
  }

  /// Only kinds that a placement separates have their groups read.
  @Test func readsTheGroupsOfSeparatedKindsOnly() throws {
    let layout = SlotLayout<ByteString>(
      pattern: ["post"],
      placements: [
        SlotPlacement(kind: "ad", every: 3, separation: 2), SlotPlacement(kind: "user", every: 5),
      ])
    let sources = try ["post", "ad", "user"].map {
      (kind: ByteString($0), reader: try numbersSource(2))
    }
    let composition = Composition(
      layout: layout, sources: sources,
      groupFields: ["ad": "advertiser", "user": "name", "post": "author"])
    #expect(composition.groupFields == [composition.kinds.number(of: "ad")!: "advertiser"])
  }
}
