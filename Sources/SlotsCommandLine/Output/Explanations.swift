//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

// `--explain` and `--why`: the library's explanations, which name kinds by
// the tool's numbers, in the words of the kinds' names.

extension KindTable {
  /// The text of a row's explanation, its kinds named: `pattern slot 1 of
  /// pass 0`, `placement 0's row 1: due since row 5 (by every, from its
  /// row 2)`.
  ///
  /// - Parameter explanation: A row's explanation.
  /// - Returns: Its reason in words.
  func text(of explanation: SlotExplanation<Int>) -> String {
    let name = { (kind: Int) in self.name(of: kind).repairedString }
    let reason: SlotExplanation<String>.Reason
    switch explanation.reason {
    case .header(let slot): reason = .header(slot: slot)
    case .pattern(let slot, let pass): reason = .pattern(slot: slot, pass: pass)
    case .repeatable(let slot, let pass): reason = .repeatable(slot: slot, pass: pass)
    case .fallback(let slot, let pass, let replacing):
      reason = .fallback(slot: slot, pass: pass, replacing: name(replacing))
    case .fixed(let position): reason = .fixed(position: position)
    case .placement(let placement):
      reason = .placement(
        SlotExplanation.Placement(
          index: placement.index, count: placement.count, previousRow: placement.previousRow,
          dueRow: placement.dueRow, dueField: placement.dueField, group: placement.group,
          groupRow: placement.groupRow, eligibleRow: placement.eligibleRow, row: placement.row,
          gapTakenBy: placement.gapTakenBy.map(name)))
    case .prepended: reason = .prepended
    case .settled: reason = .settled
    case .settledUnderEarlierRules: reason = .settledUnderEarlierRules
    }
    return reason.description
  }

  /// The text of a kind's absence, its kinds named: `placement 0 took its
  /// limit`.
  ///
  /// - Parameter absence: A kind's absence.
  /// - Returns: The reason in words.
  func text(of absence: SlotAbsence<Int>) -> String {
    var reason = "\(absence.reason)"
    if case .stopped(let slot, let pass, let waitingFor) = absence.reason {
      let named = SlotAbsence<String>.Reason.stopped(
        slot: slot, pass: pass, waitingFor: name(of: waitingFor).repairedString)
      reason = "\(named)"
    }
    return reason
  }
}
