//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

#if SLOTS_INTERNAL_CHECKS
  import Testing
  import _SlotsTestSupport

  @testable import Slots

  /// `_LayoutPlan._checkInvariants()`, which every resolution runs in debug
  /// builds: it accepts the plans the resolver makes, and traps, saying what
  /// is wrong, on plans corrupted in each of the ways the look-ups could
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
      #expect(feed._plan._brokenInvariant(kindCount: feed._sources.count) == nil)
      for seed in 0..<200 as Range<UInt64> {
        var random = SeededRandom(seed: seed)
        let feed = FeedModel(randomFrom: .letters, using: &random).makeFeed()
        #expect(feed._plan._brokenInvariant(kindCount: feed._sources.count) == nil)
      }
    }

    /// A way to break a plan, and how the message that says what is wrong
    /// must start, where `*` stands for a kind's identifier (kinds are
    /// numbered in the order the feed meets them, which varies from run to
    /// run).
    enum Corruption: String, Codable, Sendable, CaseIterable {
      case oneKindTooMany = "sequentialUse has 6 counts for 5 kinds"
      case spanStartTooMany = "spanStarts has 7 starts for 5 kinds, expected 6"
      case runStartTooMany = "runStarts has 4 starts for 3 runs"
      case runStartsLeaveAGap = "run 1 starts at 3, expected 2"
      case runIsEmpty = "run 2 is empty: width 2, 0 passes"
      case runRepeatsWithoutEnd =
        "run 1 holds 3 × 9223372036854775807 items from 2, past the feed's 28"
      case runOverflowsTheFeed = "run 2 holds 2 × 9 items from 11, past the feed's 28"
      case passLiesOutsideEntries = "run 0's pass, entries 7 to 8, lies outside the 7 entries"
      case entryNamesAnUnknownKind = "run 0's slot 0 names kind 5 of 5"
      case passSkipsAnItem = "run 1's slot 0 takes item 1 of kind *, expected 0"
      case strideIsWrong = "run 1's slot 0 has stride 3, but a pass takes 2 items of kind *"
      case runsTakeTooFewItems = "the runs take 20 items of kind *, sequentialUse says 21"
      case runLengthsDoNotAddUp = "the runs hold 25 items and 3 items are fixed, but count is 29"
      case fixedArraysDisagree =
        "fixedKinds, fixedOffsets, fixedGaps and fixedByKind have 3, 3, 4 and 3 entries for 3"
      case fixedPositionPastTheEnd = "fixed item 2 is at 28, outside the feed's 28 items"
      case fixedPositionsDescend = "fixed item 1 is at 1, not after fixed item 0 at 1"
      case fixedGapIsWrong = "fixed item 1 has gap 2, expected 3"
      case fixedItemNamesAnUnknownKind = "fixed item 0 names kind 5 of 5"
      case fixedIndexWithoutFixedItems = "fixedKindStarts has 6 starts, but no item is fixed"
      case fixedIndexStartTooFew = "fixedKindStarts has 5 starts for 5 kinds, expected 6"
      case fixedIndexStartsLate = "fixedKindStarts goes from 1 to 3, expected 0 to 3"
      case fixedIndexDescends = "fixedKindStarts goes down after kind 1, from 4 to *"
      case fixedIndexMixesKinds = "fixedByKind lists fixed item *, of kind *, among those of kind *"
      case fixedIndexNamesNoItem = "fixedByKind lists fixed item 8 of 3"
      case fixedOffsetsOutOfOrder = "fixed item 0 takes item 1 of kind *, expected 0"
      case spanIndexStartsLate = "spanStarts goes from 1 to 5, expected 0 to 5"
      case spanIndexDescends = "spanStarts goes down after kind 1, from 6 to *"
      case spansRepeatARun = "kind *'s span 1 is in run 1, expected a run after 1 and before 3"
      case spanMissesItsItems = "kind *'s span 1 starts at item 8, expected 6"
      case spanListsNoSlots = "kind *'s span 0 lists no slots"
      case spanSlotsLieOutside = "kind *'s span 0 lists 2 slots from 7, outside the 7 slots"
      case slotLiesOutsideThePass = "kind *'s span 0 names slot 99 of run 1, whose pass has 3"
      case slotPointsElsewhere =
        "kind *'s span 0 names slot 2 of run 1, which holds item 1 of kind *, expected item 0"
      case spanIsMissing = "kind *'s spans cover 6 items, sequentialUse says 20"

      /// Whether `message` starts as this corruption's does, with any number
      /// where the pattern has `*`.
      func matches(_ message: String) -> Bool {
        var rest = Substring(message)
        for (index, piece) in rawValue.split(separator: "*", omittingEmptySubsequences: false)
          .enumerated()
        {
          if index > 0 { rest = rest.drop(while: \.isNumber) }
          guard rest.hasPrefix(piece) else { return false }
          rest = rest.dropFirst(piece.count)
        }
        return true
      }

      /// Breaks `plan`, in which kind `a` is taken by runs 1 and 2, and the
      /// fixed items are at 1, 4 and 9, the first two of the same kind.
      func apply(to plan: inout _LayoutPlan, a: Int) {
        let kindCount = plan.sequentialUse.count
        let fixedCount = plan.fixedPositions.count
        switch self {
        case .oneKindTooMany: plan.sequentialUse.append(0)
        case .spanStartTooMany: plan.spanStarts.append(plan.spans.count)
        case .runStartTooMany: plan.runStarts.append(plan.count)
        case .runStartsLeaveAGap: plan.runStarts[1] += 1
        case .runIsEmpty: plan.runs[2].passes = 0
        case .runRepeatsWithoutEnd: plan.runs[1].passes = Int.max
        case .runOverflowsTheFeed: plan.runs[2].passes += 2
        case .passLiesOutsideEntries: plan.runs[0].entryStart = plan.entries.count
        case .entryNamesAnUnknownKind: plan.entries[0].kind = kindCount
        case .passSkipsAnItem: plan.entries[plan.runs[1].entryStart].firstOffset += 1
        case .strideIsWrong: plan.entries[plan.runs[1].entryStart].stride += 1
        case .runsTakeTooFewItems: plan.sequentialUse[a] += 1
        case .runLengthsDoNotAddUp: plan.count += 1
        case .fixedArraysDisagree: plan.fixedGaps.append(plan.count)
        case .fixedPositionPastTheEnd: plan.fixedPositions[2] = plan.count
        case .fixedPositionsDescend: plan.fixedPositions[1] = plan.fixedPositions[0]
        case .fixedGapIsWrong: plan.fixedGaps[1] -= 1
        case .fixedItemNamesAnUnknownKind: plan.fixedKinds[0] = kindCount
        case .fixedIndexWithoutFixedItems:
          plan.count -= fixedCount
          plan.fixedPositions = []
          plan.fixedKinds = []
          plan.fixedOffsets = []
          plan.fixedGaps = []
          plan.fixedByKind = []
        case .fixedIndexStartTooFew: plan.fixedKindStarts.removeLast()
        case .fixedIndexStartsLate: plan.fixedKindStarts[0] = 1
        case .fixedIndexDescends: plan.fixedKindStarts[1] = fixedCount + 1
        case .fixedIndexMixesKinds: plan.fixedByKind.reverse()
        case .fixedIndexNamesNoItem: plan.fixedByKind[0] = 8
        case .fixedOffsetsOutOfOrder: plan.fixedOffsets.swapAt(0, 1)
        case .spanIndexStartsLate: plan.spanStarts[0] = 1
        case .spanIndexDescends: plan.spanStarts[1] = plan.spans.count + 1
        case .spansRepeatARun:
          plan.spans[plan.spanStarts[a] + 1].run = plan.spans[plan.spanStarts[a]].run
        case .spanMissesItsItems: plan.spans[plan.spanStarts[a] + 1].firstOffset += 2
        case .spanSlotsLieOutside: plan.spans[plan.spanStarts[a]].slotStart = plan.slots.count
        case .spanListsNoSlots: plan.spans[plan.spanStarts[a]].perPass = 0
        case .slotLiesOutsideThePass: plan.slots[plan.spans[plan.spanStarts[a]].slotStart] = 99
        case .slotPointsElsewhere: plan.slots[plan.spans[plan.spanStarts[a]].slotStart] = 2
        case .spanIsMissing:
          plan.spans.remove(at: plan.spanStarts[a] + 1)
          for kind in (a + 1)...kindCount { plan.spanStarts[kind] -= 1 }
        }
      }
    }

    @Test("A corrupted plan is caught, saying what is wrong", arguments: Corruption.allCases)
    func corruptedPlan(corruption: Corruption) {
      let feed = Self.feed()
      var plan = feed._plan
      corruption.apply(to: &plan, a: feed._table.identifier(of: "a")!)
      let broken = plan._brokenInvariant(kindCount: feed._sources.count)
      #expect(broken.map(corruption.matches) == true, "\(String(describing: broken))")
    }

    @Test("A broken invariant traps, with its message")
    func brokenInvariantTraps() async throws {
      let result = try await #require(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        let feed = LayoutPlanInvariantTests.feed()
        var plan = feed._plan
        plan.count += 1
        plan._checkInvariants(kindCount: feed._sources.count)
      }
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        message.contains(
          "_LayoutPlan invariant: the runs hold 25 items and 3 items are fixed, but count is 29"))
    }
  }
#endif
