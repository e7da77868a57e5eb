//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// The engine's internal arithmetic, checked against the obvious versions.
@Suite("Layout plan internals")
struct LayoutPlanTests {
  @Test(
    "A run splits offsets exactly as a division does",
    arguments: [1, 2, 3, 4, 5, 7, 64, 1000, 12_345])
  func split(width: Int) {
    var random = SeededRandom(seed: UInt64(width))
    for passes in [1, 2, 3, 1_000, 1 << 20, 1 << 40] {
      let run = _LayoutPlan._Run(width: width, passes: passes, entryStart: 0)
      let length = width.multipliedReportingOverflow(by: passes)
      guard !length.overflow else { continue }
      var locals = [0, 1, width - 1, width, width + 1, length.partialValue - 1]
      locals += (0..<200).map { _ in random.within(0..<length.partialValue) }
      for local in locals where local >= 0 && local < length.partialValue {
        let split = run.split(local)
        let (pass, slot) = local.quotientAndRemainder(dividingBy: width)
        #expect(split.pass == pass && split.slot == slot, "width \(width), local \(local)")
      }
    }
  }

  @Test("Runs too long for the multiplier divide instead")
  func splitByDivision() {
    let run = _LayoutPlan._Run(width: 3, passes: Int.max / 4, entryStart: 0)
    #expect(run.reciprocal == 0)
    for local in [0, 2, 3, 1 << 40, Int.max / 4 * 3 - 1] {
      let split = run.split(local)
      #expect(split.pass == local / 3 && split.slot == local % 3)
    }
    #expect(_LayoutPlan._Run(width: 3, passes: 1 << 20, entryStart: 0).reciprocal != 0)
  }

  @Test("The plan stays small: runs grow with the kinds, not with the items")
  func planSize() {
    var random = SeededRandom(seed: 99)
    for _ in 0..<200 {
      let drawn = FeedModel(randomFrom: .letters, using: &random)
      var counts = drawn.counts
      for kind in drawn.kinds where counts[kind] != nil {
        counts[kind]! *= random.within(1...200)
      }
      let model = FeedModel(rules: drawn.rules, counts: counts, kinds: drawn.kinds)
      let feed = model.makeFeed()
      let kinds = Set(model.rules.pattern).count
      // Each run but the last ends when a kind runs out or stops repeating,
      // and the irregular pass that follows counts once more.
      #expect(feed._plan.runs.count <= 2 * kinds + 3, "\(model)")
      // The reference's count, for configurations too large to check item by
      // item in a test.
      #expect(feed._plan.count == model.expectedSlots.count)
    }
  }
}
