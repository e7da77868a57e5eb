//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Mutations that tell how the feed's positions changed. Each one changes the
// sources or the rules, lays the feed out anew, and compares the old layout
// with the new one (see `_LayoutPlan+Comparison`), following every item that
// the mutation keeps.

extension SlotCollection {
  /// Adds items to the end of a kind's source and returns how the feed's
  /// positions changed.
  ///
  /// This is how the next page of a paginated feed arrives:
  ///
  ///     // pattern [.post, .post, .ad], repeatables [.post]
  ///     // P0 P1 A0 P2 P3: the ads ran out, the posts go on alone.
  ///     let changes = feed.append(contentsOf: [A1, A2], to: .ad)
  ///     // P0 P1 A0 P2 P3 A1
  ///     changes.insertions  // [5]
  ///
  /// The items already in the feed keep their identity; the change set
  /// inserts the new items and moves the old ones that changed order
  /// relative to others. Items of other kinds can enter or leave the feed
  /// too, when the new items change where the layout stops or what the
  /// fallback fills. A kind the feed has not met yet is added.
  ///
  /// Ignoring the result is a compile-time warning: a list view that is not
  /// told of the change shows stale rows. Set ``subscript(source:)`` to
  /// change a source without a change set.
  ///
  /// - Parameters:
  ///   - items: The items to add, in order.
  ///   - kind: The kind of the items.
  /// - Returns: How the positions of the feed changed.
  /// - Complexity: The new items plus the part of the feed that changed,
  ///   amortized; never the whole feed. The cost has no term in the length
  ///   of the feed: adding a page of 1,000 items to a feed of a million
  ///   items measures about twice what it does on a feed of ten thousand.
  ///   <doc:PerformanceAndComplexity#Changing-a-Feed> gives the formula.
  @inlinable
  public mutating func append<Items: Sequence>(
    contentsOf items: Items, to kind: Kind
  ) -> SlotChangeSet where Items.Element == Element {
    guard let identifier = _table.identifier(of: kind) else {
      // Not numbered before it has items, so that appending nothing leaves
      // no kind behind.
      return _addSource(Array(items), for: kind)
    }
    let oldCount = _sources[identifier].count
    _sources[identifier].append(contentsOf: items)
    guard _sources[identifier].count > oldCount else { return SlotChangeSet() }
    return _resolve(renaming: _ItemMapping())
  }

  /// Inserts items into a kind's source at the given offset and returns how
  /// the feed's positions changed.
  ///
  /// Use it when new items arrive in front of a source, as with
  /// pull-to-refresh:
  ///
  ///     // pattern [.post, .post, .ad], repeatables [.post]:
  ///     // P0 P1 A0 P2 P3
  ///     let changes = feed.insert(contentsOf: [N0], atOffset: 0, in: .post)
  ///     // N0 P0 A0 P1 P2 P3
  ///     changes.insertions  // [0]
  ///     changes.moves       // [2->2]
  ///
  /// The items at and after `offset` in the source keep their identity at
  /// their new offsets. The new items push the later items of the same kind
  /// back, so the items of other kinds that are interleaved with those
  /// change order relative to them: above, the ad stays at position 2 while
  /// P1 passes it, which is a move. The change set is as long as the part of
  /// the feed where the kinds interleave from `offset` on.
  ///
  /// - Parameters:
  ///   - items: The items to insert, in order.
  ///   - offset: Where to insert them in the source of `kind`, in
  ///     `0 ... source.count`.
  ///   - kind: The kind of the items.
  /// - Returns: How the positions of the feed changed.
  /// - Complexity: The items of `kind` from `offset` on, plus the part of
  ///   the feed that changed; never the whole feed.
  ///   <doc:PerformanceAndComplexity#Changing-a-Feed> gives the formula.
  @inlinable
  public mutating func insert<Items: Collection>(
    contentsOf items: Items, atOffset offset: Int, in kind: Kind
  ) -> SlotChangeSet where Items.Element == Element {
    let sourceCount = _table.identifier(of: kind).map { _sources[$0].count } ?? 0
    precondition(offset >= 0 && offset <= sourceCount, "Offset out of range")
    guard !items.isEmpty else { return SlotChangeSet() }
    let identifier = _intern(kind)
    _sources[identifier].insert(contentsOf: items, at: offset)
    _groups.sourceChanged(identifier, from: offset)
    let inserted = _sources[identifier].count - sourceCount
    return _resolve(
      renaming: .inserting(count: inserted, atOffset: offset, kind: identifier))
  }

