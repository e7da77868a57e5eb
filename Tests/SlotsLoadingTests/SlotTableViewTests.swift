//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import SlotsLoading
import Testing
import _SlotsTestSupport

/// The library's batch update, against the test kit's table view with
/// UIKit's signatures and rules.
@MainActor
@Suite struct SlotTableViewTests {
  /// The recipe's table view, which conforms in the recipe's one line.
  typealias Table = UITableView
  typealias Row = SimulatedListView<String, Item>.Row

  static func rows(_ names: String) -> [Row] {
    names.map { Row(identity: String($0), contents: Item(id: Int($0.asciiValue!))) }
  }

  /// A change set with a removal, an insertion, a move and an update, as
  /// a feed gives one: old rows `abcdef`, new rows `xacefd` with `e`
  /// changed.
  static let changes = SlotChangeSet(
    removals: [1], insertions: [0], moves: [.init(from: 3, to: 5)], updates: [4])

  static var newRows: [Row] {
    var rows = rows("xacefd")
    rows[3].contents = Item(id: 0)
    return rows
  }

  @Test("apply(_:with:updatingData:) performs a change set as UIKit's rules ask")
  func appliesEveryChange() {
    var data = Self.rows("abcdef")
    let table = Table(visibleRowCount: 8) { data }
    table.list.layoutIfNeeded()
    table.apply(Self.changes, with: .fade) { data = Self.newRows }
    #expect(table.list.invalidUpdates == [])
    #expect(table.list.batchUpdateCount == 1)
    #expect(table.list.rows == Self.newRows)
  }

  /// The check can fail: a batch whose data source still reads the old
  /// rows breaks UIKit's rule on counts.
  @Test("A batch update that leaves the data as it was is invalid")
  func catchesDataNotUpdated() {
    let data = Self.rows("abcdef")
    let table = Table(visibleRowCount: 8) { data }
    table.list.layoutIfNeeded()
    table.apply(Self.changes, with: .fade) {}
    #expect(table.list.invalidUpdates.count == 1)
  }
}
