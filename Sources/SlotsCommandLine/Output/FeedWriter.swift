//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// Writes a window of a composed feed, item by item, straight from the
/// sources' files to the output.
///
/// Only the window's positions are looked up and only their items read, so
/// `--offset` and `--limit` cost what the window costs. In `jsonl` and
/// `json`, the item is the source's value: byte for byte for JSON Lines,
/// without whitespace between tokens for an array's elements.
struct FeedWriter {
  /// The feed and its sources.
  let composition: Composition
  /// The positions written.
  let window: Range<Int>

  /// The widest an item is shown in a table, in characters.
  static let tableItemWidth = 60

  /// Writes the window in `format`.
  ///
  /// - Throws: ``CommandError`` when a source cannot be read again or has
  ///   changed, or when the output cannot be written.
  func write(_ format: OutputFormat, to output: inout OutputBuffer) throws(CommandError) {
    switch format {
    case .jsonl: try writeObjects(to: &output, opening: "", separator: "\n", closing: "\n")
    case .json:
      if window.isEmpty {
        output.write(literal: "[]\n")
      } else {
        try writeObjects(to: &output, opening: "[\n", separator: ",\n", closing: "\n]\n")
      }
    case .table: try writeTable(to: &output)
    }
  }

  /// Writes one JSON object a position, with `separator` between two and
  /// `closing` after the last.
  private func writeObjects(
    to output: inout OutputBuffer, opening: StaticString, separator: StaticString,
    closing: StaticString
  ) throws(CommandError) {
    guard !window.isEmpty else { return }
    let kinds = composition.kindNames.map(jsonString)
    let feed = composition.feed
    let readers = composition.readers
    output.write(literal: opening)
    for position in window {
      if position != window.lowerBound { output.write(literal: separator) }
      let origin = feed.sourcePosition(at: position)
      output.write(literal: "{\"index\":")
      output.write(decimal: position)
      output.write(literal: ",\"kind\":")
      kinds[origin.kind].withUnsafeBytes { output.append($0) }
      output.write(literal: ",\"offset\":")
      output.write(decimal: origin.offset)
      output.write(literal: ",\"item\":")
      try readers[origin.kind]!.copyItem(at: origin.offset, into: &output)
      output.write(literal: "}")
      if let failure = output.failure {
        throw .writeFailed(failure)
      }
    }
    output.write(literal: closing)
  }

  /// Writes the window as a table, a row at a time: a first pass over the
  /// window measures the columns, a second writes the rows.
  private func writeTable(to output: inout OutputBuffer) throws(CommandError) {
    let feed = composition.feed
    let header = ["index", "kind", "offset", "item"]
    var widths = header.map(\.count)
    for position in window {
      let origin = feed.sourcePosition(at: position)
      widths[0] = max(widths[0], decimalWidth(position))
      widths[1] = max(widths[1], composition.kindNames[origin.kind].count)
      widths[2] = max(widths[2], decimalWidth(origin.offset))
      widths[3] = max(widths[3], try itemText(at: origin).count)
    }
    output.write(TextTable.line(header, widths: widths) + "\n")
    output.write(TextTable.rule(widths: widths) + "\n")
    for position in window {
      let origin = feed.sourcePosition(at: position)
      let row = [
        String(position), composition.kindNames[origin.kind], String(origin.offset),
        try itemText(at: origin),
      ]
      output.write(TextTable.line(row, widths: widths) + "\n")
      if let failure = output.failure {
        throw .writeFailed(failure)
      }
    }
  }

  /// The item at `origin` as a table shows it: its JSON text, cut to
  /// ``tableItemWidth`` characters with an ellipsis.
  private func itemText(at origin: SourcePosition<Int>) throws(CommandError) -> String {
    let limit = FeedWriter.tableItemWidth
    var prefix = PrefixSink(capacity: 8 * limit)
    try composition.readers[origin.kind]!.copyItem(at: origin.offset, into: &prefix)
    let text = prefix.text
    guard prefix.isTruncated || text.count > limit else { return text }
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
}
