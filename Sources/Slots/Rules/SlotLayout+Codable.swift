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
}

extension SlotLayout: Encodable where Kind: Encodable {
  /// Encodes the rules into the given encoder.
  ///
  /// The rules become one keyed container. `pattern` is always written; the
  /// other keys only when they say something. With `JSONEncoder` and `String`
  /// kinds, the form is:
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
  /// set `outputFormatting` to include `.sortedKeys`; without it, Foundation
  /// may order keys differently from one run to the next). The unordered
  /// parts of the rules are written in an order that depends on their
  /// values only, never on the order of the `Set`:
  ///
  /// - `repeatables` is an array in ascending order of the kinds' own
  ///   encoded forms: numbers by value, strings as `String` compares them,
  ///   `false` before `true`, and containers element by element (keyed
  ///   containers by sorted key). Kinds that encode alike are written alike,
  ///   so their order between themselves does not show.
  /// - `fixed` is a keyed container whose keys are the positions, which the
  ///   encoder orders.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding a kind throws.
  /// - Complexity: O(*r* log *r*), where *r* is the size of the rules, after
  ///   encoding each repeatable kind twice (once to order them).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(pattern, forKey: .pattern)
    if !header.isEmpty { try container.encode(header, forKey: .header) }
    if !repeatables.isEmpty {
      try container.encode(_EncodedForm.sorted(repeatables), forKey: .repeatables)
    }
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
    if decoder._dropsUnknownKinds {
      self = try Self._decodingKnownKinds(from: container)
      return
    }
    self.init(
      pattern: try container.decode([Kind].self, forKey: .pattern),
      header: try container.decodeIfPresent([Kind].self, forKey: .header) ?? [],
      repeatables: Set(
        try container.decodeIfPresent([Kind].self, forKey: .repeatables) ?? []),
      fixed: try container.decodeIfPresent([Int: Kind].self, forKey: .fixed) ?? [:],
      fallback: try container.decodeIfPresent(Kind.self, forKey: .fallback))
  }

  /// Decodes the rules, leaving out the kinds that `Kind` does not know.
  internal static func _decodingKnownKinds(
    from container: KeyedDecodingContainer<_CodingKeys>
  ) throws -> Self {
    var fixed: [Int: Kind] = [:]
    if try container.contains(.fixed) && !container.decodeNil(forKey: .fixed) {
      let entries = try container.nestedContainer(
        keyedBy: _AnyCodingKey.self, forKey: .fixed)
      for key in entries.allKeys {
        guard let position = key.intValue ?? Int(key.stringValue) else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: entries.codingPath + [key],
              debugDescription: "Expected an integer position, not '\(key.stringValue)'."))
        }
        do {
          fixed[position] = try entries.decode(Kind.self, forKey: key)
        } catch DecodingError.dataCorrupted {
          continue
        }
      }
    }
    return Self(
      pattern: try container._decodeKnownKinds(Kind.self, forKey: .pattern, required: true),
      header: try container._decodeKnownKinds(Kind.self, forKey: .header),
      repeatables: Set(try container._decodeKnownKinds(Kind.self, forKey: .repeatables)),
      fixed: fixed,
      fallback: try container._decodeKnownKindIfPresent(Kind.self, forKey: .fallback))
  }
}
