//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotPlacement {
  internal enum _CodingKeys: String, CodingKey { case kind, rows, every, first, limit, separation }
}

extension SlotPlacement: Encodable where Kind: Encodable {
  /// Encodes the placement into the given encoder: every field, but empty
  /// `rows` and a `limit` of `nil` (<doc:SavingFeedsAndCursors#Rules>).
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding the kind throws.
  /// - Complexity: O(*n*), where *n* is the length of ``rows``, plus
  ///   encoding the kind.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    if !rows.isEmpty { try container.encode(rows, forKey: .rows) }
    try container.encode(every, forKey: .every)
    try container.encode(first, forKey: .first)
    try container.encodeIfPresent(limit, forKey: .limit)
    try container.encode(separation, forKey: .separation)
  }
}

extension SlotPlacement: Decodable where Kind: Decodable {
  /// Creates a placement by decoding it: `kind` and `every` are required,
  /// and the others default as in
  /// ``init(kind:rows:every:first:limit:separation:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` naming the field when a field is
  ///   out of its range or its rows are out of order; any other
  ///   `DecodingError` of malformed data.
  /// - Complexity: O(*n*), where *n* is the length of ``rows``, plus
  ///   decoding the kind.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    self.init(
      _unchecked: try container.decode(Kind.self, forKey: .kind),
      rows: try container.decodeIfPresent([Int].self, forKey: .rows) ?? [],
      every: try container.decode(Int.self, forKey: .every),
      first: try container.decodeIfPresent(Int.self, forKey: .first),
      limit: try container.decodeIfPresent(Int.self, forKey: .limit),
      separation: try container.decodeIfPresent(Int.self, forKey: .separation))
    do throws(SlotPlacementError) {
      try _check()
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "SlotPlacement.\(error)"))
    }
  }
}
