//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  /// Adds items to the end of a kind's source and returns how the rows
  /// changed.
  ///
  /// The new items go where the rules take them in the tail; the settled
  /// rows do not move. This is how a page of posts, or an ad that loaded
  /// late, arrives:
  ///
  ///     // pattern [.post, .post, .post, .ad], repeatables [.post]
  ///     // p0 p1 p2 p3 p4 p5 | (settled through 5)
  ///     let changes = feed.append(contentsOf: [a0], to: .ad)
  ///     // p0 p1 p2 p3 p4 p5 | a0
  ///     changes.insertions  // [6]
  ///
  /// Items of other kinds can enter or leave the tail too, when the new items
  /// change where the rules stop. A kind the feed has not met yet is added.
  ///
  /// - Parameters:
  ///   - items: The items to add, in order.
  ///   - kind: The kind of the items.
  /// - Returns: How the rows changed; every position in it is at least
  ///   ``settledCount``.
  /// - Complexity: O(*m* + *k* + *p* × *s*) plus the part of the tail that
  ///   changed, where *m* is the number of items added, *k* the number of
  ///   kinds, *p* the length of the pattern and header, and *s* the number
  ///   of runs of the tail's layout; independent of the number of settled
  ///   rows.
  @inlinable
  public mutating func append<Items: Sequence>(
    contentsOf items: Items, to kind: Kind
  ) -> SlotChangeSet where Items.Element == Element {
    _settlePending()
    let identifier = _intern(kind)
    let oldCount = _sources[identifier].count
    _sources[identifier].append(contentsOf: items)
    guard _sources[identifier].count > oldCount else { return _record(SlotChangeSet()) }
    return _record(_layOutTailAgain(renaming: _ItemMapping()))
  }

  /// Settles every row up to and including the given position: from now on,
  /// they never move.
  ///
  /// An app calls this as the reader scrolls, with the last visible row plus
  /// a little lookahead; a server calls it for each page it serves. No row
  /// changes, so there is no change set.
  ///
  ///     feed.settle(through: lastVisibleRow + 10)
  ///
  /// A position past the end settles every row; a position before
  /// ``settledCount`` (a negative one included) does nothing.
  ///
  /// - Parameter position: The last row to settle.
  /// - Complexity: O(1). The rule state at the new frontier is worked out
  ///   when the tail is next laid out.
  @inlinable
  public mutating func settle(through position: Int) {
    let settled = settledCount
    guard position >= settled, _tailCount > 0 else { return }
    _pending += Swift.min(position - settled, _tailCount - 1) + 1
  }

  /// Removes the row at the given position and returns how the rows
  /// changed.
  ///
  /// A settled row is hidden: it leaves the feed and nothing else moves (its
  /// place still counts for the rules, so fixed positions stay where they
  /// were). A row of the tail gives its item back: the item leaves its
  /// source and the tail is laid out again.
  ///
  ///     // p0 p1 p2 p3 p4 p5 a0 p6 p7 | p8 a1
  ///     let changes = feed.remove(at: 1)
  ///     // p0 p2 p3 p4 p5 a0 p6 p7 | p8 a1
  ///     changes.removals  // [1]
  ///
  /// - Parameter position: A valid position, in `0 ..< count`; any other
  ///   position traps, as with `Array.remove(at:)`.
  /// - Returns: `removals: [position]` and nothing else for a settled row;
  ///   for a tail row, changes at ``settledCount`` and after only.
  /// - Complexity: O(log *n*) amortized for a settled row, where *n* is the
  ///   number of rows; for a tail row, that of ``append(contentsOf:to:)``
  ///   plus the items of the row's kind after it in its source.
  @inlinable
  public mutating func remove(at position: Int) -> SlotChangeSet {
    _checkPosition(position)
    let settled = settledCount
    if position < settled {
      _hidden.insert(_underlyingRow(ofSettled: position))
      #if SLOTS_INTERNAL_CHECKS
        _checkInvariants()
      #endif
      return _record(SlotChangeSet(_sortedRemovals: [position], insertions: [], moves: []))
    }
    _settlePending()
    let item = _tail.item(at: position - settled)
    _sources[item.kind].remove(at: item.offset + _taken(item.kind))
    _groups.sourceChanged(item.kind, from: item.offset + _taken(item.kind))
    return _record(
      _layOutTailAgain(renaming: .removing(sortedOffsets: [item.offset], kind: item.kind)))
  }

  /// Shows new contents in the row at the given position and returns the
  /// change set that says so.
  ///
  /// The row keeps its place and its kind; a list view reloads it:
  ///
  ///     let changes = feed.replace(at: 4, with: post.liked())
  ///     changes.updates  // [4]
  ///
  /// The item is replaced where it is kept (in its kind's source, or in
  /// its prepended block), so the tail keeps its layout.
  ///
  /// With placements that keep groups apart (``SlotPlacement/separation``),
  /// a settled placed row keeps counting with the group it was laid out
  /// with. A placed row of the tail whose new item has another group is
  /// laid out afresh, since the new group may belong at another row: the
  /// change set then touches positions from ``settledCount`` on only.
  ///
  /// - Parameters:
  ///   - position: A valid position, in `0 ..< count`; any other position
  ///     traps.
  ///   - element: The new contents of the row.
  /// - Returns: `updates: [position]` and nothing else, but for a placed
  ///   tail row whose group changes.
  /// - Complexity: As a read: O(log *g* + log *h* + log *s* + log *f*) for
  ///   a row the rules laid out, O(log *h* + log *B*) for a prepended row;
  ///   see ``subscript(_:)``. With a placement
  ///   that keeps groups apart, plus laying the tail out when rows are
  ///   pending (to keep their groups) or when a placed tail row's group
  ///   changes.
  @inlinable
  public mutating func replace(at position: Int, with element: Element) -> SlotChangeSet {
    _checkPosition(position)
    if _rules.separatesGroups {
      // The groups of settled rows are kept as they were laid out.
      _settlePending()
    }
    switch _locate(position) {
    case .source(let kind, let offset):
      let regroups =
        _rules.separatesGroups(ofKind: kind)
        && _groupOf(_sources)(kind, offset) != _groupOf([[element]])(0, 0)
      _sources[kind][offset] = element
      guard regroups else { break }
      // The item's number goes, and the next layout numbers it again.
      _groups.sourceChanged(kind, from: offset)
      if position >= settledCount {
        // A placed item of another group may belong at another row: the
        // old item leaves the tail and the new one is laid out afresh. A
        // settled one stays where the reader saw it.
        return _record(
          _layOutTailAgain(renaming: .replacing(offset: offset - _taken(kind), kind: kind)))
      }
    case .block(let block, let row): _blocks[block, row: row] = element
    }
    return _record(
      SlotChangeSet(_sortedRemovals: [], insertions: [], moves: [], updates: [position]))
  }

  /// Puts a block of rows above every row, settled, and returns the change
  /// set that inserts them.
  ///
  /// This is pull-to-refresh: the new rows go on top, outside the rules,
  /// and nothing below them moves relative to the rest.
  ///
  ///     let changes = feed.prepend(
  ///         SlotCollection(layout: SlotLayout(pattern: [.post]), sources: [.post: fresh]))
  ///     changes.insertions  // 0 ..< fresh.count
  ///
  /// The block's rows are taken as the block lays them out now; the rules
  /// of the feed never see its items, and its rows do not count as rule
  /// positions.
  ///
  /// - Parameter block: The rows to put on top.
  /// - Returns: `insertions: 0 ..< block.count` and nothing else.
  /// - Complexity: O(*n* + *b* (log *s* + log *f*)), where *n* is the
  ///   number of items in the block, *b* its number of rows, and *s* and
  ///   *f* the numbers of its runs and fixed items: the feed keeps the
  ///   block's items and the item each row shows, not the block.
  @inlinable
  public mutating func prepend(_ block: SlotCollection<Kind, Element>) -> SlotChangeSet {
    guard !block.isEmpty else { return _record(SlotChangeSet()) }
    _blocks.append(block)
    _blockEnds.append(_prependedCount + block.count)
    #if SLOTS_INTERNAL_CHECKS
      _checkInvariants()
    #endif
    return _record(
      SlotChangeSet(_sortedRemovals: [], insertions: Array(0..<block.count), moves: []))
  }

  /// Replaces the rules for the rows ahead and returns how the rows changed.
  ///
  /// The settled rows stay. The items taken so far and the rule position
  /// carry over; the live repeatables start again from the new rules, and a
  /// fresh pass starts — in the new header if no row has been laid out by
  /// the rules yet, else in the pattern.
  ///
  ///     // P0 b0 p0 | p1 a0 p2 P1 p3 a1 p4 p5 p6 p7
  ///     let changes = feed.replaceLayout(with: SlotLayout(pattern: [.post, .ad, .ad]))
  ///     // P0 b0 p0 | p1 a0 a1 p2
  ///
  /// Every rule is replaced: those the new layout leaves unset are unset.
  ///
  /// - Parameter layout: The new rules.
  /// - Returns: How the rows changed; every position in it is at least
  ///   ``settledCount``.
  /// - Complexity: O(*k* + *r* log *r* + *p* × *s*) plus the part of the
  ///   tail that changed, where *r* is the size of the rules.
  @inlinable
  public mutating func replaceLayout(with layout: SlotLayout<Kind>) -> SlotChangeSet {
    _settlePending()
    let oldRules = _rules
    _rulesStart = _settled.count
    _layout = layout
    _rules = _LayoutRules(layout, table: &_table)
    if _rules.separatesGroups { _ = _grouping(Element.self) }
    _growToTable()
    _tailState = _PassState(freshPassOf: _rules, atRulePosition: _tailRulePosition)
    _placement = _placement.carried(from: oldRules, to: _rules)
    return _record(_layOutTailAgain(renaming: _ItemMapping()))
  }
}

