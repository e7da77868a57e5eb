//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// The pager's state machine: a value that owns a live feed and decides,
/// synchronously and deterministically, what to load, what to settle, what
/// has expired and what the app must be told.
///
/// A loader runs nothing and reads no clock. Each event — the reader sees
/// other rows, a load succeeded or failed, the clock reached
/// ``nextDeadline``, the app asks for a retry, a refresh or an edit — is a
/// mutating method that takes the time it happened and returns a
/// ``Step``: at most one ``SlotFeedUpdate`` for the app, the loads to
/// start, the loads to cancel. ``SlotPager`` is the driver that runs those
/// loads as tasks and sleeps on a `Clock`; drive a loader yourself to run
/// it another way, or to test an app's loading step by step:
///
///     var loader = SlotLoader(
///         feed: SlotFeed(layout: rules), sources: sources,
///         configuration: .standard)
///     var step = loader.start(now: clock.now)
///     step.requests   // [#0 post page(after: nil), #1 ad items(count: 8)]
///     step = loader.loadSucceeded(0, page: firstPage, now: clock.now)
///     step.update?.changes.insertions   // 0 ..< 20
///
/// Every transition does the same things in the same order, written once:
/// it settles the rows through the last visible row plus the
/// ``Configuration/lookahead`` (before any change, always); makes the
/// event's change, drops the pending items that expired, and swaps or hides
/// an expired item in a row that is settled but not yet seen, all in one
/// batch; maps the rows the reader has seen through that batch; asks for
/// the pages and the items the rows ahead will take; and works out the
/// next deadline.
///
/// A loader never has two loads of one kind's next page in flight (a pull
/// to refresh loads the page of newer items beside it), never asks for a
/// page it loaded since the last reset, and after a failure asks a kind
/// for nothing until its backoff ends, but what the reader asks for with
/// a pull to refresh: one request a backoff step.
/// Outcomes of loads it cancelled, or does not know, are ignored, in
/// whatever order they come.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct SlotLoader<Kind: Hashable, Element, C: Clock> {
  /// What a transition asks of its driver.
  public struct Step {
    /// The change to deliver to the app, or `nil` when no row changed.
    /// Never an empty change set.
    public var update: SlotFeedUpdate<Kind, Element>?
    /// The loads to start, in order.
    public var requests: [SlotLoadRequest<Kind>] = []
    /// The loads to cancel, by ``SlotLoadRequest/id``: their outcomes will
    /// be ignored.
    public var cancellations: [Int] = []
  }

  /// Counts of what a loader did, for tests, logs and simulations.
  public struct Statistics: Hashable, Sendable {
    /// Loads asked for.
    public var requests = 0
    /// Items asked for by demand loads.
    public var itemsRequested = 0
    /// Loads that failed (a demand load that returned nothing included).
    public var failures = 0
    /// Pending items dropped at their expiry.
    public var expiredDropped = 0
    /// Settled, unseen rows whose expired item was swapped for a fresh one.
    public var swapped = 0
    /// Settled, unseen rows hidden because their item expired and no fresh
    /// one could take its place.
    public var hidden = 0
    /// Updates delivered.
    public var updates = 0
  }

  /// A load in flight.
  internal struct _Load {
    var kind: Int
    var work: SlotLoadRequest<Kind>.Work
  }

  /// What the loader knows of one kind.
  internal struct _KindState {
    var kind: Kind
    var isPaged: Bool
    var expiry: (@Sendable (Element) -> C.Instant?)?
    /// Paged: the key of the next page, once the first page is in.
    var nextKey: SlotPageKey?
    /// Paged: the key of the page of newer items above the first.
    var newerKey: SlotPageKey?
    var hasFirstPage = false
    var exhausted = false
    /// Paged: the keys loaded since the last reset (`nil`: the first page).
    var loadedKeys: Set<SlotPageKey?> = []
    /// Paged: the append load in flight, and a refresh load in flight.
    var pageLoad: Int?
    var newerLoad: Int?
    /// Paged: a first page held back for the demand kinds' first loads.
    var heldPage: SlotPage<Element, SlotPageKey>?
    /// Demand: loads in flight and the items they ask for.
    var loads = 0
    var itemsInFlight = 0
    var hasLoaded = false
    /// Failures in a row, and the last one while its backoff lasts.
    var failures = 0
    var failure: (error: any Error, retryAt: C.Instant)?

    /// A load of the kind succeeded: the next failure starts the backoff
    /// again, but a wait under way runs out, so that the kind makes one
    /// request a backoff step.
    mutating func succeeded(now: C.Instant) {
      failures = 0
      if let failure, failure.retryAt <= now { self.failure = nil }
    }

    var state: SlotLoadState<C.Instant> {
      if let failure { return .failed(failure.error, retryAt: failure.retryAt) }
      if pageLoad != nil || newerLoad != nil || heldPage != nil || loads > 0 { return .loading }
      return exhausted ? .exhausted : .idle
    }
  }

  /// The feed, as the app was last told of it.
  public internal(set) var feed: SlotFeed<Kind, Element>
  /// The distances and waits the loader keeps to.
  public let configuration: Configuration
  /// The last row the reader sees, as the app last reported it; -1 before
  /// any report. Positions on screen do not move with the rows: a list
  /// view keeps its offset when rows above change.
  public internal(set) var lastVisibleRow = -1
  /// The furthest row the reader has seen, moved with the rows by every
  /// change: the rows after it, settled or not, are judged at sight.
  public internal(set) var seenThrough = -1
  /// The instant at which the loader must hear from the clock
  /// (``clockAdvanced(now:)``): a backoff that ends, an item that expires,
  /// a first screen that stops waiting. `nil` when nothing waits.
  public internal(set) var nextDeadline: C.Instant?
  /// Whether a ``SlotRefresh/newOnTop`` refresh is in flight.
  public internal(set) var isRefreshing = false
  /// Counts of what the loader did.
  public internal(set) var statistics = Statistics()

  internal var kinds: [_KindState]
  internal var inFlight: [Int: _Load] = [:]
  internal var nextRequestID = 0
  internal var random: _SplitMix
  /// The rows on screen, ascending: those that appeared and have not
  /// disappeared, within a screen of the last that appeared.
  internal var onScreen: [Int] = []
  /// When the last visible row last changed.
  internal var lastMovedAt: C.Instant?
  /// Until when a first page waits for the demand kinds' first loads.
  internal var firstScreenDeadline: C.Instant?

  /// Creates a loader that keeps a feed fed from sources.
  ///
  ///     var loader = SlotLoader(
  ///         feed: SlotFeed(layout: rules), sources: sources,
  ///         configuration: .standard, randomSeed: 42)
  ///
  /// Nothing is asked for until ``start(now:)``.
  ///
  /// - Parameters:
  ///   - feed: The feed to keep fed, usually empty.
  ///   - sources: One source a kind the loader loads; kinds must not
  ///     repeat.
  ///   - configuration: The distances and waits.
  ///   - randomSeed: The seed of the backoff's jitter; two loaders with the
  ///     same seed and the same events wait alike.
  /// - Complexity: O(*k*), where *k* is the number of sources.
  public init(
    feed: SlotFeed<Kind, Element>, sources: [SlotSource<Kind, Element, C>],
    configuration: Configuration, randomSeed: UInt64 = 0
  ) {
    self.feed = feed
    self.configuration = configuration
    self.random = _SplitMix(state: randomSeed)
    self.kinds = sources.map { source in
      switch source.role {
      case .paged: _KindState(kind: source.kind, isPaged: true)
      case .demand(_, let expiry): _KindState(kind: source.kind, isPaged: false, expiry: expiry)
      }
    }
    precondition(
      Set(sources.map(\.kind)).count == sources.count, "SlotLoader: a kind has two sources")
  }

  /// The load state of a kind: what its footer shows.
  ///
  ///     loader.loadState(of: .post).isLoading  // true while a page loads
  ///
  /// - Parameter kind: A kind with a source.
  /// - Returns: The kind's state; ``SlotLoadState/idle`` for a kind with
  ///   no source.
  /// - Complexity: O(*k*), where *k* is the number of sources.
  public func loadState(of kind: Kind) -> SlotLoadState<C.Instant> {
    kinds.first { $0.kind == kind }?.state ?? .idle
  }

  /// The loads in flight, oldest first.
  ///
  /// - Complexity: O(*l* log *l*), where *l* is the number of loads in
  ///   flight.
  public var requestsInFlight: [SlotLoadRequest<Kind>] {
    inFlight.sorted { $0.key < $1.key }.map {
      SlotLoadRequest(id: $0.key, kind: kinds[$0.value.kind].kind, work: $0.value.work)
    }
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotLoader.Step: Sendable where Kind: Sendable, Element: Sendable {}

/// SplitMix64: the jitter's random numbers, the same for a seed on every
/// platform.
internal struct _SplitMix: Sendable {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0 ..< 1`.
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
