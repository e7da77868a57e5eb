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

/// A count that sources running in tasks can keep.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class Tally: Sendable {
  private let counts = Locked<[String: Int]>([:])

  func add(_ name: String) { counts.withLock { $0[name, default: 0] += 1 } }
  subscript(_ name: String) -> Int { counts.withLock { $0[name, default: 0] } }
}

/// Yields the main actor until `condition` holds, or gives up after many
/// turns: the tasks the pager starts run on other threads, and nothing
/// here sleeps on real time.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<200_000 {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}

/// The driver: tasks, the clock and delivery, with a manual clock and
/// scripted sources that sleep on it.
@MainActor
@Suite struct SlotPagerTests {
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func pager(
    clock: ManualClock, tally: Tally, failFirstPages: Int = 0
  ) -> SlotPager<Kind, Item, ManualClock> {
    let sources: [SlotSource<Kind, Item, ManualClock>] = [
      .paged(.post) { (key: Int?) in
        tally.add("page")
        do {
          try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
        } catch {
          tally.add("cancelled")
          throw error
        }
        if key == -1 {
          tally.add("newer")
          return SlotPage(items: LoaderBench.posts(900..<902), next: nil, previous: -2)
        }
        if tally["page"] <= failFirstPages { throw ScriptedFailure() }
        let number = key ?? 0
        return SlotPage(
          items: LoaderBench.posts(number * 20..<number * 20 + 20), next: number + 1,
          previous: -1)
      },
      .demand(
        .ad,
        load: { count in
          tally.add("ads")
          try await clock.sleep(until: clock.now.advanced(by: .seconds(2)))
          return (0..<count).map { Item(id: 10_000 + $0, advertiser: nil, expiry: nil) }
        }),
    ]
    return SlotPager(
      feed: SlotFeed(layout: LoaderBench.layout), sources: sources,
      configuration: LoaderBench.configuration, clock: clock, randomSeed: 1)
  }

  @Test("Loads run as tasks, and their changes are delivered in order on the main actor")
  func delivers() async {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    let clock = ManualClock()
    let tally = Tally()
    let pager = pager(clock: clock, tally: tally)
    var updates: [SlotFeedUpdate<Kind, Item>] = []
    pager.start { updates.append($0) }
    #expect(await eventually { clock.sleeperCount == 2 })
    clock.advance(by: .seconds(1))
    #expect(await eventually { updates.count == 1 })
    #expect(updates.first?.changes.insertions == Array(0..<20))
    clock.advance(by: .seconds(1))
    #expect(await eventually { updates.count == 2 })
    #expect(updates.last?.changes.fromVersion == updates.first?.changes.toVersion)
    #expect(pager.feed.kind(at: 2) == .ad)
    #expect(updates.allSatisfy { !$0.changes.isEmpty })
    pager.stop()
  }

  @Test("A failed page is asked again when its backoff ends on the clock, not before")
  func backoffOnTheClock() async {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    let clock = ManualClock()
    let tally = Tally()
    let pager = pager(clock: clock, tally: tally, failFirstPages: 1)
    var updates: [SlotFeedUpdate<Kind, Item>] = []
    pager.start { updates.append($0) }
    #expect(await eventually { clock.sleeperCount == 2 })
    clock.advance(by: .seconds(1))
    // The page failed at t1: the timer sleeps until t3.
    #expect(await eventually { pager.loadState(of: .post).error != nil })
    #expect(await eventually { clock.nextDeadline == ManualClock.Instant(ticks: 2) })
    clock.advance(by: .seconds(1))
    #expect(await eventually { clock.nextDeadline == ManualClock.Instant(ticks: 3) })
    #expect(tally["page"] == 1)
    clock.advance(by: .seconds(1))
    #expect(await eventually { tally["page"] == 2 })
    #expect(pager.loadState(of: .post).isLoading)
    #expect(await eventually { clock.sleeperCount == 1 })
    clock.advance(by: .seconds(1))
    #expect(await eventually { pager.feed.count >= 20 })
    pager.stop()
  }

  @Test("A refresh cancels the refresh it replaces; stop() cancels every load")
  func cancellation() async {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    let clock = ManualClock()
    let tally = Tally()
    let pager = pager(clock: clock, tally: tally)
    var updates: [SlotFeedUpdate<Kind, Item>] = []
    pager.start { updates.append($0) }
    #expect(await eventually { clock.sleeperCount == 2 })
    clock.advance(by: .seconds(1))
    #expect(await eventually { updates.count == 1 })
    pager.refresh()
    #expect(pager.isRefreshing)
    #expect(await eventually { tally["page"] == 2 })
    pager.refresh()
    #expect(await eventually { tally["cancelled"] == 1 })
    #expect(await eventually { clock.sleeperCount == 2 })
    // The refresh and the first ads both wake at t2, in either order: wait
    // for both, then find the refresh's change among the updates.
    clock.advance(by: .seconds(1))
    #expect(await eventually { !pager.isRefreshing && !pager.loadState(of: .ad).isLoading })
    #expect(pager.feed[0].id == 900)
    #expect(updates.filter { $0.changes.insertions == [0, 1] }.count == 1)
    #expect(tally["newer"] == 1)
    pager.stop()
    #expect(await eventually { tally["cancelled"] >= 1 && clock.sleeperCount == 0 })
    let count = updates.count
    clock.advance(by: .seconds(10))
    for _ in 0..<1_000 { await Task.yield() }
    #expect(updates.count == count)
  }

