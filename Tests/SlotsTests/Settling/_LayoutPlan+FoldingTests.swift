//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import Slots

/// A live feed settled a few rows at a time keeps its settled rows as the
/// runs the rules repeat, not one run a settle or a placed row.
@Suite struct LayoutPlanFoldingTests {
  /// Settles `rows` rows of a feed `step` rows at a time, its items arriving
  /// as it goes, and returns it.
  static func settled(
    _ layout: SlotLayout<String>, rows: Int, step: Int
  ) -> SlotFeed<String, Int> {
    var feed = SlotFeed<String, Int>(layout: layout)
    while feed.settledCount < rows {
      _ = feed.append(contentsOf: Array(0..<step), to: "post")
      for kind in layout.placedKinds + ["ad"] {
        let wanted = feed.demand(for: kind, within: 2 * step)
        if wanted > 0 { _ = feed.append(contentsOf: Array(0..<wanted), to: kind) }
      }
      feed.settle(through: feed.settledCount + step - 1)
    }
    return feed
  }

  @Test(
    "Settled rows with two cadences fold into a few runs",
    arguments: [1, 3, 7, 10])
  func twoCadences(step: Int) {
    let layout = SlotLayout<String>(
      pattern: ["post"], repeatables: ["post"],
      placements: [
        SlotPlacement(kind: "ad", every: 5, first: 3),
        SlotPlacement(kind: "user", every: 15, first: 10),
      ])
    let feed = Self.settled(layout, rows: 3_000, step: step)
    #expect(feed.settledCount >= 3_000)
    // One run a placed row would be hundreds.
    #expect(feed._settled.runs.count <= 12, "\(feed._settled.runs.count) runs")
    #expect(feed._settled.entries.count <= 3 * 64)
    // The rows are those of the same rules laid out whole.
    var whole = SlotCollection<String, Int>(layout: layout)
    for kind in ["post", "ad", "user"] {
      whole[source: kind] = Array(0..<feed.cursor(after: feed.settledCount - 1).offset(of: kind))
    }
    let settled = (0..<feed.settledCount).map { feed.sourcePosition(at: $0)! }
    #expect(settled == (0..<feed.settledCount).map { whole.sourcePosition(at: $0) })
  }

  @Test("A pattern's own passes fold when settled a row at a time")
  func patternPasses() {
    let layout = SlotLayout<String>(pattern: ["post", "post", "ad"], repeatables: ["post"])
    let feed = Self.settled(layout, rows: 1_000, step: 1)
    #expect(feed._settled.runs.count <= 4, "\(feed._settled.runs.count) runs")
  }
}
