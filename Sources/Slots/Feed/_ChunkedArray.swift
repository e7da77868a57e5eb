//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// An array of elements kept in fixed-size chunks, so that a write to a
/// copy copies only the chunk it touches and the short arrays that lead to
/// it, never the whole array.
///
/// A plain `Array` shares its buffer between copies and copies all of it on
/// the first write to either: O(*n*) for a single append to a copy of a
/// million-element array. Here the elements live in chunks of
/// `chunkSize` elements, each its own array; the chunks live in groups of
/// `groupSize` chunks, each its own array too; and the groups in one outer
/// array. After a copy, a write copies the outer array (one reference a
/// group), one group (one reference a chunk) and one chunk:
/// O(*n* / (`chunkSize` × `groupSize`) + `groupSize` + `chunkSize`): with
/// chunks of 1,024 elements in groups of 64, a million elements make 16
/// groups, and the outer array outgrows a group only past 4 million.
/// Without a copy, writes change the chunks in place, as `Array` does.
///
/// Every chunk but the last is full, and every group but the last, so an
/// offset splits into a group, a chunk and a place by shifts and masks.
@usableFromInline
internal struct _ChunkedArray<Element> {
  /// The chunks, in groups of `groupSize`.
  @usableFromInline internal var groups: [[[Element]]]
  /// The number of elements.
  @usableFromInline internal var count: Int

  /// The base-2 logarithm of the number of elements a chunk holds.
  @inlinable
  internal static var chunkShift: Int { 10 }
  /// The base-2 logarithm of the number of chunks a group holds.
  @inlinable
  internal static var groupShift: Int { 6 }
  /// The number of elements a full chunk holds.
  @inlinable
  internal static var chunkSize: Int { 1 << chunkShift }
  /// The number of chunks a full group holds.
  @inlinable
  internal static var groupSize: Int { 1 << groupShift }

  /// An empty array.
  @inlinable
  internal init() {
    groups = []
    count = 0
  }

  /// An array of the elements of `elements`, in order.
  @inlinable
  internal init<Elements: Sequence>(_ elements: Elements) where Elements.Element == Element {
    self.init()
    append(contentsOf: elements)
  }

  /// An array of the elements of `elements`, in order: when they fit in
  /// one chunk, with no room beyond it, `elements` is that chunk, not
  /// copied.
  @inlinable
  internal init(_ elements: [Element]) {
    self.init()
    guard !elements.isEmpty, elements.capacity <= Self.chunkSize else {
      append(contentsOf: elements)
      return
    }
    groups = [[elements]]
    count = elements.count
  }

  /// Splits an offset into its group, its chunk in the group and its place
  /// in the chunk.
  @inlinable
  @inline(__always)
  internal static func split(_ offset: Int) -> (group: Int, chunk: Int, place: Int) {
    (
      offset &>> (chunkShift + groupShift), (offset &>> chunkShift) & (groupSize - 1),
      offset & (chunkSize - 1)
    )
  }

  /// Adds an element at the end.
  ///
  /// - Complexity: O(1) amortized; after a copy, O(`groupSize` +
  ///   `chunkSize`) for the first write to the last chunk.
  @inlinable
  internal mutating func append(_ element: Element) {
    append(contentsOf: CollectionOfOne(element))
  }

  /// Adds the elements of `elements` at the end, in order.
  ///
  /// A chunk grows by doubling from 16 elements up to `chunkSize` exactly,
  /// so that a full chunk holds no spare room.
  ///
  /// - Complexity: O(*m*) amortized, where *m* is the number of elements
  ///   added; after a copy, plus O(`groupSize` + `chunkSize`) for the first
  ///   write to the last chunk.
  @inlinable
  internal mutating func append<Elements: Sequence>(
    contentsOf elements: Elements
  ) where Elements.Element == Element {
    // The elements still to come, as far as the sequence tells: a chunk is
    // first made as large as they need (a kind of one item costs one
    // element), then grows by doubling.
    var expected = elements.underestimatedCount
    var iterator = elements.makeIterator()
    var next = iterator.next()
    while next != nil {
      let (group, chunk, _) = Self.split(count)
      if group == groups.count { groups.append([]) }
      if chunk == groups[group].count { groups[group].append([]) }
      // Filled out of the tree, so that it stays unshared.
      var filling: [Element] = []
      swap(&filling, &groups[group][chunk])
      while let element = next, filling.count < Self.chunkSize {
        if filling.count == filling.capacity {
          let wanted = Swift.max(2 * filling.count, filling.count + expected, 1)
          filling.reserveCapacity(Swift.min(Self.chunkSize, wanted))
        }
        filling.append(element)
        count += 1
        expected -= 1
        next = iterator.next()
      }
      swap(&filling, &groups[group][chunk])
    }
  }

