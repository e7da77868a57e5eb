//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

// MARK: - Events

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotLoader {
  /// Starts loading: asks for the first page of every paged kind and for
  /// the items of every demand kind that the first rows will take.
  ///
  ///     let step = loader.start(now: clock.now)
  ///     step.requests.map(\.work)  // [.page(after: nil), .items(count: 8)]
  ///
  /// - Parameter now: The clock's instant.
  /// - Returns: The loads to start.
  /// - Complexity: O(*k* × *d*), where *k* is the number of sources and *d*
  ///   the cost of the feed's `preloadDemand(for:within:)`.
  public mutating func start(now: C.Instant) -> Step {
    firstScreenDeadline = configuration.firstScreenWait.map { now.advanced(by: $0) }
    return _transition(now: now)
  }

  /// The reader sees these rows now, as a list view reports them
  /// (`indexPathsForVisibleRows`): the last of them is the last visible row.
  ///
  ///     loader.visibleRowsChanged(tableView.indexPathsForVisibleRows?.map(\.row) ?? [], now: now)
  ///
  /// Rows that come on screen are judged at sight: an expired item in one
  /// of them, not seen before, is swapped or hidden in this step.
  ///
  /// - Parameters:
  ///   - rows: The positions on screen, in any order; none when the list
  ///     shows no row.
  ///   - now: The clock's instant.
  /// - Returns: What to deliver and load.
  /// - Complexity: O(*v* log *v* + *w*) plus the loads' demand, where *v*
  ///   is the number of rows given and *w* the rows settled but not seen.
  public mutating func visibleRowsChanged(_ rows: some Sequence<Int>, now: C.Instant) -> Step {
    _display(onScreen: rows.sorted(), now: now)
    return _transition(now: now)
  }

  /// The row at a position came on screen, as `willDisplay` or SwiftUI's
  /// `onAppear` reports it.
  ///
  ///     .onAppear { loader.rowAppeared(at: row.position, now: clock.now) }
  ///
  /// The last visible row is the furthest of the rows on screen: those that
  /// appeared and have not disappeared (``rowDisappeared(at:now:)``), less
  /// those a screen or more away from the last row that appeared
  /// (``Configuration/screenRows``).
  ///
  /// - Parameters:
  ///   - position: The row that appeared.
  ///   - now: The clock's instant.
  /// - Returns: What to deliver and load.
  /// - Complexity: O(*w*) plus the loads' demand, where *w* is the number
  ///   of rows settled but not seen.
  public mutating func rowAppeared(at position: Int, now: C.Instant) -> Step {
    _display([(position, true)], now: now)
    return _transition(now: now)
  }

  /// The row at a position left the screen, as `didEndDisplaying` or
  /// SwiftUI's `onDisappear` reports it.
  ///
  ///     .onDisappear { loader.rowDisappeared(at: row.position, now: clock.now) }
  ///
  /// A reader who scrolls back up, or jumps to the top to pull to refresh,
  /// is then far from the end: nothing is preloaded for rows it is not
  /// coming to. The rows it saw stay seen.
  ///
  /// - Parameters:
  ///   - position: The row that disappeared.
  ///   - now: The clock's instant.
  /// - Returns: What to deliver and load.
  /// - Complexity: As ``rowAppeared(at:now:)``.
  public mutating func rowDisappeared(at position: Int, now: C.Instant) -> Step {
    _display([(position, false)], now: now)
    return _transition(now: now)
  }

  /// Rows that came on screen (`appeared` true) and left it, in the order
  /// the list reported them, taken in one step: what a pager hears at the
  /// end of a turn of the main actor.
  ///
  ///     loader.rowsDisplayed([(7, false), (0, true)], now: clock.now)
  ///
  /// - Parameters:
  ///   - reports: Each row's position and whether it appeared or
  ///     disappeared, in order. A position outside the feed is no row, and
  ///     changes nothing.
  ///   - now: The clock's instant.
  /// - Returns: What to deliver and load.
  /// - Complexity: O(*r* × *s* + *w*) plus the loads' demand, where *r* is
  ///   the number of reports, *s* the rows of a screen and *w* the rows
  ///   settled but not seen.
  public mutating func rowsDisplayed(
    _ reports: [(position: Int, appeared: Bool)], now: C.Instant
  ) -> Step {
    _display(reports, now: now)
    return _transition(now: now)
  }

  /// A server served the rows through a position: they count as seen, and
  /// the rows after them are loaded ahead.
  ///
  ///     loader.rowsServed(through: page.last, now: clock.now)
  ///
  /// - Parameters:
  ///   - position: The last row served.
  ///   - now: The clock's instant.
  /// - Returns: What to deliver and load.
  /// - Complexity: As ``visibleRowsChanged(_:now:)``.
  public mutating func rowsServed(through position: Int, now: C.Instant) -> Step {
    rowAppeared(at: position, now: now)
  }

  /// The clock reached ``nextDeadline`` (or any later instant): backoffs
  /// that end ask again, expired items leave, a first page that waited
  /// long enough is shown.
  ///
  /// - Parameter now: The clock's instant.
  /// - Returns: What to deliver and load.
  /// - Complexity: O(*k* + *w* + *m*) plus the loads' demand, where *m* is
  ///   the number of pending items of kinds that expire.
  public mutating func clockAdvanced(now: C.Instant) -> Step {
    _transition(now: now)
  }

  /// A page load succeeded.
  ///
  ///     let step = loader.loadSucceeded(request.id, page: page, now: clock.now)
  ///
  /// The page's items are appended to their kind (or, for a refresh, put
  /// on top as a block); a page whose `next` is `nil` exhausts its kind.
  /// The outcome of a load the loader cancelled or does not know is
  /// ignored.
  ///
  /// - Precondition: The request asked for a page, not for items.
  /// - Parameters:
  ///   - id: The request's ``SlotLoadRequest/id``.
  ///   - page: The page, with its keys wrapped in ``SlotPageKey``.
  ///   - now: The clock's instant.
  /// - Returns: What to deliver and load.
  /// - Complexity: O(*n*) for the page's *n* items, plus a transition.
  public mutating func loadSucceeded(
    _ id: Int, page: SlotPage<Element, SlotPageKey>, now: C.Instant
  ) -> Step {
    guard let load = inFlight.removeValue(forKey: id) else { return Step() }
    let index = load.kind
    kinds[index].succeeded(now: now)
    let kind = kinds[index].kind
    switch load.work {
    case .newerPage:
      _end(load)
      // A newer page names the page newer than itself. Without that key,
      // asking with the old one again would bring the same items twice:
      // the next pull starts again instead.
      if let previous = page.previous {
        kinds[index].newerKey = previous
      } else if !page.items.isEmpty {
        kinds[index].newerKey = nil
      }
      return _transition(now: now) { feed in
        if !page.items.isEmpty { _ = feed.prepend(contentsOf: page.items, to: kind) }
      }
    case .page(let key):
      _end(load)
      kinds[index].loadedKeys.insert(key)
      if key == nil, let deadline = firstScreenDeadline, deadline > now,
        kinds.contains(where: { !$0.isPaged && !$0.hasLoaded && $0.loads > 0 })
      {
        // The first screen waits for the demand kinds' first items.
        kinds[index].heldPage = page
        return _transition(now: now)
      }
      return _transition(now: now, accepting: [(index, page)])
    case .items:
      preconditionFailure("SlotLoader: a demand load answered with a page")
    }
  }

  /// A demand load succeeded.
  ///
  ///     let step = loader.loadSucceeded(request.id, items: ads, now: clock.now)
  ///
  /// The items are appended to their kind; items that have already expired
  /// leave in the same step. A load that returned no item counts as a
  /// failure: the kind waits out a backoff step before it is asked again.
  ///
  /// - Precondition: The request asked for items, not for a page.
  /// - Parameters:
  ///   - id: The request's ``SlotLoadRequest/id``.
  ///   - items: The items, at most as many as asked for.
  ///   - now: The clock's instant.
  /// - Returns: What to deliver and load.
  /// - Complexity: O(*n*) for the *n* items, plus a transition.
  public mutating func loadSucceeded(_ id: Int, items: [Element], now: C.Instant) -> Step {
    guard let load = inFlight[id] else { return Step() }
    guard case .items = load.work else {
      preconditionFailure("SlotLoader: a page load answered with items")
    }
    guard !items.isEmpty else { return loadFailed(id, error: SlotLoadingError.noItems, now: now) }
    inFlight[id] = nil
    let index = load.kind
    _end(load)
    kinds[index].hasLoaded = true
    kinds[index].succeeded(now: now)
    let kind = kinds[index].kind
    return _transition(now: now) { feed in _ = feed.append(contentsOf: items, to: kind) }
  }

  /// A load failed.
  ///
  ///     let step = loader.loadFailed(request.id, error: error, now: clock.now)
  ///     loader.loadState(of: .ad)   // .failed(error, retryAt: now + backoff)
  ///
  /// The kind waits out a backoff step (``Configuration/backoff``) before
  /// anything of it is asked for again; a failure while it already waits
  /// does not start another wait.
  ///
  /// - Parameters:
  ///   - id: The request's ``SlotLoadRequest/id``.
  ///   - error: Why it failed.
  ///   - now: The clock's instant.
  /// - Returns: What to deliver and load.
  /// - Complexity: A transition.
  public mutating func loadFailed(_ id: Int, error: any Error, now: C.Instant) -> Step {
    guard let load = inFlight.removeValue(forKey: id) else { return Step() }
    let index = load.kind
    statistics.failures += 1
    _end(load)
    if case .items = load.work { kinds[index].hasLoaded = true }
    if kinds[index].failure == nil {
      kinds[index].failures += 1
      let delay = configuration.backoff.delay(
        afterFailures: kinds[index].failures, random: random.unit())
      kinds[index].failure = (error, now.advanced(by: delay))
    }
    return _transition(now: now)
  }

  /// Ends every backoff now and asks again: the footer's "tap to retry".
  ///
  ///     loader.retry(now: clock.now).requests   // the failed kinds' loads
  ///
  /// The backoffs start again from their first step. Loads in flight are
  /// not touched.
  ///
  /// - Parameter now: The clock's instant.
  /// - Returns: What to deliver and load.
  /// - Complexity: A transition.
  public mutating func retry(now: C.Instant) -> Step {
    for index in kinds.indices where kinds[index].failure != nil {
      kinds[index].failure = nil
      kinds[index].failures = 0
    }
    return _transition(now: now)
  }

  /// Pull to refresh: new items on top, or a feed that starts again.
  ///
  ///     loader.refresh(.newOnTop, now: clock.now)   // asks for the pages above the first
  ///     loader.refresh(.reset, now: clock.now)      // cancels everything, empties the feed
  ///
  /// A refresh cancels what it replaces: ``SlotRefresh/newOnTop`` a
  /// refresh in flight, ``SlotRefresh/reset`` every load. See
  /// ``SlotRefresh``.
  ///
  /// - Parameters:
  ///   - refresh: How to refresh.
  ///   - now: The clock's instant.
  /// - Returns: What to deliver (for a reset, the removal of every row),
  ///   load and cancel.
  /// - Complexity: For a reset, O(*n* + *r* log *r*), where *n* is the
  ///   number of rows and *r* the size of the rules; otherwise a
  ///   transition.
  public mutating func refresh(_ refresh: SlotRefresh, now: C.Instant) -> Step {
    let refreshable = kinds.indices.filter { kinds[$0].isPaged && kinds[$0].newerKey != nil }
    if refresh == .newOnTop && refreshable.isEmpty
      && kinds.contains(where: { $0.isPaged && !$0.hasFirstPage })
    {
      // Nothing is shown yet to refresh on top of: ask for it again now.
      return retry(now: now)
    }
    guard refresh == .newOnTop, !refreshable.isEmpty else { return _reset(now: now) }
    var cancellations: [Int] = []
    var requests: [SlotLoadRequest<Kind>] = []
    for index in refreshable {
      if let old = kinds[index].newerLoad {
        inFlight[old] = nil
        cancellations.append(old)
      }
      let request = _request(index, .newerPage(before: kinds[index].newerKey!))
      kinds[index].newerLoad = request.id
      requests.append(request)
    }
    isRefreshing = true
    var step = _transition(now: now)
    step.cancellations = cancellations + step.cancellations
    step.requests = requests + step.requests
    return step
  }

  /// Makes the app's own change to the feed — hide a row, show a like,
  /// append items it had — after settling the rows the reader may see,
  /// and returns it as one update.
  ///
  ///     let step = loader.edit(now: clock.now) { feed in _ = feed.remove(at: row) }
  ///     step.update?.changes.removals   // [row]
  ///
  /// Change the feed only through this method (or the pager's), never a
  /// copy: every change must come after the settling, and in the one
  /// sequence of updates.
  ///
  /// - Parameters:
  ///   - now: The clock's instant.
  ///   - change: Mutates the feed; several mutations make one update.
  /// - Returns: What to deliver and load.
  /// - Complexity: The change's, plus a transition.
  public mutating func edit(
    now: C.Instant, _ change: (inout SlotFeed<Kind, Element>) -> Void
  ) -> Step {
    _transition(now: now, change)
  }
}

