//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The report for people: medians and ratios, the spread of every figure,
// the result checks, and the targets.

/// Everything a run produced.
struct RunReport: Sendable {
  var scale: Scale
  var harness: Harness
  var machine: String
  var rows: [Row]
  var targets: [TargetCheck]

  /// Every disagreement between sides that should agree.
  var checkFailures: [String] { rows.flatMap(\.checkFailures) }
}

extension Row {
  /// The figure with its unit of work: `random element read, per read`.
  var title: String {
    perOperation.map { "\(figure), per \($0)" } ?? figure
  }

  /// A cell's median (or value) as text; `—` where the side does not apply.
  func medianText(_ side: Side) -> String {
    switch cells[side] {
    case .measured(let sample)?: format(sample.spread.median, unit)
    case .value(let value)?: formatRatio(value)
    case nil: "—"
    }
  }

  /// A cell's min – max as text.
  func spreadText(_ side: Side) -> String {
    switch cells[side] {
    case .measured(let sample)?:
      "\(format(sample.spread.min, unit)) – \(format(sample.spread.max, unit)) (\(sample.repetitions))"
    case .value?: "(ratio)"
    case nil: "—"
    }
  }

  /// A ratio column's figure for this row; empty where it does not apply.
  func ratioText(_ column: RatioColumn) -> String {
    guard unit != .ratio else { return "" }
    return ratio(column.numerator, over: column.denominator).map(formatRatio) ?? ""
  }
}

/// The quotients the text and Markdown reports show beside the medians.
enum RatioColumn: CaseIterable {
  case naiveOverTyped, naiveOverSlots, naiveOverLive, typedOverArray, slotsOverTwoStyle

  var numerator: Side {
    switch self {
    case .naiveOverTyped, .naiveOverSlots, .naiveOverLive: .naive
    case .typedOverArray: .typed
    case .slotsOverTwoStyle: .slots
    }
  }

  var denominator: Side {
    switch self {
    case .naiveOverTyped: .typed
    case .naiveOverSlots: .slots
    case .naiveOverLive: .live
    case .typedOverArray: .array
    case .slotsOverTwoStyle: .twoStyle
    }
  }

  var title: String {
    switch self {
    case .naiveOverTyped: "naive÷typed"
    case .naiveOverSlots: "naive÷Slots"
    case .naiveOverLive: "naive÷SlotFeed"
    case .typedOverArray: "typed÷Array"
    case .slotsOverTwoStyle: "Slots÷2.0-style"
    }
  }
}

extension RunReport {
  /// The report as aligned plain-text tables.
  func text() -> String {
    var out: [String] = []
    let scaleNote =
      scale.name == Scale.full.name
      ? "full sizes (as defined)" : "\(scale.name) sizes (smaller than defined)"
    out.append("Slots benchmarks: \(scaleNote), release build")
    out.append(
      "Every figure: at least \(harness.minimumRepetitions) runs; a short one runs again, up to "
        + "\(harness.maximumRepetitions) times, until its runs add up to \(formatSeconds(harness.budget))."
    )
    out.append("Machine: \(machine)")
    out.append("")
    out.append(
      "Medians. typed = SlotCollection; 2.0-style = W9's class that works as Slots 2.0.0 does; "
        + "a÷b = median of a over median of b.")

    var medians = TextTable(
      headers: ["id", "figure"] + Side.allCases.map(\.title) + RatioColumn.allCases.map(\.title),
      isText: [true, true]
        + Array(repeating: false, count: Side.allCases.count + RatioColumn.allCases.count))
    for row in rows {
      medians.rows.append(
        [row.workload, row.title] + Side.allCases.map(row.medianText)
          + RatioColumn.allCases.map { row.ratioText($0) })
    }
    out.append(medians.render())

    out.append("")
    out.append("Spread: min – max (number of runs).")
    var spreads = TextTable(
      headers: ["id", "figure"] + Side.allCases.map(\.title),
      isText: [true, true] + Array(repeating: false, count: Side.allCases.count))
    for row in rows where row.unit != .ratio {
      spreads.rows.append([row.workload, row.title] + Side.allCases.map(row.spreadText))
    }
    out.append(spreads.render())

    out.append("")
    let failures = checkFailures
    if failures.isEmpty {
      out.append("Results: every side agrees wherever the work is the same.")
    } else {
      out.append("RESULTS DISAGREE:")
      out += failures.map { "  \($0)" }
    }

    if !targets.isEmpty {
      out.append("")
      out.append(
        scale.name == Scale.full.name
          ? "Targets (Benchmarks/README.md)"
          : "Targets (Benchmarks/README.md), indicative only: judged on full sizes")
      for check in targets {
        out.append("  \(check.verdict.rawValue.uppercased()): \(check.target)")
        out.append("    \(check.summary)")
      }
    }
    return out.joined(separator: "\n")
  }
}
