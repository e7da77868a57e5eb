//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// The collection-view recipe of the Paginated Feeds article, as an app
/// copies it, run against a simulated `UICollectionView` over seeded
/// sessions of a `SlotCollection`: pages and late ads, deletions, pull to
/// refresh, likes, new rules and whole sources from the server.
///
/// `update(_:)` is the article's code, with the simulated view for
/// `UICollectionView`. A `SlotCollection` lays its rows out again from the
/// first, so rows on screen may move; what is checked is that every batch
/// keeps UIKit's rules and leaves the view showing the feed.
final class FeedCollectionController {
  typealias Feed = SlotCollection<String, TaggedItem>
  typealias ListView = SimulatedListView<FeedRowID, TaggedItem>

  var feed: Feed
  let collectionView: ListView
  /// Whether the recipe shows the change set's `updates` (the recipe) or
  /// ignores them (the article's first recipe).
  let appliesUpdates: Bool

  init(layout: SlotLayout<String>, visibleRowCount: Int, appliesUpdates: Bool = true) {
    feed = Feed(layout: layout)
    collectionView = ListView(visibleRowCount: visibleRowCount) { [] }
    self.appliesUpdates = appliesUpdates
    collectionView.dataSource = { [unowned self] in
      feed.indices.map {
        ListView.Row(
          identity: FeedRowID(kind: feed.kind(at: $0), item: feed[$0].id), contents: feed[$0])
      }
    }
  }

  // MARK: The recipe

  /// Mutates the feed and animates the rows it changed.
  func update(_ mutation: @escaping (inout Feed) -> SlotChangeSet) {
    // UIKit's signature: the closure escapes, so it names `self`.
    collectionView.nextBatchCause = .layout
    collectionView.performBatchUpdates({
      let changes = mutation(&self.feed)
      let view = self.collectionView
      view.deleteRows(at: changes.removals)
      view.insertRows(at: changes.insertions)
      for move in changes.moves { view.moveRow(at: move.from, to: move.to) }
      if self.appliesUpdates { view.reconfigureRows(at: changes.updates) }
    })
  }
}

/// A seeded session of a `SlotCollection` on screen.
struct CollectionSession {
  let rules = RandomRules<String>.letters
  var log: [String] = []
  var nextID = 0
  var steps = 0

  mutating func newItems(_ count: Int) -> [TaggedItem] {
    defer { nextID += count }
    return (nextID..<nextID + count).map { TaggedItem(id: $0) }
  }

  /// Plays one random step on `screen`.
  mutating func step(_ screen: FeedCollectionController, using random: inout SeededRandom) {
    steps += 1
    let view = screen.collectionView
    let feed = screen.feed
    let post = rules.patternKinds[0]
    switch random.below(100) {
    case 0..<20:
      let items = newItems(random.within(1...12))
      log.append("page of \(items.count)")
      screen.update { $0.append(contentsOf: items, to: post) }
    case 20..<34:
      let kind = random.element(of: rules.allKinds)
      let items = newItems(random.within(1...3))
      log.append("\(items.count) late \(kind)")
      screen.update { $0.append(contentsOf: items, to: kind) }
    case 34..<50:
      let target =
        view.firstVisibleRow + random.within(-view.visibleRowCount...view.visibleRowCount)
      log.append("scroll to \(target)")
      view.scroll(toFirstVisibleRow: target)
    case 50..<58:
      guard !feed.isEmpty else { return }
      let origin = feed.sourcePosition(at: random.below(feed.count))
      log.append("delete \(origin)")
      screen.update { $0.remove(atOffsets: [origin.offset], in: origin.kind) }
    case 58..<66:
      guard !feed.isEmpty else { return }
      let position = random.below(feed.count)
      var item = feed[position]
      item.revision += 1
      log.append("like row \(position)")
      screen.update { $0.replace(at: position, with: item) }
    case 66..<71:
      let items = newItems(random.within(0...3))
      log.append("refresh with \(items.count)")
      screen.update { $0.insert(contentsOf: items, atOffset: 0, in: post) }
    case 71..<75:
      let layout = SlotLayout(rules.rules(using: &random))
      log.append("new rules \(layout)")
      screen.update { $0.replaceLayout(with: layout) }
    case 75..<80:
      let kind = random.element(of: rules.sourceKinds)
      var items =
        random.subset(of: feed[source: kind], percent: 80) + newItems(random.within(0...2))
      random.shuffle(&items)
      log.append("server sends \(kind): \(items)")
      screen.update { $0.replaceSource(of: kind, with: items) }
    case 80..<83:
      log.append("reloadData")
      view.reloadData()
    default:
      log.append("layout")
      view.layoutIfNeeded()
    }
  }
}

@Suite("The collection-view recipe against a simulated UICollectionView")
struct CollectionViewRecipeTests {
  /// Plays `sessions` sessions of 120 steps; a test that shows a wrong
  /// recipe fails stops at the first invalid update, which proves it.
  func play(sessions: Range<UInt64>, appliesUpdates: Bool, stopsAtFirstFinding: Bool = false) -> (
    steps: Int, batches: Int, invalid: Int, finding: String?
  ) {
    var steps = 0
    var batches = 0
    var invalid = 0
    var finding: String?
    for seed in sessions {
      var random = SeededRandom(seed: seed)
      var session = CollectionSession()
      let layout = SlotLayout(session.rules.rules(using: &random))
      let screen = FeedCollectionController(
        layout: layout, visibleRowCount: random.within(3...12), appliesUpdates: appliesUpdates)
      session.log.append("layout \(layout)")
      for _ in 0..<120 {
        session.step(screen, using: &random)
        if stopsAtFirstFinding && !screen.collectionView.invalidUpdates.isEmpty { break }
      }
      steps += session.steps
      batches += screen.collectionView.batchUpdateCount
      invalid += screen.collectionView.invalidUpdates.count
      if finding == nil, let first = screen.collectionView.invalidUpdates.first {
        finding =
          "seed \(seed): \(first)\nsteps:\n" + session.log.suffix(30).joined(separator: "\n")
      }
      if stopsAtFirstFinding && finding != nil { break }
    }
    return (steps, batches, invalid, finding)
  }

  /// 25 sessions of 120 steps (3,000 steps), and 100 (12,000 steps) with
  /// the long sizes.
  @Test("Every batch update keeps UIKit's rules and shows the feed")
  func recipe() {
    let result = play(sessions: 0..<TestSize.scaled(25, long: 100), appliesUpdates: true)
    #expect(result.invalid == 0, "\(result.finding ?? "")")
    #expect(result.batches > result.steps / 2)
  }

  /// The article's first recipe ignored `updates`: a liked row keeps its
  /// old contents on screen.
  @Test("Ignoring updates leaves stale rows")
  func ignoringUpdates() {
    let result = play(sessions: 0..<100, appliesUpdates: false, stopsAtFirstFinding: true)
    #expect(result.invalid > 0)
    #expect(result.finding?.contains("the view shows") == true)
  }
}
