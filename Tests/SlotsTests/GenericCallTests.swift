//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing

/// One name, one meaning: every public member of the package, called from a
/// generic function that has no constraint beyond the member's own, gives
/// what the same call gives in concrete code on types that conform to
/// everything (`Identifiable`, `Hashable`, `Comparable`, `Codable`, …).
///
/// Were an overload on a conformance of `Element` or `Kind` to take over in
/// concrete code, the two calls would disagree, or the generic one would
/// not compile. The last test reads the library's sources and fails when a
/// public member is not checked here.
@Suite struct GenericCallTests {
  /// A kind that conforms to everything a kind can.
  enum Kind: String, Hashable, Comparable, Codable, CaseIterable, CodingKeyRepresentable, Sendable {
    case post, ad, promo
    static func < (left: Self, right: Self) -> Bool { left.rawValue < right.rawValue }
  }

  /// An item that conforms to everything an item can, and whose `id` is not
  /// its position, so that a diff by `id` and a diff by source position
  /// disagree on the items below.
  struct Item: Hashable, Identifiable, Comparable, Codable, CustomStringConvertible, Sendable {
    var id: Int
    var revision = 0
    static func < (left: Self, right: Self) -> Bool {
      (left.id, left.revision) < (right.id, right.revision)
    }
    var description: String { "#\(id).\(revision)" }
  }

  typealias Feed = SlotCollection<Kind, Item>

  static let layout = SlotLayout<Kind>(
    pattern: [.post, .post, .ad], repeatables: [.post], fixed: [1: .promo])

  static func items(_ ids: [Int], revision: Int = 0) -> [Item] {
    ids.map { Item(id: $0, revision: revision) }
  }

  /// P P A P P A P P P … with a promo at position 1.
  static var feed: Feed {
    Feed(
      layout: layout,
      sources: [
        .post: items([10, 11, 12, 13, 14, 15]), .ad: items([20, 21]), .promo: items([30]),
      ])
  }

  /// The same items, the posts in another order: by `id` the posts moved, by
  /// source position nothing did.
  static var shuffled: Feed {
    var feed = feed
    feed[source: .post] = items([15, 14, 13, 12, 11, 10])
    return feed
  }

