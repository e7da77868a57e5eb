//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotLoader {
  /// The distances and waits a loader keeps to.
  ///
  /// All distances count rows below the last row the reader sees:
  ///
  ///     var configuration = SlotLoader<Kind, Item, ContinuousClock>.Configuration.standard
  ///     configuration.screenRows = 14         // a tall screen shows up to 14 rows
  ///     configuration.prefetchDistance = 60   // ask for the next page this far from the end
  public struct Configuration: Sendable {
    /// The rows settled past the last visible row before every change, so
    /// that a change cannot move a row that comes on screen before the app
    /// reports it. 0 when the app reports rows as they come on screen, as
    /// `willDisplay` and `onAppear` do: each row settled but not seen
    /// holds an item that may expire before the reader comes. At least 0.
    public var lookahead: Int
    /// The rows a screen shows at most.
    ///
    /// The first screen's rows are always settled: they come on screen
    /// before the app reports them, at first and while the feed is shorter
    /// than a screen, and a change must not move them. Until the app
    /// reports a row, the loader preloads for a reader at the first
    /// screen's last row. A row that appears puts the rows this far from
    /// it or farther off screen: an app that reports rows appearing but
    /// not leaving has the last visible row within a screen of the truth,
    /// and a reader who goes back up is not preloaded for as if at the
    /// end. At least 1.
    public var screenRows: Int
    /// How close to the end of the rows the reader may come before the next
    /// page of a paged kind is asked for: a page is loaded while the rows
    /// within this distance below the last visible row would take more of
    /// the kind than the feed has. At least 1.
    public var prefetchDistance: Int
    /// How far below the last visible row the items of demand kinds are
    /// preloaded: the loader keeps the feed's
    /// `preloadDemand(for:within:)` over these rows asked for. At least 1.
    public var preloadDistance: Int
    /// The waits after failed loads.
    public var backoff: SlotBackoff<C.Duration>
    /// How long before its expiry an item counts as expired: the time it
    /// may take to tell the app and the app to draw the row. At least zero.
    public var expiryMargin: C.Duration
    /// How long the first page waits for the first loads of the demand
    /// kinds, so that the first screen can show their items at their rows
    /// (an ad at row 3) instead of settling without them; `nil` shows the
    /// first page at once.
    public var firstScreenWait: C.Duration?
    /// How long the last visible row must stay where it is before the
    /// reader counts as stopped; `nil` for never. Items preloaded for a
    /// stopped reader may expire before it comes back, so demand kinds
    /// whose items expire are preloaded, while it is stopped, only over
    /// ``idlePreloadDistance``, and over ``preloadDistance`` again when it
    /// moves.
    public var idleAfter: C.Duration?
    /// How far below the last visible row the demand kinds whose items
    /// expire are preloaded while the reader is stopped (see
    /// ``idleAfter``); never farther than ``preloadDistance``. With 0, a
    /// stopped reader is preloaded for no row ahead, and only each
    /// settled row it has not seen keeps one fresh item ready to take its
    /// place at its expiry. At least 0.
    public var idlePreloadDistance: Int

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - backoff: The waits after failed loads.
    ///   - lookahead: The rows settled past the last visible row; by
    ///     default 0.
    ///   - screenRows: The rows a screen shows at most; by default 10.
    ///   - prefetchDistance: How close to the end the next page is asked
    ///     for; by default 40 rows.
    ///   - preloadDistance: How far below the last visible row demand kinds
    ///     are preloaded; by default 20 rows.
    ///   - expiryMargin: How long before its expiry an item counts as
    ///     expired; by default zero.
    ///   - firstScreenWait: How long the first page waits for the demand
    ///     kinds' first loads; by default `nil`, no wait.
    ///   - idleAfter: How long the last visible row must stay put before
    ///     the reader counts as stopped; by default `nil`, never.
    ///   - idlePreloadDistance: How far below the last visible row demand
    ///     kinds whose items expire are preloaded while the reader is
    ///     stopped; by default 0 rows.
    public init(
      backoff: SlotBackoff<C.Duration>, lookahead: Int = 0, screenRows: Int = 10,
      prefetchDistance: Int = 40, preloadDistance: Int = 20, expiryMargin: C.Duration = .zero,
      firstScreenWait: C.Duration? = nil, idleAfter: C.Duration? = nil,
      idlePreloadDistance: Int = 0
    ) {
      precondition(lookahead >= 0, "lookahead must be at least 0")
      precondition(screenRows >= 1, "screenRows must be at least 1")
      precondition(prefetchDistance >= 1, "prefetchDistance must be at least 1")
      precondition(preloadDistance >= 1, "preloadDistance must be at least 1")
      precondition(expiryMargin >= .zero, "expiryMargin must be at least zero")
      precondition(idlePreloadDistance >= 0, "idlePreloadDistance must be at least 0")
      self.backoff = backoff
      self.lookahead = lookahead
      self.screenRows = screenRows
      self.prefetchDistance = prefetchDistance
      self.preloadDistance = preloadDistance
      self.expiryMargin = expiryMargin
      self.firstScreenWait = firstScreenWait
      self.idleAfter = idleAfter
      self.idlePreloadDistance = idlePreloadDistance
    }
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotLoader.Configuration where C.Duration == Swift.Duration {
  /// The configuration for a list on a phone's screen: no lookahead (the
  /// list reports rows as they come on screen), a screen of 10 rows,
  /// pages 40 rows ahead and preloads 20, backoff from 1 to 60 seconds
  /// with half of it jittered, an expiry margin of 2 seconds, a first
  /// screen that waits up to 2 seconds for its ads, and a reader who counts
  /// as stopped after 10 seconds.
  ///
  ///     let pager = SlotPager(
  ///         feed: feed, sources: sources, configuration: .standard, clock: ContinuousClock())
  public static var standard: Self {
    Self(
      backoff: SlotBackoff(initial: .seconds(1), maximum: .seconds(60)), expiryMargin: .seconds(2),
      firstScreenWait: .seconds(2), idleAfter: .seconds(10))
  }
}
