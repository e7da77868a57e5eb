//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Where the placements stand between two rows: the placement part of a
/// live feed's rule state (the Placements article, "In a live feed").
///
/// Rows are counted in *rule rows*: every row the rules laid out, main or
/// placed, hidden ones included, prepended ones not.
@usableFromInline
internal struct _PlacementState: Hashable, Sendable {
  /// The number of rule rows laid out so far.
  @usableFromInline internal var ruleRow: Int
  /// Whether the gap after the last rule row can still take a placed row:
  /// the last rule row is a main row, or there is none yet.
  @usableFromInline internal var isGapOpen: Bool
  /// The state of each placement of the rules, by index.
  @usableFromInline internal var placements: [Placement]

  /// The state of one placement.
  @usableFromInline
  internal struct Placement: Hashable, Sendable {
    /// The number of rows the placement took so far.
    @usableFromInline internal var count: Int
    /// The rule row of its latest row, or `nil` before the first.
    @usableFromInline internal var last: Int?
    /// For each group, the rule row of the placement's latest row whose item
    /// had that group — only the groups that can still hold an item back.
    @usableFromInline internal var groups: [String: Int]

    @inlinable
    internal init(count: Int = 0, last: Int? = nil, groups: [String: Int] = [:]) {
      self.count = count
      self.last = last
      self.groups = groups
    }
  }

  /// The state before the first row, for `placementCount` placements.
  @inlinable
  internal init(placementCount: Int) {
    ruleRow = 0
    isGapOpen = true
    placements = Array(repeating: Placement(), count: placementCount)
  }

  /// Forgets the groups that can no longer hold an item back at `ruleRow`
  /// or later, under the separations of `rules`.
  @inlinable
  internal mutating func pruneGroups(_ rules: _LayoutRules) {
    for index in placements.indices where !placements[index].groups.isEmpty {
      let separation = rules.placements[index].separation
      let ruleRow = self.ruleRow
      placements[index].groups = placements[index].groups.filter {
        separation > 0 && ruleRow - $0.value < separation
      }
    }
  }

  /// The state where `rules` take over from `old`: a placement whose kind
  /// both place keeps its state, pruned by its new separation; a new
  /// placement starts with none.
  @inlinable
  internal func carried(from old: _LayoutRules, to rules: _LayoutRules) -> Self {
    var result = Self(placementCount: rules.placements.count)
    result.ruleRow = ruleRow
    result.isGapOpen = isGapOpen
    for (index, placement) in rules.placements.enumerated() {
      if let oldIndex = old.placementIndex(ofKind: placement.kind) {
        result.placements[index] = placements[oldIndex]
      }
    }
    result.pruneGroups(rules)
    return result
  }
}
