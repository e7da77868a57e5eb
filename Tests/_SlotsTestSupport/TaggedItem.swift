//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// An `Identifiable` item with a revision, for the tests of the methods that
/// know items by their `id`: two values with the same `id` and different
/// revisions are one item, changed.
///
///     let old = TaggedItem(id: 7)
///     let new = TaggedItem(id: 7, revision: 1)  // the same item, edited
public struct TaggedItem: Hashable, Identifiable, Sendable, CustomStringConvertible {
  /// The item's identity.
  public var id: Int
  /// How many times the item was edited.
  public var revision: Int

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - id: Its identity.
  ///   - revision: How many times it was edited.
  public init(id: Int, revision: Int = 0) {
    self.id = id
    self.revision = revision
  }

  /// The item as `#id`.
  public var description: String { "#\(id)" }
}
