//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing

/// `explain(at:)` at the edges: like ``SlotCollection/kind(at:)``, it stops
/// on a position outside `0 ..< count`, an empty feed's every position
/// included.
@Suite struct SlotExplanationEdgeTests {
  @Test("A position outside the rows stops, as kind(at:) does")
  func outOfRange() async {
    await #expect(processExitsWith: .failure) {
      let feed = SlotCollection<String, String>()
      _ = feed.explain(at: 0)
    }
    await #expect(processExitsWith: .failure) {
      let feed = SlotCollection<String, String>(
        layout: SlotLayout(pattern: ["post"]), sources: ["post": ["p0"]])
      _ = feed.explain(at: -1)
    }
    await #expect(processExitsWith: .failure) {
      var feed = SlotFeed<String, String>(layout: SlotLayout(pattern: ["post"]))
      _ = feed.append(contentsOf: ["p0"], to: "post")
      _ = feed.explain(at: 1)
    }
  }

  @Test("The last row and a one-row feed are explained")
  func lastRow() {
    let feed = SlotCollection<String, String>(
      layout: SlotLayout(pattern: ["post"]), sources: ["post": ["p0"]])
    #expect(
      feed.explain(at: 0)
        == SlotExplanation(position: 0, kind: "post", reason: .pattern(slot: 0, pass: 0)))
    var live = SlotFeed<String, String>(
      layout: SlotLayout(pattern: ["post"], repeatables: ["post"]))
    _ = live.append(contentsOf: ["p0", "p1"], to: "post")
    #expect(live.explain(at: 1).reason == .pattern(slot: 0, pass: 1))
    live.settle(through: 0)
    // The tail's passes count from the pass in progress at the frontier.
    #expect(live.explain(at: 1).reason == .pattern(slot: 0, pass: 0))
  }
}
