//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The kit's collection checker: holds a random-access collection to its
/// conformance, against the array of elements it should have.
///
/// It walks the indices forwards and backwards, compares every pair of
/// them, and tries every pair of indices in both directions: `distance(from:to:)`,
/// `index(_:offsetBy:)` (negative distances included), and, with every index
/// as the limit — before the start, between the two, at either end, beyond
/// the target — `index(_:offsetBy:limitedBy:)` and
/// `formIndex(_:offsetBy:limitedBy:)`, including distances that would run
/// past either end of the collection were the limit not in the way. It then
/// reads every slice. Iteration, `first`, `last`, `reversed()` and the
/// subscript are compared with the expected elements.
///
/// That is O(*n*³) index operations, so it suits collections of up to a
/// few dozen elements: empty, one element, and small uneven cases.
///
///     let feed = SlotCollection(layout: layout, sources: sources)
///     CollectionChecker.mismatches(in: feed, expected: ["p0", "p1", "ad0"])
///     // [] when the conformance holds
public enum CollectionChecker {
  /// The most mismatches one check lists before it gives up.
  public static let mismatchLimit = 20

  /// Returns how `collection` fails to behave as a random-access collection
  /// of exactly `expected`; empty when it does not.
  ///
  /// - Parameters:
  ///   - collection: The collection to check.
  ///   - expected: Its elements, in order.
  /// - Returns: Descriptions of the mismatches, at most ``mismatchLimit``.
  /// - Complexity: O(*n*³), where *n* is the number of elements.
  public static func mismatches<C: RandomAccessCollection>(
    in collection: C, expected: [C.Element]
  ) -> [String] where C.Element: Equatable {
    let checker = Checker(collection: collection, expected: expected)
    checker.run()
    return checker.mismatches
  }
}

/// One run of ``CollectionChecker``: a class, so that the messages, built
/// only on failure, can read the checker while it records.
private final class Checker<C: RandomAccessCollection> where C.Element: Equatable {
  let collection: C
  let expected: [C.Element]
  /// The collection's indices, then its end index, found by walking.
  var all: [C.Index] = []
  var mismatches: [String] = []

  init(collection: C, expected: [C.Element]) {
    self.collection = collection
    self.expected = expected
  }

  func check(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition && mismatches.count < CollectionChecker.mismatchLimit {
      mismatches.append(what())
    }
  }

  func run() {
    checkProperties()
    guard mismatches.isEmpty else { return }
    walk()
    guard mismatches.isEmpty else { return }
    checkComparisons()
    checkDistancesAndOffsets()
    checkLimitedOffsets()
    checkSlices()
  }

  /// Count, emptiness, iteration and the properties derived from them.
  func checkProperties() {
    let count = expected.count
    check(collection.count == count, "count is \(collection.count), expected \(count)")
    check(collection.isEmpty == expected.isEmpty, "isEmpty is \(collection.isEmpty)")
    check(collection.underestimatedCount <= count, "underestimatedCount exceeds count")
    check(Array(collection) == expected, "iteration gives \(Array(collection))")
    check(collection.first == expected.first, "first is \(String(describing: collection.first))")
    check(collection.last == expected.last, "last is \(String(describing: collection.last))")
    check(
      Array(collection.reversed()) == Array(expected.reversed()),
      "reversed() gives \(Array(collection.reversed()))")
    check(
      collection.distance(from: collection.startIndex, to: collection.endIndex) == count,
      "distance from startIndex to endIndex is not count")
  }

  /// Walks forwards with `index(after:)`, reading each element, then
  /// backwards with `index(before:)`; both must meet `indices`.
  func walk() {
    var index = collection.startIndex
    for offset in expected.indices {
      all.append(index)
      check(collection[index] == expected[offset], "subscript at offset \(offset)")
      var formed = index
      collection.formIndex(after: &formed)
      index = collection.index(after: index)
      check(formed == index, "formIndex(after:) and index(after:) differ at offset \(offset)")
    }
    check(index == collection.endIndex, "walking count steps does not reach endIndex")
    all.append(collection.endIndex)
    check(Array(collection.indices) == all.dropLast(), "indices differ from the walk")
    for offset in stride(from: expected.count, to: 0, by: -1) {
      var formed = all[offset]
      collection.formIndex(before: &formed)
      check(
        collection.index(before: all[offset]) == all[offset - 1] && formed == all[offset - 1],
        "index(before:) at offset \(offset)")
    }
  }

  /// Every index equals itself only and is less than the ones after it.
  func checkComparisons() {
    for (a, first) in all.enumerated() {
      for (b, second) in all.enumerated() {
        check((first == second) == (a == b), "indices at offsets \(a) and \(b): ==")
        check((first < second) == (a < b), "indices at offsets \(a) and \(b): <")
      }
    }
  }

  /// `distance(from:to:)` and `index(_:offsetBy:)` between every pair of
  /// indices, both ways.
  func checkDistancesAndOffsets() {
    for (a, start) in all.enumerated() {
      for (b, end) in all.enumerated() {
        let distance = collection.distance(from: start, to: end)
        check(distance == b - a, "distance(from: \(a), to: \(b)) is \(distance)")
        check(collection.index(start, offsetBy: b - a) == end, "index(\(a), offsetBy: \(b - a))")
        var formed = start
        collection.formIndex(&formed, offsetBy: b - a)
        check(formed == end, "formIndex(\(a), offsetBy: \(b - a))")
      }
    }
  }

  /// `index(_:offsetBy:limitedBy:)` from every index, by every distance
  /// that ends inside the collection, with every index as the limit; and by
  /// distances that end one past either end, with every limit that stops
  /// them before they would trap.
  func checkLimitedOffsets() {
    let count = expected.count
    for (a, start) in all.enumerated() {
      for b in -1...(count + 1) {
        let distance = b - a
        for (l, limit) in all.enumerated() {
          // The limit stops the move when it lies after the start and
          // before the target, in the direction of the move.
          let stopped = distance > 0 ? (a <= l && l < b) : distance < 0 ? (b < l && l <= a) : false
          // Targets outside the collection are tried only where the limit
          // stops them.
          guard all.indices.contains(b) || stopped else { continue }
          let found = collection.index(start, offsetBy: distance, limitedBy: limit)
          let wanted = stopped ? nil : all[b]
          check(
            found == wanted,
            "index(\(a), offsetBy: \(distance), limitedBy: \(l)) is "
              + "\(found.map { "\(collection.distance(from: collection.startIndex, to: $0))" } ?? "nil")"
          )
          var formed = start
          let reached = collection.formIndex(&formed, offsetBy: distance, limitedBy: limit)
          check(
            reached == !stopped && formed == (stopped ? limit : all[b]),
            "formIndex(\(a), offsetBy: \(distance), limitedBy: \(l))")
        }
      }
    }
  }

  /// Every slice, with its bounds and elements.
  func checkSlices() {
    for (a, start) in all.enumerated() {
      for (b, end) in all.enumerated().dropFirst(a) {
        let slice = collection[start..<end]
        check(
          slice.startIndex == start && slice.endIndex == end,
          "slice \(a)..<\(b) has other bounds")
        check(slice.count == b - a, "slice \(a)..<\(b) has \(slice.count) elements")
        check(Array(slice) == Array(expected[a..<b]), "slice \(a)..<\(b) is \(Array(slice))")
      }
    }
  }
}
