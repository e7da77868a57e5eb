//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SourceReader {
  /// Reads the groups of the items at `offsets`: each item's top-level
  /// string field `field`.
  ///
  /// The items are read one after another from the checkpoint before the
  /// first, through a ``GroupFieldSink``: only the field's value is kept,
  /// and `table` makes one ``ItemGroup`` a name.
  ///
  /// - Parameters:
  ///   - offsets: The items' offsets, in `0...count`.
  ///   - field: The field's name.
  ///   - table: The groups read so far, which new ones join.
  /// - Returns: The items, with their groups.
  /// - Throws: ``CommandError`` with exit status 65 when a group's value is
  ///   longer than ``GroupFieldSink/longestGroup`` bytes, or when the source
  ///   cannot be read again or has changed.
  func groupedItems(
    at offsets: Range<Int>, field: ByteString, table: GroupTable
  ) throws(CommandError) -> [GroupedItem] {
    var sink = GroupFieldSink(field: field.bytes)
    var items: [GroupedItem] = []
    items.reserveCapacity(offsets.count)
    for offset in offsets {
      sink.reset()
      try copyItem(at: offset, into: &sink)
      if sink.isTooLong {
        throw CommandError(
          kind: .data,
          message:
            "\(file.name): error: item \(offset) has a \"\(field)\" longer than "
            + "\(GroupFieldSink.longestGroup) bytes; a group is a short name, such as an "
            + "advertiser's")
      }
      items.append(GroupedItem(group: sink.field.map(table.group(named:))))
    }
    return items
  }
}
