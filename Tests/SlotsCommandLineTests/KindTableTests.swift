//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

@testable import SlotsCommandLine

@Suite struct KindTableTests {
  @Test func numbersKindsInTheOrderTheyAreFirstNamed() {
    var kinds = KindTable()
    #expect(kinds.number(of: "post") == nil)
    #expect(kinds.number(for: "post") == 0)
    #expect(kinds.number(for: "ad") == 1)
    #expect(kinds.number(for: "post") == 0)
    #expect(kinds.number(for: "") == 2)
    #expect(kinds.number(of: "ad") == 1)
    #expect(kinds.number(of: "a") == nil)
    #expect(Array(kinds.names) == ["post", "ad", ""])
    #expect(kinds.name(of: 1) == "ad")
  }

  /// Against a dictionary, over many random names of random bytes, some
  /// prefixes of others, as the table grows.
  @Test func agreesWithADictionary() {
    var generator = SeededRandom(seed: 71)
    var kinds = KindTable()
    var reference: [ByteString: Int] = [:]
    var names: [ByteString] = []
    for step in 0..<20_000 {
      let name: ByteString
      if !names.isEmpty && generator.chance(30) {
        let known = generator.element(of: names)
        name = generator.chance(50) ? known : ByteString(known.bytes.dropLast())
      } else {
        name = ByteString(
          (0..<generator.within(0...6)).map { _ in UInt8(generator.within(0...255)) })
      }
      if generator.chance(20) {
        #expect(kinds.number(of: name) == reference[name], "seed 71, step \(step)")
        continue
      }
      let expected = reference[name] ?? reference.count
      reference[name] = expected
      if expected == names.count { names.append(name) }
      #expect(kinds.number(for: name) == expected, "seed 71, step \(step)")
    }
    #expect(kinds.count == names.count)
    #expect(Array(kinds.names) == names)
  }

  /// Kinds that neither the rules nor the kept kinds name are forgotten;
  /// the others keep their order and names.
  @Test func forgetsKindsThatNothingNames() {
    var kinds = KindTable()
    for name in ["post", "x", "ad", "y", "promo", "z", "filler", "w"] {
      _ = kinds.number(for: ByteString(name))
    }
    var layout = SlotLayout<Int>(
      pattern: [0, 2, 0], header: [4], repeatables: [0], fixed: [3: 4], fallback: 6,
      placements: [SlotPlacement(kind: 2, every: 3)])
    let renumbering = kinds.forgetKinds(notIn: &layout, keeping: [3])
    #expect(renumbering == [0, -1, 1, 2, 3, -1, 4, -1])
    #expect(Array(kinds.names) == ["post", "ad", "y", "promo", "filler"])
    #expect(kinds.number(of: "x") == nil)
    #expect(layout.pattern == [0, 1, 0])
    #expect(layout.header == [3])
    #expect(layout.repeatables == [0])
    #expect(layout.fixed == [3: 3])
    #expect(layout.fallback == 4)
    #expect(layout.placements == [SlotPlacement(kind: 1, every: 3)])

    // With nothing to forget, nothing changes.
    let before = layout
    #expect(kinds.forgetKinds(notIn: &layout, keeping: [2]) == [0, 1, 2, 3, 4])
    #expect(layout == before)
  }
}
