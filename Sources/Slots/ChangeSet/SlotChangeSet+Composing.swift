//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotChangeSet {
  /// Returns this change set with the given versions.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func _stamped(from fromVersion: Int?, to toVersion: Int?) -> SlotChangeSet {
    SlotChangeSet(
      _sortedRemovals: removals, insertions: insertions, moves: moves, updates: updates,
      fromVersion: fromVersion, toVersion: toVersion)
  }

  /// Returns the one change set that takes the old list of this change set
  /// to the new list of `next`, whose old list is this one's new list: the
  /// change set of a batch update that does both.
  ///
  /// Removals and updates name old positions, insertions new ones, as in
  /// every change set. An item that both change sets leave in place stays
  /// in place; an item that either moves is moved; an item that ends up
  /// both moved and updated is removed and inserted, since a list view
  /// cannot reload a row that moves; an item that `next` removes is removed
  /// from where it was (or never inserted, if this change set inserted it).
  /// The versions go from this change set's ``fromVersion`` to those of
  /// `next`'s ``toVersion``.
  ///
  /// - Complexity: O(*c* log *c*), where *c* is the number of changes in
  ///   both, independent of the length of the lists.
  @usableFromInline
  internal func _followed(by next: SlotChangeSet) -> SlotChangeSet {
    if next.isEmpty { return _stamped(from: fromVersion, to: next.toVersion) }
    if isEmpty { return next._stamped(from: fromVersion, to: next.toVersion) }
    let first = _StayingMap(self)
    let second = _StayingMap(next)
    // What this change set did to each middle position it names.
    var origins: [Int: _Origin] = [:]
    for position in insertions { origins[position] = _Origin(old: nil, moved: false) }
    for move in moves { origins[move.to] = _Origin(old: move.from, moved: true) }
    for position in updates {
      origins[first.newPosition(ofStaying: position)] = _Origin(
        old: position, moved: false, updated: true)
    }
    // What `next` does to each middle position it names: `nil` for a
    // removal.
    var fates: [Int: _Fate?] = [:]
    for position in next.removals { fates[position] = .some(nil) }
    for move in next.moves { fates[move.from] = _Fate(new: move.to, moved: true) }
    for position in next.updates {
      fates[position] = _Fate(new: second.newPosition(ofStaying: position), updated: true)
    }
    var removals = self.removals
    var insertions = next.insertions
    var moves: [Move] = []
    var updates: [Int] = []
    var middle = Array(origins.keys)
    for position in fates.keys where origins[position] == nil { middle.append(position) }
    for position in middle {
      let origin =
        origins[position] ?? _Origin(old: first.oldPosition(ofStaying: position), moved: false)
      let fate: _Fate
      if let known = fates[position] {
        guard let known else {
          // Removed by `next`: gone from where it was, if it was there.
          if let old = origin.old { removals.append(old) }
          continue
        }
        fate = known
      } else {
        fate = _Fate(new: second.newPosition(ofStaying: position))
      }
      guard let old = origin.old else {
        insertions.append(fate.new)
        continue
      }
      let moved = origin.moved || fate.moved
      let updated = origin.updated || fate.updated
      if moved && updated {
        removals.append(old)
        insertions.append(fate.new)
      } else if moved {
        moves.append(Move(from: old, to: fate.new))
      } else if updated {
        updates.append(old)
      }
    }
    let sorted = SlotChangeSet(
      removals: removals, insertions: insertions, moves: moves, updates: updates)
    return SlotChangeSet(
      _sortedRemovals: sorted.removals, insertions: sorted.insertions, moves: sorted.moves,
      updates: sorted.updates, fromVersion: fromVersion, toVersion: next.toVersion)
  }

  /// Where an item of a middle list came from.
  @usableFromInline
  internal struct _Origin {
    /// Its old position, or `nil` for an inserted item.
    @usableFromInline var old: Int?
    /// Whether it moved to get there.
    @usableFromInline var moved: Bool
    /// Whether it shows new contents.
    @usableFromInline var updated = false

    @usableFromInline
    init(old: Int?, moved: Bool, updated: Bool = false) {
      self.old = old
      self.moved = moved
      self.updated = updated
    }
  }

  /// Where an item of a middle list goes.
  @usableFromInline
  internal struct _Fate {
    /// Its new position.
    @usableFromInline var new: Int
    /// Whether it moves to get there.
    @usableFromInline var moved = false
    /// Whether it shows new contents.
    @usableFromInline var updated = false

    @usableFromInline
    init(new: Int, moved: Bool = false, updated: Bool = false) {
      self.new = new
      self.moved = moved
      self.updated = updated
    }
  }

  /// The positions of the items that a change set leaves in place, old to
  /// new and back, worked out from the positions it names.
  ///
  /// The items that stay keep their order: the *k*-th old position that is
  /// neither removed nor moved holds the item of the *k*-th new position
  /// that is neither inserted nor a move's target.
  @usableFromInline
  internal struct _StayingMap {
    /// The old positions that items leave, ascending.
    @usableFromInline var left: [Int]
    /// The new positions that items arrive at, ascending.
    @usableFromInline var arrived: [Int]

    @usableFromInline
    init(_ changes: SlotChangeSet) {
      left = (changes.removals + changes.moves.map(\.from)).sorted()
      arrived = (changes.insertions + changes.moves.map(\.to)).sorted()
    }

    /// The new position of the item that stays at old position `old`.
    ///
    /// - Complexity: O(log *c*).
    @usableFromInline
    func newPosition(ofStaying old: Int) -> Int {
      Self.position(ofRank: old - left._count(notAbove: old - 1), skipping: arrived)
    }

    /// The old position of the item that stays at new position `new`.
    ///
    /// - Complexity: O(log *c*).
    @usableFromInline
    func oldPosition(ofStaying new: Int) -> Int {
      Self.position(ofRank: new - arrived._count(notAbove: new - 1), skipping: left)
    }

    /// The `rank`-th position, counting from zero, that is not in `taken`
    /// (ascending).
    @usableFromInline
    static func position(ofRank rank: Int, skipping taken: [Int]) -> Int {
      // The free positions before `taken[j]` number `taken[j] - j`, which
      // never decreases: the answer is `rank + j` for the first `j` with
      // more than `rank` free positions before it.
      var low = 0
      var high = taken.count
      while low < high {
        let middle = (low + high) / 2
        if taken[middle] - middle > rank { high = middle } else { low = middle + 1 }
      }
      return rank + low
    }
  }
}
