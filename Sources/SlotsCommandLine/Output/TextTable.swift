//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Rows of text laid out in aligned columns, for people to read.
struct TextTable {
  /// The column titles.
  var header: [String]
  /// The rows; each has as many cells as `header`.
  var rows: [[String]] = []

  /// The table as lines: the titles, a rule, then one line a row. Columns are
  /// separated by two spaces; the first column is aligned right (it holds
  /// numbers), the others left. Trailing spaces are trimmed.
  func render() -> String {
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.count)
      }
    }
    var lines = [TextTable.line(header, widths: widths), TextTable.rule(widths: widths)]
    lines += rows.map { TextTable.line($0, widths: widths) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line of a table whose columns have the given widths, without its
  /// line break; for writing a table a row at a time.
  static func line(_ cells: [String], widths: [Int]) -> String {
    var parts: [String] = []
    for (column, cell) in cells.enumerated() {
      let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
      parts.append(column == 0 ? padding + cell : cell + padding)
    }
    var text = parts.joined(separator: "  ")
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The rule under the titles of a table whose columns have the given
  /// widths, without its line break.
  static func rule(widths: [Int]) -> String {
    widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
  }
}
