//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// The kit's mutation model: what it describes, the mutations it draws, and
/// that playing them on the model and on a feed keeps the two together.
@Suite struct FeedModelTests {
  @Test func describesItselfForReplay() {
    let model = FeedModel(
      rules: NaiveRules(pattern: ["a", "b"], fixed: [3: "p", -1: "q"], fallback: "q"),
      counts: ["a": 2, "p": 0], kinds: ["a", "b", "p", "q"])
    #expect(
      model.description
        == #"pattern: ["a", "b"], fixed: [-1: "q", 3: "p"], fallback: "q", sources: [a: 2, p: 0]"#)
    #expect(model.sources == ["a": [0, 1], "p": []])
    #expect(model.nextItem == 2)
  }

  @Test func numbersItemsOnceEach() {
    var model = FeedModel(rules: NaiveRules(pattern: ["a"]), counts: ["a": 3])
    #expect(model.makeItems(2) == [3, 4])
    #expect(model.makeItems(0) == [])
    #expect(model.makeItems(1) == [5])
  }

  @Test func drawsEveryMutation() {
    let generator = RandomRules.letters
    var random = SeededRandom(seed: 8)
    var model = FeedModel(randomFrom: generator, using: &random)
    var seen: Set<String> = []
    for _ in 0..<1_000 {
      let mutation = model.randomMutation(from: generator, using: &random)
      seen.insert(String("\(mutation)".prefix(while: { $0 != " " })))
      if case .setRules = mutation { seen.insert("set rules") }
      model.apply(mutation)
    }
    #expect(
      seen.isSuperset(of: ["append", "insert", "remove", "replace", "set", "set rules"]),
      "\(seen)")
  }

  /// Each mutation, played on the model and on feeds every way, keeps them
  /// together; the checker says so.
  @Test(arguments: 0..<4)
  func playsMutationsOnFeedsAndTheClass(seed: Int) {
    let generator = RandomRules.letters
    var random = SeededRandom(seed: UInt64(100 + seed))
    var model = FeedModel(randomFrom: generator, using: &random)
    var feed = model.makeFeed()
    var stepwise = feed
    let slots = model.makeSlots()
    for step in 0..<50 {
      let mutation = model.randomMutation(from: generator, using: &random)
      model.apply(mutation)
      mutation.apply(to: &feed, after: model)
      mutation.applyBySetting(to: &stepwise, after: model)
      mutation.apply(toSlots: slots, after: model)
      let checker = FeedChecker(model)
      let mismatches =
        checker.mismatches(in: feed) + checker.mismatches(in: stepwise)
        + checker.mismatches(in: slots)
      #expect(mismatches == [], "seed \(100 + seed), step \(step): \(mutation)")
      if !mismatches.isEmpty { return }
    }
  }
}
