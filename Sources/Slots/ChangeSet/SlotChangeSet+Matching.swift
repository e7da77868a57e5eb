//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// How a change set is made from a matching of old items to new ones. Both the
// change sets of the mutations and the diffs by identity end here.

extension SlotChangeSet {
  /// Makes the change set between two lists from a matching of their items.
  ///
  /// `newIndexOfOld[i]` is the position, in the new list, of the old list's
  /// item `i`, or `-1` when the item left; no position may be named twice.
  /// Both lists start at `base` in their feeds, and every position in the
  /// result is offset by `base`.
  ///
  /// Unmatched old items are removals, unmatched new items insertions. Of
  /// the matched items, those that keep their relative order stay and the
  /// rest move. Consecutive matched items that stay neighbours form a block;
  /// some largest set of items that keep their order is made of whole
  /// blocks, so the blocks that stay are found as a heaviest increasing
  /// sequence of blocks, which gives the fewest moves. When the blocks are
  /// too many for that to take linear time — more than 8 × (*n* + *m*) / *L*,
  /// where *L* is the number of binary digits of *m*, which never happens
  /// when *m* is below 65,536 — blocks are kept greedily instead: still a
  /// valid change set, with maybe more moves than needed.
  ///
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the lengths of the
  ///   lists.
  @usableFromInline
  internal init(_matching newIndexOfOld: [Int], newCount: Int, base: Int) {
    var removals: [Int] = []
    var isMatched = Array(repeating: false, count: newCount)
    // The matched pairs in old order, and where each block of them starts.
    var pairs: [(old: Int, new: Int)] = []
    var blockStarts: [Int] = []
    for (oldIndex, newIndex) in newIndexOfOld.enumerated() {
      guard newIndex >= 0 else {
        removals.append(base + oldIndex)
        continue
      }
      precondition(!isMatched[newIndex], "Item matched twice")
      isMatched[newIndex] = true
      if pairs.last.map({ $0.new + 1 != newIndex }) ?? true {
        blockStarts.append(pairs.count)
      }
      pairs.append((oldIndex, newIndex))
    }
    var insertions: [Int] = []
    insertions.reserveCapacity(newCount - pairs.count)
    for newIndex in 0..<newCount where !isMatched[newIndex] {
      insertions.append(base + newIndex)
    }
    blockStarts.append(pairs.count)
    let stays = Self._blocksThatStay(
      pairs: pairs, blockStarts: blockStarts, newCount: newCount,
      budget: 8 * (newIndexOfOld.count + newCount))
    var moves: [Move] = []
    for block in stays.indices where !stays[block] {
      for pair in pairs[blockStarts[block]..<blockStarts[block + 1]] {
        moves.append(Move(from: base + pair.old, to: base + pair.new))
      }
    }
    self.init(_sortedRemovals: removals, insertions: insertions, moves: moves)
  }

  /// Chooses which blocks of matched pairs stay in place: blocks whose new
  /// positions (in `0 ..< newCount`) increase in old order, as many items as
  /// possible when that can be found within about `budget` steps, and a
  /// greedy choice otherwise.
  ///
  /// `pairs[blockStarts[b] ..< blockStarts[b + 1]]` is block `b`, whose new
  /// positions are consecutive; `blockStarts` ends with `pairs.count`.
  ///
  /// - Returns: For each block, whether it stays.
  internal static func _blocksThatStay(
    pairs: [(old: Int, new: Int)], blockStarts: [Int], newCount: Int, budget: Int
  ) -> [Bool] {
    let blockCount = blockStarts.count - 1
    // The common case: nothing changed order, so every block stays.
    let isOutOfOrder = (1..<max(blockCount, 1)).contains {
      pairs[blockStarts[$0]].new < pairs[blockStarts[$0 - 1]].new
    }
    guard isOutOfOrder else { return Array(repeating: true, count: blockCount) }
    let logarithm = Int.bitWidth - newCount.leadingZeroBitCount
    if blockCount * logarithm <= budget {
      return _heaviestIncreasingBlocks(pairs: pairs, blockStarts: blockStarts, newCount: newCount)
    }
    return _increasingBlocksGreedily(pairs: pairs, blockStarts: blockStarts)
  }

