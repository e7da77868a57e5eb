//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed where Element: Identifiable {
  /// A row of a live feed, identified by its kind and its item's id.
  ///
  /// The elements of ``SlotFeed/identifiedRows``. Its ``id`` does not
  /// depend on the row's position, so a list that follows rows by identity
  /// keeps the row when rows above it come or go; ``position`` is where the
  /// row was when it was read, for `onAppear` and the like.
  public struct IdentifiedRow: Identifiable {
    /// A row's identity: its kind and its item's id.
    ///
    /// Two rows have the same identity when they show items of the same kind
    /// with the same id, wherever they are.
    public struct ID: Hashable {
      /// The kind of the row.
      public var kind: Kind
      /// The id of the row's item.
      public var item: Element.ID

      /// Creates a row identity from a kind and an item's id.
      ///
      ///     let id = SlotFeed<Kind, Post>.IdentifiedRow.ID(kind: .post, item: post.id)
      ///
      /// - Parameters:
      ///   - kind: The kind of the row.
      ///   - item: The id of the row's item.
      @inlinable
      public init(kind: Kind, item: Element.ID) {
        self.kind = kind
        self.item = item
      }
    }

    /// The position of the row in the feed it was read from.
    public var position: Int
    /// The kind of the row.
    public var kind: Kind
    /// The row's item.
    public var element: Element

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - position: The position of the row in its feed.
    ///   - kind: The kind of the row.
    ///   - element: The row's item.
    @inlinable
    public init(position: Int, kind: Kind, element: Element) {
      self.position = position
      self.kind = kind
      self.element = element
    }

    /// The row's identity: its kind and its item's id.
    ///
    /// - Complexity: O(1), plus the item's `id`.
    @inlinable
    public var id: ID { ID(kind: kind, item: element.id) }
  }
}

extension SlotFeed.IdentifiedRow: Sendable where Kind: Sendable, Element: Sendable {}

extension SlotFeed.IdentifiedRow.ID: Sendable where Kind: Sendable, Element.ID: Sendable {}
