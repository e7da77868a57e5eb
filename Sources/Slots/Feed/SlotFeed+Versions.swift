//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  /// The version of the rows: it goes up by one with every mutation that
  /// changes a row.
  ///
  /// Every change set the feed returns carries the versions it goes from
  /// and to (``SlotChangeSet/fromVersion`` and ``SlotChangeSet/toVersion``),
  /// so that a list view fed from elsewhere — a feed kept in an actor, its
  /// change sets sent to the main actor — can tell whether a change set
  /// applies to the rows it shows:
  ///
  ///     var feed = SlotFeed<Kind, Item>(layout: rules)
  ///     feed.version                                  // 0
  ///     let changes = feed.append(contentsOf: posts, to: .post)
  ///     (changes.fromVersion, changes.toVersion)      // (0, 1)
  ///     feed.version                                  // 1
  ///
  /// A list view that shows version `v` applies a change set whose
  /// `fromVersion` is `v`, ignores one whose `toVersion` is at most `v` (it
  /// shows those rows already), and otherwise reloads from a copy of the
  /// feed: it missed a change. <doc:LiveFeeds> gives the recipe.
  ///
  /// A mutation that changes no row (``settle(through:)``, or an append of
  /// nothing) keeps the version: its change set, if it has one, is empty
  /// and goes from the version to itself. A version counts the changes of
  /// one feed since it was made; a feed made again, from a cursor or from
  /// JSON, starts at 0, so a list view that switches feeds reloads.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var version: Int { _version }

  /// Stamps a mutation's change set with the versions it goes from and to,
  /// advancing the version when a row changed, and gathers it into the
  /// batch in progress, if any.
  @inlinable
  internal mutating func _record(_ changes: SlotChangeSet) -> SlotChangeSet {
    let fromVersion = _version
    if !changes.isEmpty { _version += 1 }
    let stamped = changes._stamped(from: fromVersion, to: _version)
    if let batch = _batch { _batch = batch._followed(by: stamped) }
    return stamped
  }
}
