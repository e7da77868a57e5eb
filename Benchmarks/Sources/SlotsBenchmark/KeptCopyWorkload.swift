//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W12: edits to a live feed while the app keeps a copy of it.

import Slots

/// W12: a `SlotFeed` with W1's rules and sources (1,050,000 rows), settled
/// but for its last 2,000 rows; timed: `settle(through: settledCount + 9)`
/// then `append` of one style, again and again, with and without a copy of
/// the feed taken before each step (as an app that keeps a snapshot to diff
/// against, for undo, or in a state store does). Per step.
func runW12(_ context: Context) -> [Row] {
  let styles = context.scale.w1Styles
  let ads = context.scale.w1Ads
  let steps = 200
  let layout = FeedRules.w1.layout

  func makeFeed() -> SlotFeed<FeedKind, Int> {
    var feed = SlotFeed<FeedKind, Int>(layout: layout)
    _ = feed.append(contentsOf: 0..<styles, to: .style)
    _ = feed.append(contentsOf: 0..<ads, to: .ad)
    feed.settle(through: feed.count - 2_001)
    return feed
  }

  /// Plays the steps; with `keepingCopies`, a copy is taken before each
  /// step and kept until the next one.
  func play(_ feed: inout SlotFeed<FeedKind, Int>, keepingCopies: Bool) -> Int {
    var kept: SlotFeed<FeedKind, Int>? = nil
    var result = 0
    for step in 0..<steps {
      if keepingCopies { kept = feed }
      feed.settle(through: feed.settledCount + 9)
      _ = feed.append(contentsOf: CollectionOfOne(styles + step), to: .style)
      result &+= feed.settledCount &+ (kept?.settledCount ?? 0)
    }
    return result &+ feed.count
  }

  context.progress("W12: SlotFeed, no copy kept")
  let plain = context.harness.measure(setUp: makeFeed) { play(&$0, keepingCopies: false) }
  context.progress("W12: SlotFeed, a copy kept")
  let kept = context.harness.measure(setUp: makeFeed) { play(&$0, keepingCopies: true) }

  var noCopy = Row("W12", "noCopy", "settle + append at \(styles + ads) rows, no copy kept")
  noCopy.perOperation = "step"
  noCopy.record(.live, plain, operations: steps, checked: false)
  var copyKept = Row(
    "W12", "copyKept", "settle + append at \(styles + ads) rows, a copy kept before each step")
  copyKept.perOperation = "step"
  copyKept.record(.live, kept, operations: steps, checked: false)
  let ratio = ratioRow("W12", "ratio", "a copy kept ÷ no copy kept", copyKept, over: noCopy)
  return [noCopy, copyKept, ratio]
}
