//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

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

/// The groups read so far, one ``ItemGroup`` a name, so that items of one
/// group share it.
///
///     let table = GroupTable()
///     table.group(named: Array("acme".utf8)) === table.group(named: Array("acme".utf8))
///     // true
///
/// The table keeps each distinct name once: reading the groups of a million
/// ads by 40 advertisers keeps 40 names.
final class GroupTable {
  private var groups: [String: ItemGroup] = [:]

  /// Creates an empty table.
  init() {}

  /// The number of distinct groups.
  var count: Int { groups.count }

  /// The group of the given name, in UTF-8 (invalid bytes are repaired as
  /// `String` repairs them), made now when the table does not have it.
  ///
  /// - Complexity: O(*n*) for a name of *n* bytes, on average.
  func group(named bytes: [UInt8]) -> ItemGroup {
    let name = String(decoding: bytes, as: UTF8.self)
    if let group = groups[name] { return group }
    let group = ItemGroup(name: name)
    groups[name] = group
    return group
  }
}

/// An item of a feed that has grouped kinds (`--group`): a placeholder, as
/// ``ItemPlaceholder`` is, that also knows its item's group.
///
/// A feed has one type of items, so with `--group` every item of every kind
/// is a grouped item: 8 bytes each, `nil` for kinds that are not grouped.
/// Runs without `--group` use ``ItemPlaceholder``, which takes no memory.
struct GroupedItem: SlotGrouping, Sendable {
  /// The item's group, or `nil` when it has none.
  var group: ItemGroup?

  /// The group's name, which the feed's separation compares.
  var slotGroup: String? { group?.name }
}