/// Why a load counted as failed when its source did not throw.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public enum SlotLoadingError: Error, Hashable, Sendable {
  /// A demand source returned no item: nothing to show, so the kind waits
  /// out a backoff step as after a failure.
  case noItems
}

// MARK: - The transition, written once

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotLoader {
  /// Every event's common path: settle, change (the event's change, the
  /// held first page, expiry) in one batch, map the seen rows, load ahead,
  /// and work out the next deadline.
  internal mutating func _transition(
    now: C.Instant, accepting pages: [(kind: Int, page: SlotPage<Element, SlotPageKey>)] = [],
    _ change: (inout SlotFeed<Kind, Element>) -> Void = { _ in }
  ) -> Step {
    var step = Step()
    // Backoffs that ended are over, whichever event comes first.
    for index in kinds.indices {
      if let failure = kinds[index].failure, failure.retryAt <= now { kinds[index].failure = nil }
    }
    // Settle what the reader may see before any change — the recipe's
    // rule — and every row it has seen. The first screen is always settled:
    // its rows come on screen before the app reports them, at first and
    // while the feed is shorter than a screen.
    feed.settle(
      through: Swift.max(
        configuration.screenRows - 1, Self._row(lastVisibleRow, plus: configuration.lookahead),
        seenThrough))
    // A held first page is shown with the demand kinds' first items, or
    // when it has waited long enough.
    var pages = pages
    let waiting = kinds.contains { !$0.isPaged && !$0.hasLoaded && $0.loads > 0 }
    if !waiting || firstScreenDeadline.map({ $0 <= now }) ?? true {
      for index in kinds.indices {
        if let held = kinds[index].heldPage { pages.insert((index, held), at: 0) }
      }
    }
    let limit = now.advanced(by: configuration.expiryMargin)
    var sweep = _ExpirySweep(loader: self, limit: limit)
    var counts = _ExpirySweep.Counts()
    // The kinds leave `self` for the batch, so that the batch's closure
    // touches the feed alone.
    var states = kinds
    let changes = feed.performBatchUpdates { feed in
      let made = feed.performBatchUpdates { feed in
        for (index, page) in pages { Self._accept(page, of: index, kinds: &states, into: &feed) }
        change(&feed)
      }
      // The rows seen, where the change put them.
      sweep.seenThrough = Self._position(sweep.seenThrough, after: made)
      sweep.run(on: &feed, counts: &counts)
      sweep.order(&feed)
    }
    kinds = states
    statistics.expiredDropped += counts.dropped
    statistics.swapped += counts.swapped
    statistics.hidden += counts.hidden
    if !changes.isEmpty {
      seenThrough = Self._position(seenThrough, after: changes)
      step.update = SlotFeedUpdate(changes: changes, feed: feed)
      statistics.updates += 1
    }
    seenThrough = Swift.max(seenThrough, Swift.min(lastVisibleRow, feed.count - 1))
    step.requests = _loadAhead(now: now)
    nextDeadline = _deadline(limit: limit, now: now)
    return step
  }

  /// Takes a page into the feed and its keys into the kind.
  internal static func _accept(
    _ page: SlotPage<Element, SlotPageKey>, of index: Int, kinds: inout [_KindState],
    into feed: inout SlotFeed<Kind, Element>
  ) {
    kinds[index].heldPage = nil
    if !kinds[index].hasFirstPage {
      kinds[index].hasFirstPage = true
      kinds[index].newerKey = page.previous
    }
    kinds[index].nextKey = page.next
    if page.next == nil || kinds[index].loadedKeys.contains(page.next) {
      // The end, or a key already loaded: asking for it would load a page
      // twice.
      kinds[index].exhausted = true
    }
    _ = feed.append(contentsOf: page.items, to: kinds[index].kind)
  }

  /// The position of a row that stays, after a change set; for a row that
  /// leaves, the position of the row before it.
  internal static func _position(_ position: Int, after changes: SlotChangeSet) -> Int {
    guard position >= 0 else { return position }
    var result = position - changes.removals.prefix { $0 <= position }.count
    for insertion in changes.insertions where insertion <= result { result += 1 }
    return result
  }

  /// The settled rows the reader has not seen.
  internal var _unseenSettledRows: Range<Int> {
    let settled = feed.settledCount
    return Swift.min(Swift.max(seenThrough + 1, 0), settled)..<settled
  }

  /// Records rows that appeared (`true`) and disappeared (`false`), in
  /// order, and where the reader is now.
  internal mutating func _display(
    _ reports: [(position: Int, appeared: Bool)], now: C.Instant
  ) {
    var rows = onScreen
    // A screen shows at most `screenRows` rows: a row that appears puts
    // those farther from it off screen, whether the app says so or not.
    let reach = configuration.screenRows - 1
    for (position, appeared) in reports where feed.indices.contains(position) {
      if appeared {
        rows.removeAll { $0 < position - reach || $0 - position > reach }
      }
      let index = rows.firstIndex { $0 >= position } ?? rows.endIndex
      let present = index < rows.endIndex && rows[index] == position
      if appeared && !present {
        rows.insert(position, at: index)
      } else if !appeared && present {
        rows.remove(at: index)
      }
    }
    _display(onScreen: rows, now: now)
  }

  /// Takes the rows on screen, ascending, and records where the reader is
  /// and when it last moved. Positions outside the feed are no rows.
  internal mutating func _display(onScreen rows: [Int], now: C.Instant) {
    onScreen = rows.filter { feed.indices.contains($0) }
    // A list that shows no row leaves the reader where it was.
    let lastVisible = onScreen.last ?? lastVisibleRow
    if lastVisible != lastVisibleRow { lastMovedAt = now }
    lastVisibleRow = lastVisible
  }

  /// The furthest row the reader may see: the last visible row, or before
  /// the app reports any row, the first screen's last.
  internal var _screenEnd: Int {
    lastVisibleRow < 0 ? configuration.screenRows - 1 : lastVisibleRow
  }

  /// The row `distance` rows after `row`, or `Int.max` when that is past
  /// any row: a distance may be as large as the app likes.
  internal static func _row(_ row: Int, plus distance: Int) -> Int {
    let (sum, overflow) = row.addingReportingOverflow(distance)
    return overflow ? .max : sum
  }

  /// The rows past the settled ones within `distance` rows below the
  /// furthest row the reader may see; zero or less when there are none.
  internal func _unsettledRows(within distance: Int) -> Int {
    Self._row(_screenEnd + 1, plus: distance) - feed.settledCount
  }

  /// Ends a load's part in its kind's state: the kind's next page, its
  /// refresh, or its items in flight.
  internal mutating func _end(_ load: _Load) {
    switch load.work {
    case .page: kinds[load.kind].pageLoad = nil
    case .newerPage:
      kinds[load.kind].newerLoad = nil
      isRefreshing = kinds.contains { $0.newerLoad != nil }
    case .items(let count):
      kinds[load.kind].loads -= 1
      kinds[load.kind].itemsInFlight -= count
    }
  }

  /// Forgets every load in flight, as if none had been asked for: the
  /// pager stops, and what the feed needs is asked again when it starts.
  internal mutating func _forgetLoads() {
    for load in inFlight.values { _end(load) }
    inFlight = [:]
  }

  /// Makes a request and counts it in flight.
  internal mutating func _request(
    _ index: Int, _ work: SlotLoadRequest<Kind>.Work
  ) -> SlotLoadRequest<Kind> {
    let request = SlotLoadRequest(id: nextRequestID, kind: kinds[index].kind, work: work)
    nextRequestID += 1
    inFlight[request.id] = _Load(kind: index, work: work)
    statistics.requests += 1
    return request
  }

  /// Asks for the pages and items that the rows ahead will take.
  internal mutating func _loadAhead(now: C.Instant) -> [SlotLoadRequest<Kind>] {
    var requests: [SlotLoadRequest<Kind>] = []
    for index in kinds.indices where kinds[index].failure == nil {
      let state = kinds[index]
      if state.isPaged {
        guard !state.exhausted, state.pageLoad == nil, state.heldPage == nil else { continue }
        if !state.hasFirstPage {
          guard !state.loadedKeys.contains(nil) else { continue }
          let request = _request(index, .page(after: nil))
          kinds[index].pageLoad = request.id
          requests.append(request)
          continue
        }
        let rows = _unsettledRows(within: configuration.prefetchDistance)
        guard rows > 0, feed.preloadDemand(for: state.kind, within: rows) > 0,
          !state.loadedKeys.contains(state.nextKey)
        else { continue }
        let request = _request(index, .page(after: state.nextKey))
        kinds[index].pageLoad = request.id
        requests.append(request)
      } else {
        var wanted: Int
        if state.expiry != nil, let idleAfter = configuration.idleAfter,
          lastMovedAt.map({ $0.advanced(by: idleAfter) <= now }) ?? false
        {
          // The reader has stopped: items preloaded far ahead would expire
          // before it comes back. Preload the shorter distance, and keep one
          // fresh item for each settled row it has not seen, to take that
          // row's place at its expiry.
          let distance = min(configuration.idlePreloadDistance, configuration.preloadDistance)
          let rows = _unsettledRows(within: distance)
          var unseen = 0
          for row in _unseenSettledRows where feed.kind(at: row) == state.kind {
            unseen += 1
          }
          wanted =
            max(
              rows > 0 ? feed.preloadDemand(for: state.kind, within: rows) : 0,
              unseen - feed.pendingItems(of: state.kind).count) - state.itemsInFlight
        } else {
          let rows = _unsettledRows(within: configuration.preloadDistance)
          guard rows > 0 else { continue }
          wanted = feed.preloadDemand(for: state.kind, within: rows) - state.itemsInFlight
        }
        guard wanted > 0 else { continue }
        let request = _request(index, .items(count: wanted))
        kinds[index].loads += 1
        kinds[index].itemsInFlight += wanted
        statistics.itemsRequested += wanted
        requests.append(request)
      }
    }
    return requests
  }

  /// The earliest instant at which something waits on the clock.
  internal func _deadline(limit: C.Instant, now: C.Instant) -> C.Instant? {
    var deadline: C.Instant? = nil
    func consider(_ instant: C.Instant) {
      if deadline.map({ instant < $0 }) ?? true { deadline = instant }
    }
    for state in kinds {
      if let failure = state.failure { consider(failure.retryAt) }
      if state.heldPage != nil, let firstScreenDeadline { consider(firstScreenDeadline) }
      guard let expiry = state.expiry else { continue }
      // Items expire `margin` early: the deadline is the expiry less it.
      let margin = now.duration(to: limit)
      for item in feed.pendingItems(of: state.kind) {
        if let instant = expiry(item) { consider(instant.advanced(by: .zero - margin)) }
      }
      for position in _unseenSettledRows
      where feed.kind(at: position) == state.kind {
        if let instant = expiry(feed[position]) { consider(instant.advanced(by: .zero - margin)) }
      }
    }
    return deadline
  }

  /// Cancels everything and starts again from an empty feed.
  internal mutating func _reset(now: C.Instant) -> Step {
    var step = Step()
    step.cancellations = inFlight.keys.sorted()
    inFlight = [:]
    kinds = kinds.map { _KindState(kind: $0.kind, isPaged: $0.isPaged, expiry: $0.expiry) }
    isRefreshing = false
    let oldCount = feed.count
    feed = SlotFeed(layout: feed.layout)
    lastVisibleRow = -1
    lastMovedAt = nil
    onScreen = []
    seenThrough = -1
    if oldCount > 0 {
      step.update = SlotFeedUpdate(
        changes: SlotChangeSet(removals: Array(0..<oldCount)), feed: feed)
      statistics.updates += 1
    }
    firstScreenDeadline = configuration.firstScreenWait.map { now.advanced(by: $0) }
    let next = _transition(now: now)
    step.requests = next.requests
    return step
  }
}

