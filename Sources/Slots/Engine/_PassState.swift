//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Where the rules stand between two rows: the pass in progress and the live
/// repeatables (the pass part of the rule state of the Live Feeds article).
///
/// The rest of the rule state — the items taken of each kind and the rule
/// position — lives with the feed, which counts from it.
@usableFromInline
internal struct _PassState: Hashable, Sendable {
  /// Whether the pass in progress is the header pass.
  @usableFromInline internal var inHeader: Bool
  /// The next slot of the pass in progress.
  @usableFromInline internal var slot: Int
  /// The pass's `blocked` flag.
  @usableFromInline internal var blocked: Bool
  /// The live repeatables, as ascending kind identifiers.
  @usableFromInline internal var live: [Int]

  @inlinable
  internal init(inHeader: Bool, slot: Int, blocked: Bool, live: [Int]) {
    self.inHeader = inHeader
    self.slot = slot
    self.blocked = blocked
    self.live = live
  }

  /// The state before the first row: the header's first slot (the
  /// pattern's when there is no header), with the live repeatables of rule
  /// 1 of the layout rules.
  @inlinable
  internal init(topOf rules: borrowing _LayoutRules) {
    // The rules list their repeatables in pattern order; when that is
    // ascending already (as one repeatable always is), the state shares
    // their array instead of sorting a copy.
    var live = rules.repeatables
    if !zip(live, live.dropFirst()).allSatisfy({ $0 < $1 }) { live.sort() }
    self.init(inHeader: !rules.header.isEmpty, slot: 0, blocked: false, live: live)
  }

  /// The state where new rules take over from old ones: a fresh pass, in
  /// the header when no row has been laid out by rules yet, else in the
  /// pattern, with the live repeatables of the new rules.
  @inlinable
  internal init(freshPassOf rules: _LayoutRules, atRulePosition rulePosition: Int) {
    self.init(topOf: rules)
    if rulePosition > 0 { inHeader = false }
  }

  /// Returns whether `rules` can go on from this state: its slot lies in
  /// the header or pattern (or is the pattern's first slot), and every live
  /// repeatable is in the pattern — a live repeatable outside it could never
  /// leave, and the rules would never stop.
  @inlinable
  internal func fits(_ rules: _LayoutRules, kindCount: Int) -> Bool {
    let list = inHeader ? rules.header : rules.pattern
    guard slot >= 0, slot < list.count || (!inHeader && slot == 0) else { return false }
    var inPattern = Array(repeating: false, count: kindCount)
    for kind in rules.pattern { inPattern[kind] = true }
    var previous = -1
    for kind in live {
      guard kind > previous, kind < kindCount, inPattern[kind] else { return false }
      previous = kind
    }
    return true
  }
}
