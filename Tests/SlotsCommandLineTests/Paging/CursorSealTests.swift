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

/// `--cursor-key`: the cursor file holds a sealed cursor, and `--after`
/// takes only a cursor sealed with one of the keys; anything else exits
/// 64, writes nothing and leaves the cursor file as it was.
@Suite struct CursorSealTests {
  static let key = [UInt8](repeating: 0x5a, count: 32)
  static let oldKey = Array(UInt8(0)..<UInt8(48))

  /// Posts 0 … 9 and ads 0 … 1, three posts then an ad, with the key
  /// files `key` and `old-key`.
  struct Setup {
    let sources: PagedSources
    let keyPath: String
    let oldKeyPath: String

    init() throws {
      sources = try PagedSources(
        layout: SlotLayout(pattern: ["post", "post", "post", "ad"], repeatables: ["post"]),
        counts: ["post": 10, "ad": 2])
      keyPath = try sources.fixture.file("key", CursorSealTests.key)
      oldKeyPath = try sources.fixture.file("old-key", CursorSealTests.oldKey)
    }

    /// Runs a page of `limit` rows with the given keys, after `after` if
    /// given, writing the cursor file.
    func page(keys: [String], after: String? = nil, limit: Int = 2, more: [String] = [])
      -> RunResult
    {
      runSlots(
        sources.arguments + ["--limit", "\(limit)", "--cursor-file", sources.cursorPath]
          + keys.flatMap { ["--cursor-key", $0] } + (after.map { ["--after", $0] } ?? []) + more)
    }

    var cursorText: String {
      get throws { try String(contentsOfFile: sources.cursorPath, encoding: .utf8) }
    }
  }

  static func usage(_ problem: String) -> RunResult {
    RunResult(
      status: 64, output: "", errors: "error: \(problem)\nRun 'slots --help' for usage.\n")
  }

  static var now: Int { Int(Date().timeIntervalSince1970) }

