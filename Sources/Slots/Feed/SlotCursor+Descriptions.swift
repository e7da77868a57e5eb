//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCursor: CustomStringConvertible {
  /// A textual representation of the cursor: the rule position, the offsets
  /// and the pass in progress, with kinds in the order of their
  /// descriptions; with placements, the rule row, whether the gap is closed
  /// and the state of each placed kind.
  ///
  ///     // SlotCursor(rulePosition: 9, offsets: [ad: 1, post: 8], pattern slot 2, blocked, live: [post])
  ///
  /// - Complexity: O(*k* log *k*), where *k* is the number of kinds the
  ///   cursor names.
  public var description: String {
    let offsets = SlotLayout<Kind>()._ordered(_offsets.keys).map { "\($0): \(_offsets[$0]!)" }
    var parts = [
      "rulePosition: \(rulePosition)", "offsets: [\(offsets.joined(separator: ", "))]",
      "\(_inHeader ? "header" : "pattern") slot \(_slot)",
    ]
    if _blocked { parts.append("blocked") }
    if !_live.isEmpty {
      parts.append(
        "live: [\(SlotLayout<Kind>()._ordered(_live).map { "\($0)" }.joined(separator: ", "))]")
    }
    if ruleRow != rulePosition { parts.append("ruleRow: \(ruleRow)") }
    if !_isGapOpen { parts.append("gap closed") }
    for kind in SlotLayout<Kind>()._ordered(_placements.keys) {
      let state = _placements[kind]!
      var text = "\(kind): \(state.count) placed"
      if let last = state.last { text += ", last \(last)" }
      let groups = state.groups.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
      if !groups.isEmpty { text += ", groups [\(groups.joined(separator: ", "))]" }
      parts.append(text)
    }
    return "SlotCursor(\(parts.joined(separator: ", ")))"
  }
}
