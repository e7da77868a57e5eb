//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Why a row of a feed holds what it holds, in the terms of the rules that
/// laid it out: a slot of the header or the pattern, a repeatable, the
/// fallback, a fixed position, a placement's cadence, a prepended block or
/// a settled row.
///
///     var feed = SlotCollection<String, String>(
///         layout: SlotLayout(pattern: ["ad", "post"], repeatables: ["post"]))
///     feed[source: "post"] = ["P0", "P1", "P2"]
///     feed[source: "ad"] = ["A0"]
///     // A0 P0 P1 P2
///     feed.explain(at: 1).reason  // .pattern(slot: 1, pass: 0)
///     feed.explain(at: 2).reason  // .repeatable(slot: 1, pass: 1)
///     print(feed.explain(at: 2))
///     // row 2, post: pattern slot 1 of pass 1, as a repeatable going on
///     // after a kind of the pass ran out
///
/// ``SlotCollection/explain(at:)`` and ``SlotFeed/explain(at:)`` return one;
/// <doc:ExplainingAFeed> shows every reason with an example.
public struct SlotExplanation<Kind: Hashable>: Hashable {
  /// The row's position in the feed.
  public var position: Int

  /// The row's kind.
  public var kind: Kind

  /// Why the row holds an item of its kind.
  public var reason: Reason

  /// Creates an explanation.
  ///
  /// - Parameters:
  ///   - position: The row's position.
  ///   - kind: The row's kind.
  ///   - reason: Why the row holds an item of that kind.
  /// - Complexity: O(1).
  @inlinable
  public init(position: Int, kind: Kind, reason: Reason) {
    self.position = position
    self.kind = kind
    self.reason = reason
  }
}

extension SlotExplanation {
  /// Why a row holds what it holds: the rule that laid it out.
  ///
  /// Slots count from 0, in the order of ``SlotLayout/header`` or
  /// ``SlotLayout/pattern``; passes count the pattern passes from 0, from
  /// the first one a ``SlotCollection`` plays, or, in a ``SlotFeed``'s tail,
  /// from the pass in progress at the frontier.
  ///
  ///     switch feed.explain(at: 4).reason {
  ///     case .placement(let placement): print(placement.dueRow)
  ///     default: break
  ///     }
  public enum Reason: Hashable {
    /// The header's slot `slot` named the row's kind (rule 3 of
    /// <doc:LayoutRules>).
    case header(slot: Int)
    /// The pattern's slot `slot` named the row's kind, in pattern pass
    /// `pass` (rule 4).
    case pattern(slot: Int, pass: Int)
    /// The pattern's slot `slot` named the row's kind, a live repeatable, in
    /// pattern pass `pass` after an earlier slot of that pass found its kind
    /// empty: only repeatables go on (rule 2).
    case repeatable(slot: Int, pass: Int)
    /// The fallback filled slot `slot` of the kind `replacing`, which had
    /// no item left: in pattern pass `pass`, or in the header when `pass`
    /// is `nil` (rule 2).
    case fallback(slot: Int, pass: Int?, replacing: Kind)
    /// A fixed position of ``SlotLayout/fixed`` (rule 5): a position among
    /// the main rows, counted in rule positions in a live feed.
    case fixed(position: Int)
    /// A placement of ``SlotLayout/placements`` put the row in a gap
    /// (<doc:Placements>).
    case placement(Placement)
    /// A row of a block that ``SlotFeed/prepend(_:)`` put above the feed,
    /// outside the rules.
    case prepended
    /// A settled row of a ``SlotFeed``, laid out by the feed's rules as they
    /// are, and kept where the reader saw it.
    case settled
    /// A settled row of a ``SlotFeed`` laid out under earlier rules: it
    /// settled before ``SlotFeed/replaceLayout(with:)`` gave the feed the
    /// rules it has now, and stays as the reader saw it.
    case settledUnderEarlierRules
  }
}

extension SlotExplanation {
  /// How a placement's cadence brought a placed row where it is.
  ///
  /// Rows are rule rows (<doc:Placements#The-placement-state>): in a
  /// ``SlotCollection`` they are the rows' positions; in a ``SlotFeed`` they
  /// count hidden rows and leave prepended ones out.
  ///
  /// The row is due at ``dueRow``, by the field ``dueField``, eligible at
  /// ``eligibleRow`` once its group's separation allows it, and stands at
  /// ``row``, the first gap from there that no placement earlier in the
  /// layout's order took.
  public struct Placement: Hashable {
    /// The placement's index in ``SlotLayout/placements``.
    public var index: Int

    /// How many rows the placement took before this one: the row shows the
    /// item at that offset among the items the placement lays out.
    public var count: Int

    /// The placement's previous row, or `nil` for its first row.
    public var previousRow: Int?

    /// The first row the cadence allowed: the first row where the
    /// placement's conditions on rows hold (<doc:Placements#The-walk>),
    /// before ``SlotPlacement/separation`` is asked.
    public var dueRow: Int

