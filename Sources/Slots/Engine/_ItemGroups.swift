//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The groups of the items a placement walk may place, as numbers: those of
/// a feed, numbered when the items arrived (`table`), or those a function
/// reads (`read`), numbered as the walk meets them.
///
/// A live feed numbers its items as a collection does; its walk covers the
/// items not yet taken, from `bases`, and gives the groups it meets numbers
/// of its own (`walkNumbers`), so that what it keeps per group is as wide
/// as the groups of its tail, not as every group the feed has met.
/// What-if walks (preloading, demand) also imagine items the feed does not
/// have, which have no group (`ungroupedFrom`). `read` serves a walk over
/// items changed since they were numbered.
@usableFromInline
internal struct _ItemGroups {
  /// The numbers, and the numbering.
  @usableFromInline internal var table: _GroupTable
  /// The offset in `table` of each kind's first item the walk may take
  /// (empty: 0 for every kind); a live feed's tail starts after the items
  /// its settled rows took.
  @usableFromInline internal var bases: [Int] = []
  /// The walk's own numbers for the table's groups, when it covers a live
  /// feed's tail (`bases` not empty).
  @usableFromInline internal var walkNumbers: _WalkNumbers? = nil
  /// Reads a group, for walks over items that are not numbered ahead.
  @usableFromInline internal var read: _LayoutPlan._GroupOf?
  /// For each kind, the offset (counted as the walk counts) from which its
  /// items have no group: what-if walks (preloading, demand) imagine items
  /// the feed does not have. Empty: every item is the feed's.
  @usableFromInline internal var ungroupedFrom: [Int] = []

  /// The groups numbered in `table`, with offsets counted from `bases`; a
  /// walk over them numbers the groups it meets anew when `bases` is not
  /// empty.
  @inlinable
  internal init(_ table: _GroupTable, bases: [Int] = []) {
    self.table = table
    self.bases = bases
    if !bases.isEmpty { walkNumbers = _WalkNumbers() }
  }

  /// Groups read through `read`, `(kind, offset)` → the group, and
  /// numbered as a walk meets them.
  @inlinable
  internal init(reading read: @escaping _LayoutPlan._GroupOf) {
    self.table = _GroupTable()
    self.read = read
  }

  /// The number of the group of item `offset` of kind `kind`, `-1` for
  /// none.
  ///
  /// - Precondition: The item is numbered, or the groups are read.
  @inlinable
  internal mutating func number(ofKind kind: Int, offset: Int) -> Int {
    if !ungroupedFrom.isEmpty, offset >= ungroupedFrom[kind] { return -1 }
    if let read {
      guard let name = read(kind, offset) else { return -1 }
      return table.names.number(name)
    }
    guard !bases.isEmpty else { return Int(table.numbers[kind][offset]) }
    let number = table.numbers[kind][bases[kind] + offset]
    return number < 0 ? -1 : walkNumbers!.number(ofTableNumber: number)
  }

  /// The number of group `name`, numbering it if it is new.
  @inlinable
  internal mutating func number(_ name: String) -> Int {
    guard walkNumbers != nil else { return table.names.number(name) }
    // The table is the feed's, and is read, never numbered, by a walk.
    if let number = table.names.numbers[name] {
      return walkNumbers!.number(ofTableNumber: Int32(truncatingIfNeeded: number))
    }
    return walkNumbers!.number(ofGroupNotInTable: name)
  }

  /// The group numbered `number`.
  @inlinable
  internal func name(_ number: Int) -> String {
    guard let walkNumbers else { return table.names.names[number] }
    let tableNumber = walkNumbers.tableNumbers[number]
    return tableNumber >= 0
      ? table.names.names[Int(tableNumber)] : walkNumbers.groupsNotInTable[number]!
  }

  /// The group of item `offset` of kind `kind`, if it has one.
  @inlinable
  internal func name(ofKind kind: Int, offset: Int) -> String? {
    if !ungroupedFrom.isEmpty, offset >= ungroupedFrom[kind] { return nil }
    if let read { return read(kind, offset) }
    return table.name(ofKind: kind, offset: (bases.isEmpty ? 0 : bases[kind]) + offset)
  }
}

/// A walk's own numbers for the groups it meets in a feed's table: 0, 1, 2,
/// … in the order it meets them, found by the table's number in a small
/// open-addressing hash of integers, so that a walk over a live feed's tail
/// costs what its groups do, whatever the feed numbered before.
@usableFromInline
internal struct _WalkNumbers {
  /// The table's number of each group the walk numbered, by the walk's
  /// number; -1 for a group no item of the table has (a group of the walk's
  /// starting state only), whose name is in `groupsNotInTable`.
  @usableFromInline internal var tableNumbers: [Int32] = []
  /// The names of the groups the table does not number, by the walk's
  /// number, and the other way round.
  @usableFromInline internal var groupsNotInTable: [Int: String] = [:]
  @usableFromInline internal var numbersNotInTable: [String: Int] = [:]
  /// The hash: each slot 0 (empty) or a walk number plus 1; a power of two
  /// at least twice as long as `tableNumbers`.
  @usableFromInline internal var slots: [Int32] = Array(repeating: 0, count: 16)

