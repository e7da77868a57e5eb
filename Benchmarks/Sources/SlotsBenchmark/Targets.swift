//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The targets of Benchmarks/README.md, judged on the figures of the same run. Nothing
// here fails the run: the targets are shown, never asserted.

/// Whether one side meets one target.
enum Verdict: String, Sendable {
  case met
  case notMet = "not met"
  /// The run did not measure the target's figures.
  case notMeasured = "not measured"
}

/// One side's standing against one target.
struct SideVerdict: Sendable {
  var side: Side
  var verdict: Verdict
  /// The figure the verdict rests on: `"2,264× faster"`.
  var figure: String
  /// The figure over the target's limit, in the target's direction:
  /// `"22.6× the minimum"`, `"1.13× the maximum"`.
  var margin: String
}

/// One target of Benchmarks/README.md and how each side of this package fares.
struct TargetCheck: Sendable {
  var workload: String
  /// The target, in Benchmarks/README.md's words.
  var target: String
  /// For each side the target applies to: the verdict and the figure.
  var sides: [SideVerdict] = []
  /// Why the target is not measured, when it is not.
  var note: String? = nil

  /// Met when every side meets it; not measured when no side was.
  var verdict: Verdict {
    if sides.isEmpty { return .notMeasured }
    return sides.contains(where: { $0.verdict == .notMet }) ? .notMet : .met
  }

  /// `"SlotCollection met (12,345× faster, 12.3× the minimum); …"`.
  var summary: String {
    if sides.isEmpty { return note ?? "not measured in this run" }
    return sides.map { "\($0.side.title) \($0.verdict.rawValue) (\($0.figure), \($0.margin))" }
      .joined(separator: "; ")
  }
}

/// The threshold of W3's second target: the last page of a 200-page feed
/// costs at most this many times the first page. A cost that grew with the
/// feed would make it about 200.
let lastPageTolerance = 3.0

/// A verdict on `value`, which must be at least `minimum`.
func atLeast(_ side: Side, _ value: Double, _ minimum: Double, figure: String) -> SideVerdict {
  SideVerdict(
    side: side, verdict: value >= minimum ? .met : .notMet, figure: figure,
    margin: "\(formatRatio(value / minimum)) the minimum")
}

/// A verdict on `value`, which must be at most `maximum`.
func atMost(_ side: Side, _ value: Double, _ maximum: Double, figure: String) -> SideVerdict {
  SideVerdict(
    side: side, verdict: value <= maximum ? .met : .notMet, figure: figure,
    margin: "\(formatRatio(value / maximum)) the maximum")
}

