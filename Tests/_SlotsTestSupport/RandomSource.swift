//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Where the kit's generators take their random choices from.
///
/// A conforming type supplies one primitive, ``below(_:)``; every other draw
/// (`within(_:)`, `chance(_:)`, `element(of:)`, `shuffle(_:)`,
/// `subset(of:percent:)`) is built on it here, by the kit's own arithmetic.
/// So a source's sequence of numbers fixes every configuration and mutation
/// drawn from it, on every toolchain: nothing goes through the standard
/// library's `Int.random(in:using:)`, `shuffled(using:)` or
/// `randomElement(using:)`, whose algorithms are the standard library's to
/// change.
///
/// Two sources conform: ``SeededRandom``, for the tests and anything else
/// that replays a seed, and the fuzzer's cursor over its input bytes, so that
/// the fuzzer draws rules and mutations with the same generators as the tests.
///
///     var random = SeededRandom(seed: 7)
///     let die = random.within(1...6)
///     let kind = random.element(of: ["post", "ad"])
public protocol RandomSource {
  /// Returns a number in `0 ..< bound`.
  ///
  /// - Parameter bound: The number of possible results; must be positive.
  /// - Returns: A number at least zero and below `bound`.
  mutating func below(_ bound: Int) -> Int
}

extension RandomSource {
  /// Returns a number in `range`.
  ///
  ///     let length = random.within(1...6)
  ///
  /// - Parameter range: A range of fewer than `Int.max` numbers.
  /// - Returns: A number in `range`.
  public mutating func within(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// Returns a number in `range`, which must not be empty.
  ///
  ///     let offset = random.within(0..<source.count)
  ///
  /// - Parameter range: A range that is not empty.
  /// - Returns: A number in `range`.
  public mutating func within(_ range: Range<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// Returns `true` with a probability of `percent` in 100.
  ///
  ///     if random.chance(25) { rules.fallback = "ad" }
  ///
  /// - Parameter percent: The probability of `true`, from 0 to 100.
  /// - Returns: `true` with that probability.
  public mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// Returns an element of `elements`, each with the same probability.
  ///
  ///     let kind = random.element(of: ["a", "b", "c"])
  ///
  /// - Parameter elements: A collection that is not empty.
  /// - Returns: One of its elements.
  public mutating func element<C: Collection>(of elements: C) -> C.Element {
    elements[elements.index(elements.startIndex, offsetBy: below(elements.count))]
  }

  /// Returns the elements of `elements`, each kept with a probability of
  /// `percent` in 100, in their order.
  ///
  ///     let repeatables = random.subset(of: ["a", "b", "c"], percent: 50)
  ///
  /// - Parameters:
  ///   - elements: The elements to choose from.
  ///   - percent: The probability of keeping each element.
  /// - Returns: The elements kept.
  public mutating func subset<S: Sequence>(of elements: S, percent: Int) -> [S.Element] {
    var kept: [S.Element] = []
    for element in elements where chance(percent) { kept.append(element) }
    return kept
  }

  /// Shuffles `elements` in place (Fisher–Yates, from the back).
  ///
  ///     var order = [0, 1, 2, 3]
  ///     random.shuffle(&order)
  ///
  /// - Parameter elements: The array to shuffle.
  /// - Complexity: O(*n*), where *n* is the length of `elements`.
  public mutating func shuffle<T>(_ elements: inout [T]) {
    guard elements.count > 1 else { return }
    for index in stride(from: elements.count - 1, to: 0, by: -1) {
      elements.swapAt(index, below(index + 1))
    }
  }
}
