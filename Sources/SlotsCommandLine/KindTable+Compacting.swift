//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
import Slots

extension KindTable {
  /// Forgets the kinds that neither `layout` nor `kept` names, and numbers
  /// the others anew, in the same order; renumbers `layout` to match.
  ///
  ///     // kinds [post, x, ad, y], pattern [post, ad], kept [3]
  ///     // gives kinds [post, ad, y], pattern [0, 1]
  ///
  /// Once ``Composition/mergeSourcelessKinds(in:kindCount:sourceKinds:)``
  /// has merged them, the names of millions of kinds read from a rules
  /// file are no longer needed: forgetting them frees their memory before
  /// the feed is laid out.
  ///
  /// - Parameters:
  ///   - layout: The rules, with kinds numbered by this table.
  ///   - kept: Other kinds to keep, such as those with sources.
  /// - Returns: The new number of each old number; -1 for a kind forgotten.
  /// - Complexity: O(*k* + *r*) for *k* kinds and rules of size *r*.
  @discardableResult
  mutating func forgetKinds(
    notIn layout: inout SlotLayout<Int>, keeping kept: some Sequence<Int>
  ) -> [Int32] {
    var renumbering = [Int32](repeating: -1, count: count)
    for kind in kept { renumbering[kind] = 0 }
    for kind in layout.pattern { renumbering[kind] = 0 }
    for kind in layout.header { renumbering[kind] = 0 }
    for kind in layout.repeatables { renumbering[kind] = 0 }
    for kind in layout.fixed.values { renumbering[kind] = 0 }
    for placement in layout.placements { renumbering[placement.kind] = 0 }
    if let fallback = layout.fallback { renumbering[fallback] = 0 }
    guard renumbering.contains(-1) else {
      for number in renumbering.indices { renumbering[number] = Int32(number) }
      return renumbering
    }

    var table = KindTable()
    for number in renumbering.indices where renumbering[number] == 0 {
      renumbering[number] = Int32(table.number(for: name(of: number)))
    }
    self = table
    func renumbered(_ kind: Int) -> Int { Int(renumbering[kind]) }
    for index in layout.pattern.indices {
      layout.pattern[index] = renumbered(layout.pattern[index])
    }
    for index in layout.header.indices { layout.header[index] = renumbered(layout.header[index]) }
    layout.repeatables = Set(layout.repeatables.map(renumbered))
    layout.fixed = layout.fixed.mapValues(renumbered)
    layout.fallback = layout.fallback.map(renumbered)
    layout.placements = layout.placements.map { $0._replacingKind(with: renumbered($0.kind)) }
    return renumbering
  }
}