  /// Records which members were checked, so that the last test can tell
  /// which ones were not.
  final class Checked: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<String> = []
    func insert(_ name: String) { lock.withLock { _ = names.insert(name) } }
    var all: Set<String> { lock.withLock { names } }
  }

  static let checked = Checked()

  /// Checks that the concrete and the generic call agree, and records the
  /// member.
  /// The error `body` throws, or `nil`.
  static func thrown<E: Error>(_ body: () throws(E) -> Void) -> E? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  static func member<T: Equatable>(
    _ name: String, concrete: T, generic: T, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checked.insert(name)
    #expect(concrete == generic, "\(name)", sourceLocation: sourceLocation)
  }

  // MARK: - SlotCollection

  @Test func collectionReads() {
    let feed = Self.feed
    Self.member(
      "SlotCollection.init()", concrete: Array(Feed()), generic: Array(Generic.empty(Feed.self)))
    Self.member(
      "SlotCollection.init(layout:sources:)",
      concrete: Array(Feed(layout: Self.layout, sources: feed.sources)),
      generic: Array(Generic.make(Feed.self, layout: Self.layout, sources: feed.sources)))
    Self.member("SlotCollection.layout", concrete: feed.layout, generic: Generic.layout(of: feed))
    Self.member(
      "SlotCollection.subscript(source:)", concrete: feed[source: .post],
      generic: Generic.source(of: feed, .post))
    Self.member(
      "SlotCollection.sources", concrete: feed.sources, generic: Generic.sources(of: feed))
    for position in feed.indices {
      Self.member(
        "SlotCollection.kind(at:)", concrete: feed.kind(at: position),
        generic: Generic.kind(of: feed, at: position))
      Self.member(
        "SlotCollection.sourcePosition(at:)", concrete: feed.sourcePosition(at: position),
        generic: Generic.sourcePosition(of: feed, at: position))
      let source = feed.sourcePosition(at: position)
      Self.member(
        "SlotCollection.index(ofOffset:in:)",
        concrete: feed.index(ofOffset: source.offset, in: source.kind),
        generic: Generic.index(of: feed, offset: source.offset, in: source.kind))
      Self.member(
        "SlotCollection.index(of:)", concrete: feed.index(of: source),
        generic: Generic.index(of: feed, source))
      Self.member(
        "SlotCollection.subscript(_:)", concrete: feed[position],
        generic: Generic.element(of: feed, at: position))
    }
    for position in -1...feed.count {
      Self.member(
        "SlotCollection.element(at:)", concrete: feed.element(at: position),
        generic: Generic.element(of: feed, orNilAt: position))
    }
    Self.member(
      "SlotCollection.startIndex", concrete: feed.startIndex, generic: Generic.start(of: feed))
    Self.member("SlotCollection.endIndex", concrete: feed.endIndex, generic: Generic.end(of: feed))
    Self.member("SlotCollection.count", concrete: feed.count, generic: Generic.count(of: feed))
    Self.member("SlotCollection.isEmpty", concrete: feed.isEmpty, generic: Generic.isEmpty(feed))
    Self.member(
      "SlotCollection.indices", concrete: feed.indices, generic: Generic.indices(of: feed))
    var iterator = feed.makeIterator()
    var concreteItems: [Item] = []
    while let item = iterator.next() { concreteItems.append(item) }
    Self.member(
      "SlotCollection.makeIterator()", concrete: concreteItems, generic: Generic.iterate(feed))
    Self.member(
      "SlotCollection.Iterator.next()", concrete: concreteItems, generic: Generic.iterate(feed))
    // The standard library's customization points behind Array(feed) and
    // append(contentsOf:), underscored (not API) but public.
    Self.member(
      "SlotCollection._copyToContiguousArray()",
      concrete: Array(feed._copyToContiguousArray()), generic: Generic.copyToArray(feed))
    Self.member(
      "SlotCollection._copyContents(initializing:)", concrete: concreteItems,
      generic: Generic.copyContents(feed))
    Self.member(
      "SlotCollection.description", concrete: feed.description, generic: Generic.describe(feed))
    Self.member(
      "SlotCollection.debugDescription", concrete: feed.debugDescription,
      generic: Generic.debugDescribe(feed))
    Self.member(
      "SlotCollection.==(_:_:)", concrete: feed == Self.shuffled,
      generic: Generic.equal(feed, Self.shuffled))
    Self.member(
      "SlotCollection.==(_:_:)", concrete: feed == feed, generic: Generic.equal(feed, feed))
    Self.member(
      "SlotCollection.hash(into:)", concrete: feed.hashValue, generic: Generic.hash(feed))
  }

  @Test func collectionSetters() {
    var concrete = Self.feed
    var generic = Self.feed
    concrete.layout = SlotLayout(pattern: [.ad, .post])
    Generic.setLayout(of: &generic, to: SlotLayout(pattern: [.ad, .post]))
    Self.member("SlotCollection.layout", concrete: concrete, generic: generic)
    concrete[source: .ad] = Self.items([7])
    Generic.setSource(of: &generic, .ad, to: Self.items([7]))
    concrete[source: .post].append(Item(id: 99))
    Generic.appendInPlace(to: &generic, .post, Item(id: 99))
    Self.member("SlotCollection.subscript(source:)", concrete: concrete, generic: generic)
    Self.member(
      "SlotCollection.subscript(source:)", concrete: Array(concrete), generic: Array(generic))
  }

  @Test func collectionMutations() {
    func check(
      _ name: String, _ concrete: (inout Feed) -> SlotChangeSet,
      _ generic: (inout Feed) -> SlotChangeSet
    ) {
      var left = Self.feed
      var right = Self.feed
      Self.member(name, concrete: concrete(&left), generic: generic(&right))
      Self.member(name, concrete: Array(left), generic: Array(right))
      Self.member(name, concrete: left, generic: right)
    }
    let fresh = Self.items([12, 10, 40])
    check(
      "SlotCollection.append(contentsOf:to:)",
      { $0.append(contentsOf: fresh, to: .ad) }, { Generic.append(&$0, fresh, to: .ad) })
    check(
      "SlotCollection.insert(contentsOf:atOffset:in:)",
      { $0.insert(contentsOf: fresh, atOffset: 1, in: .post) },
      { Generic.insert(&$0, fresh, atOffset: 1, in: .post) })
    check(
      "SlotCollection.remove(atOffsets:in:)",
      { $0.remove(atOffsets: [3, 0], in: .post) },
      { Generic.remove(&$0, atOffsets: [3, 0], in: .post) })
    check(
      "SlotCollection.replaceSource(of:withNewItems:)",
      { $0.replaceSource(of: .post, withNewItems: fresh) },
      { Generic.replaceSource(&$0, of: .post, withNewItems: fresh) })
    check(
      "SlotCollection.replaceSource(of:with:identifiedBy:)",
      { $0.replaceSource(of: .post, with: fresh, identifiedBy: \.id) },
      { Generic.replaceSource(&$0, of: .post, with: fresh, identifiedBy: \.id) })
    check(
      "SlotCollection.replaceSource(of:with:)",
      { $0.replaceSource(of: .post, with: fresh) },
      { Generic.replaceSourceByID(&$0, of: .post, with: fresh) })
    check(
      "SlotCollection.replace(at:with:)",
      { $0.replace(at: 2, with: Item(id: 77)) }, { Generic.replace(&$0, at: 2, with: Item(id: 77)) }
    )
    check(
      "SlotCollection.replaceLayout(with:)",
      { $0.replaceLayout(with: SlotLayout(pattern: [.ad, .post])) },
      { Generic.replaceLayout(&$0, with: SlotLayout(pattern: [.ad, .post])) })

    // The data tells the two replacements apart: a mix-up would show.
    var byID = Self.feed
    var asNew = Self.feed
    #expect(
      byID.replaceSource(of: .post, with: fresh)
        != asNew.replaceSource(of: .post, withNewItems: fresh))
  }

  @Test func collectionDiffs() {
    let old = Self.feed
    let new = Self.shuffled
    Self.member(
      "SlotCollection.changeSetBySourcePosition(from:)",
      concrete: new.changeSetBySourcePosition(from: old),
      generic: Generic.changeSetBySourcePosition(new, from: old))
    Self.member(
      "SlotCollection.changeSet(from:identifiedBy:)",
      concrete: new.changeSet(from: old, identifiedBy: \.id),
      generic: Generic.changeSet(new, from: old, identifiedBy: \.id))
    Self.member(
      "SlotCollection.changeSet(from:)", concrete: new.changeSet(from: old),
      generic: Generic.changeSetByID(new, from: old))
    // The data tells the two diffs apart: a mix-up would show.
    #expect(new.changeSet(from: old) != new.changeSetBySourcePosition(from: old))
    #expect(new.changeSetBySourcePosition(from: old).isEmpty)
  }

  @Test func collectionCoding() throws {
    let feed = Self.feed
    Self.member(
      "SlotCollection.encode(to:)", concrete: try Self.encoded(feed),
      generic: try Generic.encoded(feed))
    let data = try Self.encoded(feed)
    Self.member(
      "SlotCollection.init(from:)",
      concrete: try JSONDecoder().decode(Feed.self, from: data),
      generic: try Generic.decoded(Feed.self, from: data))
  }

  // MARK: - SlotLayout

  @Test func layoutMembers() throws {
    let layout = Self.layout
    Self.member(
      "SlotLayout.init(pattern:header:repeatables:fixed:fallback:placements:)",
      concrete: SlotLayout<Kind>(
        pattern: [.post], header: [.ad], repeatables: [.post], fixed: [3: .promo],
        fallback: .ad),
      generic: Generic.layout(
        pattern: [Kind.post], header: [.ad], repeatables: [.post], fixed: [3: .promo],
        fallback: .ad))
    let placed = SlotLayout<Kind>(
      pattern: [.post], placements: [SlotPlacement(kind: .ad, every: 3, limit: 4)])
    Self.member(
      "SlotLayout.placements", concrete: placed.placements,
      generic: Generic.placements(of: placed))
    Self.member(
      "SlotLayout.pattern", concrete: layout.pattern, generic: Generic.pattern(of: layout))
    Self.member("SlotLayout.header", concrete: layout.header, generic: Generic.header(of: layout))
    Self.member(
      "SlotLayout.repeatables", concrete: layout.repeatables,
      generic: Generic.repeatables(of: layout))
    Self.member("SlotLayout.fixed", concrete: layout.fixed, generic: Generic.fixed(of: layout))
    Self.member(
      "SlotLayout.fallback", concrete: layout.fallback, generic: Generic.fallback(of: layout))
    Self.member("SlotLayout.kinds", concrete: layout.kinds, generic: Generic.kinds(of: layout))
    Self.member(
      "SlotLayout.laidOutKinds", concrete: layout.laidOutKinds,
      generic: Generic.laidOutKinds(of: layout))
    Self.member(
      "SlotLayout.pinnedKinds", concrete: layout.pinnedKinds,
      generic: Generic.pinnedKinds(of: layout))
    Self.member(
      "SlotLayout.placedKinds", concrete: layout.placedKinds,
      generic: Generic.placedKinds(of: layout))
    Self.member(
      "SlotLayout.description", concrete: layout.description, generic: Generic.describe(layout))
    Self.member(
      "SlotLayout.==(_:_:)", concrete: layout == SlotLayout(pattern: [.post]),
      generic: Generic.equal(layout, SlotLayout(pattern: [.post])))
    Self.member("SlotLayout.hash(into:)", concrete: layout.hashValue, generic: Generic.hash(layout))
    Self.member(
      "SlotLayout.encode(to:)", concrete: try Self.encoded(layout),
      generic: try Generic.encoded(layout))
    let data = try Self.encoded(layout)
    Self.member(
      "SlotLayout.init(from:)",
      concrete: try JSONDecoder().decode(SlotLayout<Kind>.self, from: data),
      generic: try Generic.decoded(SlotLayout<Kind>.self, from: data))
  }

  @Test func placementMembers() throws {
    let placement = SlotPlacement<Kind>(
      kind: .ad, rows: [0, 4], every: 5, first: 2, limit: 7, separation: 9)
    Self.member(
      "SlotPlacement.init(kind:rows:every:first:limit:separation:)", concrete: placement,
      generic: Generic.placement(
        kind: Kind.ad, rows: [0, 4], every: 5, first: 2, limit: 7, separation: 9))
    Self.member(
      "SlotPlacement.kind", concrete: placement.kind, generic: Generic.kind(of: placement))
    Self.member(
      "SlotPlacement.rows", concrete: placement.rows, generic: Generic.rows(of: placement))
    Self.member(
      "SlotPlacement.every", concrete: placement.every, generic: Generic.every(of: placement))
    Self.member(
      "SlotPlacement.first", concrete: placement.first, generic: Generic.first(of: placement))
    Self.member(
      "SlotPlacement.limit", concrete: placement.limit, generic: Generic.limit(of: placement))
    Self.member(
      "SlotPlacement.separation", concrete: placement.separation,
      generic: Generic.separation(of: placement))
    Self.member(
      "SlotPlacement.description", concrete: placement.description,
      generic: Generic.describe(placement))
    Self.member(
      "SlotPlacement.encode(to:)", concrete: try Self.encoded(placement),
      generic: try Generic.encoded(placement))
    let data = try Self.encoded(placement)
    Self.member(
      "SlotPlacement.init(from:)",
      concrete: try JSONDecoder().decode(SlotPlacement<Kind>.self, from: data),
      generic: try Generic.decoded(SlotPlacement<Kind>.self, from: data))
    Self.member(
      "SlotPlacement.init(kind:rows:every:first:limit:separation:)",
      concrete: SlotPlacement<Kind>(kind: .ad, every: 5, separation: nil),
      generic: Generic.placement(
        kind: Kind.ad, rows: [], every: 5, first: nil, limit: nil, separation: nil))
    let error = SlotPlacementError(field: .limit, value: -1)
    Self.member(
      "SlotPlacementError.init(field:value:previous:)", concrete: error,
      generic: Generic.placementError(field: .limit, value: -1, previous: nil))
    let outOfOrder = SlotPlacementError(field: .rows, value: 1, previous: 3)
    Self.member(
      "SlotPlacementError.init(field:value:previous:)", concrete: outOfOrder,
      generic: Generic.placementError(field: .rows, value: 1, previous: 3))
    Self.member(
      "SlotPlacementError.previous", concrete: outOfOrder.previous,
      generic: Generic.previous(of: outOfOrder))
    Self.member(
      "SlotPlacementError.field", concrete: error.field, generic: Generic.field(of: error))
    Self.member(
      "SlotPlacementError.value", concrete: error.value, generic: Generic.value(of: error))
    Self.member(
      "SlotPlacementError.description", concrete: error.description,
      generic: Generic.describe(error))
    Self.member(
      "SlotPlacementError.Field.init(rawValue:)",
      concrete: SlotPlacementError.Field(rawValue: "limit"),
      generic: Generic.field(named: "limit"))
    Self.member(
      "SlotPlacementError.Field.leastValue", concrete: SlotPlacementError.Field.every.leastValue,
      generic: Generic.leastValue(of: .every))
    Self.member(
      "SlotPlacementError.Field.check(_:)",
      concrete: Self.thrown { () throws(SlotPlacementError) in
        try SlotPlacementError.Field.first.check(-2)
      },
      generic: Generic.checked(.first, -2))
    Self.member(
      "SlotPlacementError.Field.check(increasing:)",
      concrete: Self.thrown { () throws(SlotPlacementError) in
        try SlotPlacementError.Field.rows.check(increasing: [1, 3, 3])
      },
      generic: Generic.checked(.rows, [1, 3, 3]))
  }

  @Test func droppingUnknownKinds() throws {
    let json = Data(#"{"pattern": ["post", "story", "ad"], "fallback": "story"}"#.utf8)
    let decoder = JSONDecoder()
    decoder.userInfo[.slotsDropUnknownKinds] = true
    Self.member(
      "CodingUserInfoKey.slotsDropUnknownKinds",
      concrete: try decoder.decode(SlotLayout<Kind>.self, from: json),
      generic: try Generic.decoded(SlotLayout<Kind>.self, from: json, droppingUnknownKinds: true))
  }

  // MARK: - SlotFeed and SlotCursor

  typealias Live = SlotFeed<Kind, Item>

  /// A live feed with settled rows, a prepended block and a tail.
  static var live: Live {
    var feed = Live(layout: layout)
    _ = feed.append(contentsOf: items([10, 11, 12, 13, 14, 15]), to: .post)
    _ = feed.append(contentsOf: items([20]), to: .ad)
    feed.settle(through: 2)
    _ = feed.prepend(
      SlotCollection(layout: SlotLayout(pattern: [.promo]), sources: [.promo: items([1])]))
    return feed
  }

  @Test func liveFeedMembers() throws {
    let feed = Self.live
    Self.member(
      "SlotFeed.init(layout:)", concrete: Array(Live(layout: Self.layout)),
      generic: Array(Generic.live(Live.self, layout: Self.layout)))
    Self.member("SlotFeed.layout", concrete: feed.layout, generic: Generic.layout(of: feed))
    Self.member(
      "SlotFeed.settledCount", concrete: feed.settledCount, generic: Generic.settledCount(of: feed))
    Self.member("SlotFeed.count", concrete: feed.count, generic: Generic.count(of: feed))
    Self.member("SlotFeed.startIndex", concrete: feed.startIndex, generic: Generic.start(of: feed))
    Self.member("SlotFeed.endIndex", concrete: feed.endIndex, generic: Generic.end(of: feed))
    Self.member("SlotFeed.indices", concrete: feed.indices, generic: Generic.indices(of: feed))
    for position in feed.indices {
      Self.member(
        "SlotFeed.subscript(_:)", concrete: feed[position],
        generic: Generic.element(of: feed, at: position))
      Self.member(
        "SlotFeed.kind(at:)", concrete: feed.kind(at: position),
        generic: Generic.kind(of: feed, at: position))
      Self.member(
        "SlotFeed.sourcePosition(at:)", concrete: feed.sourcePosition(at: position),
        generic: Generic.sourcePosition(of: feed, at: position))
      Self.member(
        "SlotFeed.cursor(after:)", concrete: feed.cursor(after: position),
        generic: Generic.cursor(of: feed, after: position))
    }
    for kind in Kind.allCases {
      Self.member(
        "SlotFeed.demand(for:within:)", concrete: feed.demand(for: kind, within: 10),
        generic: Generic.demand(of: feed, for: kind, within: 10))
    }
    for kind in Kind.allCases {
      Self.member(
        "SlotFeed.preloadDemand(for:within:)", concrete: feed.preloadDemand(for: kind, within: 10),
        generic: Generic.preloadDemand(of: feed, for: kind, within: 10))
      Self.member(
        "SlotFeed.preloadRowLimit", concrete: Live.preloadRowLimit,
        generic: Generic.preloadRowLimit(Live.self))
      Self.member(
        "SlotFeed.pendingItems(of:)", concrete: Array(feed.pendingItems(of: kind)),
        generic: Array(Generic.pendingItems(of: feed, kind)))
    }
    Self.member("SlotFeed.version", concrete: feed.version, generic: Generic.version(of: feed))
    Self.member("SlotFeed.description", concrete: feed.description, generic: Generic.describe(feed))
    Self.member(
      "SlotFeed.debugDescription", concrete: feed.debugDescription,
      generic: Generic.debugDescribe(feed))
    Self.member(
      "SlotFeed.encode(to:)", concrete: try Self.encoded(feed), generic: try Generic.encoded(feed))
    let data = try Self.encoded(feed)
    Self.member(
      "SlotFeed.init(from:)", concrete: Array(try JSONDecoder().decode(Live.self, from: data)),
      generic: Array(try Generic.decoded(Live.self, from: data)))
  }

  @Test func liveFeedMutations() {
    func check(
      _ name: String, _ concrete: (inout Live) -> SlotChangeSet,
      _ generic: (inout Live) -> SlotChangeSet
    ) {
      var left = Self.live
      var right = Self.live
      Self.member(name, concrete: concrete(&left), generic: generic(&right))
      Self.member(name, concrete: Array(left), generic: Array(right))
      Self.member(name, concrete: left.settledCount, generic: right.settledCount)
    }
    let fresh = Self.items([21, 22])
    check(
      "SlotFeed.append(contentsOf:to:)", { $0.append(contentsOf: fresh, to: .ad) },
      { Generic.append(&$0, fresh, to: .ad) })
    check("SlotFeed.remove(at:)", { $0.remove(at: 1) }, { Generic.remove(&$0, at: 1) })
    check("SlotFeed.remove(at:)", { $0.remove(at: 6) }, { Generic.remove(&$0, at: 6) })
    check(
      "SlotFeed.replace(at:with:)", { $0.replace(at: 0, with: Item(id: 5)) },
      { Generic.replace(&$0, at: 0, with: Item(id: 5)) })
    let block = SlotCollection<Kind, Item>(
      layout: SlotLayout(pattern: [.ad]), sources: [.ad: Self.items([30, 31])])
    check("SlotFeed.prepend(_:)", { $0.prepend(block) }, { Generic.prepend(&$0, block) })
    check(
      "SlotFeed.prepend(contentsOf:to:)", { $0.prepend(contentsOf: fresh, to: .ad) },
      { Generic.prepend(&$0, fresh, to: .ad) })
    check(
      "SlotFeed.removePending(of:where:)", { $0.removePending(of: .post) { $0.id % 2 == 0 } },
      { Generic.removePending(&$0, of: .post) { $0.id % 2 == 0 } })
    check(
      "SlotFeed.performBatchUpdates(_:)",
      {
        $0.performBatchUpdates {
          _ = $0.remove(at: 1)
          _ = $0.append(contentsOf: fresh, to: .ad)
        }
      },
      {
        Generic.performBatchUpdates(&$0) {
          _ = Generic.remove(&$0, at: 1)
          _ = Generic.append(&$0, fresh, to: .ad)
        }
      })
    check(
      "SlotFeed.replaceLayout(with:)",
      { $0.replaceLayout(with: SlotLayout(pattern: [.ad, .post])) },
      { Generic.replaceLayout(&$0, with: SlotLayout(pattern: [.ad, .post])) })
    var left = Self.live
    var right = Self.live
    left.settle(through: 5)
    Generic.settle(&right, through: 5)
    Self.member(
      "SlotFeed.settle(through:)", concrete: left.settledCount, generic: right.settledCount)
  }

  @Test func cursorMembers() throws {
    let feed = Self.live
    let cursor = feed.cursor(after: 4)
    Self.member(
      "SlotCursor.rulePosition", concrete: cursor.rulePosition,
      generic: Generic.rulePosition(cursor))
    Self.member("SlotCursor.ruleRow", concrete: cursor.ruleRow, generic: Generic.ruleRow(cursor))
    for kind in Kind.allCases {
      Self.member(
        "SlotCursor.offset(of:)", concrete: cursor.offset(of: kind),
        generic: Generic.offset(of: cursor, kind))
    }
    Self.member(
      "SlotCursor.description", concrete: cursor.description, generic: Generic.describe(cursor))
    Self.member(
      "SlotCursor.encode(to:)", concrete: try Self.encoded(cursor),
      generic: try Generic.encoded(cursor))
    let data = try Self.encoded(cursor)
    Self.member(
      "SlotCursor.init(from:)",
      concrete: try JSONDecoder().decode(SlotCursor<Kind>.self, from: data),
      generic: try Generic.decoded(SlotCursor<Kind>.self, from: data))
    Self.member(
      "SlotFeed.init(layout:resumingAfter:)",
      concrete: Array(try Live(layout: Self.layout, resumingAfter: cursor)),
      generic: Array(try Generic.live(Live.self, layout: Self.layout, resumingAfter: cursor)))
    let key = [UInt8](repeating: 3, count: 32)
    let token = try cursor.token(key: key, expiresAt: 100)
    Self.member(
      "SlotCursor.token(key:expiresAt:)", concrete: token,
      generic: try Generic.token(of: cursor, key: key, expiresAt: 100))
    Self.member(
      "SlotCursor.init(token:keys:now:)",
      concrete: try SlotCursor<Kind>(token: token, keys: [key], now: 0),
      generic: try Generic.cursor(SlotCursor<Kind>.self, token: token, keys: [key], now: 0))
    Self.member(
      "SlotCursor.keyLengths", concrete: SlotCursor<Kind>.keyLengths,
      generic: Generic.keyLengths(SlotCursor<Kind>.self))
    let error = SlotCursorError.liveRepeatableOutsidePattern
    Self.member(
      "SlotCursorError.description", concrete: error.description, generic: Generic.describe(error))
  }

  // MARK: - SourcePosition

  @Test func sourcePositionMembers() throws {
    let position = SourcePosition(kind: Kind.ad, offset: 3)
    Self.member(
      "SourcePosition.init(kind:offset:)", concrete: position,
      generic: Generic.sourcePosition(kind: Kind.ad, offset: 3))
    Self.member("SourcePosition.kind", concrete: position.kind, generic: Generic.kind(of: position))
    Self.member(
      "SourcePosition.offset", concrete: position.offset, generic: Generic.offset(of: position))
    Self.member(
      "SourcePosition.description", concrete: position.description,
      generic: Generic.describe(position))
    Self.member(
      "SourcePosition.encode(to:)", concrete: try Self.encoded(position),
      generic: try Generic.encoded(position))
    let data = try Self.encoded(position)
    Self.member(
      "SourcePosition.init(from:)",
      concrete: try JSONDecoder().decode(SourcePosition<Kind>.self, from: data),
      generic: try Generic.decoded(SourcePosition<Kind>.self, from: data))
  }

  // MARK: - SlotChangeSet

  @Test func changeSetMembers() {
    let old = Self.feed
    let new = Self.shuffled
    let changes = new.changeSet(from: old)
    let move = SlotChangeSet.Move(from: 1, to: 2)
    Self.member("SlotChangeSet.Move.init(from:to:)", concrete: move, generic: Generic.move(1, 2))
    Self.member("SlotChangeSet.Move.from", concrete: move.from, generic: Generic.from(move))
    Self.member("SlotChangeSet.Move.to", concrete: move.to, generic: Generic.to(move))
    Self.member(
      "SlotChangeSet.init(removals:insertions:moves:updates:)",
      concrete: SlotChangeSet(removals: [2, 1], insertions: [0], moves: [move], updates: [4]),
      generic: Generic.changeSet(removals: [2, 1], insertions: [0], moves: [move], updates: [4]))
    var edited = new
    let updated = edited.replace(at: 1, with: Item(id: 99))
    Self.member(
      "SlotChangeSet.updates", concrete: updated.updates, generic: Generic.updates(updated))
    Self.member(
      "SlotChangeSet.removals", concrete: changes.removals, generic: Generic.removals(changes))
    Self.member(
      "SlotChangeSet.insertions", concrete: changes.insertions, generic: Generic.insertions(changes)
    )
    Self.member("SlotChangeSet.moves", concrete: changes.moves, generic: Generic.moves(changes))
    Self.member(
      "SlotChangeSet.isEmpty", concrete: changes.isEmpty, generic: Generic.isEmpty(changes))
    var live = Self.live
    let stamped = live.append(contentsOf: Self.items([40]), to: .ad)
    Self.member(
      "SlotChangeSet.fromVersion", concrete: stamped.fromVersion,
      generic: Generic.fromVersion(stamped))
    Self.member(
      "SlotChangeSet.toVersion", concrete: stamped.toVersion, generic: Generic.toVersion(stamped))
    Self.member(
      "SlotChangeSet.description", concrete: changes.description,
      generic: Generic.describe(changes))
    Self.member(
      "SlotChangeSet.applied(to:newElement:)",
      concrete: changes.applied(to: Array(old)) { new[$0] },
      generic: Generic.apply(changes, to: Array(old)) { new[$0] })
    Self.member(
      "SlotChangeSet.difference(from:to:)",
      concrete: changes.difference(from: old, to: new),
      generic: Generic.difference(changes, from: old, to: new))
  }

  static func encoded(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(value)
  }

  // MARK: - Coverage

  /// The public members that this suite need not call: those of the
  /// 2.0-compatible class, which is not generic, so that a call to it has
  /// one meaning in every context.
  static let exemptTypes: Set<String> = ["Slots"]

  @Test func everyPublicMemberIsChecked() throws {
    // The checks above run first: Swift Testing runs a suite's tests in
    // parallel, so run them here again, in order, to know the full list.
    collectionReads()
    collectionSetters()
    collectionMutations()
    collectionDiffs()
    try collectionCoding()
    try layoutMembers()
    try sourcePositionMembers()
    try droppingUnknownKinds()
    try liveFeedMembers()
    liveFeedMutations()
    try cursorMembers()
    changeSetMembers()
    try placementMembers()
    liveFeedFinding()
    try explanationCoding()
    try absenceMembers()
    explanationMembers()
    let declared = try PublicDeclarations.scan().filter {
      !Self.exemptTypes.contains(String($0.prefix { $0 != "." }))
    }
    #expect(!declared.isEmpty)
    let unchecked = declared.subtracting(Self.checked.all).sorted()
    #expect(unchecked.isEmpty, "public members with no generic check: \(unchecked)")
    let unknown = Self.checked.all.subtracting(declared).sorted()
    #expect(unknown.isEmpty, "checked members that the scan does not find: \(unknown)")
  }
}

