//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotChangeSet {
  /// One item that moved: it was at ``from`` in the old feed and is at
  /// ``to`` in the new feed.
  ///
  /// A move is a removal at ``from`` and an insertion at ``to`` of the same
  /// item, as `UICollectionView.moveItem(at:to:)` understands it.
  public struct Move: Hashable, Sendable {
    /// The item's position in the old feed.
    public var from: Int

    /// The item's position in the new feed.
    public var to: Int

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - from: The item's position in the old feed.
    ///   - to: The item's position in the new feed.
    /// - Complexity: O(1).
    @inlinable
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }
}
