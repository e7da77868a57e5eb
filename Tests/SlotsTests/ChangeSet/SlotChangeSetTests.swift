//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import Slots

@Suite struct SlotChangeSetTests {
  typealias Move = SlotChangeSet.Move

  /// Removes B, moves E to the second place, inserts X in front.
  static let example = SlotChangeSet(
    removals: [1], insertions: [0], moves: [Move(from: 4, to: 1)])

  @Test func sortsItsParts() {
    let changes = SlotChangeSet(
      removals: [3, 1], insertions: [5, 0, 2],
      moves: [Move(from: 4, to: 0), Move(from: 2, to: 6)])
    #expect(changes.removals == [1, 3])
    #expect(changes.insertions == [0, 2, 5])
    #expect(changes.moves == [Move(from: 2, to: 6), Move(from: 4, to: 0)])
    #expect(
      changes
        == SlotChangeSet(
          removals: [1, 3], insertions: [0, 2, 5],
          moves: [Move(from: 2, to: 6), Move(from: 4, to: 0)]))
  }

  @Test func isEmpty() {
    #expect(SlotChangeSet().isEmpty)
    #expect(!SlotChangeSet(removals: [0]).isEmpty)
    #expect(!SlotChangeSet(insertions: [0]).isEmpty)
    #expect(!SlotChangeSet(moves: [Move(from: 0, to: 0)]).isEmpty)
  }

  @Test func appliesAsABatchUpdate() {
    let old = ["A", "B", "C", "D", "E"]
    let new = Self.example.applied(to: old) { position in
      #expect(position == 0)
      return "X"
    }
    #expect(new == ["X", "E", "A", "C", "D"])
    #expect(SlotChangeSet().applied(to: old) { _ in "?" } == old)
    #expect(SlotChangeSet(removals: [0, 1, 2, 3, 4]).applied(to: old) { _ in "?" } == [])
    #expect(SlotChangeSet(insertions: [0, 1]).applied(to: []) { "\($0)" } == ["0", "1"])
  }

  @Test func convertsToACollectionDifference() {
    let old = ["A", "B", "C", "D", "E"]
    let new = ["X", "E", "A", "C", "D"]
    let difference = Self.example.difference(from: old, to: new)
    #expect(old.applying(difference) == new)
    #expect(difference.removals.count == 2)
    #expect(difference.insertions.count == 2)
    #expect(difference.insertions.contains(.insert(offset: 1, element: "E", associatedWith: 4)))
    #expect(difference.removals.contains(.remove(offset: 4, element: "E", associatedWith: 1)))
    #expect(difference.inferringMoves() == difference)
    // The same from collections that do not start at zero.
    let slices = (["-"] + old)[1...]
    #expect(old.applying(Self.example.difference(from: slices, to: new[...])) == new)
  }

  @Test func describesItself() {
    #expect(
      Self.example.description == "SlotChangeSet(removals: [1], insertions: [0], moves: [4->1])")
  }
}
