//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// M1: peak resident memory, measured in child processes — the benchmark runs
// itself again with `--memory-child <case>`, and each child reports its own
// peak (`VmHWM` on Linux) when its work is done.

import Slots

/// What a child process does before it reports its peak memory.
enum MemoryCase: String, CaseIterable, Sendable {
  /// Nothing: the runtime's own footprint.
  case empty
  /// Builds W1's sources as `[Int]` and sums them.
  case sources
  /// Builds W1's sources as `[Any]`, as the 2.0 API takes them, and sums them.
  case anySources
  /// W1 on the naive reference: assign, `count`, and sum the built list.
  case naive
  /// W1 on `SlotCollection`: assign, `count`, and sum the feed by iterating.
  case typed
  /// W1 on `Slots`: assign, `count`, and sum the feed by subscript.
  case slots
}

/// The body of a child process: does `memoryCase`'s work at `scale` and
/// prints its peak resident memory in bytes and its result.
func runMemoryChild(_ memoryCase: MemoryCase, scale: Scale) {
  let styleCount = opaque(scale.w1Styles)
  let adCount = opaque(scale.w1Ads)
  var result = 0
  switch memoryCase {
  case .empty:
    break
  case .sources:
    let styles = Array(0..<styleCount)
    let ads = Array(0..<adCount)
    result = sum(styles) &+ sum(ads)
  case .anySources:
    let styles = (0..<styleCount).map { $0 as Any }
    let ads = (0..<adCount).map { $0 as Any }
    result = sumOfAny(styles) &+ sumOfAny(ads)
  case .naive:
    let feed = NaiveFeed<FeedKind, Int>(rules: FeedRules.w1.naive)
    feed[source: .style] = Array(0..<styleCount)
    feed[source: .ad] = Array(0..<adCount)
    result = feed.count &+ sum(feed.contents)
  case .typed:
    var feed = SlotCollection<FeedKind, Int>(layout: FeedRules.w1.layout)
    feed[source: .style] = Array(0..<styleCount)
    feed[source: .ad] = Array(0..<adCount)
    result = feed.count &+ sum(feed)
  case .slots:
    let slots = FeedRules.w1.makeSlots()
    slots["style"] = (0..<styleCount).map { $0 as Any }
    slots["ad"] = (0..<adCount).map { $0 as Any }
    result = slots.count
    for position in 0..<slots.count { result &+= slots[position] as! Int }
  }
  print(peakResidentBytes() ?? -1, result)
}

/// M1: the peak resident memory of a process that does W1 alone, against a
/// process that only builds W1's source arrays; each case runs in
/// `minimumRepetitions` fresh processes.
func runM1(_ context: Context) throws(ChildProcessError) -> [Row] {
  var samples: [MemoryCase: Sample] = [:]
  for memoryCase in MemoryCase.allCases {
    context.progress("M1: \(context.harness.minimumRepetitions) processes, \(memoryCase.rawValue)")
    var peaks: [Double] = []
    var result = 0
    for _ in 0..<context.harness.minimumRepetitions {
      let output = try runSelf([
        "--memory-child", memoryCase.rawValue, "--scale", context.scale.name,
      ])
      let fields = output.split(whereSeparator: { $0 == " " || $0 == "\n" })
      guard fields.count == 2, let peak = Int(fields[0]), peak > 0, let value = Int(fields[1])
      else {
        throw ChildProcessError(description: "unexpected child output: \(output)")
      }
      peaks.append(Double(peak))
      result = value
    }
    samples[memoryCase] = Sample(peaks, result: result)
  }

  var w1 = Row("M1", "w1", "peak memory: W1 (Array column: sources only)", unit: .bytes)
  w1.record(.naive, samples[.naive]!)
  w1.record(.typed, samples[.typed]!)
  w1.record(.slots, samples[.slots]!)
  w1.record(.array, samples[.sources]!, checked: false)

  var sources = Row("M1", "sources", "peak memory: sources only (Slots: [Any])", unit: .bytes)
  sources.record(.naive, samples[.sources]!)
  sources.record(.typed, samples[.sources]!)
  sources.record(.slots, samples[.anySources]!)

  var empty = Row("M1", "empty", "peak memory: an empty process", unit: .bytes)
  empty.record(.array, samples[.empty]!, checked: false)

  let ratio = ratioRow("M1", "ratio", "W1 ÷ sources only", w1, over: sources)
  return [w1, sources, ratio, empty]
}
