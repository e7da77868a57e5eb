//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import _SlotsTestSupport

/// A row's identity as the recipes give it: its kind and its item's id,
/// neither of which depends on where the row is.
struct FeedRowID: Hashable, CustomStringConvertible {
  var kind: String
  var item: Int
  var description: String { "\(kind)\(item)" }
}

/// The simulated list view that shows a live feed.
typealias FeedListView = SimulatedListView<FeedRowID, LiveItem>

extension SlotFeed<String, LiveItem> {
  /// The rows as a list view's data source gives them.
  var listRows: [FeedListView.Row] {
    indices.map {
      FeedListView.Row(
        identity: FeedRowID(kind: kind(at: $0), item: self[$0].id), contents: self[$0])
    }
  }
}

/// What an app does with a live feed on screen: the part of a recipe that
/// a reader session drives.
protocol LiveFeedScreen: AnyObject {
  /// The feed the screen shows.
  var feed: SlotFeed<String, LiveItem> { get }
  /// The list view that shows it.
  var listView: FeedListView { get }
  /// New items of a kind arrived (a page of posts, ads that loaded late).
  func itemsDidLoad(_ items: [LiveItem], kind: String)
  /// New rules arrived from the server.
  func rulesDidChange(_ layout: SlotLayout<String>)
  /// The reader hid the row at `position`.
  func readerDidHide(rowAt position: Int)
  /// The row at `position` shows new contents (a like).
  func rowDidChange(at position: Int, to item: LiveItem)
  /// The reader pulled to refresh, and these rows came back.
  func readerDidRefresh(with block: SlotCollection<String, LiveItem>)
}

/// A seeded session of a reader in front of a live feed: items and rules
/// arrive, the reader scrolls, hides, likes and refreshes, and the app
/// reloads now and then; the list view lays out at the end of each turn,
/// so that several changes may land between two layout passes, as they do
/// when several callbacks run in one turn of the main run loop.
struct ReaderSession {
  /// The rules the layouts are drawn from.
  let rules = RandomRules<String>.letters
  /// What the session did, for failure messages.
  var log: [String] = []
  /// The next item id of each kind: ids repeat across kinds, as they do
  /// when posts and ads come from different servers.
  var nextID: [String: Int] = [:]
  /// The number of steps played.
  var steps = 0

  /// A layout for a new screen: the feed of the articles (three posts and
  /// an ad, posts go on alone) one time in four, random rules otherwise.
  mutating func layout(using random: inout SeededRandom) -> SlotLayout<String> {
    if random.chance(25) { return SlotLayout(pattern: ["a", "a", "a", "p"], repeatables: ["a"]) }
    return SlotLayout(rules.rules(using: &random))
  }

  /// Returns `count` new items of `kind`.
  mutating func newItems(_ kind: String, _ count: Int) -> [LiveItem] {
    let first = nextID[kind, default: 0]
    nextID[kind] = first + count
    return (first..<first + count).map { LiveItem(kind: kind, id: $0) }
  }

  /// Plays one random step on `screen`.
  mutating func step(_ screen: some LiveFeedScreen, using random: inout SeededRandom) {
    steps += 1
    let view = screen.listView
    let feed = screen.feed
    let visible =
      view.firstVisibleRow..<min(view.firstVisibleRow + view.visibleRowCount, feed.count)
    switch random.below(100) {
    case 0..<18:
      let items = newItems(rules.patternKinds[0], random.within(1...12))
      log.append("page of \(items.count) \(rules.patternKinds[0])")
      screen.itemsDidLoad(items, kind: rules.patternKinds[0])
    case 18..<32:
      let kind = random.element(of: rules.allKinds)
      let items = newItems(kind, random.within(1...3))
      log.append("\(items.count) late \(kind)")
      screen.itemsDidLoad(items, kind: kind)
    case 32..<52:
      let target =
        random.chance(40)
        ? feed.count - view.visibleRowCount
        : view.firstVisibleRow + random.within(-view.visibleRowCount...2 * view.visibleRowCount)
      log.append("scroll to \(target)")
      view.scroll(toFirstVisibleRow: target)
    case 52..<59:
      guard !feed.isEmpty else { return }
      let position =
        random.chance(70) && !visible.isEmpty ? random.within(visible) : random.below(feed.count)
      log.append("hide row \(position)")
      screen.readerDidHide(rowAt: position)
    case 59..<66:
      guard !feed.isEmpty else { return }
      let position =
        random.chance(70) && !visible.isEmpty ? random.within(visible) : random.below(feed.count)
      var item = feed[position]
      item.version += 1
      log.append("like row \(position)")
      screen.rowDidChange(at: position, to: item)
    case 66..<70:
      let kind = rules.patternKinds[0]
      let block = SlotCollection(
        layout: SlotLayout(pattern: [kind]), sources: [kind: newItems(kind, random.within(0...3))])
      log.append("refresh with \(block.count)")
      screen.readerDidRefresh(with: block)
    case 70..<74:
      let layout = layout(using: &random)
      log.append("new rules \(layout)")
      screen.rulesDidChange(layout)
    case 74..<77:
      log.append("reloadData")
      view.reloadData()
    default:
      log.append("layout")
      view.layoutIfNeeded()
    }
  }
}