/// Generic functions with no constraints beyond those of the member each one
/// calls.
private enum Generic {
  // SlotCollection
  static func empty<K, E>(_: SlotCollection<K, E>.Type) -> SlotCollection<K, E> { .init() }
  static func make<K, E>(
    _: SlotCollection<K, E>.Type, layout: SlotLayout<K>, sources: [K: [E]]
  ) -> SlotCollection<K, E> {
    .init(layout: layout, sources: sources)
  }
  static func layout<K, E>(of feed: SlotCollection<K, E>) -> SlotLayout<K> { feed.layout }
  static func setLayout<K, E>(of feed: inout SlotCollection<K, E>, to layout: SlotLayout<K>) {
    feed.layout = layout
  }
  static func source<K, E>(of feed: SlotCollection<K, E>, _ kind: K) -> [E] { feed[source: kind] }
  static func setSource<K, E>(of feed: inout SlotCollection<K, E>, _ kind: K, to items: [E]) {
    feed[source: kind] = items
  }
  static func appendInPlace<K, E>(to feed: inout SlotCollection<K, E>, _ kind: K, _ item: E) {
    feed[source: kind].append(item)
  }
  static func sources<K, E>(of feed: SlotCollection<K, E>) -> [K: [E]] { feed.sources }
  static func kind<K, E>(of feed: SlotCollection<K, E>, at position: Int) -> K {
    feed.kind(at: position)
  }
  static func sourcePosition<K, E>(of feed: SlotCollection<K, E>, at position: Int)
    -> SourcePosition<K>
  {
    feed.sourcePosition(at: position)
  }
  static func index<K, E>(of feed: SlotCollection<K, E>, offset: Int, in kind: K) -> Int? {
    feed.index(ofOffset: offset, in: kind)
  }
  static func index<K, E>(of feed: SlotCollection<K, E>, _ source: SourcePosition<K>) -> Int? {
    feed.index(of: source)
  }
  static func element<K, E>(of feed: SlotCollection<K, E>, at position: Int) -> E {
    feed[position]
  }
  static func element<K, E>(of feed: SlotCollection<K, E>, orNilAt position: Int) -> E? {
    feed.element(at: position)
  }
  static func start<K, E>(of feed: SlotCollection<K, E>) -> Int { feed.startIndex }
  static func end<K, E>(of feed: SlotCollection<K, E>) -> Int { feed.endIndex }
  static func count<K, E>(of feed: SlotCollection<K, E>) -> Int { feed.count }
  static func isEmpty<K, E>(_ feed: SlotCollection<K, E>) -> Bool { feed.isEmpty }
  static func indices<K, E>(of feed: SlotCollection<K, E>) -> Range<Int> { feed.indices }
  static func iterate<K, E>(_ feed: SlotCollection<K, E>) -> [E] {
    var iterator = feed.makeIterator()
    var items: [E] = []
    while let item = iterator.next() { items.append(item) }
    return items
  }
  static func copyToArray<K, E>(_ feed: SlotCollection<K, E>) -> [E] {
    Array(feed._copyToContiguousArray())
  }
  static func copyContents<K, E>(_ feed: SlotCollection<K, E>) -> [E] {
    // Half into a buffer, the rest through the returned iterator.
    let buffer = UnsafeMutableBufferPointer<E>.allocate(capacity: feed.count / 2)
    defer { buffer.deallocate() }
    var (iterator, copied) = feed._copyContents(initializing: buffer)
    var items = Array(buffer[..<copied])
    buffer.baseAddress?.deinitialize(count: copied)
    while let item = iterator.next() { items.append(item) }
    return items
  }
  static func describe<K, E>(_ feed: SlotCollection<K, E>) -> String { feed.description }
  static func debugDescribe<K, E>(_ feed: SlotCollection<K, E>) -> String {
    feed.debugDescription
  }
  static func equal<K, E: Equatable>(_ left: SlotCollection<K, E>, _ right: SlotCollection<K, E>)
    -> Bool
  {
    left == right
  }
  static func hash<K, E: Hashable>(_ feed: SlotCollection<K, E>) -> Int { feed.hashValue }