/// Judges every target of Benchmarks/README.md on `rows`; targets whose figures
/// the run did not measure are listed as not measured.
func checkTargets(_ rows: [Row]) -> [TargetCheck] {
  var rowsByKey: [String: Row] = [:]
  for row in rows { rowsByKey[row.key] = row }
  let package: [Side] = [.typed, .slots]
  var checks: [TargetCheck] = []

  /// A target on how many times faster than the naive reference each side
  /// of the package is, in one row.
  func speedUp(_ workload: String, _ key: String, _ target: String, atLeast minimum: Double) {
    var check = TargetCheck(workload: workload, target: target)
    if let row = rowsByKey[key] {
      for side in package {
        if let ratio = row.ratio(.naive, over: side) {
          check.sides.append(atLeast(side, ratio, minimum, figure: "\(formatRatio(ratio)) faster"))
        }
      }
    }
    checks.append(check)
  }

  /// A target on a side's median over another row's (or the same row's)
  /// median of `denominator`, at most `maximum`.
  func atMostTimes(
    _ workload: String, _ target: String, _ key: String, _ side: Side,
    over denominatorKey: String, _ denominator: Side, _ maximum: Double
  ) {
    var check = TargetCheck(workload: workload, target: target)
    if let top = rowsByKey[key]?[side]?.median,
      let bottom = rowsByKey[denominatorKey]?[denominator]?.median, bottom > 0
    {
      let ratio = top / bottom
      check.sides.append(
        atMost(
          side, ratio, maximum,
          figure: "\(formatRatio(ratio)): \(formatSeconds(top)) against \(formatSeconds(bottom))"))
    }
    checks.append(check)
  }

  speedUp(
    "W1", "W1.layout", "W1 layout: at least 1,000× faster than the naive reference",
    atLeast: 1_000)
  speedUp(
    "W4", "W4.layout", "W4 layout: at least 1,000× faster than the naive reference",
    atLeast: 1_000)

  var growthCheck = TargetCheck(workload: "W5", target: "W5 growth: at most 5×")
  if let growth = rowsByKey["W5.growth"] {
    for side in package {
      guard let ratio = growth[side]?.median else { continue }
      growthCheck.sides.append(atMost(side, ratio, 5, figure: formatRatio(ratio)))
    }
    if let floor = growth[.array]?.median {
      growthCheck.target += " (the Array floor grows \(formatRatio(floor)) on the same reads)"
    }
  }
  checks.append(growthCheck)

  atMostTimes(
    "W2", "W2 typed random read: at most 3× the plain Array read",
    "W2.element", .typed, over: "W2.element", .array, 3)

  speedUp(
    "W3", "W3.total", "W3: at least 100× faster than the naive reference in total",
    atLeast: 100)
  var pagesCheck = TargetCheck(
    workload: "W3",
    target:
      "W3: the last page costs what a page costs (last ÷ first page at most \(formatRatio(lastPageTolerance)))"
  )
  if let pages = rowsByKey["W3.lastOverFirst"] {
    if let naive = pages[.naive]?.median {
      pagesCheck.target += "; the naive reference: \(formatRatio(naive))"
    }
    for side in package {
      guard let ratio = pages[side]?.median else { continue }
      pagesCheck.sides.append(
        atMost(side, ratio, lastPageTolerance, figure: "last ÷ first \(formatRatio(ratio))"))
    }
  }
  checks.append(pagesCheck)

  var adversarialCheck = TargetCheck(
    workload: "W6", target: "W6: never slower than the naive reference")
  let adversarial = rows.filter { $0.workload == "W6" && $0.unit == .seconds }
  for side in package {
    let ratios = adversarial.compactMap { $0.ratio(.naive, over: side) }
    guard let worst = ratios.min() else { continue }
    adversarialCheck.sides.append(
      atLeast(side, worst, 1, figure: "at worst \(formatRatio(worst)) faster"))
  }
  checks.append(adversarialCheck)

  var diffCheck = TargetCheck(
    workload: "W7", target: "W7: at least 10× faster than difference(from:)")
  if let ratio = rowsByKey["W7.diff"]?.ratio(.naive, over: .typed) {
    diffCheck.sides.append(atLeast(.typed, ratio, 10, figure: "\(formatRatio(ratio)) faster"))
  }
  checks.append(diffCheck)

  var memoryCheck = TargetCheck(
    workload: "M1",
    target: "M1: peak memory at most 1.25× that of the process that only builds the sources")
  if let memory = rowsByKey["M1.ratio"] {
    for side in package {
      guard let ratio = memory[side]?.median else { continue }
      memoryCheck.sides.append(atMost(side, ratio, 1.25, figure: formatRatio(ratio)))
    }
  }
  checks.append(memoryCheck)

  atMostTimes(
    "W1", "W1 materialize (Array(feed) + sum): at most 2× the plain Array copy (+ sum)",
    "W1.materialize", .typed, over: "W1.materialize", .array, 2)
  atMostTimes(
    "W1", "Iteration (for-in + sum): at most 2× the plain Array copy (+ sum)",
    "W1.iterate", .typed, over: "W1.materialize", .array, 2)

  var liveSpeed = TargetCheck(
    workload: "W8", target: "W8: at least 100× faster than the naive reference in total")
  if let ratio = rowsByKey["W8.total"]?.ratio(.naive, over: .live) {
    liveSpeed.sides.append(atLeast(.live, ratio, 100, figure: "\(formatRatio(ratio)) faster"))
  }
  checks.append(liveSpeed)
  var livePages = TargetCheck(
    workload: "W8",
    target:
      "W8: the last page costs what a page costs (last ÷ first page at most \(formatRatio(lastPageTolerance)))"
  )
  if let ratio = rowsByKey["W8.lastOverFirst"]?[.live]?.median {
    livePages.sides.append(
      atMost(.live, ratio, lastPageTolerance, figure: "last ÷ first \(formatRatio(ratio))"))
  }
  checks.append(livePages)
  var liveTouched = TargetCheck(
    workload: "W8",
    target:
      "W8: 0 rows touched above the frontier by arrivals, and by any change set but for the hidden and prepended rows"
  )
  if let arrivals = rowsByKey["W8.touched"]?[.live]?.median,
    let edits = rowsByKey["W8.touchedByEdits"]?[.live]?.median
  {
    liveTouched.sides.append(
      SideVerdict(
        side: .live, verdict: arrivals == 0 && edits == 0 ? .met : .notMet,
        figure: "\(format(arrivals, .rows)) by arrivals, \(format(edits, .rows)) by edits",
        margin: "0 allowed"))
  }
  checks.append(liveTouched)

  var classCheck = TargetCheck(
    workload: "W9",
    target: "W9: the Slots class at most 0.5× the 2.0-style side on every figure")
  for row in rows where row.workload == "W9" {
    guard let ratio = row.ratio(.slots, over: .twoStyle) else { continue }
    classCheck.sides.append(
      atMost(
        .slots, ratio, 0.5,
        figure:
          "\(row.figure): \(formatRatio(ratio)), \(row.medianText(.slots)) against \(row.medianText(.twoStyle))"
      ))
  }
  checks.append(classCheck)
  return checks
}
