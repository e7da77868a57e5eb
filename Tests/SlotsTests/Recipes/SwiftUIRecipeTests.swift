//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// A row as the SwiftUI recipe of the Live Feeds article hands it to
/// `ForEach`: one of the feed's identified rows, identified by its kind and
/// its item's id, never by where it is.
typealias FeedRow = SlotFeed<String, LiveItem>.IdentifiedRow

extension SlotFeed<String, LiveItem>.IdentifiedRow {
  /// The row's identity, as the simulated list keeps it.
  var listID: FeedRowID { FeedRowID(kind: id.kind, item: id.item) }
}

/// The recipe's rows: the feed's lazy, random-access view that makes a row
/// only when it is read.
func feedRows(_ feed: SlotFeed<String, LiveItem>) -> SlotFeed<String, LiveItem>.IdentifiedRows {
  feed.identifiedRows
}

/// The SwiftUI recipe's model, with a simulated `List`: `onAppear` is the
/// list's `willDisplay`, and the change set stands for the difference that
/// SwiftUI works out from the rows' identities, which every change checks
/// against the identities themselves.
final class SwiftUIFeedModel: LiveFeedScreen {
  var feed: SlotFeed<String, LiveItem>
  let list: FeedListView
  /// How far past the furthest row shown the recipe settles: at least the
  /// rows a screen shows.
  let lookahead: Int
  /// Whether the model settles before every change (the recipe) or in
  /// `onAppear` alone (the article's first recipe).
  let settlesBeforeEveryChange: Bool
  /// What is wrong with the identities, change by change.
  var identityProblems: [String] = []
  /// The number of changes whose identities were checked.
  var checkedChanges = 0

  private var furthestRowShown = -1

  var listView: FeedListView { list }

  init(
    layout: SlotLayout<String>, visibleRowCount: Int, settlesBeforeEveryChange: Bool = true
  ) {
    feed = SlotFeed(layout: layout)
    list = FeedListView(visibleRowCount: visibleRowCount) { [] }
    lookahead = visibleRowCount
    self.settlesBeforeEveryChange = settlesBeforeEveryChange
    list.dataSource = { [unowned self] in
      feedRows(feed).map { FeedListView.Row(identity: $0.listID, contents: $0.element) }
    }
    list.willDisplay = { [unowned self] in rowAppeared(at: $0) }
  }

  // MARK: The recipe

  func rowAppeared(at position: Int) {
    if settlesBeforeEveryChange {
      furthestRowShown = max(furthestRowShown, position)
    } else {
      feed.settle(through: position + 5)
    }
  }

  func update(
    _ cause: FeedListView.Cause, _ mutation: (inout SlotFeed<String, LiveItem>) -> SlotChangeSet
  ) {
    if settlesBeforeEveryChange { feed.settle(through: furthestRowShown + lookahead) }
    let old = feed
    var changes = SlotChangeSet()
    list.performBatchUpdates(cause) {
      changes = mutation(&feed)
      list.deleteRows(at: changes.removals)
      list.insertRows(at: changes.insertions)
      for move in changes.moves { list.moveRow(at: move.from, to: move.to) }
      list.reloadRows(at: changes.updates)
    }
    checkIdentities(from: old, to: feed, changes: changes, cause: cause)
  }

  /// Checks that the rows' identities say what the change set says: they
  /// are unique, every row that stays keeps its identity, no identity both
  /// leaves and arrives, and the settled rows keep theirs.
  private func checkIdentities(
    from old: SlotFeed<String, LiveItem>, to new: SlotFeed<String, LiveItem>,
    changes: SlotChangeSet, cause: FeedListView.Cause
  ) {
    checkedChanges += 1
    let oldIDs: [FeedRowID] = feedRows(old).map(\.listID)
    let newIDs: [FeedRowID] = feedRows(new).map(\.listID)
    if Set(newIDs).count != newIDs.count {
      identityProblems.append("identities repeat: \(newIDs)")
    }
    if changes.applied(to: oldIDs, newElement: { newIDs[$0] }) != newIDs {
      identityProblems.append("\(changes) does not carry \(oldIDs) to \(newIDs)")
    }
    let removed = Set(changes.removals.map { oldIDs[$0] })
    let inserted = Set(changes.insertions.map { newIDs[$0] })
    if !removed.isDisjoint(with: newIDs) || !inserted.isDisjoint(with: oldIDs) {
      identityProblems.append(
        "\(changes) removes or inserts a row that stays: \(oldIDs) to \(newIDs)")
    }
    if case .arrival = cause, newIDs.prefix(old.settledCount) != oldIDs.prefix(old.settledCount) {
      identityProblems.append("an arrival changed settled identities: \(oldIDs) to \(newIDs)")
    }
  }

