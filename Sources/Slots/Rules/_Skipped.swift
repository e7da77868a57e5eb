//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A value that decodes from anything by reading nothing.
///
/// An unkeyed container does not move past an element that failed to
/// decode; decoding this in its place does.
internal struct _Skipped: Decodable {
  internal init(from decoder: any Decoder) {}
}

extension UnkeyedDecodingContainer {
  /// Decodes the next element as a kind, or moves past it and returns `nil`
  /// when the kind is unknown: when decoding it throws
  /// `DecodingError.dataCorrupted`.
  ///
  /// - Throws: Any other error of decoding the element.
  internal mutating func _decodeKnownKind<Kind: Decodable>(_: Kind.Type) throws -> Kind? {
    let index = currentIndex
    do {
      return try decode(Kind.self)
    } catch DecodingError.dataCorrupted(let context) {
      if currentIndex == index { _ = try decode(_Skipped.self) }
      guard currentIndex > index else {
        // A container that does not move even past a placeholder would
        // make the caller loop forever.
        throw DecodingError.dataCorrupted(context)
      }
      return nil
    }
  }
}

extension KeyedDecodingContainer {
  /// Decodes the kinds of an array that may be absent or `null` (then
  /// empty), dropping the unknown ones.
  internal func _decodeKnownKinds<Kind: Decodable>(
    _: Kind.Type, forKey key: Key, required: Bool = false
  ) throws -> [Kind] {
    if !required, try !contains(key) || decodeNil(forKey: key) { return [] }
    var elements = try nestedUnkeyedContainer(forKey: key)
    var kinds: [Kind] = []
    if let count = elements.count { kinds.reserveCapacity(count) }
    while !elements.isAtEnd {
      if let kind = try elements._decodeKnownKind(Kind.self) { kinds.append(kind) }
    }
    return kinds
  }

  /// Decodes a kind that may be absent or `null`, giving `nil` for those
  /// and for an unknown kind.
  internal func _decodeKnownKindIfPresent<Kind: Decodable>(
    _: Kind.Type, forKey key: Key
  ) throws -> Kind? {
    do {
      return try decodeIfPresent(Kind.self, forKey: key)
    } catch DecodingError.dataCorrupted {
      return nil
    }
  }
}