// MARK: - Expiry

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotLoader {
  /// What expires, and what takes an expired item's place: run inside the
  /// transition's batch, on the feed alone.
  internal struct _ExpirySweep {
    struct Counts {
      var dropped = 0
      var swapped = 0
      var hidden = 0
    }

    /// The kinds whose items expire, with their expiry and separation.
    var kinds: [(kind: Kind, expiry: @Sendable (Element) -> C.Instant?, separation: Int)]
    /// Items whose expiry is at or before this instant have expired.
    var limit: C.Instant
    /// The rows after this one have not been seen.
    var seenThrough: Int

    init(loader: SlotLoader, limit: C.Instant) {
      let placements = loader.feed.layout.placements
      kinds = loader.kinds.compactMap { state in
        state.expiry.map { expiry in
          let separation = placements.first { $0.kind == state.kind }?.separation ?? 0
          return (state.kind, expiry, separation)
        }
      }
      spaced = loader.kinds.compactMap { state in
        guard !state.isPaged,
          let placement = placements.first(where: { $0.kind == state.kind }),
          placement.separation > 0
        else { return nil }
        return (state.kind, placement.separation, placement.every)
      }
      self.limit = limit
      self.seenThrough = loader.seenThrough
    }

    /// The demand kinds whose placement keeps groups apart, with its
    /// separation and cadence.
    var spaced: [(kind: Kind, separation: Int, every: Int)]

    /// Orders each spaced kind's pending items so that the next one is not
    /// held back by the group of a row just above it: a held-back item
    /// holds back every item after it, and its slot passes empty. The
    /// oldest item that fits goes first.
    func order(_ feed: inout SlotFeed<Kind, Element>) {
      for (kind, separation, every) in spaced {
        let pending = feed.pendingItems(of: kind)
        guard !pending.isEmpty else { continue }
        // The groups of the kind's settled rows that the separation still
        // reaches from the frontier.
        var near: [String?] = []
        let settled = feed.settledCount
        for row in Swift.max(0, settled - separation + 1)..<settled
        where feed.kind(at: row) == kind {
          near.append(Self.group(of: feed[row]))
        }
        // Rows `every` apart: the items before it that one item's
        // separation reaches.
        let reach = (separation - 1) / every
        var left = Array(pending.indices)
        var order: [Int] = []
        var recent = near
        while !left.isEmpty {
          let pick =
            left.firstIndex { index in
              guard let group = Self.group(of: pending[index]) else { return true }
              return !recent.contains(group)
            } ?? 0
          let index = left.remove(at: pick)
          order.append(index)
          recent = Array(recent.suffix(Swift.max(0, reach - 1))) + [Self.group(of: pending[index])]
        }
        guard order != Array(pending.indices) else { continue }
        _ = feed.removePending(of: kind) { _ in true }
        _ = feed.append(contentsOf: order.map { pending[$0] }, to: kind)
      }
    }

    static func group(of item: Element) -> String? {
      (item as? any SlotGrouping)?.slotGroup
    }

    func hasExpired(_ item: Element, _ expiry: (Element) -> C.Instant?) -> Bool {
      expiry(item).map { $0 <= limit } ?? false
    }

    func run(on feed: inout SlotFeed<Kind, Element>, counts: inout Counts) {
      for (kind, expiry, separation) in kinds {
        // Pending items leave at their expiry: no reader has seen them.
        _ = feed.removePending(of: kind) { item in
          let expired = hasExpired(item, expiry)
          if expired { counts.dropped += 1 }
          return expired
        }
        // A settled row not yet seen is judged at sight: its item is
        // swapped for a fresh pending one (of its group, where the kind's
        // placement keeps groups apart), or the row is hidden.
        var position = feed.settledCount - 1
        while position > seenThrough && position >= 0 {
          defer { position -= 1 }
          guard feed.kind(at: position) == kind, hasExpired(feed[position], expiry) else {
            continue
          }
          let group = Self.group(of: feed[position])
          var pending = feed.pendingItems(of: kind)
          var fresh = pending.firstIndex { item in
            !hasExpired(item, expiry) && (separation == 0 || Self.group(of: item) == group)
          }
          if fresh == nil && separation > 0 {
            // An item of another group fits where no row of its kind within
            // the separation has its group. The rule state goes on counting
            // the old group at this row, so the rows the separation reaches
            // below it are settled first: the tail lies beyond its reach.
            feed.settle(through: position + separation - 1)
            pending = feed.pendingItems(of: kind)
            let near =
              Swift.max(
                0, position - separation + 1)..<Swift.min(
                feed.settledCount, position + separation)
            var taken: Set<String?> = []
            for row in near where row != position && feed.kind(at: row) == kind {
              taken.insert(Self.group(of: feed[row]))
            }
            fresh = pending.firstIndex { item in
              let candidate = Self.group(of: item)
              return !hasExpired(item, expiry) && (candidate == nil || !taken.contains(candidate))
            }
          }
          if let fresh {
            _ = feed.replace(at: position, with: pending[fresh])
            var offset = 0
            _ = feed.removePending(of: kind) { _ in
              defer { offset += 1 }
              return offset == fresh
            }
            counts.swapped += 1
          } else {
            _ = feed.remove(at: position)
            counts.hidden += 1
          }
        }
      }
    }
  }
}
