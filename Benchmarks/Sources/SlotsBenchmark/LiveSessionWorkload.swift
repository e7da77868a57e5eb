//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W8: a live feed read as a reader scrolls.

import Slots
import _SlotsTestSupport

/// One repetition of W8 on one side: every page timed on its own.
struct LiveSessionRun {
  var pageTimes: [Double] = []
  /// The sum, over the pages, of the rows read, the row count and the
  /// settled count, and of every row of the feed at the end.
  var result = 0
  /// The rows that the change sets of arrivals (pages of styles, batches of
  /// ads) touched above the frontier: positions below the settled count (or,
  /// for `SlotCollection`, the reader's position) before the arrival.
  var touched = 0
  /// The rows that the change sets of the session's own edits (hiding a
  /// row, prepending a block) touched above the frontier, beyond the hidden
  /// row and the prepended rows themselves.
  var touchedByEdits = 0
  /// The number of ads each page asked for.
  var adCounts: [Int] = []

  var total: Double { pageTimes.reduce(0, +) }
}

/// The session's parameters, from W8 of Benchmarks/README.md.
struct LiveSession {
  var pageCount: Int
  var stylesPerPage: Int
  /// `demand(for: .ad, within:)`.
  var window = 2_000
  /// The ads a page asks for arrive in this many batches.
  var batches = 5
  /// `settle(through: count - lookahead)`.
  var lookahead = 50
  /// Every `prependEvery`-th page prepends `blockSize` new styles.
  var prependEvery = 20
  var blockSize = 20
  /// When set, the reader reads and settles this many rows at a time
  /// (W8's variant for memory) rather than all the rows that came into
  /// view at once.
  var settleStep: Int? = nil

  /// The styles of each page.
  func styles(_ page: Int) -> Range<Int> {
    (page * stylesPerPage)..<((page + 1) * stylesPerPage)
  }

  /// The styles of the block that page `page` prepends, if it does.
  func block(_ page: Int) -> Range<Int>? {
    guard (page + 1) % prependEvery == 0 else { return nil }
    let start = -(page + 1) * blockSize
    return start..<(start + blockSize)
  }

  /// `count` ads from `first`, in `batches` batches (the last takes the
  /// rest).
  func adBatches(_ count: Int, from first: Int) -> [Range<Int>] {
    let size = count / batches
    return (0..<batches).map { batch in
      let start = first + batch * size
      return start..<(batch == batches - 1 ? first + count : start + size)
    }
  }
}

/// The number of positions of `changes` below `frontier`.
func rowsTouched(_ changes: SlotChangeSet, above frontier: Int) -> Int {
  var touched = 0
  for position in changes.removals + changes.insertions + changes.updates where position < frontier
  {
    touched += 1
  }
  for move in changes.moves {
    if move.from < frontier { touched += 1 }
    if move.to < frontier { touched += 1 }
  }
  return touched
}

