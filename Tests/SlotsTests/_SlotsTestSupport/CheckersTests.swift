//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// The kit's checkers find what they are there to find: each is shown
/// something broken, and must say so.
@Suite struct CheckersTests {
  /// An array whose limited offsets ignore the limit, and whose distances
  /// are off by one going backwards: what the collection checker is for.
  struct CarelessCollection: RandomAccessCollection {
    var elements: [Int]
    var ignoresLimits = false
    var miscountsBackwards = false
    var startIndex: Int { 0 }
    var endIndex: Int { elements.count }
    subscript(position: Int) -> Int { elements[position] }
    func index(_ i: Int, offsetBy distance: Int, limitedBy limit: Int) -> Int? {
      if ignoresLimits { return i + distance }
      return elements.index(i, offsetBy: distance, limitedBy: limit)
    }
    func distance(from start: Int, to end: Int) -> Int {
      miscountsBackwards && end < start ? end - start - 1 : end - start
    }
  }

  @Test func theCollectionCheckerTriesEveryLimitAndDirection() {
    let fine = CarelessCollection(elements: [3, 1, 4, 1, 5])
    #expect(CollectionChecker.mismatches(in: fine, expected: [3, 1, 4, 1, 5]) == [])
    #expect(
      CollectionChecker.mismatches(in: fine, expected: [3, 1, 4]).first == "count is 5, expected 3")

    var careless = fine
    careless.ignoresLimits = true
    let limits = CollectionChecker.mismatches(in: careless, expected: [3, 1, 4, 1, 5])
    #expect(limits.contains("index(0, offsetBy: 1, limitedBy: 0) is 1"), "\(limits)")
    #expect(limits.first == "index(0, offsetBy: -1, limitedBy: 0) is -1", "\(limits)")
    #expect(limits.count == CollectionChecker.mismatchLimit)

    var miscounting = fine
    miscounting.miscountsBackwards = true
    let distances = CollectionChecker.mismatches(in: miscounting, expected: [3, 1, 4, 1, 5])
    #expect(distances.first == "distance(from: 1, to: 0) is -2", "\(distances)")
  }

  @Test func theChangeSetCheckerHoldsTheContract() {
    let old = [1, 2, 3, 4]
    let new = [4, 1, 2, 5]
    let checker = ChangeSetChecker(from: old, to: new)
    #expect(checker.removals == [2] && checker.insertions == [3] && checker.fewestMoves == 1)
    let right = SlotChangeSet(removals: [2], insertions: [3], moves: [.init(from: 3, to: 0)])
    #expect(checker.mismatches(in: right, throughCollectionDifference: true) == [])
    let tooMany = SlotChangeSet(
      removals: [2], insertions: [3],
      moves: [.init(from: 0, to: 1), .init(from: 1, to: 2), .init(from: 3, to: 0)])
    #expect(checker.mismatches(in: tooMany) == ["moves 3 items, 1 would do"])
    let wrong = SlotChangeSet(removals: [0, 2], insertions: [3])
    #expect(checker.mismatches(in: wrong) == ["counts do not add up"])
    #expect(ChangeSetChecker<Int>.longestIncreasingLength([3, 1, 2, 5, 4]) == 3)
  }

  @Test func theFeedCheckerReadsEveryWay() {
    let model = FeedModel(
      rules: NaiveRules(pattern: ["a", "b"], repeatables: ["a"]), counts: ["a": 3, "b": 1],
      kinds: ["a", "b", "z"])
    let checker = FeedChecker(model)
    #expect(checker.expectedItems == [0, 3, 1, 2])
    #expect(checker.mismatches(in: model.makeFeed()) == [])
    #expect(checker.mismatches(in: model.makeSlots()) == [])

    var other = model
    other.rules.repeatables = nil
    #expect(
      checker.mismatches(in: other.makeFeed()) == ["count 3, expected 4"])
    #expect(checker.mismatches(in: other.makeSlots()) == ["Slots: count 3, expected 4"])
    var swapped = model.makeFeed()
    swapped[source: "a"] = [1, 0, 2]
    #expect(checker.mismatches(in: swapped) == ["subscript 0: 1, expected 0"])
  }
}
