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
/// Kinds are strings on every side (`"k0"`, `"k1"`, …), since the cost of
/// these feeds lies in their kinds and `Slots` can only name kinds by
/// strings. `SlotCollection` gets its sources through a dictionary and
/// `init(layout:sources:)`: assigning 10,000 sources one at a time would lay
/// the feed out 10,000 times, where the naive reference and `Slots` wait for
/// the next read.
func runW6(_ context: Context) -> [Row] {
  let manyKinds = manyKindsInputs(context.scale)
  let longPattern = longPatternInputs(context.scale)
  let kindCount = grouped(context.scale.w6DistinctKinds)
  let pattern =
    "\(grouped(context.scale.w6PatternLength))-entry pattern, \(context.scale.w6Kinds) kinds"
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
      "\(pattern), \(items) items: layout", longPattern, context,
      expectedCount: context.scale.w6Items, atOnce: true),
    measureLayoutAndMaterialize(
      "W6", "longPattern.materialize",
      "\(pattern), \(items) items: layout + materialize",
      longPattern, context, atOnce: true),
  ]
}

/// The name of W6's kind number `number`.
private func kindName(_ number: Int) -> String { "k\(number)" }

/// The first case: pattern `["k0", "k1", …, "k9999"]`, kind `k`*i* holding
/// the single item *i*. The first pass lays every item out; the second
/// stops at once.
func manyKindsInputs(_ scale: Scale) -> FeedInputs<String> {
  let numbers = Array(0..<opaque(scale.w6DistinctKinds))
  return FeedInputs(
    rules: FeedRules(pattern: numbers.map(kindName), name: { $0 }),
    sources: numbers.map { (kindName($0), [$0]) })
}

/// The second case: a pattern of 1,000 entries whose kinds are drawn from
/// 50 by the benchmark's generator (seed 42), every kind repeatable. Kind
/// `k`*i* holds about `c × (i + 1)` items for each of its entries in the pattern,
/// so the kinds run out one after another, at passes `c`, `2c`, … `50c`,
/// with `c` chosen to make 10,000,000 items in all (the last kind takes the
/// remainder). Items are numbered from 0 across the kinds.
///
/// Every kind that runs out changes the passes, so the layout has a run for
/// each kind and a pass of up to 1,000 entries in each — the most work the
/// engine does per item in any workload.
func longPatternInputs(_ scale: Scale) -> FeedInputs<String> {
  let kindCount = scale.w6Kinds
  var generator = PositionGenerator()
  let pattern = (0..<scale.w6PatternLength).map { _ in generator.next(below: kindCount) }
  var entries = Array(repeating: 0, count: kindCount)
  for kind in pattern { entries[kind] += 1 }
  let weight = (0..<kindCount).reduce(0) { $0 + entries[$1] * ($1 + 1) }
  var counts = (0..<kindCount).map { scale.w6Items / weight * entries[$0] * ($0 + 1) }
  counts[kindCount - 1] += scale.w6Items - counts.reduce(0, +)
  var next = 0
  var sources: [(kind: String, items: [Int])] = []
  for kind in 0..<kindCount {
    sources.append((kindName(kind), Array(next..<(next + counts[kind]))))
    next += counts[kind]
  }
  return FeedInputs(
    rules: FeedRules(
      pattern: pattern.map(kindName), repeatables: (0..<kindCount).map(kindName),
      name: { $0 }),
    sources: sources)
}
