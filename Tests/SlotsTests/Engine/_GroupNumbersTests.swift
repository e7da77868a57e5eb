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

/// A collection's table of group numbers: numbered once, cut back where a
/// source changes, started over when old names pile up.
@Suite("Group table")
struct GroupTableTests {
  /// Reads the group an item stands for.
  static func group(_ item: Int) -> String? { item < 0 ? nil : "g\(item)" }

  /// The groups the table holds for kind `kind`, as names.
  static func names(_ table: _GroupTable, kind: Int) -> [String?] {
    table.numbers[kind].indices.map { table.name(ofKind: kind, offset: $0) }
  }

  @Test("Items are numbered once; a change cuts the kind back to the items before it")
  func numbersAndCuts() {
    var table = _GroupTable()
    var sources: [[Int]] = [[1, 2, 1, -1], [], [2, 3]]
    var reads = 0
    let read = { (item: Int) -> String? in
      reads += 1
      return Self.group(item)
    }
    table.numberItems(ofKinds: [0, 2], in: sources, group: read)
    #expect(reads == 6)
    #expect(Self.names(table, kind: 0) == ["g1", "g2", "g1", nil])
    #expect(table.numbers[0] == [0, 1, 0, -1])
    #expect(table.numbers[1].isEmpty)
    #expect(Self.names(table, kind: 2) == ["g2", "g3"])
    // Appended items alone are read.
    sources[0].append(3)
    table.numberItems(ofKinds: [0, 2], in: sources, group: read)
    #expect(reads == 7)
    #expect(Self.names(table, kind: 0) == ["g1", "g2", "g1", nil, "g3"])
    // A change at offset 1 of kind 0: items 1... are read again, kind 2's not.
    sources[0][1] = 4
    table.sourceChanged(0, from: 1)
    #expect(table.numbers[0] == [0])
    table.numberItems(ofKinds: [0, 2], in: sources, group: read)
    #expect(reads == 11)
    #expect(Self.names(table, kind: 0) == ["g1", "g4", "g1", nil, "g3"])
    // Cuts past the numbered items, or of kinds never numbered, change nothing.
    table.sourceChanged(0, from: 5)
    table.sourceChanged(7, from: 0)
    #expect(table.numbers[0].count == 5)
  }

  @Test("Each item's gap is the distance back to the previous item of its group")
  func gaps() {
    let none = Int32.max
    var table = _GroupTable()
    var sources: [[Int]] = [[1, 2, 1, -1, 1]]
    table.numberItems(ofKinds: [0], in: sources, group: Self.group)
    #expect(table.gaps[0] == [none, none, 2, none, 2])
    // Numbered again after a cut, the new items find their previous items
    // among those kept.
    sources[0][3] = 2
    sources[0].append(2)
    table.sourceChanged(0, from: 3)
    #expect(table.gaps[0] == [none, none, 2])
    table.numberItems(ofKinds: [0], in: sources, group: Self.group)
    #expect(table.gaps[0] == [none, none, 2, 2, 2, 2])
    #expect(table.numbers[0].count == table.gaps[0].count)
    // A live feed's table numbers the same and keeps no gaps, through cuts
    // and starting over.
    var live = _GroupTable(keepingGaps: false)
    live.numberItems(ofKinds: [0], in: sources, group: Self.group)
    #expect(live.numbers[0] == table.numbers[0])
    #expect(live.gaps[0].isEmpty)
    live.sourceChanged(0, from: 2)
    #expect(live.numbers[0].count == 2)
    live.removeAll()
    #expect(!live.keepsGaps)
  }

  @Test("A walk over a live feed's tail numbers the groups it meets from 0, whatever came before")
  func walkNumbers() {
    // 5,000 items of 5,000 groups; the tail starts at item 4,990, where
    // item k has group k % 5,000 but items 4,995 on repeat groups 0 to 4.
    var items = Array(0..<5_000)
    for offset in 4_995..<5_000 { items[offset] = offset - 4_995 }
    var table = _GroupTable(keepingGaps: false)
    table.numberItems(ofKinds: [0], in: [items], group: Self.group)
    var groups = _ItemGroups(table, bases: [4_990])
    let numbers = (0..<10).map { groups.number(ofKind: 0, offset: $0) }
    // Dense, in the order met: what the walk keeps is as wide as the tail.
    #expect(numbers == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    #expect((0..<10).map { groups.name($0) } == items[4_990...].map(Self.group))
    #expect(groups.walkNumbers?.tableNumbers.count == 10)
    // A group of the walk's starting state: the table's number, met again,
    // or one of the walk's own for a group no item has.
    #expect(groups.number("g4990") == 0)
    #expect(groups.number("g0") == 5)
    #expect(groups.number("g7") == 10)
    #expect(groups.name(10) == "g7")
    #expect(groups.number("elsewhere") == 11)
    #expect(groups.name(11) == "elsewhere")
    #expect(groups.number("elsewhere") == 11)
    // Many groups in one walk: the hash grows, and every number holds.
    var wide = _ItemGroups(table, bases: [0])
    let all = (0..<4_990).map { wide.number(ofKind: 0, offset: $0) }
    #expect(all == Array(0..<4_990))
    #expect((0..<4_990).allSatisfy { wide.number(ofKind: 0, offset: $0) == $0 })
    // An item without a group has none.
    var none = _GroupTable(keepingGaps: false)
    none.numberItems(ofKinds: [0], in: [[-1, 3]], group: Self.group)
    var tail = _ItemGroups(none, bases: [0])
    #expect(tail.number(ofKind: 0, offset: 0) == -1)
    #expect(tail.number(ofKind: 0, offset: 1) == 0)
  }

  @Test("Names of items long gone are forgotten once they outnumber twice the items")
  func startsOver() {
    var table = _GroupTable()
    for round in 0..<10 {
      let sources = [Array(round * 100..<round * 100 + 100)]
      table.sourceChanged(0, from: 0)
      table.numberItems(ofKinds: [0], in: sources, group: Self.group)
      #expect(Self.names(table, kind: 0) == sources[0].map(Self.group))
      // 100 items: never more than 2 × 100 + 64 names kept before numbering
      // again, and the new round's 100.
      #expect(table.names.names.count <= 364)
    }
  }
}