  static func append<K, E>(_ feed: inout SlotCollection<K, E>, _ items: [E], to kind: K)
    -> SlotChangeSet
  {
    feed.append(contentsOf: items, to: kind)
  }
  static func insert<K, E>(
    _ feed: inout SlotCollection<K, E>, _ items: [E], atOffset offset: Int, in kind: K
  ) -> SlotChangeSet {
    feed.insert(contentsOf: items, atOffset: offset, in: kind)
  }
  static func remove<K, E>(_ feed: inout SlotCollection<K, E>, atOffsets offsets: [Int], in kind: K)
    -> SlotChangeSet
  {
    feed.remove(atOffsets: offsets, in: kind)
  }
  static func replaceSource<K, E>(
    _ feed: inout SlotCollection<K, E>, of kind: K, withNewItems items: [E]
  ) -> SlotChangeSet {
    feed.replaceSource(of: kind, withNewItems: items)
  }
  static func replaceSource<K, E, ID: Hashable>(
    _ feed: inout SlotCollection<K, E>, of kind: K, with items: [E],
    identifiedBy identity: (E) -> ID
  ) -> SlotChangeSet {
    feed.replaceSource(of: kind, with: items, identifiedBy: identity)
  }
  static func replaceSourceByID<K, E: Identifiable>(
    _ feed: inout SlotCollection<K, E>, of kind: K, with items: [E]
  ) -> SlotChangeSet {
    feed.replaceSource(of: kind, with: items)
  }
  static func replace<K, E>(_ feed: inout SlotCollection<K, E>, at position: Int, with item: E)
    -> SlotChangeSet
  {
    feed.replace(at: position, with: item)
  }
  static func replaceLayout<K, E>(_ feed: inout SlotCollection<K, E>, with layout: SlotLayout<K>)
    -> SlotChangeSet
  {
    feed.replaceLayout(with: layout)
  }
  static func changeSetBySourcePosition<K, E>(
    _ new: SlotCollection<K, E>, from old: SlotCollection<K, E>
  ) -> SlotChangeSet {
    new.changeSetBySourcePosition(from: old)
  }
  static func changeSet<K, E, ID: Hashable>(
    _ new: SlotCollection<K, E>, from old: SlotCollection<K, E>, identifiedBy identity: (E) -> ID
  ) -> SlotChangeSet {
    new.changeSet(from: old, identifiedBy: identity)
  }
  static func changeSetByID<K, E: Identifiable>(
    _ new: SlotCollection<K, E>, from old: SlotCollection<K, E>
  ) -> SlotChangeSet {
    new.changeSet(from: old)
  }

