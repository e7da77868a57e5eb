//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotPlacement {
  /// A key of a placement's coded form: `kind`, or a field's name.
  internal struct _CodingKey: CodingKey {
    internal var stringValue: String
    internal var intValue: Int? { nil }

    internal init(stringValue: String) { self.stringValue = stringValue }
    internal init?(intValue: Int) { nil }

    /// The key of the placement's kind.
    internal static var kind: Self { Self(stringValue: "kind") }

    /// The key of `field`.
    internal init(_ field: SlotPlacementError.Field) { self.init(stringValue: field.rawValue) }
  }
}

extension SlotPlacement: Encodable where Kind: Encodable {
  /// Encodes the placement into the given encoder: its kind, then each
  /// field by name in `SlotPlacementError.Field`'s order, but a field
  /// without a value (a `limit` of `nil`) and a field added after the
  /// first coded form (`rows`) that is its default
  /// (<doc:SavingFeedsAndCursors#Rules>).
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding the kind throws.
  /// - Complexity: O(*n*), where *n* is the length of ``rows``, plus
  ///   encoding the kind.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKey.self)
    try container.encode(kind, forKey: .kind)
    for field in SlotPlacementError.Field.allCases
    where field._isOfFirstFormat || !_hasDefault(field) {
      switch self[field: field] {
      case .number(let value): try container.encode(value, forKey: _CodingKey(field))
      case .list(let values): try container.encode(values, forKey: _CodingKey(field))
      case nil: break
      }
    }
  }
}

extension SlotPlacement: Decodable where Kind: Decodable {
  /// Creates a placement by decoding it: `kind` and `every` are required,
  /// and the others, missing or `null`, default as the initializer
  /// defaults them.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` naming the field when a field is
  ///   out of its range or its rows are out of order; any other
  ///   `DecodingError` of malformed data.
  /// - Complexity: O(*n*), where *n* is the length of ``rows``, plus
  ///   decoding the kind.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKey.self)
    let kind = try container.decode(Kind.self, forKey: .kind)
    var values: [SlotPlacementError.Field: SlotPlacementError.Field._Value] = [:]
    for field in SlotPlacementError.Field.allCases {
      let key = _CodingKey(field)
      if field._isList {
        if let list = try container.decodeIfPresent([Int].self, forKey: key) {
          values[field] = .list(list)
        }
      } else if field._isRequired {
        values[field] = .number(try container.decode(Int.self, forKey: key))
      } else if let number = try container.decodeIfPresent(Int.self, forKey: key) {
        values[field] = .number(number)
      }
    }
    do throws(SlotPlacementError) {
      try self.init(kind: kind, fields: { values[$0] })
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "SlotPlacement.\(error)"))
    }
  }
}
