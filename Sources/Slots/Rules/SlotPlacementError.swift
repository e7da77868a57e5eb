//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A number of a placement out of its range: `every` below 1, or `first`,
/// `limit` or `separation` below 0.
///
/// Ask a field to check a value that comes from outside — a server's
/// settings, a file, a command line — before it makes a ``SlotPlacement``,
/// whose initializer stops the program on a value out of range:
///
///     try SlotPlacementError.Field.every.check(5)  // in range
///     try SlotPlacementError.Field.every.check(0)
///     // throws: every must be at least 1, not 0
///
/// Decoding a placement makes the same checks and throws a
/// `DecodingError` whose description says the same.
public struct SlotPlacementError: Error, Hashable, Sendable {
  /// A number of a placement, by the name its initializer and its coded
  /// form give it.
  public enum Field: String, CaseIterable, Hashable, Sendable {
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

    /// The least value the field takes.
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
  }

  /// The field out of its range.
  public var field: Field

  /// The value it was given.
  public var value: Int

  /// Creates the error of a field given a value out of its range.
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - value: The value it was given.
  /// - Complexity: O(1).
  @inlinable
  public init(field: Field, value: Int) {
    self.field = field
    self.value = value
  }
}

extension SlotPlacementError: CustomStringConvertible {
  /// A sentence that names the field, its range and the value:
  /// `every must be at least 1, not 0`.
  ///
  /// - Complexity: O(1).
  public var description: String {
    "\(field.rawValue) must be at least \(field.leastValue), not \(value)"
  }
}
