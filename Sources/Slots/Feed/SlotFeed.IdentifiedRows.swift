//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed where Element: Identifiable {
  /// The rows of the feed, each with an identity that does not depend on
  /// where the row is: for a SwiftUI `ForEach`.
  ///
  /// A row's ``IdentifiedRow/id`` is its kind and its item's id, so a row
  /// keeps its identity when rows above it come or go (a hidden row, a
  /// prepended block), and a post and an ad with the same id stay apart.
  /// The collection is a view of the feed as it is now: making it copies no
  /// row, and each row is made when it is read.
  ///
  ///     List {
  ///         ForEach(model.feed.identifiedRows) { row in
  ///             ItemView(item: row.element)
  ///                 .onAppear { model.rowAppeared(at: row.position) }
  ///         }
  ///     }
  ///
  /// - Complexity: O(1).
  @inlinable
  public var identifiedRows: IdentifiedRows { IdentifiedRows(_feed: self) }

  /// A view of a live feed's rows, each with its kind and item, identified
  /// by its kind and its item's id.
  ///
  /// Read it from ``SlotFeed/identifiedRows``. It holds a copy of the feed
  /// (which shares the feed's storage until one of them changes), so it
  /// keeps showing the rows as they were when it was made.
  ///
  ///     // pattern [.post, .post, .ad]: p0 p1 a0
  ///     feed.identifiedRows.map(\.id)
  ///     // [(post, p0.id), (post, p1.id), (ad, a0.id)]
  public struct IdentifiedRows: RandomAccessCollection {
    /// The position of a row in the feed.
    public typealias Index = Int

    /// The indices of the rows, `0 ..< count`.
    public typealias Indices = Range<Int>

    /// The feed whose rows this is.
    @usableFromInline internal var _feed: SlotFeed

    @inlinable
    internal init(_feed: SlotFeed) { self._feed = _feed }

    /// The position of the first row; always zero.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var startIndex: Int { 0 }

    /// The position one past the last row: the number of rows.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var endIndex: Int { _feed.count }

    /// The indices of the rows, `0 ..< count`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var indices: Range<Int> { 0..<_feed.count }

    /// Returns the row at the given position, with its kind, its item and
    /// its identity.
    ///
    ///     let row = feed.identifiedRows[2]
    ///     row.kind      // .ad
    ///     row.position  // 2
    ///
    /// - Parameter position: A valid position of the feed, in
    ///   `0 ..< count`. Any other position traps, as it does with `Array`.
    /// - Complexity: That of the feed's ``SlotFeed/subscript(_:)``: O(log
    ///   *g* + log *h* + log *s* + log *f*) for a row the rules laid out,
    ///   independent of the number of rows.
    @inlinable
    public subscript(position: Int) -> IdentifiedRow {
      _feed._checkPosition(position)
      switch _feed._locate(position) {
      case .source(let kind, let offset):
        return IdentifiedRow(
          position: position, kind: _feed._table.kinds[kind],
          element: _feed._sources[kind][offset])
      case .block(let block, let row):
        return IdentifiedRow(
          position: position, kind: _feed._blocks.kind(of: block, row: row),
          element: _feed._blocks[block, row: row])
      }
    }
  }
}

extension SlotFeed.IdentifiedRows: Sendable where Kind: Sendable, Element: Sendable {}
