//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

extension SlotsCommand {
  /// The first placement whose kind another rule names, with what that
  /// rule does, as a message says it ("the pattern names it too",
  /// "placement 0 places it too", …); `nil` when no placed kind is named
  /// twice.
  ///
  /// A kind is laid out by the main rules (`header`, `pattern`,
  /// `repeatables`, `fixed`, `fallback`) or by one placement, never both:
  /// the library stops on such a layout, so the tool checks it first.
  static func placementConflict(in layout: SlotLayout<Int>) -> (index: Int, rule: String)? {
    guard !layout.placements.isEmpty else { return nil }
    // Only the placed kinds are looked up: the main rules may name
    // millions of kinds.
    var firstPlacement: [Int: Int] = [:]
    for (index, placement) in layout.placements.enumerated().reversed() {
      firstPlacement[placement.kind] = index
    }
    var rules: [Int: String] = [:]
    func note(_ kind: Int, _ rule: String) {
      if firstPlacement[kind] != nil { rules[kind] = rule }
    }
    if let fallback = layout.fallback { note(fallback, "the default names it too") }
    for kind in layout.fixed.values { note(kind, "fixed names it too") }
    for kind in layout.repeatables { note(kind, "repeatables names it too") }
    for kind in layout.header { note(kind, "the header names it too") }
    for kind in layout.pattern { note(kind, "the pattern names it too") }
    for (index, placement) in layout.placements.enumerated() {
      if let rule = rules[placement.kind] { return (index, rule) }
      let first = firstPlacement[placement.kind]!
      if first < index { return (index, "placement \(first) places it too") }
    }
    return nil
  }

  /// Warnings for groups that change nothing: `--group` of a kind that no
  /// placement separates (its items' fields are not read), and a placement
  /// with a separation whose kind has no `--group` (its items have no
  /// group, so the separation holds none back).
  static func groupWarnings(
    _ groups: [Arguments.Group], layout: SlotLayout<Int>, kinds: KindTable
  ) -> [String] {
    var warnings: [String] = []
    let grouped = Set(groups.map(\.kind))
    var separated: Set<ByteString> = []
    for placement in layout.placements where placement.separation > 0 {
      let kind = kinds.name(of: placement.kind)
      separated.insert(kind)
      if !grouped.contains(kind) {
        warnings.append(
          "warning: kind '\(kind)' is placed with separation \(placement.separation), but its "
            + "items have no group; give one with --group \(kind)=<field>")
      }
    }
    for group in groups where !separated.contains(group.kind) {
      warnings.append(
        "warning: '--group \(group.kind)=\(group.field)' changes nothing: no placement of "
          + "kind '\(group.kind)' has a separation, so its items' groups are not read")
    }
    return warnings
  }
}
