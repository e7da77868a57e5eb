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

  @Test func drawsPlacementMutationsOnlyWhenAsked() {
    let generator = RandomRules.letters
    var random = SeededRandom(seed: 9)
    var model = FeedModel(randomFrom: generator, using: &random, withPlacements: true)
    var placements = 0
    var placedKinds: Set<String> = []
    for _ in 0..<1_000 {
      let mutation = model.randomMutation(from: generator, using: &random, withPlacements: true)
      if case .setPlacements = mutation { placements += 1 }
      if let kind = mutation.kind, generator.placedKinds.contains(kind) { placedKinds.insert(kind) }
      model.apply(mutation)
      #expect(SlotLayout(model.rules).placements.count == model.rules.placements.count)
    }
    #expect(placements > 0 && placedKinds == Set(generator.placedKinds))

    var plain = FeedModel(randomFrom: generator, using: &random)
    for _ in 0..<300 {
      let mutation = plain.randomMutation(from: generator, using: &random)
      if case .setPlacements = mutation { Issue.record("\(mutation) drawn without placements") }
      plain.apply(mutation)
      #expect(plain.rules.placements.isEmpty)
    }
  }

  @Test func dropsAPlacementWhoseKindTheMainRulesNowName() {
    var model = FeedModel(
      rules: NaiveRules(
        pattern: ["a"],
        placements: [NaivePlacement(kind: "u", every: 2), NaivePlacement(kind: "b", every: 3)]),
      counts: ["a": 4, "u": 2, "b": 2])
    model.apply(.setPattern(["a", "b"]))
    #expect(model.rules.placements == [NaivePlacement(kind: "u", every: 2)])
    model.apply(.setFallback("u"))
    #expect(model.rules.placements.isEmpty)
  }

  /// With placements, each mutation played on the model and on feeds of
  /// tagged items, with change sets or by setting, keeps them together.
  @Test(arguments: 0..<4)
  func playsMutationsWithPlacements(seed: Int) {
    let generator = RandomRules.letters
    var random = SeededRandom(seed: UInt64(200 + seed))
    var model = FeedModel(randomFrom: generator, using: &random, withPlacements: true)
    var feed = model.makeTaggedFeed()
    var stepwise = feed
    for step in 0..<50 {
      let mutation = model.randomMutation(from: generator, using: &random, withPlacements: true)
      model.apply(mutation)
      mutation.apply(to: &feed, after: model)
      mutation.applyBySetting(to: &stepwise, after: model)
      let checker = FeedChecker(model)
      let mismatches = checker.mismatches(in: feed) + checker.mismatches(in: stepwise)
      #expect(mismatches == [], "seed \(200 + seed), step \(step): \(mutation)")
      if !mismatches.isEmpty { return }
    }
  }
}
