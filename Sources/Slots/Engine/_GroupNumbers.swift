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
  /// The number of each group met.
  @usableFromInline internal var numbers: [String: Int] = [:]
  /// The groups met, by number.
  @usableFromInline internal var names: [String] = []
  /// The cache: for each slot, the bits of a string (two words), its
  /// number (`-1` for none) and the string itself.
  @usableFromInline internal var cachedBits: [UInt64] = []
  @usableFromInline internal var cachedNumbers: [Int] = []
  @usableFromInline internal var cachedValues: [String] = []

  /// The number of slots of the cache, a power of two.
  @inlinable internal static var cacheSize: Int { 256 }

  @inlinable
  internal init() {}

  /// The number of `group`, numbering it if it is new.
  @inlinable
  @inline(__always)
  internal mutating func number(_ group: String) -> Int {
    guard MemoryLayout<String>.size == 2 * MemoryLayout<UInt64>.size else {
      return numberByHashing(group)
    }
    let (low, high) = unsafeBitCast(group, to: (UInt64, UInt64).self)
    if cachedNumbers.isEmpty {
      cachedBits = Array(repeating: 0, count: 2 * Self.cacheSize)
      cachedNumbers = Array(repeating: -1, count: Self.cacheSize)
      cachedValues = Array(repeating: "", count: Self.cacheSize)
    }
    // The top bits of a multiplicative hash of both words pick a pair of
    // slots; a group may sit in either, so that two groups that pick the
    // same pair do not push each other out.
    let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)
    let first = Int(truncatingIfNeeded: mixed &>> 56) & ~1
    for slot in first...(first | 1)
    where cachedNumbers[slot] >= 0 && cachedBits[2 &* slot] == low
      && cachedBits[2 &* slot &+ 1] == high
    {
      return cachedNumbers[slot]
    }
    let number = numberByHashing(group)
    // The newcomer takes the pair's first slot, and the group it held
    // moves to the second.
    cachedBits[2 &* first &+ 2] = cachedBits[2 &* first]
    cachedBits[2 &* first &+ 3] = cachedBits[2 &* first &+ 1]
    cachedNumbers[first | 1] = cachedNumbers[first]
    cachedValues[first | 1] = cachedValues[first]
    cachedBits[2 &* first] = low
    cachedBits[2 &* first &+ 1] = high
    cachedNumbers[first] = number
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
