//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A kind, or `nil` for a kind that `Kind` does not know (whose decoding
/// throws `DecodingError.dataCorrupted`) when the decoder's user info sets
/// ``Swift/CodingUserInfoKey/slotsDropUnknownKinds``.
///
/// Decoding it succeeds for every kind known or dropped, so an unkeyed
/// container always moves past it.
internal struct _KnownKind<Kind: Decodable>: Decodable {
  internal var kind: Kind?

  internal init(from decoder: any Decoder) throws {
    do {
      kind = try decoder.singleValueContainer().decode(Kind.self)
    } catch DecodingError.dataCorrupted(let context) {
      guard decoder._dropsUnknownKinds else { throw DecodingError.dataCorrupted(context) }
    }
  }
}
