//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

#if canImport(Observation)
  import Observation
  import Slots

  /// A pager's feed and load states as an observable model, for SwiftUI.
  ///
  /// The model runs its pager while the view's task runs, and takes every
  /// update on the main actor: a `List` reads ``feed`` and follows its rows
  /// by identity, so it needs no change set.
  ///
  ///     struct FeedView: View {
  ///         @State var model = SlotFeedModel(pager: SlotPager(
  ///             feed: SlotFeed(layout: rules), sources: sources, clock: ContinuousClock()))
  ///
  ///         var body: some View {
  ///             List(model.feed.identifiedRows) { row in
  ///                 ItemView(item: row.element).onAppear { model.rowAppeared(row) }
  ///             }
  ///             .refreshable { await model.refresh() }
  ///             .task { await model.run() }
  ///         }
  ///     }
  ///
  /// SwiftUI makes a view's `@State` value each time it makes the view, and
  /// keeps only the first: a model loads nothing until ``run()``, so those
  /// it drops cost no request.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor
  @Observable
  public final class SlotFeedModel<Kind: Hashable, Element: Identifiable & Sendable, C: Clock> {
    /// The feed, as last delivered.
    public private(set) var feed: SlotFeed<Kind, Element>
    /// Whether a ``SlotRefresh/newOnTop`` refresh is in flight.
    public private(set) var isRefreshing = false
    /// The load state of each kind with a source.
    public private(set) var loadStates: [Kind: SlotLoadState<C.Instant>] = [:]

    /// The pager that feeds the model.
    @ObservationIgnored public let pager: SlotPager<Kind, Element, C>
    @ObservationIgnored private var refreshWaiters: [CheckedContinuation<Void, Never>] = []
    @ObservationIgnored private var isRunning = false

    /// Creates a model over a pager, which loads nothing until ``run()``.
    ///
    ///     let model = SlotFeedModel(pager: pager)
    ///
    /// - Parameter pager: A pager not yet started.
    public init(pager: SlotPager<Kind, Element, C>) {
      self.pager = pager
      self.feed = pager.feed
      pager.stateDidChange = { [weak self] in self?.readStates() }
    }

    /// Runs the pager until the calling task is cancelled, as SwiftUI
    /// cancels a view's `task` when the view goes away; then stops it.
    ///
    ///     .task { await model.run() }
    ///
    /// The feed stays as it was; running again goes on from it. A second
    /// call while the model runs returns at once.
    public func run() async {
      guard !isRunning else { return }
      isRunning = true
      pager.start { [weak self] update in self?.feed = update.feed }
      // A stream that yields nothing ends its iteration when the task is
      // cancelled.
      let (stream, continuation) = AsyncStream<Never>.makeStream()
      for await _ in stream {}
      continuation.finish()
      pager.stop()
      isRunning = false
    }

    /// A row appeared on screen: call it from the row's `onAppear`.
    ///
    ///     ItemView(item: row.element).onAppear { model.rowAppeared(row) }
    ///
    /// The row is found by its identity, so that a row whose position
    /// changed between the render and the call still counts where it is.
    ///
    /// - Parameter row: The row, as the feed's `identifiedRows` gave it.
    /// - Complexity: O(1) when the row is where it was; otherwise that of
    ///   `SlotFeed.index(ofID:in:)`.
    public func rowAppeared(_ row: SlotFeed<Kind, Element>.IdentifiedRow) {
      if let position = position(of: row) { pager.rowAppeared(at: position) }
    }

    /// A row left the screen: call it from the row's `onDisappear`, so
    /// that a reader who scrolls back up is not preloaded for.
    ///
    ///     ItemView(item: row.element).onDisappear { model.rowDisappeared(row) }
    ///
    /// - Parameter row: The row, as the feed's `identifiedRows` gave it.
    /// - Complexity: As ``rowAppeared(_:)``.
    public func rowDisappeared(_ row: SlotFeed<Kind, Element>.IdentifiedRow) {
      if let position = position(of: row) { pager.rowDisappeared(at: position) }
    }

    /// Where a row is now: where it was, or found by its identity; `nil`
    /// when it left the feed.
    private func position(of row: SlotFeed<Kind, Element>.IdentifiedRow) -> Int? {
      let position = row.position
      if feed.indices.contains(position) && feed.kind(at: position) == row.kind
        && feed[position].id == row.element.id
      {
        return position
      }
      return feed.index(ofID: row.element.id, in: row.kind)
    }

    /// Pull to refresh, returning when the new items are on top: SwiftUI's
    /// `refreshable` shows its spinner until then.
    ///
    ///     .refreshable { await model.refresh() }
    ///
    /// A reset returns at once: the feed starts again from its first page.
    /// So does a refresh while the model does not run, and a refresh in
    /// flight returns when the model stops.
    ///
    /// - Parameter refresh: How; by default ``SlotRefresh/newOnTop``.
    public func refresh(_ refresh: SlotRefresh = .newOnTop) async {
      pager.refresh(refresh)
      guard pager.isRefreshing else { return }
      await withCheckedContinuation { refreshWaiters.append($0) }
    }

    /// Ends every backoff and asks again now.
    public func retry() {
      pager.retry()
    }

    private func readStates() {
      isRefreshing = pager.isRefreshing
      loadStates = Dictionary(
        uniqueKeysWithValues: pager.kinds.map { ($0, pager.loadState(of: $0)) })
      if !isRefreshing && !refreshWaiters.isEmpty {
        let waiters = refreshWaiters
        refreshWaiters = []
        for waiter in waiters { waiter.resume() }
      }
    }
  }
#endif
