//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// Writes a window of a composed feed, or a page of it, item by item,
/// straight from the sources' files to the output.
///
/// Only the window's positions are looked up and only their items read, so
/// `--offset` and `--limit` cost what the window costs, and a page after a
/// cursor what the page costs. In `jsonl` and
/// `json`, the item is the source's value: as written for JSON Lines
/// (but for carriage returns between its tokens, which are left out),
/// without whitespace between tokens for an array's elements.
///
/// The writer marks the end of every row in the output, so that a run that
/// fails while writing (a source that changed, or cannot be read again)
/// leaves whole rows only, and says how many.
struct FeedWriter {
  /// The feed's kinds and sources.
  let composition: Composition
  /// The rows written.
  let rows: Rows
  /// Whether each row is written with why it holds what it holds
  /// (`--explain`).
  var explains = false

  /// A writer of a window of the feed laid out whole.
  ///
  /// - Parameters:
  ///   - composition: The feed's kinds and sources.
  ///   - window: The positions written.
  init(composition: Composition, window: Range<Int>) {
    self.init(
      composition: composition,
      rows: .window(WindowRows(feed: composition.feed, indices: window)))
  }

  /// A writer of some rows of a feed.
  ///
  /// - Parameters:
  ///   - composition: The feed's kinds and sources.
  ///   - rows: The rows written.
  init(composition: Composition, rows: Rows) {
    self.composition = composition
    self.rows = rows
  }

  /// The widest an item is shown in a table, in characters.
  static let tableItemWidth = 60

  /// Writes the window in `format`.
  ///
  /// - Throws: ``CommandError`` when a source cannot be read again or has
  ///   changed, or when the output cannot be written. The output then holds
  ///   whole rows only, and the error says how many.
  func write(_ format: OutputFormat, to output: inout OutputBuffer) throws(CommandError) {
    switch rows {
    case .window(let window): try write(window, format, to: &output)
    case .page(let page): try write(page, format, to: &output)
    case .groupedWindow(let window): try write(window, format, to: &output)
    case .groupedPage(let page): try write(page, format, to: &output)
    }
  }

  /// Writes `feedRows` in `format`; specialized for each kind of rows.
  private func write<Rows: FeedRows>(
    _ feedRows: Rows, _ format: OutputFormat, to output: inout OutputBuffer
  ) throws(CommandError) {
    let window = feedRows.indices
    var rows = 0
    do throws(CommandError) {
      switch format {
      case .jsonl:
        try writeObjects(
          feedRows, to: &output, rows: &rows, opening: "", separator: "\n", closing: "\n")
      case .json:
        if window.isEmpty {
          output.write(literal: "[]\n")
        } else {
          try writeObjects(
            feedRows, to: &output, rows: &rows, opening: "[\n", separator: ",\n",
            closing: "\n]\n")
        }
      case .table: try writeTable(feedRows, to: &output, rows: &rows)
      }
      output.endRow()
    } catch {
      guard error.kind != .output else { throw error }
      let partly = output.discardUnfinishedRow()
      guard rows > 0 || partly else { throw error }
      let rowCount = rows == 1 ? "1 row" : "\(rows) rows"
      let rest = partly ? " and the start of the next, cut short" : ""
      let format = format == .json ? "; the JSON array is not closed" : ""
      throw error.noting(
        "standard output holds the first \(rowCount) of the feed\(rest), and no more\(format)")
    }
  }

  /// Writes one JSON object a position, with `separator` between two and
  /// `closing` after the last; counts the rows written whole.
  private func writeObjects<Rows: FeedRows>(
    _ feedRows: Rows, to output: inout OutputBuffer, rows: inout Int, opening: StaticString,
    separator: StaticString, closing: StaticString
  ) throws(CommandError) {
    let window = feedRows.indices
    guard !window.isEmpty else { return }
    // Only kinds with sources have rows; the rules may name millions more.
    let readers = composition.readers
    var kinds: [Int: [UInt8]] = [:]
    for kind in readers.keys { kinds[kind] = composition.kinds.name(of: kind).jsonLiteral }
    output.write(literal: opening)
    for position in window {
      let origin = feedRows.origin(at: position)
      output.write(literal: "{\"index\":")
      output.write(decimal: position)
      output.write(literal: ",\"kind\":")
      kinds[origin.kind]!.withUnsafeBytes { output.append($0) }
      output.write(literal: ",\"offset\":")
      output.write(decimal: origin.offset)
      output.write(literal: ",\"item\":")
      try readers[origin.kind]!.copyItem(at: origin.offset, into: &output)
      if explains {
        output.write(literal: ",\"why\":")
        let why = composition.kinds.text(of: feedRows.explanation(at: position))
        ByteString(why).jsonLiteral.withUnsafeBytes { output.append($0) }
      }
      output.write(literal: "}")
      output.write(literal: position == window.upperBound - 1 ? closing : separator)
      if let failure = output.failure {
        throw .writeFailed(failure)
      }
      output.endRow()
      rows += 1
    }
  }

