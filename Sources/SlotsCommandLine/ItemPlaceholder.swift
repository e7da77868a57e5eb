//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// An item of a composed feed, which stays in its file until it is written.
///
/// The layout of a feed depends only on how many items each source has, so
/// the feed holds one placeholder an item and tells where each comes from;
/// the item itself is copied from its file when it is written. An array of
/// an empty type is never written to, so its memory is allocated but never
/// touched, and a feed of a million items stays out of the resident set.
/// Runs with `--group` use ``GroupedItem`` instead.
struct ItemPlaceholder: SlotGrouping, Sendable {
  /// No group: without `--group`, no item is held back by a placement's
  /// separation.
  var slotGroup: String? { nil }
}