  /// Keeps a block when it comes after the last block kept: an increasing
  /// sequence of blocks, found in one pass, but not always the heaviest.
  ///
  /// - Returns: For each block, whether it stays.
  /// - Complexity: O(*b*), where *b* is the number of blocks.
  internal static func _increasingBlocksGreedily(
    pairs: [(old: Int, new: Int)], blockStarts: [Int]
  ) -> [Bool] {
    let blockCount = blockStarts.count - 1
    var stays = Array(repeating: false, count: blockCount)
    var lastKept = -1
    for block in 0..<blockCount where pairs[blockStarts[block]].new > lastKept {
      stays[block] = true
      lastKept = pairs[blockStarts[block + 1] - 1].new
    }
    return stays
  }

  /// Finds a heaviest increasing sequence of blocks, by their first new
  /// position, weighed by their length: the blocks that keep the most items
  /// in place.
  ///
  /// A Fenwick tree over new positions holds, for each prefix of positions,
  /// the heaviest sequence ending there.
  ///
  /// - Returns: For each block, whether it stays.
  /// - Complexity: O(*b* log *n* + *n*), where *b* is the number of blocks
  ///   and *n* is `newCount`.
  internal static func _heaviestIncreasingBlocks(
    pairs: [(old: Int, new: Int)], blockStarts: [Int], newCount: Int
  ) -> [Bool] {
    let blockCount = blockStarts.count - 1
    var treeWeight = Array(repeating: 0, count: newCount + 1)
    var treeBlock = Array(repeating: -1, count: newCount + 1)
    var weight = Array(repeating: 0, count: blockCount)
    var previous = Array(repeating: -1, count: blockCount)
    var heaviest = -1
    for block in 0..<blockCount {
      let key = pairs[blockStarts[block]].new
      var best = 0
      var bestBlock = -1
      var node = key
      while node > 0 {
        if treeWeight[node] > best {
          best = treeWeight[node]
          bestBlock = treeBlock[node]
        }
        node &= node - 1
      }
      weight[block] = best + blockStarts[block + 1] - blockStarts[block]
      previous[block] = bestBlock
      if heaviest < 0 || weight[block] > weight[heaviest] { heaviest = block }
      node = key + 1
      while node <= newCount {
        if weight[block] > treeWeight[node] {
          treeWeight[node] = weight[block]
          treeBlock[node] = block
        }
        node += node & -node
      }
    }
    var stays = Array(repeating: false, count: blockCount)
    var block = heaviest
    while block >= 0 {
      stays[block] = true
      block = previous[block]
    }
    return stays
  }

  /// Pairs the items of two lists by identity, in the manner of Heckel's
  /// algorithm: a symbol table counts each identity's occurrences in both
  /// lists, and the identities that occur exactly once in each pair their
  /// items. Items whose identity occurs more than once in either list stay
  /// unpaired, so they are removed and inserted rather than guessed at.
  ///
  /// - Returns: For each old item, the position of its new item, or `-1`.
  /// - Complexity: O(*n* + *m*) on average, where *n* and *m* are the lengths
  ///   of the lists.
  @inlinable
  internal static func _uniqueMatches<Identity: Hashable>(
    from old: [Identity], to new: [Identity]
  ) -> [Int] {
    var symbols: [Identity: Int] = [:]
    symbols.reserveCapacity(new.count)
    var newCounts: [Int] = []
    var oldCounts: [Int] = []
    var oldPositions: [Int] = []
    var symbolOfNew: [Int] = []
    symbolOfNew.reserveCapacity(new.count)
    for identity in new {
      let next = newCounts.count
      let symbol = _claim(&symbols[identity, default: -1], next)
      if symbol == next {
        newCounts.append(0)
        oldCounts.append(0)
        oldPositions.append(-1)
      }
      newCounts[symbol] += 1
      symbolOfNew.append(symbol)
    }
    for (position, identity) in old.enumerated() {
      guard let symbol = symbols[identity] else { continue }
      oldCounts[symbol] += 1
      oldPositions[symbol] = position
    }
    var newIndexOfOld = Array(repeating: -1, count: old.count)
    for (position, symbol) in symbolOfNew.enumerated()
    where newCounts[symbol] == 1 && oldCounts[symbol] == 1 {
      newIndexOfOld[oldPositions[symbol]] = position
    }
    return newIndexOfOld
  }

  /// Gives `slot` the value `next` if it has none (`-1`) and returns its
  /// value, so that a dictionary entry is found or made with one look-up.
  @inlinable
  @inline(__always)
  internal static func _claim(_ slot: inout Int, _ next: Int) -> Int {
    if slot < 0 { slot = next }
    return slot
  }
}
