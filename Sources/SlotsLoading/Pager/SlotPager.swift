//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// Keeps a live feed fed on the main actor: loads pages and preloads items
/// as the reader scrolls, retries with backoff, drops what expires, and
/// delivers every change to the list view in order.
///
/// A pager owns a ``SlotLoader`` — the state machine that decides — and
/// runs what it decides: each load as a task that calls the kind's
/// ``SlotSource``, and one timer that sleeps on the clock you give it until
/// the loader's next deadline. It lives on the main actor, as the list view
/// does, and calls your delivery closure synchronously there: the rows the
/// app reports are always rows of the feed it was last given, and a change
/// set is never applied to other rows than its own.
///
///     final class FeedViewController: UITableViewController {
///         var feed = SlotFeed<Kind, Item>(layout: rules)
///         lazy var pager = SlotPager(feed: feed, sources: sources, clock: ContinuousClock())
///
///         override func viewDidLoad() {
///             super.viewDidLoad()
///             pager.start { [unowned self] update in
///                 tableView.apply(update.changes, with: .fade) { self.feed = update.feed }
///             }
///         }
///
///         override func scrollViewDidScroll(_ scrollView: UIScrollView) {
///             pager.visibleRowsChanged(tableView.indexPathsForVisibleRows?.map(\.row) ?? [])
///         }
///     }
///
/// Make every change to the feed through the pager (``remove(at:)``,
/// ``replace(at:with:)``, ``edit(_:)``): it settles the rows the reader may
/// see before each one, as the loading does. Call ``stop()`` when the
/// screen goes away.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@MainActor
public final class SlotPager<Kind: Hashable, Element: Sendable, C: Clock> {
  /// The state machine the pager drives.
  public private(set) var loader: SlotLoader<Kind, Element, C>
  /// Called after every step, with or without an update: the load states
  /// may have changed. An observable model reads them here.
  public var stateDidChange: (@MainActor () -> Void)?

  private let sources: [SlotSource<Kind, Element, C>]
  private let clock: C
  private var deliver: (@MainActor (SlotFeedUpdate<Kind, Element>) -> Void)?
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var timer: Task<Void, Never>?
  private var timerDeadline: C.Instant?
  /// The rows that appeared (`true`) and disappeared (`false`) this turn,
  /// in order, for the loader at the turn's end.
  private var reports: [(position: Int, appeared: Bool)] = []

  /// Creates a pager for a feed and its sources.
  ///
  ///     let pager = SlotPager(
  ///         feed: SlotFeed(layout: rules), sources: sources,
  ///         configuration: .standard, clock: ContinuousClock())
  ///
  /// Nothing is loaded until ``start(_:)``.
  ///
  /// - Parameters:
  ///   - feed: The feed to keep fed, usually empty.
  ///   - sources: One source a kind to load.
  ///   - configuration: The distances and waits.
  ///   - clock: The clock the pager reads and sleeps on; a test passes a
  ///     manual one.
  ///   - randomSeed: The seed of the backoff's jitter.
  public init(
    feed: SlotFeed<Kind, Element>, sources: [SlotSource<Kind, Element, C>],
    configuration: SlotLoader<Kind, Element, C>.Configuration, clock: C,
    randomSeed: UInt64 = .random(in: .min ... .max)
  ) {
    self.loader = SlotLoader(
      feed: feed, sources: sources, configuration: configuration, randomSeed: randomSeed)
    self.sources = sources
    self.clock = clock
  }

  /// The feed, as the delivery closure was last given it.
  ///
  /// - Complexity: O(1).
  public var feed: SlotFeed<Kind, Element> { loader.feed }

  /// The kinds with a source, in the order of the sources.
  ///
  /// - Complexity: O(*k*), where *k* is the number of sources.
  public var kinds: [Kind] { sources.map(\.kind) }

  /// Whether a ``SlotRefresh/newOnTop`` refresh is in flight: the
  /// refresh control's spinner.
  public var isRefreshing: Bool { loader.isRefreshing }

  /// The load state of a kind: what its footer shows.
  ///
  ///     footer.isSpinning = pager.loadState(of: .post).isLoading
  ///
  /// - Parameter kind: A kind with a source.
  /// - Returns: Its state.
  /// - Complexity: O(*k*), where *k* is the number of sources.
  public func loadState(of kind: Kind) -> SlotLoadState<C.Instant> {
    loader.loadState(of: kind)
  }

