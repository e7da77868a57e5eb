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

/// The cursor after a page names the rules as they are written, kinds
/// without a source included, as the library's cursor does: the worked
/// examples of issue 30, and what a page with no rows leaves.
@Suite struct PageCursorTests {
  /// Adding a source of no items between pages changes no rules: the page
  /// goes on mid-pass, as one run does, and does not start a fresh pass.
  @Test func goesOnMidPassWhenAnEmptySourceIsAdded() throws {
    let session = try PagingSession()
    try session.setSource("a", count: 4)
    try session.setSource("b", count: 1)
    let rules = SlotLayout(
      pattern: ["a", "a", "b"], repeatables: ["a"],
      placements: [SlotPlacement(kind: "user", every: 4)])
    let first = session.servePage(rules, limit: 2, after: nil)
    #expect(try PageRow.rows(first.output).map(\.item) == ["a0", "a1"])
    try session.setSource("user", count: 0)
    let second = session.servePage(rules, limit: 3, after: "@" + session.cursorPath)
    #expect(try PageRow.rows(second.output).map(\.item) == ["b0", "a2", "a3"])
    #expect(runSlots(session.arguments(rules)).output == first.output + second.output)
  }

  /// For the same rules and sources, the tool writes the library's cursor,
  /// byte for byte, whatever kinds have no source; and each resumes the
  /// other's cursor to the same rows.
  @Test func writesTheLibrarysCursor() throws {
    let session = try PagingSession()
    try session.setSource("a", count: 3)
    try session.setSource("b", count: 2)
    let rules = SlotLayout(pattern: ["a", "b", "x", "y"], repeatables: ["a", "b"])
    let page = session.servePage(rules, limit: 1, after: nil)
    #expect(try PageRow.rows(page.output).map(\.item) == ["a0"])
    let library = try session.libraryPage(rules, limit: 1, after: nil)
    let text = try PagingSession.text(of: library.cursor)
    #expect(session.cursorFile == text + "\n")
    #expect(text.hasPrefix(#"{"kinds":["a","b","x","y"],"layout":"6cc6bb1dec5455a3","#))

    let fromTool = try session.libraryPage(
      rules, limit: 3, after: PagingSession.cursor(session.cursorFile!))
    #expect(fromTool.rows.map(\.item) == ["b0", "a1", "b1"])
    let fromLibrary = session.servePage(rules, limit: 3, after: text)
    #expect(try PageRow.rows(fromLibrary.output) == fromTool.rows)
    #expect(session.cursorFile == (try PagingSession.text(of: fromTool.cursor)) + "\n")
  }

  /// Renaming kinds that have no source changes the rules: the next page
  /// starts a fresh pass of the new ones, as the library does.
  @Test func startsAFreshPassWhenKindsWithoutSourcesAreRenamed() throws {
    let session = try PagingSession()
    try session.setSource("a", count: 4)
    try session.setSource("b", count: 4)
    let before = SlotLayout(pattern: ["b", "x", "a", "y"], repeatables: ["a", "b"])
    let after = SlotLayout(pattern: ["b", "x", "a", "z"], repeatables: ["a", "b"])
    let first = session.servePage(before, limit: 1, after: nil)
    #expect(try PageRow.rows(first.output).map(\.item) == ["b0"])
    let cursor = try #require(session.cursorFile)
    let library = try session.libraryPage(after, limit: 3, after: PagingSession.cursor(cursor))
    #expect(library.rows.map(\.item) == ["b1", "a0", "b2"])
    let second = session.servePage(after, limit: 3, after: "@" + session.cursorPath)
    #expect(try PageRow.rows(second.output) == library.rows)
    #expect(session.cursorFile == (try PagingSession.text(of: library.cursor)) + "\n")
  }

