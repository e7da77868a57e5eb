//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

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
