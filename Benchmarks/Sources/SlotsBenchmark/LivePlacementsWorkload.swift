//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W11: W10's placements in a live feed, read as a reader scrolls.

import Slots
import _SlotsTestSupport

/// W11's session, from Benchmarks/README.md: 200 pages of 1,000 styles;
/// after each, as many ads and users as `demand(within: 2_000)` asks for,
/// arriving late in 5 batches; the reader reads and settles 10 rows at a
/// time up to 50 rows before the end; one settled row hidden a page.
struct PlacedSession {
  var pageCount: Int
  var stylesPerPage: Int
  var window = 2_000
  var batches = 5
  var lookahead = 50
  var settleStep = 10

  /// The styles of each page, made before any clock starts.
  let stylePages: [[PlacedItem]]
  /// Every ad and every user that can be asked for (ad *i* in group
  /// `g(i % 50)`), made before any clock starts; pages take the next ones.
  let ads: [PlacedItem]
  let users: [PlacedItem]

  init(pageCount: Int, stylesPerPage: Int) {
    self.pageCount = pageCount
    self.stylesPerPage = stylesPerPage
    stylePages = (0..<pageCount).map { page in
      (page * stylesPerPage..<(page + 1) * stylesPerPage).map { PlacedItem($0) }
    }
    // Rows at least 5 apart: never more ads than a fourth of the styles.
    let pool = pageCount * stylesPerPage / 2 + window
    ads = (0..<pool).map { PlacedItem(ad: $0) }
    users = (0..<pool).map { PlacedItem($0) }
  }

  /// `count` items from `first`, in `batches` batches (the last takes the
  /// rest).
  func batches(_ count: Int, from first: Int) -> [Range<Int>] {
    let size = count / batches
    return (0..<batches).map { batch in
      let start = first + batch * size
      return start..<(batch == batches - 1 ? first + count : start + size)
    }
  }

  /// The rows the reader reads and settles on a page, 10 at a time: from
  /// `settled`, while 10 more rows lie above `count - lookahead`.
  func steps(settled: Int, count: Int) -> StrideTo<Int> {
    stride(from: settled, to: count - lookahead - settleStep + 1, by: settleStep)
  }
}

/// One repetition of W11 on one side.
struct PlacedSessionRun {
  var pageTimes: [Double] = []
  /// The sum, over the pages, of the rows read (value, and 1 for an ad),
  /// the row count and the settled count, and of every row at the end.
  var result = 0
  /// Rows that arrivals' change sets touched above the frontier.
  var touched = 0
  /// Rows that hiding touched above the frontier beyond the hidden row.
  var touchedByEdits = 0
  /// The ads and users each page asked for.
  var adCounts: [Int] = []
  var userCounts: [Int] = []

  var total: Double { pageTimes.reduce(0, +) }
}

/// Plays one page of W11 on a `SlotFeed`.
func playPage(
  _ feed: inout SlotFeed<FeedKind, PlacedItem>, _ page: Int, _ session: PlacedSession,
  next: inout (ad: Int, user: Int), _ run: inout PlacedSessionRun
) {
  var settled = feed.settledCount
  run.touched += rowsTouched(
    feed.append(contentsOf: session.stylePages[page], to: .style), above: settled)
  let wantedAds = feed.demand(for: .ad, within: session.window)
  let wantedUsers = feed.demand(for: .user, within: session.window)
  run.adCounts.append(wantedAds)
  run.userCounts.append(wantedUsers)
  for (ads, users) in zip(
    session.batches(wantedAds, from: next.ad), session.batches(wantedUsers, from: next.user))
  {
    settled = feed.settledCount
    run.touched += rowsTouched(feed.append(contentsOf: session.ads[ads], to: .ad), above: settled)
    run.touched += rowsTouched(
      feed.append(contentsOf: session.users[users], to: .user), above: settled)
  }
  next.ad += wantedAds
  next.user += wantedUsers
  for from in session.steps(settled: feed.settledCount, count: feed.count) {
    for position in from..<(from + session.settleStep) {
      run.result &+= feed[position].value &+ (feed.kind(at: position) == .ad ? 1 : 0)
    }
    feed.settle(through: from + session.settleStep - 1)
  }
  run.result &+= feed.count &+ feed.settledCount
  settled = feed.settledCount
  if settled > 0 {
    run.touchedByEdits += rowsTouched(feed.remove(at: settled / 2), above: settled) - 1
  }
}

