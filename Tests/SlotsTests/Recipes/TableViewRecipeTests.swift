//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// The table-view recipe of the Live Feeds article, as an app copies it,
/// run against a simulated `UITableView` over seeded reader sessions.
///
/// `update(_:_:)` and `settleVisibleRows()` are the article's code, with
/// the simulated view for `UITableView` and the cause of each change, which
/// only the simulator needs, as an extra argument. The two settings that the
/// article got wrong before can be turned back on, to show that the
/// simulator catches them.
final class FeedTableController: LiveFeedScreen {
  /// When the recipe settles rows.
  enum Settling {
    /// Through the last visible row plus `lookahead`, whenever the screen
    /// moves and before every change: the recipe.
    case beforeEveryChange(lookahead: Int)
    /// Through each row that `willDisplay` reports, plus `lookahead`: the
    /// article's first recipe, which leaves a row that a change brought on
    /// screen unsettled until the next layout pass.
    case inWillDisplay(lookahead: Int)
  }

  var feed: SlotFeed<String, LiveItem>
  let tableView: FeedListView
  let settling: Settling
  /// Whether the feed changes inside the batch update's closure (the
  /// recipe) or just before it (the article's first recipe).
  let changesFeedInsideBatch: Bool

  var listView: FeedListView { tableView }

  init(
    layout: SlotLayout<String>, visibleRowCount: Int, settling: Settling,
    changesFeedInsideBatch: Bool = true
  ) {
    feed = SlotFeed(layout: layout)
    tableView = FeedListView(visibleRowCount: visibleRowCount) { [] }
    self.settling = settling
    self.changesFeedInsideBatch = changesFeedInsideBatch
    tableView.dataSource = { [unowned self] in feed.listRows }
    tableView.didScroll = { [unowned self] in scrollViewDidScroll() }
    tableView.willDisplay = { [unowned self] in tableView(willDisplayRowAt: $0) }
  }

  // MARK: The recipe

  /// Settles every row on screen, and a few more.
  func settleVisibleRows() {
    guard case .beforeEveryChange(let lookahead) = settling else { return }
    let lastVisible = tableView.indexPathsForVisibleRows().max() ?? -1
    feed.settle(through: lastVisible + lookahead)
  }

  func scrollViewDidScroll() {
    settleVisibleRows()
    _ = feed.demand(for: "p", within: 40)
  }

  /// Settles the rows on screen, then changes the feed inside the batch
  /// update and names the changed rows.
  func update(
    _ cause: FeedListView.Cause,
    _ change: @escaping (inout SlotFeed<String, LiveItem>) -> SlotChangeSet
  ) {
    settleVisibleRows()
    if changesFeedInsideBatch {
      // UIKit's signature: the closure escapes, so it names `self` and
      // the change it runs escapes too.
      tableView.nextBatchCause = cause
      tableView.performBatchUpdates({
        self.apply(change(&self.feed))
      })
    } else {
      let changes = change(&feed)
      tableView.performBatchUpdates(cause) { apply(changes) }
    }
  }

  private func apply(_ changes: SlotChangeSet) {
    tableView.deleteRows(at: changes.removals)
    tableView.insertRows(at: changes.insertions)
    for move in changes.moves { tableView.moveRow(at: move.from, to: move.to) }
    tableView.reloadRows(at: changes.updates)
  }

  // MARK: What the session does

  func tableView(willDisplayRowAt row: Int) {
    guard case .inWillDisplay(let lookahead) = settling else { return }
    feed.settle(through: row + lookahead)
  }

  func itemsDidLoad(_ items: [LiveItem], kind: String) {
    update(.arrival) { $0.append(contentsOf: items, to: kind) }
  }

  func rulesDidChange(_ layout: SlotLayout<String>) {
    update(.arrival) { $0.replaceLayout(with: layout) }
  }

  func readerDidHide(rowAt position: Int) {
    let row = FeedRowID(kind: feed.kind(at: position), item: feed[position].id)
    update(.edit(of: [row])) { $0.remove(at: position) }
  }

  func rowDidChange(at position: Int, to item: LiveItem) {
    let row = FeedRowID(kind: feed.kind(at: position), item: feed[position].id)
    update(.edit(of: [row])) { $0.replace(at: position, with: item) }
  }

  func readerDidRefresh(with block: SlotCollection<String, LiveItem>) {
    let rows = Set(block.indices.map { FeedRowID(kind: block.kind(at: $0), item: block[$0].id) })
    update(.edit(of: rows)) { $0.prepend(block) }
  }
}

