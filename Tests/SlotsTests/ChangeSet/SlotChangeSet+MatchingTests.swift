//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// How a change set is made from a matching of old items to new ones: the
/// pairing by unique identity, and the choice of the blocks that stay.
@Suite struct SlotChangeSetMatchingTests {
  @Test func startsItsPositionsAtTheBase() {
    let changes = SlotChangeSet(_matching: [1, -1, 0], newCount: 3, base: 10)
    #expect(changes.removals == [11])
    #expect(changes.insertions == [12])
    #expect(changes.moves.count == 1)
  }

  @Test func pairsOnlyUniqueIdentities() {
    let matches = SlotChangeSet._uniqueMatches(
      from: ["a", "b", "b", "c", "d"], to: ["c", "b", "a", "e"])
    #expect(matches == [2, -1, -1, 0, -1])
  }

  /// The blocks kept in place are a heaviest increasing sequence with the
  /// budget, and a greedy increasing one without it, on 200 seeded random
  /// orders.
  @Test func keepsTheMostItemsInPlace() {
    for seed in 0..<200 { Self.checkBlocksThatStay(seed: seed) }
  }

  static func checkBlocksThatStay(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let count = random.within(1...60)
    var order = Array(0..<count)
    // Shuffle a few stretches, to get blocks of several items.
    for _ in 0..<random.within(0...4) {
      let from = random.below(count)
      let to = random.below(count)
      order.insert(order.remove(at: from), at: to)
    }
    if random.chance(20) { random.shuffle(&order) }
    var blockStarts: [Int] = []
    for index in order.indices where index == 0 || order[index] != order[index - 1] + 1 {
      blockStarts.append(index)
    }
    blockStarts.append(count)
    let pairs = order.enumerated().map { (old: $0.offset, new: $0.element) }
    func kept(_ stays: [Bool]) -> [Int] {
      stays.indices.filter { stays[$0] }.flatMap { order[blockStarts[$0]..<blockStarts[$0 + 1]] }
    }
    let longest = ChangeSetChecker<Int>.longestIncreasingLength(order)
    let heaviest = kept(
      SlotChangeSet._heaviestIncreasingBlocks(
        pairs: pairs, blockStarts: blockStarts, newCount: count))
    let greedy = kept(
      SlotChangeSet._increasingBlocksGreedily(pairs: pairs, blockStarts: blockStarts))
    for (name, stays) in [("heaviest", heaviest), ("greedy", greedy)] {
      #expect(zip(stays, stays.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed), \(name)")
    }
    #expect(heaviest.count == longest, "seed \(seed)")
    // With the budget, the heaviest; without, the greedy choice.
    for (budget, expected) in [(Int.max / 64, heaviest), (0, greedy)] {
      let stays = SlotChangeSet._blocksThatStay(
        pairs: pairs, blockStarts: blockStarts, newCount: count, budget: budget)
      #expect(kept(stays) == expected, "seed \(seed), budget \(budget)")
    }
  }
}