    /// The field that set ``dueRow``: the one whose condition held back the
    /// row before it (before row 0, the row above the feed), and
    /// ``SlotPlacement/first`` only when no other field did — `.rows` for a
    /// listed row, `.every` for `every` rows after ``previousRow``.
    ///
    ///     // pattern ["post"], repeatables ["post"],
    ///     // placements [ad rows [1, 3] every 3 first 2]:
    ///     // p0 p1 a0 p2 a1 p3 p4 a2 …  (rows 2, 4, 7, …)
    ///     // row 2: dueRow 2, dueField .first (its listed row, 1, is earlier)
    ///     // row 4: dueRow 3, dueField .rows (row 3 is a main row)
    ///     // row 7: dueRow 7, dueField .every, previousRow 4
    public var dueField: SlotPlacementError.Field

    /// The group of the item, when ``SlotPlacement/separation`` held it
    /// back past ``dueRow``; otherwise `nil`.
    public var group: String?

    /// The row of the placement's latest row of ``group``, when separation
    /// held the item back; otherwise `nil`.
    public var groupRow: Int?

    /// The first row where the placement was eligible: ``dueRow``, or the
    /// row the separation allowed when it was later.
    public var eligibleRow: Int

    /// The row the item took.
    public var row: Int

    /// The kind of the first row that a placement earlier in the order took
    /// from this one, at a gap where this one was eligible; `nil` when none
    /// did (the row took the first gap at or after ``eligibleRow``).
    public var gapTakenBy: Kind?

    /// Creates the account of a placed row.
    ///
    /// - Parameters:
    ///   - index: The placement's index in the layout.
    ///   - count: The rows the placement took before.
    ///   - previousRow: The placement's previous row, or `nil`.
    ///   - dueRow: The row its cadence allowed.
    ///   - dueField: The field that set `dueRow`.
    ///   - group: The group that separation held back, or `nil`.
    ///   - groupRow: The latest row of that group, or `nil`.
    ///   - eligibleRow: The first row where it was eligible.
    ///   - row: The row it took.
    ///   - gapTakenBy: The kind that took a gap first, or `nil`.
    /// - Complexity: O(1).
    @inlinable
    public init(
      index: Int, count: Int, previousRow: Int? = nil, dueRow: Int,
      dueField: SlotPlacementError.Field, group: String? = nil, groupRow: Int? = nil,
      eligibleRow: Int, row: Int, gapTakenBy: Kind? = nil
    ) {
      self.index = index
      self.count = count
      self.previousRow = previousRow
      self.dueRow = dueRow
      self.dueField = dueField
      self.group = group
      self.groupRow = groupRow
      self.eligibleRow = eligibleRow
      self.row = row
      self.gapTakenBy = gapTakenBy
    }
  }
}

extension SlotExplanation: Sendable where Kind: Sendable {}
extension SlotExplanation.Reason: Sendable where Kind: Sendable {}
extension SlotExplanation.Placement: Sendable where Kind: Sendable {}

extension SlotExplanation: CustomStringConvertible {
  /// The explanation in words: `row 5, ad: placement 0's row 1: due since
  /// row 5 (by every, from its row 2)`.
  public var description: String { "row \(position), \(kind): \(reason)" }
}

extension SlotExplanation.Reason: CustomStringConvertible {
  /// The reason in words: `pattern slot 1 of pass 2`.
  public var description: String {
    switch self {
    case .header(let slot): return "header slot \(slot)"
    case .pattern(let slot, let pass): return "pattern slot \(slot) of pass \(pass)"
    case .repeatable(let slot, let pass):
      return "pattern slot \(slot) of pass \(pass), as a repeatable going on after a kind "
        + "of the pass ran out"
    case .fallback(let slot, let pass, let replacing):
      let place = pass.map { "pattern slot \(slot) of pass \($0)" } ?? "header slot \(slot)"
      return "the fallback, at \(place), for \(replacing), which has no item left"
    case .fixed(let position): return "fixed position \(position)"
    case .placement(let placement): return placement.description
    case .prepended: return "a prepended row, outside the rules"
    case .settled:
      return "a settled row, laid out by these rules and kept where the reader saw it"
    case .settledUnderEarlierRules:
      return "a settled row, laid out under earlier rules and kept where the reader saw it"
    }
  }
}

extension SlotExplanation.Placement: CustomStringConvertible {
  /// The placed row in words: `placement 0's row 1: due since row 3 (by
  /// rows); held back by separation from row 1 of group N until row 5`,
  /// or, when a field that counts from the previous row set the due row,
  /// `due since row 5 (by every, from its row 2)`.
  public var description: String {
    var text = "placement \(index)'s row \(count): due since row \(dueRow) (by \(dueField.rawValue)"
    if dueField._countsFromPreviousRow, let previousRow {
      text += ", from its row \(previousRow)"
    }
    text += ")"
    if let group, let groupRow {
      text +=
        "; held back by separation from row \(groupRow) of group \(group) until row "
        + "\(eligibleRow)"
    }
    if let gapTakenBy {
      text += "; its gap taken first by \(gapTakenBy)"
    } else if row > eligibleRow {
      text += "; the first gap open to it is row \(row)"
    }
    return text
  }
}
