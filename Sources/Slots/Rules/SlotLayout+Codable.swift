//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotLayout {
  internal enum _CodingKeys: String, CodingKey {
    case pattern, header, repeatables, fixed, fallback, placements
  }
}

extension SlotLayout: Encodable where Kind: Encodable {
  /// Encodes the rules into the given encoder, as
  /// <doc:SavingFeedsAndCursors#Rules> describes: `repeatables` in the order
  /// of the rules, never in the set's.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding a kind throws.
  /// - Complexity: O(*r* log *r*), where *r* is the size of the rules.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(pattern, forKey: .pattern)
    if !header.isEmpty { try container.encode(header, forKey: .header) }
    if !repeatables.isEmpty { try container.encode(_ordered(repeatables), forKey: .repeatables) }
    if !fixed.isEmpty { try container.encode(fixed, forKey: .fixed) }
    try container.encodeIfPresent(fallback, forKey: .fallback)
    if !placements.isEmpty { try container.encode(placements, forKey: .placements) }
  }
}

extension SlotLayout: Decodable where Kind: Decodable {
  /// Creates rules by decoding them in the form that ``encode(to:)`` writes.
  ///
  /// `pattern` is required; the other rules default to none, and keys the
  /// layout does not know are ignored, so that newer servers can add rules
  /// that older apps skip.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed or names a kind
  ///   that `Kind` does not know, as <doc:SavingFeedsAndCursors#Unknown-kinds>
  ///   tells.
  /// - Complexity: O(*r*), where *r* is the size of the rules.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    func kinds(_ key: _CodingKeys) throws -> [Kind] {
      try container.decodeIfPresent([_KnownKind<Kind>].self, forKey: key)?.compactMap(\.kind) ?? []
    }
    var placements: [SlotPlacement<Kind>] = []
    if try container.contains(.placements) && !container.decodeNil(forKey: .placements) {
      var list = try container.nestedUnkeyedContainer(forKey: .placements)
      while !list.isAtEnd {
        let placement = try list.superDecoder()
        let keys = try placement.container(keyedBy: SlotPlacement<Kind>._CodingKey.self)
        // A placement of a kind that is dropped is dropped with it.
        guard try keys.decode(_KnownKind<Kind>.self, forKey: .kind).kind != nil else { continue }
        placements.append(try SlotPlacement(from: placement))
      }
    }
    let fixed = try container.decodeIfPresent([Int: _KnownKind<Kind>].self, forKey: .fixed)
    self.init(
      pattern: try container.decode([_KnownKind<Kind>].self, forKey: .pattern).compactMap(\.kind),
      header: try kinds(.header),
      repeatables: Set(try kinds(.repeatables)), fixed: fixed?.compactMapValues(\.kind) ?? [:],
      fallback: try container.decodeIfPresent(_KnownKind<Kind>.self, forKey: .fallback)?.kind,
      placements: placements)
    if let problem = _placementProblem {
      throw container._impossible(.placements, problem)
    }
  }
}
