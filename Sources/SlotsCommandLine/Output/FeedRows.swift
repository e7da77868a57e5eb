//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
import Slots

/// The rows a run writes: their indices in the feed, and where each row's
/// item is.
///
/// A run without cursors writes a window of the whole layout
/// (WindowRows); a run with cursors writes a page of a live feed
/// (Page). The writer reads both alike.
protocol FeedRows {
  /// The indices of the rows in the feed, as the output shows them.
  var indices: Range<Int> { get }

  /// The kind (by number) and the source offset of the item of the row at
  /// `index`, one of indices.
  func origin(at index: Int) -> SourcePosition<Int>

  /// Why the row at `index`, one of indices, holds what it holds.
  func explanation(at index: Int) -> SlotExplanation<Int>
}

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

  func explanation(at index: Int) -> SlotExplanation<Int> {
    feed.explain(at: index)
  }
}