  @Test("A pager stopped while it loads starts again: it asks again for what the feed needs")
  func restart() async {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    let clock = ManualClock()
    let tally = Tally()
    let pager = pager(clock: clock, tally: tally)
    var updates: [SlotFeedUpdate<Kind, Item>] = []
    pager.start { updates.append($0) }
    #expect(await eventually { clock.sleeperCount == 2 })
    pager.rowAppeared(at: 0)
    pager.stop()
    #expect(pager.loader.requestsInFlight.isEmpty)
    #expect(await eventually { tally["cancelled"] == 1 && clock.sleeperCount == 0 })
    pager.start { updates.append($0) }
    #expect(await eventually { tally["page"] == 2 && clock.sleeperCount == 2 })
    clock.advance(by: .seconds(1))
    #expect(await eventually { updates.count == 1 })
    #expect(updates.first?.changes.insertions == Array(0..<20))
    // Rows reported after the restart reach the loader.
    pager.rowAppeared(at: 5)
    #expect(await eventually { pager.loader.lastVisibleRow == 5 })
    pager.stop()
  }

  @Test("Rows reported in one turn reach the loader together, at its end")
  func appearancesAreTakenTogether() async {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    let clock = ManualClock()
    let pager = pager(clock: clock, tally: Tally())
    pager.start { _ in }
    #expect(await eventually { clock.sleeperCount == 2 })
    clock.advance(by: .seconds(1))
    #expect(await eventually { pager.feed.count == 20 })
    // The bench's screen shows 2 rows.
    pager.rowAppeared(at: 4)
    pager.rowAppeared(at: 3)
    pager.rowAppeared(at: 5)
    pager.rowDisappeared(at: 5)
    #expect(pager.loader.lastVisibleRow == -1)
    #expect(await eventually { pager.loader.lastVisibleRow == 4 })
    pager.rowAppeared(at: 5)
    #expect(await eventually { pager.loader.lastVisibleRow == 5 })
    pager.rowDisappeared(at: 5)
    #expect(await eventually { pager.loader.lastVisibleRow == 4 })
    pager.visibleRowsChanged([1, 2, 3])
    #expect(pager.loader.lastVisibleRow == 3)
    pager.stop()
  }

  @Test("A row reported before a change is taken where the change put it")
  func appearancesFollowTheRows() async {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    let clock = ManualClock()
    let pager = pager(clock: clock, tally: Tally())
    pager.start { _ in }
    #expect(await eventually { clock.sleeperCount == 2 })
    clock.advance(by: .seconds(1))
    #expect(await eventually { pager.feed.count == 20 })
    pager.rowAppeared(at: 5)
    // Two rows on top, delivered before the report is taken.
    pager.edit { _ = $0.prepend(contentsOf: LoaderBench.posts(500..<502), to: .post) }
    #expect(await eventually { pager.loader.lastVisibleRow == 7 })
    pager.stop()
  }

  #if canImport(Observation)
    @Test("The observable model follows the pager's feed and load states")
    func model() async {
      guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
      let clock = ManualClock()
      let tally = Tally()
      let model = SlotFeedModel(pager: pager(clock: clock, tally: tally))
      // A model that does not run loads nothing: SwiftUI makes and drops
      // `@State` values freely.
      for _ in 0..<1_000 { await Task.yield() }
      #expect(tally["page"] == 0 && tally["ads"] == 0 && model.loadStates.isEmpty)
      // `.task { await model.run() }`
      let run = Task { await model.run() }
      #expect(await eventually { clock.sleeperCount == 2 })
      #expect(model.loadStates[.post]?.isLoading == true)
      clock.advance(by: .seconds(1))
      #expect(await eventually { model.feed.count == 20 })
      #expect(model.loadStates[.post]?.isLoading == false)
      let row = model.feed.identifiedRows[4]
      model.rowAppeared(row)
      #expect(await eventually { model.pager.loader.lastVisibleRow == 4 })
      let below = model.feed.identifiedRows[5]
      model.rowAppeared(below)
      #expect(await eventually { model.pager.loader.lastVisibleRow == 5 })
      model.rowDisappeared(below)
      #expect(await eventually { model.pager.loader.lastVisibleRow == 4 })
      // A row found by its identity, wherever it is now: two rows on top
      // moved the row that was at 5 to 7.
      model.pager.edit { _ = $0.prepend(contentsOf: LoaderBench.posts(500..<502), to: .post) }
      #expect(model.feed[7].id == below.element.id)
      model.rowAppeared(below)
      #expect(await eventually { model.pager.loader.lastVisibleRow == 7 })
      // A refresh in flight returns when the view's task ends.
      var refreshed = false
      let refresh = Task {
        await model.refresh()
        refreshed = true
      }
      #expect(await eventually { model.isRefreshing })
      run.cancel()
      await refresh.value
      #expect(refreshed && !model.isRefreshing)
      #expect(model.pager.loader.requestsInFlight.isEmpty)
      #expect(await eventually { clock.sleeperCount == 0 })
      // Run again: it goes on from the feed it has.
      let again = Task { await model.run() }
      #expect(await eventually { model.loadStates[.ad]?.isLoading == true })
      #expect(model.feed.count == 22)
      again.cancel()
      await again.value
    }
  #endif
}
