//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed: RandomAccessCollection {
  /// The position of a row: an offset from zero, as in an array.
  public typealias Index = Int

  /// The indices of the feed, `0 ..< count`.
  public typealias Indices = Range<Int>

  /// The position of the first row; always zero.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var startIndex: Int { 0 }

  /// The position one past the last row; equal to `count`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var endIndex: Int { count }

  /// The number of rows: the settled rows and the tail.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var count: Int { settledCount + _tailCount }

  /// The indices of the feed, `0 ..< count`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var indices: Range<Int> { 0..<count }

  /// Accesses the row at the given position.
  ///
  ///     // pattern [.post, .post, .ad]
  ///     feed[2]  // the first ad
  ///
  /// - Parameter position: A valid position, in `0 ..< count`. Any other
  ///   position traps, as it does with `Array`.
  /// - Complexity: O(log *g* + log *h* + log *s* + log *f*) for a row that
  ///   the rules laid out, where *g* is the number of runs the settled rows
  ///   are kept as, *h* the number of hidden rows, *s* the number of runs of
  ///   the tail's layout and *f* the number of pinned rows in the tail. A
  ///   prepended row costs O(log *h* + log *B*), where *B* is the number of
  ///   prepended blocks. Independent of the number of rows.
  @inlinable
  public subscript(position: Int) -> Element {
    _checkPosition(position)
    switch _locate(position) {
    case .source(let kind, let offset): return _sources[kind][offset]
    case .block(let block, let row): return _blocks[block, row: row]
    }
  }
}