  @inlinable
  internal init() {}

  /// The walk's number of the group the table numbers `tableNumber`,
  /// numbering it if the walk has not met it.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  internal mutating func number(ofTableNumber tableNumber: Int32) -> Int {
    let mask = slots.count &- 1
    var slot = Self.firstSlot(tableNumber, mask: mask)
    while true {
      let entry = slots[slot]
      if entry == 0 { break }
      if tableNumbers[Int(entry) &- 1] == tableNumber { return Int(entry) &- 1 }
      slot = (slot &+ 1) & mask
    }
    let number = tableNumbers.count
    tableNumbers.append(tableNumber)
    slots[slot] = Int32(truncatingIfNeeded: number &+ 1)
    if tableNumbers.count &* 2 > slots.count { grow() }
    return number
  }

  /// A number of the walk's own for `name`, a group the table does not
  /// number (the walk's starting state names it, its items do not).
  @inlinable
  internal mutating func number(ofGroupNotInTable name: String) -> Int {
    if let known = numbersNotInTable[name] { return known }
    let number = tableNumbers.count
    tableNumbers.append(-1)
    groupsNotInTable[number] = name
    numbersNotInTable[name] = number
    return number
  }

  /// The slot where the search for `tableNumber` starts.
  @inlinable
  internal static func firstSlot(_ tableNumber: Int32, mask: Int) -> Int {
    Int(
      truncatingIfNeeded: (UInt64(UInt32(bitPattern: tableNumber)) &* 0x9E37_79B9_7F4A_7C15) >> 32)
      & mask
  }

  /// Doubles the hash and puts every number in it again.
  @inlinable
  internal mutating func grow() {
    slots = Array(repeating: 0, count: slots.count &* 2)
    let mask = slots.count &- 1
    for (number, tableNumber) in tableNumbers.enumerated() where tableNumber >= 0 {
      var slot = Self.firstSlot(tableNumber, mask: mask)
      while slots[slot] != 0 { slot = (slot &+ 1) & mask }
      slots[slot] = Int32(truncatingIfNeeded: number &+ 1)
    }
  }
}

/// The groups of a feed's items, numbered when the items arrive.
///
/// A collection (or a live feed) numbers the groups of each separated kind's items once
/// and keeps the numbers beside its sources: `numbers[k]` holds the number
/// of the group of each of kind `k`'s first items (`-1` for an item without
/// a group). A change to a source cuts that kind's numbers back to the
/// items before it (`sourceChanged(_:from:)`), and the next layout numbers
/// the rest (`numberItems(ofKinds:in:group:)`). A walk then reads an array
/// of integers where it would read, and hash, a string an item, and a feed
/// laid out again after another kind changed reads no group at all.
@usableFromInline
internal struct _GroupTable: Sendable {
  /// The number of the group of each numbered item, by kind.
  @usableFromInline internal var numbers: [[Int32]] = []
  /// For each numbered item, by kind, how many items back the previous
  /// item of its group lies; `Int32.max` for an item without a group, or
  /// without an earlier item of its group within reach. Kept only when
  /// `keepsGaps`: finding the gaps of new items reads the numbers of the
  /// items before them, which only a walk from the top can repay.
  @usableFromInline internal var gaps: [[Int32]] = []
  /// Whether the table keeps `gaps`: a collection's does, a live feed's
  /// (whose walks start after its settled rows) does not.
  @usableFromInline internal var keepsGaps: Bool
  /// The numbering: names to numbers and back.
  @usableFromInline internal var names = _GroupNumbers()

  /// No groups numbered; the gaps kept if `keepingGaps`.
  @inlinable
  internal init(keepingGaps: Bool = true) {
    keepsGaps = keepingGaps
  }

  /// The group of item `offset` of kind `kind`, a numbered item, if it has
  /// one.
  @inlinable
  internal func name(ofKind kind: Int, offset: Int) -> String? {
    let number = numbers[kind][offset]
    return number < 0 ? nil : names.names[Int(number)]
  }

  /// Forgets the numbers of kind `kind`'s items from `offset` on: those
  /// items changed, or moved.
  ///
  /// - Complexity: O(1), or O(*n*) to drop *n* numbers of a kind whose items
  ///   were numbered.
  @inlinable
  internal mutating func sourceChanged(_ kind: Int, from offset: Int) {
    guard kind < numbers.count, offset < numbers[kind].count else { return }
    numbers[kind].removeSubrange(offset...)
    if offset < gaps[kind].count { gaps[kind].removeSubrange(offset...) }
  }

  /// Forgets every number: the kinds were numbered anew.
  @inlinable
  internal mutating func removeAll() {
    self = Self(keepingGaps: keepsGaps)
  }

