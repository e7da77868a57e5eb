//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
import Slots

/// The names of the kinds of a feed, numbered in the order they were first
/// named.
///
/// `slots` lays its feed out over kind numbers, so that looking a position
/// up hashes no names, and so that a pattern of a million slots, read from a
/// rules file, takes a number a slot rather than a name a slot.
///
///     var kinds = KindTable()
///     kinds.number(for: "post")  // 0
///     kinds.number(for: "ad")    // 1
///     kinds.number(for: "post")  // 0
///     Array(kinds.names)         // ["post", "ad"]
///
/// A rules file may name millions of kinds, each a few bytes long, so the
/// table keeps no allocation a name: the names' bytes follow one another in
/// one buffer, and each number keeps where its name ends. An open-addressed
/// hash table of numbers finds a name's number. A kind thus takes its
/// bytes, 4 bytes for its end and at most 8 bytes of hash table, instead of
/// a heap object and a dictionary entry.
struct KindTable {
  /// The bytes of the names, one after another.
  private var bytes: [UInt8] = []
  /// Where each name ends in ``bytes``, by number; a name starts where the
  /// one before it ends.
  private var ends: [UInt32] = []
  /// The hash table: each slot holds a number plus one, or 0 when empty.
  /// Its size is a power of two, and it is at most three quarters full.
  private var slots: [UInt32] = []

  /// Creates an empty table.
  init() {}

  /// The number of kinds.
  var count: Int { ends.count }

  /// The names, by number.
  var names: Names { Names(table: self) }

  /// The name of the kind numbered `number`.
  ///
  /// - Complexity: O(*n*) for a name of *n* bytes.
  func name(of number: Int) -> ByteString {
    ByteString(bytes[range(of: number)])
  }

  /// The number of the kind named `name`, which is numbered now when the
  /// table does not have it yet.
  ///
  /// - Complexity: O(*n*) for a name of *n* bytes, amortized.
  mutating func number(for name: ByteString) -> Int {
    let hash = Self.hash(name.bytes[...])
    if let number = lookUp(name.bytes[...], hash: hash) { return number }
    precondition(
      bytes.count + name.bytes.count <= Int(UInt32.max) && count < Int(UInt32.max) - 1,
      "Kind names larger than 4 GiB")
    if (count + 1) * 4 > slots.count * 3 { grow() }
    bytes.append(contentsOf: name.bytes)
    ends.append(UInt32(bytes.count))
    insert(count - 1, hash: hash)
    return count - 1
  }

  /// The number of the kind named `name`, or `nil` when the table does not
  /// have it.
  ///
  /// - Complexity: O(*n*) for a name of *n* bytes, on average.
  func number(of name: ByteString) -> Int? {
    lookUp(name.bytes[...], hash: Self.hash(name.bytes[...]))
  }

  /// The kinds of `layout`, numbered by this table, by name.
  ///
  /// A kind named again and again shares one copy of its name.
  func named(_ layout: SlotLayout<Int>) -> SlotLayout<ByteString> {
    var copies: [Int: ByteString] = [:]
    func name(_ number: Int) -> ByteString {
      if let copy = copies[number] { return copy }
      let copy = self.name(of: number)
      copies[number] = copy
      return copy
    }
    return SlotLayout(
      pattern: layout.pattern.map(name), header: layout.header.map(name),
      repeatables: Set(layout.repeatables.map(name)), fixed: layout.fixed.mapValues(name),
      fallback: layout.fallback.map(name),
      placements: layout.placements.map { $0._replacingKind(with: name($0.kind)) })
  }

  /// The numbers of the kinds named by `layout`, which are numbered now when
  /// the table does not have them yet.
  mutating func numbered(_ layout: SlotLayout<ByteString>) -> SlotLayout<Int> {
    SlotLayout(
      pattern: layout.pattern.map { number(for: $0) },
      header: layout.header.map { number(for: $0) },
      repeatables: Set(layout.repeatables.map { number(for: $0) }),
      fixed: layout.fixed.mapValues { number(for: $0) },
      fallback: layout.fallback.map { number(for: $0) },
      placements: layout.placements.map { $0._replacingKind(with: number(for: $0.kind)) })
  }

  /// Where the name numbered `number` is in ``bytes``.
  private func range(of number: Int) -> Range<Int> {
    (number == 0 ? 0 : Int(ends[number - 1]))..<Int(ends[number])
  }

  /// The number of the kind named `name`, whose hash is `hash`.
  private func lookUp(_ name: ArraySlice<UInt8>, hash: UInt64) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let number = Int(slots[slot]) - 1
      if bytes[range(of: number)].elementsEqual(name) { return number }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Puts `number` in the first empty slot from its hash's.
  private mutating func insert(_ number: Int, hash: UInt64) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = UInt32(number + 1)
  }

  /// Doubles the hash table, and puts every number in it again.
  private mutating func grow() {
    slots = [UInt32](repeating: 0, count: max(16, slots.count * 2))
    for number in 0..<count {
      insert(number, hash: Self.hash(bytes[range(of: number)]))
    }
  }

  /// The 64-bit FNV-1a hash of `name`, with its bits mixed so that the low
  /// ones, which pick the slot, depend on all of them.
  private static func hash(_ name: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    hash ^= hash >> 32
    hash = hash &* 0xd6e8_feb8_6659_fd93
    return hash ^ (hash >> 32)
  }
}

extension KindTable {
  /// The names of a table's kinds, by number.
  struct Names: RandomAccessCollection {
    /// The table.
    let table: KindTable

    var startIndex: Int { 0 }
    var endIndex: Int { table.count }

    subscript(number: Int) -> ByteString {
      precondition(number >= 0 && number < table.count, "Kind number out of range")
      return table.name(of: number)
    }
  }
}
