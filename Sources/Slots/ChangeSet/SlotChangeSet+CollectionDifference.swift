//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotChangeSet {
  /// Returns the change set as a standard library `CollectionDifference`,
  /// with the items it removes from `old` and inserts from `new`.
  ///
  /// Each removal becomes a `.remove` of the old item, each insertion an
  /// `.insert` of the new item, and each move a `.remove` and an `.insert`
  /// associated with each other. `CollectionDifference` has no in-place
  /// reload, so each of the ``updates`` becomes a `.remove` of the old item
  /// and an `.insert` of the new one at its new position, not associated
  /// with each other. Applying the difference to the old items gives the new
  /// ones:
  ///
  ///     let old = feed
  ///     let changes = feed.append(contentsOf: nextPage, to: .post)
  ///     let difference = changes.difference(from: old, to: feed)
  ///     Array(old).applying(difference)! == Array(feed)  // true
  ///
  /// - Parameters:
  ///   - old: The list before the change, such as the old feed.
  ///   - new: The list after the change, such as the new feed.
  /// - Returns: The difference from `old` to `new` that this change set
  ///   describes.
  /// - Precondition: The change set fits `old` and `new`: its removals and
  ///   moves lie in the old list, its insertions and moves in the new one.
  /// - Complexity: O(*c* log *c*), where *c* is the number of changes:
  ///   `CollectionDifference` sorts and validates the changes it is given.
  @inlinable
  public func difference<Old: RandomAccessCollection, New: RandomAccessCollection>(
    from old: Old, to new: New
  ) -> CollectionDifference<Old.Element> where New.Element == Old.Element {
    func oldElement(_ position: Int) -> Old.Element {
      precondition(position >= 0 && position < old.count, "Position out of range")
      return old[old.index(old.startIndex, offsetBy: position)]
    }
    func newElement(_ position: Int) -> Old.Element {
      precondition(position >= 0 && position < new.count, "Position out of range")
      return new[new.index(new.startIndex, offsetBy: position)]
    }
    var changes: [CollectionDifference<Old.Element>.Change] = []
    changes.reserveCapacity(removals.count + insertions.count + 2 * (moves.count + updates.count))
    for position in removals {
      changes.append(.remove(offset: position, element: oldElement(position), associatedWith: nil))
    }
    for position in insertions {
      changes.append(.insert(offset: position, element: newElement(position), associatedWith: nil))
    }
    for move in moves {
      changes.append(
        .remove(offset: move.from, element: oldElement(move.from), associatedWith: move.to))
      changes.append(
        .insert(offset: move.to, element: newElement(move.to), associatedWith: move.from))
    }
    for (old, new) in _updatedPositions() {
      changes.append(.remove(offset: old, element: oldElement(old), associatedWith: nil))
      changes.append(.insert(offset: new, element: newElement(new), associatedWith: nil))
    }
    guard let difference = CollectionDifference(changes) else {
      preconditionFailure("Change set has a position twice")
    }
    return difference
  }

  /// Returns, for each of the ``updates``, its position in the old list and
  /// in the new list.
  ///
  /// An updated item stays: the items that stay keep their order, so the
  /// *r*-th item that stays in the old list is the one at the *r*-th new
  /// position that no insertion or move fills.
  ///
  /// - Complexity: O(*c* log *c*), where *c* is the number of changes.
  @inlinable
  internal func _updatedPositions() -> [(old: Int, new: Int)] {
    guard !updates.isEmpty else { return [] }
    let leaving = (removals + moves.map(\.from)).sorted()
    let arriving = (insertions + moves.map(\.to)).sorted()
    var result: [(old: Int, new: Int)] = []
    result.reserveCapacity(updates.count)
    var left = 0
    var arrived = 0
    for old in updates {
      while left < leaving.count && leaving[left] < old { left += 1 }
      let rank = old - left
      while arrived < arriving.count && arriving[arrived] <= rank + arrived { arrived += 1 }
      result.append((old, rank + arrived))
    }
    return result
  }
}
