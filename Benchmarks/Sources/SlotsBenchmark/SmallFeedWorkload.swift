//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W14: small feeds — the 2.0-compatible `Slots` class against the 2.0-style
// class on feeds of a few items, where what a layout costs whatever the
// number of items (translating the rules, numbering the kinds, allocating)
// is all there is. An app that refreshes a short list assigns its sources
// again and again; this is that app.

import Slots
import Slots2Style

/// The numbers of items a kind W14 is measured at.
let w14ItemsPerKind = [1, 5, 20]

/// W14's sources at `items` items a kind: styles, ads and users, each
/// `0 ..< items`.
func w14Inputs(itemsPerKind items: Int) -> FeedInputs<FeedKind> {
  FeedInputs(
    rules: .w14,
    sources: [.style, .ad, .user].map { ($0, Array(0..<opaque(items))) })
}

/// The number of rows of W14's feed at `items` items a kind: the styles run
/// out first, two a pass, and stop the feed.
func w14Count(itemsPerKind items: Int) -> Int {
  2 * items
}

/// Two positions a round, for `rounds` rounds, on W14's feed at `items`
/// items a kind.
func w14Positions(rounds: Int, itemsPerKind items: Int) -> [Int] {
  randomPositions(2 * rounds, below: w14Count(itemsPerKind: items))
}

/// Plays W14's rounds on `slots`: each assigns every source, reads `count`
/// and the items at the next two positions; returns the sum of the counts
/// and items.
@inline(never)
func playSmallFeed(
  _ slots: Slots, _ inputs: FeedInputs<FeedKind>, positions: ArraySlice<Int>
) -> Int {
  var total = 0
  var index = positions.startIndex
  while index < positions.endIndex {
    inputs.assign(to: slots)
    total &+= slots.count
    if let value = slots[positions[index]] as? Int { total &+= value }
    if let value = slots[positions[index + 1]] as? Int { total &+= value }
    index += 2
  }
  return total
}

/// Plays W14's rounds on a 2.0-style object; see the other overload.
@inline(never)
func playSmallFeed(
  _ slots: SlotsTwo, _ inputs: FeedInputs<FeedKind>, positions: ArraySlice<Int>
) -> Int {
  var total = 0
  var index = positions.startIndex
  while index < positions.endIndex {
    inputs.assign(to: slots)
    total &+= slots.count
    if let value = slots[positions[index]] as? Int { total &+= value }
    if let value = slots[positions[index + 1]] as? Int { total &+= value }
    index += 2
  }
  return total
}

/// The body of a W14 child process under callgrind: plays `rounds` rounds
/// on one side at `items` items a kind, on an object made beforehand, and
/// prints the result. The positions of the larger run are drawn in both, so
/// that the two runs differ only in the rounds.
func runSmallFeedChild(_ side: Side, itemsPerKind items: Int, rounds: Int, scale: Scale) {
  let inputs = w14Inputs(itemsPerKind: items)
  let positions = w14Positions(
    rounds: Swift.max(rounds, scale.w14InstructionRounds.more), itemsPerKind: items)
  let played = positions[..<(2 * rounds)]
  let result =
    side == .slots
    ? playSmallFeed(inputs.rules.makeSlots(), inputs, positions: played)
    : playSmallFeed(inputs.rules.makeSlotsTwo(), inputs, positions: played)
  print(result)
}

/// W14: at 1, 5 and 20 items a kind, the time of a round on each side; with
/// `--instructions`, its instructions under callgrind too, which decide.
func runW14(_ context: Context) throws(ChildProcessError) -> [Row] {
  let rounds = context.scale.w14Rounds
  var rows: [Row] = []
  for items in w14ItemsPerKind {
    let inputs = w14Inputs(itemsPerKind: items)
    let positions = w14Positions(rounds: rounds, itemsPerKind: items)
    var row = Row(
      "W14", "time\(items)",
      "\(items) item(s) a kind: assign 3 sources + count + 2 random slots[i]")
    row.perOperation = "round"
    context.progress("\(row.key): both sides")
    row.record(
      .slots,
      context.harness.measure(setUp: { inputs.rules.makeSlots() }) { slots in
        playSmallFeed(slots, inputs, positions: positions[...])
      }, operations: rounds)
    row.record(
      .twoStyle,
      context.harness.measure(setUp: { inputs.rules.makeSlotsTwo() }) { slots in
        playSmallFeed(slots, inputs, positions: positions[...])
      }, operations: rounds)
    rows.append(row)
  }
  guard context.countsInstructions else { return rows }
  guard let valgrind = executableInPath("valgrind") else {
    context.progress("W14: valgrind is not in PATH; no instruction counts")
    return rows
  }
  let (fewer, more) = context.scale.w14InstructionRounds
  for items in w14ItemsPerKind {
    var row = Row(
      "W14", "instructions\(items)",
      "\(items) item(s) a kind: a round, instructions", unit: .instructions)
    row.perOperation = "round"
    for side in [Side.slots, .twoStyle] {
      context.progress("W14: \(side.title), \(items) a kind, \(fewer) and \(more) rounds")
      func count(_ rounds: Int) throws(ChildProcessError) -> (instructions: Int, result: Int) {
        try countInstructions(
          valgrind: valgrind,
          child: [
            "--small-feed-child", side.rawValue, String(items), String(rounds),
            "--scale", context.scale.name,
          ],
          counting: ["*playSmallFeed*"])
      }
      let small = try count(fewer)
      let large = try count(more)
      let perRound = Double(large.instructions - small.instructions) / Double(more - fewer)
      row.record(side, Sample([perRound], result: large.result))
    }
    rows.append(row)
  }
  return rows
}