/// W11: W10's rules in a `SlotFeed`, against the naive side (the test
/// kit's `NaiveLiveFeed`, the reference the tests use) playing the same
/// session; and the memory the feed holds at the end beyond its items.
func runW11(_ context: Context) -> [Row] {
  let session = PlacedSession(
    pageCount: opaque(context.scale.w11Pages), stylesPerPage: context.scale.w11StylesPerPage)
  let clock = ContinuousClock()

  var runs: [Side: [PlacedSessionRun]] = [:]
  context.progress("W11: SlotFeed")
  runs[.live] = context.harness.collect(duration: \.total) {
    var feed = SlotFeed<FeedKind, PlacedItem>(layout: w10Layout)
    var run = PlacedSessionRun()
    var next = (ad: 0, user: 0)
    for page in 0..<session.pageCount {
      let start = clock.now
      playPage(&feed, page, session, next: &next, &run)
      run.pageTimes.append(seconds(since: start, on: clock))
    }
    for position in feed.indices { run.result &+= feed[position].value }
    blackHole(feed)
    return run
  }

  context.progress("W11: naive")
  let naiveLayout = SlotLayout<String>(
    pattern: ["style"], repeatables: ["style"],
    placements: w10Placements.map {
      SlotPlacement(
        kind: $0.kind.rawValue, every: $0.every, first: $0.first, limit: $0.limit,
        separation: $0.separation)
    })
  runs[.naive] = context.harness.collect(duration: \.total) {
    var feed = NaiveLiveFeed<PlacedItem>(layout: naiveLayout)
    var run = PlacedSessionRun()
    var next = (ad: 0, user: 0)
    for page in 0..<session.pageCount {
      let start = clock.now
      feed.append(session.stylePages[page], to: "style")
      let wantedAds = feed.demand(for: "ad", within: session.window)
      let wantedUsers = feed.demand(for: "user", within: session.window)
      run.adCounts.append(wantedAds)
      run.userCounts.append(wantedUsers)
      for (ads, users) in zip(
        session.batches(wantedAds, from: next.ad), session.batches(wantedUsers, from: next.user))
      {
        feed.append(session.ads[ads], to: "ad")
        feed.append(session.users[users], to: "user")
      }
      next.ad += wantedAds
      next.user += wantedUsers
      // Settling moves no row: the rows read once serve the whole page.
      let rows = feed.rows
      for from in session.steps(settled: feed.settledCount, count: rows.count) {
        for row in rows[from..<(from + session.settleStep)] {
          run.result &+= row.element.value &+ (row.kind == "ad" ? 1 : 0)
        }
        feed.settle(through: from + session.settleStep - 1)
      }
      run.result &+= rows.count &+ feed.settledCount
      if feed.settledCount > 0 { feed.remove(at: feed.settledCount / 2) }
      run.pageTimes.append(seconds(since: start, on: clock))
    }
    for row in feed.rows { run.result &+= row.element.value }
    return run
  }

  var total = Row("W11", "total", "\(session.pageCount) pages, total")
  var last = Row("W11", "lastPage", "last page alone")
  var first = Row("W11", "firstPage", "first page alone")
  var touched = Row("W11", "touched", "rows touched above the frontier by arrivals", unit: .rows)
  var touchedByEdits = Row(
    "W11", "touchedByEdits", "rows touched above the frontier by hiding, beyond the hidden row",
    unit: .rows)
  var asked = Row("W11", "asked", "ads and users asked for by demand, in all", unit: .rows)
  for side in [Side.naive, .live] {
    guard let sideRuns = runs[side], let lastRun = sideRuns.last else { continue }
    total.record(side, Sample(sideRuns.map(\.total), result: lastRun.result))
    last.record(
      side, Sample(sideRuns.map { $0.pageTimes.last! }, result: lastRun.pageTimes.count))
    first.record(
      side, Sample(sideRuns.map { $0.pageTimes[0] }, result: lastRun.pageTimes.count),
      checked: false)
    let counts = lastRun.adCounts + lastRun.userCounts
    asked.record(
      side,
      Sample([Double(counts.reduce(0, +))], result: counts.reduce(0) { $0 &* 31 &+ $1 }))
    if side == .live {
      touched.record(
        side, Sample(sideRuns.map { Double($0.touched) }, result: lastRun.touched), checked: false)
      touchedByEdits.record(
        side, Sample(sideRuns.map { Double($0.touchedByEdits) }, result: lastRun.touchedByEdits),
        checked: false)
    }
  }
  let growth = ratioRow("W11", "lastOverFirst", "last page ÷ first page", last, over: first)

  // Memory: the session once more, untimed, between two readings of the
  // heap; against the same items appended the same way to plain arrays.
  context.progress("W11: memory")
  let liveRun = runs[.live]!.last!
  let held = bytesHeld {
    var feed = SlotFeed<FeedKind, PlacedItem>(layout: w10Layout)
    var run = PlacedSessionRun()
    var next = (ad: 0, user: 0)
    for page in 0..<session.pageCount { playPage(&feed, page, session, next: &next, &run) }
    return feed
  }
  let floor = bytesHeld {
    var arrays: [[PlacedItem]] = [[], [], []]
    var next = (ad: 0, user: 0)
    for page in 0..<session.pageCount {
      arrays[0].append(contentsOf: session.stylePages[page])
      for (ads, users) in zip(
        session.batches(liveRun.adCounts[page], from: next.ad),
        session.batches(liveRun.userCounts[page], from: next.user))
      {
        arrays[1].append(contentsOf: session.ads[ads])
        arrays[2].append(contentsOf: session.users[users])
      }
      next.ad += liveRun.adCounts[page]
      next.user += liveRun.userCounts[page]
    }
    return arrays
  }
  let itemCount =
    session.pageCount * session.stylesPerPage + liveRun.adCounts.reduce(0, +)
    + liveRun.userCounts.reduce(0, +)
  let memoryRows = memoryBeyondItems(
    "W11", held: held, floor: floor,
    itemBytes: itemCount * MemoryLayout<PlacedItem>.stride)
  return [total, last, first, growth, touched, touchedByEdits, asked] + memoryRows
}

