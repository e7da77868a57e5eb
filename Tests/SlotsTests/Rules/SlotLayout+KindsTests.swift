//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

@Suite("SlotLayout's kinds")
struct SlotLayoutKindsTests {
  static let documented = SlotLayout(
    pattern: ["post", "post", "ad"], header: ["banner"], repeatables: ["post", "story"],
    fixed: [4: "promo", 9: "banner", -1: "poll"], fallback: "filler")

  @Test("The documented examples")
  func documented() {
    let layout = Self.documented
    #expect(layout.kinds == ["banner", "post", "ad", "promo", "filler"])
    #expect(layout.laidOutKinds == ["banner", "post", "ad", "filler"])
    #expect(layout.pinnedKinds == ["promo"])
  }

  @Test("Kinds come in order of first appearance: header, pattern, fixed, fallback")
  func order() {
    let layout = SlotLayout(
      pattern: ["b", "a", "b"], header: ["h", "b"], fixed: [7: "q", 2: "p", 5: "q", 0: "a"],
      fallback: "d")
    #expect(layout.kinds == ["h", "b", "a", "p", "q", "d"])
    #expect(layout.laidOutKinds == ["h", "b", "a", "d"])
    #expect(layout.pinnedKinds == ["p", "q"])
    // A fallback that is also pinned is laid out, and comes where the fixed
    // entries first name it.
    let pinnedFallback = SlotLayout(pattern: ["a"], fixed: [3: "d", 1: "p"], fallback: "d")
    #expect(pinnedFallback.kinds == ["a", "p", "d"])
    #expect(pinnedFallback.laidOutKinds == ["a", "d"])
    #expect(pinnedFallback.pinnedKinds == ["p"])
  }

  @Test("Kinds whose items never show are left out")
  func neverShown() {
    let layout = SlotLayout(
      pattern: ["a"], repeatables: ["a", "r"], fixed: [-3: "n", -1: "a", 2: "a"])
    #expect(layout.kinds == ["a"])
    #expect(layout.laidOutKinds == ["a"])
    #expect(layout.pinnedKinds.isEmpty)
    #expect(SlotLayout<String>().kinds.isEmpty)
    #expect(SlotLayout(header: ["h"], fixed: [0: "p"]).kinds == ["h", "p"])
  }

  /// On random rules: the roles partition `kinds`, match their definitions
  /// read plainly off the rules, agree with the engine's count of the kinds
  /// it keeps, and bound what the feeds show.
  @Test("Random rules: the roles partition the kinds, and bound what feeds show")
  func randomRules() {
    var random = SeededRandom(seed: 57)
    let generator = RandomRules.letters
    for round in 0..<500 {
      let naive = generator.rules(using: &random)
      let counts = generator.counts(using: &random)
      let layout = SlotLayout(naive)
      let context = "seed 57, round \(round): \(layout), counts \(counts)"

      func distinct(_ kinds: [String]) -> [String] {
        var seen: Set<String> = []
        return kinds.filter { seen.insert($0).inserted }
      }
      let fixed = layout.fixed.filter { $0.key >= 0 }.sorted { $0.key < $1.key }.map(\.value)
      let fallback = layout.fallback.map { [$0] } ?? []
      let laidOut = distinct(layout.header + layout.pattern + fallback)
      #expect(layout.laidOutKinds == laidOut, "\(context)")
      #expect(layout.pinnedKinds == distinct(fixed.filter { !laidOut.contains($0) }), "\(context)")
      #expect(
        layout.kinds == distinct(layout.header + layout.pattern + fixed + fallback),
        "\(context)")
      #expect(
        Set(layout.kinds) == Set(layout.laidOutKinds).union(layout.pinnedKinds)
          && Set(layout.laidOutKinds).isDisjoint(with: layout.pinnedKinds), "\(context)")

      var table = _KindTable<String>()
      #expect(
        _LayoutRules(layout, table: &table).namedKindCount == layout.kinds.count, "\(context)")

      let shown = Set(naiveLayout(naive, counts: counts).map(\.kind))
      #expect(shown.isSubset(of: layout.kinds), "\(context)")

      // A live feed shows a pinned kind only at one of its fixed positions.
      var feed = SlotFeed<String, Int>(layout: layout)
      for (kind, count) in counts.sorted(by: { $0.key < $1.key }) {
        _ = feed.append(contentsOf: 0..<count, to: kind)
      }
      let pinned = Set(layout.pinnedKinds)
      for position in feed.indices where pinned.contains(feed.kind(at: position)) {
        #expect(layout.fixed[position] == feed.kind(at: position), "\(context), row \(position)")
      }
    }
  }
}
