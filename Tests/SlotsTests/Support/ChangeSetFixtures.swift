//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// Shared pieces of the change set tests: a seeded random source, random
/// rules and feeds, and a checker that holds a change set to its contract.
enum ChangeSetFixtures {
  /// An item with an identity of its own: `id` is unique within a test,
  /// so a change set's moves can be told from its insertions.
  struct Item: Hashable, CustomStringConvertible {
    /// The first letter of the item's kind (a scalar rather than a string,
    /// to keep reference counting out of the tests' hot loops).
    var kind: Unicode.Scalar
    var id: Int
    init(kind: String, id: Int) {
      self.kind = kind.unicodeScalars.first!
      self.id = id
    }
    var description: String { "\(kind)\(id)" }
  }

  /// The same, but `Identifiable`, for the overloads that use `id`.
  struct Tagged: Hashable, Identifiable, CustomStringConvertible {
    var id: Int
    var revision = 0
    var description: String { "#\(id)" }
  }

  /// A seeded generator whose draws never depend on the standard library's
  /// algorithms (it takes remainders itself), so a seed replays anywhere.
  struct Random {
    var generator: SeededRandomNumberGenerator

    init(seed: UInt64) { generator = SeededRandomNumberGenerator(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    /// A number in `0 ..< bound`; `bound` must be positive.
    mutating func below(_ bound: Int) -> Int {
      Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func within(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + below(range.count)
    }

    /// `true` with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    mutating func shuffle<T>(_ items: inout [T]) {
      guard items.count > 1 else { return }
      for index in stride(from: items.count - 1, to: 0, by: -1) {
        items.swapAt(index, below(index + 1))
      }
    }
  }

  /// The kinds the random tests draw from; `z` is never in the rules.
  static let kinds = ["a", "b", "c", "p", "q", "z"]

  /// Random rules over a few kinds: a pattern (rarely empty), and sometimes
  /// a header, repeatables, fixed positions (negative and past the end
  /// included, and some of pattern kinds, which never apply) and a fallback.
  static func randomLayout(_ random: inout Random) -> SlotLayout<String> {
    var layout = SlotLayout<String>()
    let patternKinds = ["a", "b", "c"]
    let length = random.chance(3) ? 0 : random.within(1...4)
    layout.pattern = (0..<length).map { _ in random.pick(patternKinds) }
    if random.chance(35) {
      layout.header = (0..<random.within(1...3)).map { _ in random.pick(Array(kinds.dropLast())) }
    }
    if random.chance(50) {
      layout.repeatables = Set(patternKinds.filter { _ in random.chance(50) })
    }
    if random.chance(50) {
      for _ in 0..<random.within(1...3) {
        layout.fixed[random.within(-2...14)] = random.pick(["p", "p", "q", "a"])
      }
    }
    if random.chance(25) {
      layout.fallback = random.pick(["a", "b", "q"])
    }
    return layout
  }

  /// The naive reference's rules for `layout`.
  static func naiveRules(_ layout: SlotLayout<String>) -> NaiveRules<String> {
    NaiveRules(
      pattern: layout.pattern,
      header: layout.header.isEmpty ? nil : layout.header,
      repeatables: layout.repeatables.isEmpty ? nil : Array(layout.repeatables),
      fixed: layout.fixed.isEmpty ? nil : layout.fixed,
      fallback: layout.fallback)
  }

  /// The feed that the naive reference lays out from `layout` and
  /// `sources`, where a kind missing from `sources` is absent.
  static func naiveFeed<Element>(
    _ layout: SlotLayout<String>, _ sources: [String: [Element]]
  ) -> [Element] {
    naiveLayout(naiveRules(layout), counts: sources.mapValues(\.count))
      .map { sources[$0.kind]![$0.offset] }
  }

  /// The length of a longest increasing subsequence of `values`.
  static func longestIncreasingLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if tails[middle] < value { low = middle + 1 } else { high = middle }
      }
      if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
  }

  /// What a change set from one list to another must say, where equal
  /// elements are the same item.
  ///
  /// The contract: removals ascending in the old list, insertions ascending
  /// in the new one, moves by ascending source, no position twice; applied
  /// to `old` (directly and as a `CollectionDifference`) it gives `new`;
  /// the removed items are exactly the old items whose identity does not
  /// occur exactly once in each list, and the inserted items likewise; and,
  /// when the lists are short enough for the fewest moves to be sought, it
  /// moves as few items as possible.
  struct Expectation<Identity: Hashable> {
    let old: [Identity]
    let new: [Identity]
    let removals: [Int]
    let insertions: [Int]
    let fewestMoves: Int

    init(from old: [Identity], to new: [Identity]) {
      self.old = old
      self.new = new
      var oldCounts: [Identity: Int] = [:]
      for item in old { oldCounts[item, default: 0] += 1 }
      // The position of each identity in `new`, or -1 when it repeats.
      var newPositions: [Identity: Int] = [:]
      for (position, item) in new.enumerated() {
        newPositions[item] = newPositions[item] == nil ? position : -1
      }
      let matched = old.map { oldCounts[$0] == 1 ? newPositions[$0] ?? -1 : -1 }
      removals = matched.indices.filter { matched[$0] < 0 }
      insertions = new.indices.filter { newPositions[new[$0]] != $0 || oldCounts[new[$0]] != 1 }
      let pairs = matched.filter { $0 >= 0 }
      fewestMoves = pairs.count - longestIncreasingLength(pairs)
    }

    /// Returns what is wrong with `changes`; an empty array when nothing is.
    func problems(in changes: SlotChangeSet, viaCollectionDifference: Bool = false) -> [String] {
      var problems: [String] = []
      func isAscending(_ values: [Int]) -> Bool {
        for index in values.indices.dropFirst() where values[index - 1] >= values[index] {
          return false
        }
        return true
      }
      if !isAscending(changes.removals) { problems.append("removals not ascending") }
      if !isAscending(changes.insertions) { problems.append("insertions not ascending") }
      if !isAscending(changes.moves.map(\.from)) { problems.append("moves not by ascending from") }
      let sources = changes.removals + changes.moves.map(\.from)
      let targets = changes.insertions + changes.moves.map(\.to)
      if !sources.allSatisfy(old.indices.contains) { problems.append("old position out of range") }
      if Set(sources).count != sources.count { problems.append("old position used twice") }
      if old.count - changes.removals.count + changes.insertions.count != new.count {
        problems.append("counts do not add up")
      }
      if !targets.allSatisfy(new.indices.contains) { problems.append("new position out of range") }
      if Set(targets).count != targets.count { problems.append("new position used twice") }
      guard problems.isEmpty else { return problems }

      if changes.applied(to: old, newElement: { new[$0] }) != new {
        problems.append("applied to the old list, it does not give the new list")
      }
      if viaCollectionDifference && old.applying(changes.difference(from: old, to: new)) != new {
        problems.append("as a CollectionDifference, it does not give the new list")
      }
      if changes.removals != removals { problems.append("removals should be \(removals)") }
      if changes.insertions != insertions { problems.append("insertions should be \(insertions)") }
      // Below 128 new items the fewest moves are always sought.
      if new.count < 128 && changes.moves.count != fewestMoves {
        problems.append("moves \(changes.moves.count) items, \(fewestMoves) would do")
      }
      return problems
    }
  }
}
