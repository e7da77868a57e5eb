//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  /// Returns where the rules stand after the row at the given position: the
  /// rule state as if the feed were settled through that row.
  ///
  /// A server takes the cursor after the last row of the page it serves:
  ///
  ///     let page = Array(feed.prefix(pageSize))
  ///     let cursor = feed.cursor(after: page.count - 1)
  ///
  /// As with ``settle(through:)``, a position past the end means the last
  /// row, and a position before ``settledCount`` means the frontier as it
  /// is.
  ///
  /// - Parameter position: The row after which to capture the rule state.
  /// - Returns: The rule state after that row.
  /// The cursor names the rules it was taken under (their fingerprint and
  /// kinds), so that a feed resumed from it under other rules goes on as
  /// ``replaceLayout(with:)`` would; see
  /// <doc:ServingPageByPage#Resuming-under-changed-rules>.
  ///
  /// - Complexity: O(*k* + *r* + *p* × *s*), where *k* is the number of
  ///   kinds, *r* the size of the rules, *p* the length of the pattern and
  ///   header, and *s* the number of runs of the tail's layout.
  @inlinable
  public func cursor(after position: Int) -> SlotCursor<Kind> {
    var feed = self
    feed.settle(through: position)
    let frontier = feed._frontier()
    var offsets = _carriedOffsets
    for kind in frontier.taken.indices {
      let offset = frontier.taken[kind] + (_resumedOffsets.isEmpty ? 0 : _resumedOffsets[kind])
      if offset > 0 { offsets[_table.kinds[kind]] = offset }
    }
    var placements: [Kind: _PlacementState.Placement] = [:]
    for (index, state) in frontier.placement.placements.enumerated() where state.count > 0 {
      placements[_table.kinds[_rules.placements[index].kind]] = state
    }
    return SlotCursor(
      offsets: offsets, inHeader: frontier.pass.inHeader, slot: frontier.pass.slot,
      blocked: frontier.pass.blocked, live: Set(frontier.pass.live.map { _table.kinds[$0] }),
      rulePosition: frontier.rulePosition, ruleRow: frontier.placement.ruleRow,
      isGapOpen: frontier.placement.isGapOpen, placements: placements,
      layout: SlotCursor._LayoutIdentity(rules: _rules, table: _table))
  }

  /// Creates an empty live feed whose rules stand where a cursor says.
  ///
  /// The feed has no settled rows. Give it only the items that come after
  /// the cursor: for each kind, the items from `cursor.offset(of: kind)` on.
  /// It then lays out exactly the rows that the feed the cursor came from
  /// would have laid out after the cursor's row, with the same items.
  ///
  ///     var next = try SlotFeed(layout: rules, resumingAfter: cursor)
  ///     _ = next.append(contentsOf: posts[cursor.offset(of: "post")...], to: "post")
  ///
  /// Its own cursors count from the resumed one: their offsets and rule
  /// position include the cursor's. With placements, the cursor's placement
  /// state carries each cadence, limit and spacing of groups on; the state
  /// of a kind that `layout` does not place is dropped.
  ///
  /// When the cursor names other rules than `layout` (its fingerprint or
  /// its kinds differ), the feed *re-anchors*: it goes on as
  /// ``replaceLayout(with:)`` would have gone on from the cursor's row of
  /// the feed the cursor came from. The items taken and the rule position
  /// carry over, a fresh pass of `layout` starts, and the placement state
  /// of each kind that `layout` still places carries over; no item is served
  /// twice and none is skipped. A cursor that names no rules (decoded
  /// without them) must fit `layout` as it stands.
  ///
  ///     // Cursor taken under pattern ["post", "ad"], after p0 a0 p1:
  ///     let newRules = SlotLayout(pattern: ["post", "post", "ad"])
  ///     var next = try SlotFeed(layout: newRules, resumingAfter: cursor)
  ///     // Rows: p2 p3 a1 p4 p5 a2 …, a fresh pass from the cursor's offsets
  ///
  /// - Parameters:
  ///   - layout: The rules; those the cursor was taken with, or new ones.
  ///   - cursor: Where the rules stand.
  /// - Throws: ``SlotCursorError`` when the cursor does not fit the rules
  ///   (under the rules it names): it
  ///   stands at a slot beyond the header or the pattern, one of its live
  ///   repeatables is not in the pattern, its placement state cannot stand
  ///   at its rule row (``SlotCursorError/placementStateOutsideRules``), or
  ///   it holds a value beyond what any feed lays out
  ///   (``SlotCursorError/valueOutOfRange``).
  /// - Complexity: O(*k* + *r* log *r*), where *k* is the number of kinds
  ///   the cursor names and *r* the size of the rules: checking the cursor's
  ///   values is O(*k*); the feed numbers only the kinds its rules name, and
  ///   carries the others' offsets untouched into its own cursors.
  @inlinable
  public init(layout: SlotLayout<Kind>, resumingAfter cursor: SlotCursor<Kind>) throws {
    guard cursor._isInRange else { throw SlotCursorError.valueOutOfRange }
    self.init(layout: layout)
    // The kinds the rules name take their offsets now; the others keep
    // theirs in the cursor's own storage until the feed numbers them.
    _carriedOffsets = cursor._offsets
    _resumedOffsets = _table.kinds.map { cursor._offsets[$0] ?? 0 }
    let isReanchoring =
      cursor._layoutIdentity.map { $0 != SlotCursor._LayoutIdentity(rules: _rules, table: _table) }
      ?? false
    let live = isReanchoring ? [] : cursor._live.map { _intern($0) }.sorted()
    _resumedRulePosition = cursor.rulePosition
    if isReanchoring {
      try _reanchorRuleState(at: cursor)
    } else {
      try _resumeRuleState(of: cursor, live: live)
    }
  }

  /// Starts the tail at the rule state of `cursor`, whose live repeatables
  /// have the identifiers `live`, and lays it out.
  ///
  /// - Throws: ``SlotCursorError`` when the state does not fit the rules.
  @inlinable
  internal mutating func _resumeRuleState(of cursor: SlotCursor<Kind>, live: [Int]) throws {
    _tailState = _PassState(
      inHeader: cursor._inHeader, slot: cursor._slot, blocked: cursor._blocked, live: live)
    try _checkRuleState()
    _placement = try Self._placementState(resuming: cursor, rules: _rules, table: _table)
    _resolveTail()
  }

  /// Throws unless the rule state at the start of the tail fits the rules.
  @inlinable
  internal func _checkRuleState() throws {
    let state = _tailState
    let list = state.inHeader ? _rules.header : _rules.pattern
    guard state.slot >= 0, state.slot < list.count || (!state.inHeader && state.slot == 0) else {
      throw SlotCursorError.slotOutsideRules(slot: state.slot, inHeader: state.inHeader)
    }
    guard state.fits(_rules, kindCount: _table.count) else {
      throw SlotCursorError.liveRepeatableOutsidePattern
    }
  }
}