  /// Removes the items at the given offsets of a kind's source and returns
  /// how the feed's positions changed.
  ///
  ///     // pattern [.post, .post, .ad], repeatables [.post]:
  ///     // P0 P1 A0 P2 P3 P4
  ///     let changes = feed.remove(atOffsets: [3], in: .post)
  ///     // P0 P1 A0 P2 P4
  ///     changes.removals  // [4]
  ///
  /// The offsets may come in any order, and an offset named twice is
  /// removed once; a range such as `10 ..< 20` works too. The items after
  /// the removed ones keep their identity at their new offsets, and, as
  /// with ``insert(contentsOf:atOffset:in:)``, items of other kinds that
  /// are interleaved with them may move relative to them.
  ///
  /// - Parameters:
  ///   - offsets: Offsets in the source of `kind`, each in `0 ..<
  ///     source.count`.
  ///   - kind: The kind of the items.
  /// - Returns: How the positions of the feed changed.
  /// - Complexity: The items of `kind` from the first removed one on,
  ///   plus sorting the offsets when they do not come sorted, plus the part
  ///   of the feed that changed; never the whole feed.
  ///   <doc:PerformanceAndComplexity#Changing-a-Feed> gives the formula.
  @inlinable
  public mutating func remove<Offsets: Sequence>(
    atOffsets offsets: Offsets, in kind: Kind
  ) -> SlotChangeSet where Offsets.Element == Int {
    var sorted = Array(offsets)
    if !zip(sorted, sorted.dropFirst()).allSatisfy({ $0 < $1 }) {
      sorted.sort()
      var unique = 0
      for index in sorted.indices where index == 0 || sorted[index] != sorted[unique - 1] {
        sorted[unique] = sorted[index]
        unique += 1
      }
      sorted.removeLast(sorted.count - unique)
    }
    guard let first = sorted.first, let last = sorted.last else { return SlotChangeSet() }
    let identifier = _table.identifier(of: kind)
    precondition(
      first >= 0 && identifier.map { last < _sources[$0].count } == true,
      "Offset out of range")
    _sources[identifier!]._removeItems(atSortedOffsets: sorted)
    _groups.sourceChanged(identifier!, from: first)
    return _resolve(renaming: .removing(sortedOffsets: sorted, kind: identifier!))
  }

  /// Replaces a kind's whole source with items that are all new, and
  /// returns how the feed's positions changed.
  ///
  ///     // pattern [.post, .ad]: P0 A0 P1 A1
  ///     let changes = feed.replaceSource(of: .ad, withNewItems: [B0])
  ///     // P0 B0 P1
  ///     changes.removals    // [1, 3]
  ///     changes.insertions  // [1]
  ///
  /// No new item is taken for an old one: the change set removes every old
  /// item of `kind` and inserts every new one, so a list view shows the new
  /// items' contents. To keep the items that are in both the old and the new
  /// source, use ``replaceSource(of:with:identifiedBy:)``, or
  /// ``replaceSource(of:with:)`` for `Identifiable` items. An empty array
  /// empties the source.
  ///
  /// - Parameters:
  ///   - kind: The kind whose source to replace.
  ///   - items: The new items of `kind`, in order.
  /// - Returns: How the positions of the feed changed.
  /// - Complexity: The part of the feed that changed, plus releasing the old
  ///   items; never the rest of the feed.
  ///   <doc:PerformanceAndComplexity#Changing-a-Feed> gives the formula.
  @inlinable
  public mutating func replaceSource(
    of kind: Kind, withNewItems items: [Element]
  ) -> SlotChangeSet {
    guard let identifier = _table.identifier(of: kind) else {
      return _addSource(items, for: kind)
    }
    _sources[identifier] = items
    _groups.sourceChanged(identifier, from: 0)
    return _resolve(renaming: .droppingAll(of: identifier))
  }

