//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A ``SlotLayout`` translated to kind identifiers, with everything that does
/// not depend on the sources worked out once.
@usableFromInline
internal struct _LayoutRules: Sendable {
  /// The pattern, as kind identifiers.
  @usableFromInline
  internal var pattern: [Int]

  /// The header, as kind identifiers.
  @usableFromInline
  internal var header: [Int]

  /// The distinct kinds of the pattern that start out as live repeatables
  /// (empty while a fallback is set).
  @usableFromInline
  internal var repeatables: [Int]

  /// The fallback kind's identifier, or `-1` for none.
  @usableFromInline
  internal var fallback: Int

  /// The fixed entries that can ever apply (position at least zero, kind not in
  /// the pattern), in ascending order of position.
  @usableFromInline
  internal var fixed: [(position: Int, kind: Int)]

  /// The fixed entries that a live feed can ever apply (position at least
  /// zero, kind neither in the header, in the pattern nor the fallback), in
  /// ascending order of position: a live feed's kind is either laid out by
  /// the passes or pinned, never both.
  @usableFromInline
  internal var pinned: [(position: Int, kind: Int)]

  /// The number of distinct kinds the rules name (in the pattern, the
  /// header, the fallback or a fixed entry that can apply): the kinds that a
  /// feed must keep numbered while these rules hold, whether or not they
  /// have items.
  @usableFromInline
  internal var namedKindCount: Int

  /// The placements, as kind identifiers, in order of priority.
  @usableFromInline
  internal var placements: [_Placement]

  /// The index in `placements` of the placement of each kind identifier,
  /// or `-1`; kinds past the end are not placed.
  @usableFromInline
  internal var placementIndices: [Int]

  /// Rules that lay out nothing.
  @inlinable
  internal init() {
    pattern = []
    header = []
    repeatables = []
    fallback = -1
    fixed = []
    pinned = []
    namedKindCount = 0
    placements = []
    placementIndices = []
  }

  /// Translates `layout`, numbering its kinds in `table`.
  ///
  /// - Complexity: O(*r* log *r*), where *r* is the size of the rules.
  /// - Precondition: The layout's placements are valid: every field in its
  ///   range, and no placed kind named by the main rules or by another
  ///   placement.
  @inlinable
  internal init<Kind>(_ layout: SlotLayout<Kind>, table: inout _KindTable<Kind>) {
    if let problem = layout._placementProblem { preconditionFailure(problem) }
    pattern = layout.pattern.map { table.intern($0) }
    header = layout.header.map { table.intern($0) }
    fallback = layout.fallback.map { table.intern($0) } ?? -1
    // In order of position, so that kinds are numbered alike in every
    // process, whatever the dictionary's order.
    let candidates = layout.fixed.filter { $0.key >= 0 }.sorted { $0.key < $1.key }
      .map { (position: $0.key, kind: table.intern($0.value)) }
    // Identifiers are dense, so flags indexed by identifier stand in for sets.
    // `isNamed` holds the kinds of the pattern, then those of the passes
    // (the header and the fallback too), then every kind the rules name.
    var isNamed = Array(repeating: false, count: table.count)
    var namedKindCount = 0
    for identifier in pattern where !isNamed[identifier] {
      isNamed[identifier] = true  // each kind once
      namedKindCount += 1
    }
    repeatables = []
    if fallback < 0 && !layout.repeatables.isEmpty {
      var isRepeatable = Array(repeating: false, count: table.count)
      for kind in layout.repeatables {
        if let identifier = table.identifier(of: kind) { isRepeatable[identifier] = true }
      }
      for identifier in pattern where isRepeatable[identifier] {
        isRepeatable[identifier] = false  // each kind once
        repeatables.append(identifier)
      }
    }
    fixed = candidates.filter { !isNamed[$0.kind] }
    for identifier in header where !isNamed[identifier] {
      isNamed[identifier] = true
      namedKindCount += 1
    }
    if fallback >= 0 && !isNamed[fallback] {
      isNamed[fallback] = true
      namedKindCount += 1
    }
    pinned = fixed.filter { !isNamed[$0.kind] }
    for entry in fixed where !isNamed[entry.kind] {
      isNamed[entry.kind] = true
      namedKindCount += 1
    }
    placements = layout.placements.map { $0._replacingKind(with: table.intern($0.kind)) }
    // Valid placements name kinds that nothing else names.
    self.namedKindCount = namedKindCount + placements.count
    placementIndices = []
    indexPlacements()
  }

  /// Whether some placement keeps items of one group apart, so that laying
  /// the rows out needs the items' groups.
  @inlinable
  internal var separatesGroups: Bool {
    placements.contains { $0.separation > 0 }
  }

  /// The identifiers of the kinds whose placements keep items of one group
  /// apart: the kinds whose items' groups a feed numbers.
  @inlinable
  internal var separatedKinds: some Collection<Int> {
    placements.lazy.filter { $0.separation > 0 }.map { $0.kind }
  }

  /// Whether a placement keeps the items of the kind with identifier `kind`
  /// apart by group.
  @inlinable
  internal func separatesGroups(ofKind kind: Int) -> Bool {
    guard let index = placementIndex(ofKind: kind) else { return false }
    return placements[index].separation > 0
  }

  /// Returns the index of the placement of the kind with identifier `kind`,
  /// or `nil` when no placement places it.
  @inlinable
  internal func placementIndex(ofKind kind: Int) -> Int? {
    guard kind < placementIndices.count else { return nil }
    let index = placementIndices[kind]
    return index < 0 ? nil : index
  }

  /// Fills `placementIndices` from `placements`.
  @inlinable
  internal mutating func indexPlacements() {
    let end = (placements.map(\.kind).max() ?? -1) + 1
    placementIndices = Array(repeating: -1, count: end)
    for (index, placement) in placements.enumerated() { placementIndices[placement.kind] = index }
  }

  /// Sets the flag of every kind the rules name.
  ///
  /// - Complexity: O(*r*), where *r* is the size of the rules.
  @usableFromInline
  internal func markNamedKinds(in flags: inout [Bool]) {
    for identifier in pattern { flags[identifier] = true }
    for identifier in header { flags[identifier] = true }
    for entry in fixed { flags[entry.kind] = true }
    if fallback >= 0 { flags[fallback] = true }
    for placement in placements { flags[placement.kind] = true }
  }

  /// Renames every kind identifier `k` of the rules `newIdentifiers[k]`, after
  /// the kind table forgot kinds that the rules do not name.
  ///
  /// - Complexity: O(*r*), where *r* is the size of the rules.
  @usableFromInline
  internal mutating func renumber(_ newIdentifiers: [Int]) {
    pattern = pattern.map { newIdentifiers[$0] }
    header = header.map { newIdentifiers[$0] }
    repeatables = repeatables.map { newIdentifiers[$0] }
    if fallback >= 0 { fallback = newIdentifiers[fallback] }
    fixed = fixed.map { ($0.position, newIdentifiers[$0.kind]) }
    pinned = pinned.map { ($0.position, newIdentifiers[$0.kind]) }
    for index in placements.indices {
      placements[index].kind = newIdentifiers[placements[index].kind]
    }
    indexPlacements()
  }
}

extension _LayoutRules {
  /// A placement, with its kind as an identifier.
  @usableFromInline
  internal typealias _Placement = SlotPlacement<Int>
}
