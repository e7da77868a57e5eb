//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

@testable import SlotsCommandLine

/// Kinds without a source that only the pattern and header name are merged
/// into one; the feed, whole or live, is the same.
@Suite struct CompositionSourcelessKindsTests {
  static let kindCount = 8

  /// Random rules over kinds 0 ..< 8, which name many kinds without
  /// sources, and item counts for a few kinds.
  static func randomConfiguration(
    using generator: inout SeededRandom
  ) -> (SlotLayout<Int>, [Int: Int]) {
    func kinds(_ count: ClosedRange<Int>) -> [Int] {
      (0..<generator.within(count)).map { _ in generator.within(0..<kindCount) }
    }
    var layout = SlotLayout<Int>(pattern: kinds(1...9), header: kinds(0...4))
    layout.repeatables = Set(kinds(0...3))
    if generator.chance(25) { layout.fallback = generator.within(0..<kindCount) }
    for _ in 0..<generator.within(0...2) {
      layout.fixed[generator.within(0...12)] = generator.within(0..<kindCount)
    }
    var counts: [Int: Int] = [:]
    for kind in 0..<kindCount where generator.chance(35) { counts[kind] = generator.within(0...9) }
    return (layout, counts)
  }

  @Test func mergesOnlyKindsThatNothingElseNames() {
    var layout = SlotLayout<Int>(pattern: [0, 1, 2, 3, 1, 4, 5], header: [2, 6, 1])
    layout.repeatables = [3]
    layout.fixed = [4: 4]
    layout.fallback = 5
    Composition.mergeSourcelessKinds(in: &layout, kindCount: 7, sourceKinds: [0])
    #expect(layout.header == [2, 2, 2])
    #expect(layout.pattern == [0, 2, 2, 3, 2, 4, 5])
    #expect(layout.repeatables == [3])
    #expect(layout.fixed == [4: 4])
    #expect(layout.fallback == 5)
  }

  /// Merged again, a layout does not change.
  @Test func mergingTwiceChangesNothing() {
    var generator = SeededRandom(seed: 61)
    for _ in 0..<200 {
      let (layout, counts) = Self.randomConfiguration(using: &generator)
      var once = layout
      Composition.mergeSourcelessKinds(
        in: &once, kindCount: Self.kindCount, sourceKinds: counts.keys)
      var twice = once
      Composition.mergeSourcelessKinds(
        in: &twice, kindCount: Self.kindCount, sourceKinds: counts.keys)
      #expect(twice == once)
    }
  }

  /// A collection and a live feed, settled row by row, lay the same items
  /// out by the rules and by the rules merged.
  @Test func laysTheSameFeedOut() {
    var generator = SeededRandom(seed: 62)
    for round in 0..<400 {
      let (layout, counts) = Self.randomConfiguration(using: &generator)
      var merged = layout
      Composition.mergeSourcelessKinds(
        in: &merged, kindCount: Self.kindCount, sourceKinds: counts.keys)
      let context = "seed 62, round \(round): \(layout), counts \(counts)"
      let sources = counts.mapValues { Array(0..<$0) }
      let whole = SlotCollection(layout: layout, sources: sources)
      let wholeMerged = SlotCollection(layout: merged, sources: sources)
      #expect(
        whole.indices.map { whole.sourcePosition(at: $0) }
          == wholeMerged.indices.map { wholeMerged.sourcePosition(at: $0) }, "\(context)")

      var live = SlotFeed<Int, Int>(layout: layout)
      var liveMerged = SlotFeed<Int, Int>(layout: merged)
      for (kind, count) in counts.sorted(by: { $0.key < $1.key }) {
        _ = live.append(contentsOf: 0..<count, to: kind)
        _ = liveMerged.append(contentsOf: 0..<count, to: kind)
      }
      #expect(
        (0..<live.count).map { live.sourcePosition(at: $0) }
          == (0..<liveMerged.count).map { liveMerged.sourcePosition(at: $0) }, "\(context)")
    }
  }
}
