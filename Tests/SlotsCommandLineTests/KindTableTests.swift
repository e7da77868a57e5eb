//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

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
}