  /// Removes the element at `offset`, a valid offset, moves every element
  /// after it one place down, and returns it.
  ///
  /// - Complexity: O(*m* + `chunkSize`), where *m* is the number of
  ///   elements after `offset`; after a copy, only the chunks from
  ///   `offset`'s on are copied.
  @inlinable
  @discardableResult
  internal mutating func remove(at offset: Int) -> Element {
    let removed = self[offset]
    var position = offset
    while true {
      let (group, chunk, place) = Self.split(position)
      // Each chunk loses one place and takes the next chunk's first
      // element, worked on out of the tree so that it stays unshared.
      var elements: [Element] = []
      swap(&elements, &groups[group][chunk])
      elements.remove(at: place)
      let next = (position | (Self.chunkSize - 1)) + 1
      if next < count { elements.append(self[next]) }
      swap(&elements, &groups[group][chunk])
      guard next < count else { break }
      position = next
    }
    count -= 1
    // Drop the chunk and the group that the last place leaves empty.
    if let last = groups.last?.last, last.isEmpty { groups[groups.count - 1].removeLast() }
    if let last = groups.last, last.isEmpty { groups.removeLast() }
    return removed
  }

  /// Removes the elements at `offsets`, which are valid, ascending and
  /// without repeats, keeping the order of the others.
  ///
  /// - Complexity: O(*m* + `chunkSize`), where *m* is the number of
  ///   elements from the first offset on; after a copy, only the chunks from
  ///   the first offset's on are copied.
  @inlinable
  internal mutating func _removeItems(atSortedOffsets offsets: [Int]) {
    guard let first = offsets.first else { return }
    var kept: [Element] = []
    kept.reserveCapacity(count - first - offsets.count)
    var next = 0
    for offset in first..<count {
      if next < offsets.count && offsets[next] == offset {
        next += 1
      } else {
        kept.append(self[offset])
      }
    }
    _truncate(to: first)
    append(contentsOf: kept)
  }

  /// Removes the elements from offset `newCount` on, where `newCount` is at
  /// most `count`.
  ///
  /// - Complexity: O(`chunkSize` + `groupSize`) at most, plus the
  ///   elements removed.
  @inlinable
  internal mutating func _truncate(to newCount: Int) {
    guard newCount < count else { return }
    let (group, chunk, place) = Self.split(newCount)
    groups.removeSubrange((group + 1)...)
    groups[group].removeSubrange((chunk + 1)...)
    groups[group][chunk].removeSubrange(place...)
    count = newCount
    // Keep no empty chunk or group at the end.
    if place == 0 { groups[group].removeLast() }
    if groups[group].isEmpty { groups.removeLast() }
  }

  /// The elements, in a plain array.
  ///
  /// - Complexity: O(1) when they fit in one chunk, which is then the
  ///   array; O(*n*) otherwise.
  @inlinable
  internal var elements: [Element] {
    if groups.count == 1 && groups[0].count == 1 { return groups[0][0] }
    var result: [Element] = []
    result.reserveCapacity(count)
    for group in groups {
      for chunk in group { result.append(contentsOf: chunk) }
    }
    return result
  }
}

extension _ChunkedArray: RandomAccessCollection, MutableCollection {
  @usableFromInline internal typealias Index = Int
  @usableFromInline internal typealias Indices = Range<Int>

  @inlinable
  internal var startIndex: Int { 0 }

  @inlinable
  internal var endIndex: Int { count }

  @inlinable
  internal var isEmpty: Bool { count == 0 }

  @inlinable
  internal subscript(offset: Int) -> Element {
    @inline(__always)
    get {
      precondition(offset >= 0 && offset < count, "Index out of range")
      let (group, chunk, place) = Self.split(offset)
      return groups[group][chunk][place]
    }
    _modify {
      precondition(offset >= 0 && offset < count, "Index out of range")
      let (group, chunk, place) = Self.split(offset)
      yield &groups[group][chunk][place]
    }
  }

  @inlinable
  internal func makeIterator() -> Iterator {
    Iterator(groups: groups)
  }

  /// Walks the chunks in order, an element at a time.
  @usableFromInline
  internal struct Iterator: IteratorProtocol {
    @usableFromInline internal let groups: [[[Element]]]
    @usableFromInline internal var group = 0
    @usableFromInline internal var chunk = 0
    @usableFromInline internal var place = 0

    @inlinable
    internal init(groups: [[[Element]]]) {
      self.groups = groups
    }

    @inlinable
    internal mutating func next() -> Element? {
      while group < groups.count {
        let chunks = groups[group]
        if chunk < chunks.count {
          let elements = chunks[chunk]
          if place < elements.count {
            defer { place += 1 }
            return elements[place]
          }
          chunk += 1
          place = 0
        } else {
          group += 1
          chunk = 0
        }
      }
      return nil
    }
  }
}

extension _ChunkedArray: Sendable where Element: Sendable {}
extension _ChunkedArray.Iterator: Sendable where Element: Sendable {}

// A live feed's sources: a write to a copy must not copy every item.
extension _ChunkedArray: _ItemStorage {}
