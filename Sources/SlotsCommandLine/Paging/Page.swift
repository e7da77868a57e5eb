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
/// most *n* items of a kind, so the feed is given that many, or as many as
/// the header has slots if that is more; with more, its first *n* rows
/// would be the same. (A header pass that stops, because a kind runs out
/// in it, places no fixed item: given fewer items than its slots, the
/// header could stop where it would not, and leave out a fixed item of the
/// page's first rows.)
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
///     // next: first.nextCursor(), read back as the input
///     let second = try Page(composition, after: next, limit: 2)
///     // rows 2 and 3: a0 p2
///
/// `Item` is ``ItemPlaceholder``, or ``GroupedItem`` for a feed with
/// `--group`: then the groups of the items the page is given are read, and
/// no others.
struct Page<Item: FeedItem>: FeedRows {
  /// The live feed, resumed after ``start``, over the rules' kind numbers;
  /// its offsets count from the cursor's.
  let feed: SlotFeed<Int, Item>
  /// The cursor the page goes on from, with its kinds numbered; `nil` for
  /// the top of the feed.
  let start: SlotCursor<Int>?
  /// The kinds of the feed and its cursors, to name them in the cursor
  /// after the page.
  let kinds: CursorKinds
  /// The indices of the page's rows in the whole feed.
  let indices: Range<Int>

  /// Lays out the page after `cursor`.
  ///
  /// The feed is laid out over the composition's numbered rules, which it
  /// shares, rather than over the rules by name, which would take a second
  /// copy of them: the cursors alone go between numbers and names.
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
    var kinds = CursorKinds(composition.kinds)
    let start = try input.map { (input) throws(CommandError) in
      try kinds.numbered(input.cursor)
    }
    var feed: SlotFeed<Int, Item>
    if let input, let start {
      do {
        feed = try SlotFeed(layout: composition.layout, resumingAfter: start)
      } catch {
        var problem = "\(error)"
        if problem.hasPrefix("the cursor ") { problem = "it " + problem.dropFirst(11) }
        throw .usage(
          "\(input.name) does not fit the rules: \(problem); was it taken with other rules?")
      }
      for name in input.namedKinds {
        let served = input.cursor.offset(of: name)
        let reader = composition.kinds.number(of: name).flatMap { composition.readers[$0] }
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
      feed = SlotFeed(layout: composition.layout)
    }
    let headerSlots = composition.layout.header.count
    for (number, reader) in composition.readers.sorted(by: { $0.key < $1.key }) {
      let served = start?.offset(of: number) ?? 0
      let available = reader.count - served
      let count = min(available, limit.map { max($0, headerSlots) } ?? available)
      if count > 0 {
        let items = try Item.items(of: number, at: served..<served + count, in: composition)
        _ = feed.append(contentsOf: items, to: number)
      }
    }
    let startRow = start?.ruleRow ?? 0
    // The library refuses rows beyond 2^48; the sum is checked all the
    // same, so that no cursor it takes can make the tool trap.
    let (end, overflows) = startRow.addingReportingOverflow(
      min(feed.count, limit ?? feed.count))
    if overflows, let input {
      throw .usage("\(input.name) stands at row \(startRow), beyond the rows of any feed")
    }
    self.feed = feed
    self.start = start
    self.kinds = kinds
    indices = startRow..<end
  }

  /// The cursor after the page's last row, in its coded form, with its
  /// kinds named; for a page without rows, the cursor it went on from, so
  /// that the next run asks again.
  ///
  /// - Throws: ``CommandError`` when the cursor's kinds cannot be named,
  ///   which a feed over numbered rules never gives.
  func nextCursor() throws(CommandError) -> JSONValue {
    try kinds.named(nextNumberedCursor)
  }

  /// The cursor after the page's last row, with its kinds named; for a
  /// page without rows, the cursor it went on from.
  ///
  /// - Throws: ``CommandError`` when the cursor's kinds cannot be named,
  ///   or it stands past the rows that a cursor read back may hold.
  func nextNamedCursor() throws(CommandError) -> SlotCursor<ByteString> {
    try kinds.namedCursor(nextNumberedCursor)
  }

  /// The cursor after the page's last row, with its kinds numbered.
  ///
  /// A page without rows gives back the cursor it went on from, as it was
  /// given, rather than the feed's cursor at its top: under rules other
  /// than the cursor's, that cursor would name the new rules and stand at
  /// the start of their fresh pass, and the cursor file would change
  /// although no row was served. The next page re-anchors from the given
  /// cursor just the same.
  private var nextNumberedCursor: SlotCursor<Int> {
    if indices.isEmpty, let start { return start }
    return feed.cursor(after: indices.count - 1)
  }

  func explanation(at index: Int) -> SlotExplanation<Int> {
    feed.explain(at: index - indices.lowerBound)
  }

  func origin(at index: Int) -> SourcePosition<Int> {
    let origin = feed.sourcePosition(at: index - indices.lowerBound)!
    return SourcePosition(
      kind: origin.kind, offset: origin.offset + (start?.offset(of: origin.kind) ?? 0))
  }
}
