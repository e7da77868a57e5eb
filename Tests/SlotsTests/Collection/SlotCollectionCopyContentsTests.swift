//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// The two ways the feed hands out its items in order — the iterator, a
/// stretch at a time, and the bulk copy behind `Array(feed)`, a column at a
/// time — against the naive reference, from every starting point and into
/// buffers of every size.
@Suite("SlotCollection: iteration and copying")
struct SlotCollectionCopyContentsTests {
  /// Returns the first way in which iterating or copying `feed` differs from
  /// `expected`, or `nil` when none does.
  func firstMismatch<Item: Equatable>(
    _ feed: SlotCollection<String, Item>, expected: [Item]
  ) -> String? {
    var iterated: [Item] = []
    var iterator = feed.makeIterator()
    while let item = iterator.next() { iterated.append(item) }
    if iterated != expected { return "next(): \(iterated)" }
    if iterator.next() != nil { return "next() after the end" }
    if Array(feed) != expected { return "Array(feed): \(Array(feed))" }
    if Array(ContiguousArray(feed)) != expected { return "ContiguousArray(feed)" }
    var appended = Array(expected.prefix(1))
    appended.append(contentsOf: feed)
    if appended != Array(expected.prefix(1)) + expected { return "append(contentsOf:)" }

    for start in 0...expected.count {
      var rest: [Item] = []
      var iterator = SlotCollection.Iterator(feed, from: start)
      while let item = iterator.next() { rest.append(item) }
      if rest != Array(expected[start...]) { return "Iterator(from: \(start)): \(rest)" }
    }
    for size in 0...(expected.count + 2) {
      let buffer = UnsafeMutableBufferPointer<Item>.allocate(capacity: size)
      defer { buffer.deallocate() }
      var (iterator, copied) = feed._copyContents(initializing: buffer)
      let copiedItems = Array(buffer[..<copied])
      buffer.baseAddress?.deinitialize(count: copied)
      if copied != Swift.min(size, expected.count) {
        return "_copyContents into \(size): \(copied)"
      }
      if copiedItems != Array(expected[..<copied]) {
        return "_copyContents into \(size): \(copiedItems)"
      }
      var rest: [Item] = []
      while let item = iterator.next() { rest.append(item) }
      if rest != Array(expected[copied...]) { return "_copyContents into \(size), rest: \(rest)" }
    }
    return nil
  }

  @Test("Random configurations, seeded", arguments: 0..<4)
  func randomConfigurations(chunk: UInt64) {
    for seed in (chunk * 500)..<((chunk + 1) * 500) {
      var random = SeededRandom(seed: seed)
      let model = FeedModel(randomFrom: .letters, using: &random)
      let expected = model.expectedSlots.map { model.sources[$0.kind]![$0.offset] }
      if let failure = firstMismatch(model.makeFeed(), expected: expected) {
        Issue.record("seed \(seed): \(failure)\n  model: \(model)")
        return
      }
    }
  }

  @Test("Long runs, one kind alone, and fixed items inside runs")
  func longRunsAndFixedItems() {
    // Three posts and an ad a pass, then posts alone; promos fixed inside
    // both runs and at the very end.
    var feed = SlotCollection<String, String>(
      layout: SlotLayout(
        pattern: ["post", "post", "post", "ad"], repeatables: ["post"],
        fixed: [0: "promo", 5: "promo", 30: "promo", 58: "promo"]))
    feed[source: "post"] = (0..<50).map { "post#\($0)" }
    feed[source: "ad"] = (0..<5).map { "ad#\($0)" }
    feed[source: "promo"] = (0..<4).map { "promo#\($0)" }
    let rules = NaiveRules<String>(
      pattern: ["post", "post", "post", "ad"], repeatables: ["post"],
      fixed: [0: "promo", 5: "promo", 30: "promo", 58: "promo"])
    let expected = naiveLayout(rules, counts: ["post": 50, "ad": 5, "promo": 4]).map {
      "\($0.kind)#\($0.offset)"
    }
    #expect(expected.count == 59)
    #expect(firstMismatch(feed, expected: expected) == nil)
  }

  @Test("An empty feed copies nothing and iterates nothing")
  func emptyFeed() {
    let feed = SlotCollection<String, String>()
    #expect(firstMismatch(feed, expected: []) == nil)
  }
}
