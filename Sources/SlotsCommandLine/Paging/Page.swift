//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
import Slots

/// A page of a live feed, as `--cursor-file` and `--after` serve it: the
/// rows that follow a cursor, or the top of the feed, and the cursor after
/// them.
///
/// The page is laid out by a `SlotFeed` resumed from the cursor, given only
/// the items after the cursor's offsets: the items before are skipped
/// through the sources' indexes, never read. A page of *n* rows takes at
/// most *n* items of a kind, so the feed is given at most that many; with
/// more, its first *n* rows would be the same.
///
/// Pages served one after another, each after the previous one's cursor,
/// are exactly the rows of one live feed settled page by page, whatever the
/// sources gained in between. The rows of a page are numbered from the top
/// of that feed: the cursor's rule rows, main and placed, count the rows
/// before it (the tool hides and prepends none), and an item's offset counts from the top
/// of its source.
///
///     // pattern [post, post, ad]; posts p0 p1 p2 p3, ads a0 a1
///     let first = try Page(composition, after: nil, limit: 2)   // p0 p1
///     let second = try Page(composition, after: first.next, limit: 2)
///     // rows 2 and 3: a0 p2
///
/// `Item` is ``ItemPlaceholder``, or ``GroupedItem`` for a feed with
/// `--group`: then the groups of the items the page is given are read, and
/// no others.
struct Page<Item: FeedItem>: FeedRows {
  /// The live feed, resumed after ``start``; its offsets count from the
  /// cursor's.
  let feed: SlotFeed<ByteString, Item>
  /// The cursor the page goes on from; `nil` for the top of the feed.
  let start: SlotCursor<ByteString>?
  /// The kinds, to number the feed's kind names.
  let kinds: KindTable
  /// The indices of the page's rows in the whole feed.
  let indices: Range<Int>

  /// Lays out the page after `cursor`.
  ///
  /// - Parameters:
  ///   - composition: The rules and the sources.
  ///   - input: The cursor to go on after; `nil` for the top of the feed.
  ///   - limit: The most rows; `nil` for all that the sources give.
  /// - Throws: ``CommandError`` with exit status 64 when the cursor does not
  ///   fit the rules (`SlotCursorError`), or counts more items of a kind as
  ///   served than its source has; what reading the items' groups throws.
  init(
    _ composition: Composition, after input: CursorInput?, limit: Int?
  ) throws(CommandError) {
    let kinds = composition.kinds
    let layout = kinds.named(composition.layout)
    var feed: SlotFeed<ByteString, Item>
    if let input {
      do {
        feed = try SlotFeed(layout: layout, resumingAfter: input.cursor)
      } catch {
        var problem = "\(error)"
        if problem.hasPrefix("the cursor ") { problem = "it " + problem.dropFirst(11) }
        throw .usage(
          "\(input.name) does not fit the rules: \(problem); was it taken with other rules?")
      }
      for name in input.namedKinds {
        let served = input.cursor.offset(of: name)
        let reader = kinds.number(of: name).flatMap { composition.readers[$0] }
        guard let reader else {
          guard served == 0 else {
            throw .usage(
              "\(input.name) counts \(served == 1 ? "1 item" : "\(served) items") of kind '\(name)' as served, "
                + "but kind '\(name)' has no source")
          }
          continue
        }
        guard served <= reader.count else {
          throw .usage(
            "\(input.name) counts \(served == 1 ? "1 item" : "\(served) items") of kind '\(name)' as served, but "
              + "'\(reader.file.name)' has \(reader.count); was it taken with other sources?")
        }
      }
    } else {
      feed = SlotFeed(layout: layout)
    }
    for (number, reader) in composition.readers.sorted(by: { $0.key < $1.key }) {
      let name = kinds.name(of: number)
      let served = input?.cursor.offset(of: name) ?? 0
      let available = reader.count - served
      let count = min(available, limit ?? available)
      if count > 0 {
        let items = try Item.items(of: number, at: served..<served + count, in: composition)
        _ = feed.append(contentsOf: items, to: name)
      }
    }
    let start = input?.cursor.ruleRow ?? 0
    // The library refuses rows beyond 2^48; the sum is checked all the
    // same, so that no cursor it takes can make the tool trap.
    let (end, overflows) = start.addingReportingOverflow(min(feed.count, limit ?? feed.count))
    if overflows, let input {
      throw .usage("\(input.name) stands at row \(start), beyond the rows of any feed")
    }
    self.feed = feed
    self.start = input?.cursor
    self.kinds = kinds
    indices = start..<end
  }

  /// The cursor after the page's last row; for a page without rows, the
  /// cursor it went on from, so that the next run asks again.
  var next: SlotCursor<ByteString> {
    feed.cursor(after: indices.count - 1)
  }

  func origin(at index: Int) -> SourcePosition<Int> {
    let origin = feed.sourcePosition(at: index - indices.lowerBound)!
    return SourcePosition(
      kind: kinds.number(of: origin.kind)!,
      offset: origin.offset + (start?.offset(of: origin.kind) ?? 0))
  }
}
