//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
import Slots

/// A feed composed from source files: the rules, the kinds, and the readers
/// that count and copy the items.
///
/// The feed is laid out whole (``feed``, for `--offset` and `--limit`), or
/// as a page of a live feed (``page(after:limit:)``, for cursors).
struct Composition {
  /// The names of the kinds, by number.
  let kinds: KindTable

  /// The reader of each kind's source, by number; kinds without a source
  /// have none. (A rules file may name millions of kinds, and few of them
  /// have sources.)
  let readers: [Int: SourceReader]

  /// The rules, with kinds numbered by ``kinds``; `slots` merges the kinds
  /// without a source that only the pattern and header name into one first
  /// (see ``mergeSourcelessKinds(in:kindCount:sourceKinds:)``).
  let layout: SlotLayout<Int>

  /// The kinds that have a source but whose items the layout never shows
  /// (that are not among its `kinds`, placed kinds included), in the order
  /// of their sources.
  let unusedKinds: [ByteString]

  /// The field that gives the group of each kind's items (`--group`), by
  /// kind number; only for kinds that the layout places with a separation.
  let groupFields: [Int: ByteString]

  /// The groups read from the sources, one a name.
  let groups = GroupTable()

  /// Lays sources out by a layout whose kinds are numbered.
  ///
  /// - Parameters:
  ///   - layout: The rules, with kinds numbered by `kinds`.
  ///   - kinds: The names of the kinds.
  ///   - sources: Each kind's source, by number; at most one a kind.
  ///   - groupFields: The field that gives the group of a kind's items, by
  ///     kind number; fields of kinds that no placement separates are left
  ///     out, since their groups change nothing.
  init(
    layout: SlotLayout<Int>, kinds: KindTable, sources: [(kind: Int, reader: SourceReader)],
    groupFields: [Int: ByteString] = [:]
  ) {
    var readers: [Int: SourceReader] = [:]
    for (kind, reader) in sources { readers[kind] = reader }
    let shown = Set(layout.kinds)
    let separated = Set(layout.placements.lazy.filter { $0.separation > 0 }.map(\.kind))

    self.kinds = kinds
    self.readers = readers
    self.layout = layout
    unusedKinds = sources.filter { !shown.contains($0.kind) }.map { kinds.name(of: $0.kind) }
    self.groupFields = groupFields.filter { separated.contains($0.key) && readers[$0.key] != nil }
  }

  /// Lays sources out by a layout whose kinds are named.
  ///
  /// - Parameters:
  ///   - layout: The rules.
  ///   - sources: Each kind's source; at most one a kind.
  ///   - groupFields: The field that gives the group of a kind's items.
  init(
    layout: SlotLayout<ByteString>, sources: [(kind: ByteString, reader: SourceReader)],
    groupFields: [ByteString: ByteString] = [:]
  ) {
    var kinds = KindTable()
    var numbered = kinds.numbered(layout)
    let sources = sources.map { (kind: kinds.number(for: $0.kind), reader: $0.reader) }
    Self.mergeSourcelessKinds(
      in: &numbered, kindCount: kinds.count, sourceKinds: sources.map(\.kind))
    var fields: [Int: ByteString] = [:]
    for (kind, field) in groupFields { fields[kinds.number(for: kind)] = field }
    self.init(layout: numbered, kinds: kinds, sources: sources, groupFields: fields)
  }

  /// The feed laid out whole, over the sources' item counts.
  ///
  /// - Complexity: O(*k* + *r*) for *k* kinds and rules of size *r*; the
  ///   placeholders of the items take memory that is never touched.
  var feed: SlotCollection<Int, ItemPlaceholder> {
    var items: [Int: [ItemPlaceholder]] = [:]
    for (kind, reader) in readers {
      items[kind] = Array(repeating: ItemPlaceholder(), count: reader.count)
    }
    return SlotCollection(layout: layout, sources: items)
  }

  /// The feed laid out whole, over items of type `Item`: with their groups
  /// when `Item` is ``GroupedItem``.
  ///
  /// - Complexity: O(*k* + *r*) for *k* kinds and rules of size *r*, plus
  ///   reading each grouped kind's source once.
  func feed<Item: FeedItem>(of _: Item.Type) throws(CommandError) -> SlotCollection<Int, Item> {
    var items: [Int: [Item]] = [:]
    for (kind, reader) in readers {
      items[kind] = try Item.items(of: kind, at: 0..<reader.count, in: self)
    }
    return SlotCollection(layout: layout, sources: items)
  }

  /// The rows of the feed that `--offset` and `--limit` select.
  ///
  /// - Parameters:
  ///   - offset: The first position; past the end gives an empty window.
  ///   - limit: The most positions, or `nil` for all that remain.
  func window(offset: Int, limit: Int?) -> WindowRows<ItemPlaceholder> {
    Self.window(of: feed, offset: offset, limit: limit)
  }

  /// The rows that `--offset` and `--limit` select, of the feed laid out
  /// over items of type `Item`.
  ///
  /// - Throws: ``CommandError`` when the groups cannot be read.
  func window<Item: FeedItem>(
    of _: Item.Type, offset: Int, limit: Int?
  ) throws(CommandError) -> WindowRows<Item> {
    Self.window(of: try feed(of: Item.self), offset: offset, limit: limit)
  }

  private static func window<Item>(
    of feed: SlotCollection<Int, Item>, offset: Int, limit: Int?
  ) -> WindowRows<Item> {
    let start = min(offset, feed.count)
    let length = min(limit ?? Int.max, feed.count - start)
    return WindowRows(feed: feed, indices: start..<start + length)
  }

  /// The fixed positions that a live feed leaves out: those of kinds that
  /// the header, the pattern or the fallback lay out too, with the kinds'
  /// numbers, ascending.
  ///
  /// A live feed either lays a kind out by its rules or pins it, never
  /// both; `slots` warns when a page leaves fixed positions out.
  static func unplacedFixedPositions(
    of layout: SlotLayout<Int>
  ) -> [(kind: Int, positions: [Int])] {
    // Found by going over the rules once, rather than by the layout's
    // `laidOutKinds`, which plans the whole layout.
    let fixedKinds = Set(layout.fixed.lazy.filter { $0.key >= 0 }.map(\.value))
    guard !fixedKinds.isEmpty else { return [] }
    var laidOut: Set<Int> = []
    for kind in layout.header where fixedKinds.contains(kind) { laidOut.insert(kind) }
    for kind in layout.pattern where fixedKinds.contains(kind) { laidOut.insert(kind) }
    if let fallback = layout.fallback, fixedKinds.contains(fallback) { laidOut.insert(fallback) }
    var positions: [Int: [Int]] = [:]
    for (position, kind) in layout.fixed where position >= 0 && laidOut.contains(kind) {
      positions[kind, default: []].append(position)
    }
    return positions.keys.sorted().map { (kind: $0, positions: positions[$0]!.sorted()) }
  }
}
