//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A kind laid over the rows of a feed at its own cadence, with a limit and
/// a spacing between items of one group.
///
/// The main rules of a ``SlotLayout`` tie every kind to one pattern. A
/// placement instead puts its kind's items between the rows that the main
/// rules lay out: at most one placed row between two main rows, at least
/// ``every`` rows apart, never before row ``first``, at most ``limit`` of
/// them, and two items of the same group (``SlotGrouping``) at least
/// ``separation`` rows apart.
///
///     let layout = SlotLayout(
///         pattern: ["post"], repeatables: ["post"],
///         placements: [
///             SlotPlacement(kind: "ad", every: 5, first: 3, separation: 10),
///             SlotPlacement(kind: "users", every: 15, limit: 2),
///         ])
///     // An ad every 5 rows from row 3, two ads of one advertiser at least
///     // 10 rows apart; a suggested-users card every 15 rows, twice at most.
///
/// Placements are tried in the order the layout lists them: where two are
/// due at the same place, the first takes it and the other takes the next
/// free place. The article <doc:Placements> gives the exact rules.
public struct SlotPlacement<Kind: Hashable>: Hashable {
  /// The placed kind.
  ///
  /// A kind is placed by one placement at most, and never also named by the
  /// main rules of the layout.
  public var kind: Kind

  /// The least number of rows from one row of this placement to the next;
  /// at least 1.
  public var every: Int

  /// The first row this placement may take; at least 0.
  public var first: Int

  /// The most rows this placement takes in the whole feed, or `nil` for no
  /// limit; at least 0.
  public var limit: Int?

  /// The least number of rows between two rows of this placement whose items
  /// have the same group; 0 for no spacing.
  ///
  /// A placement with a non-zero separation needs items that conform to
  /// ``SlotGrouping``. Items are always taken in the order of their source:
  /// separation delays an item, it never takes a later one first.
  public var separation: Int

  /// Creates a placement.
  ///
  ///     SlotPlacement(kind: "ad", every: 4)
  ///     // rows 3, 7, 11, … when no other placement competes
  ///
  /// - Parameters:
  ///   - kind: The placed kind.
  ///   - every: The least number of rows from one placed row to the next;
  ///     at least 1.
  ///   - first: The first row the placement may take; at least 0. The
  ///     default, `every - 1`, puts the first item where it would fall if
  ///     the cadence started before the first row.
  ///   - limit: The most rows the placement takes, or `nil` for no limit.
  ///   - separation: The least number of rows between two items of one
  ///     group; 0, the default, for none.
  ///
  /// - Precondition: `every >= 1`, `first >= 0`, `limit >= 0` when given,
  ///   `separation >= 0`.
  /// - Complexity: O(1).
  @inlinable
  public init(kind: Kind, every: Int, first: Int? = nil, limit: Int? = nil, separation: Int = 0) {
    self.kind = kind
    self.every = every
    self.first = first ?? (every &- 1)
    self.limit = limit
    self.separation = separation
    if let problem = _problem { preconditionFailure(problem) }
  }
}

extension SlotPlacement: Sendable where Kind: Sendable {}

extension SlotPlacement {
  /// What is wrong with the placement's fields, naming the field; `nil` when
  /// every field is in its range.
  @inlinable
  internal var _problem: String? {
    if every < 1 { return "SlotPlacement.every must be at least 1, not \(every)" }
    if first < 0 { return "SlotPlacement.first must be at least 0, not \(first)" }
    if let limit, limit < 0 { return "SlotPlacement.limit must be at least 0, not \(limit)" }
    if separation < 0 {
      return "SlotPlacement.separation must be at least 0, not \(separation)"
    }
    return nil
  }
}
