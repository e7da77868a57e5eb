//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A source of a feed: its file, validated and indexed, and the cursors that
/// copy its items.
///
/// Opening a source reads it once, to validate it and count its items;
/// nothing but a few checkpoints is kept. Copying an item reads the file
/// again from the nearest cursor or checkpoint, so that writing a window of
/// a feed reads little more than the window's items.
///
/// A feed takes the items of each kind front to back, except the items at
/// fixed positions, which come after all the others of their kind. So two
/// cursors suffice to read every source in order: one follows the feed, the
/// other its fixed items.
final class SourceReader {
  /// The file.
  let file: SourceFile
  /// What validating the file found.
  let index: SourceIndex
  private var cursors: [ItemCursor] = []
  private var lastCursor: ItemCursor? = nil
  private var uses = 0

  /// The number of items.
  var count: Int { index.count }

  /// Creates a reader of an indexed file.
  init(file: SourceFile, index: SourceIndex) {
    self.file = file
    self.index = index
  }

  deinit { file.close() }

  /// Opens, validates and indexes the source at `path`.
  ///
  /// - Parameters:
  ///   - path: The path, or `-` for standard input.
  ///   - format: The format the source is read in.
  ///   - standardInput: What `-` reads.
  ///   - streams: The streams that other inputs read.
  /// - Throws: ``CommandError`` with exit status 65 and the place of the
  ///   first mistake when the source is not of its format (or
  ///   changed while it was read), 66 when it cannot be read, 64 when it is
  ///   a stream that another input reads.
  static func open(
    _ path: ByteString, format: SourceIndex.Format, standardInput: StandardInput,
    streams: inout StreamClaims
  ) throws(CommandError) -> SourceReader {
    var builder = SourceIndex.Builder(format: format)
    let name = path == "-" ? SourceFile.standardInputName : path.description
    let file = try SourceFile.open(path, standardInput: standardInput, streams: &streams) {
      (chunk) throws(CommandError) in
      do throws(JSONSyntaxError) {
        try builder.scan(chunk)
      } catch {
        throw CommandError.data(file: name, error)
      }
    }
    do throws(JSONSyntaxError) {
      return SourceReader(file: file, index: try builder.finish())
    } catch {
      file.close()
      throw CommandError.data(file: name, error)
    }
  }

  /// Copies the item at `offset` into `sink`.
  ///
  /// - Parameters:
  ///   - offset: An item's offset in the source, in `0 ..< count`.
  ///   - sink: Where the item's bytes go.
  /// - Throws: ``CommandError`` when the file cannot be read again, or
  ///   changed since it was validated.
  func copyItem<Sink: ItemSink>(at offset: Int, into sink: inout Sink) throws(CommandError) {
    precondition(offset >= 0 && offset < index.count, "Item offset out of range")
    let cursor = self.cursor(near: offset)
    var skipped = DiscardingSink()
    while cursor.nextItem < offset { try cursor.copyItem(into: &skipped) }
    try cursor.copyItem(into: &sink)
  }

  /// Returns a cursor at most one checkpoint interval before `offset`:
  /// the nearest cursor there is, or the least recently used one moved to the
  /// checkpoint before `offset`.
  private func cursor(near offset: Int) -> ItemCursor {
    uses += 1
    // Most often the cursor used last is already there.
    if let last = lastCursor, last.nextItem == offset {
      last.lastUse = uses
      return last
    }
    let cursor = cursor(movedNear: offset)
    lastCursor = cursor
    return cursor
  }

  private func cursor(movedNear offset: Int) -> ItemCursor {
    let interval = SourceIndex.checkpointInterval
    var nearest: ItemCursor? = nil
    for cursor in cursors where cursor.nextItem <= offset && offset - cursor.nextItem < interval {
      if cursor.nextItem > nearest?.nextItem ?? -1 { nearest = cursor }
    }
    if let nearest {
      nearest.lastUse = uses
      return nearest
    }
    let cursor: ItemCursor
    if cursors.count < 2 {
      cursor = ItemCursor(file: file, format: index.format)
      cursors.append(cursor)
    } else {
      cursor = cursors.min { $0.lastUse < $1.lastUse }!
    }
    let checkpoint = offset / interval
    cursor.move(toItem: checkpoint * interval, atOffset: index.checkpoints[checkpoint])
    cursor.lastUse = uses
    return cursor
  }
}
