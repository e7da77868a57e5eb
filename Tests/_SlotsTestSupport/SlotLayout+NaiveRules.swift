//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

extension SlotLayout {
  /// The layout with the same rules as `rules`, where an absent rule is an
  /// empty one.
  ///
  /// - Parameter rules: Rules in the 2.0 API's shapes.
  public init(_ rules: NaiveRules<Kind>) {
    self.init(
      pattern: rules.pattern, header: rules.header ?? [],
      repeatables: Set(rules.repeatables ?? []), fixed: rules.fixed ?? [:],
      fallback: rules.fallback,
      placements: rules.placements.map { SlotPlacement($0) })
  }
}

extension NaiveReason {
  /// The reason the library gives, in the reference's terms.
  ///
  /// - Parameter reason: A reason of `SlotExplanation`.
  public init(_ reason: SlotExplanation<Kind>.Reason) {
    switch reason {
    case .header(let slot): self = .header(slot: slot)
    case .pattern(let slot, let pass): self = .pattern(slot: slot, pass: pass)
    case .repeatable(let slot, let pass): self = .repeatable(slot: slot, pass: pass)
    case .fallback(let slot, let pass, let replacing):
      self = .fallback(slot: slot, pass: pass, replacing: replacing)
    case .fixed(let position): self = .fixed(position: position)
    case .placement(let placement):
      self = .placed(
        NaivePlacedAccount(
          index: placement.index, count: placement.count, previousRow: placement.previousRow,
          dueRow: placement.dueRow, dueField: placement.dueField, group: placement.group,
          groupRow: placement.groupRow, eligibleRow: placement.eligibleRow, row: placement.row,
          gapTakenBy: placement.gapTakenBy))
    case .prepended: self = .prepended
    case .settled: self = .settled
    case .settledUnderEarlierRules: self = .settledUnderEarlierRules
    }
  }
}

extension NaiveAbsence {
  /// The absence the library gives, in the reference's terms.
  ///
  /// - Parameter reason: A reason of `SlotAbsence`.
  public init(_ reason: SlotAbsence<Kind>.Reason) {
    switch reason {
    case .notInRules: self = .notInRules
    case .noItemLeft: self = .noItemLeft
    case .emptyPattern: self = .emptyPattern
    case .stopped(let slot, let pass, let waitingFor):
      self = .stopped(slot: slot, pass: pass, waitingFor: waitingFor)
    case .headerPlayedOnce: self = .headerPlayedOnce
    case .noFixedPosition: self = .noFixedPosition
    case .limitReached(let placement): self = .limitReached(placement: placement)
    case .heldBySeparation(let placement, let group, let groupRow, let untilRow):
      self = .heldBySeparation(
        placement: placement, group: group, groupRow: groupRow, untilRow: untilRow)
    case .noGap(let placement, let dueRow): self = .noGap(placement: placement, dueRow: dueRow)
    }
  }
}