  // Coding, for any of the package's Codable types
  static func encoded<T: Encodable>(_ value: T) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(value)
  }
  static func decoded<T: Decodable>(
    _: T.Type, from data: Data, droppingUnknownKinds: Bool = false
  ) throws -> T {
    let decoder = JSONDecoder()
    if droppingUnknownKinds { decoder.userInfo[.slotsDropUnknownKinds] = true }
    return try decoder.decode(T.self, from: data)
  }

  // SlotFeed and SlotCursor
  static func live<K, E>(_: SlotFeed<K, E>.Type, layout: SlotLayout<K>) -> SlotFeed<K, E> {
    SlotFeed(layout: layout)
  }
  static func live<K, E>(
    _: SlotFeed<K, E>.Type, layout: SlotLayout<K>, resumingAfter cursor: SlotCursor<K>
  ) throws -> SlotFeed<K, E> {
    try SlotFeed(layout: layout, resumingAfter: cursor)
  }
  static func layout<K, E>(of feed: SlotFeed<K, E>) -> SlotLayout<K> { feed.layout }
  static func settledCount<K, E>(of feed: SlotFeed<K, E>) -> Int { feed.settledCount }
  static func count<K, E>(of feed: SlotFeed<K, E>) -> Int { feed.count }
  static func start<K, E>(of feed: SlotFeed<K, E>) -> Int { feed.startIndex }
  static func end<K, E>(of feed: SlotFeed<K, E>) -> Int { feed.endIndex }
  static func indices<K, E>(of feed: SlotFeed<K, E>) -> Range<Int> { feed.indices }
  static func element<K, E>(of feed: SlotFeed<K, E>, at position: Int) -> E { feed[position] }
  static func kind<K, E>(of feed: SlotFeed<K, E>, at position: Int) -> K {
    feed.kind(at: position)
  }
  static func sourcePosition<K, E>(of feed: SlotFeed<K, E>, at position: Int)
    -> SourcePosition<K>?
  {
    feed.sourcePosition(at: position)
  }
  static func cursor<K, E>(of feed: SlotFeed<K, E>, after position: Int) -> SlotCursor<K> {
    feed.cursor(after: position)
  }
  static func demand<K, E>(of feed: SlotFeed<K, E>, for kind: K, within rows: Int) -> Int {
    feed.demand(for: kind, within: rows)
  }
  static func preloadRowLimit<K, E>(_: SlotFeed<K, E>.Type) -> Int {
    SlotFeed<K, E>.preloadRowLimit
  }
  static func preloadDemand<K, E>(of feed: SlotFeed<K, E>, for kind: K, within rows: Int) -> Int {
    feed.preloadDemand(for: kind, within: rows)
  }
  static func pendingItems<K, E>(of feed: SlotFeed<K, E>, _ kind: K) -> [E] {
    feed.pendingItems(of: kind)
  }
  static func version<K, E>(of feed: SlotFeed<K, E>) -> Int { feed.version }
  static func prepend<K, E>(_ feed: inout SlotFeed<K, E>, _ items: [E], to kind: K)
    -> SlotChangeSet
  {
    feed.prepend(contentsOf: items, to: kind)
  }
  static func removePending<K, E>(
    _ feed: inout SlotFeed<K, E>, of kind: K, where predicate: (E) -> Bool
  ) -> SlotChangeSet {
    feed.removePending(of: kind, where: predicate)
  }
  static func performBatchUpdates<K, E>(
    _ feed: inout SlotFeed<K, E>, _ updates: (inout SlotFeed<K, E>) -> Void
  ) -> SlotChangeSet {
    feed.performBatchUpdates(updates)
  }
  static func fromVersion(_ changes: SlotChangeSet) -> Int? { changes.fromVersion }
  static func toVersion(_ changes: SlotChangeSet) -> Int? { changes.toVersion }
  static func describe<K, E>(_ feed: SlotFeed<K, E>) -> String { feed.description }
  static func debugDescribe<K, E>(_ feed: SlotFeed<K, E>) -> String { feed.debugDescription }
  static func append<K, E>(_ feed: inout SlotFeed<K, E>, _ items: [E], to kind: K)
    -> SlotChangeSet
  {
    feed.append(contentsOf: items, to: kind)
  }
  static func remove<K, E>(_ feed: inout SlotFeed<K, E>, at position: Int) -> SlotChangeSet {
    feed.remove(at: position)
  }
  static func replace<K, E>(_ feed: inout SlotFeed<K, E>, at position: Int, with item: E)
    -> SlotChangeSet
  {
    feed.replace(at: position, with: item)
  }
  static func prepend<K, E>(_ feed: inout SlotFeed<K, E>, _ block: SlotCollection<K, E>)
    -> SlotChangeSet
  {
    feed.prepend(block)
  }
  static func replaceLayout<K, E>(_ feed: inout SlotFeed<K, E>, with layout: SlotLayout<K>)
    -> SlotChangeSet
  {
    feed.replaceLayout(with: layout)
  }
  static func settle<K, E>(_ feed: inout SlotFeed<K, E>, through position: Int) {
    feed.settle(through: position)
  }
  static func rulePosition<K>(_ cursor: SlotCursor<K>) -> Int { cursor.rulePosition }
  static func ruleRow<K>(_ cursor: SlotCursor<K>) -> Int { cursor.ruleRow }
  static func offset<K>(of cursor: SlotCursor<K>, _ kind: K) -> Int { cursor.offset(of: kind) }
  static func describe<K>(_ cursor: SlotCursor<K>) -> String { cursor.description }
  static func token<K: Encodable>(of cursor: SlotCursor<K>, key: [UInt8], expiresAt: Int?) throws
    -> String
  { try cursor.token(key: key, expiresAt: expiresAt) }
  static func cursor<K: Decodable>(
    _: SlotCursor<K>.Type, token: String, keys: [[UInt8]], now: Int
  ) throws -> SlotCursor<K> { try SlotCursor(token: token, keys: keys, now: now) }
  static func keyLengths<K>(_: SlotCursor<K>.Type) -> ClosedRange<Int> {
    SlotCursor<K>.keyLengths
  }
  static func describe(_ error: some CustomStringConvertible) -> String { error.description }

  // SlotLayout
  static func layout<K>(
    pattern: [K], header: [K], repeatables: Set<K>, fixed: [Int: K], fallback: K?
  ) -> SlotLayout<K> {
    SlotLayout(
      pattern: pattern, header: header, repeatables: repeatables, fixed: fixed, fallback: fallback)
  }
  static func pattern<K>(of layout: SlotLayout<K>) -> [K] { layout.pattern }
  static func header<K>(of layout: SlotLayout<K>) -> [K] { layout.header }
  static func repeatables<K>(of layout: SlotLayout<K>) -> Set<K> { layout.repeatables }
  static func fixed<K>(of layout: SlotLayout<K>) -> [Int: K] { layout.fixed }
  static func fallback<K>(of layout: SlotLayout<K>) -> K? { layout.fallback }
  static func kinds<K>(of layout: SlotLayout<K>) -> [K] { layout.kinds }
  static func laidOutKinds<K>(of layout: SlotLayout<K>) -> [K] { layout.laidOutKinds }
  static func pinnedKinds<K>(of layout: SlotLayout<K>) -> [K] { layout.pinnedKinds }
  static func placedKinds<K>(of layout: SlotLayout<K>) -> [K] { layout.placedKinds }
  static func describe<K>(_ layout: SlotLayout<K>) -> String { layout.description }
  static func equal<K>(_ left: SlotLayout<K>, _ right: SlotLayout<K>) -> Bool { left == right }
  static func hash<K>(_ layout: SlotLayout<K>) -> Int { layout.hashValue }
  static func placements<K>(of layout: SlotLayout<K>) -> [SlotPlacement<K>] { layout.placements }

  // SlotPlacement
  static func placement<K>(
    kind: K, rows: [Int], every: Int, first: Int?, limit: Int?, separation: Int?
  ) -> SlotPlacement<K> {
    SlotPlacement(
      kind: kind, rows: rows, every: every, first: first, limit: limit, separation: separation)
  }
  static func kind<K>(of placement: SlotPlacement<K>) -> K { placement.kind }
  static func rows<K>(of placement: SlotPlacement<K>) -> [Int] { placement.rows }
  static func every<K>(of placement: SlotPlacement<K>) -> Int { placement.every }
  static func first<K>(of placement: SlotPlacement<K>) -> Int { placement.first }
  static func limit<K>(of placement: SlotPlacement<K>) -> Int? { placement.limit }
  static func separation<K>(of placement: SlotPlacement<K>) -> Int { placement.separation }
  static func describe<K>(_ placement: SlotPlacement<K>) -> String { placement.description }
  static func placementError(
    field: SlotPlacementError.Field, value: Int, previous: Int?
  ) -> SlotPlacementError {
    SlotPlacementError(field: field, value: value, previous: previous)
  }
  static func previous(of error: SlotPlacementError) -> Int? { error.previous }
  static func field(of error: SlotPlacementError) -> SlotPlacementError.Field { error.field }
  static func value(of error: SlotPlacementError) -> Int { error.value }
  static func leastValue(of field: SlotPlacementError.Field) -> Int { field.leastValue }
  static func field(named name: String) -> SlotPlacementError.Field? {
    SlotPlacementError.Field(rawValue: name)
  }
  static func checked(_ field: SlotPlacementError.Field, _ value: Int) -> SlotPlacementError? {
    GenericCallTests.thrown { () throws(SlotPlacementError) in try field.check(value) }
  }
  static func checked(_ field: SlotPlacementError.Field, _ values: [Int]) -> SlotPlacementError? {
    GenericCallTests.thrown { () throws(SlotPlacementError) in try field.check(increasing: values) }
  }

  // SourcePosition
  static func sourcePosition<K>(kind: K, offset: Int) -> SourcePosition<K> {
    SourcePosition(kind: kind, offset: offset)
  }
  static func kind<K>(of position: SourcePosition<K>) -> K { position.kind }
  static func offset<K>(of position: SourcePosition<K>) -> Int { position.offset }
  static func describe<K>(_ position: SourcePosition<K>) -> String { position.description }

  // SlotChangeSet
  static func move(_ from: Int, _ to: Int) -> SlotChangeSet.Move { .init(from: from, to: to) }
  static func from(_ move: SlotChangeSet.Move) -> Int { move.from }
  static func to(_ move: SlotChangeSet.Move) -> Int { move.to }
  static func changeSet(
    removals: [Int], insertions: [Int], moves: [SlotChangeSet.Move], updates: [Int]
  ) -> SlotChangeSet {
    SlotChangeSet(removals: removals, insertions: insertions, moves: moves, updates: updates)
  }
  static func updates(_ changes: SlotChangeSet) -> [Int] { changes.updates }
  static func removals(_ changes: SlotChangeSet) -> [Int] { changes.removals }
  static func insertions(_ changes: SlotChangeSet) -> [Int] { changes.insertions }
  static func moves(_ changes: SlotChangeSet) -> [SlotChangeSet.Move] { changes.moves }
  static func isEmpty(_ changes: SlotChangeSet) -> Bool { changes.isEmpty }
  static func describe(_ changes: SlotChangeSet) -> String { changes.description }
  static func apply<T>(_ changes: SlotChangeSet, to old: [T], newElement: (Int) -> T) -> [T] {
    changes.applied(to: old, newElement: newElement)
  }
  static func difference<Old: RandomAccessCollection, New: RandomAccessCollection>(
    _ changes: SlotChangeSet, from old: Old, to new: New
  ) -> CollectionDifference<Old.Element> where New.Element == Old.Element {
    changes.difference(from: old, to: new)
  }
}

