//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing

/// Keys are the program's own values, not input: a key shorter than 32
/// bytes or longer than 64, or no key at all, stops the process with a
/// message.
@Suite struct SlotCursorTokenPreconditionTests {
  static let cursor = SlotFeed<String, Int>(layout: SlotLayout(pattern: ["post"]))
    .cursor(after: -1)
  static let key = [UInt8](repeating: 1, count: 32)

  /// What a child process that stopped wrote to standard error.
  static func message(_ result: ExitTest.Result) -> String {
    String(decoding: result.standardErrorContent, as: UTF8.self)
  }

  @Test("A key of 31 or 65 bytes stops sealing and opening")
  func keyOutsideLengths() async throws {
    let messages = [
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = try Self.cursor.token(key: [UInt8](repeating: 1, count: 31), expiresAt: nil)
      },
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = try Self.cursor.token(key: [UInt8](repeating: 1, count: 65), expiresAt: nil)
      },
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let token = try Self.cursor.token(key: Self.key, expiresAt: nil)
        _ = try SlotCursor<String>(
          token: token, keys: [Self.key, [UInt8](repeating: 1, count: 31)], now: 0)
      },
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let token = try Self.cursor.token(key: Self.key, expiresAt: nil)
        _ = try SlotCursor<String>(
          token: token, keys: [Self.key, [UInt8](repeating: 1, count: 65)], now: 0)
      },
    ].map(Self.message)
    for message in messages {
      #expect(message.contains("A cursor key must be 32 to 64 bytes long"))
    }
  }

  @Test("Keys of 32 to 64 bytes seal and open")
  func keyLengths() throws {
    #expect(SlotCursor<String>.keyLengths == 32...64)
    for length in [32, 48, 64] {
      let key = [UInt8](repeating: 9, count: length)
      let token = try Self.cursor.token(key: key, expiresAt: nil)
      #expect(try SlotCursor<String>(token: token, keys: [key], now: 0) == Self.cursor)
    }
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
