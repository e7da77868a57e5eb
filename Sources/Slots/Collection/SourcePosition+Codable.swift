//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

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
  /// Creates a source position by decoding the keys `kind` and `offset`.
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
