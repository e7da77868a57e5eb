//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// Seeded random sequences of mutations over random rules. After every
/// mutation, the feed must equal the naive reference, and the mutation's
/// change set, the diff by identity and the diff by source position must
/// each turn the old feed into the new one, agreeing on what changed.
///
/// A failure names its seed; `replay()` runs one sequence again.
@Suite struct SlotCollectionMutationPropertyTests {
  static let blocks = 16
  /// 2,048 sequences in all, and 10,240 with the long sizes.
  static let sequencesPerBlock = TestSize.scaled(128, long: 640)

  @Test("Random mutation sequences", arguments: 0..<blocks)
  func randomSequences(block: Int) {
    for index in 0..<Self.sequencesPerBlock {
      let seed = UInt64(block * Self.sequencesPerBlock + index)
      if let failure = Self.run(seed: seed) {
        Issue.record(Comment(rawValue: failure))
        return
      }
    }
  }

  /// Runs one sequence again; handy when a seed fails.
  @Test func replay() {
    let seed: UInt64 = 0
    #expect(Self.run(seed: seed) == nil)
  }

  /// Runs the sequence of `seed` and returns the first failure, described
  /// with everything needed to replay it, or `nil`.
  static func run(seed: UInt64) -> String? {
    var random = SeededRandom(seed: seed)
    // Sources of up to 24 items: diffs cost the size of the feed.
    var rules = RandomRules.letters
    rules.largestSource = 24
    var model = FeedModel(randomFrom: rules, using: &random)
    var feed = model.makeFeed()
    if Array(feed) != FeedChecker(model).expectedItems {
      return "seed \(seed): the initial feed differs from the naive reference; \(model)"
    }
    for step in 0..<random.within(2...4) {
      let mutation = model.randomMutation(from: rules, using: &random)
      let before = model
      let old = feed
      model.apply(mutation)
      let changes = mutation.apply(to: &feed, after: model)
      if let problem = check(changes, from: old, to: feed, model: model) {
        return "seed \(seed), step \(step): \(mutation) on \(before): \(problem)"
      }
    }
    return nil
  }

  /// Checks the feed and the three change sets of one mutation.
  static func check(
    _ changes: SlotChangeSet, from old: SlotCollection<String, Int>,
    to new: SlotCollection<String, Int>, model: FeedModel<String>
  ) -> String? {
    // Item by item only: the differential tests read the feeds every way.
    let oldItems = Array(old)
    let newItems = Array(new)
    let expected = FeedChecker(model).expectedItems
    if newItems != expected { return "feed \(newItems) should be \(expected)" }
    let byItem = ChangeSetChecker(from: oldItems, to: newItems)
    let problems = byItem.mismatches(in: changes, throughCollectionDifference: true)
    if !problems.isEmpty {
      return "mutation's \(changes) from \(oldItems) to \(newItems): \(problems)"
    }

    let byIdentity = new.changeSet(from: old, identifiedBy: { $0 })
    let identityProblems = byItem.mismatches(in: byIdentity)
    if !identityProblems.isEmpty {
      return "diff by identity \(byIdentity) from \(oldItems) to \(newItems): \(identityProblems)"
    }
    if byIdentity.removals != changes.removals || byIdentity.insertions != changes.insertions
      || byIdentity.moves.count != changes.moves.count
    {
      return "the mutation's \(changes) and the diff's \(byIdentity) disagree"
    }

    let positionProblems = ChangeSetChecker.mismatchesOfDiffBySourcePosition(from: old, to: new)
    if !positionProblems.isEmpty {
      return "from \(oldItems) to \(newItems): \(positionProblems)"
    }
    return nil
  }
}
