//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  /// Puts rows of one kind above every row, settled, one row an item in
  /// order, and returns the change set that inserts them.
  ///
  /// This is pull-to-refresh with fresh posts: they go on top, outside the
  /// rules, and nothing below them moves relative to the rest.
  ///
  ///     // p0 p1 p2 | p3
  ///     let changes = feed.prepend(contentsOf: [n0, n1, n2], to: .post)
  ///     // n0 n1 n2 p0 p1 p2 | p3
  ///     changes.insertions  // [0, 1, 2]
  ///
  /// The rows read as any prepended block's rows: ``kind(at:)`` is `kind`,
  /// ``sourcePosition(at:)`` is `nil`, and the rules never see the items.
  /// To put a block laid out by other rules on top, use ``prepend(_:)``.
  ///
  /// - Parameters:
  ///   - items: The items to show on top, in order.
  ///   - kind: The kind of their rows.
  /// - Returns: `insertions: 0 ..< items.count` and nothing else.
  /// - Complexity: O(*b*), where *b* is the number of items.
  @inlinable
  public mutating func prepend<Items: Sequence>(
    contentsOf items: Items, to kind: Kind
  ) -> SlotChangeSet where Items.Element == Element {
    prepend(SlotCollection(layout: SlotLayout(pattern: [kind]), sources: [kind: Array(items)]))
  }
}
