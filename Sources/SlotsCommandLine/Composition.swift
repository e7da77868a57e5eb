//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// A feed composed from source files: the layout over the sources' item
/// counts, and the readers that copy the items.
struct Composition {
  /// The names of the kinds, by number. The feed numbers its kinds so that
  /// looking a position up hashes no strings.
  let kindNames: [String]

  /// The reader of each kind's source, by number; `nil` for a kind that has
  /// no source.
  let readers: [SourceReader?]

  /// The feed.
  let feed: SlotCollection<Int, ItemPlaceholder>

  /// The kinds that have a source but that the layout never names.
  let unusedKinds: [String]

  /// Lays sources out by a layout.
  ///
  /// - Parameters:
  ///   - layout: The rules, with kinds named by strings.
  ///   - sources: Each kind's source; at most one a kind.
  init(layout: SlotLayout<String>, sources: [(kind: String, reader: SourceReader)]) {
    var names: [String] = []
    var numbers: [String: Int] = [:]
    func number(_ kind: String) -> Int {
      if let number = numbers[kind] { return number }
      names.append(kind)
      numbers[kind] = names.count - 1
      return names.count - 1
    }
    let pattern = layout.pattern.map(number)
    let header = layout.header.map(number)
    let fixed = layout.fixed.mapValues(number)
    let fallback = layout.fallback.map(number)
    // Naming a kind as repeatable alone does not put it in the feed.
    let namedKinds = names.count
    let numbered = SlotLayout(
      pattern: pattern, header: header, repeatables: Set(layout.repeatables.map(number)),
      fixed: fixed, fallback: fallback)

    let numberedSources = sources.map { (kind: number($0.kind), reader: $0.reader) }

    var readers = [SourceReader?](repeating: nil, count: names.count)
    var items: [Int: [ItemPlaceholder]] = [:]
    for (kind, reader) in numberedSources {
      readers[kind] = reader
      items[kind] = Array(repeating: ItemPlaceholder(), count: reader.count)
    }
    kindNames = names
    self.readers = readers
    feed = SlotCollection(layout: numbered, sources: items)
    unusedKinds = numberedSources.filter { $0.kind >= namedKinds }.map { names[$0.kind] }
  }

  /// The positions of the feed that `--offset` and `--limit` select.
  ///
  /// - Parameters:
  ///   - offset: The first position; past the end gives an empty window.
  ///   - limit: The most positions, or `nil` for all that remain.
  func window(offset: Int, limit: Int?) -> Range<Int> {
    let start = min(offset, feed.count)
    let length = min(limit ?? Int.max, feed.count - start)
    return start..<start + length
  }
}
