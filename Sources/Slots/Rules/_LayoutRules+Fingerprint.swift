//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _LayoutRules {
  /// A 64-bit hash of what a live feed lays out by these rules, the same in
  /// every process and on every platform: the structure of the rules, with
  /// each kind written as its place in ``kinds``, so that it needs nothing
  /// of the kinds but their order. Rules that lay a feed out alike over the
  /// same ``kinds`` have the same fingerprint, whatever the identifiers of
  /// the kind table.
  ///
  /// The bytes hashed: a format byte, then the header, the pattern, the
  /// repeatables that count (in pattern order), the fallback (or -1), the
  /// pinned positions and kinds (by position), each placement's kind,
  /// `every`, `first`, limit (`Int.max` for none) and separation, and then,
  /// for each later field of `SlotPlacementError.Field` (`rows`) that some
  /// placement gives a value other than its default, that field of each
  /// placement; each list preceded by its length and each integer as eight
  /// little-endian bytes. Rules without listed rows hash as they did
  /// before rows existed.
  ///
  /// - Complexity: O(*r*), where *r* is the size of the rules.
  @inlinable
  internal var fingerprint: UInt64 {
    let order = kinds
    var ordinal = Array(repeating: -1, count: (order.max() ?? -1) + 1)
    for (place, identifier) in order.enumerated() { ordinal[identifier] = place }
    var hasher = _StableHasher()
    // Each list as its length, then its ordinals; not mapped to an array
    // first, which would copy a pattern of millions of slots.
    func combineOrdinals(_ identifiers: [Int]) {
      hasher.combine(identifiers.count)
      for identifier in identifiers { hasher.combine(ordinal[identifier]) }
    }
    // A field's value: a number, `Int.max` for none, a list as its length
    // then its values.
    func combine(_ value: SlotPlacementError.Field._Value?) {
      switch value {
      case .number(let number): hasher.combine(number)
      case nil: hasher.combine(Int.max)
      case .list(let values):
        hasher.combine(values.count)
        for value in values { hasher.combine(value) }
      }
    }
    hasher.combine(byte: 1)
    combineOrdinals(header)
    combineOrdinals(pattern)
    combineOrdinals(repeatables)
    hasher.combine(fallback >= 0 ? ordinal[fallback] : -1)
    hasher.combine(pinned.count)
    for entry in pinned {
      hasher.combine(entry.position)
      hasher.combine(ordinal[entry.kind])
    }
    hasher.combine(placements.count)
    for placement in placements {
      hasher.combine(ordinal[placement.kind])
      for field in SlotPlacementError.Field.allCases where field._isOfFirstFormat {
        combine(placement[field: field])
      }
    }
    // A field added since is hashed only when some placement gives it a
    // value other than its default, after the fields before it; every list
    // before is preceded by its length, so these bytes cannot make the
    // bytes of rules that leave it out, which hash as they did before it
    // existed.
    for field in SlotPlacementError.Field.allCases
    where !field._isOfFirstFormat && placements.contains(where: { !$0._hasDefault(field) }) {
      for placement in placements { combine(placement[field: field]) }
    }
    return hasher.value
  }
}
