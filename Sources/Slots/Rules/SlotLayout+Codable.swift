//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotLayout {
  @usableFromInline
  internal enum _CodingKeys: String, CodingKey {
    case pattern, header, repeatables, fixed, fallback, placements
  }

  /// Returns `kinds` in the order the library writes unordered kinds in
  /// (<doc:SavingFeedsAndCursors#The-order-of-kinds>): the kinds these rules
  /// name by first appearance, then the others by their descriptions, and by
  /// the `dump` of their structure where descriptions are equal.
  ///
  /// - Complexity: O(*r* + *n* log *n*), where *r* is the size of the rules
  ///   and *n* the number of kinds, after describing the kinds not named.
  internal func _ordered(_ kinds: some Sequence<Kind>) -> [Kind] {
    var rank: [Kind: Int] = [:]
    let fixedKinds = fixed.sorted { $0.key < $1.key }.map(\.value)
    let named = [header, pattern, fixedKinds, fallback.map { [$0] } ?? [], placements.map(\.kind)]
    for kind in named.joined() where rank[kind] == nil { rank[kind] = rank.count }
    func structure(_ kind: Kind) -> String {
      var text = ""
      dump(kind, to: &text)
      return text
    }
    return kinds.map { (kind: $0, rank: rank[$0] ?? .max, name: "\($0)") }.sorted {
      if $0.rank != $1.rank { return $0.rank < $1.rank }
      if $0.name != $1.name { return $0.name < $1.name }
      return structure($0.kind) < structure($1.kind)
    }.map(\.kind)
  }
}

extension SlotLayout: Encodable where Kind: Encodable {
  /// Encodes the rules into the given encoder, as
  /// <doc:SavingFeedsAndCursors> describes.
  ///
  ///     {"pattern": ["post", "post", "post", "ad"], "header": ["banner"],
  ///      "repeatables": ["post"], "fixed": {"0": "promo", "10": "promo"},
  ///      "fallback": "post", "placements": [{"kind": "users", "every": 15, …}]}
  ///
  /// `pattern` is always written, the other keys only when they say
  /// something. With `JSONEncoder.OutputFormatting.sortedKeys`, equal rules
  /// give the same bytes in every process: `repeatables` come in the order
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
  /// `pattern` is required; the other rules default to none. Keys the layout
  /// does not know are ignored, so that newer servers can add rules that
  /// older apps skip. Kinds that `Kind` does not know fail the decoding,
  /// unless ``Swift/CodingUserInfoKey/slotsDropUnknownKinds`` drops them.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed: a missing
  ///   `pattern`, a value of the wrong type, a `fixed` key that is not an
  ///   integer, a kind that `Kind` cannot decode, or placements that are
  ///   invalid (the message names the field, as ``SlotPlacement`` does).
  /// - Complexity: O(*r*), where *r* is the size of the rules.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    func kinds(_ key: _CodingKeys) throws -> [Kind] {
      let kinds =
        key == .pattern
        ? try container.decode([_KnownKind<Kind>].self, forKey: key)
        : try container.decodeIfPresent([_KnownKind<Kind>].self, forKey: key) ?? []
      return kinds.compactMap(\.kind)
    }
    var placements: [SlotPlacement<Kind>] = []
    if try container.contains(.placements) && !container.decodeNil(forKey: .placements) {
      var list = try container.nestedUnkeyedContainer(forKey: .placements)
      while !list.isAtEnd {
        let placement = try list.superDecoder()
        let keys = try placement.container(keyedBy: SlotPlacement<Kind>._CodingKeys.self)
        // A placement of a kind that is dropped is dropped with it.
        guard try keys.decode(_KnownKind<Kind>.self, forKey: .kind).kind != nil else { continue }
        placements.append(try SlotPlacement(from: placement))
      }
    }
    let fixed = try container.decodeIfPresent([Int: _KnownKind<Kind>].self, forKey: .fixed)
    self.init(
      pattern: try kinds(.pattern), header: try kinds(.header),
      repeatables: Set(try kinds(.repeatables)), fixed: fixed?.compactMapValues(\.kind) ?? [:],
      fallback: try container.decodeIfPresent(_KnownKind<Kind>.self, forKey: .fallback)?.kind,
      placements: placements)
    if let problem = _placementProblem {
      throw DecodingError._impossible(container.codingPath + [_CodingKeys.placements], problem)
    }
  }
}
