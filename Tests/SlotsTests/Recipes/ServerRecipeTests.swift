//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// The server recipe of the Serving a Feed Page by Page article, with
/// sealed tokens: `handle(cursorToken:pageSize:)` is the article's code, with
/// a clock and a database the test controls, run over seeded sessions whose
/// sources grow between requests and whose keys are rotated as the article
/// says.
@Suite struct ServerRecipeTests {
  /// The article's server, over an in-memory database.
  struct Server {
    var rules: SlotLayout<String>
    var database: [String: [String]] = [:]
    var cursorKeys: [[UInt8]]
    var now = 1_796_083_200

    /// The article's handler: the page after the token, and the token
    /// after the page.
    func handle(cursorToken: String?, pageSize: Int) throws -> (items: [String], cursor: String) {
      var feed: SlotFeed<String, String>
      var offsets: [String: Int] = [:]
      if let cursorToken {
        let cursor = try SlotCursor<String>(token: cursorToken, keys: cursorKeys, now: now)
        feed = try SlotFeed(layout: rules, resumingAfter: cursor)
        for kind in database.keys { offsets[kind] = cursor.offset(of: kind) }
      } else {
        feed = SlotFeed(layout: rules)
      }
      // A page of n rows takes at most n items of a kind.
      for (kind, items) in database {
        let start = offsets[kind] ?? 0
        _ = feed.append(contentsOf: items[start..<min(start + pageSize, items.count)], to: kind)
      }
      let items = Array(feed.prefix(pageSize))
      let next = feed.cursor(after: items.count - 1)
      return (items, try next.token(key: cursorKeys[0], expiresAt: now + 86_400))
    }
  }

  static func key(_ number: UInt8) -> [UInt8] { [UInt8](repeating: number, count: 32) }

  @Test(
    "Pages served from sealed tokens, keys rotated on the way, are one feed settled page by page",
    arguments: 0..<100 as Range<UInt64>)
  func pagesFromTokens(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let rules = SlotLayout(RandomRules.letters.rules(using: &random))
    var server = Server(rules: rules, cursorKeys: [Self.key(1)])
    var whole = SlotFeed<String, String>(layout: rules)
    var token: String? = nil
    var served: [String] = []
    var expected: [String] = []
    var nextID = 0
    for request in 0..<12 {
      for _ in 0..<random.within(0...3) {
        let kind = random.element(of: RandomRules.letters.allKinds)
        let items = (0..<random.within(1...5)).map { "\(kind)\(nextID + $0)" }
        nextID += items.count
        server.database[kind, default: []] += items
        _ = whole.append(contentsOf: items, to: kind)
      }
      // The rotation: the new key added after, then put first, then the
      // old one removed. The token in hand was sealed with the new key by
      // then; the test below shows one sealed with the old key refused.
      switch request {
      case 4: server.cursorKeys = [Self.key(1), Self.key(2)]
      case 6: server.cursorKeys = [Self.key(2), Self.key(1)]
      case 9: server.cursorKeys = [Self.key(2)]
      default: server.now += 60
      }
      let pageSize = random.within(1...7)
      let page = try server.handle(cursorToken: token, pageSize: pageSize)
      served += page.items
      token = page.cursor
      let first = whole.settledCount
      expected += whole[first..<min(first + pageSize, whole.count)]
      whole.settle(through: first + pageSize - 1)
    }
    #expect(served == expected, "seed \(seed), layout \(rules)")
  }

  @Test("A token from before the rotation is refused once the old key is gone")
  func oldKeyRemoved() throws {
    var server = Server(
      rules: SlotLayout(pattern: ["post", "ad"]), database: ["post": ["p0", "p1"], "ad": ["a0"]],
      cursorKeys: [Self.key(1)])
    let token = try server.handle(cursorToken: nil, pageSize: 1).cursor
    server.cursorKeys = [Self.key(2), Self.key(1)]
    #expect(try server.handle(cursorToken: token, pageSize: 1).items == ["a0"])
    server.cursorKeys = [Self.key(2)]
    #expect(throws: SlotCursorError.forged) { try server.handle(cursorToken: token, pageSize: 1) }
    server.cursorKeys = [Self.key(2), Self.key(1)]
    server.now += 86_400
    #expect(throws: SlotCursorError.expired) { try server.handle(cursorToken: token, pageSize: 1) }
  }
}
