//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// The items of a composed feed: placeholders for items that stay in their
/// files, with their groups where `--group` asks for them.
///
/// A feed without `--group` lays out ``ItemPlaceholder``s, which take no
/// memory; one with `--group` lays out ``GroupedItem``s, whose groups are
/// read from the grouped kinds' sources.
protocol FeedItem: SlotGrouping {
  /// The items of `kind` at `offsets` in their source.
  ///
  /// - Throws: ``CommandError`` when their groups cannot be read.
  static func items(
    of kind: Int, at offsets: Range<Int>, in composition: Composition
  ) throws(CommandError) -> [Self]

  /// A window of a feed of such items, for the writer.
  static func rows(_ window: WindowRows<Self>) -> FeedWriter.Rows

  /// A page of a feed of such items, for the writer.
  static func rows(_ page: Page<Self>) -> FeedWriter.Rows
}

extension ItemPlaceholder: FeedItem {
  /// Placeholders, which read nothing.
  static func items(
    of kind: Int, at offsets: Range<Int>, in composition: Composition
  ) -> [ItemPlaceholder] {
    Array(repeating: ItemPlaceholder(), count: offsets.count)
  }

  static func rows(_ window: WindowRows<Self>) -> FeedWriter.Rows { .window(window) }

  static func rows(_ page: Page<Self>) -> FeedWriter.Rows { .page(page) }
}

extension GroupedItem: FeedItem {
  /// The items with their groups, read from the source of a grouped kind;
  /// items without a group for the other kinds.
  static func items(
    of kind: Int, at offsets: Range<Int>, in composition: Composition
  ) throws(CommandError) -> [GroupedItem] {
    guard let field = composition.groupFields[kind], let reader = composition.readers[kind] else {
      return Array(repeating: GroupedItem(group: nil), count: offsets.count)
    }
    return try reader.groupedItems(at: offsets, field: field, table: composition.groups)
  }

  static func rows(_ window: WindowRows<Self>) -> FeedWriter.Rows { .groupedWindow(window) }

  static func rows(_ page: Page<Self>) -> FeedWriter.Rows { .groupedPage(page) }
}
