//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// The engine's internal arithmetic, checked against the obvious versions.
@Suite("Layout plan internals")
struct LayoutPlanTests {
  @Test(
    "A run splits offsets exactly as a division does",
    arguments: [1, 2, 3, 4, 5, 7, 64, 1000, 12_345])
  func split(width: Int) {
    var random = SeededRandom(seed: UInt64(width))
    for passes in [1, 2, 3, 1_000, 1 << 20, 1 << 40] {
      let run = _LayoutPlan._Run(width: width, passes: passes, entryStart: 0)
      let length = width.multipliedReportingOverflow(by: passes)
      guard !length.overflow else { continue }
      var locals = [0, 1, width - 1, width, width + 1, length.partialValue - 1]
      locals += (0..<200).map { _ in random.within(0..<length.partialValue) }
      for local in locals where local >= 0 && local < length.partialValue {
        let split = run.split(local)
        let (pass, slot) = local.quotientAndRemainder(dividingBy: width)
        #expect(split.pass == pass && split.slot == slot, "width \(width), local \(local)")
      }
    }
  }

  /// A collection checks a repeated period against its group table in one
  /// pass (`_LayoutPlan+RepeatChecks.swift`); a live feed's walk checks
  /// each item. Both lay out the same rows: random cadences, separations
  /// and few groups, so that items are held back in and out of periods.
  @Test("The group table's checks of a period and the item-by-item checks agree", arguments: 0..<4)
  func tableChecksAgree(block: Int) {
    for index in 0..<TestSize.scaled(25, long: 100) {
      var random = SeededRandom(seed: UInt64(block * 1_000 + index))
      let groups = random.within(1...6)
      let layout = SlotLayout<String>(
        pattern: ["style"], repeatables: ["style"],
        placements: [
          SlotPlacement(
            kind: "ad", every: random.within(1...6), first: random.within(0...5),
            separation: random.within(0...40)),
          SlotPlacement(
            kind: "user", every: random.within(2...20), first: random.within(0...12),
            limit: random.within(0...100), separation: random.chance(30) ? random.within(1...9) : 0),
        ])
      var feed = SlotCollection<String, GroupedItem>(layout: layout)
      feed[source: "style"] = (0..<random.within(0...2_000)).map { GroupedItem("s\($0)") }
      feed[source: "ad"] = (0..<random.within(0...600)).map {
        GroupedItem("a\($0)", group: random.chance(10) ? nil : "g\(random.within(0..<groups))")
      }
      feed[source: "user"] = (0..<random.within(0...200)).map {
        GroupedItem("u\($0)", group: "h\($0 % 3)")
      }
      let counts = feed._sources.map { $0.count }
      let read = _LayoutPlan(
        rules: feed._rules, counts: counts,
        groups: _ItemGroups(reading: _groupOf(feed._sources)))
      let differs =
        read.count != feed.count
        || (0..<read.count).contains { read.item(at: $0) != feed._plan.item(at: $0) }
      if differs {
        Issue.record("seed \(block * 1_000 + index): \(layout): the plans differ")
        return
      }
    }
  }

  /// A feed with W10's rules (W13's without a separation): styles, ads
  /// every 5 rows from row 3 in 50 groups, users every 15 from row 10, at
  /// most 50.
  static func placementsFeed(
    styles: Int, ads: Int, users: Int, separation: Int
  ) -> SlotCollection<String, GroupedItem> {
    let layout = SlotLayout<String>(
      pattern: ["style"], repeatables: ["style"],
      placements: [
        SlotPlacement(kind: "ad", every: 5, first: 3, separation: separation),
        SlotPlacement(kind: "user", every: 15, first: 10, limit: 50),
      ])
    var feed = SlotCollection<String, GroupedItem>(layout: layout)
    feed[source: "style"] = (0..<styles).map { GroupedItem("s\($0)") }
    feed[source: "ad"] = (0..<ads).map { GroupedItem("a\($0)", group: "g\($0 % 50)") }
    feed[source: "user"] = (0..<users).map { GroupedItem("u\($0)") }
    return feed
  }

