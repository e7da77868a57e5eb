//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotLayout {
  @usableFromInline
  internal enum _CodingKeys: String, CodingKey {
    case pattern, header, repeatables, fixed, fallback
  }

  /// Returns `kinds` in the order the library writes unordered kinds in:
  /// first the kinds these rules name, by first appearance in `header`,
  /// `pattern`, `fixed` (by ascending position) and `fallback`; then the
  /// others by their descriptions, and kinds whose descriptions are equal by
  /// the `dump` of their structure.
  ///
  /// - Complexity: O(*r* + *n* log *n*), where *r* is the size of the rules
  ///   and *n* the number of kinds, after describing each kind not named.
  internal func _ordered(_ kinds: some Sequence<Kind>) -> [Kind] {
    var rank: [Kind: Int] = [:]
    let fixedKinds = fixed.sorted { $0.key < $1.key }.map(\.value)
    for kind in [header, pattern, fixedKinds, fallback.map { [$0] } ?? []].joined()
    where rank[kind] == nil {
      rank[kind] = rank.count
    }
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
  /// Encodes the rules into the given encoder.
  ///
  /// The rules become one keyed container. `pattern` is always written; the
  /// other keys only when they say something. With `JSONEncoder` and `String`
  /// kinds:
  ///
  ///     {
  ///       "pattern": ["post", "post", "post", "ad"],
  ///       "header": ["banner"],
  ///       "repeatables": ["post"],
  ///       "fixed": {"0": "promo", "10": "promo"},
  ///       "fallback": "post"
  ///     }
  ///
  /// Equal rules encode to the same bytes in every process, provided the
  /// encoder orders the keys of keyed containers itself (with `JSONEncoder`,
  /// set `outputFormatting` to include `.sortedKeys`). Nothing depends on the
  /// order a `Set` or `Dictionary` happens to keep: `fixed` is keyed by
  /// position, and `repeatables` is written in the order the rules give
  /// their kinds — first appearance in `header`, `pattern`, `fixed` (by
  /// ascending position) and `fallback` — with repeatables named nowhere
  /// else after them, by their descriptions (and, for equal descriptions,
  /// by the `dump` of their structure). ``SlotCollection`` writes its
  /// sources in the same order.
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
  }
}

extension SlotLayout: Decodable where Kind: Decodable {
  /// Creates rules by decoding from the given decoder.
  ///
  /// `pattern` is required; `header`, `repeatables` and `fixed` default to
  /// empty and `fallback` to none. The keys of `fixed` must be integers (in
  /// JSON, strings that spell integers). Keys the layout does not know are
  /// ignored, so that newer servers can add rules that older apps skip.
  ///
  /// A kind that `Kind` cannot decode fails the whole decoding, unless the
  /// decoder's `userInfo` sets ``Swift/CodingUserInfoKey/slotsDropUnknownKinds``
  /// to `true`: then the rules are decoded without it, as that key
  /// documents.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed: a missing
  ///   `pattern`, a value of the wrong type, a `fixed` key that is not an
  ///   integer, or a kind that `Kind` cannot decode.
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
    let fixed = try container.decodeIfPresent([Int: _KnownKind<Kind>].self, forKey: .fixed)
    self.init(
      pattern: try kinds(.pattern), header: try kinds(.header),
      repeatables: Set(try kinds(.repeatables)), fixed: fixed?.compactMapValues(\.kind) ?? [:],
      fallback: try container.decodeIfPresent(_KnownKind<Kind>.self, forKey: .fallback)?.kind)
  }
}
