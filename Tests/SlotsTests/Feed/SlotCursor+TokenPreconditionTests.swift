//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing

/// Keys are the program's own values, not input: a key shorter than 32
/// bytes, or no key at all, stops the process with a message.
@Suite struct SlotCursorTokenPreconditionTests {
  static let cursor = SlotFeed<String, Int>(layout: SlotLayout(pattern: ["post"]))
    .cursor(after: -1)
  static let key = [UInt8](repeating: 1, count: 32)

  /// What a child process that stopped wrote to standard error.
  static func message(_ result: ExitTest.Result) -> String {
    String(decoding: result.standardErrorContent, as: UTF8.self)
  }

  @Test("A short key stops sealing and opening")
  func shortKey() async throws {
    let sealing = Self.message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = try Self.cursor.token(key: Array(Self.key.dropLast()), expiresAt: nil)
      })
    #expect(sealing.contains("A cursor key must be at least 32 bytes long"))
    let opening = Self.message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let token = try Self.cursor.token(key: Self.key, expiresAt: nil)
        _ = try SlotCursor<String>(token: token, keys: [Self.key, [1, 2, 3]], now: 0)
      })
    #expect(opening.contains("A cursor key must be at least 32 bytes long"))
  }

  @Test("Opening with no key stops")
  func noKey() async throws {
    let opening = Self.message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = try SlotCursor<String>(token: "AQA", keys: [], now: 0)
      })
    #expect(opening.contains("Verifying a cursor token takes at least one key"))
  }
}
