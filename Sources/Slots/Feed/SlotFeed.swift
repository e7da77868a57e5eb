//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A feed that lives on screen: the rows the reader has seen never move,
/// and the rows ahead follow the rules.
///
/// A live feed is its *settled* rows followed by its *tail*. Settled rows
/// are the rows the reader has seen, or a server has served: no arrival of
/// items and no change of rules moves, removes or changes them. The tail is
/// laid out by the rules of a ``SlotLayout``, exactly as ``SlotCollection``
/// lays out a feed, but starting where the rules stood after the last
/// settled row. As the reader scrolls, ``settle(through:)`` moves that
/// frontier down.
///
///     enum Kind { case post, ad }
///
///     var feed = SlotFeed<Kind, String>(
///         layout: SlotLayout(pattern: [.post, .post, .post, .ad], repeatables: [.post]))
///     _ = feed.append(contentsOf: ["p0", "p1", "p2", "p3", "p4", "p5"], to: .post)
///     feed.settle(through: 5)       // the reader saw p0 … p5
///     let changes = feed.append(contentsOf: ["a0"], to: .ad)
///     Array(feed)                   // ["p0", "p1", "p2", "p3", "p4", "p5", "a0"]
///     changes.insertions            // [6]: below the reader, not above
///
/// A ``SlotCollection`` with the same rules would have put the late ad at
/// position 3, above the rows the reader is looking at.
///
/// Every mutation returns a ``SlotChangeSet`` for a list view, and the
/// change set never touches a settled row unless the mutation names it:
/// ``remove(at:)`` hides a settled row (one removal), ``replace(at:with:)``
/// shows new contents in place (one update), and ``prepend(_:)`` adds a
/// block of rows above everything (insertions at the top). Arrivals,
/// removals from the tail and new rules change positions from
/// ``settledCount`` on only.
///
/// The feed answers what the rules would do next: ``demand(for:within:)``
/// tells how many items of a kind the next rows could show, so an app asks
/// an ad network for just as many; ``cursor(after:)`` captures the rule
/// state after a row, so that a server can serve the next page later from
/// ``init(layout:resumingAfter:)`` without keeping the feed.
///
/// Live feeds are values: copies are independent and can be read from many
/// threads at once, and an edit after a copy copies only the chunk of items
/// it touches, never every item. The settled rows are stored as the runs of
/// identical passes that laid them out, never one entry a row; the article
/// <doc:LiveFeeds> gives the model, the recipe for an app and the costs.
public struct SlotFeed<Kind: Hashable, Element> {
  /// The rules, as given.
  @usableFromInline internal var _layout: SlotLayout<Kind>
  /// The kinds the feed has met, numbered, and every item of each kind,
  /// settled ones included, by kind identifier; in chunks, so that an edit
  /// to a copy of the feed copies only the chunks it touches.
  @usableFromInline internal var _kinds: _KindedSources<Kind, _ChunkedArray<Element>>
  /// The rules, translated to kind identifiers.
  @usableFromInline internal var _rules: _LayoutRules
  /// The settled rows laid out by the rules that are copied out of the
  /// tail: a plan of runs only, whose `count` and `sequentialUse` count the
  /// rows and the items of each kind taken by them; its runs are those of
  /// the rows after the ones `_sealed` holds.
  @usableFromInline internal var _settled: _LayoutPlan
  /// The oldest runs of the settled rows, sealed so that settling after a
  /// copy of the feed does not copy them.
  @usableFromInline internal var _sealed: _SealedRuns
  /// The pass state where `_tail` starts.
  @usableFromInline internal var _tailState: _PassState
  /// The tail as last laid out: the rows the rules lay out from
  /// `_tailState`, over the items of each kind from `_settled.sequentialUse`
  /// on (its offsets count from there).
  @usableFromInline internal var _tail: _LayoutPlan
  /// The groups of the items of kinds that a placement separates, numbered
  /// when the items arrive (`_GroupTable`); whoever changes a source's
  /// items, rather than appending, tells it from which offset. It keeps no
  /// gaps: an append then numbers only the new items.
  @usableFromInline internal var _groups = _GroupTable(keepingGaps: false)
  /// The number of rows at the start of `_tail` that are settled but not
  /// yet copied into `_settled`.
  @usableFromInline internal var _pending: Int
  /// The hidden rows, by underlying position: prepended rows count down
  /// from -1, rows laid out by the rules count up from 0.
  @usableFromInline internal var _hidden: _HiddenRows
  /// The prepended blocks, oldest first, with the rows each showed when
  /// it was prepended.
  @usableFromInline internal var _blocks: _PrependedBlocks<Kind, Element>
  /// For each block, the number of prepended rows from the rules' first row
  /// up to the block's top: block `i` holds the underlying positions
  /// `-_blockEnds[i] ..< -_blockEnds[i - 1]`.
  @usableFromInline internal var _blockEnds: [Int]
  /// Where the items of each kind began, when the feed resumed after a
  /// cursor: the cursor's offsets, by kind identifier (empty otherwise).
  @usableFromInline internal var _resumedOffsets: [Int]
  /// The offsets of the cursor the feed resumed after, as the cursor holds
  /// them, for the kinds the feed has not numbered: carried into the feed's
  /// own cursors untouched, so that a cursor naming many kinds the rules
  /// do not have costs its size once, not on every page. A kind numbered
  /// later takes its offset from here; its entry here is then stale, and
  /// `_resumedOffsets` speaks for it.
  @usableFromInline internal var _carriedOffsets: [Kind: Int]
  /// The number of settled rows laid out by the rules (hidden ones
  /// included, prepended ones not) when the rules were last replaced: the
  /// rows before it were laid out under earlier rules.
  @usableFromInline internal var _rulesStart: Int
  /// The rule position the feed resumed at (zero otherwise).
  @usableFromInline internal var _resumedRulePosition: Int
  /// The placement state where `_tail` starts (its rule row counts the
  /// rule rows before the cursor the feed resumed after, if any).
  @usableFromInline internal var _placement: _PlacementState
  /// The number of placed rows among the rows of `_settled` (for a decoded
  /// feed, the fewest its frontier allows); only `_tailRulePosition` uses
  /// it.
  @usableFromInline internal var _settledPlacedCount: Int
  /// The version of the rows: how many mutations changed them.
  @usableFromInline internal var _version = 0
  /// The change set gathered since ``performBatchUpdates(_:)`` began, while
  /// it runs.
  @usableFromInline internal var _batch: SlotChangeSet? = nil

