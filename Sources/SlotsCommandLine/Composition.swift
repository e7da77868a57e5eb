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

  /// The reader of each kind's source, by number; `nil` for a kind that has
  /// no source.
  let readers: [SourceReader?]

  /// The rules, with kinds numbered by ``kinds``.
  let layout: SlotLayout<Int>

  /// The kinds that have a source but whose items the layout never shows
  /// (that are not among its `kinds`), in the order of their sources.
  let unusedKinds: [ByteString]

  /// Lays sources out by a layout whose kinds are numbered.
  ///
  /// - Parameters:
  ///   - layout: The rules, with kinds numbered by `kinds`.
  ///   - kinds: The names of the kinds.
  ///   - sources: Each kind's source, by number; at most one a kind.
  init(
    layout: SlotLayout<Int>, kinds: KindTable, sources: [(kind: Int, reader: SourceReader)]
  ) {
    var readers = [SourceReader?](repeating: nil, count: kinds.names.count)
    for (kind, reader) in sources { readers[kind] = reader }
    let shown = Set(layout.kinds)

    self.kinds = kinds
    self.readers = readers
    self.layout = layout
    unusedKinds = sources.filter { !shown.contains($0.kind) }.map { kinds.names[$0.kind] }
  }

  /// Lays sources out by a layout whose kinds are named.
  ///
  /// - Parameters:
  ///   - layout: The rules.
  ///   - sources: Each kind's source; at most one a kind.
  init(layout: SlotLayout<ByteString>, sources: [(kind: ByteString, reader: SourceReader)]) {
    var kinds = KindTable()
    let numbered = kinds.numbered(layout)
    let sources = sources.map { (kind: kinds.number(for: $0.kind), reader: $0.reader) }
    self.init(layout: numbered, kinds: kinds, sources: sources)
  }

  /// The feed laid out whole, over the sources' item counts.
  ///
  /// - Complexity: O(*k* + *r*) for *k* kinds and rules of size *r*; the
  ///   placeholders of the items take memory that is never touched.
  var feed: SlotCollection<Int, ItemPlaceholder> {
    var items: [Int: [ItemPlaceholder]] = [:]
    for (kind, reader) in readers.enumerated() {
      if let reader { items[kind] = Array(repeating: ItemPlaceholder(), count: reader.count) }
    }
    return SlotCollection(layout: layout, sources: items)
  }

  /// The rows of the feed that `--offset` and `--limit` select.
  ///
  /// - Parameters:
  ///   - offset: The first position; past the end gives an empty window.
  ///   - limit: The most positions, or `nil` for all that remain.
  func window(offset: Int, limit: Int?) -> WindowRows {
    let feed = self.feed
    let start = min(offset, feed.count)
    let length = min(limit ?? Int.max, feed.count - start)
    return WindowRows(feed: feed, indices: start..<start + length)
  }
}
