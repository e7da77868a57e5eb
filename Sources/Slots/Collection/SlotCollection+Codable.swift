//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCollection {
  internal enum _CodingKeys: String, CodingKey { case layout, sources }

  /// A coding key made of any string: a kind's, in a keyed `sources`.
  private struct _KindKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Whether a `Dictionary` keyed by kinds codes as a keyed container, as
  /// the standard library decides it.
  internal static var _kindsAreKeys: Bool {
    if Kind.self == String.self || Kind.self == Int.self { return true }
    guard #available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *) else { return false }
    return Kind.self is any CodingKeyRepresentable.Type
  }
}

extension SlotCollection: Encodable where Kind: Encodable, Element: Encodable {
  /// Encodes the rules and the sources of the feed into the given encoder,
  /// as <doc:SavingFeedsAndCursors#Rules> describes.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding a kind or an item throws.
  /// - Complexity: O(*n* + *k* log *k*), where *n* is the number of items in
  ///   the sources and *k* the number of kinds.
  public func encode(to encoder: any Encoder) throws {
    try Self._encode(layout: _layout, sources: sources, to: encoder)
  }

  /// Encodes a collection of `layout` and `sources` as ``encode(to:)``
  /// does: a live feed's prepended blocks are kept without their
  /// collections.
  internal static func _encode(
    layout: SlotLayout<Kind>, sources: [Kind: [Element]], to encoder: any Encoder
  ) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(layout, forKey: .layout)
    try _encode(sources, orderedBy: layout, in: &container, forKey: .sources)
  }

  /// Encodes `sources` as ``encode(to:)`` does, in the order of `layout`.
  internal static func _encode<Key: CodingKey>(
    _ sources: [Kind: [Element]], orderedBy layout: SlotLayout<Kind>,
    in container: inout KeyedEncodingContainer<Key>, forKey key: Key
  ) throws {
    guard !_kindsAreKeys else { return try container.encode(sources, forKey: key) }
    var pairs = container.nestedUnkeyedContainer(forKey: key)
    for kind in layout._ordered(sources.keys) {
      try pairs.encode(kind)
      try pairs.encode(sources[kind]!)
    }
  }
}

extension SlotCollection: Decodable where Kind: Decodable, Element: Decodable {
  /// Creates a feed by decoding its rules and sources in the form that
  /// ``encode(to:)`` writes; `sources` may be absent.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed or names a kind
  ///   that `Kind` does not know, as <doc:SavingFeedsAndCursors#Unknown-kinds>
  ///   tells.
  /// - Complexity: Beyond decoding, the feed is laid out once, in time that
  ///   depends on the rules and the number of kinds, not on the number of
  ///   items (<doc:PerformanceAndComplexity#Laying-a-Feed-Out>).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    self.init(
      layout: try container.decode(SlotLayout<Kind>.self, forKey: .layout),
      sources: try Self._decodeSources(
        from: container, forKey: .sources, dropping: decoder._dropsUnknownKinds))
  }

  /// Decodes sources as ``encode(to:)`` writes them (none when absent),
  /// without those of unknown kinds when `dropping`, as a list of kinds and
  /// a list of their items, in the same order.
  ///
  /// String kinds are read one at a time from the keys, with no dictionary
  /// of every kind between the JSON and the lists.
  internal static func _decodeSourceLists<Key: CodingKey>(
    from container: KeyedDecodingContainer<Key>, forKey key: Key, dropping: Bool
  ) throws -> (kinds: [Kind], items: [[Element]]) {
    guard Kind.self == String.self else {
      let sources = try _decodeSources(from: container, forKey: key, dropping: dropping)
      return (Array(sources.keys), Array(sources.values))
    }
    guard try container.contains(key) && !container.decodeNil(forKey: key) else { return ([], []) }
    let entries = try container.nestedContainer(keyedBy: _KindKey.self, forKey: key)
    let keys = entries.allKeys
    var items: [[Element]] = []
    items.reserveCapacity(keys.count)
    for entry in keys { items.append(try entries.decode([Element].self, forKey: entry)) }
    return (keys.map { _identityCast($0.stringValue, to: Kind.self) }, items)
  }

  /// Decodes sources as ``encode(to:)`` writes them (none when absent),
  /// without those of unknown kinds when `dropping`.
  internal static func _decodeSources<Key: CodingKey>(
    from container: KeyedDecodingContainer<Key>, forKey key: Key, dropping: Bool
  ) throws -> [Kind: [Element]] {
    guard try container.contains(key) && !container.decodeNil(forKey: key) else { return [:] }
    // String and integer kinds are never unknown.
    guard dropping && Kind.self != String.self && Kind.self != Int.self else {
      return try container.decode([Kind: [Element]].self, forKey: key)
    }
    var sources: [Kind: [Element]] = [:]
    if _kindsAreKeys, #available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *),
      let type = Kind.self as? any CodingKeyRepresentable.Type
    {
      let entries = try container.nestedContainer(keyedBy: _KindKey.self, forKey: key)
      for key in entries.allKeys {
        guard let kind = type.init(codingKey: key) as? Kind else { continue }
        sources[kind] = try entries.decode([Element].self, forKey: key)
      }
      return sources
    }
    var pairs = try container.nestedUnkeyedContainer(forKey: key)
    while !pairs.isAtEnd {
      let kind = try pairs.decode(_KnownKind<Kind>.self).kind
      guard !pairs.isAtEnd else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: pairs.codingPath, debugDescription: "the last kind has no items"))
      }
      // A dropped kind's items are passed over unread.
      if let kind {
        sources[kind] = try pairs.decode([Element].self)
      } else {
        _ = try pairs.superDecoder()
      }
    }
    return sources
  }
}