  /// Creates an empty live feed with the given rules.
  ///
  ///     var feed = SlotFeed<String, Post>(
  ///         layout: SlotLayout(pattern: ["post", "post", "ad"], repeatables: ["post"]))
  ///     feed.isEmpty  // true
  ///
  /// - Parameter layout: The rules that lay out the rows ahead.
  /// - Precondition: The layout's placements are valid (<doc:Placements>),
  ///   and `Element` conforms to ``SlotGrouping`` when one of them has a
  ///   non-zero separation.
  /// - Complexity: O(*r* log *r*), where *r* is the size of the rules.
  @inlinable
  public init(layout: SlotLayout<Kind>) {
    _layout = layout
    _kinds = _KindedSources()
    _rules = _LayoutRules(layout, table: &_kinds.table)
    if _rules.separatesGroups { _ = _grouping(Element.self) }
    _kinds.growToTable()
    _settled = _LayoutPlan(emptyWithKindCount: _kinds.table.count)
    _sealed = _SealedRuns()
    _tailState = _PassState(topOf: _rules)
    _tail = _LayoutPlan(emptyWithKindCount: _kinds.table.count)
    _pending = 0
    _hidden = _HiddenRows()
    _blocks = _PrependedBlocks()
    _blockEnds = []
    _resumedOffsets = []
    _carriedOffsets = [:]
    _rulesStart = 0
    _resumedRulePosition = 0
    _placement = _PlacementState(placementCount: _rules.placements.count)
    _settledPlacedCount = 0
  }

  /// The rules that lay out the rows ahead.
  ///
  /// To change them, call ``replaceLayout(with:)``, which returns the change
  /// set.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var layout: SlotLayout<Kind> { _layout }