/// W8: a `SlotFeed` with W1's rules, read as a reader scrolls: 200 pages of
/// 1,000 styles; after each page, as many ads as `demand(for: .ad, within:
/// 2_000)` asks, arriving in 5 late batches; the rows that came into view
/// read; `settle(through: count - 50)`; one settled row hidden; every 20th
/// page a block of 20 new styles prepended. Against the naive reference
/// (`NaiveLiveFeed`: a plain array of settled rows and the tail replayed
/// from the rule state), and against `SlotCollection` with its change sets,
/// given the same ads (it has no demand) and a frontier kept by hand, to
/// count what its arrivals touch above the reader.
func runW8(_ context: Context) -> [Row] {
  let session = LiveSession(
    pageCount: opaque(context.scale.w8Pages), stylesPerPage: context.scale.w8StylesPerPage)
  let layout = FeedRules.w1.layout
  let naiveLayout = SlotLayout<String>(
    pattern: ["style", "style", "style", "ad"], repeatables: ["style"])

  /// Runs the pages, timing `page` alone for each.
  func paginate<Feed>(
    _ makeFeed: () -> Feed, _ page: (inout Feed, Int, inout LiveSessionRun) -> Void,
    finish: (Feed, inout LiveSessionRun) -> Void
  ) -> LiveSessionRun {
    var feed = makeFeed()
    var run = LiveSessionRun()
    run.pageTimes.reserveCapacity(session.pageCount)
    let clock = ContinuousClock()
    for index in 0..<session.pageCount {
      let start = clock.now
      page(&feed, index, &run)
      run.pageTimes.append(seconds(since: start, on: clock))
    }
    finish(feed, &run)
    blackHole(feed)
    return run
  }

  var runs: [Side: [LiveSessionRun]] = [:]
  context.progress("W8: SlotFeed")
  runs[.live] = context.harness.collect(duration: \.total) {
    var nextAd = 0
    return paginate({ SlotFeed<FeedKind, Int>(layout: layout) }) { feed, page, run in
      playW8Page(&feed, page, session, nextAd: &nextAd, &run)
    } finish: { feed, run in
      for position in feed.indices { run.result &+= feed[position] }
    }
  }
  let adCounts = runs[.live]!.last!.adCounts

  context.progress("W8: naive")
  runs[.naive] = context.harness.collect(duration: \.total) {
    var nextAd = 0
    return paginate({ NaiveLiveFeed<Int>(layout: naiveLayout) }) { feed, page, run in
      feed.append(Array(session.styles(page)), to: "style")
      let wanted = feed.demand(for: "ad", within: session.window)
      run.adCounts.append(wanted)
      for batch in session.adBatches(wanted, from: nextAd) { feed.append(Array(batch), to: "ad") }
      nextAd += wanted
      let rows = feed.rows
      let settled = feed.settledCount
      let end = rows.count - session.lookahead + 1
      for row in rows[settled..<max(end, settled)] {
        run.result &+= row.element &+ (row.kind == "ad" ? 1 : 0)
      }
      feed.settle(through: end - 1)
      let settledNow = feed.settledCount
      run.result &+= rows.count &+ settledNow
      if settledNow > 0 { feed.remove(at: settledNow / 2) }
      if let block = session.block(page) {
        feed.prepend(block.map { (kind: "style", element: $0) })
      }
    } finish: { feed, run in
      for row in feed.rows { run.result &+= row.element }
    }
  }

  context.progress("W8: SlotCollection")
  runs[.typed] = context.harness.collect(duration: \.total) {
    var nextAd = 0
    // The reader's position, kept by hand: rows above it have been seen.
    var frontier = 0
    return paginate({ SlotCollection<FeedKind, Int>(layout: layout) }) { feed, page, run in
      run.touched += rowsTouched(
        feed.append(contentsOf: session.styles(page), to: .style), above: frontier)
      for batch in session.adBatches(adCounts[page], from: nextAd) {
        run.touched += rowsTouched(feed.append(contentsOf: batch, to: .ad), above: frontier)
      }
      nextAd += adCounts[page]
      let end = feed.count - session.lookahead + 1
      for position in frontier..<max(end, frontier) {
        run.result &+= feed[position] &+ (feed.kind(at: position) == .ad ? 1 : 0)
      }
      frontier = max(end, frontier)
      run.result &+= feed.count &+ frontier
      let hidden = feed.sourcePosition(at: frontier / 2)
      run.touchedByEdits +=
        rowsTouched(feed.remove(atOffsets: [hidden.offset], in: hidden.kind), above: frontier) - 1
      frontier -= 1
      if let block = session.block(page) {
        let changes = feed.insert(contentsOf: block, atOffset: 0, in: .style)
        run.touchedByEdits += rowsTouched(changes, above: frontier) - block.count
        frontier += block.count
      }
    } finish: { feed, run in
      for element in feed { run.result &+= element }
    }
  }

  // The naive reference and SlotFeed play the same session: their results
  // (and the ads they asked for) are checked against each other.
  var total = Row("W8", "total", "\(session.pageCount) pages, total")
  var last = Row("W8", "lastPage", "last page alone")
  var first = Row("W8", "firstPage", "first page alone")
  var touched = Row("W8", "touched", "rows touched above the frontier by arrivals", unit: .rows)
  var touchedByEdits = Row(
    "W8", "touchedByEdits",
    "rows touched above the frontier by hiding and prepending, beyond their own", unit: .rows)
  for side in [Side.naive, .live, .typed] {
    guard let sideRuns = runs[side], let lastRun = sideRuns.last else { continue }
    let checked = side != .typed
    total.record(side, Sample(sideRuns.map(\.total), result: lastRun.result), checked: checked)
    last.record(
      side, Sample(sideRuns.map { $0.pageTimes.last! }, result: lastRun.pageTimes.count),
      checked: checked)
    first.record(
      side, Sample(sideRuns.map { $0.pageTimes[0] }, result: lastRun.pageTimes.count),
      checked: false)
    if side != .naive {
      touched.record(
        side, Sample(sideRuns.map { Double($0.touched) }, result: lastRun.touched), checked: false)
      touchedByEdits.record(
        side, Sample(sideRuns.map { Double($0.touchedByEdits) }, result: lastRun.touchedByEdits),
        checked: false)
    }
  }
  var ads = Row("W8", "ads", "ads asked for by demand, in all", unit: .rows)
  for side in [Side.naive, .live] {
    guard let sideRuns = runs[side], let lastRun = sideRuns.last else { continue }
    let count = lastRun.adCounts.reduce(0, +)
    let checksum = lastRun.adCounts.reduce(0) { $0 &* 31 &+ $1 }
    ads.record(side, Sample([Double(count)], result: checksum))
  }
  let growth = ratioRow("W8", "lastOverFirst", "last page ÷ first page", last, over: first)
  return [total, last, first, growth, touched, touchedByEdits, ads]
    + runW8SettlingEvery10(context, session: session)
}

