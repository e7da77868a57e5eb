//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// The chunked array, checked against a plain array doing the same edits,
/// across chunk and group boundaries, and with copies kept.
@Suite("Chunked array")
struct ChunkedArrayTests {
  typealias Chunked = _ChunkedArray<Int>

  /// Whether `chunked` holds `expected`, read every way it can be, and its
  /// chunks are all full but the last.
  func matches(_ chunked: Chunked, _ expected: [Int]) -> Bool {
    guard chunked.count == expected.count, chunked.isEmpty == expected.isEmpty,
      chunked.elements == expected, Array(chunked) == expected,
      chunked.indices.map({ chunked[$0] }) == expected
    else { return false }
    let chunks = chunked.groups.flatMap { $0 }
    return chunked.groups.dropLast().allSatisfy { $0.count == Chunked.groupSize }
      && chunks.dropLast().allSatisfy { $0.count == Chunked.chunkSize }
      && chunks.allSatisfy { !$0.isEmpty }
  }

  @Test(
    "Appending fills chunks and groups in order", arguments: [0, 1, 1_023, 1_024, 1_025, 5_000])
  func appending(count: Int) {
    var one = Chunked()
    for value in 0..<count { one.append(value) }
    #expect(matches(one, Array(0..<count)))
    #expect(matches(Chunked(0..<count), Array(0..<count)))
    var batches = Chunked()
    var expected: [Int] = []
    var random = SeededRandom(seed: UInt64(count))
    while expected.count < count {
      let batch = Array(expected.count..<min(count, expected.count + random.below(700)))
      batches.append(contentsOf: batch)
      expected += batch
    }
    #expect(matches(batches, expected))
  }

  @Test("Filling more than one group")
  func manyGroups() {
    let count = Chunked.chunkSize * Chunked.groupSize + Chunked.chunkSize + 3
    var chunked = Chunked(0..<count)
    #expect(chunked.groups.count == 2)
    #expect(matches(chunked, Array(0..<count)))
    let copy = chunked
    chunked[count - 1] = -1
    chunked.append(count)
    #expect(copy[count - 1] == count - 1)
    #expect(copy.count == count)
    // The copy shares every chunk but the one written to.
    #expect(
      chunked.groups[0][0].withUnsafeBufferPointer { $0.baseAddress }
        == copy.groups[0][0].withUnsafeBufferPointer { $0.baseAddress })
    // Removing the last elements empties the last group again.
    for _ in 0..<(Chunked.chunkSize + 4) { chunked.remove(at: chunked.count - 1) }
    #expect(chunked.groups.count == 1)
    #expect(matches(chunked, Array(0..<(count - Chunked.chunkSize - 3))))
  }

  /// Two seeds, and four with the long sizes.
  @Test(
    "Random edits match a plain array, and copies keep their elements",
    arguments: TestSize.scaled(0..<2, long: 0..<4) as Range<UInt64>)
  func randomEdits(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var chunked = Chunked()
    var expected: [Int] = []
    var copies: [(Chunked, [Int])] = []
    var next = 0
    for step in 0..<200 {
      switch random.below(5) {
      case 0, 1:
        let batch = Array(next..<(next + random.below(900)))
        next += batch.count
        chunked.append(contentsOf: batch)
        expected += batch
      case 2 where !expected.isEmpty:
        // Mostly near the end, as a feed removes tail items.
        let offset = max(0, expected.count - 1 - random.below(min(expected.count, 1_500)))
        #expect(chunked.remove(at: offset) == expected.remove(at: offset))
      case 4 where !expected.isEmpty && random.below(2) == 0:
        // Removing several at once, from anywhere on.
        let first = random.below(expected.count)
        let offsets = (first..<expected.count).filter { _ in random.below(3) == 0 }
        chunked._removeItems(atSortedOffsets: offsets)
        expected._removeItems(atSortedOffsets: offsets)
      case 3 where !expected.isEmpty:
        let offset = random.below(expected.count)
        chunked[offset] = -step
        expected[offset] = -step
      default:
        copies.append((chunked, expected))
      }
      if !matches(chunked, expected) {
        Issue.record(
          "seed \(seed), step \(step): \(chunked.count) elements, expected \(expected.count)")
        return
      }
    }
    for (copy, elements) in copies { #expect(matches(copy, elements)) }
  }
}
