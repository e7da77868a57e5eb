//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The oldest runs of a live feed's settled rows, sealed in plans of a few
/// hundred runs that are never written again.
///
/// Settling writes only to the last runs (it appends them and folds them).
/// Kept in one plan, every run would be copied by the first settle after a
/// copy of the feed; so once the plan of the settled rows holds
/// `sealingLimit` runs, all but its last `sealingKeep` move here, into a plan
/// of their own. A write after a copy then copies at most `sealingLimit`
/// runs, and the sealed plans are shared by every copy.
///
/// Each sealed plan holds runs only, with run starts counted from the first
/// settled row: plan `i` holds the rows `starts[i] ..< plans[i].count`, and
/// the plans follow each other from row 0.
@usableFromInline
internal struct _SealedRuns: Sendable {
  /// The sealed plans, oldest first.
  @usableFromInline internal var plans: [_LayoutPlan] = []
  /// The first row of each plan, ascending.
  @usableFromInline internal var starts: [Int] = []

  /// The most runs the plan of the settled rows holds before its oldest
  /// runs are sealed.
  ///
  /// Debug builds seal after a few runs, so that the tests' short sessions
  /// seal too.
  @inlinable
  internal static var sealingLimit: Int {
    #if SLOTS_INTERNAL_CHECKS
      16
    #else
      256
    #endif
  }

  /// The runs the plan of the settled rows keeps when it seals the others:
  /// more than folding reads (`_LayoutPlan._foldingWindow` rows, and the
  /// run before them), so that sealing never stops a fold. Folding never
  /// reads a sealed run: with fewer runs kept, as in debug builds, it folds
  /// less, and the rows stay the same.
  @inlinable
  internal static var sealingKeep: Int {
    #if SLOTS_INTERNAL_CHECKS
      6
    #else
      96
    #endif
  }

  @inlinable
  internal init() {}

  /// The number of rows the sealed plans hold: rows `0 ..< count`.
  @inlinable
  internal var count: Int { plans.last?.count ?? 0 }

  /// Returns the kind and offset of the item of sealed row `row`, in
  /// `0 ..< count`.
  ///
  /// - Complexity: O(log *g*), where *g* is the number of sealed runs.
  @inlinable
  internal func item(at row: Int) -> (kind: Int, offset: Int) {
    plans[starts._lastIndex(notAbove: row)].sequentialItem(at: row)
  }

  /// Returns the sealed row that shows the item at `offset` of kind
  /// `kind`, a valid kind, or `nil` when no sealed row does.
  ///
  /// - Complexity: O(*s* × *w* log *g*) when every run takes items of
  ///   `kind`, where *s* is the number of sealed plans, *g* the most runs
  ///   one holds and *w* the width of the widest pass; at worst O(*w* × *g*)
  ///   a plan, for a kind that few runs take.
  @inlinable
  internal func row(ofOffset offset: Int, kind: Int) -> Int? {
    for plan in plans {
      if let row = plan._runRow(ofOffset: offset, kind: kind) { return row }
    }
    return nil
  }

  /// Seals the oldest runs of `settled`, the plan of the settled rows that
  /// follow the sealed ones, when it holds `sealingLimit` runs or more.
  ///
  /// - Complexity: O(`sealingLimit`) when it seals, which it does at most
  ///   once every `sealingLimit - sealingKeep` runs; O(1) otherwise.
  @inlinable
  internal mutating func seal(from settled: inout _LayoutPlan) {
    guard settled.runs.count >= Self.sealingLimit else { return }
    let cut = settled.runs.count - Self.sealingKeep
    let entryCut = settled.runs[cut].entryStart
    var sealed = _LayoutPlan(emptyWithKindCount: 0)
    sealed.runs = Array(settled.runs[..<cut])
    sealed.runStarts = Array(settled.runStarts[..<cut])
    sealed.entries = Array(settled.entries[..<entryCut])
    sealed.count = settled.runStarts[cut]
    starts.append(settled.runStarts[0])
    plans.append(sealed)
    settled.runs.removeFirst(cut)
    settled.runStarts.removeFirst(cut)
    settled.entries.removeFirst(entryCut)
    for index in settled.runs.indices {
      let run = settled.runs[index]
      settled.runs[index] = _LayoutPlan._Run(
        width: run.width, passes: run.passes, entryStart: run.entryStart - entryCut)
    }
  }

  /// Gives every kind a new identifier: `renumbering[k]` for kind `k`.
  ///
  /// - Complexity: O(*e*), where *e* is the number of sealed entries.
  @inlinable
  internal mutating func renumberKinds(by renumbering: [Int]) {
    for plan in plans.indices {
      for index in plans[plan].entries.indices {
        plans[plan].entries[index].kind = renumbering[plans[plan].entries[index].kind]
      }
    }
  }
}
