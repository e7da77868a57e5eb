//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

#if SLOTS_INTERNAL_CHECKS
  import Testing

  @testable import Slots

  /// `_LayoutPlan._checkInvariants()`, which every resolution runs in debug
  /// builds: it accepts the plans the resolver makes, and traps, naming the
  /// broken rule, on plans corrupted in each of the ways the look-ups could
  /// misread.
  @Suite("Layout plan invariants")
  struct LayoutPlanInvariantTests {
    /// A feed whose plan has a header run, repeated passes, a run after a kind
    /// ran out, fixed items, and kinds spread over several runs.
    static func feed() -> SlotCollection<String, Int> {
      SlotCollection(
        layout: SlotLayout(
          pattern: ["a", "a", "b"], header: ["h", "b"], repeatables: ["a"],
          fixed: [1: "p", 4: "p", 9: "q"]),
        sources: ["a": Array(0..<20), "b": Array(0..<4), "h": [0], "p": [0, 1], "q": [0]])
    }

    @Test("Resolved plans pass the checks")
    func resolvedPlansPass() {
      let feed = Self.feed()
      #expect(feed._plan.runs.count == 3)
      #expect(feed._plan.fixedPositions == [1, 4, 9])
      feed._plan._checkInvariants(kindCount: feed._sources.count)
      for seed in 0..<200 as Range<UInt64> {
        var random = SeededRandomNumberGenerator(seed: seed)
        let configuration = RandomConfiguration(using: &random)
        let feed = SlotCollection(layout: configuration.layout, sources: configuration.sources)
        feed._plan._checkInvariants(kindCount: feed._sources.count)
      }
    }

    /// A way to break a plan, and the words of the message that must name it.
    enum Corruption: String, Codable, Sendable, CaseIterable {
      case runLengthsDoNotAddUp = "add up to count"
      case runStartsLeaveAGap = "starts at"
      case strideIsWrong = "stride"
      case passSkipsAnItem = "items in order"
      case fixedPositionPastTheEnd = "lies in the feed"
      case fixedPositionsDescend = "ascend"
      case fixedGapIsWrong = "gap"
      case spanMissesItsItems = "spans follow each other"
      case slotPointsElsewhere = "s slot 0 in run 1"

      /// Breaks `plan`, whose kind `a` is taken by two runs.
      func apply(to plan: inout _LayoutPlan, a: Int) {
        switch self {
        case .runLengthsDoNotAddUp: plan.count += 1
        case .runStartsLeaveAGap: plan.runStarts[1] += 1
        case .strideIsWrong: plan.entries[plan.runs[1].entryStart].stride += 1
        case .passSkipsAnItem: plan.entries[plan.runs[1].entryStart].firstOffset += 1
        case .fixedPositionPastTheEnd: plan.fixedPositions[2] = plan.count
        case .fixedPositionsDescend: plan.fixedPositions[1] = plan.fixedPositions[0]
        case .fixedGapIsWrong: plan.fixedGaps[1] -= 1
        case .spanMissesItsItems: plan.spans[plan.spanStarts[a] + 1].firstOffset += 2
        case .slotPointsElsewhere: plan.slots[plan.spans[plan.spanStarts[a]].slotStart] = 2
        }
      }
    }

    @Test("A corrupted plan traps, naming the broken rule", arguments: Corruption.allCases)
    func corruptedPlanTraps(corruption: Corruption) async throws {
      let result = try await #require(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) { [corruption] in
        let feed = LayoutPlanInvariantTests.feed()
        var plan = feed._plan
        corruption.apply(to: &plan, a: feed._table.identifier(of: "a")!)
        plan._checkInvariants(kindCount: feed._sources.count)
      }
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("_LayoutPlan invariant"))
      #expect(message.contains(corruption.rawValue), "\(message)")
    }
  }
#endif
