//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

/// The kit's seeded generator and the draws built on it: the sequences are
/// pinned here, so that a change to them, which would change what every
/// recorded seed replays, cannot pass unnoticed.
@Suite struct SeededRandomTests {
  @Test func isSplitMix64() {
    // The published first outputs of SplitMix64 for seeds 0 and 42.
    var zero = SeededRandom(seed: 0)
    #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    #expect(zero.next() == 0x6E78_9E6A_A1B9_65F4)
    var answer = SeededRandom(seed: 42)
    #expect(answer.next() == 0xBDD7_3226_2FEB_6E95)
    #expect(answer.next() == 0x28EF_E333_B266_F103)
  }

  @Test func drawsTheSameSequenceEverywhere() {
    var random = SeededRandom(seed: 7)
    let draws = (0..<12).map { _ in random.within(1...6) }
    var again = SeededRandom(seed: 7)
    #expect((0..<12).map { _ in again.within(1...6) } == draws)
    // Pinned: the high word of the next number times the bound, plus one.
    #expect(draws == [3, 1, 6, 4, 3, 2, 3, 2, 1, 3, 1, 6])
  }

  @Test func boundedDrawsStayInBounds() {
    var random = SeededRandom(seed: 1)
    var seen = Set<Int>()
    for _ in 0..<1_000 {
      let value = random.within(-3...3)
      #expect((-3...3).contains(value))
      seen.insert(value)
    }
    #expect(seen == Set(-3...3))
    for bound in [1, 2, 7, 1 << 40, Int.max] {
      #expect((0..<bound).contains(random.below(bound)))
    }
    #expect(random.within(5..<6) == 5)
    #expect(!(0..<100).contains { _ in random.chance(0) })
    #expect((0..<100).allSatisfy { _ in random.chance(100) })
  }

  @Test func choosesShufflesAndKeeps() {
    var random = SeededRandom(seed: 3)
    let kinds = ["a", "b", "c"]
    #expect(Set((0..<100).map { _ in random.element(of: kinds) }) == Set(kinds))
    var order = Array(0..<50)
    random.shuffle(&order)
    #expect(order != Array(0..<50))
    #expect(order.sorted() == Array(0..<50))
    let kept = random.subset(of: 0..<100, percent: 30)
    #expect(kept == kept.sorted())
    #expect((10..<60).contains(kept.count))
    #expect(random.subset(of: 0..<10, percent: 100) == Array(0..<10))
  }
}