extension SlotFeed {
  /// The placement state that `cursor` carries, for `rules`: the state of a
  /// kind that the rules do not place is dropped, and a placement the
  /// cursor does not name starts afresh.
  ///
  /// - Throws: `SlotCursorError.placementStateOutsideRules` when the state
  ///   cannot stand where the cursor does. When `reanchoring`, groups for a
  ///   placement that no longer keeps groups apart are dropped, as
  ///   ``replaceLayout(with:)`` drops them, rather than refused.
  @inlinable
  internal static func _placementState(
    resuming cursor: SlotCursor<Kind>, rules: _LayoutRules, table: _KindTable<Kind>,
    reanchoring: Bool = false
  ) throws -> _PlacementState {
    let ruleRow = cursor.ruleRow
    guard ruleRow >= cursor.rulePosition else {
      throw SlotCursorError.placementStateOutsideRules
    }
    var state = _PlacementState(placementCount: rules.placements.count)
    state.ruleRow = ruleRow
    state.isGapOpen = cursor._isGapOpen
    for (kind, placement) in cursor._placements {
      guard placement.count >= 0, (placement.count == 0) == (placement.last == nil),
        placement.last.map({ $0 >= 0 && $0 < ruleRow }) ?? true,
        placement.groups.values.allSatisfy({ $0 >= 0 && $0 < ruleRow })
      else { throw SlotCursorError.placementStateOutsideRules }
      guard let identifier = table.identifier(of: kind),
        let index = rules.placementIndex(ofKind: identifier)
      else { continue }
      guard reanchoring || rules.placements[index].separation > 0 || placement.groups.isEmpty
      else {
        throw SlotCursorError.placementStateOutsideRules
      }
      state.placements[index] = placement
    }
    state.pruneGroups(rules)
    return state
  }
}
