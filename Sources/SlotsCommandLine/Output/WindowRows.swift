//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
import Slots

/// A window of a feed laid out whole, as `--offset` and `--limit` select
/// it.
///
/// `Item` is ``ItemPlaceholder``, or ``GroupedItem`` for a feed with
/// `--group`.
struct WindowRows<Item>: FeedRows {
  /// The feed, laid out over the sources' item counts.
  let feed: SlotCollection<Int, Item>
  /// The positions written.
  let indices: Range<Int>

  func origin(at index: Int) -> SourcePosition<Int> {
    feed.sourcePosition(at: index)
  }
}
