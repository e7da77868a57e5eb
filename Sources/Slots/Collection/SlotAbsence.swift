//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Why a kind's next item is not in a feed's rows yet: no item left, a
/// placement's limit, its separation or its cadence, or the rules stopping
/// before the kind's turn.
///
///     var feed = SlotCollection<String, String>(
///         layout: SlotLayout(pattern: ["post", "ad"]))
///     feed[source: "post"] = ["P0"]
///     feed[source: "ad"] = ["A0", "A1"]
///     // P0 A0
///     print(feed.explainAbsence(of: "ad"))
///     // ad: the layout stops at pattern slot 0 of pass 1, where post has no
///     // item left
///
/// ``SlotCollection/explainAbsence(of:)`` and
/// ``SlotFeed/explainAbsence(of:)`` return one; <doc:ExplainingAFeed> shows
/// every reason with an example.
public struct SlotAbsence<Kind: Hashable>: Hashable {
  /// The kind asked about.
  public var kind: Kind

  /// Why its next item is not in the rows.
  public var reason: Reason

  /// In a ``SlotFeed``, ``SlotFeed/demand(for:within:)`` for the kind
  /// within the tail's rows and the one after them: how many more of its
  /// items the tail as it stands would show; `nil` in a ``SlotCollection``.
  public var demand: Int?

  /// Creates the account of an absence.
  ///
  /// - Parameters:
  ///   - kind: The kind.
  ///   - reason: Why its next item is not in the rows.
  ///   - demand: The live feed's demand for it within the tail, or `nil`.
  /// - Complexity: O(1).
  @inlinable
  public init(kind: Kind, reason: Reason, demand: Int? = nil) {
    self.kind = kind
    self.reason = reason
    self.demand = demand
  }
}

extension SlotAbsence {
  /// Why a kind's next item is not in the rows.
  ///
  /// Slots and passes count as in ``SlotExplanation/Reason``; a placement's
  /// rows are rule rows, as in ``SlotExplanation/Placement``.
  ///
  ///     if case .noGap(_, let dueRow) = feed.explainAbsence(of: .ad).reason {
  ///         print("the next ad is due at row \(dueRow)")
  ///     }
  public enum Reason: Hashable {
    /// No rule names the kind: not the header, the pattern, the fallback, a
    /// fixed position nor a placement.
    case notInRules
    /// Every item of the kind is in the rows, or it has none.
    case noItemLeft
    /// The pattern is empty, so the rules lay nothing out (rule 0 of
    /// <doc:LayoutRules>).
    case emptyPattern
    /// The rules stop before the kind's next turn: slot `slot` of pattern
    /// pass `pass` (or of the header, when `pass` is `nil`) found
    /// `waitingFor` empty with no live repeatable left (rule 2).
    case stopped(slot: Int, pass: Int?, waitingFor: Kind)
    /// Only the header names the kind, and its one pass is over.
    case headerPlayedOnce
    /// None of the kind's fixed positions is left within the rows.
    case noFixedPosition
    /// The placement at `placement` in ``SlotLayout/placements`` took its
    /// ``SlotPlacement/limit``.
    case limitReached(placement: Int)
    /// The next item's group `group` had a row at `groupRow`, and the
    /// placement's ``SlotPlacement/separation`` holds the item until
    /// `untilRow`, which no gap of the rows reaches.
    case heldBySeparation(placement: Int, group: String, groupRow: Int, untilRow: Int)
    /// The next item is due at `dueRow` by the placement's cadence, and no
    /// gap open to it follows: it waits for more main rows.
    case noGap(placement: Int, dueRow: Int)
  }
}

extension SlotAbsence: Sendable where Kind: Sendable {}
extension SlotAbsence.Reason: Sendable where Kind: Sendable {}

extension SlotAbsence: CustomStringConvertible {
  /// The absence in words: `ad: placement 0 took its limit`, with the live
  /// feed's demand when there is one.
  public var description: String {
    "\(kind): \(reason)" + (demand.map { "; the demand within the tail is \($0)" } ?? "")
  }
}

extension SlotAbsence.Reason: CustomStringConvertible {
  /// The reason in words: `placement 0 took its limit`.
  public var description: String {
    switch self {
    case .notInRules: return "no rule names it"
    case .noItemLeft: return "every item is in the rows"
    case .emptyPattern: return "the pattern is empty, so nothing is laid out"
    case .stopped(let slot, let pass, let waitingFor):
      let place = pass.map { "pattern slot \(slot) of pass \($0)" } ?? "header slot \(slot)"
      return "the layout stops at \(place), where \(waitingFor) has no item left"
    case .headerPlayedOnce: return "only the header names it, and its pass is over"
    case .noFixedPosition: return "none of its fixed positions is left within the rows"
    case .limitReached(let placement): return "placement \(placement) took its limit"
    case .heldBySeparation(let placement, let group, let groupRow, let untilRow):
      return "placement \(placement) holds its next item, of group \(group), by separation "
        + "from row \(groupRow) until row \(untilRow), past the last gap"
    case .noGap(let placement, let dueRow):
      return "placement \(placement) is due since row \(dueRow), and no gap open to it "
        + "follows until more main rows come"
    }
  }
}
