//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension FeedWriter {
  /// The rows a writer writes.
  enum Rows {
    /// A window of the feed laid out whole.
    case window(WindowRows<ItemPlaceholder>)
    /// A page of a live feed, after a cursor or from the top.
    case page(Page<ItemPlaceholder>)
    /// A window of a feed whose items have groups (`--group`).
    case groupedWindow(WindowRows<GroupedItem>)
    /// A page of a live feed whose items have groups (`--group`).
    case groupedPage(Page<GroupedItem>)
  }
}
