//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// A cursor names the rules it was taken under. A feed resumed from it under
// other rules cannot use the pass it stands in (its slot and live
// repeatables belong to rules it no longer has), so it starts where
// `replaceLayout(with:)` would have started on the feed the cursor came
// from: the same items taken, the same rule position and rule row, a fresh
// pass of the new rules, and the placement state of the kinds they still
// place.

extension SlotFeed {
  /// Starts the tail from `cursor`, taken under other rules, as
  /// ``replaceLayout(with:)`` would start it after the cursor's row, and
  /// lays it out. The offsets and the rule position must be set already.
  ///
  /// - Throws: `SlotCursorError.placementStateOutsideRules` when the
  ///   cursor's placement state cannot stand at its rule row.
  @inlinable
  internal mutating func _reanchorRuleState(at cursor: SlotCursor<Kind>) throws {
    _tailState = _PassState(freshPassOf: _rules, atRulePosition: cursor.rulePosition)
    _placement = try Self._placementState(
      resuming: cursor, rules: _rules, table: _table, reanchoring: true)
    _resolveTail()
  }
}
