//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import SlotsLoading
import Testing
import _SlotsTestSupport

/// Expiry judged at sight, and the first screen.
@Suite struct SlotLoaderExpiryTests {
  /// The bench with its first page of 40 posts in, the reader on rows 0
  /// and 1 (so rows 0 ... 3 settle: the ad at row 2 is settled, not seen),
  /// and ads that arrived: the first batch expiring at `first`, the second
  /// at `second`.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func bench(
    layout: SlotLayout<Kind> = LoaderBench.layout, first: [Item], second: [Item]
  ) -> LoaderBench {
    var bench = LoaderBench(layout: layout)
    _ = bench.loader.start(now: t(0))
    _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<40, next: 1), now: t(1))
    _ = bench.loader.loadSucceeded(1, items: first, now: t(2))
    _ = bench.loader.visibleRowsChanged(0..<2, now: t(3))
    #expect(bench.loader.feed.settledCount == 4)
    #expect(bench.loader.feed.kind(at: 2) == .ad)
    if !second.isEmpty {
      let request = bench.loader.requestsInFlight.first { $0.kind == .ad }!
      _ = bench.loader.loadSucceeded(request.id, items: second, now: t(4))
    }
    return bench
  }

  @Test("A pending item leaves at its expiry, on the loader's deadline")
  func pendingItemsExpire() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var maker = LoaderBench()
    let first = maker.ads(3, expiry: 30)
    var bench = bench(first: first, second: [])
    #expect(bench.loader.nextDeadline == t(30))
    // The reader sees the ads at rows 2 and 5; the one at row 8 waits in
    // the tail.
    _ = bench.loader.visibleRowsChanged(0..<6, now: t(5))
    #expect(bench.loader.feed.pendingItems(of: .ad).count == 1)
    let step = bench.loader.clockAdvanced(now: t(30))
    #expect(bench.loader.feed.pendingItems(of: .ad).isEmpty)
    #expect(bench.loader.statistics.expiredDropped == 1)
    #expect(bench.loader.statistics.hidden + bench.loader.statistics.swapped == 0)
    #expect(step.update?.changes.removals == [8])
  }

  @Test("A stopped reader is preloaded over the idle distance, and over the full one when it moves")
  func stoppedReader() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    // No lookahead, a first screen of 2 rows, ads preloaded 10 rows below
    // it (ads at rows 2, 5, 8 and 11): the ads a stopped reader's expired
    // ads are replaced by, for each rule.
    for (idle, replaced) in [((5, 4), 2), ((5, 0), 0), (nil, 4), ((5, 40), 4), ((30, 4), 4)]
      as [((after: Int, rows: Int)?, Int)]
    {
      var configuration = LoaderBench.configuration
      configuration.lookahead = 0
      configuration.idleAfter = idle.map { .seconds($0.after) }
      configuration.idlePreloadDistance = idle?.rows ?? 0
      var bench = LoaderBench(configuration: configuration)
      let start = bench.loader.start(now: t(0))
      #expect(start.requests.map(\.work) == [.page(after: nil), .items(count: 4)])
      _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<40, next: 1), now: t(1))
      _ = bench.loader.loadSucceeded(1, items: bench.ads(4, expiry: 30), now: t(2))
      _ = bench.loader.rowsDisplayed([(0, true), (1, true)], now: t(3))
      // Still since tick 3: at tick 30 the four pending ads expire.
      let expired = bench.loader.clockAdvanced(now: t(30))
      #expect(bench.loader.statistics.expiredDropped == 4)
      let asked = expired.requests.filter { $0.kind == .ad }.map(\.work)
      #expect(asked == (replaced == 0 ? [] : [.items(count: replaced)]), "\(idle as Any)")
      // The reader moves on: the full distance is asked for again.
      let moved = bench.loader.rowsDisplayed([(2, true)], now: t(31))
      let rows = 2 + 1 + configuration.preloadDistance - bench.loader.feed.settledCount
      let inFlight = bench.loader.requestsInFlight.reduce(0) {
        if case .items(let count) = $1.work { $0 + count } else { $0 }
      }
      #expect(inFlight == bench.loader.feed.preloadDemand(for: .ad, within: rows))
      #expect(moved.requests.contains { $0.kind == .ad } == (replaced < 4), "\(idle as Any)")
    }
  }

  @Test("An expired item in a settled row not yet seen is swapped for a fresh one")
  func swap() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var maker = LoaderBench()
    let first = maker.ads(3, expiry: 30)
    let second = maker.ads(3, expiry: 90)
    var bench = bench(first: first, second: second)
    let step = bench.loader.clockAdvanced(now: t(30))
    #expect(bench.loader.statistics.swapped == 1)
    #expect(step.update?.changes.updates == [2])
    #expect(bench.loader.feed[2].expiry == t(90))
    #expect(step.update?.changes.removals.allSatisfy { $0 >= 4 } == true)
  }

  @Test("An expired item with no fresh one to take its place is hidden")
  func hide() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var maker = LoaderBench()
    let first = maker.ads(3, expiry: 30)
    var bench = bench(first: first, second: [])
    let row3 = bench.loader.feed[3]
    let step = bench.loader.clockAdvanced(now: t(30))
    #expect(bench.loader.statistics.hidden == 1)
    #expect(step.update?.changes.removals.first == 2)
    #expect(bench.loader.feed[2] == row3)
  }

  @Test("A row the reader has seen keeps its item after it expires")
  func seenRowsStay() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var maker = LoaderBench()
    let first = maker.ads(3, expiry: 30)
    var bench = bench(first: first, second: [])
    _ = bench.loader.visibleRowsChanged(0..<4, now: t(5))
    let ad = bench.loader.feed[2]
    let step = bench.loader.clockAdvanced(now: t(30))
    #expect(bench.loader.feed[2] == ad)
    // Only the ad at row 5, settled by the lookahead and not seen, goes.
    #expect(bench.loader.statistics.hidden + bench.loader.statistics.swapped == 1)
    #expect(step.update?.changes.removals.allSatisfy { $0 > 3 } ?? true)
    #expect(step.update?.changes.updates.allSatisfy { $0 > 3 } ?? true)
  }

  @Test("Where separation counts, a swap takes an item of the same group first")
  func swapKeepsTheGroup() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    let spaced = SlotLayout<Kind>(
      pattern: [.post], repeatables: [.post],
      placements: [SlotPlacement(kind: .ad, every: 3, first: 2, separation: 6)])
    var maker = LoaderBench()
    let first = [maker.ads(1, advertiser: "A", expiry: 30)[0]]
    let second =
      maker.ads(1, advertiser: "B", expiry: 90) + maker.ads(1, advertiser: "A", expiry: 90)
    var bench = bench(layout: spaced, first: first, second: second)
    _ = bench.loader.clockAdvanced(now: t(30))
    #expect(bench.loader.statistics.swapped == 1)
    #expect(bench.loader.feed[2].advertiser == "A" && bench.loader.feed[2].expiry == t(90))
  }

  @Test("Where no item of the group is fresh, one whose group no row nearby has takes the row")
  func swapAcrossGroups() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    let spaced = SlotLayout<Kind>(
      pattern: [.post], repeatables: [.post],
      placements: [SlotPlacement(kind: .ad, every: 3, first: 2, separation: 6)])
    var maker = LoaderBench()
    let first = [maker.ads(1, advertiser: "A", expiry: 30)[0]]
    let second =
      maker.ads(1, advertiser: "B", expiry: 90) + maker.ads(1, advertiser: "C", expiry: 90)
    var bench = bench(layout: spaced, first: first, second: second)
    _ = bench.loader.clockAdvanced(now: t(30))
    #expect(bench.loader.statistics.swapped == 1)
    // The rows within the separation below it are settled first, so the
    // tail cannot put another item of its group near it.
    let feed = bench.loader.feed
    #expect(feed.settledCount >= 2 + 6)
    let groups = feed.indices.filter { feed.kind(at: $0) == .ad }.map { ($0, feed[$0].advertiser) }
    for (index, (row, group)) in groups.enumerated() {
      for (other, otherGroup) in groups[(index + 1)...] where otherGroup == group {
        #expect(other - row >= 6, "\(groups)")
      }
    }
  }

  @Test("The first page waits for the first ads, so that the first ad is at its row")
  func firstScreenWaits() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var configuration = LoaderBench.configuration
    configuration.firstScreenWait = .seconds(5)
    var bench = LoaderBench(configuration: configuration)
    _ = bench.loader.start(now: t(0))
    let held = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<20, next: 1), now: t(1))
    #expect(held.update == nil)
    #expect(bench.loader.loadState(of: .post).isLoading)
    #expect(bench.loader.nextDeadline == t(5))
    let ads = bench.ads(3)
    let shown = bench.loader.loadSucceeded(1, items: ads, now: t(3))
    #expect(shown.update?.feed.kind(at: 2) == .ad)
    #expect(shown.update?.changes.insertions == Array(0..<23))
  }

  @Test("A first page whose ads are late is shown at the end of its wait")
  func firstScreenStopsWaiting() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var configuration = LoaderBench.configuration
    configuration.firstScreenWait = .seconds(5)
    var bench = LoaderBench(configuration: configuration)
    _ = bench.loader.start(now: t(0))
    _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<20, next: 1), now: t(1))
    let step = bench.loader.clockAdvanced(now: t(5))
    #expect(step.update?.changes.insertions == Array(0..<20))
    #expect(bench.loader.loadState(of: .post).isLoading == false)
  }
}
