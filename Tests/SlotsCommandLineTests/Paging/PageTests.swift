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

/// Sources of numbered items for paging tests: a file of JSON Lines for
/// each kind, whose items are their offsets, and a live feed that gets
/// the same items, as the reference.
final class PagedSources {
  let fixture: Fixture
  let layout: SlotLayout<String>
  private(set) var paths: [String: String] = [:]
  private(set) var counts: [String: Int] = [:]
  var reference: SlotFeed<String, Int>
  let cursorPath: String

  init(layout: SlotLayout<String>, counts: [String: Int]) throws {
    fixture = try Fixture()
    self.layout = layout
    reference = SlotFeed(layout: layout)
    cursorPath = fixture.missing("cursor.json")
    for (kind, count) in counts.sorted(by: { $0.key < $1.key }) {
      paths[kind] = try fixture.file("\(kind).jsonl", "")
      self.counts[kind] = 0
      try append(count, to: kind)
    }
  }

  /// Appends `count` items to the file of `kind`, and to the reference.
  func append(_ count: Int, to kind: String) throws {
    let start = counts[kind]!
    let handle = try #require(FileHandle(forWritingAtPath: paths[kind]!))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data((start..<start + count).map { "\($0)\n" }.joined().utf8))
    try handle.close()
    counts[kind] = start + count
    _ = reference.append(contentsOf: start..<start + count, to: kind)
  }

  /// The arguments that give the rules and the sources.
  var arguments: [String] {
    var arguments = layout.options
    for (kind, path) in paths.sorted(by: { $0.key < $1.key }) {
      arguments += ["--source", "\(kind)=\(path)"]
    }
    return arguments
  }

  /// Serves the next page through the tool, after the cursor of the page
  /// before, and returns what the tool wrote.
  func servePage(limit: Int?, first: Bool) -> RunResult {
    runSlots(
      arguments + (limit.map { ["--limit", "\($0)"] } ?? []) + ["--cursor-file", cursorPath]
        + (first ? [] : ["--after", "@" + cursorPath]))
  }

  /// Settles the next page of the reference and returns its rows as the
  /// tool writes them.
  func settleReferencePage(limit: Int?) -> String {
    let settled = reference.settledCount
    let end = min(settled + (limit ?? reference.count), reference.count)
    var rows = ""
    for row in settled..<end {
      let offset = reference.sourcePosition(at: row)!.offset
      rows +=
        #"{"index":\#(row),"kind":"\#(reference.kind(at: row))","offset":\#(offset),"item":\#(offset)}"#
      rows += "\n"
    }
    reference.settle(through: end - 1)
    return rows
  }
}

@Suite struct PageTests {
  /// The kit's generator of rules, over four kinds, with small sources: each
  /// page is a run of the tool.
  static let rules = RandomRules(
    patternKinds: ["a", "b", "c"], otherKinds: ["d"], unknownKind: "z", largestSource: 9,
    longestList: 7)

  /// Random rules, and item counts for some of the kinds.
  static func randomConfiguration(
    using generator: inout SeededRandom
  ) -> (SlotLayout<String>, [String: Int]) {
    (SlotLayout(rules.rules(using: &generator)), rules.counts(using: &generator))
  }

