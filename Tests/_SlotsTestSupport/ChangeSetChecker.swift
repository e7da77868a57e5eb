//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// The kit's change set checker: what a change set from one list to another
/// must say, where equal elements are the same item.
///
/// The contract: removals ascending in the old list, insertions ascending in
/// the new one, moves by ascending source, no position twice; applied to the
/// old list (directly, and as a `CollectionDifference` if asked) it gives the
/// new one; the removed items are exactly the old items whose identity does
/// not occur exactly once in each list, and the inserted items likewise; and,
/// below 128 new items, where the fewest moves are always sought, it moves as
/// few items as possible.
///
///     let checker = ChangeSetChecker(from: Array(old), to: Array(new))
///     checker.mismatches(in: changes)  // [] when the change set keeps the contract
public struct ChangeSetChecker<Identity: Hashable> {
  /// The old list.
  public let old: [Identity]
  /// The new list.
  public let new: [Identity]
  /// The positions in `old` that a change set must remove.
  public let removals: [Int]
  /// The positions in `new` that a change set must insert.
  public let insertions: [Int]
  /// The fewest items a change set can move.
  public let fewestMoves: Int

  /// Works out what a change set from `old` to `new` must say.
  ///
  /// - Parameters:
  ///   - old: The identities of the old list's items.
  ///   - new: The identities of the new list's items.
  /// - Complexity: O(*n* log *n*), where *n* is the length of the lists.
  public init(from old: [Identity], to new: [Identity]) {
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
    fewestMoves = pairs.count - Self.longestIncreasingLength(pairs)
  }

  /// Returns how `changes` breaks the contract; empty when it keeps it.
  ///
  /// - Parameters:
  ///   - changes: A change set from the old list to the new one.
  ///   - throughCollectionDifference: Whether to also apply it as a
  ///     `CollectionDifference`.
  /// - Returns: Descriptions of the broken promises.
  public func mismatches(
    in changes: SlotChangeSet, throughCollectionDifference: Bool = false
  ) -> [String] {
    var mismatches: [String] = []
    func isAscending(_ values: [Int]) -> Bool {
      zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
    }
    if !isAscending(changes.removals) { mismatches.append("removals not ascending") }
    if !isAscending(changes.insertions) { mismatches.append("insertions not ascending") }
    if !isAscending(changes.moves.map(\.from)) {
      mismatches.append("moves not by ascending from")
    }
    let sources = changes.removals + changes.moves.map(\.from)
    let targets = changes.insertions + changes.moves.map(\.to)
    if !sources.allSatisfy(old.indices.contains) { mismatches.append("old position out of range") }
    if Set(sources).count != sources.count { mismatches.append("old position used twice") }
    if old.count - changes.removals.count + changes.insertions.count != new.count {
      mismatches.append("counts do not add up")
    }
    if !targets.allSatisfy(new.indices.contains) { mismatches.append("new position out of range") }
    if Set(targets).count != targets.count { mismatches.append("new position used twice") }
    guard mismatches.isEmpty else { return mismatches }

    if changes.applied(to: old, newElement: { new[$0] }) != new {
      mismatches.append("applied to the old list, it does not give the new list")
    }
    if throughCollectionDifference && old.applying(changes.difference(from: old, to: new)) != new {
      mismatches.append("as a CollectionDifference, it does not give the new list")
    }
    if changes.removals != removals { mismatches.append("removals should be \(removals)") }
    if changes.insertions != insertions {
      mismatches.append("insertions should be \(insertions)")
    }
    if new.count < 128 && changes.moves.count != fewestMoves {
      mismatches.append("moves \(changes.moves.count) items, \(fewestMoves) would do")
    }
    return mismatches
  }

  /// Returns the length of a longest strictly increasing subsequence of
  /// `values`.
  ///
  ///     ChangeSetChecker<Int>.longestIncreasingLength([3, 1, 2, 5, 4])  // 3
  ///
  /// - Parameter values: Numbers in any order.
  /// - Returns: The length.
  /// - Complexity: O(*n* log *n*), where *n* is the number of values.
  public static func longestIncreasingLength(_ values: [Int]) -> Int {
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
}

extension ChangeSetChecker where Identity == SourcePosition<Int> {
  /// Returns how `new.changeSetBySourcePosition(from: old)` breaks the
  /// contract, where an item is its kind and its offset in its source;
  /// empty when it keeps it.
  ///
  /// - Parameters:
  ///   - old: The feed before a change.
  ///   - new: The feed after it.
  /// - Returns: A description of each way the diff breaks the contract.
  public static func mismatchesOfDiffBySourcePosition<Kind, Element>(
    from old: SlotCollection<Kind, Element>, to new: SlotCollection<Kind, Element>
  ) -> [String] {
    // Kinds numbered in the order the new feed meets them, so that the
    // identities are cheap to hash.
    var numbers: [Kind: Int] = [:]
    func positions(_ feed: SlotCollection<Kind, Element>) -> [SourcePosition<Int>] {
      feed.indices.map { position in
        let origin = feed.sourcePosition(at: position)
        let number = numbers[origin.kind] ?? numbers.count
        numbers[origin.kind] = number
        return SourcePosition(kind: number, offset: origin.offset)
      }
    }
    let newPositions = positions(new)
    let changes = new.changeSetBySourcePosition(from: old)
    let mismatches = ChangeSetChecker(from: positions(old), to: newPositions)
      .mismatches(in: changes)
    return mismatches.map { "diff by source position \(changes): \($0)" }
  }
}
