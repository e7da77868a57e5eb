//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

/// The simulated list view keeps UIKit's batch-update rules: each rule is
/// broken once, and the view must say so; valid batches pass; the screen
/// records what changes on it.
@Suite struct SimulatedListViewTests {
  typealias View = SimulatedListView<String, Int>

  /// A model of rows named by letters, with contents, and a view of it.
  final class Bench {
    var rows: [View.Row]
    let view: View
    var displayed: [Int] = []
    var ended: [Int] = []

    init(_ names: String, visibleRowCount: Int = 3) {
      rows = names.map { View.Row(identity: String($0), contents: 0) }
      view = View(visibleRowCount: visibleRowCount) { [] }
      view.dataSource = { [unowned self] in rows }
      view.willDisplay = { [unowned self] in displayed.append($0) }
      view.didEndDisplaying = { [unowned self] in ended.append($0) }
      view.layoutIfNeeded()
    }

    /// Sets the model to `names`, keeping the contents of the names kept.
    func set(_ names: String) {
      let contents = Dictionary(rows.map { ($0.identity, $0.contents) }) { first, _ in first }
      rows = names.map { View.Row(identity: String($0), contents: contents[String($0)] ?? 0) }
    }

    func batch(
      _ names: String, _ cause: View.Cause = .layout, deleting: [Int] = [], inserting: [Int] = [],
      moving: [(Int, Int)] = [], reloading: [Int] = [], reconfiguring: [Int] = []
    ) {
      view.performBatchUpdates(cause) {
        set(names)
        view.deleteRows(at: deleting)
        view.insertRows(at: inserting)
        for (from, to) in moving { view.moveRow(at: from, to: to) }
        view.reloadRows(at: reloading)
        view.reconfigureRows(at: reconfiguring)
      }
    }

    var names: String { view.rows.map(\.identity).joined() }
  }

  @Test("A valid batch: old positions for deletions, new ones for insertions")
  func validBatch() {
    let bench = Bench("abcde")
    // a b c d e -> a x c e b: delete d (3), insert x (1), move b 1 -> 4.
    bench.batch("axceb", deleting: [3], inserting: [1], moving: [(1, 4)])
    #expect(bench.view.invalidUpdates == [])
    #expect(bench.names == "axceb")
  }

  @Test(
    "Each broken rule is caught",
    arguments: [
      ("abc", [5], [Int](), [(Int, Int)](), [Int](), "out of range"),
      ("abc", [], [3], [], [], "out of range"),
      ("abc", [1, 1], [], [], [], "twice"),
      ("b", [0, 1], [], [(1, 0)], [], "twice"),
      ("abc", [1], [1], [], [1], "twice"),
      ("acb", [], [], [(1, 2), (1, 1)], [], "twice"),
      ("abc", [], [], [(1, 2), (2, 2)], [], "twice"),
      ("axbc", [], [1, 1], [], [], "twice"),
      ("abcd", [], [], [], [], "invalid number of rows"),
      ("ac", [], [], [], [], "invalid number of rows"),
    ])
  func brokenRules(
    names: String, deleting: [Int], inserting: [Int], moving: [(Int, Int)], reloading: [Int],
    message: String
  ) {
    let bench = Bench("abc")
    bench.batch(
      names, deleting: deleting, inserting: inserting, moving: moving, reloading: reloading)
    #expect(bench.view.invalidUpdates.count == 1)
    #expect(bench.view.invalidUpdates.first?.contains(message) == true)
    #expect(bench.names == names, "the view goes on with the data source's rows")
  }

  @Test("A row whose contents changed must be reloaded or reconfigured")
  func staleContents() {
    let bench = Bench("abc")
    bench.view.performBatchUpdates(.layout) { bench.rows[1].contents = 1 }
    #expect(bench.view.invalidUpdates.first?.contains("the view shows b=0 at row 1") == true)

    let reloaded = Bench("abc")
    reloaded.view.performBatchUpdates(.layout) {
      reloaded.rows[1].contents = 1
      reloaded.view.reloadRows(at: [1])
    }
    let reconfigured = Bench("abc")
    reconfigured.view.performBatchUpdates(.layout) {
      reconfigured.rows[1].contents = 1
      reconfigured.view.reconfigureRows(at: [1])
    }
    #expect(reloaded.view.invalidUpdates == [])
    #expect(reconfigured.view.invalidUpdates == [])
    #expect(reconfigured.view.rows[1].contents == 1)
  }

