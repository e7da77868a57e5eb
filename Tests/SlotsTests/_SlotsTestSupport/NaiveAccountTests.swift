//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

/// The naive account on the Layout Rules article's examples, worked by
/// hand.
@Suite struct NaiveAccountTests {
  @Test("Example 5: a repeatable goes on in blocked passes, and the layout stops at c")
  func example5() {
    let rules = NaiveRules(pattern: ["a", "b", "c"], repeatables: ["c"])
    let counts = ["a": 5, "b": 1, "c": 4]
    let account = naiveAccount(rules, counts: counts)
    #expect(
      account.map { "\($0.slot.kind)\($0.slot.offset)" }.joined(separator: " ")
        == "a0 b0 c0 a1 c1 a2 c2 a3 c3 a4")
    #expect(account[2].reason == .pattern(slot: 2, pass: 0))
    #expect(account[4].reason == .repeatable(slot: 2, pass: 1))
    #expect(account[9].reason == .pattern(slot: 0, pass: 4))
    #expect(naiveAbsence(of: "b", rules, counts: counts) == .noItemLeft)
    #expect(naiveAbsence(of: "d", rules, counts: counts) == .notInRules)
    let stop = naiveMainAccount(rules, counts: counts).stop
    #expect(stop == NaiveStop(slot: 2, pass: 4, kind: "c"))
  }

  @Test("Example 8: the fallback stands in for the kinds that ran out")
  func example8() {
    let rules = NaiveRules(pattern: ["a", "b", "b"], repeatables: ["b"], fallback: "c")
    let account = naiveAccount(rules, counts: ["a": 2, "b": 5, "c": 2])
    #expect(account[6].reason == .fallback(slot: 0, pass: 2, replacing: "a"))
    #expect(account[8].reason == .fallback(slot: 2, pass: 2, replacing: "b"))
  }

  @Test("A placed row's account: its first row, then every, then a gap taken first")
  func placements() {
    let rules = NaiveRules(
      pattern: ["post"], repeatables: ["post"],
      placements: [
        NaivePlacement(kind: "ad", every: 3), NaivePlacement(kind: "user", every: 6, first: 5),
      ])
    let account = naiveAccount(rules, counts: ["post": 10, "ad": 10, "user": 10])
    #expect(
      account[7].reason
        == .placed(
          NaivePlacedAccount(
            index: 1, count: 0, previousRow: nil, dueRow: 5, dueField: .first, group: nil,
            groupRow: nil, eligibleRow: 5, row: 7, gapTakenBy: "ad")))
    #expect(
      naiveAbsence(of: "ad", rules, counts: ["post": 3, "ad": 2])
        == .noGap(placement: 0, dueRow: 5))
  }
}
