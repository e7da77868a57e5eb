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
/// rules lay out: at most one placed row between two main rows, at the
/// rows it lists in ``rows`` and then at least ``every`` rows apart, never
/// before row ``first``, at most ``limit`` of them, and two items of the
/// same group (``SlotGrouping``) at least ``separation`` rows apart.
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
/// free place.
///
///     // pattern ["post"], repeatables ["post"], posts p0 … p9,
///     // placements [ad every 3, user every 6 first 5]:
///     // p0 p1 a0 p2 p3 a1 p4 u0 p5 a2 p6 p7 a3 p8 u1 p9 a4
///
/// A placement is a small value: `Hashable`, `Codable` and `Sendable` when
/// its kind is. The article <doc:Placements> gives the exact rules, how
/// placements behave in a live feed and across pages, and their costs.
public struct SlotPlacement<Kind: Hashable>: Hashable {
  /// The placed kind.
  ///
  /// Row *k* of the placement shows item *k* of this kind's source: items
  /// are taken in source order, one a row. A kind is placed by one
  /// placement at most, and never also named by the main rules of the
  /// layout (its header, pattern, repeatables, fixed positions or
  /// fallback); a layout that does so is invalid.
  ///
  ///     SlotPlacement(kind: "ad", every: 5).kind  // "ad"
  public var kind: Kind

  /// The earliest row of each of the placement's first rows, before its
  /// cadence starts; empty for none.
  ///
  /// The ad placers' fixed positions: row *k* of the list is the earliest
  /// row the placement's row *k* may take, and after the listed rows the
  /// placement takes a row at least ``every`` rows after its previous one.
  /// Each listed row is at least 0 and greater than the one before it.
  ///
  ///     // pattern ["post"], repeatables ["post"],
  ///     // placements [ad rows [1, 3] every 3]:
  ///     // p0 a0 p1 a1 p2 p3 a2 p4 p5 a3 …  (rows 1, 3, 6, 9, …)
  ///
  /// A listed row is a lower bound, as ``first`` is: a row whose gap a
  /// placement listed earlier takes, or whose item waits for
  /// ``separation``, comes at the next gap where it is eligible, and the
  /// rows after it keep their places when they still come later. ``limit``
  /// counts the listed rows; with `limit: rows.count` the placement takes
  /// its listed rows only.
  public var rows: [Int]

  /// The least number of rows from one row of this placement to the next,
  /// once its listed ``rows`` are taken; at least 1.
  ///
  /// Rows are counted from the top of the feed, main and placed alike. A
  /// row of the placement comes at least `every` rows after its previous
  /// one — more when the gap there is taken by a placement listed earlier,
  /// or when the next item waits for ``separation``:
  ///
  ///     // pattern ["post"], repeatables ["post"], placements [ad every 4]:
  ///     // p0 p1 p2 a0 p3 p4 p5 a1 p6 …  (rows 3, 7, …)
  ///
  /// `every: 1` takes every gap it can: one placed row after each main row.
  public var every: Int

  /// The first row this placement may take; at least 0.
  ///
  /// It defaults to the first of ``rows`` when the placement lists rows, and
  /// otherwise to `every - 1`, where the cadence would put its first row
  /// had it started just above the feed. It bounds every row of the
  /// placement, listed ones too: a listed row before `first` waits until
  /// `first`. Row 0 is the top of the feed, so
  /// `first: 0` lets the placement take the gap before the first main row:
  ///
  ///     // pattern ["post"], repeatables ["post"], placements [ad every 4 first 0]:
  ///     // a0 p0 p1 p2 a1 p3 …  (rows 0, 4, …)
  public var first: Int

  /// The most rows this placement takes in the whole feed, or `nil` for no
  /// limit; at least 0.
  ///
  /// Hidden rows of a live feed count towards the limit, and a cursor
  /// carries the count across pages, so "at most 20 ads" holds for the
  /// whole feed however it is served. A limit of 0 places nothing.
  ///
  ///     SlotPlacement(kind: "ad", every: 5, limit: 20)
  ///     // rows 4, 9, …, 99, then no more ads
  public var limit: Int?

  /// The least number of rows between two rows of this placement whose items
  /// have the same group; 0 for no spacing.
  ///
  /// A placement with a non-zero separation needs items that conform to
  /// ``SlotGrouping``; items whose group is `nil` are never held back.
  /// Items are always taken in the order of their source: separation delays
  /// an item, and the items after it, but never takes a later one first.
  ///
  ///     // pattern ["post"], repeatables ["post"], posts p0 … p5,
  ///     // placements [ad every 2 first 1 separation 4],
  ///     // ads a0 (group N), a1 (group N), a2 (group A):
  ///     // p0 a0 p1 p2 p3 a1 p4 a2 p5
  ///
  /// `a1` waits until row 5, four rows after `a0`, and `a2` waits behind it.
  public var separation: Int

