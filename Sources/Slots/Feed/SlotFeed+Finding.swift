//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  /// Returns the position in the feed of the item at `offset` in the source
  /// of `kind`, or `nil` when no row shows that item.
  ///
  /// This is the inverse of ``sourcePosition(at:)``: offsets count the items
  /// of `kind` given to this feed, settled ones included.
  ///
  ///     // pattern [.post, .post, .ad], repeatables [.post]
  ///     // p0 p1 a0 p2 | p3 a1 p4
  ///     feed.index(ofOffset: 1, in: .ad)    // 5
  ///     feed.remove(at: 1)                  // hides p1
  ///     feed.index(ofOffset: 1, in: .post)  // nil: hidden
  ///     feed.index(ofOffset: 2, in: .post)  // 2
  ///
  /// The answer is `nil` for an item whose row is hidden, for an item the
  /// rules do not show yet (the tail stops before it, or it waits for other
  /// items), and for negative offsets, offsets past the end of the source
  /// and unknown kinds. Prepended rows come from their blocks, not from the
  /// feed's sources, so this method never returns one: look one up with
  /// ``index(ofID:in:)``, or in the block itself. In a feed resumed after a
  /// cursor, offsets count from the first item given to it.
  ///
  /// - Parameters:
  ///   - offset: An offset in the source of `kind`.
  ///   - kind: The kind of the item.
  /// - Returns: The position of the row that shows the item, or `nil`.
  /// - Complexity: One hash look-up of the kind, then for an item of the
  ///   tail O(log *s* + log *f* + log *h*), where *s* is the number of runs
  ///   of the tail's layout, *f* the number of pinned rows in the tail and
  ///   *h* the number of hidden rows; for a settled item O(*w* log *g* +
  ///   log *h*), where *g* is the number of runs the settled rows are kept
  ///   as (the newest hundreds of them, then each sealed batch in turn) and
  ///   *w* the width of their widest pass, when the kind shows in
  ///   every run (a kind the pattern repeats), and at worst O(*w* × *g* +
  ///   log *h*) for a kind that shows in few of them. Independent of the
  ///   number of rows.
  @inlinable
  public func index(ofOffset offset: Int, in kind: Kind) -> Int? {
    guard let identifier = _table.identifier(of: kind), offset >= 0,
      offset < _sources[identifier].count
    else { return nil }
    let taken = _taken(identifier)
    if offset < taken {
      guard
        let row = _settled.settledRow(ofOffset: offset, kind: identifier)
          ?? _sealed.row(ofOffset: offset, kind: identifier)
      else { return nil }
      return _visiblePosition(ofUnderlying: row)
    }
    guard let row = _tail.position(ofOffset: offset - taken, kind: identifier) else { return nil }
    guard row < _pending else { return settledCount + row - _pending }
    return _visiblePosition(ofUnderlying: _settled.count + row)
  }

  /// Returns the position in the feed of the item at the given source
  /// position, or `nil` when no row shows that item.
  ///
  /// The same as ``index(ofOffset:in:)``.
  ///
  /// - Parameter sourcePosition: A kind and an offset in its source.
  /// - Returns: The position of the row that shows the item, or `nil`.
  /// - Complexity: That of ``index(ofOffset:in:)``.
  @inlinable
  public func index(of sourcePosition: SourcePosition<Kind>) -> Int? {
    index(ofOffset: sourcePosition.offset, in: sourcePosition.kind)
  }
}

