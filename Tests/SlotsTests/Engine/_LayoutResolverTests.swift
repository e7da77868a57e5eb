//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// Seeded random configurations, each compared with the naive reference at
/// every position, in both mapping directions and out of range, through both
/// public APIs, before and after a random mutation between reads.
@Suite("Differential tests against the naive reference")
struct DifferentialTests {
  /// 2,400 configurations in all, in chunks that run in parallel, and
  /// 12,000 with the long sizes.
  static let chunks = 0..<8
  static let configurationsPerChunk: UInt64 = TestSize.scaled(300, long: 1_500)

  @Test("Random configurations match the reference, through both APIs", arguments: chunks)
  func randomConfigurations(chunk: Int) {
    let first = UInt64(chunk) * Self.configurationsPerChunk
    for seed in first..<(first + Self.configurationsPerChunk) {
      if let failure = Self.run(seed: seed) {
        Issue.record(Comment(rawValue: failure))
        return
      }
    }
  }

  /// Runs one seed again; handy when a seed fails.
  @Test func replay() {
    #expect(Self.run(seed: 0) == nil)
  }

  /// Lays out the configuration of `seed` at once, step by step and through
  /// the 2.0 class, checks all three, plays one random mutation on each, and
  /// checks them again. Returns the first failure, with everything needed to
  /// replay it, or `nil`.
  static func run(seed: UInt64) -> String? {
    var random = SeededRandom(seed: seed)
    let rules = RandomRules.letters
    var model = FeedModel(randomFrom: rules, using: &random)
    var feed = model.makeFeed()
    var stepwise = SlotCollection<String, Int>()
    for kind in model.kinds { stepwise[source: kind] = model.sources[kind] ?? [] }
    stepwise.layout = model.layout
    let slots = model.makeSlots()
    var history = "seed \(seed): \(model)"

    for round in 0..<2 {
      if round > 0 {
        // Change something, then read again.
        let mutation = model.randomMutation(from: rules, using: &random)
        history += ", then \(mutation)"
        model.apply(mutation)
        mutation.apply(to: &feed, after: model)
        mutation.applyBySetting(to: &stepwise, after: model)
        mutation.apply(toSlots: slots, after: model)
      }
      let checker = FeedChecker(model)
      let mismatches =
        checker.mismatches(in: feed).map { "SlotCollection: \($0)" }
        + checker.mismatches(in: stepwise).map { "stepwise SlotCollection: \($0)" }
        + checker.mismatches(in: slots)
      if !mismatches.isEmpty { return "\(history), round \(round): \(mismatches)" }
    }
    return nil
  }
}
