//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
import Slots

extension Composition {
  /// Replaces every kind of `layout` that has no source and that only the
  /// pattern and the header name by the first of them.
  ///
  ///     // pattern [post, x, y, post, z], only post has a source
  ///     // gives    [post, x, x, post, x]
  ///
  /// A kind without a source never has an item, so every slot of such a
  /// kind does the same: the fallback fills it, or it blocks the rest of
  /// its pass, and ends the layout when no repeatable is left. A kind is
  /// told apart from the others only where the rules name it elsewhere: as
  /// a repeatable, which leaves the live repeatables once it runs out; as
  /// the fallback; at a fixed position; or in a placement. Those kinds are
  /// kept. So the feed is the same, in a collection or live, while the
  /// library holds one kind where a rules file may name millions, each a
  /// few bytes long.
  ///
  /// The pattern and the header are changed in place, and a kind only
  /// where it changes, so that a pattern of millions of slots is not
  /// copied: not when `layout` is its only holder, and not when it was
  /// merged before.
  ///
  /// - Parameters:
  ///   - layout: The rules, with kinds numbered.
  ///   - kindCount: The number of kinds numbered.
  ///   - sourceKinds: The kinds that have sources.
  /// - Complexity: O(*r*) for rules of size *r*.
  static func mergeSourcelessKinds(
    in layout: inout SlotLayout<Int>, kindCount: Int, sourceKinds: some Sequence<Int>
  ) {
    // One bit a kind: whether it must be kept as it is.
    var kept = [UInt64](repeating: 0, count: (kindCount + 63) / 64)
    func keep(_ kind: Int) { kept[kind >> 6] |= 1 << UInt64(kind & 63) }
    func isKept(_ kind: Int) -> Bool { kept[kind >> 6] & (1 << UInt64(kind & 63)) != 0 }
    for kind in sourceKinds { keep(kind) }
    for kind in layout.repeatables { keep(kind) }
    for kind in layout.fixed.values { keep(kind) }
    for placement in layout.placements { keep(placement.kind) }
    if let fallback = layout.fallback { keep(fallback) }

    var merged: Int? = nil
    func merge(_ kinds: inout [Int]) {
      for index in kinds.indices where !isKept(kinds[index]) {
        guard let merged else {
          merged = kinds[index]
          continue
        }
        if kinds[index] != merged { kinds[index] = merged }
      }
    }
    merge(&layout.header)
    merge(&layout.pattern)
  }

  /// Removes the rules of `layout` that name a kind without a source and
  /// that could never show an item of it: its repeatables outside the
  /// pattern, its fixed positions when the header, the pattern and the
  /// fallback do not lay it out, and its placements.
  ///
  ///     // pattern [post, x], repeatables [post, y], fixed [3: z, 5: x],
  ///     // placements [ad every 4, promo every 9]; post and ad have sources
  ///     // gives repeatables [post], fixed [5: x], placements [ad every 4]
  ///
  /// Only the repeatables in the pattern are live, so the others change
  /// nothing; a fixed position or a placement shows an item of its kind or
  /// nothing, and one that shows nothing holds no row and no gap. So the
  /// feed is the same, in a collection or live, while a rules file may
  /// name millions of these kinds, each a few bytes long, which the
  /// library would otherwise number and plan for. The fixed positions of
  /// laid-out kinds stay, so that `slots` still warns that a page leaves
  /// them out.
  ///
  /// - Parameters:
  ///   - layout: The rules, with kinds numbered.
  ///   - kindCount: The number of kinds numbered.
  ///   - sourceKinds: The kinds that have sources.
  /// - Complexity: O(*k* + *r*) for *k* kinds and rules of size *r*.
  static func removeSourcelessRules(
    in layout: inout SlotLayout<Int>, kindCount: Int, sourceKinds: some Sequence<Int>
  ) {
    var hasSource = [Bool](repeating: false, count: kindCount)
    for kind in sourceKinds { hasSource[kind] = true }
    var isLaidOut = [Bool](repeating: false, count: kindCount)
    if layout.repeatables.contains(where: { !hasSource[$0] }) {
      var inPattern = [Bool](repeating: false, count: kindCount)
      for kind in layout.pattern { inPattern[kind] = true }
      layout.repeatables = layout.repeatables.filter { hasSource[$0] || inPattern[$0] }
    }
    if layout.fixed.values.contains(where: { !hasSource[$0] }) {
      for kind in layout.header { isLaidOut[kind] = true }
      for kind in layout.pattern { isLaidOut[kind] = true }
      if let fallback = layout.fallback { isLaidOut[fallback] = true }
      layout.fixed = layout.fixed.filter { hasSource[$0.value] || isLaidOut[$0.value] }
    }
    if layout.placements.contains(where: { !hasSource[$0.kind] }) {
      layout.placements.removeAll { !hasSource[$0.kind] }
    }
  }
}
