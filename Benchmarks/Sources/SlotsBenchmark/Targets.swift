//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// BENCHMARKS.md's targets, judged on the figures of the same run. Nothing
// here fails the run: the targets are shown, never asserted.

/// Whether one side meets one target.
enum Verdict: String, Sendable {
  case met
  case notMet = "not met"
}

/// One target of BENCHMARKS.md and how each side of this package fares.
struct TargetCheck: Sendable {
  var workload: String
  /// The target, in BENCHMARKS.md's words.
  var target: String
  /// For each side the target applies to: the verdict and the figure.
  var sides: [(side: Side, verdict: Verdict, figure: String)] = []

  /// Met when every side meets it.
  var verdict: Verdict {
    sides.contains(where: { $0.verdict == .notMet }) ? .notMet : .met
  }

  /// `"SlotCollection met (12,345×); Slots met (6,789×)"`.
  var summary: String {
    sides.map { "\($0.side.title) \($0.verdict.rawValue) (\($0.figure))" }
      .joined(separator: "; ")
  }
}

/// The threshold of W3's second target: the last page of a 200-page feed
/// costs at most this many times the first page. A cost that grew with the
/// feed would make it about 200.
let lastPageTolerance = 3.0

/// Judges every target whose figures are among `rows` (a filtered run judges
/// only its own).
func checkTargets(_ rows: [Row]) -> [TargetCheck] {
  var rowsByKey: [String: Row] = [:]
  for row in rows { rowsByKey[row.key] = row }
  let package: [Side] = [.typed, .slots]
  var checks: [TargetCheck] = []

  /// A target on the quotient of `numerator` over each side (or of each side
  /// over `denominator`) in one row.
  func speedUp(_ workload: String, _ key: String, _ target: String, atLeast minimum: Double) {
    guard let row = rowsByKey[key] else { return }
    var check = TargetCheck(workload: workload, target: target)
    for side in package {
      if let ratio = row.ratio(.naive, over: side) {
        check.sides.append(
          (side, ratio >= minimum ? .met : .notMet, "\(formatRatio(ratio)) faster"))
      }
    }
    checks.append(check)
  }

  speedUp(
    "W1", "W1.layout", "W1 layout: at least 1,000× faster than the naive reference",
    atLeast: 1_000)
  speedUp(
    "W4", "W4.layout", "W4 layout: at least 1,000× faster than the naive reference",
    atLeast: 1_000)

  if let growth = rowsByKey["W5.growth"] {
    var check = TargetCheck(workload: "W5", target: "W5 growth: at most 5×")
    for side in package {
      guard let ratio = growth[side]?.median else { continue }
      check.sides.append((side, ratio <= 5 ? .met : .notMet, formatRatio(ratio)))
    }
    if let floor = growth[.array]?.median {
      check.target += " (the Array floor grows \(formatRatio(floor)) on the same reads)"
    }
    checks.append(check)
  }

  if let reads = rowsByKey["W2.element"], let ratio = reads.ratio(.typed, over: .array),
    let typed = reads[.typed]?.median, let array = reads[.array]?.median
  {
    var check = TargetCheck(
      workload: "W2", target: "W2 typed random read: at most 3× the plain Array read")
    check.sides.append(
      (
        .typed, ratio <= 3 ? .met : .notMet,
        "\(formatRatio(ratio)): \(formatSeconds(typed)) against \(formatSeconds(array))"
      ))
    checks.append(check)
  }

  speedUp(
    "W3", "W3.total", "W3: at least 100× faster than the naive reference in total",
    atLeast: 100)
  if let pages = rowsByKey["W3.lastOverFirst"] {
    var check = TargetCheck(
      workload: "W3",
      target:
        "W3: the last page costs what a page costs (last ÷ first page at most \(formatRatio(lastPageTolerance)); the naive reference: \(pages[.naive]?.median.map(formatRatio) ?? "—"))"
    )
    for side in package {
      guard let ratio = pages[side]?.median else { continue }
      check.sides.append(
        (side, ratio <= lastPageTolerance ? .met : .notMet, "last ÷ first \(formatRatio(ratio))"))
    }
    checks.append(check)
  }

  let adversarial = rows.filter { $0.workload == "W6" && $0.unit == .seconds }
  if !adversarial.isEmpty {
    var check = TargetCheck(workload: "W6", target: "W6: never slower than the naive reference")
    for side in package {
      let ratios = adversarial.compactMap { $0.ratio(.naive, over: side) }
      guard let worst = ratios.min() else { continue }
      check.sides.append(
        (side, worst >= 1 ? .met : .notMet, "at worst \(formatRatio(worst)) faster"))
    }
    checks.append(check)
  }

  if let diff = rowsByKey["W7.diff"] {
    var check = TargetCheck(
      workload: "W7", target: "W7: at least 10× faster than difference(from:)")
    if let ratio = diff.ratio(.naive, over: .typed) {
      check.sides.append((.typed, ratio >= 10 ? .met : .notMet, "\(formatRatio(ratio)) faster"))
    }
    checks.append(check)
  }

  if let memory = rowsByKey["M1.ratio"] {
    var check = TargetCheck(
      workload: "M1",
      target: "M1: peak memory at most 1.25× that of the process that only builds the sources")
    for side in package {
      guard let ratio = memory[side]?.median else { continue }
      check.sides.append((side, ratio <= 1.25 ? .met : .notMet, formatRatio(ratio)))
    }
    checks.append(check)
  }
  return checks
}
