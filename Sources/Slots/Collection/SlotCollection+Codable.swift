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
  /// and `sources`, a dictionary from kind to items. The laid-out feed
  /// itself is not written: it follows from the two.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Complexity: O(*n* + *k*), where *n* is the number of items in the
  ///   sources and *k* the number of kinds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(_layout, forKey: .layout)
    try container.encode(sources, forKey: .sources)
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