  /// Starts loading, and delivers every change from now on to `deliver`,
  /// in order, on the main actor.
  ///
  ///     pager.start { [unowned self] update in
  ///         tableView.apply(update.changes, with: .fade) { self.feed = update.feed }
  ///     }
  ///
  /// The closure is called synchronously from the pager's methods and from
  /// its tasks, each time with a non-empty change set that goes from the
  /// feed of the update before. Reports made before the start are ignored.
  ///
  /// - Parameter deliver: Applies an update to the list view.
  public func start(_ deliver: @escaping @MainActor (SlotFeedUpdate<Kind, Element>) -> Void) {
    precondition(self.deliver == nil, "SlotPager.start(_:) was called twice without stop()")
    self.deliver = deliver
    perform(loader.start(now: clock.now))
  }

  /// Cancels every load and the timer; the pager delivers nothing more
  /// until ``start(_:)`` is called again, which asks again for what the
  /// feed needs.
  ///
  ///     override func viewDidDisappear(_ animated: Bool) {
  ///         super.viewDidDisappear(animated)
  ///         pager.stop()
  ///     }
  public func stop() {
    for task in tasks.values { task.cancel() }
    tasks = [:]
    timer?.cancel()
    timer = nil
    deliver = nil
    reports = []
    loader._forgetLoads()
    stateDidChange?()
  }

  /// The reader sees these rows now; call it whenever the list scrolls.
  ///
  ///     override func scrollViewDidScroll(_ scrollView: UIScrollView) {
  ///         pager.visibleRowsChanged(tableView.indexPathsForVisibleRows?.map(\.row) ?? [])
  ///     }
  ///
  /// - Parameter rows: The positions on screen, in any order.
  public func visibleRowsChanged(_ rows: some Sequence<Int>) {
    guard deliver != nil else { return }
    perform(loader.visibleRowsChanged(rows, now: clock.now))
  }

  /// The row at a position appeared: call it from
  /// `tableView(_:willDisplay:forRowAt:)` or SwiftUI's `onAppear`.
  ///
  ///     override func tableView(
  ///         _ tableView: UITableView, willDisplay cell: UITableViewCell,
  ///         forRowAt indexPath: IndexPath
  ///     ) {
  ///         pager.rowAppeared(at: indexPath.row)
  ///     }
  ///
  /// The last visible row is the furthest of the rows on screen: those that
  /// appeared and have not disappeared (``rowDisappeared(at:)``), less those
  /// a screen or more away from the last row that appeared. The pager takes
  /// the reports of one turn of the main actor together, in a task at its
  /// end, so that no update is delivered in the middle of the list's layout
  /// pass; a change delivered in between moves a reported row where it
  /// moves the rows.
  ///
  /// - Parameter position: The row's position in the feed last delivered.
  public func rowAppeared(at position: Int) {
    report(position, appeared: true)
  }

  /// The row at a position left the screen: call it from
  /// `tableView(_:didEndDisplaying:forRowAt:)` or SwiftUI's `onDisappear`.
  ///
  /// A reader who scrolls back up, or jumps to the top to pull to refresh,
  /// is then far from the end, and the pager preloads nothing for rows it
  /// is not coming to: ads preloaded there would expire unseen.
  ///
  /// - Parameter position: The row's position in the feed last delivered.
  public func rowDisappeared(at position: Int) {
    report(position, appeared: false)
  }

  /// Keeps a report for the end of the turn.
  private func report(_ position: Int, appeared: Bool) {
    guard deliver != nil else { return }
    let scheduled = !reports.isEmpty
    reports.append((position, appeared))
    guard !scheduled else { return }
    Task { [weak self] in self?.takeReports() }
  }

  /// Tells the loader of the rows that appeared and disappeared.
  private func takeReports() {
    guard !reports.isEmpty, deliver != nil else { return }
    let taken = reports
    reports = []
    perform(loader.rowsDisplayed(taken, now: clock.now))
  }

  /// A server served the rows through a position.
  ///
  /// - Parameter position: The last row served.
  public func rowsServed(through position: Int) {
    guard deliver != nil else { return }
    perform(loader.rowsServed(through: position, now: clock.now))
  }

  /// Ends every backoff and asks again now: "tap to retry".
  public func retry() {
    guard deliver != nil else { return }
    perform(loader.retry(now: clock.now))
  }

  /// Pull to refresh: new items on top (the default), or a reset.
  ///
  ///     @objc func didPullToRefresh() { pager.refresh() }
  ///
  /// - Parameter refresh: How to refresh; by default
  ///   ``SlotRefresh/newOnTop``.
  public func refresh(_ refresh: SlotRefresh = .newOnTop) {
    guard deliver != nil else { return }
    perform(loader.refresh(refresh, now: clock.now))
  }