  /// Pages served through the tool, each after the cursor of the page
  /// before, with items appended to the files between pages, are the rows
  /// of one `SlotFeed` settled page by page that gets the same items.
  @Test func pagesAreOneLiveFeedSettledPageByPage() throws {
    var generator = SeededRandom(seed: 12)
    for round in 0..<120 {
      let (layout, counts) = Self.randomConfiguration(using: &generator)
      let sources = try PagedSources(layout: layout, counts: counts)
      var served = ""
      var expected = ""
      var arrivals: [String] = []
      for page in 0..<generator.within(1...8) {
        let limit = generator.within(0...6)
        let result = sources.servePage(limit: limit == 6 ? nil : limit, first: page == 0)
        #expect(result.status == 0, "seed 12, round \(round), page \(page): \(result)")
        served += result.output
        expected += sources.settleReferencePage(limit: limit == 6 ? nil : limit)
        for kind in counts.keys.sorted() where generator.chance(50) {
          let count = generator.within(1...4)
          try sources.append(count, to: kind)
          arrivals.append("page \(page): \(count) \(kind)")
        }
      }
      #expect(
        served == expected,
        "seed 12, round \(round): \(layout), counts \(counts), arrivals \(arrivals)")
    }
  }

  /// With sources that do not grow, the pages together are the rows of one
  /// run without cursors, but for fixed positions of kinds that the rules
  /// also lay out, which a live feed leaves out and the tool warns about.
  @Test func pagesOfSourcesThatDoNotGrowAreOneRun() throws {
    var generator = SeededRandom(seed: 13)
    var compared = 0
    for round in 0..<150 {
      let (layout, counts) = Self.randomConfiguration(using: &generator)
      let sources = try PagedSources(layout: layout, counts: counts)
      let whole = runSlots(sources.arguments)
      var served = ""
      var warnings = ""
      for page in 0..<40 {
        let result = sources.servePage(
          limit: generator.within(1...4), first: page == 0)
        served += result.output
        warnings += result.errors
        if result.output.isEmpty { break }
      }
      let unplaced = Composition.unplacedFixedPositions(
        of: KindTable().numberedCopy(layout.byteStrings))
      var pinned = Set(layout.header).union(layout.pattern)
      if let fallback = layout.fallback { pinned.insert(fallback) }
      let leavesOut = layout.fixed.contains { $0.key >= 0 && pinned.contains($0.value) }
      #expect(leavesOut == !unplaced.isEmpty)
      #expect(
        warnings.contains("warning: with cursors, kind") == leavesOut,
        "seed 13, round \(round): \(layout)")
      if !leavesOut {
        compared += 1
        #expect(served == whole.output, "seed 13, round \(round): \(layout), counts \(counts)")
      }
    }
    #expect(compared > 50)
  }

  /// The page after the end of the sources is empty, and keeps the cursor,
  /// so the next run asks again.
  @Test func keepsTheCursorAfterTheEnd() throws {
    let sources = try PagedSources(
      layout: SlotLayout(pattern: ["a", "a", "b"], repeatables: ["a"]), counts: ["a": 3, "b": 1])
    #expect(sources.servePage(limit: 10, first: true).output.split(separator: "\n").count == 4)
    let cursor = try String(contentsOfFile: sources.cursorPath, encoding: .utf8)
    #expect(
      cursor == SavedJSON.cursor(
        #""kinds":["a","b"],"layout":"c84c1a68ef4b66e7","live":["a"],"#
          + #""offsets":[["a",3],["b",1]],"rulePosition":4,"slot":1"#) + "\n")
    #expect(
      sources.servePage(limit: 10, first: false) == RunResult(status: 0, output: "", errors: ""))
    #expect(try String(contentsOfFile: sources.cursorPath, encoding: .utf8) == cursor)
    try sources.append(2, to: "a")
    #expect(
      sources.servePage(limit: 10, first: false).output == """
        {"index":4,"kind":"a","offset":3,"item":3}
        {"index":5,"kind":"a","offset":4,"item":4}

        """)
  }

  /// A page is given as many items of a kind as the header has slots,
  /// when that is more than its rows: with fewer, the header pass would run
  /// out and stop, and a header pass that stops places no fixed item.
  @Test func placesAFixedItemOfAPageShorterThanTheHeader() throws {
    let sources = try PagedSources(
      layout: SlotLayout(pattern: ["a"], header: ["a", "a", "a"], fixed: [0: "y"]),
      counts: ["a": 3, "y": 1])
    #expect(
      sources.servePage(limit: 1, first: true).output == sources.settleReferencePage(limit: 1))
    #expect(sources.settleReferencePage(limit: 0).isEmpty)
    #expect(
      runSlots(sources.arguments + ["--limit", "1", "--cursor-file", sources.cursorPath]).output
        == #"{"index":0,"kind":"y","offset":0,"item":0}"# + "\n")
  }

  /// In every format, a page numbers its rows from the top of the feed.
  @Test func numbersRowsFromTheTopInEveryFormat() throws {
    let sources = try PagedSources(
      layout: SlotLayout(pattern: ["a", "a", "b"], repeatables: ["a"]), counts: ["a": 12, "b": 2])
    _ = sources.servePage(limit: 9, first: true)
    let after = ["--after", "@" + sources.cursorPath, "--limit", "2"]
    #expect(
      runSlots(sources.arguments + after + ["--format", "json"]).output == """
        [
        {"index":9,"kind":"a","offset":7,"item":7},
        {"index":10,"kind":"a","offset":8,"item":8}
        ]

        """)
    #expect(
      runSlots(sources.arguments + after + ["--format", "table"]).output == """
        index  kind  offset  item
        -----  ----  ------  ----
            9  a     7       7
           10  a     8       8

        """)
  }
}

extension KindTable {
  /// A table that numbers the kinds of `layout`, and the layout numbered.
  func numberedCopy(_ layout: SlotLayout<ByteString>) -> SlotLayout<Int> {
    var table = self
    return table.numbered(layout)
  }
}
