//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

/// Checks that `collection` behaves as a random-access collection of exactly
/// `expected`: index walking forwards and backwards, offsets and distances,
/// slicing, iteration against subscripting.
func checkRandomAccessCollection<C: RandomAccessCollection>(
  _ collection: C,
  expected: [C.Element],
  sourceLocation: SourceLocation = #_sourceLocation
) where C.Element: Equatable, C.Index == Int {
  func check(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition {
      Issue.record("collection check failed: \(what())", sourceLocation: sourceLocation)
    }
  }
  check(collection.count == expected.count, "count \(collection.count) != \(expected.count)")
  check(collection.isEmpty == expected.isEmpty, "isEmpty")
  check(collection.startIndex == 0, "startIndex")
  check(collection.endIndex == expected.count, "endIndex")
  check(Array(collection.indices) == Array(0..<expected.count), "indices")
  check(Array(collection) == expected, "iteration")
  check(collection.first == expected.first, "first")
  check(collection.last == expected.last, "last")
  check(Array(collection.reversed()) == Array(expected.reversed()), "reversed")
  guard collection.count == expected.count else { return }

  // Walking forwards and backwards.
  var index = collection.startIndex
  for offset in 0..<expected.count {
    check(collection[index] == expected[offset], "subscript at \(offset)")
    let next = collection.index(after: index)
    check(collection.index(before: next) == index, "index(before:) at \(offset)")
    index = next
  }
  check(index == collection.endIndex, "walk ends at endIndex")

  // Offsets, distances, limits.
  let count = expected.count
  let probes = Set(
    [0, 1, count / 3, count / 2, count - 1, count].filter { 0 <= $0 && $0 <= count })
  for from in probes {
    for to in probes {
      check(collection.distance(from: from, to: to) == to - from, "distance \(from)→\(to)")
      check(collection.index(from, offsetBy: to - from) == to, "offsetBy \(from)→\(to)")
      let limited = collection.index(from, offsetBy: to - from, limitedBy: from)
      check(limited == (to == from ? to : nil), "limitedBy \(from)→\(to)")
      if from <= to {
        check(Array(collection[from..<to]) == Array(expected[from..<to]), "slice \(from)..<\(to)")
      }
    }
  }
}
