//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// How the rows of a feed changed: which items left, which arrived, which
/// moved, and which show new contents.
///
/// A change set has the shape of a list view's batch update. ``removals``
/// are positions in the old feed, ``insertions`` positions in the new feed,
/// and each of the ``moves`` takes the item at an old position to a new one.
/// Every other item stays, keeping its order among the items that stay; of
/// those, the ``updates`` (positions in the old feed) show new contents in
/// place. This is what `UICollectionView.performBatchUpdates(_:completion:)`
/// and `UITableView.performBatchUpdates(_:completion:)` expect (deletions
/// and reloads with old indices, insertions with new indices, moves from
/// old to new), and what `CollectionDifference` expects too, but for the
/// updates, which it cannot express; see ``difference(from:to:)``.
///
///     var feed = SlotCollection<String, String>(
///         layout: SlotLayout(pattern: ["post", "post", "ad"], repeatables: ["post"]))
///     feed[source: "post"] = ["P0", "P1", "P2", "P3"]
///     // P0 P1 P2 P3
///     let changes = feed.append(contentsOf: ["A0"], to: "ad")
///     // P0 P1 A0 P2 P3
///     changes.insertions  // [2]
///     changes.removals    // []
///
/// The positions are sorted: ``removals``, ``insertions`` and ``updates``
/// ascending, and ``moves`` by ascending ``Move/from``. A position is never
/// both removed and moved, never both inserted and the target of a move, and
/// an updated item is never removed, inserted or moved.
public struct SlotChangeSet: Hashable, Sendable {
  /// The positions, in the old feed, of the items that left it; ascending.
  public let removals: [Int]

  /// The positions, in the new feed, of the items that arrived; ascending.
  public let insertions: [Int]

  /// The items that stayed but changed their order relative to the others;
  /// by ascending ``Move/from``.
  public let moves: [Move]

  /// The positions, in the old feed, of the items that stay in place but
  /// show new contents; ascending.
  ///
  /// A list view reloads (or reconfigures) these rows. An updated item
  /// keeps its identity and its order among the items that stay; it is
  /// never also removed, inserted or moved.
  public let updates: [Int]

  /// The version of the ``SlotFeed`` that this change set applies to, or
  /// `nil` for a change set that no live feed made.
  ///
  /// A live feed stamps every change set it returns with the versions it
  /// goes from and to; see ``SlotFeed/version``. A list view that keeps the
  /// version it shows applies a change set only when its `fromVersion` is
  /// that version, and reloads when it is not. ``SlotCollection`` and
  /// ``init(removals:insertions:moves:updates:)`` leave it `nil`.
  ///
  /// The versions are part of the value: two change sets with the same
  /// changes from different versions are not equal. Compare the changes
  /// (``removals``, ``insertions``, ``moves``, ``updates``) to compare what
  /// they do to the rows alone.
  public let fromVersion: Int?

  /// The version of the ``SlotFeed`` after this change set, or `nil` for a
  /// change set that no live feed made.
  ///
  /// It is ``fromVersion`` plus one for a change set that changes rows,
  /// more for one of ``SlotFeed/performBatchUpdates(_:)`` that gathers
  /// several, and ``fromVersion`` itself for an empty one.
  public let toVersion: Int?

  /// Creates a change set from its parts, in any order.
  ///
  ///     let changes = SlotChangeSet(
  ///         removals: [3, 1], insertions: [0], moves: [.init(from: 4, to: 2)])
  ///     changes.removals  // [1, 3]
  ///     SlotChangeSet(updates: [7]).updates  // [7]
  ///
  /// The parts are sorted as the properties document. A position must not
  /// occur twice among `removals`, the moves' `from` and `updates`, nor twice
  /// among `insertions` and the moves' `to`; ``applied(to:newElement:)`` and
  /// ``difference(from:to:)`` trap on such a change set.
  ///
  /// - Parameters:
  ///   - removals: Positions in the old feed of the items that left.
  ///   - insertions: Positions in the new feed of the items that arrived.
  ///   - moves: Items that changed their order relative to the others.
  ///   - updates: Positions in the old feed of the items that stay in
  ///     place with new contents.
  /// - Complexity: O(*c* log *c*), where *c* is the number of changes.
  @inlinable
  public init(
    removals: [Int] = [], insertions: [Int] = [], moves: [Move] = [], updates: [Int] = []
  ) {
    self.removals = removals.sorted()
    self.insertions = insertions.sorted()
    self.moves = moves.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    self.updates = updates.sorted()
    self.fromVersion = nil
    self.toVersion = nil
  }

