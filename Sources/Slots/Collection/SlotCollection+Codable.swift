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

  /// Whether a `Dictionary` keyed by kinds codes as a keyed container, as
  /// the standard library decides it.
  internal static var _encodesKindsAsKeys: Bool {
    if Kind.self == String.self || Kind.self == Int.self { return true }
    if #available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *) {
      return Kind.self is any CodingKeyRepresentable.Type
    }
    return false
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
}

extension SlotCollection: Decodable where Kind: Decodable, Element: Decodable {
  /// Creates a feed by decoding its rules and sources from the given decoder.
  ///
  /// `layout` is required and `sources` may be absent, in the forms that
  /// ``encode(to:)`` writes. A kind that `Kind` cannot decode fails the
  /// whole decoding, unless the decoder's `userInfo` sets
  /// ``Swift/CodingUserInfoKey/slotsDropUnknownKinds`` to `true`: then the
  /// rules are decoded without it, and its source is dropped with its items.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed.
  /// - Complexity: Beyond decoding, the feed is laid out once, in time that
  ///   depends on the rules and the number of kinds, not on the number of
  ///   items. <doc:PerformanceAndComplexity#Laying-a-Feed-Out> gives the
  ///   formula.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    let layout = try container.decode(SlotLayout<Kind>.self, forKey: .layout)
    var sources: [Kind: [Element]] = [:]
    if try container.contains(.sources) && !container.decodeNil(forKey: .sources) {
      sources =
        decoder._dropsUnknownKinds
        ? try Self._decodeKnownSources(from: container)
        : try container.decode([Kind: [Element]].self, forKey: .sources)
    }
    self.init(layout: layout, sources: sources)
  }

  /// Decodes the sources as `Dictionary` does, leaving out those of kinds
  /// that `Kind` does not know.
  internal static func _decodeKnownSources(
    from container: KeyedDecodingContainer<_CodingKeys>
  ) throws -> [Kind: [Element]] {
    var sources: [Kind: [Element]] = [:]
    if Kind.self == String.self || Kind.self == Int.self {
      // Every key names a kind.
      return try container.decode([Kind: [Element]].self, forKey: .sources)
    }
    if _encodesKindsAsKeys {
      let entries = try container.nestedContainer(keyedBy: _AnyCodingKey.self, forKey: .sources)
      for key in entries.allKeys {
        guard let kind = Self._kind(codingKey: key) else { continue }
        sources[kind] = try entries.decode([Element].self, forKey: key)
      }
      return sources
    }
    var pairs = try container.nestedUnkeyedContainer(forKey: .sources)
    if let count = pairs.count, !count.isMultiple(of: 2) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: pairs.codingPath,
          debugDescription: "Expected kinds and sources in pairs, found \(count) values."))
    }
    while !pairs.isAtEnd {
      let kind = try pairs._decodeKnownKind(Kind.self)
      guard !pairs.isAtEnd else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: pairs.codingPath,
            debugDescription: "Expected the source of the last kind, found the end."))
      }
      if let kind {
        sources[kind] = try pairs.decode([Element].self)
      } else {
        _ = try pairs.decode(_Skipped.self)
      }
    }
    return sources
  }

  /// The kind that a coding key names, when `Kind` is
  /// `CodingKeyRepresentable`; `nil` for a key that names no kind.
  internal static func _kind(codingKey: _AnyCodingKey) -> Kind? {
    guard #available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *),
      let type = Kind.self as? any CodingKeyRepresentable.Type
    else { return nil }
    return type.init(codingKey: codingKey) as? Kind
  }
}
