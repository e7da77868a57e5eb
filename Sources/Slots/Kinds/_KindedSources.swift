//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The kinds a feed has met, numbered, and the items of each: the
/// bookkeeping that `SlotCollection` and `SlotFeed` share.
///
/// Every kind of `table` has a source, at its identifier; a kind without
/// items holds an empty source. Whoever numbers kinds in `table` directly, as
/// translating rules does, calls `growToTable()` before reading `sources`.
///
/// Reads index `sources` without bounds checks in hot code (a feed's
/// subscript and iterator), so this type adds nothing to that path: the
/// feeds reach `sources` through accessors that yield it in place.
@usableFromInline
internal struct _KindedSources<Kind: Hashable, Source: _ItemStorage> {
  @usableFromInline internal typealias Element = Source.Element

  /// The kinds, numbered.
  @usableFromInline
  internal var table: _KindTable<Kind>

  /// The items of each kind, indexed by kind identifier.
  @usableFromInline
  internal var sources: [Source]

  /// No kinds and no items.
  @inlinable
  internal init() {
    table = _KindTable()
    sources = []
  }

  /// Makes room for `count` kinds in all.
  @inlinable
  internal mutating func reserveCapacity(_ count: Int) {
    table.reserveCapacity(count)
    sources.reserveCapacity(count)
  }

  /// Returns the identifier of `kind`, numbering it and giving it an empty
  /// source first if it is new.
  ///
  /// - Complexity: O(1) on average, hashing `kind`.
  @inlinable
  internal mutating func intern(_ kind: Kind) -> Int {
    let identifier = table.intern(kind)
    growToTable()
    return identifier
  }

  /// Numbers `kind` if it is new, and gives it `source` as its items.
  ///
  /// - Complexity: O(1) on average, hashing `kind`.
  @inlinable
  internal mutating func intern(_ kind: Kind, source: Source) {
    let identifier = table.intern(kind)
    if identifier == sources.count {
      sources.append(source)
    } else {
      growToTable()
      sources[identifier] = source
    }
  }

  /// Gives every kind of the table a source.
  @inlinable
  internal mutating func growToTable() {
    while sources.count < table.count { sources.append(Source()) }
  }

  /// The sources keyed by kind; kinds without items are left out.
  ///
  /// - Complexity: O(*k*), where *k* is the number of kinds; the items are
  ///   not copied.
  @inlinable
  internal var byKind: [Kind: [Element]] {
    var result: [Kind: [Element]] = [:]
    result.reserveCapacity(sources.count)
    for identifier in sources.indices where !sources[identifier].isEmpty {
      result[table.kinds[identifier]] = sources[identifier].elements
    }
    return result
  }

  /// A flag for each kind, by identifier: whether its source has items.
  ///
  /// - Complexity: O(*k*), where *k* is the number of kinds.
  @inlinable
  internal var kindsWithItems: [Bool] {
    sources.map { !$0.isEmpty }
  }

  /// Forgets the kinds whose flag in `keep` is `false` and their (empty)
  /// sources, if they outnumber the kinds kept; returns the new identifier
  /// of each old kind (`-1` for a forgotten one), or `nil` when it forgot
  /// nothing.
  ///
  /// Forgetting only when the unused kinds outnumber the used ones keeps the
  /// table within twice the kinds in use, at an amortized cost of O(1) a
  /// kind ever numbered. Whoever holds kind identifiers renumbers them with
  /// the result, and per-kind arrays with `_renumberKinds(by:)`.
  ///
  /// - Complexity: O(*k*), where *k* is the number of kinds, hashing the
  ///   kinds kept.
  @usableFromInline
  internal mutating func forgetKinds(keeping keep: [Bool]) -> [Int]? {
    let kept = keep.lazy.filter { $0 }.count
    guard keep.count - kept > kept else { return nil }
    let renumbering = table.forget(keeping: keep)
    sources._renumberKinds(by: renumbering)
    return renumbering
  }
}

extension _KindedSources: Sendable where Kind: Sendable, Source: Sendable {}
