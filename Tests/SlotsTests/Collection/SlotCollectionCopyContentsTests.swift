//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import Slots

/// The two ways the feed hands out its items in order — the iterator, a
/// stretch at a time, and the bulk copy behind `Array(feed)`, a column at a
/// time — against the naive reference, from every starting point and into
/// buffers of every size.
@Suite("SlotCollection: iteration and copying")
struct SlotCollectionCopyContentsTests {
  /// Returns the first way in which iterating or copying `feed` differs from
  /// `expected`, or `nil` when none does.
  func firstMismatch(_ feed: SlotCollection<String, String>, expected: [String]) -> String? {
    var iterated: [String] = []
    var iterator = feed.makeIterator()
    while let item = iterator.next() { iterated.append(item) }
    if iterated != expected { return "next(): \(iterated)" }
    if iterator.next() != nil { return "next() after the end" }
    if Array(feed) != expected { return "Array(feed): \(Array(feed))" }
    if Array(ContiguousArray(feed)) != expected { return "ContiguousArray(feed)" }
    var appended = ["before"]
    appended.append(contentsOf: feed)
    if appended != ["before"] + expected { return "append(contentsOf:)" }

    for start in 0...expected.count {
      var rest: [String] = []
      var iterator = SlotCollection.Iterator(feed, from: start)
      while let item = iterator.next() { rest.append(item) }
      if rest != Array(expected[start...]) { return "Iterator(from: \(start)): \(rest)" }
    }
    for size in 0...(expected.count + 2) {
      let buffer = UnsafeMutableBufferPointer<String>.allocate(capacity: size)
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
      var rest: [String] = []
      while let item = iterator.next() { rest.append(item) }
      if rest != Array(expected[copied...]) { return "_copyContents into \(size), rest: \(rest)" }
    }
    return nil
  }

  @Test("Random configurations, seeded", arguments: 0..<4)
  func randomConfigurations(chunk: UInt64) {
    for seed in (chunk * 500)..<((chunk + 1) * 500) {
      var random = SeededRandomNumberGenerator(seed: seed)
      let configuration = RandomConfiguration(using: &random)
      let feed = SlotCollection(layout: configuration.layout, sources: configuration.sources)
      let expected = naiveLayout(configuration.rules, counts: configuration.counts).map {
        RandomConfiguration.payload($0.kind, $0.offset)
      }
      if let failure = firstMismatch(feed, expected: expected) {
        Issue.record("seed \(seed): \(failure)\n  configuration: \(configuration)")
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
    var rules = NaiveRules<String>()
    rules.pattern = ["post", "post", "post", "ad"]
    rules.repeatables = ["post"]
    rules.fixed = [0: "promo", 5: "promo", 30: "promo", 58: "promo"]
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
