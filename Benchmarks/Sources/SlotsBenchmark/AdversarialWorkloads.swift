//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W6: shapes chosen to be hard for a layout engine that works by runs of
// identical passes — a huge pattern of distinct kinds, and a long pattern
// whose kinds run out one after another.

/// W6: a pattern of 10,000 distinct kinds with one item each; and a pattern
/// of 1,000 entries over 50 kinds with 10,000,000 items. For each, the layout
/// alone, then the layout and a full materialize under one clock.
///
/// The sources are handed over at once, as a dictionary prepared beforehand:
/// `SlotCollection` through `init(layout:sources:)` (assigning 10,000
/// sources one at a time would lay the feed out 10,000 times), the naive
/// reference by replacing its dictionary. `Slots` has no such API; it
/// assigns one at a time and lays out on the next read.
func runW6(_ context: Context) -> [Row] {
  let manyKinds = manyKindsInputs(context.scale)
  let longPattern = longPatternInputs(context.scale)
  let kindCount = grouped(context.scale.w6DistinctKinds)
  let patternLength = grouped(context.scale.w6PatternLength)
  let items = grouped(context.scale.w6Items)
  return [
    measureLayout(
      "W6", "manyKinds.layout", "\(kindCount) kinds × 1 item: layout", manyKinds, context,
      expectedCount: context.scale.w6DistinctKinds, atOnce: true),
    measureLayoutAndMaterialize(
      "W6", "manyKinds.materialize", "\(kindCount) kinds × 1 item: layout + materialize",
      manyKinds, context, atOnce: true),
    measureLayout(
      "W6", "longPattern.layout",
      "\(patternLength)-entry pattern, \(items) items: layout", longPattern, context,
      expectedCount: context.scale.w6Items, atOnce: true),
    measureLayoutAndMaterialize(
      "W6", "longPattern.materialize",
      "\(patternLength)-entry pattern, \(items) items: layout + materialize",
      longPattern, context, atOnce: true),
  ]
}

/// The first case: pattern `[0, 1, …, 9,999]`, kind `k` holding the single
/// item `k`. The first pass lays every item out; the second stops at once.
func manyKindsInputs(_ scale: Scale) -> FeedInputs<Int> {
  let kinds = Array(0..<opaque(scale.w6DistinctKinds))
  return FeedInputs(
    rules: FeedRules(pattern: kinds, name: { "k\($0)" }),
    sources: kinds.map { ($0, [$0]) })
}

/// The second case: a pattern of 1,000 entries whose kinds are drawn from
/// 50 by BENCHMARKS.md's generator (seed 42), every kind repeatable. Kind `k`
/// holds about `c × (k + 1)` items for each of its entries in the pattern,
/// so the kinds run out one after another, at passes `c`, `2c`, … `50c`,
/// with `c` chosen to make 10,000,000 items in all (the last kind takes the
/// remainder). Items are numbered from 0 across the kinds.
///
/// Every kind that runs out changes the passes, so the layout has a run for
/// each kind and a pass of up to 1,000 entries in each — the most work the
/// engine does per item in any workload.
func longPatternInputs(_ scale: Scale) -> FeedInputs<Int> {
  let kindCount = scale.w6Kinds
  var generator = PositionGenerator()
  let pattern = (0..<scale.w6PatternLength).map { _ in generator.next(below: kindCount) }
  var entries = Array(repeating: 0, count: kindCount)
  for kind in pattern { entries[kind] += 1 }
  let weight = (0..<kindCount).reduce(0) { $0 + entries[$1] * ($1 + 1) }
  var counts = (0..<kindCount).map { scale.w6Items / weight * entries[$0] * ($0 + 1) }
  counts[kindCount - 1] += scale.w6Items - counts.reduce(0, +)
  var next = 0
  var sources: [(kind: Int, items: [Int])] = []
  for kind in 0..<kindCount {
    sources.append((kind, Array(next..<(next + counts[kind]))))
    next += counts[kind]
  }
  return FeedInputs(
    rules: FeedRules(pattern: pattern, repeatables: Array(0..<kindCount), name: { "k\($0)" }),
    sources: sources)
}
