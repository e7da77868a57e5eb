//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// A list view that performs batch updates with UIKit's `UITableView`
/// methods: conform the table view in one line, and apply each change set
/// with ``apply(_:with:updatingData:)``.
///
///     extension UITableView: @retroactive SlotTableView {}
///
///     pager.start { [unowned self] update in
///         tableView.apply(update.changes, with: .fade) { self.feed = update.feed }
///     }
///
/// The requirements are `UITableView`'s own, with its index path and row
/// animation types as associated types, so that the batch update is
/// written once, here, without UIKit or Foundation: an index path is made
/// as `[section, row]`, as Foundation's `IndexPath` is from an array
/// literal.
@MainActor
public protocol SlotTableView: AnyObject {
  /// The type of a row's position: `IndexPath` for `UITableView`.
  associatedtype RowPath: ExpressibleByArrayLiteral, Sendable
  where RowPath.ArrayLiteralElement == Int
  /// The type of a row animation: `UITableView.RowAnimation`.
  associatedtype RowAnimation: Sendable

  /// Runs `updates` as one batch update, as
  /// `UITableView.performBatchUpdates(_:completion:)` does.
  ///
  /// - Parameters:
  ///   - updates: Changes the data source and names the changed rows.
  ///   - completion: Called when the batch's animations end.
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
  /// Removes rows, at their positions before the batch.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows, before the batch.
  ///   - animation: How they leave.
  func deleteRows(at indexPaths: [RowPath], with animation: RowAnimation)
  /// Inserts rows, at their positions after the batch.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows, after the batch.
  ///   - animation: How they come.
  func insertRows(at indexPaths: [RowPath], with animation: RowAnimation)
  /// Moves a row from its position before the batch to its position after.
  ///
  /// - Parameters:
  ///   - indexPath: The row, before the batch.
  ///   - newIndexPath: The row, after the batch.
  func moveRow(at indexPath: RowPath, to newIndexPath: RowPath)
  /// Reloads rows, at their positions before the batch.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows, before the batch.
  ///   - animation: How they change.
  func reloadRows(at indexPaths: [RowPath], with animation: RowAnimation)
}

extension SlotTableView {
  /// Applies a change set in one batch update of section 0: runs
  /// `updatingData` first, inside the batch, then removes, inserts, moves
  /// and reloads the change set's rows.
  ///
  ///     tableView.apply(update.changes, with: .fade) { self.feed = update.feed }
  ///
  /// The data source must read the rows after the change only from
  /// `updatingData` on: the table reads the old rows before the batch and
  /// the new ones after it.
  ///
  /// - Parameters:
  ///   - changes: The change set, as a `SlotFeed` or a ``SlotFeedUpdate``
  ///     gives it.
  ///   - animation: The animation of every removal, insertion and reload.
  ///   - updatingData: Replaces the rows the data source reads with the
  ///     rows after the change.
  /// - Complexity: O(*c*), where *c* is the number of changes.
  public func apply(
    _ changes: SlotChangeSet, with animation: RowAnimation,
    updatingData: @escaping () -> Void
  ) {
    // The index paths of section 0, made before the batch.
    let removals: [RowPath] = changes.removals.map { [0, $0] }
    let insertions: [RowPath] = changes.insertions.map { [0, $0] }
    let moves: [(RowPath, RowPath)] = changes.moves.map { ([0, $0.from], [0, $0.to]) }
    let updates: [RowPath] = changes.updates.map { [0, $0] }
    performBatchUpdates(
      {
        updatingData()
        self.deleteRows(at: removals, with: animation)
        self.insertRows(at: insertions, with: animation)
        for (from, to) in moves { self.moveRow(at: from, to: to) }
        self.reloadRows(at: updates, with: animation)
      }, completion: nil)
  }
}
