//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W13: placements scaling — how the layout of a feed with placements grows
// with its items. W10's rules without separation, at W10's sizes and at ten
// times them, in one run.

import Slots

/// W13's rules: W10's, without separation, so that the items need no group.
let w13Layout = SlotLayout<FeedKind>(
  pattern: [.style], repeatables: [.style],
  placements: [
    SlotPlacement(kind: .ad, every: 5, first: 3),
    SlotPlacement(kind: .user, every: 15, first: 10, limit: 5_000),
  ])

/// W13: the layout (assign styles, ads and users one at a time through
/// `feed[source:]`, then read `count`) at W10's sizes and at ten times
/// them; reports both and the ratio large ÷ small.
func runW13(_ context: Context) -> [Row] {
  let small = measurePlacementScalingStep("layout", times: 1, context)
  let large = measurePlacementScalingStep("layout10", times: 10, context)
  let growth = ratioRow(
    "W13", "growth", "growth: layout at 10× the items ÷ layout", large, over: small)
  return [small, large, growth]
}

/// One size of W13: `times` times W10's styles, ads and users.
private func measurePlacementScalingStep(
  _ key: String, times: Int, _ context: Context
) -> Row {
  let scale = context.scale
  let sources: [(kind: FeedKind, items: [Int])] = [
    (.style, Array(0..<opaque(times * scale.w10Styles))),
    (.ad, Array(0..<opaque(times * scale.w10Ads))),
    (.user, Array(0..<opaque(times * scale.w10Users))),
  ]
  let items = sources.reduce(0) { $0 + $1.items.count }
  var row = Row("W13", key, "layout at \(grouped(items)) items: assign 3 sources + count")
  context.progress("\(row.key): SlotCollection")
  row.record(
    .typed,
    context.harness.measure(setUp: { SlotCollection<FeedKind, Int>?.none }) { feed in
      var laidOut = SlotCollection<FeedKind, Int>(layout: w13Layout)
      for (kind, items) in sources { laidOut[source: kind] = items }
      feed = laidOut
      return laidOut.count
    })
  return row
}
