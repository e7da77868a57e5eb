//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// Sealed tokens: a cursor comes back whole from its token, and a token
/// that was changed, sealed with another key or is past its time is
/// refused with an error, never a trap.
@Suite struct SlotCursorTokenTests {
  static let key = [UInt8](repeating: 7, count: 32)
  static let oldKey = Array(UInt8(100)..<UInt8(140))
  static let now = 1_796_083_200  // 2026-12-01 00:00 UTC

  /// A cursor with every part set: offsets, header, blocked, live
  /// repeatables, a placed kind with groups.
  static let fullCursor = SlotCursor<String>(
    offsets: ["post": 12, "ad": 3, "user": 2], inHeader: true, slot: 1, blocked: true,
    live: ["post", "ad"], rulePosition: 15, ruleRow: 17, isGapOpen: false,
    placements: ["user": .init(count: 2, last: 16, groups: ["g0": 9, "g1": 16])])

  /// A cursor taken after a random row of a random feed.
  static func randomCursor(seed: UInt64) -> SlotCursor<String> {
    var random = SeededRandom(seed: seed)
    let layout = SlotLayout(RandomRules.letters.rules(using: &random))
    var feed = SlotFeed<String, String>(layout: layout)
    for kind in RandomRules.letters.allKinds {
      let items = (0..<random.within(0...12)).map { "\(kind)\($0)" }
      _ = feed.append(contentsOf: items, to: kind)
    }
    return feed.isEmpty ? feed.cursor(after: -1) : feed.cursor(after: random.within(0..<feed.count))
  }

