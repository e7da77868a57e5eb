//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// An `Identifiable` item with a revision, for the tests of the methods that
/// know items by their `id`: two values with the same `id` and different
/// revisions are one item, changed. It may belong to a group, for the
/// placements' separation.
///
///     let old = TaggedItem(id: 7)
///     let new = TaggedItem(id: 7, revision: 1)  // the same item, edited
///     let ad = TaggedItem(id: 8, group: "N")  // an ad of advertiser N
public struct TaggedItem: Hashable, Identifiable, Sendable, CustomStringConvertible, SlotGrouping {
  /// The item's identity.
  public var id: Int
  /// How many times the item was edited.
  public var revision: Int
  /// The item's group, or `nil`.
  public var group: String?

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - id: Its identity.
  ///   - revision: How many times it was edited.
  ///   - group: Its group, or `nil`.
  public init(id: Int, revision: Int = 0, group: String? = nil) {
    self.id = id
    self.revision = revision
    self.group = group
  }

  /// The item's group, for ``SlotGrouping``.
  public var slotGroup: String? { group }

  /// The item as `#id`, with its group as `#id/group`.
  public var description: String { "#\(id)" + (group.map { "/\($0)" } ?? "") }

  /// A group drawn from the item's number alone, the same on every run:
  /// `nil` one time in four, otherwise one of `A`, `B` and `C`.
  ///
  ///     TaggedItem.seededGroup(of: 7)  // the same group every time
  ///
  /// - Parameter number: The item's number.
  /// - Returns: Its group.
  public static func seededGroup(of number: Int) -> String? {
    var random = SeededRandom(seed: UInt64(truncatingIfNeeded: number) &+ 0x5107_5eed)
    return random.element(of: [nil, "A", "B", "C"])
  }
}
