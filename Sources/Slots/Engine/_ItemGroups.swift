//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The groups of the items a placement walk may place, as numbers: those of
/// a collection, numbered ahead (`table`), or those a function reads
/// (`read`), numbered as the walk meets them.
///
/// A live feed's walks cover the items not yet taken, which move as the
/// feed settles (and preloading and demand imagine items it does not
/// have); they read groups through `read`, numbering them as they meet
/// them, so that a walk costs what its tail does whatever groups the feed
/// met before.
@usableFromInline
internal struct _ItemGroups {
  /// The numbers, and the numbering.
  @usableFromInline internal var table: _GroupTable
  /// Reads a group, for walks over items that are not numbered ahead.
  @usableFromInline internal var read: _LayoutPlan._GroupOf?

  /// The groups numbered in `table`.
  @inlinable
  internal init(_ table: _GroupTable) {
    self.table = table
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
    if let read {
      guard let name = read(kind, offset) else { return -1 }
      return table.names.number(name)
    }
    return Int(table.numbers[kind][offset])
  }

  /// The number of group `name`, numbering it if it is new.
  @inlinable
  internal mutating func number(_ name: String) -> Int {
    table.names.number(name)
  }

  /// The group numbered `number`.
  @inlinable
  internal func name(_ number: Int) -> String {
    table.names.names[number]
  }

  /// The group of item `offset` of kind `kind`, if it has one.
  @inlinable
  internal func name(ofKind kind: Int, offset: Int) -> String? {
    if let read { return read(kind, offset) }
    return table.name(ofKind: kind, offset: offset)
  }
}

/// The groups of a collection's items, numbered when the items arrive.
///
/// The collection numbers the groups of each separated kind's items once
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
  /// without an earlier item of its group within reach.
  @usableFromInline internal var gaps: [[Int32]] = []
  /// The numbering: names to numbers and back.
  @usableFromInline internal var names = _GroupNumbers()

  /// No groups numbered.
  @inlinable
  internal init() {}

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
    gaps[kind].removeSubrange(offset...)
  }

  /// Forgets every number: the kinds were numbered anew.
  @inlinable
  internal mutating func removeAll() {
    self = Self()
  }

  /// Numbers the groups of the items of the kinds that `rules`' placements
  /// separate (of `sources`, by kind) that have no number yet: what a
  /// collection does before it lays its placements out.
  ///
  /// - Precondition: The items conform to ``SlotGrouping``.
  /// - Complexity: That of `numberItems(ofKinds:in:group:)`; with internal
  ///   checks, also O(*n*) to compare every number with its item.
  @inlinable
  internal mutating func numberItems<Source: RandomAccessCollection>(
    separatedBy rules: _LayoutRules, in sources: [Source]
  ) where Source.Index == Int {
    numberItems(
      ofKinds: rules.placements.lazy.filter { $0.separation > 0 }.map { $0.kind },
      in: sources, group: _groupReader(_grouping(Source.Element.self)))
    #if SLOTS_INTERNAL_CHECKS
      let group = _groupOf(sources)
      for placement in rules.placements where placement.separation > 0 {
        let kind = placement.kind
        precondition(
          (0..<sources[kind].count).allSatisfy {
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
  /// - Complexity: O(*n*) group reads, where *n* is the number of items
  ///   without a number, plus O(*m* + *g*) for the gaps, where *m* is the
  ///   number of items numbered before and *g* the number of groups.
  @inlinable
  internal mutating func numberItems<Source: RandomAccessCollection>(
    ofKind kind: Int, in source: Source, group: (Source.Element) -> String?
  ) where Source.Index == Int {
    let first = numbers[kind].count
    guard first < source.count else { return }
    let count = source.count
    // Both arrays are written through their buffers: an append checks
    // capacity and uniqueness, which costs as much as the rest of an item.
    let kindNumbers = [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
      numbers[kind].withUnsafeBufferPointer { old in
        _ = buffer.initialize(from: old)
      }
      for offset in first..<count {
        let number = group(source[source.startIndex + offset]).map { names.number($0) } ?? -1
        buffer[offset] = Int32(truncatingIfNeeded: number)
      }
      initialized = count
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
