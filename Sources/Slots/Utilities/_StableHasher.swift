//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A 64-bit FNV-1a hash over bytes: the same value for the same bytes in
/// every process and on every platform, unlike Swift's `Hasher`, whose seed
/// changes from one run to the next. Not a defence against a forger: a
/// check that two values written apart describe the same thing.
@usableFromInline
internal struct _StableHasher: Sendable {
  /// The hash of the bytes so far.
  @usableFromInline internal private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  @inlinable
  internal init() {}

  /// Adds one byte.
  @inlinable
  internal mutating func combine(byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
  }

  /// Adds an integer as its eight bytes, least significant first, so that
  /// the bytes do not depend on the platform's byte order.
  @inlinable
  internal mutating func combine(_ integer: Int) {
    var bits = UInt64(bitPattern: Int64(integer))
    for _ in 0..<8 {
      combine(byte: UInt8(truncatingIfNeeded: bits))
      bits >>= 8
    }
  }

  /// Adds a list as its length, then its elements.
  @inlinable
  internal mutating func combine(_ list: [Int]) {
    combine(list.count)
    for element in list { combine(element) }
  }
}
