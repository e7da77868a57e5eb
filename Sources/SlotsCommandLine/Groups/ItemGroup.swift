//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A group that items share, such as an advertiser, held once however many
/// items belong to it.
///
/// A ``GroupedItem`` refers to its group, so that an item costs one
/// reference (8 bytes) whatever the group's name, and a ``GroupTable``
/// makes one group a name.
final class ItemGroup: Sendable {
  /// The group's name: the item's field, decoded.
  let name: String

  /// Creates a group.
  init(name: String) {
    self.name = name
  }
}
