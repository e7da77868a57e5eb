//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import Slots

/// `SlotFeed._brokenInvariant()`: it accepts the feeds the operations make,
/// and names what is wrong in a feed corrupted in each way a read could
/// misread.
@Suite("SlotFeed invariants")
struct SlotFeedInvariantTests {
  /// A feed with settled runs, hidden rows, a prepended block, pending rows
  /// and a tail.
  static func feed() -> SlotFeed<String, Int> {
    var feed = SlotFeed<String, Int>(
      layout: SlotLayout(pattern: ["a", "a", "b"], repeatables: ["a"], fixed: [4: "p"]))
    _ = feed.append(contentsOf: 0..<20, to: "a")
    _ = feed.append(contentsOf: 0..<3, to: "b")
    _ = feed.append(contentsOf: [0], to: "p")
    feed.settle(through: 6)
    _ = feed.append(contentsOf: [3], to: "b")
    _ = feed.remove(at: 2)
    _ = feed.remove(at: 4)
    _ = feed.remove(at: 0)
    _ = feed.prepend(SlotCollection(layout: SlotLayout(pattern: ["n"]), sources: ["n": [0, 1]]))
    feed.settle(through: 9)
    return feed
  }

  @Test("Feeds made by the operations pass the checks")
  func validFeedsPass() {
    let feed = Self.feed()
    #expect(feed._settled.runs.count > 1 && feed._pending > 0 && !feed._hidden.isEmpty)
    #expect(feed._brokenInvariant() == nil)
  }

  /// A way to break a feed, and words of the message that must name it.
  enum Corruption: String, CaseIterable, Sendable {
    case sourceMissing = "sources for"
    case settledTakesTooMuch = "items settled"
    case stateOutsideRules = "does not fit the rules"
    case pendingPastTheTail = "rows pending of a tail"
    case settledRunGap = "run 1 of the settled plan starts at"
    case settledRunEmpty = "has no rows or lies outside the entries"
    case settledSkipsAnItem = "expected 0"
    case settledCountDrifts = "count says"
    case rootSizeWrong = "the root's subtree holds"
    case nodeSizeWrong = "hidden rows: node"
    case hiddenRowOutside = "outside the settled rows"
    case hiddenOutOfOrder = "before"
    case blockEndsDisagree = "block 0 ends at"
  }

  @Test("Corrupted feeds are caught, with what is wrong", arguments: Corruption.allCases)
  func corruptionIsCaught(_ corruption: Corruption) {
    var feed = Self.feed()
    switch corruption {
    case .sourceMissing: feed._sources.removeLast()
    case .settledTakesTooMuch: feed._settled.sequentialUse[0] = 100
    case .stateOutsideRules: feed._tailState.slot = 9
    case .pendingPastTheTail: feed._pending = feed._tail.count + 1
    case .settledRunGap: feed._settled.runStarts[1] += 1
    case .settledRunEmpty: feed._settled.runs[0].passes = 0
    case .settledSkipsAnItem: feed._settled.entries[0].firstOffset = 5
    case .settledCountDrifts: feed._settled.count += 1
    case .rootSizeWrong: feed._hidden.sizes[feed._hidden.root] += 1
    case .nodeSizeWrong:
      let leaf = feed._hidden.keys.indices.first {
        feed._hidden.left[$0] < 0 && feed._hidden.right[$0] < 0
      }!
      feed._hidden.sizes[leaf] += 1
    case .hiddenRowOutside:
      let last = feed._hidden.keys.indices.max { feed._hidden.keys[$0] < feed._hidden.keys[$1] }!
      feed._hidden.keys[last] = 1_000
    case .hiddenOutOfOrder: feed._hidden.keys.swapAt(0, 1)
    case .blockEndsDisagree: feed._blockEnds[0] += 1
    }
    let broken = feed._brokenInvariant()
    #expect(
      broken?.contains(corruption.rawValue) == true, "\(corruption): \(broken ?? "nothing caught")")
  }
}
