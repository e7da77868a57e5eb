//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  /// Returns the items of a kind that no settled row shows yet: those in
  /// the tail and those waiting for a slot, in source order.
  ///
  /// An item is *pending* from the time it is appended until the row that
  /// shows it is settled. A pending item can still leave without touching
  /// a row the reader has seen, which is what an ad that expires needs (see
  /// ``removePending(of:where:)``):
  ///
  ///     // pattern [.post, .post, .post, .ad], repeatables [.post]
  ///     // p0 p1 p2 p3 p4 p5 a0 p6 p7 | p8 a1   (a2 waits for posts)
  ///     feed.pendingItems(of: .ad)   // [a1, a2]
  ///     feed.pendingItems(of: .post) // [p8]
  ///
  /// Items of a kind are taken in source order, so the items that settled
  /// rows show are the first of their source, and the pending ones are the
  /// rest.
  ///
  /// - Parameter kind: The kind to list.
  /// - Returns: The pending items of `kind`, oldest first; empty for a kind
  ///   the feed has no items of.
  /// - Complexity: O(*m*), where *m* is the number of pending items of
  ///   `kind`, after settling nothing since the last mutation; otherwise
  ///   plus O(*p* × *s*), where *p* is the length of the pattern and header
  ///   and *s* the number of runs of the tail's layout. Independent of the
  ///   number of settled rows.
  @inlinable
  public func pendingItems(of kind: Kind) -> [Element] {
    guard let identifier = _table.identifier(of: kind) else { return [] }
    let taken = _pending > 0 ? _frontier().taken[identifier] : _taken(identifier)
    return Array(_sources[identifier][taken...])
  }

  /// Removes the pending items of a kind that match a predicate, and
  /// returns how the rows changed: the rows at and below the frontier only.
  ///
  /// Use it for items that must not be shown once they are stale, such as
  /// ads, which ad networks expire after about an hour. Items that a settled
  /// row shows are not offered to the predicate: the reader has seen them,
  /// and they stay (hide one with ``remove(at:)`` if it must go).
  ///
  ///     // p0 … p5 a0 p6 p7 | p8 a1   (a2 waits for posts)
  ///     let changes = feed.removePending(of: .ad) { $0.expiry <= now }  // a1, a2
  ///     // p0 … p5 a0 p6 p7 | p8
  ///     changes.removals  // [10]
  ///
  /// The predicate is called once for each pending item of `kind`, oldest
  /// first, so that it can also pick items by their place among the
  /// pending ones (the third, say), as ``pendingItems(of:)`` lists them.
  ///
  /// The tail is laid out again without the removed items, as after
  /// ``remove(at:)`` of a tail row.
  ///
  /// - Parameters:
  ///   - kind: The kind of the items to look at.
  ///   - shouldBeRemoved: A closure that tells whether a pending item of
  ///     `kind` leaves the feed.
  /// - Returns: How the rows changed; every position in it is at least
  ///   ``settledCount``.
  /// - Complexity: O(*m*) calls of the predicate, where *m* is the number
  ///   of pending items of `kind`, plus O(*m* + *k* + *p* × *s*) and the
  ///   part of the tail that changed, as for ``append(contentsOf:to:)``;
  ///   independent of the number of settled rows.
  @inlinable
  public mutating func removePending(
    of kind: Kind, where shouldBeRemoved: (Element) throws -> Bool
  ) rethrows -> SlotChangeSet {
    guard let identifier = _table.identifier(of: kind) else { return _record(SlotChangeSet()) }
    _settlePending()
    let base = _taken(identifier)
    var offsets: [Int] = []
    for offset in base..<_sources[identifier].count
    where try shouldBeRemoved(_sources[identifier][offset]) {
      offsets.append(offset)
    }
    guard !offsets.isEmpty else { return _record(SlotChangeSet()) }
    _sources[identifier]._removeItems(atSortedOffsets: offsets)
    _groups.sourceChanged(identifier, from: offsets[0])
    let tailOffsets = offsets.map { $0 - base }
    return _record(
      _layOutTailAgain(renaming: .removing(sortedOffsets: tailOffsets, kind: identifier)))
  }
}