extension GenericCallTests {
  @Test func liveFeedFinding() {
    var feed = Self.live
    _ = feed.remove(at: 2)
    for kind in Kind.allCases {
      for offset in -1...7 {
        Self.member(
          "SlotFeed.index(ofOffset:in:)", concrete: feed.index(ofOffset: offset, in: kind),
          generic: Generic.index(of: feed, offset: offset, in: kind))
        let origin = SourcePosition(kind: kind, offset: offset)
        Self.member(
          "SlotFeed.index(of:)", concrete: feed.index(of: origin),
          generic: Generic.index(of: feed, origin))
      }
      for id in [1, 10, 11, 12, 15, 20, 99] {
        Self.member(
          "SlotFeed.index(ofID:in:)", concrete: feed.index(ofID: id, in: kind),
          generic: Generic.index(of: feed, id: id, in: kind))
      }
    }
    let rows = feed.identifiedRows
    Self.member(
      "SlotFeed.identifiedRows", concrete: Array(rows),
      generic: Array(Generic.identifiedRows(of: feed)))
    Self.member(
      "SlotFeed.IdentifiedRows.startIndex", concrete: rows.startIndex,
      generic: Generic.start(of: rows))
    Self.member(
      "SlotFeed.IdentifiedRows.endIndex", concrete: rows.endIndex, generic: Generic.end(of: rows))
    Self.member(
      "SlotFeed.IdentifiedRows.indices", concrete: rows.indices,
      generic: Generic.indices(of: rows))
    for position in rows.indices {
      let row = rows[position]
      Self.member(
        "SlotFeed.IdentifiedRows.subscript(_:)", concrete: row,
        generic: Generic.element(of: rows, at: position))
      Self.member(
        "SlotFeed.IdentifiedRow.position", concrete: row.position,
        generic: Generic.position(of: row))
      Self.member(
        "SlotFeed.IdentifiedRow.kind", concrete: row.kind, generic: Generic.kind(of: row))
      Self.member(
        "SlotFeed.IdentifiedRow.element", concrete: row.element,
        generic: Generic.element(of: row))
      Self.member("SlotFeed.IdentifiedRow.id", concrete: row.id, generic: Generic.id(of: row))
      Self.member(
        "SlotFeed.IdentifiedRow.ID.kind", concrete: row.id.kind, generic: Generic.kind(of: row.id))
      Self.member(
        "SlotFeed.IdentifiedRow.ID.item", concrete: row.id.item, generic: Generic.item(of: row.id))
      Self.member(
        "SlotFeed.IdentifiedRow.ID.init(kind:item:)",
        concrete: Live.IdentifiedRow.ID(kind: row.kind, item: row.element.id),
        generic: Generic.rowID(Live.self, kind: row.kind, item: row.element.id))
      Self.member(
        "SlotFeed.IdentifiedRow.init(position:kind:element:)",
        concrete: Live.IdentifiedRow(position: position, kind: row.kind, element: row.element),
        generic: Generic.row(Live.self, position: position, kind: row.kind, element: row.element))
      Self.member(
        "SlotFeed.IdentifiedRow.==(_:_:)", concrete: row == rows[0],
        generic: Generic.equal(row, rows[0]))
      Self.member(
        "SlotFeed.IdentifiedRow.hash(into:)", concrete: row.hashValue,
        generic: Generic.hashValue(of: row))
    }
  }
}