  /// Makes the app's own change to the feed, after settling the rows the
  /// reader may see, and delivers it.
  ///
  ///     pager.edit { feed in
  ///         _ = feed.remove(at: first)
  ///         _ = feed.remove(at: second - 1)
  ///     }
  ///
  /// - Parameter change: Mutates the feed; its changes make one update.
  public func edit(_ change: (inout SlotFeed<Kind, Element>) -> Void) {
    guard deliver != nil else { return }
    perform(loader.edit(now: clock.now, change))
  }

  /// Hides the row at a position (the reader dismissed it).
  ///
  /// - Parameter position: A row of the feed last delivered.
  public func remove(at position: Int) {
    edit { _ = $0.remove(at: position) }
  }

  /// Shows new contents in the row at a position (a like).
  ///
  /// - Parameters:
  ///   - position: A row of the feed last delivered.
  ///   - element: Its new contents.
  public func replace(at position: Int, with element: Element) {
    edit { _ = $0.replace(at: position, with: element) }
  }

  // MARK: Running the steps

  /// Runs what a step asks: cancels, delivers, starts loads, sets the
  /// timer.
  private func perform(_ step: SlotLoader<Kind, Element, C>.Step) {
    for id in step.cancellations { tasks.removeValue(forKey: id)?.cancel() }
    if let update = step.update {
      // A row reported this turn was a row of the feed before this change:
      // it is where the change put it.
      for index in reports.indices {
        reports[index].position = SlotLoader<Kind, Element, C>._position(
          reports[index].position, after: update.changes)
      }
      deliver?(update)
    }
    for request in step.requests { run(request) }
    scheduleTimer()
    stateDidChange?()
  }

  /// Starts a load as a task that reports back on the main actor.
  private func run(_ request: SlotLoadRequest<Kind>) {
    guard let source = sources.first(where: { $0.kind == request.kind }) else { return }
    let id = request.id
    let clock = clock
    switch (source.role, request.work) {
    case (.paged(let load), .page(let key)),
      (.paged(let load), .newerPage(let key as SlotPageKey?)):
      tasks[id] = Task { [weak self] in
        let outcome: Result<SlotPage<Element, SlotPageKey>, any Error>
        do { outcome = .success(try await load(key)) } catch { outcome = .failure(error) }
        self?.finish(id) { loader in
          switch outcome {
          case .success(let page): loader.loadSucceeded(id, page: page, now: clock.now)
          case .failure(let error): loader.loadFailed(id, error: error, now: clock.now)
          }
        }
      }
    case (.demand(let load, _), .items(let count)):
      tasks[id] = Task { [weak self] in
        let outcome: Result<[Element], any Error>
        do { outcome = .success(try await load(count)) } catch { outcome = .failure(error) }
        self?.finish(id) { loader in
          switch outcome {
          case .success(let items): loader.loadSucceeded(id, items: items, now: clock.now)
          case .failure(let error): loader.loadFailed(id, error: error, now: clock.now)
          }
        }
      }
    default:
      preconditionFailure("SlotPager: a request does not fit its source")
    }
  }

  /// Reports a load's outcome, unless the load was cancelled.
  private func finish(
    _ id: Int,
    _ outcome: (inout SlotLoader<Kind, Element, C>) -> SlotLoader<Kind, Element, C>.Step
  ) {
    guard tasks.removeValue(forKey: id) != nil else { return }
    perform(outcome(&loader))
  }

  /// Sleeps until the loader's next deadline, then tells it.
  private func scheduleTimer() {
    guard let deadline = loader.nextDeadline else {
      timer?.cancel()
      timer = nil
      timerDeadline = nil
      return
    }
    if timer != nil && timerDeadline == deadline { return }
    timer?.cancel()
    timerDeadline = deadline
    let clock = clock
    timer = Task { [weak self] in
      do { try await clock.sleep(until: deadline, tolerance: nil) } catch { return }
      guard !Task.isCancelled, let self else { return }
      self.timer = nil
      self.timerDeadline = nil
      self.perform(self.loader.clockAdvanced(now: clock.now))
    }
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotPager where C.Duration == Swift.Duration {
  /// Creates a pager with the standard configuration
  /// (``SlotLoader/Configuration/standard``).
  ///
  ///     let pager = SlotPager(feed: feed, sources: sources, clock: ContinuousClock())
  ///
  /// - Parameters:
  ///   - feed: The feed to keep fed, usually empty.
  ///   - sources: One source a kind to load.
  ///   - clock: The clock the pager reads and sleeps on.
  public convenience init(
    feed: SlotFeed<Kind, Element>, sources: [SlotSource<Kind, Element, C>], clock: C
  ) {
    self.init(feed: feed, sources: sources, configuration: .standard, clock: clock)
  }
}
