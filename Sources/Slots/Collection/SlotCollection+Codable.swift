//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCollection {
  @usableFromInline
  internal enum _CodingKeys: String, CodingKey {
    case layout, sources
  }
}

extension SlotCollection: Encodable where Kind: Encodable, Element: Encodable {
  /// Encodes the rules and the sources of the feed into the given encoder.
  ///
  /// The feed becomes a keyed container with `layout` (see ``SlotLayout``)
  /// and `sources`, the sources that have items in the form that
  /// `Dictionary` gives them, so that a `[Kind: [Element]]` decodes them. The
  /// laid-out feed itself is not written: it follows from the two.
  ///
  /// Equal feeds encode to the same bytes in every process, provided the
  /// encoder orders the keys of keyed containers itself (with `JSONEncoder`,
  /// set `outputFormatting` to include `.sortedKeys`):
  ///
  /// - When `Kind` is `String` or `Int`, or conforms to
  ///   `CodingKeyRepresentable`, `sources` is a keyed container with one key
  ///   a kind, which the encoder orders.
  /// - Otherwise `sources` is an array that alternates kinds and their
  ///   items, as `Dictionary` writes it, with the kinds in ascending order of
  ///   their own encoded forms (see ``SlotLayout/encode(to:)``) rather than
  ///   in the dictionary's hash order.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding a kind or an item throws.
  /// - Complexity: O(*n* + *k* log *k*), where *n* is the number of items in
  ///   the sources and *k* the number of kinds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(_layout, forKey: .layout)
    let sources = self.sources
    if Self._encodesKindsAsKeys {
      try container.encode(sources, forKey: .sources)
    } else {
      var pairs = container.nestedUnkeyedContainer(forKey: .sources)
      for kind in try _EncodedForm.sorted(sources.keys) {
        try pairs.encode(kind)
        try pairs.encode(sources[kind]!)
      }
    }
  }

  /// Whether a `Dictionary` keyed by kinds encodes as a keyed container,
  /// as the standard library decides it.
  internal static var _encodesKindsAsKeys: Bool {
    if Kind.self == String.self || Kind.self == Int.self { return true }
    if #available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *) {
      return Kind.self is any CodingKeyRepresentable.Type
    }
    return false
  }
}

extension SlotCollection: Decodable where Kind: Decodable, Element: Decodable {
  /// Creates a feed by decoding its rules and sources from the given decoder.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed.
  /// - Complexity: O(*n* + *k* + *r* log *r* + *p* × *s*) beyond decoding,
  ///   where *n* is the number of items, *k* the number of kinds, *r* the size
  ///   of the rules, *p* the length of the pattern and header, and *s* the
  ///   number of runs of identical passes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    self.init(
      layout: try container.decode(SlotLayout<Kind>.self, forKey: .layout),
      sources: try container.decodeIfPresent([Kind: [Element]].self, forKey: .sources) ?? [:])
  }
}