  @Test("A cursor comes back whole from its token")
  func roundTrip() throws {
    let token = try Self.fullCursor.token(key: Self.key, expiresAt: Self.now + 3600)
    #expect(
      try SlotCursor<String>(token: token, keys: [Self.key], now: Self.now) == Self.fullCursor)
    let lasting = try Self.fullCursor.token(key: Self.key, expiresAt: nil)
    #expect(
      try SlotCursor<String>(token: lasting, keys: [Self.key], now: Int.max) == Self.fullCursor)
  }

  @Test("Cursors of random feeds come back whole, as JSON brings them", arguments: 0..<200)
  func randomRoundTrips(seed: UInt64) throws {
    let cursor = Self.randomCursor(seed: seed)
    let token = try cursor.token(key: Self.key, expiresAt: Self.now + 60)
    #expect(
      try SlotCursor<String>(token: token, keys: [Self.key], now: Self.now) == cursor,
      "seed \(seed)")
  }

  @Test("Cursors of other kinds come back whole")
  func otherKinds() throws {
    enum Kind: String, Codable { case post, ad }
    let cursor = SlotCursor<Kind>(
      offsets: [.post: 4, .ad: 1], inHeader: false, slot: 2, blocked: false, live: [.post],
      rulePosition: 5)
    let token = try cursor.token(key: Self.key, expiresAt: nil)
    #expect(try SlotCursor<Kind>(token: token, keys: [Self.key], now: Self.now) == cursor)
    let numbered = SlotCursor<Int>(
      offsets: [0: 4, -3: 1], inHeader: false, slot: 0, blocked: false, live: [0],
      rulePosition: 5)
    let numberedToken = try numbered.token(key: Self.key, expiresAt: nil)
    #expect(
      try SlotCursor<Int>(token: numberedToken, keys: [Self.key], now: Self.now) == numbered)
    // A kind the type does not have: the seal holds, the cursor does not decode.
    let strange = SlotCursor<String>(
      offsets: ["video": 1], inHeader: false, slot: 0, blocked: false, live: [], rulePosition: 1)
    let strangeToken = try strange.token(key: Self.key, expiresAt: nil)
    #expect(throws: DecodingError.self) {
      try SlotCursor<Kind>(token: strangeToken, keys: [Self.key], now: Self.now)
    }
  }

  @Test("A token is URL-safe and the same for the same cursor and time")
  func tokenText() throws {
    let token = try Self.fullCursor.token(key: Self.key, expiresAt: Self.now)
    let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    #expect(token.allSatisfy(alphabet.contains))
    #expect(try Self.fullCursor.token(key: Self.key, expiresAt: Self.now) == token)
    #expect(try Self.fullCursor.token(key: Self.oldKey, expiresAt: Self.now) != token)
    #expect(try Self.fullCursor.token(key: Self.key, expiresAt: Self.now + 1) != token)
  }

  @Test("A token is refused at its expiry time and after, accepted before")
  func expiry() throws {
    let token = try Self.fullCursor.token(key: Self.key, expiresAt: Self.now)
    #expect(
      try SlotCursor<String>(token: token, keys: [Self.key], now: Self.now - 1) == Self.fullCursor)
    for now in [Self.now, Self.now + 1, Int.max] {
      #expect(throws: SlotCursorError.expired) {
        try SlotCursor<String>(token: token, keys: [Self.key], now: now)
      }
    }
    let negative = try Self.fullCursor.token(key: Self.key, expiresAt: -5)
    #expect(throws: SlotCursorError.expired) {
      try SlotCursor<String>(token: negative, keys: [Self.key], now: 0)
    }
  }

  @Test("A token sealed with an old key verifies while the old key is listed")
  func keyRotation() throws {
    let old = try Self.fullCursor.token(key: Self.oldKey, expiresAt: nil)
    let new = try Self.fullCursor.token(key: Self.key, expiresAt: nil)
    let rotated = [Self.key, Self.oldKey]
    #expect(try SlotCursor<String>(token: old, keys: rotated, now: Self.now) == Self.fullCursor)
    #expect(try SlotCursor<String>(token: new, keys: rotated, now: Self.now) == Self.fullCursor)
    #expect(throws: SlotCursorError.forged) {
      try SlotCursor<String>(token: old, keys: [Self.key], now: Self.now)
    }
    // Forged is decided before expired: an expired token of another key
    // says nothing about its time.
    let expired = try Self.fullCursor.token(key: Self.oldKey, expiresAt: 0)
    #expect(throws: SlotCursorError.forged) {
      try SlotCursor<String>(token: expired, keys: [Self.key], now: Self.now)
    }
  }

  @Test("A token with any character changed is refused", arguments: 0..<20)
  func changedCharacters(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let cursor = Self.randomCursor(seed: seed)
    let token = Array(try cursor.token(key: Self.key, expiresAt: Self.now + 60))
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    for index in token.indices {
      var changed = token
      while changed[index] == token[index] { changed[index] = random.element(of: alphabet) }
      do {
        _ = try SlotCursor<String>(token: String(changed), keys: [Self.key], now: Self.now)
        Issue.record("seed \(seed): the token with character \(index) changed was accepted")
      } catch let error as SlotCursorError {
        #expect(error == .forged || error == .malformedToken, "seed \(seed), index \(index)")
      }
    }
  }

  @Test("Texts that are not tokens are malformed")
  func malformed() throws {
    let token = try Self.fullCursor.token(key: Self.key, expiresAt: nil)
    let texts = [
      "", "A", "AAAA", SavedJSON.cursor(""), token + "=", token + "A", String(token.dropLast()),
      token.replacingFirst("A", with: "+"), String(token.prefix(40)),
    ]
    for text in texts {
      #expect(throws: SlotCursorError.self, "\(text)") {
        try SlotCursor<String>(token: text, keys: [Self.key], now: Self.now)
      }
    }
  }

  @Test("A sealed token in another format, or cut short, is malformed")
  func otherFormats() throws {
    let payload = try _CompactEncoder.encode(Self.fullCursor).bytes
    let format = SlotCursor<String>._tokenFormat
    let sealedBytes: [[UInt8]] = [
      [format + 1, 0] + payload, [format, 2] + payload, [format, 1, 0, 0, 0], [format, 0],
      [format, 0] + payload + [0],
    ]
    for bytes in sealedBytes {
      let token = _Base64URL.encode(bytes + _HMACSHA256.code(for: bytes, key: Self.key))
      #expect(throws: SlotCursorError.malformedToken, "\(bytes.prefix(4))") {
        try SlotCursor<String>(token: token, keys: [Self.key], now: Self.now)
      }
    }
    // The same bytes in the right format come back whole.
    let good = [format, 0] + payload
    let token = _Base64URL.encode(good + _HMACSHA256.code(for: good, key: Self.key))
    #expect(
      try SlotCursor<String>(token: token, keys: [Self.key], now: Self.now) == Self.fullCursor)
  }

  @Test("Sealed bytes that are no cursor are refused, never trap", arguments: 0..<20)
  func sealedGarbage(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let header: [UInt8] = [SlotCursor<String>._tokenFormat, 0]
    let payload = try! _CompactEncoder.encode(Self.randomCursor(seed: seed)).bytes
    for round in 0..<200 {
      var bytes: [UInt8]
      if round.isMultiple(of: 2) {
        // Random bytes, sealed with the key.
        bytes = (0..<random.within(0...80)).map { _ in UInt8(random.below(256)) }
      } else {
        // The cursor's bytes with a few changed, cut or extended.
        bytes = payload
        for _ in 0..<random.within(1...3) where !bytes.isEmpty {
          bytes[random.within(0..<bytes.count)] = UInt8(random.below(256))
        }
        if random.chance(30) { bytes.removeLast(random.within(0...bytes.count)) }
        if random.chance(20) { bytes.append(UInt8(random.below(256))) }
      }
      let sealed = header + bytes
      let token = _Base64URL.encode(sealed + _HMACSHA256.code(for: sealed, key: Self.key))
      // A cursor that decodes is fine; an error is fine; a trap fails the run.
      _ = try? SlotCursor<String>(token: token, keys: [Self.key], now: Self.now)
    }
  }

  @Test("Random texts are refused, never trap", arguments: 0..<10)
  func randomTexts(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let characters = Array(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/=.{} é")
    for _ in 0..<300 {
      let text = String((0..<random.within(0...200)).map { _ in random.element(of: characters) })
      #expect(throws: SlotCursorError.self, "seed \(seed): \(text)") {
        try SlotCursor<String>(token: text, keys: [Self.key, Self.oldKey], now: Self.now)
      }
    }
  }

  @Test("Errors describe themselves")
  func descriptions() {
    #expect("\(SlotCursorError.forged)".contains("forged"))
    #expect("\(SlotCursorError.expired)".contains("expired"))
    #expect("\(SlotCursorError.malformedToken)".contains("malformed"))
  }
}

extension String {
  fileprivate func replacingFirst(_ character: Character, with replacement: Character) -> String {
    guard let index = firstIndex(of: character) else { return self + String(replacement) }
    var copy = self
    copy.replaceSubrange(index...index, with: String(replacement))
    return copy
  }
}