/// Plays one page of W8 on a `SlotFeed`.
func playW8Page(
  _ feed: inout SlotFeed<FeedKind, Int>, _ page: Int, _ session: LiveSession,
  nextAd: inout Int, _ run: inout LiveSessionRun
) {
  let settled = feed.settledCount
  let changes = feed.append(contentsOf: session.styles(page), to: .style)
  run.touched += rowsTouched(changes, above: settled)
  let wanted = feed.demand(for: .ad, within: session.window)
  run.adCounts.append(wanted)
  for batch in session.adBatches(wanted, from: nextAd) {
    let settled = feed.settledCount
    run.touched += rowsTouched(feed.append(contentsOf: batch, to: .ad), above: settled)
  }
  nextAd += wanted
  // The reader scrolls through the rows that came into view, and they
  // settle: all at once, or `settleStep` rows at a time.
  let end = feed.count - session.lookahead + 1
  if let step = session.settleStep {
    for from in stride(from: feed.settledCount, to: end - step + 1, by: step) {
      for position in from..<(from + step) {
        run.result &+= feed[position] &+ (feed.kind(at: position) == .ad ? 1 : 0)
      }
      feed.settle(through: from + step - 1)
    }
  } else {
    for position in feed.settledCount..<max(end, feed.settledCount) {
      run.result &+= feed[position] &+ (feed.kind(at: position) == .ad ? 1 : 0)
    }
    feed.settle(through: end - 1)
  }
  run.result &+= feed.count &+ feed.settledCount
  if feed.settledCount > 0 {
    let settled = feed.settledCount
    run.touchedByEdits += rowsTouched(feed.remove(at: settled / 2), above: settled) - 1
  }
  if let block = session.block(page) {
    let settled = feed.settledCount
    let changes = feed.prepend(
      SlotCollection(layout: SlotLayout(pattern: [.style]), sources: [.style: Array(block)]))
    run.touchedByEdits += rowsTouched(changes, above: settled) - block.count
  }
}

