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

  // W2: the instruction count decides when I1 ran (time ratios swing with
  // the machine's load); the time ratio is shown beside it, and judges alone
  // when I1 did not run.
  var readCheck = TargetCheck(
    workload: "W2",
    target:
      "W2 typed random read: feed[i] at most 60 instructions in I1, and at most 6× the plain Array read on a quiet machine (the instruction count decides)"
  )
  let timeRatio = rowsByKey["W2.element"]?.ratio(.typed, over: .array)
  let timeText = timeRatio.map {
    "time \(formatRatio($0)) the Array read (at most 6× on a quiet machine)"
  }
  if let instructions = rowsByKey["I1.element"]?[.typed]?.median {
    let figure =
      "\(significant(instructions)) instructions a read" + (timeText.map { "; \($0)" } ?? "")
    readCheck.sides.append(atMost(.typed, instructions, 60, figure: figure))
  } else if let timeRatio, let timeText {
    readCheck.sides.append(
      atMost(.typed, timeRatio, 6, figure: timeText + "; I1 not run, so the time decides"))
  }
  checks.append(readCheck)

  var paginationCheck = TargetCheck(
    workload: "W3",
    target:
      "W3: SlotCollection at least 100× faster than the naive reference in total; the Slots class at least 20×"
  )
  if let row = rowsByKey["W3.total"] {
    for (side, minimum) in [(Side.typed, 100.0), (.slots, 20)] {
      guard let ratio = row.ratio(.naive, over: side) else { continue }
      paginationCheck.sides.append(
        atLeast(side, ratio, minimum, figure: "\(formatRatio(ratio)) faster"))
    }
  }
  checks.append(paginationCheck)
  var pagesCheck = TargetCheck(
    workload: "W3",
    target:
      "W3: SlotCollection's last page at most \(formatRatio(lastPageTolerance)) its first"
  )
  if let pages = rowsByKey["W3.lastOverFirst"] {
    var shown: [String] = []
    if let naive = pages[.naive]?.median {
      shown.append("the naive reference: \(formatRatio(naive))")
    }
    if let slots = pages[.slots]?.median {
      shown.append("Slots, not judged: \(formatRatio(slots))")
    }
    if !shown.isEmpty { pagesCheck.target += " (\(shown.joined(separator: "; ")))" }
    if let ratio = pages[.typed]?.median {
      pagesCheck.sides.append(
        atMost(.typed, ratio, lastPageTolerance, figure: "last ÷ first \(formatRatio(ratio))"))
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

  checks += liveChecks(
    "W8", rowsByKey, touchedTarget: "by any change set but for the hidden and prepended rows")

  // W9: each workflow a 2.0 app runs, against its own limit.
  func classCheck(_ target: String, _ keys: [String], _ maximum: Double) -> TargetCheck {
    var check = TargetCheck(workload: "W9", target: target)
    for key in keys {
      guard let row = rowsByKey[key], let ratio = row.ratio(.slots, over: .twoStyle) else {
        continue
      }
      check.sides.append(
        atMost(
          .slots, ratio, maximum,
          figure:
            "\(row.figure): \(formatRatio(ratio)), \(row.medianText(.slots)) against \(row.medianText(.twoStyle))"
        ))
    }
    return check
  }
  checks.append(
    classCheck(
      "W9: layout, and contents + sum counted from the assignment of the sources: the Slots class at most 0.5× the 2.0-style side",
      [
        "W9.layoutW1", "W9.layoutW4", "W9.contentsAfterAssignmentW1",
        "W9.contentsAfterAssignmentW4",
      ], 0.5))
  checks.append(
    classCheck("W9: type(at:): at most 0.5× the 2.0-style side", ["W9.kind"], 0.5))
  var againCheck = classCheck(
    "W9: contents read again, and slots[i]: at most 1.05× the 2.0-style side (the same work on both sides)",
    ["W9.contentsAgainW1", "W9.contentsAgainW4", "W9.element"], 1.05)
  let sorted = ["W1", "W4"].compactMap { name -> String? in
    guard let ratio = rowsByKey["W9.contentsSorted\(name)"]?.ratio(.slots, over: .twoStyle) else {
      return nil
    }
    return "\(name) \(formatRatio(ratio))"
  }
  if !sorted.isEmpty {
    againCheck.target +=
      "; shown, not judged: the first contents read on an instance already sorted, "
      + sorted.joined(separator: ", ")
  }
  checks.append(againCheck)

  // W10: placements laid over a million styles.
  speedUp(
    "W10", "W10.layout",
    "W10 layout with placements: at least 100× faster than the naive reference", atLeast: 100)
  atMostTimes(
    "W10", "W10 random read: at most 1.5× W1's read without placements (timed in turns with it)",
    "W10.element", .typed, over: "W10.elementW1", .typed, 1.5)
  // I1 for W10's read, when I1 ran.
  var placedReadCheck = TargetCheck(
    workload: "W10", target: "W10 random read: at most 70 instructions in I1")
  if let instructions = rowsByKey["I1.placedElement"]?[.typed]?.median {
    placedReadCheck.sides.append(
      atMost(
        .typed, instructions, 70, figure: "\(significant(instructions)) instructions a read"))
  }
  checks.append(placedReadCheck)
  atMostTimes(
    "W10", "W10 materialize (Array(feed) + sum): at most 2× the plain Array copy (+ sum)",
    "W10.materialize", .typed, over: "W10.materialize", .array, 2)

  checks += liveChecks("W11", rowsByKey, touchedTarget: "by any change set but for the hidden rows")

  atMostTimes(
    "W12",
    "W12: settle + append at 1,050,000 rows with a copy kept at most 2× the same step without one",
    "W12.copyKept", .live, over: "W12.noCopy", .live, 2)

  atMostTimes(
    "W13", "W13: the layout with placements at 10× the items at most 2× the layout at W10's sizes",
    "W13.layout10", .typed, over: "W13.layout", .typed, 2)

  // W14: the instruction counts decide when they were taken (times of a
  // round of a few microseconds swing with the machine's load); the times
  // judge alone when they were not.
  var smallCheck = TargetCheck(
    workload: "W14",
    target:
      "W14 small feeds: the Slots class at most 1.0× the 2.0-style side at 1, 5 and 20 items a kind (instruction counts decide)"
  )
  for items in w14ItemsPerKind {
    let counted = rowsByKey["W14.instructions\(items)"]
    guard let row = counted ?? rowsByKey["W14.time\(items)"],
      let ratio = row.ratio(.slots, over: .twoStyle)
    else { continue }
    let measure = counted == nil ? "time, not counted" : "instructions"
    smallCheck.sides.append(
      atMost(
        .slots, ratio, 1,
        figure:
          "\(items) a kind, \(measure): \(formatRatio(ratio)), \(row.medianText(.slots)) against \(row.medianText(.twoStyle))"
      ))
  }
  checks.append(smallCheck)
  return checks
}

/// The targets of a live session (W8, W11): at least 100× faster than the
/// naive side in total; the last page at most 3× the first; 0 rows touched
/// above the frontier by arrivals, nor by the session's edits beyond the
/// rows they name; memory beyond the items at most 25% of the items' size
/// (for W8, in its variant that settles every 10 rows).
func liveChecks(
  _ workload: String, _ rowsByKey: [String: Row], touchedTarget: String
) -> [TargetCheck] {
  var speed = TargetCheck(
    workload: workload,
    target: "\(workload): at least 100× faster than the naive reference in total")
  if let ratio = rowsByKey["\(workload).total"]?.ratio(.naive, over: .live) {
    speed.sides.append(atLeast(.live, ratio, 100, figure: "\(formatRatio(ratio)) faster"))
  }
  var pages = TargetCheck(
    workload: workload,
    target:
      "\(workload): the last page costs what a page costs (last ÷ first page at most \(formatRatio(lastPageTolerance)))"
  )
  if let ratio = rowsByKey["\(workload).lastOverFirst"]?[.live]?.median {
    pages.sides.append(
      atMost(.live, ratio, lastPageTolerance, figure: "last ÷ first \(formatRatio(ratio))"))
  }
  if let ratio = rowsByKey["\(workload).lastOverFirst10"]?[.live]?.median {
    pages.sides.append(
      atMost(
        .live, ratio, lastPageTolerance,
        figure: "settling every 10 rows: last ÷ first \(formatRatio(ratio))"))
  }
  var touched = TargetCheck(
    workload: workload,
    target: "\(workload): 0 rows touched above the frontier by arrivals, and \(touchedTarget)")
  if let arrivals = rowsByKey["\(workload).touched"]?[.live]?.median,
    let edits = rowsByKey["\(workload).touchedByEdits"]?[.live]?.median
  {
    let settlingEvery10 = rowsByKey["\(workload).touched10"]?[.live]?.median ?? 0
    touched.sides.append(
      SideVerdict(
        side: .live,
        verdict: arrivals == 0 && edits == 0 && settlingEvery10 == 0 ? .met : .notMet,
        figure: "\(format(arrivals, .rows)) by arrivals, \(format(edits, .rows)) by edits"
          + (rowsByKey["\(workload).touched10"] == nil
            ? "" : ", \(format(settlingEvery10, .rows)) by arrivals settling every 10 rows"),
        margin: "0 allowed"))
  }
  var memory = TargetCheck(
    workload: workload,
    target:
      "\(workload): memory the feed holds beyond its items at most 25% of the items' size, the reader settling every 10 rows and items arriving late"
  )
  if let share = rowsByKey["\(workload).memoryBeyond"]?[.live]?.median,
    let held = rowsByKey["\(workload).memory"]?[.live]?.median,
    let floor = rowsByKey["\(workload).memory"]?[.array]?.median,
    let items = rowsByKey["\(workload).itemBytes"]?[.live]?.median
  {
    memory.sides.append(
      atMost(
        .live, share, 0.25,
        figure:
          "\(significant(share * 100))%: \(formatBytes(held - floor)) beyond plain arrays of the items (\(formatBytes(held)) against \(formatBytes(floor))), items \(formatBytes(items))"
      ))
  } else if rowsByKey["\(workload).total"] != nil {
    memory.note = "the heap cannot be read on this system"
  }
  return [speed, pages, touched, memory]
}