extension Generic {
  static func index<K, E>(of feed: SlotFeed<K, E>, offset: Int, in kind: K) -> Int? {
    feed.index(ofOffset: offset, in: kind)
  }
  static func index<K, E>(of feed: SlotFeed<K, E>, _ origin: SourcePosition<K>) -> Int? {
    feed.index(of: origin)
  }
  static func index<K, E: Identifiable>(of feed: SlotFeed<K, E>, id: E.ID, in kind: K) -> Int? {
    feed.index(ofID: id, in: kind)
  }
  static func identifiedRows<K, E: Identifiable>(
    of feed: SlotFeed<K, E>
  ) -> SlotFeed<K, E>.IdentifiedRows {
    feed.identifiedRows
  }
  static func start<K, E: Identifiable>(of rows: SlotFeed<K, E>.IdentifiedRows) -> Int {
    rows.startIndex
  }
  static func end<K, E: Identifiable>(of rows: SlotFeed<K, E>.IdentifiedRows) -> Int {
    rows.endIndex
  }
  static func indices<K, E: Identifiable>(of rows: SlotFeed<K, E>.IdentifiedRows) -> Range<Int> {
    rows.indices
  }
  static func element<K, E: Identifiable>(
    of rows: SlotFeed<K, E>.IdentifiedRows, at position: Int
  ) -> SlotFeed<K, E>.IdentifiedRow {
    rows[position]
  }
  static func position<K, E: Identifiable>(of row: SlotFeed<K, E>.IdentifiedRow) -> Int {
    row.position
  }
  static func kind<K, E: Identifiable>(of row: SlotFeed<K, E>.IdentifiedRow) -> K { row.kind }
  static func element<K, E: Identifiable>(of row: SlotFeed<K, E>.IdentifiedRow) -> E {
    row.element
  }
  static func id<K, E: Identifiable>(
    of row: SlotFeed<K, E>.IdentifiedRow
  ) -> SlotFeed<K, E>.IdentifiedRow.ID {
    row.id
  }
  static func kind<K, E: Identifiable>(of id: SlotFeed<K, E>.IdentifiedRow.ID) -> K { id.kind }
  static func item<K, E: Identifiable>(of id: SlotFeed<K, E>.IdentifiedRow.ID) -> E.ID { id.item }
  static func rowID<K, E: Identifiable>(
    _: SlotFeed<K, E>.Type, kind: K, item: E.ID
  ) -> SlotFeed<K, E>.IdentifiedRow.ID {
    .init(kind: kind, item: item)
  }
  static func row<K, E: Identifiable>(
    _: SlotFeed<K, E>.Type, position: Int, kind: K, element: E
  ) -> SlotFeed<K, E>.IdentifiedRow {
    .init(position: position, kind: kind, element: element)
  }
  static func equal<K, E: Identifiable & Equatable>(
    _ left: SlotFeed<K, E>.IdentifiedRow, _ right: SlotFeed<K, E>.IdentifiedRow
  ) -> Bool {
    left == right
  }
  static func hashValue<K, E: Identifiable & Hashable>(
    of row: SlotFeed<K, E>.IdentifiedRow
  ) -> Int {
    row.hashValue
  }
}

/// The public members declared in `Sources/Slots`, read from the source
/// text: `Type.name` for properties, `Type.name(label:label:)` for methods,
/// initializers and subscripts, where `Type` is the type or extension that
/// encloses the declaration (nested types dotted).
enum PublicDeclarations {
  static func sourcesDirectory() throws -> URL {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("Package.swift").path)
    {
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { throw CocoaError(.fileNoSuchFile) }
      directory = parent
    }
    return directory.appendingPathComponent("Sources/Slots")
  }

  static func scan() throws -> Set<String> {
    let root = try sourcesDirectory()
    var result: Set<String> = []
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
    for case let file as URL in files where file.pathExtension == "swift" {
      result.formUnion(members(in: try String(contentsOf: file, encoding: .utf8)))
    }
    return result
  }

  /// `text` with its comments and the contents of its string literals
  /// turned into spaces, so that only code is left to read.
  static func code(of text: String) -> [Character] {
    enum State {
      case code, string
      case interpolation(depth: Int)
    }
    let characters = Array(text)
    var result = characters
    var states: [State] = [.code]
    var index = 0
    func blank(_ range: Range<Int>) {
      for position in range where result[position] != "\n" { result[position] = " " }
    }
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      switch states.last! {
      case .code, .interpolation:
        if character == "/" && next == "/" {
          let end = characters[index...].firstIndex(of: "\n") ?? characters.count
          blank(index..<end)
          index = end
          continue
        }
        if character == "\"" {
          states.append(.string)
        } else if case .interpolation(let depth) = states.last! {
          if character == "(" { states[states.count - 1] = .interpolation(depth: depth + 1) }
          if character == ")" {
            if depth == 1 {
              states.removeLast()
            } else {
              states[states.count - 1] = .interpolation(depth: depth - 1)
            }
          }
        }
      case .string:
        if character == "\\" && next == "(" {
          states.append(.interpolation(depth: 1))
          index += 2
          continue
        }
        if character == "\\" {
          blank(index..<index + 2)
          index += 2
          continue
        }
        if character == "\"" {
          states.removeLast()
        } else {
          blank(index..<index + 1)
        }
      }
      index += 1
    }
    return result
  }

  /// The public members declared in `text`, with the types that enclose
  /// them.
  static func members(in text: String) -> [String] {
    let words = code(of: text)
    var result: [String] = []
    var index = 0
    /// The type that each open brace opened, or `nil` for another scope.
    var scopes: [String?] = []
    var pendingType: String?
    let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]
    func skipSpaces() { while index < words.count && words[index].isWhitespace { index += 1 } }
    func word(dotted: Bool = false) -> String {
      skipSpaces()
      var result = ""
      while index < words.count
        && (words[index].isLetter || words[index].isNumber || words[index] == "_"
          || (dotted && words[index] == "."))
      {
        result.append(words[index])
        index += 1
      }
      return result
    }
    func enclosingType() -> String? { scopes.last { $0 != nil } ?? nil }
    func declareType(_ keyword: String) {
      let name = word(dotted: true)
      if keyword == "extension" {
        pendingType = name
      } else {
        pendingType = enclosingType().map { "\($0).\(name)" } ?? name
      }
    }
    while index < words.count {
      let keyword = word()
      if keyword.isEmpty {
        guard index < words.count else { break }
        if words[index] == "{" {
          scopes.append(pendingType)
          pendingType = nil
        } else if words[index] == "}" {
          _ = scopes.popLast()
        }
        index += 1
        continue
      }
      if typeKeywords.contains(keyword) {
        declareType(keyword)
        continue
      }
      guard keyword == "public" || keyword == "open" else { continue }
      if index < words.count && words[index] == "(" { continue }  // private(set)
      var modifiers = word()
      while ["static", "mutating", "convenience", "final", "override", "nonmutating", "indirect"]
        .contains(modifiers)
      {
        modifiers = word()
      }
      let type = enclosingType() ?? ""
      switch modifiers {
      case _ where typeKeywords.contains(modifiers):
        declareType(modifiers)
      case "var", "let":
        result.append("\(type).\(word())")
      case "func", "init", "subscript":
        var name = modifiers == "func" ? word() : modifiers
        if name.isEmpty {  // an operator
          skipSpaces()
          while index < words.count && !words[index].isWhitespace && words[index] != "(" {
            name.append(words[index])
            index += 1
          }
        }
        let labels = parameterLabels(words, from: &index)
        let isOperator = !(name.first.map { $0.isLetter || $0 == "_" } ?? false)
        let shown =
          isOperator || modifiers == "subscript"
          ? labels.map { $0.second == nil || isOperator ? "_" : $0.first }
          : labels.map { $0.first }
        result.append("\(type).\(name)(\(shown.map { "\($0):" }.joined()))")
      default:
        continue  // a typealias, a case
      }
    }
    return result
  }

  /// Reads the parameter list that follows (skipping generic parameters),
  /// and returns each parameter's first and second name.
  static func parameterLabels(_ words: [Character], from index: inout Int)
    -> [(first: String, second: String?)]
  {
    while index < words.count && words[index] != "(" { index += 1 }
    index += 1
    var depth = 0
    var current = ""
    var parameters: [String] = []
    while index < words.count {
      let character = words[index]
      index += 1
      if character == "-" && index < words.count && words[index] == ">" {  // an arrow
        current.append("-")
        current.append(">")
        index += 1
        continue
      }
      if character == "(" || character == "[" || character == "<" { depth += 1 }
      if character == ")" || character == "]" || character == ">" {
        if depth == 0 { break }
        depth -= 1
      }
      if character == "," && depth == 0 {
        parameters.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      parameters.append(current)
    }
    return parameters.map { parameter in
      let names = parameter.prefix { $0 != ":" }.split(whereSeparator: \.isWhitespace)
      return (String(names.first ?? "_"), names.count > 1 ? String(names[1]) : nil)
    }
  }
}

extension GenericCallTests {
  @Test func explanationCoding() throws {
    let placement = SlotExplanation<Kind>.Placement(
      index: 0, count: 1, previousRow: 1, dueRow: 3, dueField: .rows, group: "N", groupRow: 1,
      eligibleRow: 5, row: 6, gapTakenBy: .promo)
    let explanation = SlotExplanation(position: 6, kind: Kind.ad, reason: .placement(placement))
    let reasons: [SlotExplanation<Kind>.Reason] = [
      .header(slot: 1), .pattern(slot: 0, pass: 2), .repeatable(slot: 1, pass: 3),
      .fallback(slot: 1, pass: nil, replacing: .ad), .fixed(position: 4),
      .placement(placement), .prepended, .settled,
    ]
    Self.member(
      "SlotExplanation.encode(to:)", concrete: try Self.encoded(explanation),
      generic: try Generic.encoded(explanation))
    Self.member(
      "SlotExplanation.init(from:)",
      concrete: try JSONDecoder().decode(
        SlotExplanation<Kind>.self, from: try Self.encoded(explanation)),
      generic: try Generic.decoded(SlotExplanation<Kind>.self, from: try Self.encoded(explanation)))
    Self.member(
      "SlotExplanation.Placement.encode(to:)", concrete: try Self.encoded(placement),
      generic: try Generic.encoded(placement))
    Self.member(
      "SlotExplanation.Placement.init(from:)",
      concrete: try JSONDecoder().decode(
        SlotExplanation<Kind>.Placement.self, from: try Self.encoded(placement)),
      generic: try Generic.decoded(
        SlotExplanation<Kind>.Placement.self, from: try Self.encoded(placement)))
    for reason in reasons {
      let data = try Self.encoded(reason)
      Self.member(
        "SlotExplanation.Reason.encode(to:)", concrete: data, generic: try Generic.encoded(reason))
      Self.member(
        "SlotExplanation.Reason.init(from:)",
        concrete: try JSONDecoder().decode(SlotExplanation<Kind>.Reason.self, from: data),
        generic: try Generic.decoded(SlotExplanation<Kind>.Reason.self, from: data))
      #expect(try JSONDecoder().decode(SlotExplanation<Kind>.Reason.self, from: data) == reason)
    }
    // A rule that does not exist is an error, not a trap.
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        SlotExplanation<Kind>.Reason.self, from: Data(#"{"rule": "luck"}"#.utf8))
    }
  }

