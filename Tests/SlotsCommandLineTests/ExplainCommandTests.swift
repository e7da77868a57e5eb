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

/// `--explain` and `--why`: the reasons the library gives, with the kinds
/// named, in every output format, and their usage errors.
@Suite struct ExplainCommandTests {
  /// The Placements article's first example, as the tool runs it.
  static func placed(_ items: NamedItems, _ extra: [String]) -> RunResult {
    runSlots(
      [
        "--pattern", "post", "--repeat", "post", "--place", "ad:every=3", "--place",
        "user:every=6,first=5",
      ] + items.sources + extra)
  }

  @Test("--explain adds a why field to JSON Lines and JSON")
  func explainJSON() throws {
    let items = try NamedItems(["post": 10, "ad": 10, "user": 10])
    let lines = Self.placed(items, ["--explain", "--limit", "8"])
    #expect(lines.status == 0)
    let rows = lines.output.split(separator: "\n").map(String.init)
    #expect(rows.count == 8)
    #expect(
      rows[0]
        == #"{"index":0,"kind":"post","offset":0,"item":{"id":"p0"},"why":"pattern slot 0 of pass 0"}"#
    )
    #expect(
      rows[7]
        == #"{"index":7,"kind":"user","offset":0,"item":{"id":"u0"},"why":"placement 1's row 0: due since row 5 (by first); its gap taken first by ad"}"#
    )
    let json = Self.placed(items, ["--explain", "--limit", "3", "--format", "json"])
    let array = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
    #expect(array?[2]["why"] as? String == "placement 0's row 0: due since row 2 (by first)")
    // Without --explain, no field.
    #expect(!Self.placed(items, ["--limit", "3"]).output.contains("why"))
  }

  @Test("--explain adds a why column to a table")
  func explainTable() throws {
    let items = try NamedItems(["post": 10, "ad": 10, "user": 10])
    let table = Self.placed(items, ["--explain", "--limit", "3", "--format", "table"])
    #expect(
      table.output == """
        index  kind  offset  item         why
        -----  ----  ------  -----------  ---
            0  post  0       {"id":"p0"}  pattern slot 0 of pass 0
            1  post  1       {"id":"p1"}  pattern slot 0 of pass 1
            2  ad    0       {"id":"a0"}  placement 0's row 0: due since row 2 (by first)

        """)
  }

  @Test("--explain on pages speaks of each page's tail")
  func explainPages() throws {
    let items = try NamedItems(["post": 10, "ad": 10, "user": 10])
    let first = items.page(Self.placedRules + ["--explain"], limit: 3, first: true)
    #expect(first.status == 0)
    let second = items.page(Self.placedRules + ["--explain"], limit: 3, first: false)
    #expect(
      second.output.contains(
        #""index":3,"kind":"post","offset":2,"item":{"id":"p2"},"why":"pattern slot 0 of pass 0"}"#)
    )
  }

  static let placedRules = [
    "--pattern", "post", "--repeat", "post", "--place", "ad:every=3", "--place",
    "user:every=6,first=5",
  ]

  @Test("--why writes why a kind's next item is not in the rows")
  func why() throws {
    let items = try NamedItems(["post": 3, "ad": 2])
    let rules = ["--pattern", "post", "--repeat", "post", "--place", "ad:every=5"] + items.sources
    #expect(
      runSlots(rules + ["--why", "ad"]).output
        == #"{"kind":"ad","why":"placement 0 is due since row 4, and no gap open to it follows until more main rows come"}"#
        + "\n")
    #expect(
      runSlots(rules + ["--why", "ad", "--format", "table"]).output
        == "ad: placement 0 is due since row 4, and no gap open to it follows until more main rows come\n"
    )
    #expect(
      runSlots(rules + ["--why", "post", "--format", "table"]).output
        == "post: every item is in the rows\n")
    #expect(
      runSlots(rules + ["--why", "story", "--format", "table"]).output
        == "story: no rule names it\n")
    let stopped = try NamedItems(["post": 1, "ad": 2])
    #expect(
      runSlots(["--pattern", "post,ad", "--why", "ad", "--format", "table"] + stopped.sources)
        .output
        == "ad: the layout stops at pattern slot 0 of pass 1, where post has no item left\n")
  }

  @Test("--why takes a kind, and no cursors")
  func whyUsage() throws {
    let items = try NamedItems(["post": 3])
    let empty = runSlots(["--pattern", "post", "--why", ""] + items.sources)
    #expect(empty.status == 64)
    #expect(empty.errors.contains("'--why' takes a kind, not ''"))
    let paged = runSlots(
      ["--pattern", "post", "--why", "post", "--limit", "2", "--cursor-file", items.cursorPath]
        + items.sources)
    #expect(paged.status == 64)
    #expect(paged.errors.contains("'--why' cannot be used with cursors"))
  }

  @Test("The help lists --explain and --why")
  func help() {
    let help = runSlots(["--help"]).output
    #expect(help.contains("--explain"))
    #expect(help.contains("--why <kind>"))
    #expect(help.contains("EXPLAINING:"))
  }
}