  /// Creates a change set from parts that are already sorted.
  @inlinable
  internal init(
    _sortedRemovals removals: [Int], insertions: [Int], moves: [Move], updates: [Int] = [],
    fromVersion: Int? = nil, toVersion: Int? = nil
  ) {
    self.removals = removals
    self.insertions = insertions
    self.moves = moves
    self.updates = updates
    self.fromVersion = fromVersion
    self.toVersion = toVersion
  }

  /// Returns this change set with every position moved down by `distance`:
  /// the change set of the same change in a feed that has `distance` more
  /// rows above.
  ///
  /// - Complexity: O(*c*), where *c* is the number of changes.
  @inlinable
  internal func _offset(by distance: Int) -> SlotChangeSet {
    guard distance != 0 else { return self }
    return SlotChangeSet(
      _sortedRemovals: removals.map { $0 + distance },
      insertions: insertions.map { $0 + distance },
      moves: moves.map { Move(from: $0.from + distance, to: $0.to + distance) },
      updates: updates.map { $0 + distance }, fromVersion: fromVersion, toVersion: toVersion)
  }

  /// A Boolean value that tells whether no row changed.
  ///
  /// The versions do not count: an empty change set from a live feed has
  /// versions, and leaves the feed at its ``fromVersion``.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool {
    removals.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
  }

  /// Returns the new list that this change set makes of an old one.
  ///
  /// Items that stay and items that move are carried over from `old`; the
  /// items at the inserted positions, and the updated items at their new
  /// positions, come from `newElement`. This is how a data source that keeps
  /// a copy of its rows brings the copy up to date:
  ///
  ///     let changes = feed.append(contentsOf: nextPage, to: .post)
  ///     rows = changes.applied(to: rows) { feed[$0] }
  ///
  /// Applied to the old feed's items, a change set that a feed returned
  /// gives the new feed's items.
  ///
  /// - Parameters:
  ///   - old: The items of the old list.
  ///   - newElement: A closure that returns the item at a position of the
  ///     new list; called once for each of the ``insertions`` and each of
  ///     the ``updates`` (with the updated item's position in the new list),
  ///     in order of position in the new list.
  /// - Returns: The new list.
  /// - Precondition: The change set fits `old`: its removals, moves and
  ///   updates lie in `old.indices`, and its insertions and moves fill
  ///   positions of the new list, whose length is `old.count -
  ///   removals.count + insertions.count`.
  /// - Complexity: O(*n* + *m*), where *n* is the length of the old list and
  ///   *m* that of the new one.
  @inlinable
  public func applied<Item>(
    to old: [Item], newElement: (_ position: Int) throws -> Item
  ) rethrows -> [Item] {
    let newCount = old.count - removals.count + insertions.count
    precondition(newCount >= 0, "Change set removes more items than the list holds")
    // For each old position, whether it leaves its place.
    var leaves = Array(repeating: false, count: old.count)
    // For each new position: -1 for an item that stays, -2 for an inserted
    // item, otherwise the old position of the item that moves there.
    var source = Array(repeating: -1, count: newCount)
    for position in removals {
      precondition(position >= 0 && position < old.count, "Removal out of range")
      precondition(!leaves[position], "Position removed twice")
      leaves[position] = true
    }
    for move in moves {
      precondition(move.from >= 0 && move.from < old.count, "Move out of range")
      precondition(!leaves[move.from], "Position removed twice")
      leaves[move.from] = true
      precondition(move.to >= 0 && move.to < newCount, "Move out of range")
      precondition(source[move.to] == -1, "Position inserted twice")
      source[move.to] = move.from
    }
    for position in insertions {
      precondition(position >= 0 && position < newCount, "Insertion out of range")
      precondition(source[position] == -1, "Position inserted twice")
      source[position] = -2
    }
    // For each old position, whether it stays with new contents.
    var isUpdated = Array(repeating: false, count: updates.isEmpty ? 0 : old.count)
    for position in updates {
      precondition(position >= 0 && position < old.count, "Update out of range")
      precondition(!leaves[position], "Position updated and removed or moved")
      precondition(!isUpdated[position], "Position updated twice")
      isUpdated[position] = true
    }
    var result: [Item] = []
    result.reserveCapacity(newCount)
    var stayer = 0
    for position in 0..<newCount {
      switch source[position] {
      case -1:
        while leaves[stayer] { stayer += 1 }
        if !isUpdated.isEmpty && isUpdated[stayer] {
          result.append(try newElement(position))
        } else {
          result.append(old[stayer])
        }
        stayer += 1
      case -2:
        result.append(try newElement(position))
      case let from:
        result.append(old[from])
      }
    }
    return result
  }
}