  /// Writes the window as a table, a row at a time.
  ///
  /// A first pass over the window measures the columns; it reads items
  /// only until one is as wide as a cell can be, which for most feeds is at
  /// the first. The second pass writes the rows byte by byte.
  private func writeTable<Rows: FeedRows>(
    _ feedRows: Rows, to output: inout OutputBuffer, rows: inout Int
  ) throws(CommandError) {
    let window = feedRows.indices
    let limit = FeedWriter.tableItemWidth
    // Only kinds with sources have rows; the rules may name millions more.
    var kindNames: [Int: String] = [:]
    for kind in composition.readers.keys {
      kindNames[kind] = composition.kinds.name(of: kind).description
    }
    var cell = PrefixSink(capacity: 8 * limit)

    var shownKinds: Set<Int> = []
    var widestOffset = 0
    var itemWidth = "item".count
    for position in window {
      let origin = feedRows.origin(at: position)
      shownKinds.insert(origin.kind)
      widestOffset = max(widestOffset, origin.offset)
      if itemWidth < limit {
        cell.removeAll()
        try composition.readers[origin.kind]!.copyItem(at: origin.offset, into: &cell)
        itemWidth = max(itemWidth, width(of: cell))
      }
    }
    let indexWidth = max("index".count, decimalWidth(max(0, window.upperBound - 1)))
    var kindWidth = "kind".count
    for kind in shownKinds { kindWidth = max(kindWidth, kindNames[kind]!.count) }
    let offsetWidth = max("offset".count, decimalWidth(widestOffset))
    let widths = [indexWidth, kindWidth, offsetWidth, itemWidth] + (explains ? ["why".count] : [])
    let titles = ["index", "kind", "offset", "item"] + (explains ? ["why"] : [])

    output.write(TextTable.line(titles, widths: widths) + "\n")
    output.write(TextTable.rule(widths: widths) + "\n")
    // Each kind's cell with its padding and the space before the next.
    let kindCells = kindNames.mapValues {
      Array(($0 + String(repeating: " ", count: max(0, kindWidth - $0.count)) + "  ").utf8)
    }
    let spaces = [UInt8](repeating: .space, count: max(indexWidth, offsetWidth) + 2)
    for position in window {
      let origin = feedRows.origin(at: position)
      spaces.withUnsafeBytes {
        output.append(
          UnsafeRawBufferPointer(rebasing: $0[..<(indexWidth - decimalWidth(position))]))
      }
      output.write(decimal: position)
      output.write(literal: "  ")
      kindCells[origin.kind]!.withUnsafeBytes { output.append($0) }
      output.write(decimal: origin.offset)
      spaces.withUnsafeBytes {
        output.append(
          UnsafeRawBufferPointer(rebasing: $0[..<(offsetWidth - decimalWidth(origin.offset) + 2)]))
      }
      cell.removeAll()
      try composition.readers[origin.kind]!.copyItem(at: origin.offset, into: &cell)
      writeCell(cell, to: &output)
      if explains {
        // The item padded to its column, then the reason, as long as it is.
        output.write(String(repeating: " ", count: max(0, itemWidth - width(of: cell)) + 2))
        output.write(composition.kinds.text(of: feedRows.explanation(at: position)))
      }
      output.write(literal: "\n")
      if let failure = output.failure {
        throw .writeFailed(failure)
      }
      // The header is part of the first row: a table without rows is none.
      output.endRow()
      rows += 1
    }
  }

  /// Writes an item as a table shows it: its JSON text, cut to
  /// ``tableItemWidth`` characters with an ellipsis, tabs as spaces.
  private func writeCell(_ cell: PrefixSink, to output: inout OutputBuffer) {
    let limit = FeedWriter.tableItemWidth
    if cell.isPlain {
      // A byte a character.
      cell.bytes.withUnsafeBytes { bytes in
        if bytes.count <= limit && !cell.isTruncated {
          output.append(bytes)
        } else {
          output.append(UnsafeRawBufferPointer(rebasing: bytes[..<(limit - 1)]))
          output.write(literal: "…")
        }
      }
    } else {
      output.write(text(of: cell))
    }
  }

  /// The width of an item in a table, in characters, at most
  /// ``tableItemWidth``.
  private func width(of cell: PrefixSink) -> Int {
    let limit = FeedWriter.tableItemWidth
    if cell.isPlain { return cell.isTruncated ? limit : min(limit, cell.bytes.count) }
    return text(of: cell).count
  }

  /// The text of an item that is not plain ASCII, as a table shows it.
  private func text(of cell: PrefixSink) -> String {
    let limit = FeedWriter.tableItemWidth
    var text = cell.text
    if cell.bytes.contains(.tab) {
      text = String(text.map { $0 == "\t" ? " " : $0 })
    }
    guard cell.isTruncated || text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }

  private func decimalWidth(_ value: Int) -> Int {
    var width = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      width += 1
    }
    return width
  }

  /// The rows a writer writes.
  enum Rows {
    /// A window of the feed laid out whole.
    case window(WindowRows<ItemPlaceholder>)
    /// A page of a live feed, after a cursor or from the top.
    case page(Page<ItemPlaceholder>)
    /// A window of a feed whose items have groups (`--group`).
    case groupedWindow(WindowRows<GroupedItem>)
    /// A page of a live feed whose items have groups (`--group`).
    case groupedPage(Page<GroupedItem>)
  }
}
