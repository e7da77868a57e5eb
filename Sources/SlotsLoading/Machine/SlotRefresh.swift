//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// How a pull to refresh brings new items.
///
///     pager.refresh(.newOnTop)   // new posts above the first row, as a block
///     pager.refresh(.reset)      // start again from the first page
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public enum SlotRefresh: Hashable, Sendable {
  /// Loads, for each paged kind, the page of items newer than its top row
  /// (the ``SlotPage/previous`` key of the newest page loaded) and puts
  /// its items on top as a settled block: nothing below moves relative to
  /// the rest. A kind with no such key is not asked. When no kind can be,
  /// the refresh retries (as ``SlotPager/retry()``) while a first page is
  /// still to come, and resets otherwise. A refresh of this kind in flight
  /// is cancelled and asked again.
  case newOnTop
  /// Cancels every load, empties the feed (keeping its rules), forgets the
  /// pages loaded and every backoff, and loads from the first page again.
  case reset
}
