//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The settled rows that a live feed hides, as positions in its underlying
/// rows (the rows it would show with nothing hidden), and the arithmetic
/// that maps a visible position to an underlying one.
///
/// Rows are hidden one at a time and never shown again, so the set only
/// grows. It is a scapegoat tree (Galperin and Rivest): a binary search
/// tree that stays within a constant factor of the best height by
/// rebuilding, now and then, the subtree that got too lopsided. An insertion
/// costs O(log *h*) amortized and a look-up O(log *h*) at worst, for *h*
/// hidden rows, with no randomness and no per-row storage beyond the hidden
/// rows themselves. Each node knows the size of its subtree, so the tree
/// answers "how many hidden rows lie before this one" on the way down.
@usableFromInline
internal struct _HiddenRows: Sendable {
  /// The underlying position of each node's row.
  ///
  /// The node arrays are chunked, so that hiding a row in a copy of a feed
  /// copies the chunks of the nodes it changes, not every node.
  @usableFromInline internal var keys = _ChunkedArray<Int>()
  /// Each node's left child, or `-1`.
  @usableFromInline internal var left = _ChunkedArray<Int>()
  /// Each node's right child, or `-1`.
  @usableFromInline internal var right = _ChunkedArray<Int>()
  /// The number of nodes in each node's subtree.
  @usableFromInline internal var sizes = _ChunkedArray<Int>()
  /// The root node, or `-1`.
  @usableFromInline internal var root = -1

  @inlinable
  internal init() {}

  /// The number of hidden rows.
  @inlinable
  internal var count: Int { keys.count }

  @inlinable
  internal var isEmpty: Bool { keys.isEmpty }

  @inlinable
  @inline(__always)
  internal func size(_ node: Int) -> Int { node < 0 ? 0 : sizes[node] }

  /// Returns the underlying position of the `visible`-th row (from zero)
  /// that is not hidden, counting from the underlying position `base`, below
  /// which no row is hidden.
  ///
  /// With the hidden positions in order, *h₀ < h₁ < …*, the answer is
  /// `base + visible + c`, where *c* counts the *i* with *hᵢ − base − i ≤
  /// visible*; that count is non-decreasing in *i*, so one descent finds it.
  ///
  /// - Complexity: O(log *h*).
  @inlinable
  internal func underlying(ofVisible visible: Int, base: Int) -> Int {
    var before = 0
    var node = root
    while node >= 0 {
      let leftSize = size(left[node])
      // Rows shown between `base` and this node's row.
      if keys[node] - base - (before + leftSize) <= visible {
        before += leftSize + 1
        node = right[node]
      } else {
        node = left[node]
      }
    }
    return base + visible + before
  }

  /// Returns the number of hidden rows at underlying positions below
  /// `position`.
  ///
  /// - Complexity: O(log *h*).
  @inlinable
  internal func count(below position: Int) -> Int {
    var result = 0
    var node = root
    while node >= 0 {
      if keys[node] < position {
        result += size(left[node]) + 1
        node = right[node]
      } else {
        node = left[node]
      }
    }
    return result
  }

  /// Hides the row at underlying `position`, which must not be hidden yet.
  ///
  /// - Complexity: O(log *h*) amortized.
  @inlinable
  internal mutating func insert(_ position: Int) {
    let new = keys.count
    keys.append(position)
    left.append(-1)
    right.append(-1)
    sizes.append(1)
    guard root >= 0 else {
      root = new
      return
    }
    // Descend, growing the sizes along the way and keeping the path.
    var path: [Int] = []
    var node = root
    while true {
      path.append(node)
      sizes[node] += 1
      precondition(keys[node] != position, "Row hidden twice")
      if position < keys[node] {
        if left[node] < 0 {
          left[node] = new
          break
        }
        node = left[node]
      } else {
        if right[node] < 0 {
          right[node] = new
          break
        }
        node = right[node]
      }
    }
    guard path.count > Self.heightLimit(count) else { return }
    // Too deep: the lowest ancestor whose child holds more than two thirds
    // of its subtree is the scapegoat; rebuild it perfectly balanced.
    var child = new
    for depth in stride(from: path.count - 1, through: 0, by: -1) {
      let ancestor = path[depth]
      if 3 * sizes[child] > 2 * sizes[ancestor] {
        let rebuilt = rebuild(ancestor)
        if depth == 0 {
          root = rebuilt
        } else if left[path[depth - 1]] == ancestor {
          left[path[depth - 1]] = rebuilt
        } else {
          right[path[depth - 1]] = rebuilt
        }
        return
      }
      child = ancestor
    }
  }

  /// The greatest depth, in edges, that a tree of `count` nodes may reach:
  /// ⌊log₃⸝₂ `count`⌋.
  @inlinable
  internal static func heightLimit(_ count: Int) -> Int {
    var height = 0
    var reach = 1.5
    while reach <= Double(count) {
      reach *= 1.5
      height += 1
    }
    return height
  }

  /// Rebuilds the subtree under `node` perfectly balanced and returns its
  /// new root.
  ///
  /// - Complexity: O(*m*), where *m* is the size of the subtree.
  @inlinable
  internal mutating func rebuild(_ node: Int) -> Int {
    link(nodes(inOrderUnder: node)[...])
  }

  /// Returns the nodes of the subtree under `node`, in order of position.
  ///
  /// - Complexity: O(*m*), where *m* is the size of the subtree.
  @inlinable
  internal func nodes(inOrderUnder node: Int) -> [Int] {
    var ordered: [Int] = []
    ordered.reserveCapacity(size(node))
    var stack: [Int] = []
    var current = node
    while current >= 0 || !stack.isEmpty {
      while current >= 0 {
        stack.append(current)
        current = left[current]
      }
      let next = stack.removeLast()
      ordered.append(next)
      current = right[next]
    }
    return ordered
  }

  /// Links `nodes`, in order, into a balanced subtree and returns its root.
  @inlinable
  internal mutating func link(_ nodes: ArraySlice<Int>) -> Int {
    guard !nodes.isEmpty else { return -1 }
    let middle = nodes.startIndex + nodes.count / 2
    let node = nodes[middle]
    left[node] = link(nodes[..<middle])
    right[node] = link(nodes[(middle + 1)...])
    sizes[node] = nodes.count
    return node
  }

  /// The hidden positions, ascending.
  ///
  /// - Complexity: O(*h*).
  @inlinable
  internal var sorted: [Int] {
    nodes(inOrderUnder: root).map { keys[$0] }
  }
}
