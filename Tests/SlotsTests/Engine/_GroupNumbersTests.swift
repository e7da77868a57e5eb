//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// The numbering of groups in the placement walk, against a dictionary.
@Suite("Group numbers")
struct GroupNumbersTests {
  @Test("Equal groups get one number: small strings, and large ones stored apart")
  func equalGroups() {
    var groups = _GroupNumbers()
    #expect(groups.number("g1") == 0)
    #expect(groups.number("g2") == 1)
    #expect(groups.number("g1") == 0)
    let long = String(repeating: "advertiser ", count: 4)
    // Two values with the same contents and storage of their own.
    let first = long + "1"
    let second = String(long.reversed().reversed()) + "1"
    #expect(groups.number(first) == 2)
    #expect(groups.number(second) == 2)
    #expect(groups.number(long + "2") == 3)
    #expect(groups.names == ["g1", "g2", first, long + "2"])
  }

  /// Fresh large strings free their storage as soon as they are numbered,
  /// so a new string may take the storage (and the bits) of an old one
  /// with other contents: the numbering must still follow the contents.
  @Test("Seeded sequences of fresh strings number as a dictionary does", arguments: 0..<4)
  func freshStrings(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var groups = _GroupNumbers()
    var expected: [String: Int] = [:]
    for step in 0..<20_000 {
      let index = random.within(0..<(random.chance(50) ? 8 : 600))
      let name =
        random.chance(50)
        ? "g\(index)" : String(repeating: "group-", count: 3 + index % 5) + "\(index)"
      let number = groups.number(name)
      let wanted = expected[name] ?? expected.count
      expected[name] = wanted
      guard number == wanted else {
        Issue.record("step \(step): \(name) got \(number), expected \(wanted)")
        return
      }
    }
    #expect(groups.names.count == expected.count)
  }
}
