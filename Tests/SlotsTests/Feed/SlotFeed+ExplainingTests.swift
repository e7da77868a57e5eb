//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

@Suite("SlotFeed explain(at:)")
struct SlotFeedExplainingTests {
  /// Random live sessions — late items, hides, prepends, replacements and
  /// new rules, with and without placements — and after every step, the
  /// library's explanation of every row against the naive live feed's own
  /// account of its tail.
  @Test("Every row of random live sessions explained as the reference accounts for it")
  func differential() {
    let sessions = TestSize.scaled(100, long: 600) as UInt64
    var seen = Set<String>()
    for seed in 0..<sessions {
      if let failure = Self.runSession(seed: seed, seen: &seen) {
        Issue.record(Comment(rawValue: failure))
        return
      }
    }
    let every = SlotCollectionExplainingTests.everyReason.union([
      "settled", "settled under earlier rules", "prepended",
    ])
    .union(SlotCollectionExplainingTests.everyAbsence)
    SlotCollectionExplainingTests.expectReached(seen, every)
  }

  /// Plays the session of `seed`, 30 steps; returns the first difference
  /// with the seed and the steps, or `nil`.
  static func runSession(seed: UInt64, seen: inout Set<String>) -> String? {
    var random = SeededRandom(seed: seed)
    var session = LiveFeedSession(random: &random, withPlacements: seed % 3 != 0)
    for step in 0..<30 {
      if let problem = session.step(using: &random) {
        return "seed \(seed): \(problem)"
      }
      let reasons = session.naive.reasons
      for position in session.feed.indices {
        let explanation = session.feed.explain(at: position)
        guard NaiveReason(explanation.reason) == reasons[position] else {
          return "seed \(seed): row \(position): \(explanation), the reference: "
            + "\(reasons[position])\nsteps:\n\(session.log.joined(separator: "\n"))"
        }
        seen.formUnion(SlotCollectionExplainingTests.names(of: reasons[position]))
      }
      // Absences every fifth step: the reference lays the tail out for each.
      guard step % 5 == 4 else { continue }
      let tailCount = session.feed.count - session.feed.settledCount
      for kind in session.kinds {
        let absence = session.feed.explainAbsence(of: kind)
        let expected = session.naive.absence(of: kind)
        let demand = session.naive.demand(for: kind, within: tailCount + 1)
        guard NaiveAbsence(absence.reason) == expected, absence.demand == demand else {
          return "seed \(seed): \(absence), the reference: \(expected), demand \(demand)"
            + "\nsteps:\n\(session.log.joined(separator: "\n"))"
        }
        seen.insert("absent: " + SlotCollectionExplainingTests.name(of: expected))
      }
    }
    return nil
  }
}