  @Test("A move carries the old cell: a moved row with new contents is stale")
  func movesDoNotRefresh() {
    let bench = Bench("abc")
    bench.view.performBatchUpdates(.layout) {
      bench.rows = [bench.rows[1], bench.rows[0], bench.rows[2]]
      bench.rows[0].contents = 1
      bench.view.moveRow(at: 1, to: 0)
    }
    #expect(bench.view.invalidUpdates.count == 1)
  }

  @Test("Reconfigurations come alone and keep the row's identity")
  func reconfigurations() {
    let mixed = Bench("abc")
    mixed.batch("abcd", inserting: [3], reconfiguring: [0])
    #expect(mixed.view.invalidUpdates.first?.contains("share the batch") == true)
    let other = Bench("abc")
    other.batch("axc", reconfiguring: [1])
    #expect(other.view.invalidUpdates.first?.contains("another item") == true)
  }

  @Test("A reload takes the row from the data source, even another item")
  func reloadReadsTheDataSource() {
    let bench = Bench("abc")
    bench.batch("axc", reloading: [1])
    #expect(bench.view.invalidUpdates == [])
    #expect(bench.names == "axc")
  }

  @Test("Changing the model before a batch whose layout is out of date breaks the batch")
  func modelChangedOutsideTheBatch() {
    let current = Bench("abc")
    current.set("abcd")
    current.view.performBatchUpdates(.layout) { current.view.insertRows(at: [3]) }
    #expect(current.view.invalidUpdates == [], "a current layout still holds the old rows")

    let reloaded = Bench("abc")
    reloaded.view.reloadData()
    reloaded.set("abcd")
    reloaded.view.performBatchUpdates(.layout) { reloaded.view.insertRows(at: [3]) }
    #expect(reloaded.view.invalidUpdates.first?.contains("invalid number of rows") == true)

    let inside = Bench("abc")
    inside.view.reloadData()
    inside.batch("abcd", inserting: [3])
    #expect(inside.view.invalidUpdates == [])
  }

  @Test("An arrival must leave every row on screen as it was")
  func arrivals() {
    let bench = Bench("abcdefgh")
    bench.view.scroll(toFirstVisibleRow: 2)  // c d e on screen
    bench.batch("abcdefghx", .arrival, inserting: [8])
    bench.batch("abcdexfghx", .arrival, inserting: [5])
    #expect(bench.view.visibleChanges == [])
    bench.batch("abcdxexfghx", .arrival, inserting: [4])
    #expect(bench.view.visibleChanges.count == 1)
    bench.batch("yabcdxexfghx", .arrival, inserting: [0])
    #expect(bench.view.visibleChanges.count == 4, "a row above the screen shifts every row on it")
  }

  @Test("An edit may change its own rows, and no other row on screen")
  func edits() {
    let bench = Bench("abcdef")
    bench.batch("acdef", .edit(of: ["b"]), deleting: [1])
    #expect(bench.view.visibleChanges == [], "rows below a hidden row move up")
    bench.batch("adef", .edit(of: ["b"]), deleting: [1])
    #expect(bench.view.visibleChanges.count == 1)
    bench.batch("xyadef", .edit(of: ["x"]), inserting: [0, 1])
    #expect(bench.view.visibleChanges.count == 2)
  }

  @Test("A layout pass reports the rows that came on screen, once")
  func display() {
    let bench = Bench("ab")
    #expect(bench.displayed == [0, 1])
    bench.batch("abc", .arrival, inserting: [2])
    #expect(bench.displayed == [0, 1], "a batch update does not lay out")
    bench.view.layoutIfNeeded()
    #expect(bench.displayed == [0, 1, 2])
    bench.batch("abcdef", .arrival, inserting: [3, 4, 5])
    bench.view.scroll(toFirstVisibleRow: 9)
    #expect(bench.view.firstVisibleRow == 3)
    #expect(bench.displayed == [0, 1, 2, 3, 4, 5])
    #expect(bench.view.indexPathsForVisibleRows() == 3..<6)
    #expect(bench.ended == [0, 1, 2])
  }

  @Test("A layout pass reports the rows that left the screen: where they are, or were if deleted")
  func endDisplay() {
    let bench = Bench("abcdef")
    bench.view.scroll(toFirstVisibleRow: 2)
    #expect(bench.ended == [0, 1])
    // "d", on screen at 3, is deleted; "x" and "y" come on top.
    bench.batch("xyabcef", .edit(of: ["d"]), deleting: [3], inserting: [0, 1])
    bench.view.layoutIfNeeded()
    // The screen keeps positions 2 ... 4: "a", "b", "c". "e", now at 5,
    // left it; "d" left where it was.
    #expect(bench.ended == [0, 1, 3, 5])
    bench.ended = []
    bench.view.reloadData()
    #expect(bench.ended == [2, 3, 4])
  }
}