  @Test func absenceMembers() throws {
    let feed = Self.feed
    let live = Self.live
    for kind in Kind.allCases {
      Self.member(
        "SlotCollection.explainAbsence(of:)", concrete: feed.explainAbsence(of: kind),
        generic: GenericExplaining.absence(feed, of: kind))
      Self.member(
        "SlotFeed.explainAbsence(of:)", concrete: live.explainAbsence(of: kind),
        generic: GenericExplaining.absence(live, of: kind))
    }
    let reasons: [SlotAbsence<Kind>.Reason] = [
      .notInRules, .noItemLeft, .emptyPattern, .stopped(slot: 1, pass: nil, waitingFor: .post),
      .headerPlayedOnce, .noFixedPosition, .limitReached(placement: 0),
      .heldBySeparation(placement: 0, group: "N", groupRow: 3, untilRow: 9),
      .noGap(placement: 1, dueRow: 14),
    ]
    let absence = SlotAbsence(kind: Kind.ad, reason: .noGap(placement: 1, dueRow: 14), demand: 2)
    Self.member(
      "SlotAbsence.init(kind:reason:demand:)", concrete: absence,
      generic: GenericExplaining.absence(
        kind: Kind.ad, reason: .noGap(placement: 1, dueRow: 14), demand: 2))
    Self.member(
      "SlotAbsence.kind", concrete: absence.kind, generic: GenericExplaining.field(absence, \.kind))
    Self.member(
      "SlotAbsence.reason", concrete: absence.reason,
      generic: GenericExplaining.field(absence, \.reason))
    Self.member(
      "SlotAbsence.demand", concrete: absence.demand,
      generic: GenericExplaining.field(absence, \.demand))
    Self.member(
      "SlotAbsence.description", concrete: absence.description,
      generic: GenericExplaining.describe(absence))
    Self.member(
      "SlotAbsence.encode(to:)", concrete: try Self.encoded(absence),
      generic: try Generic.encoded(absence))
    Self.member(
      "SlotAbsence.init(from:)",
      concrete: try JSONDecoder().decode(SlotAbsence<Kind>.self, from: try Self.encoded(absence)),
      generic: try Generic.decoded(SlotAbsence<Kind>.self, from: try Self.encoded(absence)))
    for reason in reasons {
      let data = try Self.encoded(reason)
      Self.member(
        "SlotAbsence.Reason.description", concrete: reason.description,
        generic: GenericExplaining.describe(reason))
      Self.member(
        "SlotAbsence.Reason.encode(to:)", concrete: data, generic: try Generic.encoded(reason))
      Self.member(
        "SlotAbsence.Reason.init(from:)",
        concrete: try JSONDecoder().decode(SlotAbsence<Kind>.Reason.self, from: data),
        generic: try Generic.decoded(SlotAbsence<Kind>.Reason.self, from: data))
      #expect(try JSONDecoder().decode(SlotAbsence<Kind>.Reason.self, from: data) == reason)
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        SlotAbsence<Kind>.Reason.self, from: Data(#"{"reason": "luck"}"#.utf8))
    }
  }

  @Test func explanationMembers() {
    let feed = Self.feed
    let live = Self.live
    for position in feed.indices {
      Self.member(
        "SlotCollection.explain(at:)", concrete: feed.explain(at: position),
        generic: GenericExplaining.explain(feed, at: position))
    }
    for position in live.indices {
      Self.member(
        "SlotFeed.explain(at:)", concrete: live.explain(at: position),
        generic: GenericExplaining.explain(live, at: position))
    }
    let placement = SlotExplanation<Kind>.Placement(
      index: 0, count: 1, previousRow: 1, dueRow: 3, dueField: .rows, group: "N", groupRow: 1,
      eligibleRow: 5, row: 6, gapTakenBy: .promo)
    Self.member(
      "SlotExplanation.Placement.init(index:count:previousRow:dueRow:dueField:group:groupRow:"
        + "eligibleRow:row:gapTakenBy:)",
      concrete: placement,
      generic: GenericExplaining.placement(
        index: 0, count: 1, previousRow: 1, dueRow: 3, dueField: .rows, group: "N", groupRow: 1,
        eligibleRow: 5, row: 6, gapTakenBy: Kind.promo))
    let fields: [(String, Int?, Int?)] = [
      ("index", placement.index, GenericExplaining.field(placement, \.index)),
      ("count", placement.count, GenericExplaining.field(placement, \.count)),
      ("previousRow", placement.previousRow, GenericExplaining.field(placement, \.previousRow)),
      ("dueRow", placement.dueRow, GenericExplaining.field(placement, \.dueRow)),
      ("groupRow", placement.groupRow, GenericExplaining.field(placement, \.groupRow)),
      ("eligibleRow", placement.eligibleRow, GenericExplaining.field(placement, \.eligibleRow)),
      ("row", placement.row, GenericExplaining.field(placement, \.row)),
    ]
    for (name, concrete, generic) in fields {
      Self.member("SlotExplanation.Placement.\(name)", concrete: concrete, generic: generic)
    }
    Self.member(
      "SlotExplanation.Placement.dueField", concrete: placement.dueField,
      generic: GenericExplaining.field(placement, \.dueField))
    Self.member(
      "SlotExplanation.Placement.group", concrete: placement.group,
      generic: GenericExplaining.field(placement, \.group))
    Self.member(
      "SlotExplanation.Placement.gapTakenBy", concrete: placement.gapTakenBy,
      generic: GenericExplaining.field(placement, \.gapTakenBy))
    Self.member(
      "SlotExplanation.Placement.description", concrete: placement.description,
      generic: GenericExplaining.describe(placement))
    let explanation = SlotExplanation(position: 6, kind: Kind.ad, reason: .placement(placement))
    Self.member(
      "SlotExplanation.init(position:kind:reason:)", concrete: explanation,
      generic: GenericExplaining.explanation(
        position: 6, kind: Kind.ad, reason: .placement(placement)))
    Self.member(
      "SlotExplanation.position", concrete: explanation.position,
      generic: GenericExplaining.field(explanation, \.position))
    Self.member(
      "SlotExplanation.kind", concrete: explanation.kind,
      generic: GenericExplaining.field(explanation, \.kind))
    Self.member(
      "SlotExplanation.reason", concrete: explanation.reason,
      generic: GenericExplaining.field(explanation, \.reason))
    Self.member(
      "SlotExplanation.description", concrete: explanation.description,
      generic: GenericExplaining.describe(explanation))
    Self.member(
      "SlotExplanation.Reason.description", concrete: explanation.reason.description,
      generic: GenericExplaining.describe(explanation.reason))
  }
}

/// The explanations' members, called from generic functions.
private enum GenericExplaining {
  static func explain<K, E>(_ feed: SlotCollection<K, E>, at position: Int) -> SlotExplanation<K> {
    feed.explain(at: position)
  }
  static func explain<K, E>(_ feed: SlotFeed<K, E>, at position: Int) -> SlotExplanation<K> {
    feed.explain(at: position)
  }
  static func absence<K, E>(_ feed: SlotCollection<K, E>, of kind: K) -> SlotAbsence<K> {
    feed.explainAbsence(of: kind)
  }
  static func absence<K, E>(_ feed: SlotFeed<K, E>, of kind: K) -> SlotAbsence<K> {
    feed.explainAbsence(of: kind)
  }
  static func absence<K>(kind: K, reason: SlotAbsence<K>.Reason, demand: Int?) -> SlotAbsence<K> {
    .init(kind: kind, reason: reason, demand: demand)
  }
  static func placement<K>(
    index: Int, count: Int, previousRow: Int?, dueRow: Int, dueField: SlotPlacementError.Field,
    group: String?, groupRow: Int?, eligibleRow: Int, row: Int, gapTakenBy: K?
  ) -> SlotExplanation<K>.Placement {
    .init(
      index: index, count: count, previousRow: previousRow, dueRow: dueRow, dueField: dueField,
      group: group, groupRow: groupRow, eligibleRow: eligibleRow, row: row,
      gapTakenBy: gapTakenBy)
  }
  static func explanation<K>(
    position: Int, kind: K, reason: SlotExplanation<K>.Reason
  ) -> SlotExplanation<K> {
    .init(position: position, kind: kind, reason: reason)
  }
  static func field<Value, Field>(_ value: Value, _ path: KeyPath<Value, Field>) -> Field {
    value[keyPath: path]
  }
  static func describe<Value>(_ value: Value) -> String { "\(value)" }
}
