//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// Random paging sessions played through `slots` and through `SlotFeed`,
/// with cursors handed across: the pages and the cursors must be the same,
/// byte for byte.
@Suite struct PageCursorDifferentialTests {
  /// The kit's generator of rules: pattern kinds, kinds of the header,
  /// fixed positions and default, a kind only repeatables name, and placed
  /// kinds.
  static let rules = RandomRules(
    patternKinds: ["a", "b", "x"], otherKinds: ["c", "y"], unknownKind: "z",
    placedKinds: ["u", "v"], largestSource: 9, longestList: 7)

  /// Every kind the rules may name; in a session, any of them may have a
  /// source or none.
  static let kinds = rules.allKindsWithPlacements

  /// The seed of the sessions.
  static let seed: UInt64 = 30

  /// The number of sessions, and of pages a session.
  static let size = TestSize.scaled((sessions: 30, pages: 8), long: (sessions: 160, pages: 12))

  /// Each session starts with random rules, some kinds without a source and
  /// some with an empty one, and one source at least. Before each page after the first, sources
  /// grow, appear (empty or not) or go (when none of their items has been
  /// served, and another source is left), and one time in five the rules change. The tool serves the
  /// page after its cursor file or after the library's cursor; the library
  /// resumes its own cursor or the tool's, decoded by `JSONDecoder`. Both
  /// must serve the same rows and write the same cursor.
  @Test func toolAndLibraryServeTheSamePagesAndCursors() throws {
    var generator = SeededRandom(seed: Self.seed)
    var pagesWithRows = 0
    var emptyPagesAfterACursor = 0
    var changedRules = 0
    for sessionNumber in 0..<Self.size.sessions {
      let session = try PagingSession()
      var layout = SlotLayout(Self.rules.rules(using: &generator, withPlacements: true))
      // `slots` takes one source at least.
      let firstSource = generator.element(of: Self.kinds)
      for kind in Self.kinds where kind == firstSource || generator.chance(50) {
        try session.setSource(kind, count: generator.chance(25) ? 0 : generator.within(1...6))
      }
      var libraryCursor: SlotCursor<String>? = nil
      var log = ["rules \(layout), sources \(session.counts)"]
      for page in 0..<Self.size.pages {
        if page > 0 {
          for kind in Self.kinds where generator.chance(30) {
            let count = session.counts[kind]
            switch generator.within(0...2) {
            case 0: try session.setSource(kind, count: (count ?? 0) + generator.within(1...4))
            case 1 where count == nil: try session.setSource(kind, count: 0)
            case 2 where libraryCursor?.offset(of: kind) ?? 0 == 0 && session.counts.count > 1:
              try session.setSource(kind, count: nil)
            default: break
            }
          }
          if generator.chance(20) {
            layout = SlotLayout(Self.rules.rules(using: &generator, withPlacements: true))
            changedRules += 1
            log.append("rules \(layout)")
          }
        }
        let limit = generator.within(0...5)
        let toolAfter: String?
        let libraryAfter: SlotCursor<String>?
        if let cursor = libraryCursor {
          toolAfter =
            generator.chance(50) ? try PagingSession.text(of: cursor) : "@" + session.cursorPath
          libraryAfter =
            generator.chance(50)
            ? try PagingSession.cursor(#require(session.cursorFile)) : cursor
        } else {
          (toolAfter, libraryAfter) = (nil, nil)
        }
        log.append("page \(page): sources \(session.counts), limit \(limit)")
        let context =
          "seed \(Self.seed), session \(sessionNumber), page \(page):\n"
          + log.joined(separator: "\n")

        let result = session.servePage(layout, limit: limit, after: toolAfter)
        try #require(result.status == 0, "\(context)\n\(result)")
        let library = try session.libraryPage(layout, limit: limit, after: libraryAfter)
        let rows = try PageRow.rows(result.output)
        #expect(rows == library.rows, "\(context)")
        let cursorText = try PagingSession.text(of: library.cursor) + "\n"
        #expect(session.cursorFile == cursorText, "\(context)")
        guard rows == library.rows, session.cursorFile == cursorText else { break }
        libraryCursor = library.cursor
        if !rows.isEmpty {
          pagesWithRows += 1
        } else if libraryAfter != nil {
          emptyPagesAfterACursor += 1
        }
      }
    }
    // Sessions that page something, come to an end, and change rules.
    #expect(pagesWithRows > Self.size.sessions)
    #expect(emptyPagesAfterACursor > Self.size.sessions / 10)
    #expect(changedRules > Self.size.sessions / 2)
  }
}