  /// A page with no rows leaves the cursor file as it was, the same file
  /// with the same bytes, whether the rules are those of the cursor or
  /// new ones; the next page with rows goes on from it.
  @Test(arguments: [false, true])
  func leavesTheCursorFileAfterAPageWithNoRows(changingRules: Bool) throws {
    let session = try PagingSession()
    try session.setSource("a", count: 2)
    let rules = SlotLayout(pattern: ["a", "b"], repeatables: ["a"])
    let newRules = changingRules ? SlotLayout(pattern: ["b", "a", "a"]) : rules
    _ = session.servePage(rules, limit: 5, after: nil)
    let cursor = try #require(session.cursorFile)
    let inode = try Self.inode(session.cursorPath)
    let empty = session.servePage(newRules, limit: 5, after: "@" + session.cursorPath)
    #expect(empty == RunResult(status: 0, output: "", errors: ""))
    #expect(session.cursorFile == cursor)
    #expect(try Self.inode(session.cursorPath) == inode)

    // Another cursor file gets the cursor the page went on from.
    let other = session.fixture.missing("other.json")
    _ = runSlots(
      session.arguments(newRules) + [
        "--limit", "5", "--after", "@" + session.cursorPath, "--cursor-file", other,
      ])
    #expect(try String(contentsOfFile: other, encoding: .utf8) == cursor)

    try session.setSource("b", count: 2)
    let library = try session.libraryPage(newRules, limit: 5, after: PagingSession.cursor(cursor))
    #expect(!library.rows.isEmpty)
    let next = session.servePage(newRules, limit: 5, after: "@" + session.cursorPath)
    #expect(try PageRow.rows(next.output) == library.rows)
    #expect(session.cursorFile == (try PagingSession.text(of: library.cursor)) + "\n")
    #expect(try Self.inode(session.cursorPath) != inode)
  }

  /// With an empty pattern, the tail has no main rows, but the open gap
  /// after a settled main row still takes a placed row, as the Live Feeds
  /// and Placements articles both say; at the top of a feed there is no
  /// such gap, and no row. The tool pages as the library does.
  @Test func anEmptyPatternLeavesTheOpenGapToAPlacedRow() throws {
    let session = try PagingSession()
    try session.setSource("post", count: 2)
    try session.setSource("ad", count: 2)
    let rules = SlotLayout(
      pattern: ["post"], placements: [SlotPlacement(kind: "ad", every: 1, first: 5)])
    let emptyPattern = SlotLayout<String>(
      pattern: [], placements: [SlotPlacement(kind: "ad", every: 1, first: 0)])

    let top = try session.libraryPage(emptyPattern, limit: 5, after: nil)
    #expect(top.rows.isEmpty)
    #expect(session.servePage(emptyPattern, limit: 5, after: nil).output == "")

    let first = session.servePage(rules, limit: 1, after: nil)
    #expect(try PageRow.rows(first.output).map(\.item) == ["post0"])
    let cursor = try #require(session.cursorFile)
    let library = try session.libraryPage(
      emptyPattern, limit: 5, after: PagingSession.cursor(cursor))
    #expect(library.rows == [PageRow(index: 1, kind: "ad", offset: 0, item: "ad0")])
    let second = session.servePage(emptyPattern, limit: 5, after: "@" + session.cursorPath)
    #expect(try PageRow.rows(second.output) == library.rows)
    #expect(session.cursorFile == (try PagingSession.text(of: library.cursor)) + "\n")

    // A live feed that settled a post before its rules lost their pattern.
    var feed = SlotFeed<String, PagingSession.Item>(layout: rules)
    _ = feed.append(contentsOf: [.init(name: "post0"), .init(name: "post1")], to: "post")
    feed.settle(through: 0)
    _ = feed.replaceLayout(with: emptyPattern)
    _ = feed.append(contentsOf: [.init(name: "ad0"), .init(name: "ad1")], to: "ad")
    #expect(feed.map(\.name) == ["post0", "ad0"])
  }

  static func inode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.systemFileNumber] as? Int)
  }
}