  @Test func sealsTheCursorAndGoesOnFromIt() throws {
    let setup = try Setup()
    #expect(setup.page(keys: [setup.keyPath]).status == 0)
    let token = try setup.cursorText
    #expect(token.hasSuffix("\n"))
    #expect(!token.dropLast().contains { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
    // The library opens it with the same key, to the cursor after two rows.
    let cursor = try SlotCursor<ByteString>(
      token: token.dropLast(), keys: [Self.key], now: Self.now)
    #expect(cursor.offset(of: "post") == 2 && cursor.ruleRow == 2)
    #expect(
      setup.page(keys: [setup.keyPath], after: "@" + setup.sources.cursorPath)
        == RunResult(
          status: 0,
          output: """
            {"index":2,"kind":"post","offset":2,"item":2}
            {"index":3,"kind":"ad","offset":0,"item":0}

            """, errors: ""))
    // The token given as text works as well.
    let next = try setup.cursorText
    #expect(
      runSlots(
        setup.sources.arguments + [
          "--limit", "1", "--cursor-key", setup.keyPath, "--after", String(next.dropLast()),
        ]
      ).output == #"{"index":4,"kind":"post","offset":3,"item":3}"# + "\n")
  }

  @Test func refusesAForgedCursorAndWritesNothing() throws {
    let setup = try Setup()
    #expect(setup.page(keys: [setup.keyPath]).status == 0)
    let token = Array(try setup.cursorText.dropLast())
    for index in [0, 5, token.count / 2, token.count - 1] {
      var forged = token
      forged[index] = forged[index] == "A" ? "B" : "A"
      let before = try setup.cursorText
      let result = setup.page(keys: [setup.keyPath], after: String(forged))
      #expect(result.status == 64 && result.output.isEmpty, "index \(index)")
      #expect(
        result
          == Self.usage(
            "the cursor of '--after' is forged: its seal does not verify with the cursor key")
          || result == Self.usage("the cursor of '--after' is not a sealed cursor"),
        "index \(index): \(result.errors)")
      #expect(try setup.cursorText == before)
    }
    // Sealed with a key not given.
    let file = "@" + setup.sources.cursorPath
    #expect(
      setup.page(keys: [setup.oldKeyPath], after: file)
        == Self.usage(
          "the cursor in '\(setup.sources.cursorPath)' is forged: its seal does not verify "
            + "with the cursor key"))
  }

  @Test func refusesAnExpiredCursorAndWritesNothing() throws {
    let setup = try Setup()
    let cursor = SlotFeed<ByteString, Int>(layout: SlotLayout(pattern: ["post"]))
      .cursor(after: -1)
    let expired = try cursor.token(key: Self.key, expiresAt: Self.now - 10)
    #expect(
      setup.page(keys: [setup.keyPath], after: expired)
        == Self.usage(
          "the cursor of '--after' has expired; start again at the top of the feed "
            + "(leave --after out)"))
    #expect(!FileManager.default.fileExists(atPath: setup.sources.cursorPath))
    // A lifetime puts the expiry time in the token.
    #expect(
      setup.page(keys: [setup.keyPath], more: ["--cursor-lifetime", "1000"]).status == 0)
    let token = try setup.cursorText.dropLast()
    #expect(throws: Never.self) {
      try SlotCursor<ByteString>(token: token, keys: [Self.key], now: Self.now + 900)
    }
    #expect(throws: SlotCursorError.expired) {
      try SlotCursor<ByteString>(token: token, keys: [Self.key], now: Self.now + 1100)
    }
  }

  @Test func refusesAnUnsealedCursorWithAKey() throws {
    let setup = try Setup()
    #expect(setup.page(keys: []).status == 0)
    let file = "@" + setup.sources.cursorPath
    let before = try setup.cursorText
    #expect(
      setup.page(keys: [setup.keyPath], after: file)
        == Self.usage(
          "the cursor in '\(setup.sources.cursorPath)' is not sealed: with --cursor-key, "
            + "--after takes the sealed cursor that --cursor-file wrote with the key"))
    #expect(try setup.cursorText == before)
  }

  @Test func namesASealedCursorWithoutAKey() throws {
    let setup = try Setup()
    #expect(setup.page(keys: [setup.keyPath]).status == 0)
    #expect(
      setup.page(keys: [], after: "@" + setup.sources.cursorPath)
        == Self.usage(
          "the cursor in '\(setup.sources.cursorPath)' is sealed; give the key it was sealed "
            + "with, with --cursor-key"))
  }

  @Test func sealsWithTheFirstKeyAndVerifiesWithAny() throws {
    let setup = try Setup()
    #expect(setup.page(keys: [setup.oldKeyPath]).status == 0)
    // Rotated: the new key first, the old one still accepted.
    let rotated = [setup.keyPath, setup.oldKeyPath]
    #expect(setup.page(keys: rotated, after: "@" + setup.sources.cursorPath).status == 0)
    // The new cursor is sealed with the new key alone.
    let token = try setup.cursorText.dropLast()
    #expect(throws: Never.self) {
      try SlotCursor<ByteString>(token: token, keys: [Self.key], now: Self.now)
    }
    #expect(setup.page(keys: [setup.keyPath], after: "@" + setup.sources.cursorPath).status == 0)
  }

  @Test func refusesKeysAndOptionsThatCannotSeal() throws {
    let setup = try Setup()
    for (length, described) in [(31, "31"), (65, "more than 64")] {
      let key = try setup.sources.fixture.file(
        "key-\(length)", [UInt8](repeating: 1, count: length))
      #expect(
        setup.page(keys: [key])
          == Self.usage(
            "the cursor key '\(key)' has \(described) bytes; a key takes 32 to 64 "
              + "(for example: head -c 32 /dev/urandom > \(key))"))
    }
    let hex = try setup.sources.fixture.file("hex", String(repeating: "ab", count: 32) + "\n")
    #expect(setup.page(keys: [hex]).status == 64)
    #expect(!FileManager.default.fileExists(atPath: setup.sources.cursorPath))
    let missing = setup.sources.fixture.missing("none")
    #expect(setup.page(keys: [missing]).status == 66)
    #expect(
      runSlots(setup.sources.arguments + ["--cursor-key", setup.keyPath])
        == Self.usage("'--cursor-key' seals cursors; give it with --cursor-file or --after"))
    #expect(
      runSlots(
        setup.sources.arguments + ["--cursor-file", setup.sources.cursorPath]
          + ["--cursor-lifetime", "60"])
        == Self.usage(
          "'--cursor-lifetime' is the lifetime of a sealed cursor; give it with --cursor-key "
            + "and --cursor-file"))
    #expect(setup.page(keys: [setup.keyPath], more: ["--cursor-lifetime", "0"]).status == 64)
    #expect(setup.page(keys: ["-"]).status == 64)
  }

  /// A key file holds 32 to 64 bytes, the library's lengths, and a sealed
  /// cursor lives 1 to 2^40 seconds, as the documentation says.
  @Test func takesKeysAndLifetimesWithinTheirLimits() throws {
    let setup = try Setup()
    #expect(CursorSeal.keyLengths == 32...64)
    for length in [32, 64] {
      let key = try setup.sources.fixture.file(
        "key-\(length)", [UInt8](repeating: 7, count: length))
      #expect(setup.page(keys: [key]).status == 0)
    }
    #expect(
      setup.page(keys: [setup.keyPath], more: ["--cursor-lifetime", "\(1 << 40)"]).status == 0)
    #expect(setup.page(keys: [setup.keyPath], more: ["--cursor-lifetime", "1"]).status == 0)
  }
}
