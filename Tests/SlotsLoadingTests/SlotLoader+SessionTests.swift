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

/// Seeded random sessions of the loader — loads that succeed, fail and
/// answer out of order, readers that jump anywhere, deadlines, retries,
/// refreshes, resets and hidden rows — checked against its invariants
/// after every step. A failure prints the seed and the step.
@Suite struct SlotLoaderSessionTests {
  @Test("Random sessions keep the loader's invariants")
  func randomSessions() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    let spaced = SlotLayout<Kind>(
      pattern: [.post], repeatables: [.post],
      placements: [SlotPlacement(kind: .ad, every: 3, first: 2, separation: 4)])
    var checked = 0
    // 30 sessions of 200 steps, and 120 of 400 with the long sizes.
    for seed in 0..<UInt64(TestSize.scaled(30, long: 120)) {
      var session = RandomLoaderSession(seed: seed, layout: spaced)
      for step in 0..<TestSize.scaled(200, long: 400) {
        if let problem = session.step() {
          Issue.record(
            "seed \(seed), step \(step): \(problem)\n\(session.log.suffix(12).joined(separator: "\n"))"
          )
          break
        }
        checked += 1
      }
    }
    #expect(checked > 1_000)
  }
}

/// One random session and the invariants it checks.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct RandomLoaderSession {
  var random: SeededRandom
  var bench: LoaderBench
  var now = 0
  var log: [String] = []
  /// The ids of the rows the reader has seen.
  var seen: Set<Int> = []
  /// The page keys loaded since the last reset.
  var loadedKeys: Set<SlotPageKey?> = []

  init(seed: UInt64, layout: SlotLayout<Kind>) {
    random = SeededRandom(seed: seed)
    bench = LoaderBench(layout: layout)
  }

  /// Plays one random event and returns what breaks an invariant, if
  /// anything.
  mutating func step() -> String? {
    if bench.loader.statistics.requests == 0 {
      return check(bench.loader.start(now: t(now)), "start")
    }
    now += random.below(3)
    let loader = bench.loader
    let before = loader.feed
    let seenBefore = loader.seenThrough
    var isEdit = false
    let name: String
    let result: SlotLoader<Kind, Item, ManualClock>.Step
    switch random.below(100) {
    case 0..<35:
      guard
        let request = loader.requestsInFlight.isEmpty
          ? nil : random.element(of: loader.requestsInFlight)
      else { return nil }
      name = "answer \(request)"
      result = answer(request)
    case 35..<60:
      let last = random.chance(20) ? before.count - 1 : random.within(-1...(before.count + 5))
      let first = max(0, last - random.within(0...7))
      name = "visible \(first)...\(last)"
      result = bench.loader.visibleRowsChanged(last < 0 ? [] : Array(first...last), now: t(now))
    case 60..<75:
      if let deadline = loader.nextDeadline, random.chance(70) { now = max(now, deadline.ticks) }
      name = "clock"
      result = bench.loader.clockAdvanced(now: t(now))
    case 75..<80:
      name = "retry"
      result = bench.loader.retry(now: t(now))
    case 80..<86:
      name = "refresh"
      result = bench.loader.refresh(.newOnTop, now: t(now))
    case 86..<88:
      name = "reset"
      loadedKeys = []
      seen = []
      result = bench.loader.refresh(.reset, now: t(now))
      if result.update?.changes.fromVersion != nil { return "a reset's change set has versions" }
      log.append("\(now): reset")
      return check(result, name, isReset: true)
    default:
      guard !before.isEmpty else { return nil }
      let row = random.below(before.count)
      name = "hide \(row)"
      isEdit = true
      result = bench.loader.edit(now: t(now)) { _ = $0.remove(at: row) }
    }
    log.append("\(now): \(name)")
    if let problem = check(result, name) { return problem }
    guard let update = result.update else {
      return bench.loader.feed.version == before.version
        ? nil : "the feed changed without an update"
    }
    if update.changes.fromVersion != before.version {
      return "\(update.changes) does not follow \(before.version)"
    }
    if !isEdit {
      // No row the reader saw is removed, moved or reloaded.
      let touched =
        update.changes.removals + update.changes.moves.map(\.from) + update.changes.updates
      if let row = touched.first(where: { $0 <= seenBefore }) {
        return "\(update.changes) touches row \(row), seen through \(seenBefore)"
      }
    }
    return nil
  }

  /// Answers a load: a page, ads, or a failure.
  mutating func answer(_ request: SlotLoadRequest<Kind>) -> SlotLoader<Kind, Item, ManualClock>.Step
  {
    if random.chance(20) {
      return bench.loader.loadFailed(request.id, error: ScriptedFailure(), now: t(now))
    }
    switch request.work {
    case .page(let key):
      let number = key.map { $0.base as! Int } ?? 0
      let next = random.chance(5) ? nil : number + 1
      let page = LoaderBench.page(
        number * 100..<number * 100 + random.within(0...15), next: next, previous: -1)
      loadedKeys.insert(key)
      return bench.loader.loadSucceeded(request.id, page: page, now: t(now))
    case .newerPage(let key):
      let number = key.base as! Int
      let start = 100_000 + (-number) * 100
      let page = LoaderBench.page(
        start..<start + random.within(0...3), next: nil, previous: number - 1)
      return bench.loader.loadSucceeded(request.id, page: page, now: t(now))
    case .items(let count):
      let ads = (0..<random.within(0...count)).map { _ in
        bench.ads(
          1, advertiser: random.element(of: ["A", "B", "C"]), expiry: now + random.within(3...40))[
            0]
      }
      return bench.loader.loadSucceeded(request.id, items: ads, now: t(now))
    }
  }

  /// The invariants of every step.
  mutating func check(
    _ step: SlotLoader<Kind, Item, ManualClock>.Step, _ name: String, isReset: Bool = false
  ) -> String? {
    let loader = bench.loader
    if let update = step.update {
      if update.changes.isEmpty { return "\(name) delivered an empty change set" }
      if update.feed.version != loader.feed.version || update.feed.count != loader.feed.count {
        return "\(name) delivered another feed than the loader's"
      }
    }
    // One load of a kind's pages in flight, and no page loaded twice.
    let pages = loader.requestsInFlight.filter {
      if case .page = $0.work { return true }
      return false
    }
    if pages.count > 1 { return "two page loads in flight: \(pages)" }
    for request in step.requests {
      if case .page(let key) = request.work, loadedKeys.contains(key) {
        return "page \(String(describing: key)) asked for again after it loaded"
      }
      if case .items(let count) = request.work, count <= 0 { return "asked for \(count) items" }
    }
    // Whatever was due is done: a deadline at or before now would have a
    // driver's timer fire again and again.
    if let deadline = loader.nextDeadline, deadline <= t(now) {
      return "\(name): the next deadline, \(deadline), is not after now, \(now)"
    }
    // Rows come into sight fresh.
    let feed = loader.feed
    for row in 0..<min(loader.seenThrough + 1, feed.count) where !seen.contains(feed[row].id) {
      seen.insert(feed[row].id)
      if let expiry = feed[row].expiry, expiry <= t(now) {
        return "\(name): row \(row) came into sight expired (\(expiry), now \(now))"
      }
    }
    return nil
  }
}
