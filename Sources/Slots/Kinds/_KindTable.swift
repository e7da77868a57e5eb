//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Numbers the kinds a feed has met, so that the engine works on small
/// integers instead of hashing kinds on every read.
///
/// Identifiers are dense (`0..<count`). They change only when the table
/// forgets kinds (`forget(keeping:)`), which renumbers the kinds it keeps in
/// the same order; whoever holds identifiers then renumbers them too.
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

  /// Forgets the kinds whose flag in `keep` is `false`, and returns the new
  /// identifier of each old one, or `-1` for a forgotten kind. The kinds
  /// kept keep their order.
  ///
  /// - Complexity: O(*k*), where *k* is the number of kinds, hashing the
  ///   kinds kept.
  @usableFromInline
  internal mutating func forget(keeping keep: [Bool]) -> [Int] {
    var renumbering = Array(repeating: -1, count: kinds.count)
    var kept: [Kind] = []
    kept.reserveCapacity(keep.lazy.filter { $0 }.count)
    var keptIdentifiers: [Kind: Int] = [:]
    keptIdentifiers.reserveCapacity(kept.capacity)
    for (identifier, kind) in kinds.enumerated() where keep[identifier] {
      renumbering[identifier] = kept.count
      keptIdentifiers[kind] = kept.count
      kept.append(kind)
    }
    kinds = kept
    identifiers = keptIdentifiers
    return renumbering
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
