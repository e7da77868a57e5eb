//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W15 (Benchmarks/README.md): seeded sessions of a home feed kept fed by the
// loading product, shown by the UIKit recipe in the test kit's simulated
// table view. Prints the figures as a Markdown table, against the bounds.
//
//     swift run -c release --package-path Benchmarks slots-loading-simulation
//     swift run -c release --package-path Benchmarks slots-loading-simulation --quick

import SlotsLoading
import _SlotsTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let quick = CommandLine.arguments.contains("--quick")
let seeds: Range<UInt64> = 0..<(quick ? 4 : 20)
let ticks = quick ? 300 : 600

guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
  print("W15 needs macOS 15 or later (the manual clock's lock).")
  exit(1)
}

/// The report of a run, and the same sessions with the first page shown at
/// once.
let waiting = HomeFeedSimulation.run(seeds: seeds, ticks: ticks)
let atOnce = HomeFeedSimulation.run(seeds: seeds, ticks: ticks, firstScreenWait: nil)

func percent(_ value: Double) -> String {
  let tenths = Int((value * 1_000).rounded())
  return "\(tenths / 10).\(tenths % 10)%"
}

/// A number with `places` decimals (two unless told otherwise).
func decimal(_ value: Double, places: Int = 2) -> String {
  var scale = 1
  for _ in 0..<places { scale *= 10 }
  let scaled = Int((value * Double(scale)).rounded())
  let fraction = String(scaled % scale)
  return "\(scaled / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
}

func row(_ name: String, _ value: String, _ bound: String, _ holds: Bool?) -> String {
  "| \(name) | \(value) | \(bound) | \(holds.map { $0 ? "yes" : "**no**" } ?? "—") |"
}

let report = waiting
let shown = report.freshAdsSeen + report.expiredAdsSeen
let firstRows = report.firstAdRows.sorted()
let atOnceRows = atOnce.firstAdRows.sorted()
let median = { (rows: [Int]) in rows.isEmpty ? -1 : rows[rows.count / 2] }
let lines = [
  "W15 — \(report.sessions) sessions of \(report.ticks) ticks (seeds \(seeds.lowerBound)–\(seeds.upperBound - 1))",
  "",
  "| figure | measured | bound | holds |",
  "|---|---:|---|---|",
  row("batch updates (invalid)", "\(report.batchUpdates) (\(report.invalidUpdates))", "0 invalid", report.invalidUpdates == 0),
  row("seen rows moved; visible changes", "\(report.seenRowsMoved); \(report.visibleChanges)", "0", report.seenRowsMoved + report.visibleChanges == 0),
  row("expired ads at first sight", "\(report.expiredAdsSeen)", "0", report.expiredAdsSeen == 0),
  row("fresh ads seen / ad slots due", "\(report.freshAdsSeen) / \(report.adSlotsDue) = \(percent(report.fillRate))", "≥ 90%", report.fillRate >= 0.9),
  row("ads requested / ads shown", "\(report.adsRequested) / \(shown) = \(decimal(report.requestRatio))", "≤ 1.5", report.requestRatio <= 1.5),
  row("pages requested; loaded twice; twice in flight", "\(report.pageRequests); \(report.pagesLoadedTwice); \(report.pagesInFlightTwice)", "0 twice", report.pagesLoadedTwice + report.pagesInFlightTwice == 0),
  row("empty batch updates", "\(report.emptyUpdates)", "0", report.emptyUpdates == 0),
  row("failed loads; requests during a backoff; most at a step's end", "\(report.failures); \(report.requestsDuringBackoff); \(report.mostRequestsPerBackoffStep)", "0; ≤ 1", report.requestsDuringBackoff == 0 && report.mostRequestsPerBackoffStep <= 1),
  row("expired: pending dropped; unseen swapped; unseen hidden", "\(report.expiredDropped); \(report.swapped); \(report.hidden)", "—", nil),
  row("pulls to refresh", "\(report.refreshes)", "—", nil),
  row("first ad row, first screen waits ≤ 12 ticks (min / median / max; at row 3)", "\(firstRows.first ?? -1) / \(median(firstRows)) / \(firstRows.last ?? -1); \(firstRows.filter { $0 == 3 }.count) of \(report.sessions)", "stated", nil),
  row("first rows shown at tick, waiting (min–max)", "\(report.firstRowsTicks.min() ?? -1)–\(report.firstRowsTicks.max() ?? -1)", "stated", nil),
  row("first ad row, first page at once (min / median / max; at row 3)", "\(atOnceRows.first ?? -1) / \(median(atOnceRows)) / \(atOnceRows.last ?? -1); \(atOnceRows.filter { $0 == 3 }.count) of \(atOnce.sessions)", "stated", nil),
  row("first rows shown at tick, at once (min–max)", "\(atOnce.firstRowsTicks.min() ?? -1)–\(atOnce.firstRowsTicks.max() ?? -1)", "stated", nil),
  row("fresh ads seen, first page at once", percent(atOnce.fillRate), "—", nil),
]
print(lines.joined(separator: "\n"))