  /// W13's rules, and W10's with the ads' groups: the placed rows of a
  /// steady cadence are runs of the plan, so ten times the items make the
  /// same runs, and no row stands apart as a fixed item.
  @Test("A steady cadence is stored by its periods, not its rows", arguments: [0, 20])
  func steadyCadence(separation: Int) {
    func plan(scale: Int) -> _LayoutPlan {
      let feed = Self.placementsFeed(
        styles: 10_000 * scale, ads: 2_000 * scale, users: 100 * scale, separation: separation)
      #expect(feed.count == 10_000 * scale + 2_000 * scale + 50)
      #expect(
        feed[3].name == "a0" && feed[10].name == "u0" && feed[feed.count - 1].name.hasPrefix("s"))
      return feed._plan
    }
    let small = plan(scale: 1)
    let large = plan(scale: 10)
    #expect(small.fixedPositions.isEmpty && large.fixedPositions.isEmpty)
    #expect(small.runs.count == large.runs.count)
    #expect(small.entries.count == large.entries.count)
    #expect(large.runs.count <= 8, "\(large.runs.count) runs")
  }

  /// A plan of 5 to 8 runs finds a read's run with the vector lanes of its
  /// starts; every position gets the run a search of the starts gives.
  @Test("Run lanes find the run a search finds", arguments: [0, 20])
  func runLanes(separation: Int) {
    let feed = Self.placementsFeed(styles: 3_000, ads: 500, users: 100, separation: separation)
    let plan = feed._plan
    #expect(_LayoutPlan.laneRunCounts.contains(plan.runs.count), "\(plan.runs.count) runs")
    #expect(plan.readIndex.count == 4)
    for position in 0..<plan.count {
      let searched = plan.runStarts._lastIndex(notAbove: position)
      guard plan._laneRunIndex(of: position) == searched else {
        Issue.record(
          "position \(position): run \(plan._laneRunIndex(of: position)), expected \(searched)")
        return
      }
    }
    // W1's rules: three runs, counted one by one.
    var plain = SlotCollection<String, Int>(
      layout: SlotLayout(pattern: ["style", "style", "style", "ad"], repeatables: ["style"]))
    plain[source: "style"] = Array(0..<1_000)
    plain[source: "ad"] = Array(0..<50)
    #expect(plain._plan.runs.count < 5 && plain._plan.readIndex.isEmpty)
  }

  @Test("Runs too long for the multiplier divide instead")
  func splitByDivision() {
    let run = _LayoutPlan._Run(width: 3, passes: Int.max / 4, entryStart: 0)
    #expect(run.reciprocal == 0)
    for local in [0, 2, 3, 1 << 40, Int.max / 4 * 3 - 1] {
      let split = run.split(local)
      #expect(split.pass == local / 3 && split.slot == local % 3)
    }
    #expect(_LayoutPlan._Run(width: 3, passes: 1 << 20, entryStart: 0).reciprocal != 0)
  }

  @Test("The plan stays small: runs grow with the kinds, not with the items")
  func planSize() {
    var random = SeededRandom(seed: 99)
    for _ in 0..<200 {
      let drawn = FeedModel(randomFrom: .letters, using: &random)
      var counts = drawn.counts
      for kind in drawn.kinds where counts[kind] != nil {
        counts[kind]! *= random.within(1...200)
      }
      let model = FeedModel(rules: drawn.rules, counts: counts, kinds: drawn.kinds)
      let feed = model.makeFeed()
      let kinds = Set(model.rules.pattern).count
      // Each run but the last ends when a kind runs out or stops repeating,
      // and the irregular pass that follows counts once more.
      #expect(feed._plan.runs.count <= 2 * kinds + 3, "\(model)")
      // The reference's count, for configurations too large to check item by
      // item in a test.
      #expect(feed._plan.count == model.expectedSlots.count)
    }
  }

  @Test("A walk cuts each pass into groups of consecutive items of one source")
  func walkOfThreePostsAndAnAd() {
    // Three posts and an ad a pass while ads last, then posts alone; a promo
    // fixed at position 5.
    let feed = SlotCollection<String, Int>(
      layout: SlotLayout(
        pattern: ["post", "post", "post", "ad"], repeatables: ["post"], fixed: [5: "promo"]),
      sources: ["post": Array(0..<20), "ad": [0, 1], "promo": [0]])
    let post = feed._table.identifiers["post"]!
    let ad = feed._table.identifiers["ad"]!
    let groups = feed._walk.groups.map {
      [
        $0.kind, $0.firstOffset, $0.stride, $0.length, Int($0.end.rawValue), $0.passes, $0.width,
        $0.passStart,
      ]
    }
    let (group, pass, run) = (
      Int(_LayoutPlan._Group._End.group.rawValue), Int(_LayoutPlan._Group._End.pass.rawValue),
      Int(_LayoutPlan._Group._End.run.rawValue)
    )
    // Two passes of three posts and an ad; four of three posts, once the ads
    // run out (one group: the run is one stretch); one of the last two.
    #expect(
      groups == [
        [post, 0, 3, 3, group, 2, 4, 0], [ad, 0, 1, 1, pass, 2, 4, 0],
        [post, 6, 3, 3, run, 4, 3, 2], [post, 18, 2, 2, run, 1, 2, 3],
      ])
    #expect(feed._walk.fixed.map(\.position) == [5, .max])
    #expect(feed._walk.fixed.first?.kind == feed._table.identifiers["promo"])
    #expect(_LayoutPlan._Walk.empty.fixed.map(\.position) == [.max])
  }

  @Test("A walk's groups spell out every run's pass, for random rules")
  func walksSpellOutPasses() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<500 {
      let feed = FeedModel(randomFrom: .letters, using: &random).makeFeed()
      let plan = feed._plan
      var groups = feed._walk.groups[...]
      for run in plan.runs {
        var spelled: [_LayoutPlan._Entry] = []
        let passStart = groups.startIndex
        while spelled.count < run.width, let group = groups.first {
          groups = groups.dropFirst()
          #expect(group.passes == run.passes && group.width == run.width)
          #expect(group.passStart == passStart)
          for slot in 0..<group.length {
            spelled.append(
              .init(kind: group.kind, firstOffset: group.firstOffset + slot, stride: group.stride))
          }
          let last = spelled.count == run.width
          #expect(
            group.end == (last ? (passStart == groups.startIndex - 1 ? .run : .pass) : .group))
        }
        let pass = plan.entries[run.entryStart..<(run.entryStart + run.width)]
        #expect(spelled.map(\.kind) == pass.map(\.kind))
        #expect(spelled.map(\.firstOffset) == pass.map(\.firstOffset))
      }
      #expect(groups.isEmpty)
      #expect(feed._walk.fixed.map(\.position) == plan.fixedPositions + [.max])
      #expect(feed._walk.fixed.dropLast().map(\.kind) == plan.fixedKinds)
      #expect(feed._walk.fixed.dropLast().map(\.offset) == plan.fixedOffsets)
    }
  }

  @Test("A walk checks that its groups and fixed items lie within the sources")
  func walkBounds() {
    typealias Group = _LayoutPlan._Group
    let counts = [10, 3]
    // Three items a pass over three passes, offsets 1 ..< 10: the last pass
    // ends at the source's end.
    let fits = Group(
      kind: 0, firstOffset: 1, stride: 3, length: 3, end: .group, passes: 3, width: 4,
      passStart: 0)
    #expect(fits.lies(within: counts))
    var group = fits
    group.passes = 4
    #expect(!group.lies(within: counts), "one pass too many")
    group = fits
    group.kind = 2
    #expect(!group.lies(within: counts), "an unknown kind")
    group = fits
    group.firstOffset = -1
    #expect(!group.lies(within: counts), "a negative offset")
    group = fits
    group.passes = .max
    #expect(!group.lies(within: counts), "an overflowing reach")
    group = fits
    group.width = 2
    #expect(!group.lies(within: counts), "a group wider than its pass")
    // A group that is its whole pass reads on to the end of its run, so its
    // stride and length must be the width.
    let whole = Group(
      kind: 1, firstOffset: 0, stride: 1, length: 1, end: .run, passes: 3, width: 1, passStart: 0)
    #expect(whole.lies(within: counts))
    group = whole
    group.stride = 2
    #expect(!group.lies(within: counts), "a whole pass whose stride is not its width")
    #expect(_LayoutPlan._FixedItem(position: 0, kind: 1, offset: 2).lies(within: counts))
    #expect(!_LayoutPlan._FixedItem(position: 0, kind: 1, offset: 3).lies(within: counts))
    #expect(!_LayoutPlan._FixedItem(position: 0, kind: 5, offset: 0).lies(within: counts))
  }

  @Test("A walk checks the plan's shape: runs tile the positions, fixed ones rise")
  func walkChecksPlanShape() {
    let feed = SlotCollection<String, Int>(
      layout: SlotLayout(
        pattern: ["post", "post", "post", "ad"], repeatables: ["post"],
        fixed: [1: "promo", 5: "promo"]),
      sources: ["post": Array(0..<20), "ad": [0, 1], "promo": [0, 1]])
    #expect(_LayoutPlan._Walk.tilesPositions(feed._plan))
    var plan = feed._plan
    plan.fixedPositions = [4, 4]
    #expect(!_LayoutPlan._Walk.tilesPositions(plan), "a fixed position twice")
    plan = feed._plan
    plan.fixedPositions = [5, 1]
    #expect(!_LayoutPlan._Walk.tilesPositions(plan), "fixed positions out of order")
    plan = feed._plan
    plan.count += 3
    #expect(!_LayoutPlan._Walk.tilesPositions(plan), "a count beyond the runs")
    plan = feed._plan
    plan.runStarts[plan.runStarts.count - 1] += 1
    #expect(
      !_LayoutPlan._Walk.tilesPositions(plan), "a run that does not start where the last ended")
    plan = feed._plan
    plan.fixedKinds.removeLast()
    #expect(!_LayoutPlan._Walk.tilesPositions(plan), "fixed arrays of different lengths")
    plan = feed._plan
    plan.fixedPositions[1] = plan.count
    #expect(!_LayoutPlan._Walk.tilesPositions(plan), "a fixed position past the end")
  }
}
