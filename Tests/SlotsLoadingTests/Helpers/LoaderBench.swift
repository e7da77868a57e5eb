//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import SlotsLoading
import _SlotsTestSupport

typealias Kind = HomeFeedSimulation.Kind
typealias Item = HomeFeedSimulation.Item

struct ScriptedFailure: Error, Equatable {}

/// A loader on a test bench: the tests' rules (posts, an ad every 3 rows
/// from row 2), sources whose loads the tests answer by hand, and ticks.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct LoaderBench {
  typealias Loader = SlotLoader<Kind, Item, ManualClock>

  static let layout = SlotLayout<Kind>(
    pattern: [.post], repeatables: [.post],
    placements: [SlotPlacement(kind: .ad, every: 3, first: 2)])

  /// Backoff 2, 4, 8, 16 ticks without jitter; lookahead 2; a first screen
  /// of 2 rows; pages within 5 rows of the end; ads preloaded 10 rows
  /// ahead.
  static let configuration = Loader.Configuration(
    backoff: SlotBackoff(initial: .seconds(2), maximum: .seconds(16), jitter: 0), lookahead: 2,
    screenRows: 2, prefetchDistance: 5, preloadDistance: 10)

  static var sources: [SlotSource<Kind, Item, ManualClock>] {
    [
      .paged(.post) { (_: Int?) -> SlotPage<Item, Int> in throw ScriptedFailure() },
      .demand(.ad, expiry: { $0.expiry }, load: { _ in throw ScriptedFailure() }),
    ]
  }

  var loader: Loader
  var nextID = 1_000

  init(
    layout: SlotLayout<Kind> = Self.layout, configuration: Loader.Configuration = Self.configuration
  ) {
    loader = Loader(
      feed: SlotFeed(layout: layout), sources: Self.sources, configuration: configuration,
      randomSeed: 7)
  }

  /// Posts numbered from `first`.
  static func posts(_ range: Range<Int>) -> [Item] { range.map { Item(id: $0) } }

  /// A page of posts, with the key of the next page.
  static func page(_ range: Range<Int>, next: Int?, previous: Int? = nil) -> SlotPage<
    Item, SlotPageKey
  > {
    SlotPage(
      items: posts(range), next: next.map(SlotPageKey.init),
      previous: previous.map(SlotPageKey.init))
  }

  /// Ads of an advertiser that expire at a tick.
  mutating func ads(_ count: Int, advertiser: String? = nil, expiry: Int? = nil) -> [Item] {
    (0..<count).map { _ in
      nextID += 1
      return Item(id: nextID, advertiser: advertiser, expiry: expiry.map { .init(ticks: $0) })
    }
  }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func t(_ ticks: Int) -> ManualClock.Instant { ManualClock.Instant(ticks: ticks) }

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension SlotLoader where Kind == HomeFeedSimulation.Kind, Element == HomeFeedSimulation.Item {
  /// The kinds of the feed's rows, as letters: `p` a post, `a` an ad.
  var letters: String {
    String(feed.indices.map { feed.kind(at: $0) == .post ? "p" : "a" })
  }
}

extension Array {
  /// The only element, or `nil`.
  var single: Element? { count == 1 ? first : nil }
}