  /// The number of settled rows: rows `0 ..< settledCount` are settled, and
  /// the tail follows them.
  ///
  ///     feed.settle(through: 9)
  ///     feed.settledCount  // 10, when the feed has at least 10 rows
  ///
  /// Prepended rows count as settled; hidden rows do not count.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var settledCount: Int {
    _prependedCount + _settled.count + _pending - _hidden.count
  }

  /// Returns the kind of the row at the given position.
  ///
  ///     // pattern [.post, .post, .ad]
  ///     feed.kind(at: 2)  // .ad
  ///
  /// - Parameter position: A valid position of the feed, in `0 ..< count`.
  /// - Returns: The kind of the row at `position`.
  /// - Complexity: As a read: O(log *g* + log *h* + log *s* + log *f*) for
  ///   a row the rules laid out, O(log *h* + log *B*) for a prepended row;
  ///   see ``subscript(_:)``.
  @inlinable
  public func kind(at position: Int) -> Kind {
    _checkPosition(position)
    switch _locate(position) {
    case .source(let kind, _): return _table.kinds[kind]
    case .block(let block, let row): return _blocks.kind(of: block, row: row)
    }
  }

  /// Returns where the row at the given position comes from: its kind and
  /// the offset of its item among the items of that kind given to this feed;
  /// `nil` for a prepended row, which comes from its block.
  ///
  ///     // pattern [.post, .post, .ad]
  ///     feed.sourcePosition(at: 3)  // post#2
  ///
  /// In a feed resumed after a cursor, offsets count from the first item
  /// given to it: add `cursor.offset(of: kind)` for the offset in the whole
  /// source.
  ///
  /// - Parameter position: A valid position of the feed, in `0 ..< count`.
  /// - Returns: The kind and source offset of the row's item, or `nil`.
  /// - Complexity: O(log *g* + log *h* + log *s* + log *f*) for a row the
  ///   rules laid out, and O(log *h* + log *B*) for a prepended row; see
  ///   ``subscript(_:)``.
  @inlinable
  public func sourcePosition(at position: Int) -> SourcePosition<Kind>? {
    _checkPosition(position)
    switch _locate(position) {
    case .source(let kind, let offset):
      return SourcePosition(kind: _table.kinds[kind], offset: offset)
    case .block: return nil
    }
  }
}

// MARK: - Internals

extension SlotFeed {
  /// The kinds the feed has met, numbered.
  @inlinable
  internal var _table: _KindTable<Kind> {
    _read { yield _kinds.table }
    _modify { yield &_kinds.table }
  }

  /// Every item of each kind, settled ones included, by kind identifier.
  @inlinable
  internal var _sources: [_ChunkedArray<Element>] {
    _read { yield _kinds.sources }
    _modify { yield &_kinds.sources }
  }

  /// Where a row's item is kept.
  @usableFromInline
  internal enum _Location {
    /// The item at `offset` in the feed's source of kind identifier `kind`.
    case source(kind: Int, offset: Int)
    /// The row `row` of the prepended block `block`.
    case block(Int, row: Int)
  }

  /// The number of prepended rows, hidden ones included.
  @inlinable
  internal var _prependedCount: Int { _blockEnds.last ?? 0 }

  /// The rule position where `_tail` starts: the rows that the rules laid
  /// out before it, in this feed and before the cursor it resumed after.
  @inlinable
  internal var _tailRulePosition: Int {
    _resumedRulePosition + _settled.count - _settledPlacedCount
  }

  /// The number of rows in the tail.
  @inlinable
  internal var _tailCount: Int { _tail.count - _pending }

  @inlinable
  @inline(__always)
  internal func _checkPosition(_ position: Int) {
    precondition(position >= 0 && position < count, "Index out of range")
  }

  /// Returns where the item of the row at `position`, a valid position, is
  /// kept.
  @inlinable
  internal func _locate(_ position: Int) -> _Location {
    let settled = settledCount
    guard position < settled else {
      return _tailLocation(_pending + position - settled)
    }
    let row = _underlyingRow(ofSettled: position)
    if row < 0 {
      // Prepended row `-1` is the bottom row of the oldest block.
      let above = -1 - row
      let block = _blockEnds._count(notAbove: above)
      return .block(block, row: row + _blockEnds[block])
    }
    if row < _settled.count {
      let item = row < _sealed.count ? _sealed.item(at: row) : _settled.sequentialItem(at: row)
      return .source(kind: item.kind, offset: item.offset)
    }
    return _tailLocation(row - _settled.count)
  }

  /// Returns where the item of row `row` of `_tail` is kept.
  @inlinable
  @inline(__always)
  internal func _tailLocation(_ row: Int) -> _Location {
    let item = _tail.item(at: row)
    return .source(kind: item.kind, offset: item.offset + _taken(item.kind))
  }

  /// The number of items of the kind with identifier `kind` that the
  /// settled rows copied into `_settled` take.
  @inlinable
  @inline(__always)
  internal func _taken(_ kind: Int) -> Int {
    kind < _settled.sequentialUse.count ? _settled.sequentialUse[kind] : 0
  }

  /// Returns the identifier of `kind`, numbering it and giving it an empty
  /// source first if it is new.
  @inlinable
  internal mutating func _intern(_ kind: Kind) -> Int {
    let identifier = _kinds.intern(kind)
    _growToTable()
    return identifier
  }

  /// Gives every kind of the table a source and, in a resumed feed, a
  /// resumed offset: the one carried for it, or zero.
  @inlinable
  internal mutating func _growToTable() {
    _kinds.growToTable()
    guard !_resumedOffsets.isEmpty || !_carriedOffsets.isEmpty else { return }
    while _resumedOffsets.count < _table.count {
      _resumedOffsets.append(_carriedOffsets[_table.kinds[_resumedOffsets.count]] ?? 0)
    }
  }