// MARK: - Internals

extension SlotFeed {
  /// Lays the tail out again from the frontier (nothing may be pending) and
  /// returns the change set from the old tail, whose items are renamed by
  /// `mapping` (offsets counted from the frontier).
  @inlinable
  internal mutating func _layOutTailAgain(renaming mapping: _ItemMapping) -> SlotChangeSet {
    let oldTail = _tail
    var mapping = mapping
    if _table.count > 2 * _rules.namedKindCount, let renumbering = _forgetUnusedKinds() {
      // The old tail's items keep their kind under its new identifier; a
      // forgotten kind had no items.
      mapping.kinds = renumbering
    }
    _resolveTail()
    #if SLOTS_INTERNAL_CHECKS
      _checkInvariants()
    #endif
    return oldTail._changeSet(to: _tail, mapping: mapping)._offset(by: settledCount)
  }

  /// Returns the underlying row of the settled row at `position`.
  @inlinable
  internal func _underlyingRow(ofSettled position: Int) -> Int {
    _hidden.isEmpty
      ? position - _prependedCount
      : _hidden.underlying(ofVisible: position, base: -_prependedCount)
  }

  /// Forgets the kinds that have no items, that the rules do not name and
  /// that a resumed cursor counts no items of, once they outnumber the
  /// others, and renumbers the rest wherever the feed names a kind; returns
  /// the new identifier of each old kind (`-1` for a forgotten one), or
  /// `nil` when it forgot nothing. Nothing may be pending.
  ///
  /// A settled row's kind always has items (its own), so the settled rows
  /// only change names. Forgetting only when the unused kinds outnumber the
  /// used ones keeps the table within twice the kinds in use at an amortized
  /// O(1) a kind ever numbered, as `SlotCollection` does.
  ///
  /// - Complexity: O(*k* + *g*), where *k* is the number of kinds and *g* the
  ///   size of the settled rows' runs.
  @usableFromInline
  internal mutating func _forgetUnusedKinds() -> [Int]? {
    var keep = _kinds.kindsWithItems
    _rules.markNamedKinds(in: &keep)
    for kind in _tailState.live { keep[kind] = true }
    for kind in _resumedOffsets.indices where _resumedOffsets[kind] > 0 { keep[kind] = true }
    guard let renumbering = _kinds.forgetKinds(keeping: keep) else { return nil }
    _groups.removeAll()
    _resumedOffsets._renumberKinds(by: renumbering)
    _settled.sequentialUse._renumberKinds(by: renumbering)
    for index in _settled.entries.indices {
      _settled.entries[index].kind = renumbering[_settled.entries[index].kind]
    }
    _sealed.renumberKinds(by: renumbering)
    _tailState.live = _tailState.live.map { renumbering[$0] }
    _rules.renumber(renumbering)
    return renumbering
  }
}
