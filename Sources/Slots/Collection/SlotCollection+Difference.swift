//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Change sets between two arbitrary feeds, for when a whole new state
// arrives at once.

extension SlotCollection {
  /// Returns how the positions changed from another feed to this one, where
  /// an item is known by its kind and its offset in its source.
  ///
  ///     let old = feed
  ///     feed.layout.pattern = [.post, .post, .post, .ad]
  ///     feed[source: .ad] = moreAds
  ///     let changes = feed.changeSetBySourcePosition(from: old)
  ///
  /// The item at offset 3 of the posts in `old` is the item at offset 3 of
  /// the posts in this feed, whatever the contents of the two; the change set
  /// says where items went, not whether they changed, so reload the items
  /// whose contents may differ. Kinds are matched by equality, so the two
  /// feeds may have met their kinds in any order.
  ///
  /// To know items by an identity instead, use
  /// ``changeSet(from:identifiedBy:)``, or ``changeSet(from:)`` for
  /// `Identifiable` items.
  ///
  /// - Parameter old: The feed before the change.
  /// - Returns: How the positions changed from `old` to this feed.
  /// - Complexity: The part of the two feeds that differs, from the first
  ///   position that differs to the last, plus the rules; the common start
  ///   and end are skipped a run of identical passes at a time.
  ///   <doc:PerformanceAndComplexity#Changing-a-Feed> gives the formula.
  @inlinable
  public func changeSetBySourcePosition(from old: Self) -> SlotChangeSet {
    _changeSetBySourcePosition(from: old)
  }

  /// Returns how the positions changed from another feed to this one, where
  /// an item is known by its kind and the identity that the given closure
  /// returns.
  ///
  ///     let old = feed
  ///     feed[source: .post] = postsFromServer
  ///     let changes = feed.changeSet(from: old) { $0.postID }
  ///
  /// This diffs two whole feeds in the manner of Heckel's algorithm, as
  /// IGListKit and DifferenceKit do: a symbol table counts how often each
  /// identity occurs in either feed, and each identity that occurs exactly
  /// once in both pairs an old item with a new one. Paired items stay or
  /// move; the change set keeps in place as many of them as keep their
  /// order, so it moves as few items as possible when the new feed has
  /// fewer than 65,536 items, and beyond that while the runs of paired
  /// neighbours are few enough to search in about linear time. Past that
  /// limit a greedy choice keeps the time linear and may move more items
  /// than needed (<doc:PerformanceAndComplexity#Changing-a-Feed> states the
  /// limit exactly). An identity that occurs
  /// more than once in either feed pairs nothing: its items are removed and
  /// inserted, which a list view accepts as well.
  ///
  /// - Parameters:
  ///   - old: The feed before the change.
  ///   - identity: A closure that returns the identity of an item; items
  ///     of different kinds never have the same identity.
  /// - Returns: How the positions changed from `old` to this feed.
  /// - Complexity: Linear in the number of items of the two feeds, on
  ///   average. <doc:PerformanceAndComplexity#Changing-a-Feed> gives the
  ///   formula.
  @inlinable
  public func changeSet<ID: Hashable>(
    from old: Self, identifiedBy identity: (Element) throws -> ID
  ) rethrows -> SlotChangeSet {
    let kinds = old._kindIdentifiers(in: _table)
    // Old kinds the new feed does not know keep identifiers of their own,
    // below zero, so that their items match nothing.
    let oldIdentities = try old._identities(
      kinds: kinds.indices.map { kinds[$0] >= 0 ? kinds[$0] : -1 - $0 }, identity)
    let newIdentities = try _identities(kinds: Array(_table.kinds.indices), identity)
    return SlotChangeSet(
      _matching: SlotChangeSet._uniqueMatches(from: oldIdentities, to: newIdentities),
      newCount: count, base: 0)
  }
}

extension SlotCollection where Element: Identifiable {
  /// Returns how the positions changed from another feed to this one, where
  /// an item is known by its kind and its `id`.
  ///
  ///     let old = feed
  ///     feed[source: .post] = postsFromServer
  ///     let changes = feed.changeSet(from: old)
  ///
  /// This is ``changeSet(from:identifiedBy:)`` with the items' `id` as their
  /// identity: an `id` that occurs more than once among the items of a kind
  /// in either feed pairs nothing, and its items are removed and inserted.
  /// This method exists only for `Identifiable` items, so that no call to
  /// it can mean something else in generic code;
  /// ``changeSetBySourcePosition(from:)`` knows items by their source
  /// position instead.
  ///
  /// - Parameter old: The feed before the change.
  /// - Returns: How the positions changed from `old` to this feed.
  /// - Complexity: Linear in the number of items of the two feeds, on
  ///   average. <doc:PerformanceAndComplexity#Changing-a-Feed> gives the
  ///   formula.
  @inlinable
  public func changeSet(from old: Self) -> SlotChangeSet {
    changeSet(from: old, identifiedBy: { $0.id })
  }
}

// MARK: - Internals

extension SlotCollection {
  /// The change set from `old` to this feed by (kind, offset), whatever
  /// `Element` is.
  @inlinable
  internal func _changeSetBySourcePosition(from old: Self) -> SlotChangeSet {
    old._plan._changeSet(
      to: _plan, mapping: .renumbering(kinds: old._kindIdentifiers(in: _table)))
  }

  /// Returns every item's kind, renamed by `kinds`, and identity, in order,
  /// walking the feed a stretch at a time.
  ///
  /// - Complexity: O(*n* + *s* × *w*), where *n* is the number of items, *s*
  ///   the number of runs and *w* the width of the widest pass, plus the
  ///   calls to `identity`.
  @inlinable
  internal func _identities<ID: Hashable>(
    kinds: [Int], _ identity: (Element) throws -> ID
  ) rethrows -> [_KindAndIdentity<ID>] {
    var identities: [_KindAndIdentity<ID>] = []
    identities.reserveCapacity(count)
    var walk = Iterator(self)
    while let (kind, offset, length) = walk._takeStretch() {
      let renamed = kinds[kind]
      for itemOffset in offset..<(offset &+ length) {
        identities.append(
          _KindAndIdentity(kind: renamed, identity: try identity(_sources[kind][itemOffset])))
      }
    }
    return identities
  }

  /// The identifier in `table` of each kind of this feed, or `-1` for a kind
  /// that `table` has not met.
  @inlinable
  internal func _kindIdentifiers(in table: _KindTable<Kind>) -> [Int] {
    _table.kinds.map { table.identifier(of: $0) ?? -1 }
  }
}
