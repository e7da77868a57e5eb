//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Checking a repeated period against a collection's group table.
//
// A walk that repeats a period must know that no repeated item is held back
// by its group. With the groups read one by one (a live feed's tail), it
// checks each item against the latest row of its group. A collection's
// table also keeps, for each item, how many items of its kind back the
// previous item of its group lies (`_GroupTable.gaps`), and that settles
// almost every item at once: the rows of a placement's items are at least
// `every` apart, and in a steady cadence each item is eligible `every` rows
// after the previous one, so an item whose previous item of its group lies
// `gap` items back is eligible at least `gap × every` rows after it, and is
// never held back when that reaches the separation. Only the few items
// closer to the previous of their group are checked row by row, and only
// the items within a separation of the end update the latest rows.

extension _LayoutPlan {
  /// The rows that one placement, which separates groups, places in one
  /// period of a steady cadence: its items `firstOffset ..< firstOffset +
  /// rows.count` of kind `kind`, at rule rows `rows`, eligible at
  /// `eligible`.
  @usableFromInline
  internal struct _PeriodSlots {
    @usableFromInline internal var placement: Int
    @usableFromInline internal var kind: Int
    @usableFromInline internal var separation: Int
    @usableFromInline internal var every: Int
    @usableFromInline internal var firstOffset: Int
    @usableFromInline internal var rows: [Int] = []
    @usableFromInline internal var eligible: [Int] = []

    @inlinable
    internal init(placement: Int, kind: Int, separation: Int, every: Int, firstOffset: Int) {
      self.placement = placement
      self.kind = kind
      self.separation = separation
      self.every = every
      self.firstOffset = firstOffset
    }

    /// The rule row of item `offset`, one of the period's or of its
    /// repeats, with periods `rowStride` rows apart.
    @inlinable
    internal func row(ofItem offset: Int, rowStride: Int) -> Int {
      let (period, slot) = (offset - firstOffset).quotientAndRemainder(dividingBy: rows.count)
      return rows[slot] + period * rowStride
    }
  }

  /// The number of repeats of a period, at most `times`, in which no item
  /// of `slots` is held back by its group; `latest` holds the latest rows
  /// up to the end of the period.
  ///
  /// - Precondition: The walk started from the first item of `slots.kind`
  ///   with no groups in its state, and the period repeats a steady cadence.
  /// - Complexity: O(*n*), where *n* is the number of items checked,
  ///   each a comparison but for those close to the previous of their group.
  @inlinable
  internal static func _periodsClearOfGroups(
    _ slots: _PeriodSlots, upTo times: Int, rowStride: Int, table: _GroupTable,
    latest: _LatestRows
  ) -> Int {
    let perPeriod = slots.rows.count
    // A gap this long never holds an item back (see above).
    let clearGap =
      slots.separation / slots.every + (slots.separation % slots.every == 0 ? 0 : 1)
    let numbers = table.numbers[slots.kind]
    let gaps = table.gaps[slots.kind]
    var clear = times
    var offset = slots.firstOffset + perPeriod
    while offset < slots.firstOffset + perPeriod * (clear + 1) {
      // `Int32.max`: no group, or no earlier item of it within reach.
      if gaps[offset] == .max || Int(gaps[offset]) >= clearGap {
        offset += 1
        continue
      }
      let previousOffset = offset - Int(gaps[offset])
      let previousRow =
        previousOffset >= slots.firstOffset
        ? slots.row(ofItem: previousOffset, rowStride: rowStride)
        : latest[placement: slots.placement, group: Int(numbers[offset])]
      let (period, slot) = (offset - slots.firstOffset).quotientAndRemainder(
        dividingBy: perPeriod)
      if previousRow >= 0
        && _saturatingSum(previousRow, slots.separation)
          > slots.eligible[slot] + period * rowStride
      {
        clear = period - 1
        break
      }
      offset += 1
    }
    return clear
  }

  /// Records in `latest` the rows of the items of `slots` in `times`
  /// repeats of the period: those that can still hold an item back, within
  /// a separation of the last repeated row.
  @inlinable
  internal static func _recordRepeatedGroups(
    _ slots: _PeriodSlots, times: Int, rowStride: Int, table: _GroupTable,
    latest: inout _LatestRows
  ) {
    let numbers = table.numbers[slots.kind]
    let first = slots.firstOffset + slots.rows.count
    let last = slots.firstOffset + slots.rows.count * (times + 1) - 1
    guard last >= first else { return }
    let lastRow = slots.row(ofItem: last, rowStride: rowStride)
    // Rows from here back are pruned from the end state and hold nothing
    // back later: every later row, and the end, lies past `lastRow`.
    for offset in stride(from: last, through: first, by: -1) {
      let row = slots.row(ofItem: offset, rowStride: rowStride)
      guard _saturatingSum(row, slots.separation) > lastRow + 1 else { break }
      let group = Int(numbers[offset])
      if group >= 0 && latest[placement: slots.placement, group: group] < row {
        latest[placement: slots.placement, group: group] = row
      }
    }
  }
}
