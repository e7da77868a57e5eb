//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Numbers groups (``SlotGrouping/slotGroup`` values) in the order it meets
/// them, so that placements compare small integers instead of strings: a
/// collection's groups as its items arrive (`_GroupTable`), a live feed's
/// as its walk meets them.
///
/// Most groups are ones met a moment ago: a few advertisers over hundreds
/// of thousands of ads. Hashing each `String` into a dictionary cost more
/// than the rest of the walk, so a small cache goes first: it maps the bits
/// of a `String` value to the group's number (two slots for each hash, so
/// that two groups with one hash can both stay), and keeps that value
/// alive, so that no other string can take its storage (and its bits)
/// while it is cached. Equal bits are then equal strings — a small
/// string's bits are its contents, a large one's name its storage — and a
/// group that comes back as the same value costs a multiplication and a
/// few comparisons. Anything else, and platforms where a `String` is not
/// two words, goes to the dictionary.
@usableFromInline
internal struct _GroupNumbers: Sendable {
  /// One slot of the cache: the bits of a string (two words) and its
  /// number, `-1` for none.
  @usableFromInline
  internal struct _Slot: Sendable {
    @usableFromInline internal var low: UInt64
    @usableFromInline internal var high: UInt64
    @usableFromInline internal var number: Int

    @inlinable
    internal init(low: UInt64, high: UInt64, number: Int) {
      self.low = low
      self.high = high
      self.number = number
    }
  }

  /// The number of each group met.
  @usableFromInline internal var numbers: [String: Int] = [:]
  /// The groups met, by number.
  @usableFromInline internal var names: [String] = []
  /// The cache, and the strings its slots hold, kept alive.
  @usableFromInline internal var cachedSlots: [_Slot] = []
  @usableFromInline internal var cachedValues: [String] = []

  /// The number of slots of the cache, a power of two.
  @inlinable internal static var cacheSize: Int { 256 }

  @inlinable
  internal init() {}

  /// The number of `group`, numbering it if it is new.
  @inlinable
  @inline(__always)
  internal mutating func number(_ group: String) -> Int {
    guard MemoryLayout<String>.size == 2 * MemoryLayout<UInt64>.size, !cachedSlots.isEmpty
    else {
      return numberMissingTheCache(group)
    }
    let (low, high) = unsafeBitCast(group, to: (UInt64, UInt64).self)
    // The top bits of a multiplicative hash of both words pick a pair of
    // slots; a group may sit in either, so that two groups that pick the
    // same pair do not push each other out.
    let first = Self.firstSlot(low: low, high: high)
    let hit = cachedSlots.withUnsafeBufferPointer { slots -> Int in
      let (one, other) = (slots[first], slots[first | 1])
      if one.low == low && one.high == high && one.number >= 0 { return one.number }
      if other.low == low && other.high == high && other.number >= 0 { return other.number }
      return -1
    }
    return hit >= 0 ? hit : numberMissingTheCache(group)
  }

  /// The first of the pair of slots of the string with bits `low, high`.
  @inlinable
  @inline(__always)
  internal static func firstSlot(low: UInt64, high: UInt64) -> Int {
    let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)
    return Int(truncatingIfNeeded: mixed &>> 56) & ~1
  }

  /// The number of `group`, which the cache does not hold: from the
  /// dictionary, numbering it if it is new; the cache then holds it.
  @inlinable
  @inline(never)
  internal mutating func numberMissingTheCache(_ group: String) -> Int {
    let number = numberByHashing(group)
    guard MemoryLayout<String>.size == 2 * MemoryLayout<UInt64>.size else { return number }
    if cachedSlots.isEmpty {
      cachedSlots = Array(
        repeating: _Slot(low: 0, high: 0, number: -1), count: Self.cacheSize)
      cachedValues = Array(repeating: "", count: Self.cacheSize)
    }
    let (low, high) = unsafeBitCast(group, to: (UInt64, UInt64).self)
    // The newcomer takes the pair's first slot, and the group it held
    // moves to the second.
    let first = Self.firstSlot(low: low, high: high)
    cachedSlots[first | 1] = cachedSlots[first]
    cachedValues[first | 1] = cachedValues[first]
    cachedSlots[first] = _Slot(low: low, high: high, number: number)
    cachedValues[first] = group
    return number
  }

  /// The number of `group` from the dictionary, numbering it if it is new.
  @inlinable
  internal mutating func numberByHashing(_ group: String) -> Int {
    if let known = numbers[group] { return known }
    numbers[group] = names.count
    names.append(group)
    return names.count - 1
  }
}