/// Runs `body` and returns the heap bytes that what it returns holds: the
/// bytes in use after it, while its result lives, less those before it.
/// `nil` where the heap cannot be read.
func bytesHeld<T>(_ body: () -> T) -> Int? {
  guard let before = heapBytesInUse() else { return nil }
  let value = body()
  let after = heapBytesInUse()
  withExtendedLifetime(value) {}
  return after.map { $0 - before }
}

/// The rows of a live session's memory: what the feed holds and what plain
/// arrays of the same items hold (the floor); and the difference, over the
/// items' own size (their number times their stride).
func memoryBeyondItems(
  _ workload: String, held: Int?, floor: Int?, itemBytes: Int, suffix: String = "",
  title: String? = nil
) -> [Row] {
  guard let held, let floor else { return [] }
  let prefix = title.map { "settling \($0): " } ?? ""
  var memory = Row(
    workload, "memory\(suffix)",
    "\(prefix)heap held at the end (Array: the same items in plain arrays)", unit: .bytes)
  memory.record(.live, Sample([Double(held)], result: 0), checked: false)
  memory.record(.array, Sample([Double(floor)], result: 0), checked: false)
  var items = Row(
    workload, "itemBytes\(suffix)", "\(prefix)the items' size (count × stride)", unit: .bytes)
  items.record(.live, Sample([Double(itemBytes)], result: 0), checked: false)
  var beyond = Row(
    workload, "memoryBeyond\(suffix)",
    "\(prefix)memory beyond the items (held − Array) ÷ the items' size", unit: .ratio)
  beyond[.live] = .value(Double(held - floor) / Double(itemBytes))
  return [memory, items, beyond]
}
