//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A row of a list view as UIKit names it: a row in a section. The
/// simulated views have one section, `0`.
///
///     IndexPath(row: 3, section: 0).row  // 3
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The row within its section.
  public var row: Int
  /// The section.
  public var section: Int

  /// Creates an index path, as `IndexPath(row:section:)` does in UIKit.
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }

  /// Orders by section, then row.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `[section, row]`, as Foundation prints one.
  public var description: String { "[\(section), \(row)]" }
}

extension IndexPath: ExpressibleByArrayLiteral {
  /// An index path from `[section, row]`, as Foundation's `IndexPath` is
  /// made from an array literal.
  ///
  ///     let path: IndexPath = [0, 3]   // row 3 of section 0
  public init(arrayLiteral elements: Int...) {
    precondition(elements.count == 2, "A table view's index path is [section, row]")
    self.init(row: elements[1], section: elements[0])
  }
}

/// A stand-in for `UITableView` with UIKit's exact signatures — an
/// optional, hence escaping, batch-update closure, `IndexPath` rows and row
/// animations — over a ``SimulatedListView`` that checks UIKit's rules.
///
/// The documentation's UIKit code is compiled against it in the tests, so
/// code that would not compile against UIKit (an implicit `self` in the
/// escaping closure, a non-escaping parameter captured by it) does not
/// compile here either:
///
///     let tableView = SimulatedTableView<Int, String>(visibleRowCount: 8) { rows }
///     tableView.performBatchUpdates({
///         rows.append(.init(identity: 9, contents: "new"))
///         tableView.insertRows(at: [IndexPath(row: rows.count - 1, section: 0)], with: .fade)
///     })
///     tableView.list.invalidUpdates  // []
public final class SimulatedTableView<Identity: Hashable, Contents: Equatable> {
  /// UIKit's row animations; the simulation ignores them.
  public enum RowAnimation: Sendable {
    case fade, right, left, top, bottom, none, middle, automatic
  }

  /// The simulated list that keeps the rules and the screen.
  public let list: SimulatedListView<Identity, Contents>

  /// Creates a table view with a screen of `visibleRowCount` rows.
  ///
  /// - Parameters:
  ///   - visibleRowCount: How many rows the screen shows.
  ///   - dataSource: Returns the rows the view should show.
  public init(
    visibleRowCount: Int,
    dataSource: @escaping () -> [SimulatedListView<Identity, Contents>.Row]
  ) {
    list = SimulatedListView(visibleRowCount: visibleRowCount, dataSource: dataSource)
  }

  /// The rows on screen, as `UITableView.indexPathsForVisibleRows` gives
  /// them, after laying out if needed.
  public var indexPathsForVisibleRows: [IndexPath]? {
    list.indexPathsForVisibleRows().map { IndexPath(row: $0, section: 0) }
  }

  /// `UITableView.performBatchUpdates(_:completion:)`, with its signature.
  ///
  /// - Parameters:
  ///   - updates: Changes the data source and names the changed rows.
  ///   - completion: Called after the batch with whether it was valid.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    list.performBatchUpdates(updates, completion: completion)
  }

  /// `UITableView.deleteRows(at:with:)`: rows of the old rows.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    list.deleteRows(at: indexPaths.map(listRow))
  }

  /// `UITableView.insertRows(at:with:)`: rows of the new rows.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    list.insertRows(at: indexPaths.map(listRow))
  }

  /// `UITableView.moveRow(at:to:)`: from the old rows to the new.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    list.moveRow(at: listRow(indexPath), to: listRow(newIndexPath))
  }

  /// `UITableView.reloadRows(at:with:)`: rows of the old rows.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    list.reloadRows(at: indexPaths.map(listRow))
  }

  /// `UITableView.reconfigureRows(at:)`.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    list.reconfigureRows(at: indexPaths.map(listRow))
  }

  /// `UITableView.reloadData()`.
  public func reloadData() {
    list.reloadData()
  }

}

/// The row of an index path in the simulated table view's one section.
private func listRow(_ indexPath: IndexPath) -> Int {
  precondition(indexPath.section == 0, "The simulated table view has one section")
  return indexPath.row
}
