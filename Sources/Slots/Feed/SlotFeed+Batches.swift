//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  /// Runs several mutations and returns one change set for all of them, as
  /// one batch update of a list view takes it.
  ///
  /// Inside `updates`, call any mutations on the feed it is given; their
  /// own change sets can be ignored. The change set returned takes the rows
  /// before the first mutation to the rows after the last: removals and
  /// updates name positions before, insertions positions after, as
  /// `UITableView.performBatchUpdates(_:completion:)` wants them.
  ///
  ///     // p0 p1 p2 p3 p4 p5 | p6 p7
  ///     let changes = feed.performBatchUpdates { feed in
  ///         _ = feed.remove(at: 1)
  ///         _ = feed.remove(at: 3)       // p4, as the rows stand after the first
  ///         _ = feed.replace(at: 0, with: p0Liked)
  ///         _ = feed.append(contentsOf: [p8, p9], to: .post)
  ///     }
  ///     changes.removals    // [1, 4]
  ///     changes.updates     // [0]
  ///     changes.insertions  // [6, 7]
  ///
  /// An item that stays where it was stays in the change set too. An item
  /// that one mutation moves and another updates is removed and inserted,
  /// since a list view cannot reload a row that moves. The change set goes
  /// from the version before the batch to the version after it (see
  /// ``version``). Batches nest: an inner batch's change set is part of the
  /// outer one's.
  ///
  /// If `updates` throws, the mutations it made before it threw stay made,
  /// and the error is thrown on; the feed's version has moved on, so a list
  /// view that checks versions reloads at the next change set.
  ///
  /// - Parameter updates: A closure that mutates the feed it is given. It
  ///   must mutate that feed, not put another in its place.
  /// - Returns: The change set from the rows before `updates` to the rows
  ///   after it.
  /// - Complexity: The mutations' own costs, plus O(*c* log *c*) for each,
  ///   where *c* is the number of changes so far in the batch; independent
  ///   of the number of rows.
  @inlinable
  public mutating func performBatchUpdates(
    _ updates: (inout SlotFeed) throws -> Void
  ) rethrows -> SlotChangeSet {
    let outer = _batch
    _batch = SlotChangeSet()._stamped(from: _version, to: _version)
    defer {
      if let outer, let batch = _batch {
        _batch = outer._followed(by: batch)
      } else {
        _batch = outer
      }
    }
    try updates(&self)
    guard let batch = _batch else {
      preconditionFailure("performBatchUpdates(_:) found another feed in place of its own")
    }
    return batch
  }
}
