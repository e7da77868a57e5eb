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

/// The state machine, step by step: worked examples and edge cases, each
/// event answered by hand at a tick of a manual clock.
@Suite struct SlotLoaderTests {
  @Test("Start asks for the first page and for the ads the first rows take")
  func start() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    let step = bench.loader.start(now: t(0))
    // The first screen's 2 rows and 10 ahead hold ads at rows 2, 5, 8 and
    // 11.
    #expect(step.requests.map(\.work) == [.page(after: nil), .items(count: 4)])
    #expect(step.requests.map(\.kind) == [.post, .ad])
    #expect(step.update == nil)
    #expect(bench.loader.loadState(of: .post).isLoading)
    #expect(bench.loader.loadState(of: .ad).isLoading)
  }

  @Test("A page arrives as one update; the next is asked for near the end, once")
  func paging() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    _ = bench.loader.start(now: t(0))
    var step = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<20, next: 1), now: t(1))
    #expect(step.update?.changes.insertions == Array(0..<20))
    #expect(step.update?.changes.fromVersion == 0 && step.update?.changes.toVersion == 1)
    #expect(step.requests.isEmpty)
    #expect(bench.loader.loadState(of: .post).isLoading == false)
    // Far from the end: no page.
    step = bench.loader.visibleRowsChanged(0..<8, now: t(2))
    #expect(!step.requests.contains { $0.kind == .post })
    // Within 5 rows of the end: the page after key 1.
    step = bench.loader.visibleRowsChanged(12..<20, now: t(3))
    let pages = step.requests.filter { $0.kind == .post }
    #expect(pages.map(\.work) == [.page(after: SlotPageKey(1))])
    // Never two loads of one kind's pages in flight.
    step = bench.loader.visibleRowsChanged(13..<20, now: t(4))
    #expect(!step.requests.contains { $0.kind == .post })
    #expect(bench.loader.requestsInFlight.filter { $0.kind == .post }.count == 1)
  }

  @Test("A last page exhausts its kind: nothing more is asked for")
  func exhaustion() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    _ = bench.loader.start(now: t(0))
    _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<10, next: nil), now: t(1))
    #expect(bench.loader.loadState(of: .post).isExhausted)
    let step = bench.loader.visibleRowsChanged(0..<bench.loader.feed.count, now: t(2))
    #expect(!step.requests.contains { $0.kind == .post })
  }

  @Test("A page whose next key was loaded exhausts its kind instead of loading it twice")
  func repeatedKey() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    _ = bench.loader.start(now: t(0))
    _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<10, next: 1), now: t(1))
    let step = bench.loader.visibleRowsChanged(0..<10, now: t(2))
    let page = step.requests.first { $0.kind == .post }!
    _ = bench.loader.loadSucceeded(page.id, page: LoaderBench.page(10..<20, next: 1), now: t(3))
    #expect(bench.loader.loadState(of: .post).isExhausted)
    #expect(bench.loader.requestsInFlight.filter { $0.kind == .post }.isEmpty)
  }

  @Test("Failures back off 2, 4, 8, 16, 16 ticks: one request a step")
  func backoffSteps() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    var step = bench.loader.start(now: t(0))
    var id = step.requests[0].id
    var now = 1
    for wait in [2, 4, 8, 16, 16] {
      step = bench.loader.loadFailed(id, error: ScriptedFailure(), now: t(now))
      guard case .failed(let error, let retryAt) = bench.loader.loadState(of: .post) else {
        Issue.record("not failed: \(bench.loader.loadState(of: .post))")
        return
      }
      #expect(error is ScriptedFailure)
      #expect(retryAt == t(now + wait))
      #expect(bench.loader.nextDeadline == t(now + wait))
      // Nothing of the kind is asked for while it waits.
      step = bench.loader.visibleRowsChanged(0..<8, now: t(now + wait - 1))
      #expect(!step.requests.contains { $0.kind == .post })
      step = bench.loader.clockAdvanced(now: t(now + wait))
      let retried = step.requests.filter { $0.kind == .post }
      #expect(retried.map(\.work) == [.page(after: nil)])
      id = retried[0].id
      now += wait
    }
    // A success starts the backoff over.
    _ = bench.loader.loadSucceeded(id, page: LoaderBench.page(0..<30, next: 1), now: t(now))
    #expect(bench.loader.loadState(of: .post).isLoading == false)
    step = bench.loader.visibleRowsChanged(20..<28, now: t(now))
    let next = step.requests.first { $0.kind == .post }!
    _ = bench.loader.loadFailed(next.id, error: ScriptedFailure(), now: t(now))
    guard case .failed(_, let retryAt) = bench.loader.loadState(of: .post) else {
      Issue.record("not failed")
      return
    }
    #expect(retryAt == t(now + 2))
  }

  @Test("A failure while the kind waits does not start another wait")
  func failuresWhileWaiting() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    _ = bench.loader.start(now: t(0))
    _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<40, next: 1), now: t(0))
    let (first, second) = twoAdLoadsInFlight(&bench)
    _ = bench.loader.loadFailed(first.id, error: ScriptedFailure(), now: t(2))
    _ = bench.loader.loadFailed(second.id, error: ScriptedFailure(), now: t(3))
    guard case .failed(_, let retryAt) = bench.loader.loadState(of: .ad) else {
      Issue.record("not failed")
      return
    }
    #expect(retryAt == t(4))
    let step = bench.loader.clockAdvanced(now: t(4))
    #expect(step.requests.filter { $0.kind == .ad }.count == 1)
  }

  @Test("Backoff delays: doubling, capped, jittered by at most its part")
  func backoffDelays() {
    let backoff = SlotBackoff<Duration>(
      initial: .seconds(1), maximum: .seconds(60), jitter: 0.5)
    #expect(backoff.delay(afterFailures: 1, random: 0) == .seconds(1))
    #expect(backoff.delay(afterFailures: 3, random: 0) == .seconds(4))
    #expect(backoff.delay(afterFailures: 3, random: 1) == .seconds(2))
    #expect(backoff.delay(afterFailures: 7, random: 0) == .seconds(60))
    #expect(backoff.delay(afterFailures: 1_000, random: 0.5) == .seconds(45))
  }

  @Test("retry() ends the wait now, and asks once")
  func retry() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    let step = bench.loader.start(now: t(0))
    _ = bench.loader.loadFailed(step.requests[0].id, error: ScriptedFailure(), now: t(1))
    let retried = bench.loader.retry(now: t(1))
    #expect(retried.requests.filter { $0.kind == .post }.map(\.work) == [.page(after: nil)])
    #expect(bench.loader.loadState(of: .post).isLoading)
    #expect(bench.loader.retry(now: t(1)).requests.isEmpty)
  }

  @Test("A refresh puts new posts on top, and cancels the refresh it replaces")
  func refreshOnTop() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    _ = bench.loader.start(now: t(0))
    _ = bench.loader.loadSucceeded(
      0, page: LoaderBench.page(0..<20, next: 1, previous: -1), now: t(1))
    _ = bench.loader.visibleRowsChanged(0..<8, now: t(2))
    #expect(bench.loader.seenThrough == 7)
    let first = bench.loader.refresh(.newOnTop, now: t(3))
    #expect(first.requests.map(\.work) == [.newerPage(before: SlotPageKey(-1))])
    #expect(bench.loader.isRefreshing)
    let second = bench.loader.refresh(.newOnTop, now: t(4))
    #expect(second.cancellations == [first.requests[0].id])
    // The cancelled refresh answers late: ignored.
    let late = bench.loader.loadSucceeded(
      first.requests[0].id, page: LoaderBench.page(100..<103, next: nil, previous: -2), now: t(5))
    #expect(late.update == nil && late.requests.isEmpty)
    let done = bench.loader.loadSucceeded(
      second.requests[0].id, page: LoaderBench.page(200..<203, next: nil, previous: -2), now: t(6))
    #expect(done.update?.changes.insertions == [0, 1, 2])
    #expect(done.update?.changes.removals == [])
    #expect(bench.loader.feed[0].id == 200)
    #expect(bench.loader.isRefreshing == false)
    // The rows seen moved down with the block.
    #expect(bench.loader.seenThrough == 10)
    #expect(
      bench.loader.refresh(.newOnTop, now: t(7)).requests.map(\.work) == [
        .newerPage(before: SlotPageKey(-2))
      ])
  }

  @Test("A newer page with items and no previous key: the next pull starts again")
  func refreshWithoutNewerKey() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    _ = bench.loader.start(now: t(0))
    _ = bench.loader.loadSucceeded(
      0, page: LoaderBench.page(0..<20, next: 1, previous: -1), now: t(1))
    // Nothing newer yet: the key stays, and the next pull asks with it.
    let empty = bench.loader.refresh(.newOnTop, now: t(2))
    _ = bench.loader.loadSucceeded(
      empty.requests[0].id, page: LoaderBench.page(0..<0, next: nil), now: t(3))
    let again = bench.loader.refresh(.newOnTop, now: t(4))
    #expect(again.requests.map(\.work) == [.newerPage(before: SlotPageKey(-1))])
    // Three new posts, and no key for what is newer than them.
    _ = bench.loader.loadSucceeded(
      again.requests[0].id, page: LoaderBench.page(100..<103, next: nil), now: t(5))
    #expect(bench.loader.feed.prefix(4).map(\.id) == [100, 101, 102, 0])
    let next = bench.loader.refresh(.newOnTop, now: t(6))
    #expect(!next.requests.contains { if case .newerPage = $0.work { true } else { false } })
    #expect(next.update?.changes.removals.count == 23)
    #expect(next.requests.first?.work == .page(after: nil))
  }

  @Test("A reset forgets when the reader last moved")
  func resetForgetsStillness() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var configuration = LoaderBench.configuration
    configuration.lookahead = 0
    configuration.idleAfter = .seconds(5)
    var bench = LoaderBench(configuration: configuration)
    let start = bench.loader.start(now: t(0))
    #expect(start.requests.map(\.work) == [.page(after: nil), .items(count: 4)])
    _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<40, next: 1), now: t(1))
    _ = bench.loader.loadSucceeded(1, items: bench.ads(4, expiry: 100), now: t(2))
    _ = bench.loader.rowsDisplayed([(0, true), (1, true)], now: t(3))
    // Long after the reader's last move, the feed starts again: the first
    // screen's ads are asked for as at the start.
    let reset = bench.loader.refresh(.reset, now: t(20))
    #expect(reset.requests.map(\.work) == [.page(after: nil), .items(count: 4)])
  }

  @Test("Distances of any size: the rows they reach end at the feed's last")
  func hugeDistances() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var configuration = LoaderBench.configuration
    configuration.lookahead = .max
    configuration.prefetchDistance = .max
    configuration.preloadDistance = .max
    configuration.idleAfter = .seconds(1)
    configuration.idlePreloadDistance = .max
    var bench = LoaderBench(configuration: configuration)
    // Every row is within reach: as many ads as the feed's demand says
    // rows can take, however far, and the next page as soon as a page is in.
    let ads = bench.loader.feed.preloadDemand(for: .ad, within: .max)
    let start = bench.loader.start(now: t(0))
    #expect(start.requests.map(\.work) == [.page(after: nil), .items(count: ads)])
    let page = bench.loader.loadSucceeded(
      0, page: LoaderBench.page(0..<40, next: 1), now: t(1))
    #expect(page.requests.map(\.work) == [.page(after: SlotPageKey(1))])
    _ = bench.loader.rowsDisplayed([(0, true), (39, true)], now: t(2))
    _ = bench.loader.clockAdvanced(now: t(10))
    #expect(bench.loader.feed.settledCount == bench.loader.feed.count)
    configuration.screenRows = .max
    var tall = LoaderBench(configuration: configuration)
    _ = tall.loader.start(now: t(0))
    _ = tall.loader.loadSucceeded(0, page: LoaderBench.page(0..<40, next: 1), now: t(1))
    _ = tall.loader.rowsDisplayed([(3, true)], now: t(2))
    #expect(tall.loader.feed.settledCount == tall.loader.feed.count)
  }

  @Test("A reset cancels every load, removes every row and starts again")
  func reset() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    let start = bench.loader.start(now: t(0))
    _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<20, next: 1), now: t(1))
    let count = bench.loader.feed.count
    let step = bench.loader.refresh(.reset, now: t(2))
    #expect(step.cancellations == [start.requests[1].id])
    #expect(step.update?.changes.removals == Array(0..<count))
    #expect(step.update?.feed.isEmpty == true)
    #expect(step.requests.map(\.work) == [.page(after: nil), .items(count: 4)])
    // The ads asked for before the reset answer late: ignored.
    let ads = bench.ads(3)
    let late = bench.loader.loadSucceeded(start.requests[1].id, items: ads, now: t(3))
    #expect(late.update == nil)
    #expect(bench.loader.feed.isEmpty)
  }

  @Test("Out-of-order completions: each lands once, unknown ones are ignored")
  func outOfOrder() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    _ = bench.loader.start(now: t(0))
    _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<40, next: 1), now: t(1))
    let (first, second) = twoAdLoadsInFlight(&bench)
    guard case .items(let firstCount) = first.work, case .items(let secondCount) = second.work
    else { return }
    let later = bench.ads(secondCount)
    _ = bench.loader.loadSucceeded(second.id, items: later, now: t(3))
    let earlier = bench.ads(firstCount)
    _ = bench.loader.loadSucceeded(first.id, items: earlier, now: t(4))
    #expect(bench.loader.loadSucceeded(first.id, items: earlier, now: t(5)).update == nil)
    #expect(bench.loader.loadFailed(99, error: ScriptedFailure(), now: t(5)).update == nil)
    let shown = bench.loader.feed.indices.filter { bench.loader.feed.kind(at: $0) == .ad }
      .map { bench.loader.feed[$0].id }
    let pending = bench.loader.feed.pendingItems(of: .ad).map(\.id)
    #expect(Set(shown + pending).isSuperset(of: (later + earlier).map(\.id)))
    #expect(bench.loader.requestsInFlight.filter { $0.kind == .ad }.isEmpty)
  }

  @Test("The rows through the last visible one plus the lookahead settle before a change")
  func settlesBeforeEveryChange() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    let start = bench.loader.start(now: t(0))
    _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<40, next: 1), now: t(1))
    _ = bench.loader.visibleRowsChanged(0..<8, now: t(2))
    let ads = bench.ads(3)
    let step = bench.loader.loadSucceeded(start.requests[1].id, items: ads, now: t(3))
    let changes = step.update!.changes
    // Rows 0 ... 9 are settled: the ads land from row 10 on.
    #expect(bench.loader.feed.settledCount >= 10)
    #expect((changes.insertions + changes.removals).allSatisfy { $0 >= 10 })
    #expect(changes.moves.allSatisfy { $0.from >= 10 && $0.to >= 10 })
    #expect(!changes.insertions.isEmpty)
  }

  @Test("The first screen settles before any report; the lookahead counts from the last row seen")
  func firstScreen() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    for rows in [1, 2, 7] {
      var configuration = LoaderBench.configuration
      configuration.screenRows = rows
      var bench = LoaderBench(configuration: configuration)
      _ = bench.loader.start(now: t(0))
      _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<40, next: 1), now: t(1))
      // The next step settles the first screen before it changes a row.
      _ = bench.loader.clockAdvanced(now: t(2))
      // The first screen, or the bench's lookahead of 2 counted from row -1.
      #expect(bench.loader.feed.settledCount == Swift.max(rows, 2))
      // The reader is on row 0: rows 0 ... 2 may be seen, and the first
      // screen's rows stay settled.
      _ = bench.loader.rowAppeared(at: 0, now: t(3))
      #expect(bench.loader.feed.settledCount == Swift.max(rows, 3))
    }
  }

  @Test("While the feed is shorter than a screen, the rows that come on screen stay put")
  func shortFeed() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var configuration = LoaderBench.configuration
    configuration.screenRows = 8
    var bench = LoaderBench(configuration: configuration)
    let start = bench.loader.start(now: t(0))
    let first = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<3, next: 1), now: t(1))
    let next = first.requests.first { $0.kind == .post }!
    _ = bench.loader.rowsDisplayed((0..<3).map { ($0, true) }, now: t(2))
    // The next page fills the screen: rows 3 ... 7 are on it before the
    // list reports them, and the ads that come next land below.
    _ = bench.loader.loadSucceeded(next.id, page: LoaderBench.page(3..<40, next: 2), now: t(3))
    let ads = bench.ads(4)
    let step = bench.loader.loadSucceeded(start.requests[1].id, items: ads, now: t(4))
    let changes = step.update!.changes
    #expect(!changes.insertions.isEmpty)
    #expect((changes.insertions + changes.removals).allSatisfy { $0 >= 8 })
  }

  @Test("Reports are taken in order; the last visible row is the furthest on screen")
  func rowsDisplayed() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var configuration = LoaderBench.configuration
    configuration.screenRows = 4
    var bench = LoaderBench(configuration: configuration)
    _ = bench.loader.start(now: t(0))
    _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<2_000, next: 1), now: t(1))
    _ = bench.loader.rowsDisplayed([(5, true), (6, true), (6, false), (3, true)], now: t(2))
    #expect(bench.loader.lastVisibleRow == 5)
    // A row that was not on screen leaving it changes nothing, nor does a
    // position outside the feed.
    _ = bench.loader.rowsDisplayed([(4, false), (2_000, true), (-1, true)], now: t(3))
    #expect(bench.loader.lastVisibleRow == 5)
    _ = bench.loader.rowDisappeared(at: 5, now: t(4))
    #expect(bench.loader.lastVisibleRow == 3)
    // A list that shows no row leaves the reader where it was.
    _ = bench.loader.rowDisappeared(at: 3, now: t(5))
    #expect(bench.loader.lastVisibleRow == 3)
    // A screen shows at most 4 rows: a row that appears puts the rows 4
    // or more away off it.
    _ = bench.loader.rowsDisplayed([(10, true), (11, true), (14, true)], now: t(6))
    #expect(bench.loader.lastVisibleRow == 14)
    _ = bench.loader.rowsDisplayed([(14, false)], now: t(7))
    #expect(bench.loader.lastVisibleRow == 11)
    _ = bench.loader.rowsDisplayed([(12, true), (8, true)], now: t(8))
    #expect(bench.loader.lastVisibleRow == 11)
    _ = bench.loader.rowsDisplayed([(7, true)], now: t(9))
    #expect(bench.loader.lastVisibleRow == 8)
    // However many rows appear, the loader keeps a screen's worth.
    _ = bench.loader.rowsDisplayed((0..<1_000).map { ($0, true) }, now: t(10))
    #expect(bench.loader.lastVisibleRow == 999)
    _ = bench.loader.rowsDisplayed([(999, false), (996, false)], now: t(11))
    #expect(bench.loader.lastVisibleRow == 998)
    _ = bench.loader.rowsDisplayed([(998, false), (997, false)], now: t(12))
    #expect(bench.loader.lastVisibleRow == 998)
  }

  @Test("A reader who goes back up is not preloaded for; the rows it saw stay seen")
  func backUp() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    func screen(_ rows: Range<Int>, _ appeared: Bool) -> [(position: Int, appeared: Bool)] {
      rows.map { ($0, appeared) }
    }
    // Told of the rows that leave, or of a screen of 8 rows, or of neither.
    for (reportsDisappearances, screenRows) in [(true, 40), (false, 8), (false, 40)] {
      var configuration = LoaderBench.configuration
      configuration.screenRows = screenRows
      configuration.preloadDistance = 20
      var bench = LoaderBench(configuration: configuration)
      func show(_ rows: Range<Int>, after old: Range<Int>, now: Int) -> LoaderBench.Loader.Step {
        let ended = reportsDisappearances ? screen(old, false) : []
        return bench.loader.rowsDisplayed(ended + screen(rows, true), now: t(now))
      }
      _ = bench.loader.start(now: t(0))
      _ = bench.loader.loadSucceeded(0, page: LoaderBench.page(0..<200, next: 1), now: t(1))
      _ = bench.loader.loadSucceeded(1, items: bench.ads(40, expiry: 100), now: t(1))
      _ = show(0..<8, after: 0..<0, now: 2)
      _ = show(20..<28, after: 0..<8, now: 3)
      let ads = bench.loader.feed.pendingItems(of: .ad).count
      _ = show(0..<8, after: 20..<28, now: 4)
      #expect(bench.loader.seenThrough == 27)
      let knowsWhere = reportsDisappearances || screenRows == 8
      #expect(bench.loader.lastVisibleRow == (knowsWhere ? 7 : 27))
      // The pending ads expire: a reader back at the top wants none, one
      // at the end wants more.
      let expired = bench.loader.clockAdvanced(now: t(1_000))
      #expect(bench.loader.feed.pendingItems(of: .ad).count < ads)
      #expect(expired.requests.filter { $0.kind == .ad }.isEmpty == knowsWhere)
    }
  }

  @Test("No update is delivered for a step that changes no row")
  func noEmptyUpdate() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    _ = bench.loader.start(now: t(0))
    #expect(bench.loader.edit(now: t(1)) { _ in }.update == nil)
    #expect(bench.loader.visibleRowsChanged([], now: t(1)).update == nil)
    // Ads with no post to sit between: pending, no row.
    let ads = bench.ads(3)
    #expect(bench.loader.loadSucceeded(1, items: ads, now: t(2)).update == nil)
    #expect(bench.loader.statistics.updates == 0)
  }

  @Test("Two paged kinds page on their own: keys, ends and loads in flight")
  func twoPagedKinds() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    typealias Loader = SlotLoader<Kind, Item, ManualClock>
    var loader = Loader(
      feed: SlotFeed(layout: SlotLayout(pattern: [.post, .post, .user], repeatables: [.post])),
      sources: [
        .paged(.post) { (_: Int?) -> SlotPage<Item, Int> in throw ScriptedFailure() },
        .paged(.user) { (_: String?) -> SlotPage<Item, String> in throw ScriptedFailure() },
      ],
      configuration: LoaderBench.configuration)
    let start = loader.start(now: t(0))
    #expect(start.requests.map(\.kind) == [.post, .user])
    #expect(start.requests.map(\.work) == [.page(after: nil), .page(after: nil)])
    _ = loader.loadSucceeded(
      0, page: SlotPage(items: LoaderBench.posts(0..<10), next: SlotPageKey(1)), now: t(1))
    let users = SlotPage(
      items: LoaderBench.posts(500..<502), next: Optional<SlotPageKey>.none, previous: nil)
    _ = loader.loadSucceeded(1, page: users, now: t(1))
    #expect(loader.loadState(of: .user).isExhausted)
    #expect(!loader.loadState(of: .post).isExhausted)
    // Near the end, only the kind with pages left is asked for.
    let step = loader.visibleRowsChanged(0..<loader.feed.count, now: t(2))
    #expect(step.requests.map(\.kind) == [.post])
    #expect(step.requests.map(\.work) == [.page(after: SlotPageKey(1))])
  }

  @Test("Page keys of any type: equal when they hold equal values of one type")
  func pageKeys() {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
    #expect(SlotPageKey(2) == SlotPageKey(2))
    #expect(SlotPageKey(2) != SlotPageKey("2"))
    #expect(Set([SlotPageKey(1), SlotPageKey(1), SlotPageKey("1")]).count == 2)
    #expect(SlotPageKey("next").base as? String == "next")
    #expect(SlotPageKey(3).description == "3")
  }

  @Test("Load states say what a footer shows")
  func loadStates() {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
    let failed = SlotLoadState<Int>.failed(ScriptedFailure(), retryAt: 7)
    #expect(failed.error is ScriptedFailure && !failed.isLoading && !failed.isExhausted)
    #expect(SlotLoadState<Int>.loading.isLoading && SlotLoadState<Int>.idle.error == nil)
    #expect(SlotLoadState<Int>.exhausted.isExhausted)
    #expect(failed.description == "failed(ScriptedFailure(), retry at 7)")
    #expect(SlotLoadState<Int>.idle.description == "idle")
  }

  @Test("A demand source that returns nothing waits out a backoff step")
  func noItems() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var bench = LoaderBench()
    _ = bench.loader.start(now: t(0))
    _ = bench.loader.loadSucceeded(1, items: [], now: t(1))
    #expect(bench.loader.loadState(of: .ad).error as? SlotLoadingError == .noItems)
  }
}

/// Plays the bench (started, first page in) until two ad loads are in
/// flight: the first ad load brings two ads of four, the loader asks for
/// the other two, and the reader moves on before they come.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func twoAdLoadsInFlight(
  _ bench: inout LoaderBench
) -> (SlotLoadRequest<Kind>, SlotLoadRequest<Kind>) {
  let ads = bench.ads(2)
  let refill = bench.loader.loadSucceeded(1, items: ads, now: t(1))
  let first = refill.requests.first { $0.kind == .ad }!
  let moved = bench.loader.visibleRowsChanged(10..<18, now: t(2))
  let second = moved.requests.first { $0.kind == .ad }!
  #expect(bench.loader.requestsInFlight.filter { $0.kind == .ad }.count == 2)
  return (first, second)
}