  /// The number of items of each kind that the tail can take.
  @inlinable
  internal var _tailCounts: [Int] {
    _sources.indices.map { _sources[$0].count - _taken($0) }
  }

  /// Lays the tail out again from `_tailState`, which must be where
  /// `_settled` ends (nothing pending).
  @inlinable
  internal mutating func _resolveTail() {
    _groups.numberItems(separatedBy: _rules, in: _sources)
    _tail = _LayoutPlan(
      tailOf: _rules, counts: _tailCounts, from: _tailState, rulePosition: _tailRulePosition,
      placement: _placement, groups: _tailGroups)
  }

  /// The groups of the tail's items, with offsets as the tail counts them;
  /// `nil` when no placement has a separation.
  @inlinable
  internal var _tailGroups: _ItemGroups? {
    _itemGroups(after: _sources.indices.map { _taken($0) })
  }

  /// The groups of the items after the first `taken` of each kind, with
  /// offsets counted from there, for a walk over them; `nil` when no
  /// placement has a separation. Items of kind `k` from offset
  /// `ungroupedFrom[k]` on have none (a what-if walk imagines them).
  ///
  /// They are the numbered ones when every separated kind's items are
  /// numbered (as they are once the tail is laid out), and otherwise read
  /// from the items.
  @inlinable
  internal func _itemGroups(after taken: [Int], ungroupedFrom: [Int] = []) -> _ItemGroups? {
    guard _rules.separatesGroups else { return nil }
    let isNumbered = _rules.separatedKinds.allSatisfy { kind in
      kind < _groups.numbers.count && _groups.numbers[kind].count == _sources[kind].count
    }
    var groups =
      isNumbered
      ? _ItemGroups(_groups, bases: taken)
      : _ItemGroups(reading: _groupOf(_sources, bases: taken))
    groups.ungroupedFrom = ungroupedFrom
    return groups
  }

  /// The rule state after the last settled row: the pass state, the items
  /// of each kind taken (counted from the feed's sources), the rule
  /// position and the placement state.
  ///
  /// - Complexity: O(1) when nothing is pending; otherwise that of
  ///   resolving the tail.
  @inlinable
  internal func _frontier() -> (
    pass: _PassState, taken: [Int], rulePosition: Int, placement: _PlacementState
  ) {
    var taken = _sources.indices.map { _taken($0) }
    guard _pending > 0 else { return (_tailState, taken, _tailRulePosition, _placement) }
    let fixedCount = _tail.fixedPositions._count(notAbove: _pending - 1)
    for index in 0..<fixedCount { taken[_tail.fixedKinds[index]] += 1 }
    // The walk that laid the tail out, asked where it stands after the
    // pending rows; at most `_pending` of them are main rows.
    let walk = _LayoutPlan._walkPlacements(
      of: _rules, from: _placement, counts: _tailCounts, groups: _tailGroups,
      mainCount: _pending, rowLimit: _pending)
    let placement = walk.end
    let placedCount = walk.placedCount
    for (index, placed) in _rules.placements.enumerated() {
      taken[placed.kind] += walk.taken[index]
    }
    var pass = _tailState
    let sequential = _pending - fixedCount - placedCount
    if sequential > 0 {
      var resolver = _LayoutResolver(rules: _rules, counts: _tailCounts, start: _tailState)
      guard let state = resolver.state(afterSequentialItems: sequential) else {
        preconditionFailure("The settled rows are longer than the tail they came from")
      }
      pass = state.pass
      for kind in state.used.indices { taken[kind] += state.used[kind] }
    }
    return (pass, taken, _tailRulePosition + _pending - placedCount, placement)
  }

  /// Copies the pending settled rows out of the tail, so that the tail
  /// starts at the frontier again; the rows stay the same.
  ///
  /// - Complexity: That of resolving the tail, when rows are pending.
  @inlinable
  internal mutating func _settlePending() {
    guard _pending > 0 else { return }
    let frontier = _frontier()
    let placedCount = _pending - (frontier.rulePosition - _tailRulePosition)
    _settled.appendRows(of: _tail, upTo: _pending, base: _sources.indices.map { _taken($0) })
    _sealed.seal(from: &_settled)
    _settledPlacedCount += placedCount
    _tailState = frontier.pass
    _placement = frontier.placement
    _pending = 0
    _resolveTail()
  }
}

extension SlotFeed: Sendable where Kind: Sendable, Element: Sendable {}
