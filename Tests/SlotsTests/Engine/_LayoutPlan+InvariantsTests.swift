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
      #expect(feed._plan._brokenInvariant(kindCount: feed._sources.count) == nil)
      for seed in 0..<200 as Range<UInt64> {
        var random = SeededRandom(seed: seed)
        let feed = FeedModel(randomFrom: .letters, using: &random).makeFeed()
        #expect(feed._plan._brokenInvariant(kindCount: feed._sources.count) == nil)
      }
    }

    /// A way to break a plan, and the words of the message that must name it.
    enum Corruption: String, Codable, Sendable, CaseIterable {
      case oneKindTooMany = "sequentialUse has one count a kind"
      case spanStartTooMany = "spanStarts has one start a kind"
      case runStartTooMany = "one start a run"
      case runStartsLeaveAGap = "run 1 starts at"
      case runIsEmpty = "run 2 is not empty"
      case runRepeatsWithoutEnd = "run 1 fits in the feed"
      case runOverflowsTheFeed = "run 2 fits in the feed"
      case passLiesOutsideEntries = "run 0's pass lies in entries"
      case entryNamesAnUnknownKind = "run 0 names a known kind"
      case passSkipsAnItem = "run 1 takes kind"
      case strideIsWrong = "run 1's stride"
      case runsTakeTooFewItems = "the runs take sequentialUse items"
      case runLengthsDoNotAddUp = "add up to count"
      case fixedArraysDisagree = "one kind, offset, gap and index an applied fixed item"
      case fixedPositionPastTheEnd = "fixed item 2 lies in the feed"
      case fixedPositionsDescend = "fixed positions ascend at 1"
      case fixedGapIsWrong = "fixed item 1's gap"
      case fixedItemNamesAnUnknownKind = "fixed item 0 names a known kind"
      case fixedIndexWithoutFixedItems = "no fixed index without fixed items"
      case fixedIndexStartTooFew = "fixedKindStarts has one start a kind"
      case fixedIndexStartsLate = "fixedKindStarts spans fixedByKind"
      case fixedIndexDescends = "fixedKindStarts ascends"
      case fixedIndexMixesKinds = "fixedByKind groups kind"
      case fixedOffsetsOutOfOrder = "fixed items follow its sequential items in order"
      case spanIndexStartsLate = "spanStarts spans spans"
      case spanIndexDescends = "spanStarts ascends"
      case spansRepeatARun = "spans ascend"
      case spanMissesItsItems = "spans follow each other"
      case spanListsNoSlots = "span lists its slots"
      case slotLiesOutsideThePass = "slot lies in its pass"
      case slotPointsElsewhere = "s slot 0 in run 1"
      case spanIsMissing = "spans cover its sequential items"

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
        case .fixedOffsetsOutOfOrder: plan.fixedOffsets.swapAt(0, 1)
        case .spanIndexStartsLate: plan.spanStarts[0] = 1
        case .spanIndexDescends: plan.spanStarts[1] = plan.spans.count + 1
        case .spansRepeatARun:
          plan.spans[plan.spanStarts[a] + 1].run = plan.spans[plan.spanStarts[a]].run
        case .spanMissesItsItems: plan.spans[plan.spanStarts[a] + 1].firstOffset += 2
        case .spanListsNoSlots: plan.spans[plan.spanStarts[a]].perPass = 0
        case .slotLiesOutsideThePass: plan.slots[plan.spans[plan.spanStarts[a]].slotStart] = 99
        case .slotPointsElsewhere: plan.slots[plan.spans[plan.spanStarts[a]].slotStart] = 2
        case .spanIsMissing:
          plan.spans.remove(at: plan.spanStarts[a] + 1)
          for kind in (a + 1)...kindCount { plan.spanStarts[kind] -= 1 }
        }
      }
    }

    @Test("A corrupted plan is caught, naming the broken rule", arguments: Corruption.allCases)
    func corruptedPlan(corruption: Corruption) {
      let feed = Self.feed()
      var plan = feed._plan
      corruption.apply(to: &plan, a: feed._table.identifier(of: "a")!)
      let broken = plan._brokenInvariant(kindCount: feed._sources.count)
      #expect(broken?.contains(corruption.rawValue) == true, "\(String(describing: broken))")
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
      #expect(message.contains("_LayoutPlan invariant: runs and fixed items add up to count"))
    }
  }
#endif
