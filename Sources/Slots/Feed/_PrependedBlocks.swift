//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The blocks prepended to a live feed, oldest first: the rows each block
/// showed when it was prepended, its items and its rules, kept flat.
///
/// A block is a ``SlotCollection`` when it is prepended, but the feed only
/// reads its rows, finds and replaces its items and encodes its rules and
/// sources again. Kept as collections, each block would carry its own kind
/// table, rules and plan: a feed saved with 100,000 one-row blocks took
/// more memory to decode than the JSON's own values. Here every block
/// shares one table of kinds and one array of items, rules equal to the
/// previous block's are kept once, and a block costs a few integers beyond
/// its items.
///
/// Block `b` has the sources `sourceStarts[b] ..< sourceStarts[b + 1]` (the
/// last block's run to `sourceKinds.count`), each the items of one kind
/// with items, in the order of the block's kind table; source `s` holds the
/// items `itemStarts[s] ..< itemStarts[s + 1]` (the last one's run to
/// `items.count`). Its rows are `rowStarts[b] ..< rowStarts[b + 1]` (the
/// last block's run to `rowItems.count`). The arrays that grow with the
/// rows and the items are chunked, so that a write to a copy of a feed
/// copies the chunks it touches, not every prepended item.
@usableFromInline
internal struct _PrependedBlocks<Kind: Hashable, Element> {
  /// The kinds of every block, numbered.
  @usableFromInline internal var table = _KindTable<Kind>()
  /// The rules of the blocks, each different from the one before it.
  @usableFromInline internal var layouts: [SlotLayout<Kind>] = []
  /// The index in `layouts` of each block's rules.
  @usableFromInline internal var blockLayouts: [Int] = []
  /// The first source of each block.
  @usableFromInline internal var sourceStarts: [Int] = []
  /// The first row of each block.
  @usableFromInline internal var rowStarts: [Int] = []
  /// The kind identifier of each source.
  @usableFromInline internal var sourceKinds: [Int] = []
  /// The first item of each source.
  @usableFromInline internal var itemStarts: [Int] = []
  /// The items of every block, block after block and source after source.
  @usableFromInline internal var items = _ChunkedArray<Element>()
  /// The row in its block that shows each item, or `-1`.
  @usableFromInline internal var itemRows = _ChunkedArray<Int>()
  /// The item that each row shows.
  @usableFromInline internal var rowItems = _ChunkedArray<Int>()
  /// The kind identifier of each row.
  @usableFromInline internal var rowKinds = _ChunkedArray<Int>()

  @inlinable
  internal init() {}

  /// The number of blocks.
  @inlinable
  internal var count: Int { blockLayouts.count }

  @inlinable
  internal var isEmpty: Bool { blockLayouts.isEmpty }

  /// Returns the end of the run that starts at `starts[index]`: the next
  /// start, or `end` after the last one.
  @inlinable
  @inline(__always)
  internal static func _end(of index: Int, in starts: [Int], or end: Int) -> Int {
    index + 1 < starts.count ? starts[index + 1] : end
  }

  /// The rows of block `block`, in the flat row arrays.
  @inlinable
  internal func rowRange(of block: Int) -> Range<Int> {
    rowStarts[block]..<Self._end(of: block, in: rowStarts, or: rowItems.count)
  }

  /// The sources of block `block`.
  @inlinable
  internal func sourceRange(of block: Int) -> Range<Int> {
    sourceStarts[block]..<Self._end(of: block, in: sourceStarts, or: sourceKinds.count)
  }

  /// The items of source `source`.
  @inlinable
  internal func itemRange(ofSource source: Int) -> Range<Int> {
    itemStarts[source]..<Self._end(of: source, in: itemStarts, or: items.count)
  }

  /// The items of kind identifier `kind` in block `block`; empty when the
  /// block has none.
  ///
  /// - Complexity: O(*k*), where *k* is the number of kinds with items in
  ///   the block.
  @inlinable
  internal func itemRange(of kind: Int, in block: Int) -> Range<Int> {
    for source in sourceRange(of: block) where sourceKinds[source] == kind {
      return itemRange(ofSource: source)
    }
    return 0..<0
  }

  /// The sources of block `block`, keyed by kind, as the collection it was
  /// has them.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items in the block.
  @inlinable
  internal func sourcesByKind(of block: Int) -> [Kind: [Element]] {
    // Filled in the order of the block's kind table, as the collection
    // filled it.
    var result: [Kind: [Element]] = [:]
    for source in sourceRange(of: block) {
      result[table.kinds[sourceKinds[source]]] = itemRange(ofSource: source).map { items[$0] }
    }
    return result
  }

  /// The rules of block `block`.
  @inlinable
  internal func layout(of block: Int) -> SlotLayout<Kind> {
    layouts[blockLayouts[block]]
  }

  /// The kind of row `row` of block `block`.
  @inlinable
  internal func kind(of block: Int, row: Int) -> Kind {
    table.kinds[rowKinds[rowStarts[block] + row]]
  }

  /// The item of row `row` of block `block`.
  @inlinable
  internal subscript(block: Int, row row: Int) -> Element {
    get { items[rowItems[rowStarts[block] + row]] }
    set { items[rowItems[rowStarts[block] + row]] = newValue }
  }

  /// Adds `block`, which has rows, after the others, with the rows it
  /// shows now.
  ///
  /// - Complexity: O(*n* + *b* (log *s* + log *f*)), where *n* is the
  ///   number of items in the block, *b* its number of rows, and *s* and
  ///   *f* the numbers of its runs and fixed items; plus O(*r*) to compare
  ///   its rules, of size *r*, with the previous block's.
  @inlinable
  internal mutating func append(_ block: SlotCollection<Kind, Element>) {
    if layouts.last != block._layout { layouts.append(block._layout) }
    blockLayouts.append(layouts.count - 1)
    sourceStarts.append(sourceKinds.count)
    rowStarts.append(rowItems.count)
    // The first item and the shared identifier of each of the block's
    // kinds, by the block's own identifier.
    var firstItems = Array(repeating: -1, count: block._sources.count)
    var kinds = firstItems
    for (identifier, source) in block._sources.enumerated() where !source.isEmpty {
      firstItems[identifier] = items.count
      kinds[identifier] = table.intern(block._table.kinds[identifier])
      sourceKinds.append(kinds[identifier])
      itemStarts.append(items.count)
      items.append(contentsOf: source)
      itemRows.append(contentsOf: repeatElement(-1, count: source.count))
    }
    for row in 0..<block.count {
      let (kind, offset) = block._plan.item(at: row)
      let item = firstItems[kind] + offset
      itemRows[item] = row
      rowItems.append(item)
      rowKinds.append(kinds[kind])
    }
  }
}

extension _PrependedBlocks: Sendable where Kind: Sendable, Element: Sendable {}