  /// Replaces a kind's whole source and returns how the feed's positions
  /// changed, keeping the items whose identity is in both the old and the
  /// new source.
  ///
  ///     // pattern [.post, .ad], ads identified by their campaign
  ///     let changes = feed.replaceSource(of: .ad, with: freshAds) { $0.campaign }
  ///
  /// An old item and a new item of `kind` with the same identity are the
  /// same item: it stays or moves, and the change set removes only the
  /// old items whose identity is gone and inserts only the new items whose
  /// identity is new. An identity that occurs more than once in the old or
  /// the new source matches nothing: its items are removed and inserted.
  ///
  /// - Parameters:
  ///   - kind: The kind whose source to replace.
  ///   - items: The new items of `kind`, in order.
  ///   - identity: A closure that returns the identity of an item.
  /// - Returns: How the positions of the feed changed.
  /// - Complexity: The old and new items of `kind`, on average, plus the
  ///   part of the feed that changed.
  ///   <doc:PerformanceAndComplexity#Changing-a-Feed> gives the formula.
  @inlinable
  public mutating func replaceSource<ID: Hashable>(
    of kind: Kind, with items: [Element], identifiedBy identity: (Element) throws -> ID
  ) rethrows -> SlotChangeSet {
    guard let identifier = _table.identifier(of: kind) else {
      return _addSource(items, for: kind)
    }
    let newOffsets = SlotChangeSet._uniqueMatches(
      from: try _sources[identifier].map(identity), to: try items.map(identity))
    _sources[identifier] = items
    _groups.sourceChanged(identifier, from: 0)
    return _resolve(renaming: .moving(identifier, to: newOffsets))
  }

  /// Replaces the rules of the feed and returns how the feed's positions
  /// changed.
  ///
  ///     // pattern [.post, .ad]: P0 A0 P1 A1
  ///     let changes = feed.replaceLayout(
  ///         with: SlotLayout(pattern: [.post, .ad], header: [.banner]))
  ///     // B0 P0 A0 P1 A1
  ///     changes.insertions  // [0]
  ///
  /// Every item keeps its identity; items enter or leave the feed as the
  /// new rules take them or leave them out.
  ///
  /// Ignoring the result is a compile-time warning; set ``layout`` to change
  /// the rules without a change set.
  ///
  /// - Parameter layout: The new rules.
  /// - Returns: How the positions of the feed changed.
  /// - Complexity: The rules plus the part of the feed that changed; new
  ///   rules often change the whole feed.
  ///   <doc:PerformanceAndComplexity#Changing-a-Feed> gives the formula.
  @inlinable
  public mutating func replaceLayout(with layout: SlotLayout<Kind>) -> SlotChangeSet {
    _setLayoutWithoutResolving(layout)
    return _resolve(renaming: _ItemMapping())
  }
}

