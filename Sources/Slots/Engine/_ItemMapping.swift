//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// What the items of an old layout are called in a new one: how a change
/// renames the items it keeps, as (kind identifier, offset) pairs.
///
/// Appending to a source renames nothing. Inserting `c` items at offset `o`
/// of kind `k` renames the old item `(k, x)` to `(k, x + c)` for `x >= o`.
/// Removing items drops them and shifts the ones after them down. All of
/// these, and a diff of a source by identity, shift the offsets of one kind
/// by an amount that is constant on stretches of offsets (*pieces*), which is
/// what lets `_LayoutPlan` compare layouts a run at a time.
@usableFromInline
internal struct _ItemMapping: Sendable {
  /// The amount that marks a piece of dropped items.
  @usableFromInline
  internal static var dropped: Int { Int.min }

  /// The new kind identifier of each old one, `-1` for a kind that the new
  /// layout does not know; empty when identifiers do not change.
  @usableFromInline
  internal var kinds: [Int] = []

  /// The old kind whose offsets change, or `-1`.
  @usableFromInline
  internal var changedKind = -1

  /// The first old offset of each piece of `changedKind`, ascending; the
  /// first is zero.
  @usableFromInline
  internal var pieceStarts: [Int] = [0]

  /// The amount added to the old offsets of each piece, or `dropped`.
  @usableFromInline
  internal var pieceShifts: [Int] = [0]

  /// The mapping that renames nothing.
  @inlinable
  internal init() {}

  /// The mapping after inserting `count` items at `offset` in the source of
  /// `kind`.
  @usableFromInline
  internal static func inserting(count: Int, atOffset offset: Int, kind: Int) -> Self {
    var mapping = Self()
    mapping.changedKind = kind
    mapping.appendPiece(start: offset, shift: count)
    return mapping
  }

  /// The mapping after removing the items at `offsets` (ascending, without
  /// repeats) from the source of `kind`.
  ///
  /// - Complexity: O(*m*), where *m* is the number of offsets.
  @usableFromInline
  internal static func removing(sortedOffsets offsets: [Int], kind: Int) -> Self {
    var mapping = Self()
    mapping.changedKind = kind
    var index = 0
    while index < offsets.count {
      var end = index + 1
      while end < offsets.count && offsets[end] == offsets[end - 1] + 1 { end += 1 }
      mapping.appendPiece(start: offsets[index], shift: dropped)
      mapping.appendPiece(start: offsets[end - 1] + 1, shift: -end)
      index = end
    }
    return mapping
  }

  /// The mapping after replacing the item at `offset` of `kind` by another:
  /// the old item is dropped, and the new one is new.
  @usableFromInline
  internal static func replacing(offset: Int, kind: Int) -> Self {
    var mapping = Self()
    mapping.changedKind = kind
    mapping.appendPiece(start: offset, shift: dropped)
    mapping.appendPiece(start: offset + 1, shift: 0)
    return mapping
  }

  /// The mapping that drops every item of `kind`.
  @usableFromInline
  internal static func droppingAll(of kind: Int) -> Self {
    var mapping = Self()
    mapping.changedKind = kind
    mapping.pieceShifts = [dropped]
    return mapping
  }

  /// The mapping that sends each old offset `x` of `kind` to
  /// `newOffsets[x]`, or drops it when that is `-1`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of old offsets.
  @usableFromInline
  internal static func moving(_ kind: Int, to newOffsets: [Int]) -> Self {
    var mapping = Self()
    mapping.changedKind = kind
    for (offset, newOffset) in newOffsets.enumerated() {
      mapping.appendPiece(start: offset, shift: newOffset < 0 ? dropped : newOffset - offset)
    }
    return mapping
  }

  /// The mapping that renumbers kinds only: old kind `k` is `kinds[k]`.
  @usableFromInline
  internal static func renumbering(kinds: [Int]) -> Self {
    var mapping = Self()
    if kinds.indices.contains(where: { kinds[$0] != $0 }) {
      mapping.kinds = kinds
    }
    return mapping
  }

  /// Starts a new piece at `start` unless the last piece shifts by the same
  /// amount; a piece that would be empty is replaced.
  ///
  /// Callers give ascending starts, so only the first piece, at offset 0, is
  /// ever replaced, and it has no predecessor to merge with.
  @usableFromInline
  internal mutating func appendPiece(start: Int, shift: Int) {
    if pieceShifts.last == shift { return }
    if pieceStarts.last == start {
      pieceShifts[pieceShifts.count - 1] = shift
      return
    }
    pieceStarts.append(start)
    pieceShifts.append(shift)
  }

  /// Returns the new name of the old item `(kind, offset)`, or `nil` when the
  /// change dropped it.
  ///
  /// - Complexity: O(log *p*), where *p* is the number of pieces.
  @inlinable
  internal func image(kind: Int, offset: Int) -> (kind: Int, offset: Int)? {
    var newKind = kind
    if !kinds.isEmpty {
      newKind = kinds[kind]
      if newKind < 0 { return nil }
    }
    guard kind == changedKind else { return (newKind, offset) }
    let piece = pieceStarts._partitioningIndex { $0 > offset } - 1
    let shift = pieceShifts[piece]
    return shift == Self.dropped ? nil : (newKind, offset + shift)
  }
}
