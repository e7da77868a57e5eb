//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A value as an encoder sees it: the tree of containers and primitives that
/// its `encode(to:)` writes, with the members of keyed containers sorted by
/// key.
///
/// The library uses it to give the elements of a `Set` or the keys of a
/// `Dictionary` an order that depends on their values only, never on the
/// process's hash seed: two values that write the same encoded form are
/// written the same way, whatever order they sort in between themselves.
internal indirect enum _EncodedForm {
  case null
  case bool(Bool)
  /// Any integer that fits in `Int64`.
  case integer(Int64)
  /// An unsigned integer above `Int64.max`.
  case unsigned(UInt64)
  case floating(Double)
  case string(String)
  case array([_EncodedForm])
  /// The members, sorted by key.
  case object([(key: String, value: _EncodedForm)])

  /// The encoded form of `value`.
  ///
  /// - Throws: What `value`'s `encode(to:)` throws.
  internal init<Value: Encodable>(of value: Value) throws {
    let node = _Node()
    try node.store(value, codingPath: [])
    self = node.form
  }

  /// The form of a value that encoders write as a primitive, or `nil`.
  internal init?<Value>(primitive value: Value) {
    switch value {
    case let value as Bool: self = .bool(value)
    case let value as String: self = .string(value)
    case let value as Double: self = .floating(value)
    case let value as Float: self = .floating(Double(value))
    case let value as Int: self = .integer(Int64(value))
    case let value as Int8: self = .integer(Int64(value))
    case let value as Int16: self = .integer(Int64(value))
    case let value as Int32: self = .integer(Int64(value))
    case let value as Int64: self = .integer(value)
    case let value as UInt: self.init(unsigned: UInt64(value))
    case let value as UInt8: self = .integer(Int64(value))
    case let value as UInt16: self = .integer(Int64(value))
    case let value as UInt32: self = .integer(Int64(value))
    case let value as UInt64: self.init(unsigned: value)
    default: return nil
    }
  }

  private init(unsigned value: UInt64) {
    self = value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsigned(value)
  }

  /// The rank of each case in the order: null, Booleans, numbers, strings,
  /// arrays, objects.
  private var rank: Int {
    switch self {
    case .null: 0
    case .bool: 1
    case .integer: 2
    case .unsigned: 3
    case .floating: 4
    case .string: 5
    case .array: 6
    case .object: 7
    }
  }

  /// Returns whether this form comes before `other` in a total order:
  /// by kind of value, then Booleans `false` first, numbers by value
  /// (floating-point numbers in their total order), strings as `String`
  /// compares them, arrays and objects element by element.
  internal func precedes(_ other: _EncodedForm) -> Bool {
    compare(other) < 0
  }

  /// Returns a negative number, zero or a positive number as this form comes
  /// before, together with or after `other`.
  private func compare(_ other: _EncodedForm) -> Int {
    switch (self, other) {
    case (.null, .null): return 0
    case (.bool(let left), .bool(let right)): return left == right ? 0 : (left ? 1 : -1)
    case (.integer(let left), .integer(let right)): return Self.compare(left, right)
    case (.unsigned(let left), .unsigned(let right)): return Self.compare(left, right)
    case (.floating(let left), .floating(let right)):
      let below = left.isTotallyOrdered(belowOrEqualTo: right)
      let above = right.isTotallyOrdered(belowOrEqualTo: left)
      return below && above ? 0 : (below ? -1 : 1)
    case (.string(let left), .string(let right)): return Self.compare(left, right)
    case (.array(let left), .array(let right)):
      for (leftElement, rightElement) in zip(left, right) {
        let order = leftElement.compare(rightElement)
        if order != 0 { return order }
      }
      return Self.compare(left.count, right.count)
    case (.object(let left), .object(let right)):
      for (leftMember, rightMember) in zip(left, right) {
        let keyOrder = Self.compare(leftMember.key, rightMember.key)
        if keyOrder != 0 { return keyOrder }
        let order = leftMember.value.compare(rightMember.value)
        if order != 0 { return order }
      }
      return Self.compare(left.count, right.count)
    default:
      return Self.compare(rank, other.rank)
    }
  }

  private static func compare<T: Comparable>(_ left: T, _ right: T) -> Int {
    left < right ? -1 : (left == right ? 0 : 1)
  }

  /// Returns `values` in ascending order of their encoded forms.
  ///
  /// - Complexity: O(*n* log *n*) comparisons, after encoding each value
  ///   once, where *n* is the number of values.
  internal static func sorted<Values: Sequence>(
    _ values: Values
  ) throws -> [Values.Element] where Values.Element: Encodable {
    let keyed = try values.map { (form: try _EncodedForm(of: $0), value: $0) }
    return keyed.sorted { $0.form.precedes($1.form) }.map(\.value)
  }
}
