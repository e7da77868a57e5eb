//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The results of a run: one row a figure, one cell a side.

/// The things every figure is measured on (each row fills the sides it
/// applies to).
enum Side: String, CaseIterable, Sendable {
  /// The naive reference: rebuilds the whole list after every change.
  case naive
  /// This package's typed `SlotCollection`.
  case typed
  /// This package's 2.0-compatible `Slots` class.
  case slots
  /// This package's live feed, `SlotFeed` (W8).
  case live
  /// W9's 2.0-style class (`SlotsTwo`): works as Slots 2.0.0 does, building
  /// the whole list on each sort.
  case twoStyle
  /// The floor: the same work on a plain `Array` of the final size.
  case array

  /// The column heading.
  var title: String {
    switch self {
    case .naive: "naive"
    case .typed: "SlotCollection"
    case .slots: "Slots"
    case .live: "SlotFeed"
    case .twoStyle: "2.0-style"
    case .array: "Array"
    }
  }
}

/// What a row's figures are.
enum Unit: String, Sendable {
  /// Seconds, of a whole run or, with `perOperation`, of one operation.
  case seconds
  /// Peak resident memory, in bytes.
  case bytes
  /// A quotient of two other figures.
  case ratio
  /// Instructions executed, as counted by callgrind.
  case instructions
  /// A number of rows.
  case rows
}

/// One side's figure in a row.
enum Cell: Sendable {
  /// Measured over the repetitions.
  case measured(Sample)
  /// Worked out from other figures (a ratio).
  case value(Double)

  /// The figure that ratios and targets use: the median, or the value.
  var median: Double? {
    switch self {
    case .measured(let sample): sample.spread.median
    case .value(let value): value
    }
  }
}

/// One figure of one workload, on every side it applies to.
struct Row: Sendable {
  /// The workload, as Benchmarks/README.md names it: `"W1"` … `"W9"`, `"M1"`, `"I1"`.
  var workload: String
  /// A stable name for the figure, for JSON and targets: `"W1.layout"`.
  var key: String
  /// What is measured, in words.
  var figure: String
  var unit: Unit
  /// When set, figures are per operation of this name (`"read"`).
  var perOperation: String? = nil
  /// The cells; a side without a cell does not apply.
  var cells: [Side: Cell] = [:]
  /// The sides whose results must agree (they did the same work).
  var checkedSides: [Side] = []
  /// The result the checked sides must all give, when the workload defines
  /// it (a count that Benchmarks/README.md states).
  var expectedResult: Int? = nil

  init(_ workload: String, _ key: String, _ figure: String, unit: Unit = .seconds) {
    self.workload = workload
    self.key = "\(workload).\(key)"
    self.figure = figure
    self.unit = unit
  }

  subscript(side: Side) -> Cell? {
    get { cells[side] }
    set { cells[side] = newValue }
  }

  /// Records a side's sample, divided by `operations` when the figure is per
  /// operation; the side's result takes part in the row's check when
  /// `checked` is true.
  mutating func record(
    _ side: Side, _ sample: Sample, operations: Int = 1, checked: Bool = true
  ) {
    var sample = sample
    sample.spread = sample.spread.divided(by: Double(operations))
    cells[side] = .measured(sample)
    if checked { checkedSides.append(side) }
  }

  /// The median of `numerator` over the median of `denominator`, when both
  /// are measured.
  func ratio(_ numerator: Side, over denominator: Side) -> Double? {
    guard let top = cells[numerator]?.median, let bottom = cells[denominator]?.median,
      bottom > 0
    else { return nil }
    return top / bottom
  }

  /// The ways the checked sides' results disagree, if any.
  var checkFailures: [String] {
    var failures: [String] = []
    var results: [(Side, Int)] = []
    for side in checkedSides {
      if case .measured(let sample)? = cells[side] { results.append((side, sample.result)) }
    }
    if let expected = expectedResult {
      for (side, result) in results where result != expected {
        failures.append("\(key): \(side.title) gave \(result), expected \(expected)")
      }
    }
    if let (firstSide, first) = results.first {
      for (side, result) in results.dropFirst() where result != first {
        failures.append(
          "\(key): \(side.title) gave \(result) but \(firstSide.title) gave \(first)")
      }
    }
    return failures
  }
}

/// A row of ratios: for each side measured in both rows, the median of
/// `numerator` over the median of `denominator`.
func ratioRow(
  _ workload: String, _ key: String, _ figure: String, _ numerator: Row, over denominator: Row
) -> Row {
  var row = Row(workload, key, figure, unit: .ratio)
  for side in Side.allCases {
    if let top = numerator[side]?.median, let bottom = denominator[side]?.median, bottom > 0 {
      row[side] = .value(top / bottom)
    }
  }
  return row
}
