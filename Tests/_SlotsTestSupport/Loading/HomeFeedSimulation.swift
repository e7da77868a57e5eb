//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import SlotsLoading

/// Workload W15 of the benchmark: seeded sessions of a home feed kept fed by
/// the loading product's state machine (``SlotLoader``), shown by the app's
/// UIKit recipe in a ``SimulatedTableView``, in ticks of a manual clock.
///
/// The feed: posts paged 20 at a time (pages take 1–3 ticks, 5% of them
/// fail, the posts end after 25–60 pages), an ad every 5 rows from row 3
/// with advertiser separation 10 (ads take 4–12 ticks, 15% of requests
/// fail, each ad has one of 8 advertisers and expires 60 ticks after it
/// arrives) and a suggested-user card every 15 rows (2–6 ticks). A reader
/// with a screen of 8 rows scrolls 0–3 rows a tick, pauses for 10–120
/// ticks (3% of ticks), and pulls to refresh at the top (1% of ticks: 0–5
/// new posts on top).
///
/// Counts, not times: the ``Report`` tells what the reader saw and what the
/// list view and the sources were asked to do.
///
///     let report = HomeFeedSimulation.run(seeds: 0..<20, ticks: 600)
///     report.brokenBounds   // [] when every bound of W15 holds
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public struct HomeFeedSimulation {
  /// The kinds of the home feed.
  public enum Kind: String, Hashable, Sendable, CustomStringConvertible {
    case post, ad, user
    /// The kind's name.
    public var description: String { rawValue }
  }

  /// An item of the home feed.
  public struct Item: Hashable, Sendable, SlotGrouping, Identifiable, CustomStringConvertible {
    /// The item's number, unique in its session.
    public var id: Int
    /// An ad's advertiser.
    public var advertiser: String?
    /// An ad's expiry.
    public var expiry: ManualClock.Instant?
    /// Creates an item.
    public init(id: Int, advertiser: String? = nil, expiry: ManualClock.Instant? = nil) {
      self.id = id
      self.advertiser = advertiser
      self.expiry = expiry
    }

    /// The advertiser, for separation.
    public var slotGroup: String? { advertiser }
    /// `#id`, with the advertiser.
    public var description: String { "#\(id)" + (advertiser.map { "/\($0)" } ?? "") }
  }

  /// The rules of the home feed.
  public static let layout = SlotLayout<Kind>(
    pattern: [.post], repeatables: [.post],
    placements: [
      SlotPlacement(kind: .ad, every: 5, first: 3, separation: 10),
      SlotPlacement(kind: .user, every: 15),
    ])

  /// The screen's rows.
  public static let visibleRowCount = 8

  /// The app's rule for a stopped reader in W15: after 3 still ticks, ads
  /// are preloaded 15 rows below the screen instead of 20.
  public static let idleRule = (after: 3, preloadDistance: 15)

  /// The loader's configuration in ticks: the configuration's default
  /// distances (lookahead, first screen, pages and preloads ahead) unless
  /// told otherwise, backoff from 2 to 30 ticks with half jittered, the
  /// first screen's wait (12 ticks, the slowest ad, unless told
  /// otherwise), and ``idleRule`` for a stopped reader unless told
  /// otherwise (`nil`: never stopped).
  public static func configuration(
    firstScreenWait: Int?, lookahead: Int? = nil, preloadDistance: Int? = nil,
    idle: (after: Int, preloadDistance: Int)? = idleRule
  ) -> SlotLoader<Kind, Item, ManualClock>.Configuration {
    var configuration = SlotLoader<Kind, Item, ManualClock>.Configuration(
      backoff: SlotBackoff(initial: .seconds(2), maximum: .seconds(30)),
      firstScreenWait: firstScreenWait.map { .seconds($0) },
      idleAfter: idle.map { .seconds($0.after) },
      idlePreloadDistance: idle?.preloadDistance ?? 0)
    if let lookahead { configuration.lookahead = lookahead }
    if let preloadDistance { configuration.preloadDistance = preloadDistance }
    return configuration
  }

  /// What the sessions showed and asked for.
  public struct Report: CustomStringConvertible {
    /// Sessions played, and ticks each.
    public var sessions = 0, ticks = 0
    /// Batch updates the list view performed, and those that broke its
    /// rules.
    public var batchUpdates = 0, invalidUpdates = 0
    /// Changes to the screen that no reader asked for, as the list view
    /// records them.
    public var visibleChanges = 0
    /// Rows the reader had seen that a change set removed, moved or
    /// reloaded.
    public var seenRowsMoved = 0
    /// Updates delivered with an empty change set.
    public var emptyUpdates = 0
    /// Ad slots due in the rows the reader passed: the ads the same rule
    /// rows would hold with ads always at hand.
    public var adSlotsDue = 0
    /// Ads the reader saw before their expiry, and after it.
    public var freshAdsSeen = 0, expiredAdsSeen = 0
    /// Ads and ad requests asked of the ad source.
    public var adsRequested = 0, adRequests = 0
    /// Page requests, pages loaded twice, and pages asked for while a load
    /// of the same page was in flight.
    public var pageRequests = 0, pagesLoadedTwice = 0, pagesInFlightTwice = 0
    /// Failed loads; requests made while their kind waited out a backoff;
    /// the most requests a kind made at the end of one backoff step.
    public var failures = 0, requestsDuringBackoff = 0, mostRequestsPerBackoffStep = 0
    /// Expired items: pending ones dropped, settled unseen ones swapped
    /// and hidden.
    public var expiredDropped = 0, swapped = 0, hidden = 0
    /// Pulls to refresh.
    public var refreshes = 0
    /// The first findings that break a bound, with their session's seed and
    /// tick, to replay.
    public var findings: [String] = []
    /// Each session's first ad row (as the reader met it), and the tick
    /// its first rows arrived.
    public var firstAdRows: [Int] = [], firstRowsTicks: [Int] = []

    /// Fresh ads seen over ad slots due.
    public var fillRate: Double { adSlotsDue == 0 ? 0 : Double(freshAdsSeen) / Double(adSlotsDue) }
    /// Ads requested over ads shown.
    public var requestRatio: Double {
      let shown = freshAdsSeen + expiredAdsSeen
      return shown == 0 ? 0 : Double(adsRequested) / Double(shown)
    }

    /// The bounds of W15 that these figures break; empty when all hold.
    public var brokenBounds: [String] {
      var broken: [String] = []
      if invalidUpdates > 0 { broken.append("\(invalidUpdates) invalid batch updates") }
      if seenRowsMoved + visibleChanges > 0 {
        broken.append("\(seenRowsMoved) seen rows moved, \(visibleChanges) visible changes")
      }
      if expiredAdsSeen > 0 { broken.append("\(expiredAdsSeen) expired ads seen") }
      if fillRate < 0.9 { broken.append("fresh ads seen \(percent(fillRate)) of slots due") }
      if requestRatio > 1.5 { broken.append("ads requested \(requestRatio)× ads shown") }
      if pagesLoadedTwice + pagesInFlightTwice > 0 {
        broken.append(
          "\(pagesLoadedTwice) pages loaded twice, \(pagesInFlightTwice) in flight twice")
      }
      if emptyUpdates > 0 { broken.append("\(emptyUpdates) empty updates") }
      if requestsDuringBackoff > 0 || mostRequestsPerBackoffStep > 1 {
        broken.append(
          "\(requestsDuringBackoff) requests during backoff, "
            + "\(mostRequestsPerBackoffStep) at the end of one step")
      }
      return broken
    }

    /// The figures, one a line.
    public var description: String {
      let rows = firstAdRows.sorted()
      let atThree = firstAdRows.filter { $0 == 3 }.count
      return """
        sessions \(sessions) × \(ticks) ticks
        batch updates \(batchUpdates), invalid \(invalidUpdates), empty \(emptyUpdates)
        seen rows moved \(seenRowsMoved), visible changes \(visibleChanges)
        ad slots due \(adSlotsDue), fresh ads seen \(freshAdsSeen) (\(percent(fillRate))), \
        expired ads seen \(expiredAdsSeen)
        ads requested \(adsRequested) in \(adRequests) requests, \
        \(String(format2: requestRatio))× ads shown
        page requests \(pageRequests), loaded twice \(pagesLoadedTwice), \
        in flight twice \(pagesInFlightTwice)
        failures \(failures), requests during backoff \(requestsDuringBackoff), \
        most requests at a step's end \(mostRequestsPerBackoffStep)
        expired: \(expiredDropped) pending dropped, \(swapped) swapped, \(hidden) hidden
        refreshes \(refreshes)
        first ad row: \(rows.first ?? -1) … \(rows.last ?? -1), row 3 in \(atThree) of \(sessions)
        first rows at tick \(firstRowsTicks.min() ?? -1) … \(firstRowsTicks.max() ?? -1)
        """ + findings.map { "\n  \($0)" }.joined()
    }

    mutating func add(_ other: Report) {
      sessions += other.sessions
      ticks = other.ticks
      batchUpdates += other.batchUpdates
      invalidUpdates += other.invalidUpdates
      visibleChanges += other.visibleChanges
      seenRowsMoved += other.seenRowsMoved
      emptyUpdates += other.emptyUpdates
      adSlotsDue += other.adSlotsDue
      freshAdsSeen += other.freshAdsSeen
      expiredAdsSeen += other.expiredAdsSeen
      adsRequested += other.adsRequested
      adRequests += other.adRequests
      pageRequests += other.pageRequests
      pagesLoadedTwice += other.pagesLoadedTwice
      pagesInFlightTwice += other.pagesInFlightTwice
      failures += other.failures
      requestsDuringBackoff += other.requestsDuringBackoff
      mostRequestsPerBackoffStep = max(mostRequestsPerBackoffStep, other.mostRequestsPerBackoffStep)
      expiredDropped += other.expiredDropped
      swapped += other.swapped
      hidden += other.hidden
      refreshes += other.refreshes
      findings += other.findings.prefix(5 - min(5, findings.count))
      firstAdRows += other.firstAdRows
      firstRowsTicks += other.firstRowsTicks
    }
  }

  /// What an app tells the pager of the rows its list displays.
  public enum RowReports: Sendable {
    /// Nothing.
    case none
    /// The rows that come on screen (`willDisplay`, `onAppear`), as the
    /// recipes do.
    case appearances
    /// The rows that come on screen and those that leave it
    /// (`didEndDisplaying`, `onDisappear`).
    case appearancesAndDisappearances
  }

  /// Plays one session a seed and adds up what they found.
  ///
  /// - Parameters:
  ///   - seeds: One session a seed.
  ///   - ticks: The ticks of each session.
  ///   - firstScreenWait: The loader's first-screen wait in ticks, or `nil`
  ///     to show the first page at once.
  ///   - configuration: The loader's configuration, if not W15's.
  ///   - rowReports: What the app tells the pager of the rows the list
  ///     displays: by default, as the recipe, the rows that come on
  ///     screen; ``RowReports/none`` plays an app that forgets to, so that
  ///     a test can see the simulation find what goes wrong.
  /// - Returns: The figures of all sessions.
  public static func run(
    seeds: Range<UInt64>, ticks: Int, firstScreenWait: Int? = 12,
    configuration: SlotLoader<Kind, Item, ManualClock>.Configuration? = nil,
    rowReports: RowReports = .appearances
  ) -> Report {
    var report = Report()
    for seed in seeds {
      let session = Session(
        seed: seed,
        configuration: configuration
          ?? HomeFeedSimulation.configuration(firstScreenWait: firstScreenWait))
      session.rowReports = rowReports
      session.play(ticks: ticks)
      report.add(session.finish())
    }
    return report
  }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension HomeFeedSimulation {
  typealias Loader = SlotLoader<Kind, Item, ManualClock>
  typealias Table = SimulatedTableView<String, Item>

  /// An outcome a scripted source will report at an instant.
  struct Outcome {
    var at: ManualClock.Instant
    var id: Int
    var result: Result
    enum Result {
      case page(SlotPage<Item, SlotPageKey>)
      case items([Item])
      case failure
    }
  }

  struct SourceFailure: Error {}

  /// One session: the loader, the app's recipe, the table view, the reader
  /// and the scripted sources.
  final class Session {
    /// The reader's random numbers, and each source's: a session under
    /// another configuration has the same reader, and each kind's loads
    /// the same latencies and failures in the order they are asked for.
    var random: SeededRandom
    var sourceRandom: [Kind: SeededRandom]
    var loader: Loader
    var shown = SlotFeed<Kind, Item>(layout: HomeFeedSimulation.layout)
    let table: Table
    var now = ManualClock.Instant(ticks: 0)
    var report = Report()
    var outcomes: [Outcome] = []
    var nextItem = 0
    let pageCount: Int
    var pausedUntil = 0
    var seen: Set<String> = []
    var sawAnAd = false
    var inFlightPages: [Int: SlotPageKey?] = [:]
    var loadedPages: Set<SlotPageKey?> = []
    var backoffEnds: [Kind: ManualClock.Instant] = [:]
    var refreshedRows = 0
    /// The rows displayed and ended since the pager last heard, in order.
    var reports: [(position: Int, appeared: Bool)] = []
    /// What the app reports of the rows displayed.
    var rowReports = RowReports.appearances

    let seed: UInt64

    init(seed: UInt64, configuration: Loader.Configuration) {
      self.seed = seed
      var seeds = SeededRandom(seed: seed)
      random = SeededRandom(seed: seeds.next())
      sourceRandom = [
        .post: SeededRandom(seed: seeds.next()), .ad: SeededRandom(seed: seeds.next()),
        .user: SeededRandom(seed: seeds.next()),
      ]
      pageCount = sourceRandom[.post]!.within(25...60)
      let never: @Sendable (Int) async throws -> [Item] = { _ in throw SourceFailure() }
      loader = Loader(
        feed: SlotFeed(layout: HomeFeedSimulation.layout),
        sources: [
          .paged(.post) { (_: Int?) -> SlotPage<Item, Int> in throw SourceFailure() },
          .demand(.ad, expiry: { $0.expiry }, load: never),
          .demand(.user, load: never),
        ],
        configuration: configuration, randomSeed: seed)
      table = Table(visibleRowCount: HomeFeedSimulation.visibleRowCount) { [] }
      table.list.dataSource = { [unowned self] in
        shown.indices.map {
          .init(identity: "\(shown.kind(at: $0))\(shown[$0].id)", contents: shown[$0])
        }
      }
      // The recipe reports each row the table view displays; the pager
      // takes the reports at the end of the turn.
      table.list.willDisplay = { [unowned self] in
        rowDisplayed(at: $0)
        if rowReports != .none { reports.append(($0, true)) }
      }
      table.list.didEndDisplaying = { [unowned self] in
        if rowReports == .appearancesAndDisappearances { reports.append(($0, false)) }
      }
      report.sessions = 1
    }

    func play(ticks: Int) {
      report.ticks = ticks
      perform(loader.start(now: now))
      for tick in 1...ticks {
        let end = ManualClock.Instant(ticks: tick)
        // Loads and deadlines up to this tick, in the order of their
        // instants (a deadline before an outcome at the same instant).
        // Those of one instant run in one turn of the main run loop, as
        // tasks that finish together do: the list lays out after them all.
        var turn: ManualClock.Instant?
        while true {
          let deadline = loader.nextDeadline.flatMap { $0 <= end ? $0 : nil }
          let outcome = outcomes.indices.min { outcomes[$0].at < outcomes[$1].at }
            .flatMap { outcomes[$0].at <= end ? $0 : nil }
          let instant: ManualClock.Instant
          if let deadline, outcome.map({ deadline <= outcomes[$0].at }) ?? true {
            instant = deadline
          } else if let outcome {
            instant = outcomes[outcome].at
          } else {
            break
          }
          if let turn, turn != instant { endTurn() }
          turn = instant
          now = max(now, instant)
          if let deadline, deadline == instant {
            perform(loader.clockAdvanced(now: now))
          } else if let outcome {
            deliver(outcomes.remove(at: outcome))
          }
        }
        if turn != nil { endTurn() }
        now = end
        read()
        endTurn()
      }
    }

    /// The end of a turn of the main run loop: the list lays out, and the
    /// pager hears of the rows it displayed.
    func endTurn() {
      table.list.layoutIfNeeded()
      while !reports.isEmpty {
        let taken = reports
        reports = []
        perform(loader.rowsDisplayed(taken, now: now))
        table.list.layoutIfNeeded()
      }
    }

    /// The reader's turn.
    func read() {
      let tick = now.ticks
      guard tick >= pausedUntil else { return }
      if random.chance(2) {
        pausedUntil = tick + random.within(10...120)
      } else if random.below(200) == 0 {
        report.refreshes += 1
        table.list.scroll(toFirstVisibleRow: 0)
        // Before the first rows there is nothing to refresh on top of: the
        // pull retries every kind at once, the reader's own request.
        perform(loader.refresh(.newOnTop, now: now), endsBackoffs: shown.isEmpty)
      } else {
        table.list.scroll(toFirstVisibleRow: table.list.firstVisibleRow + random.within(0...3))
      }
    }

    /// Reports a scripted outcome to the loader.
    func deliver(_ outcome: Outcome) {
      switch outcome.result {
      case .page(let page):
        if let key = inFlightPages.removeValue(forKey: outcome.id) {
          if !loadedPages.insert(key).inserted {
            report.pagesLoadedTwice += 1
            report.findings.append(
              "seed \(seed) at \(now): page \(String(describing: key)) loaded twice")
          }
        }
        let isRefresh =
          page.next == nil && page.previous != nil && !page.items.isEmpty
          && loader.isRefreshing
        let cause: SimulatedListView<String, Item>.Cause =
          isRefresh ? .edit(of: Set(page.items.map { "post\($0.id)" })) : .arrival
        perform(loader.loadSucceeded(outcome.id, page: page, now: now), cause: cause)
      case .items(let items):
        perform(loader.loadSucceeded(outcome.id, items: items, now: now))
      case .failure:
        inFlightPages[outcome.id] = nil
        perform(loader.loadFailed(outcome.id, error: SourceFailure(), now: now))
      }
    }

    /// The app's side of a step: the UIKit recipe's delivery, and the
    /// scripted sources' answers to the requests. `endsBackoffs` when the
    /// reader asked to retry, which ends every kind's backoff.
    func perform(
      _ step: Loader.Step, cause: SimulatedListView<String, Item>.Cause = .arrival,
      endsBackoffs: Bool = false
    ) {
      if endsBackoffs { backoffEnds = [:] }
      for id in step.cancellations {
        outcomes.removeAll { $0.id == id }
        inFlightPages[id] = nil
      }
      if let update = step.update {
        if update.changes.isEmpty { report.emptyUpdates += 1 }
        if report.firstRowsTicks.isEmpty { report.firstRowsTicks.append(now.ticks) }
        checkSeenRows(update.changes)
        table.list.nextBatchCause = cause
        // The recipe's delivery: the data first, then the rows.
        table.performBatchUpdates({
          self.shown = update.feed
          self.table.apply(update.changes)
        })
      }
      var requested: Set<Kind> = []
      for request in step.requests {
        answer(request)
        if let end = backoffEnds[request.kind] {
          if case .newerPage = request.work {
            // A pull to refresh is the reader's own request.
          } else if now < end {
            report.requestsDuringBackoff += 1
          } else if requested.contains(request.kind) {
            report.mostRequestsPerBackoffStep = max(report.mostRequestsPerBackoffStep, 2)
          } else {
            report.mostRequestsPerBackoffStep = max(report.mostRequestsPerBackoffStep, 1)
            backoffEnds[request.kind] = nil
          }
        }
        requested.insert(request.kind)
      }
      for kind in [Kind.post, .ad, .user] {
        if case .failed(_, let retryAt) = loader.loadState(of: kind) { backoffEnds[kind] = retryAt }
      }
    }

    /// Scripts a source's answer to a request.
    func answer(_ request: SlotLoadRequest<Kind>) {
      var random = sourceRandom[request.kind]!
      defer { sourceRandom[request.kind] = random }
      switch (request.kind, request.work) {
      case (.post, .page(let key)):
        report.pageRequests += 1
        if inFlightPages.values.contains(key) { report.pagesInFlightTwice += 1 }
        inFlightPages[request.id] = key
        let number = key.map { $0.base as! Int } ?? 0
        let at = now.advanced(by: .seconds(random.within(1...3)))
        if random.chance(5) {
          outcomes.append(Outcome(at: at, id: request.id, result: .failure))
          return
        }
        let items = newItems(20)
        let next = number + 1 < pageCount ? SlotPageKey(number + 1) : nil
        let page = SlotPage(items: items, next: next, previous: SlotPageKey(-1))
        outcomes.append(Outcome(at: at, id: request.id, result: .page(page)))
      case (.post, .newerPage(let key)):
        let number = key.base as! Int
        let at = now.advanced(by: .seconds(random.within(1...3)))
        let items = newItems(random.within(0...5))
        let page = SlotPage(items: items, next: nil, previous: SlotPageKey(number - 1))
        outcomes.append(Outcome(at: at, id: request.id, result: .page(page)))
      case (.ad, .items(let count)):
        report.adRequests += 1
        report.adsRequested += count
        let arrival = random.within(4...12)
        let at = now.advanced(by: .seconds(arrival))
        if random.chance(15) {
          outcomes.append(Outcome(at: at, id: request.id, result: .failure))
          return
        }
        let items = newItems(count, expiry: at.advanced(by: .seconds(60))) {
          "adv\(random.below(8))"
        }
        outcomes.append(Outcome(at: at, id: request.id, result: .items(items)))
      case (.user, .items(let count)):
        let at = now.advanced(by: .seconds(random.within(2...6)))
        outcomes.append(
          Outcome(
            at: at, id: request.id,
            result: .items(newItems(count))))
      default:
        preconditionFailure("unexpected request \(request)")
      }
    }

    /// New items, numbered on; ads with their expiry and advertisers.
    func newItems(
      _ count: Int, expiry: ManualClock.Instant? = nil, advertiser: () -> String? = { nil }
    ) -> [Item] {
      (0..<count).map { _ in
        nextItem += 1
        return Item(id: nextItem, advertiser: advertiser(), expiry: expiry)
      }
    }

    /// Counts the rows the reader saw that a change set removes, moves or
    /// reloads.
    func checkSeenRows(_ changes: SlotChangeSet) {
      for position in changes.removals + changes.moves.map(\.from) + changes.updates
      where seen.contains(identity(at: position)) {
        report.seenRowsMoved += 1
        report.findings.append(
          "seed \(seed) at \(now): \(changes) touches seen row \(position) "
            + "(\(identity(at: position))), seen through \(loader.seenThrough), "
            + "visible \(table.list.firstVisibleRow)…")
      }
    }

    func identity(at position: Int) -> String { "\(shown.kind(at: position))\(shown[position].id)" }

    /// The reader meets a row.
    func rowDisplayed(at position: Int) {
      guard seen.insert(identity(at: position)).inserted, shown.kind(at: position) == .ad else {
        return
      }
      if !sawAnAd {
        sawAnAd = true
        report.firstAdRows.append(position)
      }
      if let expiry = shown[position].expiry, expiry <= now {
        report.expiredAdsSeen += 1
        report.findings.append("seed \(seed) at \(now): expired ad seen at row \(position)")
      } else {
        report.freshAdsSeen += 1
      }
    }

    /// Counts the ad slots due in the rows the reader passed, and the
    /// loader's own counts.
    func finish() -> Report {
      let furthest = shown.indices.last { seen.contains(identity(at: $0)) } ?? -1
      let prepended = shown.indices.prefix { shown.sourcePosition(at: $0) == nil }.count
      let ruleRows = max(0, furthest + 1 - prepended) + loader.statistics.hidden
      let ample = ruleRows + 30
      let always = SlotCollection<Kind, Item>(
        layout: HomeFeedSimulation.layout,
        sources: [
          .post: (0..<ample).map { Item(id: $0) }, .ad: (0..<ample).map { Item(id: $0) },
          .user: (0..<ample).map { Item(id: $0) },
        ])
      report.adSlotsDue =
        (0..<min(ruleRows, always.count)).filter { always.kind(at: $0) == .ad }
        .count
      report.batchUpdates = table.list.batchUpdateCount
      report.invalidUpdates = table.list.invalidUpdates.count
      report.visibleChanges = table.list.visibleChanges.count
      report.failures = loader.statistics.failures
      report.expiredDropped = loader.statistics.expiredDropped
      report.swapped = loader.statistics.swapped
      report.hidden = loader.statistics.hidden
      if !sawAnAd { report.firstAdRows.append(-1) }
      return report
    }
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SimulatedTableView {
  /// Applies a change set in a batch update, as the UIKit recipe's
  /// `SlotTableView.apply(_:with:updatingData:)` does after its data
  /// update: the sessions run off the main actor, where that main-actor
  /// method cannot be called. `SlotTableViewTests` checks the method itself.
  func apply(_ changes: SlotChangeSet) {
    func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }
    deleteRows(at: changes.removals.map(path), with: .fade)
    insertRows(at: changes.insertions.map(path), with: .fade)
    for move in changes.moves { moveRow(at: path(move.from), to: path(move.to)) }
    reloadRows(at: changes.updates.map(path), with: .none)
  }
}

/// A fraction as a percentage with one decimal.
func percent(_ fraction: Double) -> String {
  let tenths = Int((fraction * 1_000).rounded())
  return "\(tenths / 10).\(tenths % 10)%"
}

extension String {
  /// A number with two decimals.
  init(format2 value: Double) {
    let hundredths = Int((value * 100).rounded())
    self = "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
  }
}
