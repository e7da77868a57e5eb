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

  @Test func removesOnlyRulesThatShowNothing() {
    var layout = SlotLayout<Int>(pattern: [0, 1, 2], header: [3])
    layout.repeatables = [0, 2, 4, 5]
    layout.fixed = [3: 1, 5: 6, 7: 3, 9: 7, -1: 8]
    layout.placements = [
      SlotPlacement(kind: 9, every: 4), SlotPlacement(kind: 10, every: 2),
      SlotPlacement(kind: 11, every: 3, separation: 2),
    ]
    Composition.removeSourcelessRules(in: &layout, kindCount: 12, sourceKinds: [0, 5, 7, 10])
    // 2 is in the pattern; 4 is not, and has no source.
    #expect(layout.repeatables == [0, 2, 5])
    // 1 and 3 are laid out; 6 and 8 have no source.
    #expect(layout.fixed == [3: 1, 7: 3, 9: 7])
    #expect(layout.placements == [SlotPlacement(kind: 10, every: 2)])
    #expect(layout.pattern == [0, 1, 2] && layout.header == [3])
  }

  /// A collection and a live feed, settled row by row, lay the same items
  /// out by the rules and by the rules without the rules that show nothing,
  /// merged.
  @Test func laysTheSameFeedOutWithoutRulesThatShowNothing() {
    var generator = SeededRandom(seed: 63)
    // Kinds 0 ..< 8 for the main rules; 8 ..< 11 for placements.
    let kindCount = Self.kindCount + 3
    for round in 0..<400 {
      var (layout, counts) = Self.randomConfiguration(using: &generator)
      layout.repeatables.formUnion(
        (0..<generator.within(0...2)).map { _ in
          generator.within(0..<Self.kindCount)
        })
      for kind in Self.kindCount..<kindCount where generator.chance(60) {
        layout.placements.append(
          SlotPlacement(
            kind: kind, every: generator.within(1...4), first: generator.within(0...3),
            limit: generator.chance(30) ? generator.within(0...3) : nil))
        if generator.chance(50) { counts[kind] = generator.within(0...6) }
      }
      var removed = layout
      Composition.removeSourcelessRules(
        in: &removed, kindCount: kindCount, sourceKinds: counts.keys)
      Composition.mergeSourcelessKinds(
        in: &removed, kindCount: kindCount, sourceKinds: counts.keys)
      let context = "seed 63, round \(round): \(layout), counts \(counts)"
      let sources = counts.mapValues { Array(0..<$0) }
      let whole = SlotCollection(layout: layout, sources: sources)
      let wholeRemoved = SlotCollection(layout: removed, sources: sources)
      #expect(
        whole.indices.map { whole.sourcePosition(at: $0) }
          == wholeRemoved.indices.map { wholeRemoved.sourcePosition(at: $0) }, "\(context)")

      var live = SlotFeed<Int, Int>(layout: layout)
      var liveRemoved = SlotFeed<Int, Int>(layout: removed)
      for (kind, count) in counts.sorted(by: { $0.key < $1.key }) {
        _ = live.append(contentsOf: 0..<count, to: kind)
        _ = liveRemoved.append(contentsOf: 0..<count, to: kind)
      }
      #expect(
        (0..<live.count).map { live.sourcePosition(at: $0) }
          == (0..<liveRemoved.count).map { liveRemoved.sourcePosition(at: $0) }, "\(context)")
    }
  }
}
