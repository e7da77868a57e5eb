//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Where an item of a feed comes from: its kind, and its offset in that
/// kind's source.
///
/// Every item of a ``SlotCollection`` is taken from its source at most once,
/// front to back, so a source position names one item of the feed.
///
///     var feed = SlotCollection<String, String>(
///         layout: SlotLayout(pattern: ["post", "ad"]))
///     feed[source: "post"] = ["P0", "P1"]
///     feed[source: "ad"] = ["A0", "A1"]
///     feed.sourcePosition(at: 3)  // ad#1
public struct SourcePosition<Kind: Hashable>: Hashable {
  /// The kind of the item.
  public var kind: Kind

  /// The item's offset in the source of its kind, from zero.
  public var offset: Int

  /// Creates a source position.
  ///
  /// - Parameters:
  ///   - kind: The kind of the item.
  ///   - offset: The item's offset in the source of its kind.
  /// - Complexity: O(1).
  @inlinable
  public init(kind: Kind, offset: Int) {
    self.kind = kind
    self.offset = offset
  }
}

extension SourcePosition: Sendable where Kind: Sendable {}

extension SourcePosition {
  @usableFromInline
  internal enum _CodingKeys: String, CodingKey {
    case kind, offset
  }
}

extension SourcePosition: Encodable where Kind: Encodable {
  /// Encodes the kind and the offset into the given encoder, as the keys
  /// `kind` and `offset`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Complexity: O(1), beyond encoding the kind.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(offset, forKey: .offset)
  }
}

extension SourcePosition: Decodable where Kind: Decodable {
  /// Creates a source position by decoding the keys `kind` and `offset` from
  /// the given decoder.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed.
  /// - Complexity: O(1), beyond decoding the kind.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    self.init(
      kind: try container.decode(Kind.self, forKey: .kind),
      offset: try container.decode(Int.self, forKey: .offset))
  }
}

extension SourcePosition: CustomStringConvertible {
  /// The kind and offset, written `kind#offset`, as in `post#3`.
  ///
  /// - Complexity: O(1), beyond describing the kind.
  public var description: String { "\(kind)#\(offset)" }
}