  /// Creates a placement.
  ///
  ///     SlotPlacement(kind: "ad", every: 4)
  ///     // rows 3, 7, 11, … when no other placement competes
  ///     SlotPlacement(kind: "ad", every: 5, first: 2, limit: 20, separation: 10)
  ///     // rows 2, 7, 12, …, 20 ads at most, one advertiser's ads 10 rows apart
  ///     SlotPlacement(kind: "ad", rows: [1, 3], every: 3)
  ///     // rows 1, 3, 6, 9, …
  ///
  /// A field out of its range stops the program with a message that names
  /// the field; decoding a placement checks the same ranges and throws
  /// instead. Check a number from outside first with
  /// ``SlotPlacementError/Field/check(_:)``, and a list of rows with
  /// ``SlotPlacementError/Field/check(increasing:)``.
  ///
  /// - Parameters:
  ///   - kind: The placed kind.
  ///   - rows: The earliest row of each of the first rows, each at least 0
  ///     and greater than the one before it; empty, the default, for none.
  ///   - every: The least number of rows from one placed row to the next,
  ///     after the listed rows; at least 1.
  ///   - first: The first row the placement may take; at least 0. The
  ///     default is the first of `rows`, or, with no rows listed,
  ///     `every - 1`, where the first item would fall if the cadence
  ///     started before the first row.
  ///   - limit: The most rows the placement takes, or `nil` for no limit.
  ///   - separation: The least number of rows between two items of one
  ///     group; at least 0. The default, 0, keeps no spacing.
  ///
  /// - Precondition: each of `rows` at least 0 and greater than the one
  ///   before it, `every >= 1`, `first >= 0`, `limit >= 0` when given,
  ///   `separation >= 0`.
  /// - Complexity: O(*n*), where *n* is the length of `rows`.
  @inlinable
  public init(
    kind: Kind, rows: [Int] = [], every: Int, first: Int? = nil, limit: Int? = nil,
    separation: Int? = nil
  ) {
    self.init(
      _unchecked: kind, rows: rows, every: every, first: first, limit: limit,
      separation: separation)
    do throws(SlotPlacementError) {
      try _check()
    } catch {
      preconditionFailure("SlotPlacement.\(error)")
    }
  }

  /// Creates a placement of these fields, the missing ones defaulting as
  /// in the public initializer, without checking their ranges.
  @inlinable
  internal init(
    _unchecked kind: Kind, rows: [Int], every: Int, first: Int?, limit: Int?, separation: Int?
  ) {
    self.kind = kind
    self.rows = rows
    self.every = every
    self.first = first ?? Self._defaultFirst(rows: rows, every: every)
    self.limit = limit
    self.separation = separation ?? Self._defaultSeparation
  }

  /// The listed row that the placement's row `count` stands for, its
  /// first `count` rows taken, or `nil` once it has taken its listed rows:
  /// the one place that tells a listed row from the cadence.
  @inlinable
  internal func _listedRow(at count: Int) -> Int? {
    count < rows.count ? rows[count] : nil
  }

  /// The separation of a placement that is not given one: none.
  @inlinable
  internal static var _defaultSeparation: Int { 0 }

  /// The row a placement that lists `rows`, then takes a row every
  /// `every` rows, starts at when `first` is not given: its first listed
  /// row, which bounds none of its rows; with none listed, where the
  /// cadence would put its first row had it started just above the feed.
  @inlinable
  internal static func _defaultFirst(rows: [Int], every: Int) -> Int {
    rows.first ?? every &- 1
  }
}

extension SlotPlacement: Sendable where Kind: Sendable {}

// A placement's fields by name. These two members are the only code that
// names every field: its coded form, its description, the fingerprint of
// rules and the tool's readers go through them and
// `SlotPlacementError.Field`, so that a new field is a stored property,
// a parameter of the initializers, a case of `Field`, and a line in each
// of the two.
extension SlotPlacement {
  /// The value of `field`, or `nil` when it has none (a `limit` of `nil`):
  /// a field that may have none has none by default, which its coded form
  /// leaves out.
  ///
  /// - Complexity: O(1).
  @inlinable
  package subscript(field field: SlotPlacementError.Field) -> SlotPlacementError.Field._Value? {
    switch field {
    case .rows: .list(rows)
    case .every: .number(every)
    case .first: .number(first)
    case .limit: limit.map { .number($0) }
    case .separation: .number(separation)
    }
  }

  /// Creates a placement of `kind` whose fields have the values `value`
  /// gives, without checking their ranges; a field it gives `nil` defaults
  /// as in the public initializer.
  ///
  /// - Precondition: `value` gives every required field
  ///   (`SlotPlacementError.Field._isRequired`) a value, and each value the
  ///   field's shape.
  @inlinable
  package init(
    _unchecked kind: Kind,
    fields value: (SlotPlacementError.Field) -> SlotPlacementError.Field._Value?
  ) {
    guard let every = value(.every)?.number else { preconditionFailure("every is required") }
    self.init(
      _unchecked: kind, rows: value(.rows)?.list ?? [], every: every,
      first: value(.first)?.number, limit: value(.limit)?.number,
      separation: value(.separation)?.number)
  }
}

extension SlotPlacement {
  /// Creates a placement of `kind` whose fields have the values `value`
  /// gives, a field given `nil` defaulting as in the public initializer,
  /// or throws for the first field, in `Field`'s order, out of its range.
  ///
  /// - Precondition: `value` gives every required field a value of its
  ///   shape.
  @inlinable
  package init(
    kind: Kind, fields value: (SlotPlacementError.Field) -> SlotPlacementError.Field._Value?
  ) throws(SlotPlacementError) {
    self.init(_unchecked: kind, fields: value)
    try _check()
  }

  /// The same placement, of `kind`.
  @inlinable
  package func _replacingKind<Other>(with kind: Other) -> SlotPlacement<Other> {
    SlotPlacement<Other>(_unchecked: kind, fields: { self[field: $0] })
  }

  /// Whether `field` has the value it would take were it not given: the
  /// fields a description leaves out.
  @inlinable
  package func _hasDefault(_ field: SlotPlacementError.Field) -> Bool {
    guard !field._isRequired else { return false }
    let withoutField = Self(_unchecked: kind, fields: { $0 == field ? nil : self[field: $0] })
    return self[field: field] == withoutField[field: field]
  }

  /// Throws for the first field, in `Field`'s order, that is out of its
  /// range.
  @inlinable
  internal func _check() throws(SlotPlacementError) {
    for field in SlotPlacementError.Field.allCases {
      if let value = self[field: field] { try field._check(value) }
    }
  }
}
