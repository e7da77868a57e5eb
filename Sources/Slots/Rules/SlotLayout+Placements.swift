//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotLayout {
  /// What makes the layout's placements invalid, naming the field; `nil`
  /// when they are valid.
  ///
  /// Placements are invalid when a field is out of its range, or when a
  /// placed kind is named by the main rules (`header`, `pattern`,
  /// `repeatables`, `fixed`, `fallback`) or by another placement.
  ///
  /// - Complexity: O(*r*) on average, where *r* is the size of the rules.
  @inlinable
  internal var _placementProblem: String? {
    guard !placements.isEmpty else { return nil }
    var named = Set(pattern)
    named.formUnion(header)
    named.formUnion(repeatables)
    named.formUnion(fixed.values)
    if let fallback { named.insert(fallback) }
    for (index, placement) in placements.enumerated() {
      do throws(SlotPlacementError) {
        try placement._check()
      } catch {
        return "placements[\(index)]: SlotPlacement.\(error)"
      }
      guard named.insert(placement.kind).inserted else {
        return "placements[\(index)].kind \(String(reflecting: placement.kind)) is named "
          + "by the main rules or by another placement"
      }
    }
    return nil
  }
}