// With --trade-off, the same sessions under other lookaheads, preload
// distances, rules for a stopped reader and row reports: what the ads
// requested per ad shown cost in fresh ads seen.
if CommandLine.arguments.contains("--trade-off") {
  typealias Reports = HomeFeedSimulation.RowReports
  typealias Idle = (after: Int, preloadDistance: Int)?
  let rule = HomeFeedSimulation.idleRule
  print("")
  print("| lookahead | preload | reader stopped | rows reported | fresh ads seen | requested / shown | hard bounds |")
  print("|---:|---:|---|---|---:|---:|---|")
  for (lookahead, preload, idle, reports) in [
    (0, 20, rule, .appearancesAndDisappearances), (0, 20, rule, .appearances),
    (0, 20, nil, .appearances),
    (0, 20, (rule.after, rule.preloadDistance - 2), .appearances),
    (0, 20, (rule.after, rule.preloadDistance + 2), .appearances),
    (0, 20, (rule.after + 2, rule.preloadDistance), .appearances),
    (0, 20, (10, 0), .appearances),
    (0, 16, nil, .appearances), (0, 18, nil, .appearances), (0, 22, nil, .appearances),
    (2, 20, rule, .appearances), (10, 40, nil, .appearances),
  ] as [(Int, Int, Idle, Reports)] {
    let report = HomeFeedSimulation.run(
      seeds: seeds, ticks: ticks,
      configuration: HomeFeedSimulation.configuration(
        firstScreenWait: 12, lookahead: lookahead, preloadDistance: preload, idle: idle),
      rowReports: reports)
    let hard = report.brokenBounds.filter { !$0.hasPrefix("fresh") && !$0.hasPrefix("ads requested") }
    print(
      "| \(lookahead) | \(preload) | "
        + (idle.map { "\($0.preloadDistance) rows after \($0.after) ticks" } ?? "never counted") + " | "
        + (reports == .appearances ? "appearing" : "appearing and leaving") + " | "
        + "\(percent(report.fillRate)) | \(decimal(report.requestRatio)) | "
        + (hard.isEmpty ? "hold" : hard.joined(separator: "; ")) + " |")
  }
  // The default, and the default without the rule for a stopped reader,
  // over twenty times the sessions: how far the two ratios move with the
  // seeds.
  let wide: Range<UInt64> = 0..<400
  for (name, idle) in [("The default", rule), ("Without the rule for a stopped reader", nil)] as [(String, Idle)] {
    let report = HomeFeedSimulation.run(
      seeds: wide, ticks: ticks,
      configuration: HomeFeedSimulation.configuration(firstScreenWait: 12, idle: idle))
    print("")
    print(
      "\(name) over seeds \(wide.lowerBound)–\(wide.upperBound - 1): fresh ads seen \(percent(report.fillRate)), "
        + "requested / shown \(decimal(report.requestRatio, places: 3)), hard bounds "
        + (report.brokenBounds.allSatisfy { $0.hasPrefix("fresh") || $0.hasPrefix("ads requested") }
          ? "hold." : "broken: " + report.brokenBounds.joined(separator: "; ")))
  }
}