  /// Numbers the groups of the items of the kinds that `rules`' placements
  /// separate (of `sources`, by kind) that have no number yet, and forgets
  /// the numbers of every other kind: what a feed does before it lays its
  /// placements out.
  ///
  /// - Precondition: The items conform to ``SlotGrouping`` when some
  ///   placement separates groups.
  /// - Complexity: That of `numberItems(ofKinds:in:group:)`; with internal
  ///   checks, also O(*n*) to compare every number with its item.
  @inlinable
  internal mutating func numberItems<Source: RandomAccessCollection>(
    separatedBy rules: _LayoutRules, in sources: [Source]
  ) where Source.Index == Int {
    // Only the kinds these rules keep apart keep their numbers: while no
    // rule keeps a kind's groups apart, a replaced item of it is not read,
    // so its number may be stale when a later rule does.
    guard rules.separatesGroups else {
      if !numbers.isEmpty { removeAll() }
      return
    }
    for kind in numbers.indices
    where !numbers[kind].isEmpty && !rules.separatesGroups(ofKind: kind) {
      sourceChanged(kind, from: 0)
    }
    numberItems(
      ofKinds: rules.separatedKinds, in: sources,
      group: _groupReader(_grouping(Source.Element.self)))
    #if SLOTS_INTERNAL_CHECKS
      let group = _groupOf(sources)
      for kind in rules.separatedKinds {
        precondition(
          numbers[kind].count == sources[kind].count
            && (0..<sources[kind].count).allSatisfy {
              name(ofKind: kind, offset: $0) == group(kind, $0)
            }, "A source changed without telling its groups")
      }
    #endif
  }

  /// Numbers the groups of the items of kinds `kinds` (of `sources`, by
  /// kind) that have no number yet; `group` reads an item's group.
  ///
  /// The names are kept once numbered; when they outnumber twice the items
  /// of these kinds (groups of items long gone), the numbering starts over,
  /// which keeps it within the items' size at an amortized O(1) an item.
  /// (Numbers are 32 bits: more than 2³¹ groups would need more items than
  /// memory holds.)
  ///
  /// - Complexity: O(*n*) group reads, where *n* is the number of items
  ///   without a number, plus O(*k*), where *k* is the number of kinds, and
  ///   what `numberItems(ofKind:in:group:)` adds for the gaps.
  @inlinable
  internal mutating func numberItems<Source: RandomAccessCollection>(
    ofKinds kinds: some Sequence<Int>, in sources: [Source],
    group: (Source.Element) -> String?
  ) where Source.Index == Int {
    var items = 0
    for kind in kinds { items += sources[kind].count }
    if names.names.count > 2 * items + 64 { removeAll() }
    if numbers.count < sources.count {
      numbers.append(contentsOf: repeatElement([], count: sources.count - numbers.count))
      gaps.append(contentsOf: repeatElement([], count: sources.count - gaps.count))
    }
    for kind in kinds { numberItems(ofKind: kind, in: sources[kind], group: group) }
  }

  /// Numbers the groups of the items of `source`, kind `kind`'s, that have
  /// no number yet, and finds their gaps.
  ///
  /// - Complexity: O(*n*) group reads, amortized, where *n* is the number
  ///   of items without a number, plus, when the table keeps gaps, O(*m* +
  ///   *g*), where *m* is the number of items numbered before and *g* the
  ///   number of groups.
  @inlinable
  internal mutating func numberItems<Source: RandomAccessCollection>(
    ofKind kind: Int, in source: Source, group: (Source.Element) -> String?
  ) where Source.Index == Int {
    let first = numbers[kind].count
    guard first < source.count else { return }
    let count = source.count
    // Only the new items are written, in place: the numbers before them are
    // not copied (a live feed appends pages to sources that only grow).
    // Taken out of `numbers` so that the array stays uniquely referenced.
    var kindNumbers: [Int32] = []
    swap(&kindNumbers, &numbers[kind])
    kindNumbers.append(contentsOf: repeatElement(-1, count: count &- first))
    kindNumbers.withUnsafeMutableBufferPointer { buffer in
      for offset in first..<count {
        if let name = group(source[source.startIndex + offset]) {
          buffer[offset] = Int32(truncatingIfNeeded: names.number(name))
        }
      }
    }
    guard keepsGaps else {
      numbers[kind] = kindNumbers
      return
    }
    // The latest offset of each group, from the items before each one.
    var latest = Array(repeating: -1, count: names.names.count)
    let kindGaps = [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
      gaps[kind].withUnsafeBufferPointer { old in
        _ = buffer.initialize(from: old)
      }
      kindNumbers.withUnsafeBufferPointer { numbers in
        latest.withUnsafeMutableBufferPointer { latest in
          for offset in 0..<first where numbers[offset] >= 0 {
            latest[Int(numbers[offset])] = offset
          }
          for offset in first..<count {
            let group = Int(numbers[offset])
            guard group >= 0 else {
              buffer[offset] = .max
              continue
            }
            let previous = latest[group]
            buffer[offset] = previous < 0 ? .max : Int32(clamping: offset &- previous)
            latest[group] = offset
          }
        }
      }
      initialized = count
    }
    numbers[kind] = kindNumbers
    gaps[kind] = kindGaps
  }
}
