//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  /// Returns why the row at the given position holds what it holds, in the
  /// terms of the feed's rules.
  ///
  ///     var feed = SlotFeed<String, String>(
  ///         layout: SlotLayout(pattern: ["post", "post", "post", "ad"], repeatables: ["post"]))
  ///     _ = feed.append(contentsOf: ["p0", "p1", "p2", "p3", "p4", "p5"], to: "post")
  ///     feed.settle(through: 5)
  ///     _ = feed.append(contentsOf: ["a0"], to: "ad")
  ///     feed.explain(at: 2).reason  // .settled
  ///     feed.explain(at: 6).reason  // .pattern(slot: 3, pass: 0)
  ///
  /// A settled row is ``SlotExplanation/Reason/settled``, or
  /// ``SlotExplanation/Reason/settledUnderEarlierRules`` when it settled
  /// before ``replaceLayout(with:)`` last replaced the rules, and a
  /// prepended one ``SlotExplanation/Reason/prepended``: the feed keeps what
  /// its settled rows show, not the slots they took. A row of the tail is explained by the rules that lay it
  /// out from the rule state at the frontier: its passes count from the
  /// pass in progress there, its fixed positions are rule positions, and
  /// its placed rows' rows are rule rows. The tail is played again up to
  /// the row, by the functions that laid it out: an ordinary read pays
  /// nothing for it.
  ///
  /// - Parameter position: A valid position of the feed, in `0 ..< count`.
  /// - Returns: The row's kind and the rule that laid it out.
  /// - Precondition: `position` is in `0 ..< count`, as for ``kind(at:)``.
  /// - Complexity: O(log of the sizes) for a settled or prepended row; for
  ///   a row of the tail, that of laying the tail out again, plus a pass
  ///   played again: independent of the number of settled rows and items.
  public func explain(at position: Int) -> SlotExplanation<Kind> {
    _checkPosition(position)
    let kind = self.kind(at: position)
    let settled = settledCount
    if position < settled {
      let row = _underlyingRow(ofSettled: position)
      let reason: SlotExplanation<Kind>.Reason =
        row < 0 ? .prepended : row < _rulesStart ? .settledUnderEarlierRules : .settled
      return SlotExplanation(position: position, kind: kind, reason: reason)
    }
    // Rows settled but still in the tail's plan were laid out from an
    // older state: explain from the frontier.
    var feed = self
    feed._settlePending()
    let origin = feed._tail._origin(
      ofRow: position - settled, rules: feed._rules, counts: feed._tailCounts,
      start: feed._tailState, rulePosition: feed._tailRulePosition, placement: feed._placement,
      groups: feed._tailGroups)
    return SlotExplanation(
      position: position, kind: kind, reason: _reason(of: origin, table: _table))
  }
}

extension SlotFeed {
  /// Returns why the next item of the given kind is not in the tail: it has
  /// none left, its placement's limit, separation or cadence holds it, the
  /// rules stop before its turn, or no rule names it; with the kind's
  /// ``demand(for:within:)`` within the tail's rows and the one after them,
  /// which says how many more of its items would show there.
  ///
  ///     var feed = SlotFeed<String, String>(
  ///         layout: SlotLayout(pattern: ["post", "post", "post", "ad"], repeatables: ["post"]))
  ///     _ = feed.append(contentsOf: ["p0", "p1"], to: "post")
  ///     let absence = feed.explainAbsence(of: "ad")
  ///     absence.reason  // .noItemLeft: no ad was given
  ///     absence.demand  // 0: the two posts open no ad slot yet
  ///
  /// The answer speaks of the tail, laid out from the rule state at the
  /// frontier: its passes count from the pass in progress there, and a
  /// placement's rows are rule rows. Settled rows never change: an item that
  /// arrives late can only come below the frontier.
  ///
  /// - Parameter kind: A kind, named by the rules or not.
  /// - Returns: The kind, the reason and the demand within the tail.
  /// - Complexity: That of laying the tail out again a few times, plus a
  ///   pass played again for each slot of the pattern; independent of the
  ///   number of settled rows and items.
  public func explainAbsence(of kind: Kind) -> SlotAbsence<Kind> {
    let demand = self.demand(for: kind, within: count - settledCount + 1)
    guard let identifier = _table.identifier(of: kind) else {
      return SlotAbsence(
        kind: kind, reason: _layout.kinds.contains(kind) ? .noItemLeft : .notInRules,
        demand: demand)
    }
    var feed = self
    feed._settlePending()
    let absence = feed._tail._absence(
      ofKind: identifier, rules: feed._rules, counts: feed._tailCounts, start: feed._tailState,
      rulePosition: feed._tailRulePosition, placement: feed._placement,
      groups: feed._tailGroups,
      isFixed: _layout.pinnedKinds.contains(kind))
    return SlotAbsence(kind: kind, reason: _reason(of: absence, table: _table), demand: demand)
  }
}