/// W8's variant for the memory target: the same session on a `SlotFeed`,
/// the reader settling every 10 rows; its total and pages, and the memory
/// the feed holds at the end beyond its items (`Int`s), against plain
/// arrays of the same items appended the same way.
func runW8SettlingEvery10(_ context: Context, session: LiveSession) -> [Row] {
  var session = session
  session.settleStep = 10
  let layout = FeedRules.w1.layout
  let clock = ContinuousClock()
  context.progress("W8: SlotFeed, settling every 10 rows")
  let runs = context.harness.collect(duration: \LiveSessionRun.total) {
    var feed = SlotFeed<FeedKind, Int>(layout: layout)
    var run = LiveSessionRun()
    var nextAd = 0
    for page in 0..<session.pageCount {
      let start = clock.now
      playW8Page(&feed, page, session, nextAd: &nextAd, &run)
      run.pageTimes.append(seconds(since: start, on: clock))
    }
    blackHole(feed)
    return run
  }
  var total = Row("W8", "total10", "settling every 10 rows: \(session.pageCount) pages, total")
  var last = Row("W8", "lastPage10", "settling every 10 rows: last page alone")
  var first = Row("W8", "firstPage10", "settling every 10 rows: first page alone")
  var touched = Row(
    "W8", "touched10", "settling every 10 rows: rows touched above the frontier by arrivals",
    unit: .rows)
  let lastRun = runs.last!
  total.record(.live, Sample(runs.map(\.total), result: lastRun.result), checked: false)
  last.record(.live, Sample(runs.map { $0.pageTimes.last! }, result: 0), checked: false)
  first.record(.live, Sample(runs.map { $0.pageTimes[0] }, result: 0), checked: false)
  touched.record(
    .live, Sample(runs.map { Double($0.touched) }, result: lastRun.touched), checked: false)
  let growth = ratioRow(
    "W8", "lastOverFirst10", "settling every 10 rows: last page ÷ first page", last, over: first)

  // The memory, as the target judges it (every 10 rows), and beside it
  // for a reader who settles once a page and one who settles every row.
  var memoryRows: [Row] = []
  for (step, suffix, title) in [
    (10, "", "every 10 rows"), (nil, "Page", "once a page"), (1, "1", "every row"),
  ] as [(Int?, String, String)] {
    context.progress("W8: memory, settling \(title)")
    var cadence = session
    cadence.settleStep = step
    memoryRows += w8Memory(cadence, adCounts: lastRun.adCounts, suffix: suffix, title: title)
  }
  return [total, last, first, growth, touched] + memoryRows
}

/// The memory that a `SlotFeed` playing W8's session holds at the end
/// beyond its items (`Int`s), against plain arrays of the same items
/// appended the same way; `suffix` ends the rows' keys.
func w8Memory(_ session: LiveSession, adCounts: [Int], suffix: String, title: String) -> [Row] {
  let layout = FeedRules.w1.layout
  var adCounts = adCounts
  let held = bytesHeld {
    var feed = SlotFeed<FeedKind, Int>(layout: layout)
    var run = LiveSessionRun()
    run.adCounts.reserveCapacity(session.pageCount)
    var nextAd = 0
    for page in 0..<session.pageCount { playW8Page(&feed, page, session, nextAd: &nextAd, &run) }
    adCounts = run.adCounts
    return feed
  }
  // The floor holds the styles, the ads and each prepended block in plain
  // arrays, appended as the feed got them.
  let floor = bytesHeld {
    var styles: [Int] = []
    var ads: [Int] = []
    var blocks: [[Int]] = []
    var nextAd = 0
    for page in 0..<session.pageCount {
      styles.append(contentsOf: session.styles(page))
      for batch in session.adBatches(adCounts[page], from: nextAd) {
        ads.append(contentsOf: batch)
      }
      nextAd += adCounts[page]
      if let block = session.block(page) { blocks.append(Array(block)) }
    }
    return (styles, ads, blocks)
  }
  let blockItems = (0..<session.pageCount).reduce(0) { $0 + (session.block($1)?.count ?? 0) }
  let itemCount = session.pageCount * session.stylesPerPage + adCounts.reduce(0, +) + blockItems
  return memoryBeyondItems(
    "W8", held: held, floor: floor, itemBytes: itemCount * MemoryLayout<Int>.stride,
    suffix: suffix, title: suffix.isEmpty ? nil : title)
}