extension SlotFeed where Element: Identifiable {
  /// Returns the position in the feed of the item of `kind` with the given
  /// id, or `nil` when no row shows it.
  ///
  /// Use it to find the row of an item that changed, to show its new
  /// contents with ``replace(at:with:)``:
  ///
  ///     if let position = feed.index(ofID: post.id, in: .post) {
  ///         let changes = feed.replace(at: position, with: post)
  ///         // changes.updates == [position]
  ///     }
  ///
  /// The search starts where the reader is and works outwards, so that the
  /// rows a reader sees are found first and fast: in the source of `kind`,
  /// from the frontier (the first item the settled rows do not show) back
  /// and forth at once; and, at the same pace, in the prepended blocks, from
  /// the top of the newest down. The first item with the id decides: the
  /// answer is `nil` when its row is hidden or not shown yet, as with
  /// ``index(ofOffset:in:)``. Ids are taken to be unique within a kind;
  /// when they are not, the item found is the one nearest to where the
  /// search starts.
  ///
  /// - Parameters:
  ///   - id: The id of the item.
  ///   - kind: The kind of the item.
  /// - Returns: The position of the row that shows the item, or `nil`.
  /// - Complexity: O(*d*) comparisons of ids, where *d* is the number of
  ///   items of `kind` between the frontier and the item in its source, or
  ///   between the top of the newest prepended block and the item, whichever
  ///   is fewer; then the cost of ``index(ofOffset:in:)``. An item the
  ///   reader has just seen is a few items from the frontier. An id that no
  ///   item has costs a comparison with every item of `kind`, prepended
  ///   ones included.
  @inlinable
  public func index(ofID id: Element.ID, in kind: Kind) -> Int? {
    let identifier = _table.identifier(of: kind)
    let source = identifier.map { _sources[$0] } ?? _ChunkedArray()
    var below = Swift.min(identifier.map { _taken($0) } ?? 0, source.count) - 1
    var above = below + 1
    var blocks = _BlockSearch(blockCount: _blocks.count)
    // No block has items of a kind the blocks' table has not met.
    let blockKind = _blocks.table.identifier(of: kind) ?? -1
    while below >= 0 || above < source.count || !blocks.isOver {
      if below >= 0 {
        if source[below].id == id { return index(ofOffset: below, in: kind) }
        below -= 1
      }
      if above < source.count {
        if source[above].id == id { return index(ofOffset: above, in: kind) }
        above += 1
      }
      if !blocks.isOver {
        _compareNextBlockItem(&blocks, with: id, in: blockKind)
        if blocks.hasMatched { return blocks.found }
      }
    }
    return nil
  }

  /// Compares the next item of kind identifier `kind` (in the blocks'
  /// table, or `-1`) in the prepended blocks (newest block first, each from
  /// its top) with `id`, and moves the search on; when the item matches,
  /// the search is over and `found` holds the position of its row, or `nil`
  /// when that row is hidden or its block does not show it.
  ///
  /// - Complexity: O(1), plus O(*k*) for the kinds with items of the block
  ///   when the search comes to it.
  @inlinable
  internal func _compareNextBlockItem(
    _ search: inout _BlockSearch, with id: Element.ID, in kind: Int
  ) {
    if search.offset == 0 { search.items = _blocks.itemRange(of: kind, in: search.block) }
    guard search.offset < search.items.count else {
      search.block -= 1
      search.offset = 0
      return
    }
    let item = search.items.lowerBound + search.offset
    guard _blocks.items[item].id == id else {
      search.offset += 1
      return
    }
    let row = _blocks.itemRows[item]
    if row >= 0 {
      search.found = _visiblePosition(ofUnderlying: row - _blockEnds[search.block])
    }
    search.hasMatched = true
    search.block = -1
  }
}

// MARK: - Internals

extension SlotFeed {
  /// Returns the position of the settled row at underlying position `row`
  /// (prepended rows count down from -1), or `nil` when it is hidden.
  ///
  /// - Complexity: O(log *h*), where *h* is the number of hidden rows.
  @inlinable
  internal func _visiblePosition(ofUnderlying row: Int) -> Int? {
    let hiddenBefore = _hidden.count(below: row)
    guard _hidden.count(below: row + 1) == hiddenBefore else { return nil }
    return row + _prependedCount - hiddenBefore
  }

  /// Where a search of the prepended blocks stands: a block, newest first,
  /// and an offset in its source of the kind searched for.
  @usableFromInline
  internal struct _BlockSearch {
    /// The block searched, or `-1` when the search is over.
    @usableFromInline internal var block: Int
    /// The next offset to compare in the block's source.
    @usableFromInline internal var offset = 0
    /// The items of the block's source, in the blocks' items, once the
    /// search has come to the block.
    @usableFromInline internal var items = 0..<0
    /// Whether an item had the id searched for.
    @usableFromInline internal var hasMatched = false
    /// The position of the row that shows the item that matched, if a row
    /// shows it.
    @usableFromInline internal var found: Int?

    @inlinable
    internal init(blockCount: Int) { block = blockCount - 1 }

    @inlinable
    internal var isOver: Bool { block < 0 }
  }
}
