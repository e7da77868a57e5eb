//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A resolved layout: where every item of every source goes, described by a
/// few runs of identical passes instead of one entry a position.
///
/// The sequential part of a feed (the header pass, then the pattern passes)
/// changes shape only when a kind runs out or stops repeating. Between those
/// moments every pass over the pattern emits the same kinds in the same
/// order, so the plan stores each distinct pass once, with the number of
/// times it repeats (a *run*). Placed rows join the runs once the placements
/// are laid over the main rows, a steady cadence as one run whose pass holds
/// its period. Fixed items are kept apart, by final position.
///
/// Built by `init(rules:counts:)` from the number of items in each source;
/// answers position → (kind, offset) and (kind, offset) → position by
/// arithmetic and binary search.
@usableFromInline
internal struct _LayoutPlan: Sendable {
  /// The number of items in the feed.
  @usableFromInline internal var count: Int = 0

  /// The sequential position of each run's first item, ascending.
  @usableFromInline internal var runStarts: [Int] = []
  /// The runs, in order.
  @usableFromInline internal var runs: [_Run] = []
  /// The passes of all runs, one after another.
  @usableFromInline internal var entries: [_Entry] = []

  /// How many items of each kind the sequential part takes, by kind.
  @usableFromInline internal var sequentialUse: [Int] = []

  /// The final positions of the applied fixed items, ascending.
  @usableFromInline internal var fixedPositions: [Int] = []
  /// The kind of each applied fixed item.
  @usableFromInline internal var fixedKinds: [Int] = []
  /// The offset in its source of each applied fixed item.
  @usableFromInline internal var fixedOffsets: [Int] = []
  /// For each applied fixed item, the number of sequential items before it
  /// (`fixedPositions[i] - i`), ascending.
  @usableFromInline internal var fixedGaps: [Int] = []
  /// `fixedByKind[fixedKindStarts[k] ..< fixedKindStarts[k + 1]]` lists the
  /// applied fixed items of kind `k`, in order of offset. Empty when no fixed
  /// item applies.
  @usableFromInline internal var fixedKindStarts: [Int] = []
  /// Indices into the `fixed…` arrays, grouped by kind.
  @usableFromInline internal var fixedByKind: [Int] = []
  /// What a read consults before the runs, in one array so that the read
  /// path holds one more pointer at most:
  ///
  /// - With fixed items, an index over `fixedPositions`: the base-2
  ///   logarithm of the number of positions a bucket covers (the *shift*),
  ///   then for each bucket `b` the number of fixed items at positions
  ///   below `b << shift`, so that a read searches only the few in its
  ///   bucket instead of the whole array (`indexFixedPositions()`).
  /// - Without, for a plan of 5 to 8 runs (`laneRunCounts`) whose positions
  ///   fit in 32 bits:
  ///   `runStarts` as the eight 32-bit lanes of four elements, padded with
  ///   `Int32.max`, so that a read finds its run with a few vector
  ///   instructions instead of a comparison a run (`indexRunStarts()`).
  /// - Empty otherwise.
  @usableFromInline internal var readIndex: [Int] = []

  /// `spans[spanStarts[k] ..< spanStarts[k + 1]]` are the spans of kind `k`,
  /// in order of offset.
  @usableFromInline internal var spanStarts: [Int] = []
  /// The spans of all kinds, grouped by kind.
  @usableFromInline internal var spans: [_Span] = []
  /// For each span, the places within one pass where its kind is emitted.
  @usableFromInline internal var slots: [Int] = []

  /// A plan with no kinds and every array empty (and unallocated), to be
  /// filled in: not a plan for any rules until it is.
  @inlinable
  internal init() {}

  /// A plan that lays out nothing, for `kindCount` kinds.
  @inlinable
  internal init(emptyWithKindCount kindCount: Int) {
    sequentialUse = [Int](_repeating: 0, count: kindCount)
    spanStarts = [Int](_repeating: 0, count: kindCount + 1)
  }
}

extension _LayoutPlan {
  /// Resolves `rules` for sources holding `counts[k]` items of kind `k`.
  ///
  /// The resolver plays the rules one pass at a time, exactly as Slots 2.0.0
  /// does, but it plays each distinct pass only once. After a pass it knows,
  /// for every kind, how many items the pass took and how many the pass
  /// needed to see to take the same branches; while every kind still has
  /// that many, the next pass is bound to be the same, so one division tells
  /// how many times the pass repeats. A pass that changed the live
  /// repeatables, or stopped the layout, counts once.
  ///
  /// Each run but the last ends because some kind runs out or leaves the
  /// repeatables, which can happen at most twice a kind, so there are
  /// O(*k*) runs, and every run stands for at least one pass that Slots
  /// 2.0.0 plays too.
  ///
  /// - Complexity: O(*k* + *p* × *s* + *f* log *f*), where *k* is the number
  ///   of kinds, *p* the length of the pattern and header, *s* the number of
  ///   runs (O(*k*), and never more than the number of passes), and *f* the
  ///   number of fixed entries; independent of the number of items.
  ///
  /// Placements are then laid over the main rows; `groups` gives the
  /// groups of their items, and may be `nil` when no placement has a
  /// separation.
  ///
  /// The rules are borrowed, not copied: an initializer otherwise takes its
  /// arguments owned, and a copy of the rules retains each of their arrays.
  @inlinable
  internal init(rules: borrowing _LayoutRules, counts: [Int], groups: _ItemGroups? = nil) {
    if rules.pattern.isEmpty {
      self.init(emptyWithKindCount: counts.count)
    } else {
      var resolver = _LayoutResolver(rules: rules, counts: counts)
      self = resolver.resolve()
      if !rules.placements.isEmpty {
        layPlacements(
          of: rules, from: _PlacementState(placementCount: rules.placements.count),
          counts: counts, groups: groups)
      }
    }
    #if SLOTS_INTERNAL_CHECKS
      _checkInvariants(kindCount: counts.count)
    #endif
  }
}

extension _LayoutPlan {
  /// Resolves the tail of a live feed: the rows that `rules` lay out from
  /// `state` over the items not yet taken (`counts[k]` of kind `k`), with
  /// the pinned items of rule positions from `rulePosition` on, as the
  /// steps of the Live Feeds article say. Offsets count from the first item not yet
  /// taken.
  ///
  /// Placements are laid over the tail's main rows from `placement`, the
  /// placement state at the frontier; `groups` takes offsets as the plan
  /// counts them.
  ///
  /// - Complexity: The same as `init(rules:counts:groups:)`.
  @inlinable
  internal init(
    tailOf rules: _LayoutRules, counts: [Int], from state: _PassState, rulePosition: Int,
    placement: _PlacementState, groups: _ItemGroups? = nil
  ) {
    if rules.pattern.isEmpty {
      self.init(emptyWithKindCount: counts.count)
    } else {
      var resolver = _LayoutResolver(rules: rules, counts: counts, start: state)
      self = resolver.resolveTail(rulePosition: rulePosition)
    }
    if !rules.placements.isEmpty {
      layPlacements(of: rules, from: placement, counts: counts, groups: groups)
    }
    #if SLOTS_INTERNAL_CHECKS
      _checkInvariants(kindCount: counts.count)
    #endif
  }
}