  // MARK: What the session does

  func itemsDidLoad(_ items: [LiveItem], kind: String) {
    update(.arrival) { $0.append(contentsOf: items, to: kind) }
  }

  func rulesDidChange(_ layout: SlotLayout<String>) {
    update(.arrival) { $0.replaceLayout(with: layout) }
  }

  func readerDidHide(rowAt position: Int) {
    update(.edit(of: [feedRows(feed)[position].listID])) { $0.remove(at: position) }
  }

  func rowDidChange(at position: Int, to item: LiveItem) {
    update(.edit(of: [feedRows(feed)[position].listID])) { $0.replace(at: position, with: item) }
  }

  func readerDidRefresh(with block: SlotCollection<String, LiveItem>) {
    let rows = Set(block.indices.map { FeedRowID(kind: block.kind(at: $0), item: block[$0].id) })
    update(.edit(of: rows)) { $0.prepend(block) }
  }
}

@Suite("The SwiftUI recipe against a simulated List")
struct SwiftUIRecipeTests {
  /// 20 sessions of 150 steps (3,000 steps), and 120 (18,000 steps) with
  /// the long sizes.
  @Test("Rows identified by kind and item id: unique, stable, and what the change sets say")
  func recipe() {
    var models: [SwiftUIFeedModel] = []
    let seeds = TestSize.scaled(20, long: 120) as UInt64
    let tally = playReaderSessions(seeds: 0..<seeds, steps: 150) { layout, rows in
      let model = SwiftUIFeedModel(layout: layout, visibleRowCount: rows)
      models.append(model)
      return model
    }
    let problems = models.flatMap(\.identityProblems)
    #expect(problems.isEmpty, "\(problems.prefix(3))")
    #expect(models.map(\.checkedChanges).reduce(0, +) > tally.steps / 3)
    #expect(tally.invalidUpdates == 0, "\(tally.firstFinding ?? "")")
    #expect(tally.visibleChanges == 0, "\(tally.firstFinding ?? "")")
  }

  /// The article's first identity, the item's id alone, repeats when two
  /// kinds come from servers that number their items independently.
  /// The first repeat proves it, so the sessions stop there.
  @Test("An item's id alone does not identify a row")
  func itemIDAlone() {
    var repeats = 0
    sessions: for seed in 0..<20 as Range<UInt64> {
      var random = SeededRandom(seed: seed)
      var session = ReaderSession()
      let model = SwiftUIFeedModel(
        layout: session.layout(using: &random), visibleRowCount: random.within(3...12))
      for _ in 0..<150 {
        session.step(model, using: &random)
        let ids: [Int] = feedRows(model.feed).map(\.element.id)
        if Set(ids).count != ids.count {
          repeats += 1
          break sessions
        }
      }
    }
    #expect(repeats > 0)
  }

  /// The article's first settle rule, in `onAppear` alone, has the flaw of
  /// `willDisplay`: rows a change brings on screen stay unsettled until
  /// they appear.
  @Test("Settling in onAppear alone changes visible rows")
  func settlingInOnAppear() {
    let tally = playReaderSessions(seeds: 0..<80, steps: 150, stopsAtFirstFinding: true) {
      layout, rows in
      SwiftUIFeedModel(layout: layout, visibleRowCount: rows, settlesBeforeEveryChange: false)
    }
    #expect(tally.visibleChanges > 0)
  }

  /// The recipe's rows are a random-access view: reading one row makes one
  /// row, whatever the length of the feed.
  @Test("The rows are a lazy random-access collection over the feed")
  func rowsAreLazy() {
    var feed = SlotFeed<String, LiveItem>(
      layout: SlotLayout(pattern: ["a", "a", "a", "p"], repeatables: ["a"]))
    _ = feed.append(contentsOf: (0..<8).map { LiveItem(kind: "a", id: $0) }, to: "a")
    _ = feed.append(contentsOf: [LiveItem(kind: "p", id: 0)], to: "p")
    let rows = feedRows(feed)
    #expect(rows.count == 9)
    #expect(rows[3].listID == FeedRowID(kind: "p", item: 0))
    #expect(rows[4].listID == FeedRowID(kind: "a", item: 3))
    #expect(Array(rows.map(\.id.kind)) == ["a", "a", "a", "p", "a", "a", "a", "a", "a"])
  }
}
