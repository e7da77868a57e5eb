//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots

/// A feed served page by page twice: by `slots`, over files, and by the
/// library, as a Swift server serves it, over the same items.
///
/// The item at offset *i* of kind `k` is the JSON string `"k<i>"`. A kind
/// has a source file, empty or not, or none at all: the library gives a
/// kind without a source no items.
///
///     let session = try PagingSession()
///     try session.setSource("a", count: 4)
///     let rules = SlotLayout(pattern: ["a", "a", "b"], repeatables: ["a"])
///     let tool = session.servePage(rules, limit: 2, after: nil)   // a0 a1
///     let library = try session.libraryPage(rules, limit: 2, after: nil)
final class PagingSession {
  let fixture: Fixture
  /// The file `--cursor-file` names.
  let cursorPath: String
  /// The number of items of each kind that has a source.
  private(set) var counts: [String: Int] = [:]
  private var paths: [String: String] = [:]

  init() throws {
    fixture = try Fixture()
    cursorPath = fixture.missing("cursor.json")
  }

  /// Gives `kind` a source of `count` items, or, for `nil`, no source.
  ///
  /// A source that grows keeps its items and gains the new ones at its end.
  func setSource(_ kind: String, count: Int?) throws {
    guard let count else {
      counts[kind] = nil
      return
    }
    let items = (0..<count).map { "\"\(kind)\($0)\"\n" }.joined()
    paths[kind] = try fixture.file("\(kind).jsonl", items)
    counts[kind] = count
  }

  /// The arguments that give `layout` and the sources.
  func arguments(_ layout: SlotLayout<String>) -> [String] {
    var arguments = layout.options
    for kind in counts.keys.sorted() { arguments += ["--source", "\(kind)=\(paths[kind]!)"] }
    return arguments
  }

  /// Serves a page through the tool, after the cursor given as text (or
  /// from the top), and writes the cursor after it to ``cursorPath``.
  func servePage(_ layout: SlotLayout<String>, limit: Int, after cursor: String?) -> RunResult {
    runSlots(
      arguments(layout) + ["--limit", "\(limit)", "--cursor-file", cursorPath]
        + (cursor.map { ["--after", $0] } ?? []))
  }

  /// What the cursor file holds, or `nil` when there is none.
  var cursorFile: String? {
    try? String(contentsOfFile: cursorPath, encoding: .utf8)
  }

  /// Serves a page through the library: a feed resumed after `cursor` (or
  /// from the top), given each kind's items from the cursor's offset on;
  /// its first `limit` rows, and the cursor after them. A page with no
  /// rows keeps the cursor it went on from, as `slots` does.
  func libraryPage(
    _ layout: SlotLayout<String>, limit: Int, after cursor: SlotCursor<String>?
  ) throws -> (rows: [PageRow], cursor: SlotCursor<String>) {
    var feed =
      try cursor.map { try SlotFeed<String, Item>(layout: layout, resumingAfter: $0) }
      ?? SlotFeed(layout: layout)
    for (kind, count) in counts.sorted(by: { $0.key < $1.key }) {
      let start = cursor?.offset(of: kind) ?? 0
      guard start < count else { continue }
      _ = feed.append(contentsOf: (start..<count).map { Item(name: "\(kind)\($0)") }, to: kind)
    }
    let firstRow = cursor?.ruleRow ?? 0
    let rows = (0..<min(limit, feed.count)).map { (row) -> PageRow in
      let position = feed.sourcePosition(at: row)!
      return PageRow(
        index: firstRow + row, kind: position.kind,
        offset: position.offset + (cursor?.offset(of: position.kind) ?? 0), item: feed[row].name)
    }
    if rows.isEmpty, let cursor { return (rows, cursor) }
    return (rows, feed.cursor(after: rows.count - 1))
  }

  /// The text of `cursor`, as `JSONEncoder` writes it with sorted keys,
  /// which is how `slots` writes it too, less its line break.
  static func text(of cursor: SlotCursor<String>) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(cursor), as: UTF8.self)
  }

  /// An item of the library's feed: its name, and no group, as the tool's
  /// items without `--group` have none.
  struct Item: Hashable, SlotGrouping {
    var name: String
    var slotGroup: String? { nil }
  }

  /// The cursor that `text` holds, as `JSONDecoder` reads it.
  static func cursor(_ text: String) throws -> SlotCursor<String> {
    try JSONDecoder().decode(SlotCursor<String>.self, from: Data(text.utf8))
  }
}

/// A row as `slots` writes it, over items that are JSON strings.
struct PageRow: Decodable, Equatable, CustomStringConvertible {
  var index: Int
  var kind: String
  var offset: Int
  var item: String

  /// The rows of the tool's output, one a line.
  static func rows(_ output: String) throws -> [PageRow] {
    try output.split(separator: "\n").map {
      try JSONDecoder().decode(PageRow.self, from: Data($0.utf8))
    }
  }

  var description: String { "\(index):\(item)" }
}