/// What a run of reader sessions found.
struct ListRecipeTally {
  var sessions = 0
  var steps = 0
  var batchUpdates = 0
  var invalidUpdates = 0
  var visibleChanges = 0
  /// The first session that found something, with its seed and steps.
  var firstFinding: String?

  mutating func add(seed: UInt64, view: FeedListView, session: ReaderSession) {
    sessions += 1
    steps += session.steps
    batchUpdates += view.batchUpdateCount
    invalidUpdates += view.invalidUpdates.count
    visibleChanges += view.visibleChanges.count
    let findings = view.invalidUpdates + view.visibleChanges
    if firstFinding == nil, let finding = findings.first {
      firstFinding =
        "seed \(seed): \(finding)\nsteps:\n" + session.log.suffix(30).joined(separator: "\n")
    }
  }
}

/// Plays reader sessions of `steps` steps from the seeds on a screen each.
///
/// A test that shows a recipe right plays every session. A test that shows
/// a wrong recipe fails passes `stopsAtFirstFinding`: one invalid update or
/// visible change proves it, so the sessions end at the step that found it.
func playReaderSessions(
  seeds: Range<UInt64>, steps: Int, stopsAtFirstFinding: Bool = false,
  screen: (SlotLayout<String>, _ visibleRowCount: Int) -> some LiveFeedScreen
) -> ListRecipeTally {
  var tally = ListRecipeTally()
  for seed in seeds {
    var random = SeededRandom(seed: seed)
    var session = ReaderSession()
    let layout = session.layout(using: &random)
    let view = screen(layout, random.within(3...12))
    session.log.append("layout \(layout), screen of \(view.listView.visibleRowCount) rows")
    for _ in 0..<steps {
      session.step(view, using: &random)
      let list = view.listView
      if stopsAtFirstFinding && !(list.invalidUpdates.isEmpty && list.visibleChanges.isEmpty) {
        break
      }
    }
    tally.add(seed: seed, view: view.listView, session: session)
    if stopsAtFirstFinding && tally.firstFinding != nil { break }
  }
  return tally
}

@Suite("The table-view recipe against a simulated UITableView")
struct TableViewRecipeTests {
  /// 20 sessions of 150 steps for each lookahead (3,000 steps), and 120
  /// (18,000 steps) with the long sizes.
  @Test(
    "Settling the visible rows before every change: no invalid update, no visible row changed",
    arguments: [0, 10])
  func recipe(lookahead: Int) {
    let seeds = TestSize.scaled(20, long: 120) as UInt64
    let tally = playReaderSessions(seeds: 0..<seeds, steps: 150) { layout, rows in
      FeedTableController(
        layout: layout, visibleRowCount: rows, settling: .beforeEveryChange(lookahead: lookahead))
    }
    #expect(tally.invalidUpdates == 0, "\(tally.firstFinding ?? "")")
    #expect(tally.visibleChanges == 0, "\(tally.firstFinding ?? "")")
    #expect(tally.batchUpdates > tally.steps / 3)
  }

  /// The article's first settle rule: settling in `willDisplay` alone. A
  /// change that brings rows on screen leaves them unsettled until the next
  /// layout pass, and a second change in the same turn moves them.
  @Test("Settling in willDisplay alone changes visible rows")
  func settlingInWillDisplay() {
    let tally = playReaderSessions(seeds: 0..<120, steps: 150, stopsAtFirstFinding: true) {
      layout, rows in
      FeedTableController(
        layout: layout, visibleRowCount: rows, settling: .inWillDisplay(lookahead: 5))
    }
    #expect(tally.invalidUpdates == 0, "\(tally.firstFinding ?? "")")
    #expect(tally.visibleChanges > 0)
  }

  /// The article's first recipe changed the feed before the batch update:
  /// a batch that finds its layout out of date (after `reloadData()`) reads
  /// the changed feed as its old rows, and the counts disagree.
  @Test("Changing the feed before the batch update breaks it after reloadData")
  func changingTheFeedOutsideTheBatch() {
    let tally = playReaderSessions(seeds: 0..<120, steps: 150, stopsAtFirstFinding: true) {
      layout, rows in
      FeedTableController(
        layout: layout, visibleRowCount: rows, settling: .inWillDisplay(lookahead: 5),
        changesFeedInsideBatch: false)
    }
    #expect(tally.invalidUpdates > 0)
  }
}
