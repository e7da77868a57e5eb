//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A number of a placement out of its range: `every` below 1; `first`,
/// `limit` or `separation` below 0; or a listed row below 0 or not after
/// the row listed before it.
///
/// Ask a field to check a value that comes from outside — a server's
/// settings, a file, a command line — before it makes a ``SlotPlacement``,
/// whose initializer stops the program on a value out of range:
///
///     try SlotPlacementError.Field.every.check(5)  // in range
///     try SlotPlacementError.Field.every.check(0)
///     // throws: every must be at least 1, not 0
///     try SlotPlacementError.Field.rows.check(increasing: [1, 3, 3])
///     // throws: rows must increase, not 3 after 3
///
/// Decoding a placement makes the same checks and throws a
/// `DecodingError` whose description says the same.
public struct SlotPlacementError: Error, Hashable, Sendable {
  /// A number of a placement, or a list of them, by the name its
  /// initializer and its coded form give it.
  public enum Field: String, CaseIterable, Hashable, Sendable {
    /// ``SlotPlacement/rows``: each row at least 0, and greater than the
    /// row listed before it.
    case rows
    /// ``SlotPlacement/every``, at least 1.
    case every
    /// ``SlotPlacement/first``, at least 0.
    case first
    /// ``SlotPlacement/limit``, at least 0 when given.
    case limit
    /// ``SlotPlacement/separation``, at least 0.
    case separation

    /// Creates the field of the given name, as the initializer's parameter
    /// and the coded form name it; `nil` for another name.
    ///
    ///     SlotPlacementError.Field(rawValue: "every")  // .every
    ///     SlotPlacementError.Field(rawValue: "kind")   // nil: not a number
    ///
    /// - Parameter rawValue: A name.
    /// - Complexity: O(1).
    @inlinable
    public init?(rawValue: String) {
      guard let field = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
        return nil
      }
      self = field
    }

    /// Whether a placement needs the field: a placement without it has no
    /// default, and decoding one or reading the tool's `--place` refuses it.
    @inlinable
    package var _isRequired: Bool { self == .every }

    /// Whether the field is one of the first coded form of a placement
    /// (`every`, `first`, `limit`, `separation`): the coded form writes it
    /// whenever it has a value, and the fingerprint of rules hashes it. A
    /// later field is written and hashed only when it is not its default,
    /// so that placements that leave it out keep the bytes they had before
    /// it existed.
    @inlinable
    package var _isOfFirstFormat: Bool {
      switch self {
      case .every, .first, .limit, .separation: true
      case .rows: false
      }
    }

    /// Whether the field is a list of numbers, such as ``rows``, rather
    /// than one number.
    @inlinable
    package var _isList: Bool { self == .rows }

    /// Whether the row the field makes a placement due at counts from the
    /// placement's previous row, as ``every``'s does, rather than from the
    /// top of the feed, as ``first``'s and ``rows``' do: an explanation
    /// then names the previous row ("due since row 7 (by every, from its
    /// row 4)").
    @inlinable
    package var _countsFromPreviousRow: Bool { self == .every }

    /// The value of a field of a placement: one number or a list of them,
    /// as ``_isList`` says. A placement's fields are read and written by
    /// name through it (`SlotPlacement[field:]`), so that its coded form, its
    /// description, its fingerprint and the tool's readers list the fields
    /// once, here, and a new field is a new case of `Field`.
    @usableFromInline
    package enum _Value: Hashable, Sendable {
      /// The value of a field that is one number.
      case number(Int)
      /// The value of a field that is a list.
      case list([Int])

      /// The number, or `nil` for a list.
      @inlinable
      package var number: Int? {
        if case .number(let value) = self { return value }
        return nil
      }

      /// The list, or `nil` for a number.
      @inlinable
      package var list: [Int]? {
        if case .list(let values) = self { return values }
        return nil
      }
    }

    /// Throws unless `value` is in the field's range: ``check(_:)`` for a
    /// number and ``check(increasing:)`` for a list.
    @inlinable
    package func _check(_ value: _Value) throws(SlotPlacementError) {
      switch value {
      case .number(let number): try check(number)
      case .list(let values): try check(increasing: values)
      }
    }

    /// The least value the field takes; for ``rows``, the least value of
    /// each row.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var leastValue: Int { self == .every ? 1 : 0 }

    /// Throws unless `value` is in the field's range.
    ///
    /// - Parameter value: A value for the field.
    /// - Throws: ``SlotPlacementError`` naming the field and the value
    ///   when `value` is below ``leastValue``.
    /// - Complexity: O(1).
    @inlinable
    public func check(_ value: Int) throws(SlotPlacementError) {
      guard value >= leastValue else { throw SlotPlacementError(field: self, value: value) }
    }

    /// Throws unless each of `values` is in the field's range and greater
    /// than the value before it: the check of a list, such as
    /// ``SlotPlacement/rows``.
    ///
    ///     try SlotPlacementError.Field.rows.check(increasing: [1, 3])  // in range
    ///     try SlotPlacementError.Field.rows.check(increasing: [3, 1])
    ///     // throws: rows must increase, not 1 after 3
    ///
    /// - Parameter values: A list of values for the field.
    /// - Throws: ``SlotPlacementError`` naming the field and the first
    ///   value, in the list's order, that is below ``leastValue`` or not
    ///   greater than the value before it (then with that value as
    ///   ``SlotPlacementError/previous``).
    /// - Complexity: O(*n*), where *n* is the length of `values`.
    @inlinable
    public func check(increasing values: [Int]) throws(SlotPlacementError) {
      var previous: Int? = nil
      for value in values {
        try check(value)
        if let previous, value <= previous {
          throw SlotPlacementError(field: self, value: value, previous: previous)
        }
        previous = value
      }
    }
  }

  /// The field out of its range.
  public var field: Field

  /// The value it was given.
  public var value: Int

  /// The value listed before ``value``, when the field is a list and
  /// ``value`` is not greater than it; `nil` when ``value`` is below the
  /// field's least value.
  ///
  ///     SlotPlacementError(field: .rows, value: 1, previous: 3).description
  ///     // rows must increase, not 1 after 3
  public var previous: Int?

  /// Creates the error of a field given a value out of its range, or,
  /// with `previous`, a list value not greater than the value before it.
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - value: The value it was given.
  ///   - previous: The value listed before `value`, when `value` is out of
  ///     order; `nil` by default, for a value below the field's least value.
  /// - Complexity: O(1).
  @inlinable
  public init(field: Field, value: Int, previous: Int? = nil) {
    self.field = field
    self.value = value
    self.previous = previous
  }
}

extension SlotPlacementError: CustomStringConvertible {
  /// A sentence that names the field, its range and the value:
  /// `every must be at least 1, not 0`, or, for a list out of order,
  /// `rows must increase, not 3 after 3`.
  ///
  /// - Complexity: O(1).
  public var description: String {
    if let previous {
      return "\(field.rawValue) must increase, not \(value) after \(previous)"
    }
    return "\(field.rawValue) must be at least \(field.leastValue), not \(value)"
  }
}
