//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Numbers for people: three significant digits and a unit.

/// `value` with three significant digits (more for large values, with
/// thousands separators): `4.71`, `47.1`, `471`, `4,710`.
func significant(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  let magnitude = abs(value)
  let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int((magnitude * scale).rounded())
  var power = 1
  for _ in 0..<decimals { power *= 10 }
  var text = grouped(scaled / power)
  if decimals > 0 {
    let fraction = String(scaled % power)
    text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
  return value < 0 ? "-" + text : text
}

/// A duration in seconds, in the unit that suits it: `4.71 ns`, `12.3 ms`.
func formatSeconds(_ seconds: Double) -> String {
  switch seconds {
  case ..<1e-6: significant(seconds * 1e9) + " ns"
  case ..<1e-3: significant(seconds * 1e6) + " µs"
  case ..<1: significant(seconds * 1e3) + " ms"
  default: significant(seconds) + " s"
  }
}

/// A number of bytes in decimal megabytes, as Benchmarks/README.md gives them.
func formatBytes(_ bytes: Double) -> String {
  significant(bytes / 1e6) + " MB"
}

/// A quotient: `1,234×`, `2.50×`.
func formatRatio(_ ratio: Double) -> String {
  significant(ratio) + "×"
}

/// `value` in `unit`.
func format(_ value: Double, _ unit: Unit) -> String {
  switch unit {
  case .seconds: formatSeconds(value)
  case .bytes: formatBytes(value)
  case .ratio: formatRatio(value)
  case .instructions: significant(value) + " instr."
  case .rows: (value == value.rounded() ? grouped(Int(value)) : significant(value)) + " rows"
  }
}

/// A plain-text table with aligned columns: text columns to the left, figures
/// to the right.
struct TextTable {
  var headers: [String]
  /// Whether each column is text (left-aligned).
  var isText: [Bool]
  var rows: [[String]] = []

  func render() -> String {
    var widths = headers.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      var text = ""
      for (column, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        if column > 0 { text += "  " }
        text += isText[column] ? cell + padding : padding + cell
      }
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
    var lines = [line(headers)]
    lines.append(line(widths.map { String(repeating: "-", count: $0) }))
    lines += rows.map(line)
    return lines.joined(separator: "\n")
  }
}