extension SlotCollection {
  /// Shows new contents in the item at the given position and returns the
  /// change set that says so.
  ///
  /// The item keeps its place, its kind and its offset in its source; only
  /// its contents change, so a list view reloads that one row:
  ///
  ///     // pattern [.post, .ad]: P0 A0 P1 A1
  ///     let changes = feed.replace(at: 2, with: P1Edited)
  ///     // P0 A0 P1Edited A1
  ///     changes.updates  // [2]
  ///
  /// One case lays the feed out anew: the item of a placement with a
  /// ``SlotPlacement/separation`` whose new contents have another
  /// ``SlotGrouping/slotGroup``, since the new group may belong at another
  /// row. The change set then removes the old item and inserts the new one
  /// where it now stands, with whatever else moved.
  ///
  /// - Parameters:
  ///   - position: A valid position of the feed, in `0 ..< count`; any other
  ///     position traps.
  ///   - element: The new contents of the item.
  /// - Returns: `updates: [position]` and nothing else, but for a placed
  ///   item whose group changes.
  /// - Complexity: O(log *s* + log *f*), as a read, when the layout does not
  ///   change; otherwise that of laying the feed out anew and comparing.
  @inlinable
  public mutating func replace(at position: Int, with element: Element) -> SlotChangeSet {
    _checkPosition(position)
    let item = _plan.item(at: position)
    if _rules.separatesGroups(ofKind: item.kind),
      _groupOf(_sources)(item.kind, item.offset) != _groupOf([[element]])(0, 0)
    {
      // An item of another group may belong at another row: the old item
      // leaves the feed and the new one is laid out afresh.
      _sources[item.kind][item.offset] = element
      _groups.sourceChanged(item.kind, from: item.offset)
      return _resolve(renaming: .replacing(offset: item.offset, kind: item.kind))
    }
    // The item's group, if it is numbered, is the same.
    _sources[item.kind][item.offset] = element
    return SlotChangeSet(_sortedRemovals: [], insertions: [], moves: [], updates: [position])
  }
}

extension SlotCollection where Element: Identifiable {
  /// Replaces a kind's whole source and returns how the feed's positions
  /// changed, keeping the items whose `id` is in both the old and the new
  /// source.
  ///
  /// This is ``replaceSource(of:with:identifiedBy:)`` with the items' `id`
  /// as their identity:
  ///
  ///     // pattern [.post, .ad]: P0 A0 P1 A1
  ///     let changes = feed.replaceSource(of: .ad, with: [A1, A2])
  ///     // P0 A1 P1 A2
  ///     changes.removals    // [1]
  ///     changes.moves       // [3->1]
  ///     changes.insertions  // [3]
  ///
  /// This method exists only for `Identifiable` items, so that no call to
  /// it can mean something else in generic code;
  /// ``replaceSource(of:withNewItems:)`` takes every item as new.
  ///
  /// - Parameters:
  ///   - kind: The kind whose source to replace.
  ///   - items: The new items of `kind`, in order.
  /// - Returns: How the positions of the feed changed.
  /// - Complexity: The old and new items of `kind`, on average, plus the
  ///   part of the feed that changed.
  ///   <doc:PerformanceAndComplexity#Changing-a-Feed> gives the formula.
  @inlinable
  public mutating func replaceSource(of kind: Kind, with items: [Element]) -> SlotChangeSet {
    replaceSource(of: kind, with: items, identifiedBy: { $0.id })
  }
}

// MARK: - Internals

extension SlotCollection {
  /// Lays the feed out anew and returns the change set from the old layout,
  /// where the old items are renamed by `mapping`.
  @inlinable
  internal mutating func _resolve(renaming mapping: _ItemMapping) -> SlotChangeSet {
    let oldPlan = _plan
    var mapping = mapping
    if let renumbering = _resolveRenumberingKinds() {
      // The table forgot kinds without items: the old items keep their kind
      // under its new identifier, and a forgotten kind has none left.
      mapping.kinds = renumbering
    }
    return oldPlan._changeSet(to: _plan, mapping: mapping)
  }

  /// Gives a kind that the feed has not met its first items.
  @inlinable
  internal mutating func _addSource(_ items: [Element], for kind: Kind) -> SlotChangeSet {
    guard !items.isEmpty else { return SlotChangeSet() }
    let identifier = _intern(kind)
    _sources[identifier] = items
    _groups.sourceChanged(identifier, from: 0)
    return _resolve(renaming: _ItemMapping())
  }
}
