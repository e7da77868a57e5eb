//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Numbers the kinds a feed has met, so that the engine works on small
/// integers instead of hashing kinds on every read.
///
/// Identifiers are dense (`0..<count`) and never change once given out, so the
/// table only grows.
@usableFromInline
internal struct _KindTable<Kind: Hashable> {
  /// The kinds, indexed by identifier.
  @usableFromInline
  internal var kinds: [Kind] = []

  /// The identifier of each kind.
  @usableFromInline
  internal var identifiers: [Kind: Int] = [:]

  @inlinable
  internal init() {}

  /// The number of kinds in the table.
  @inlinable
  internal var count: Int { kinds.count }

  /// Returns the identifier of `kind`, or `nil` when the table has not met it.
  @inlinable
  internal func identifier(of kind: Kind) -> Int? {
    identifiers[kind]
  }

  /// Makes room for `count` kinds in all, so that numbering them does not
  /// grow the storage again and again.
  @inlinable
  internal mutating func reserveCapacity(_ count: Int) {
    kinds.reserveCapacity(count)
    identifiers.reserveCapacity(count)
  }

  /// Returns the identifier of `kind`, numbering it first if it is new.
  @inlinable
  internal mutating func intern(_ kind: Kind) -> Int {
    if let known = identifiers[kind] { return known }
    let identifier = kinds.count
    kinds.append(kind)
    identifiers[kind] = identifier
    return identifier
  }
}

extension _KindTable: Sendable where Kind: Sendable {}
