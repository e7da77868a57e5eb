//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension CodingUserInfoKey {
  /// The key that tells a decoder to drop the kinds it does not know from
  /// the rules and feeds it decodes, instead of failing.
  ///
  /// Rules that come from a server may name kinds that an app's version
  /// does not know yet. When `Kind` is an enumeration, decoding such rules
  /// fails as a whole by default. Set this key to `true` in the decoder's
  /// `userInfo` to decode them without the unknown kinds:
  ///
  ///     enum Kind: String, Codable { case post, ad }
  ///
  ///     let decoder = JSONDecoder()
  ///     decoder.userInfo[.slotsDropUnknownKinds] = true
  ///     let layout = try decoder.decode(SlotLayout<Kind>.self, from: Data("""
  ///         {"pattern": ["post", "story", "ad"], "repeatables": ["story"],
  ///          "fixed": {"0": "story", "5": "ad"}, "fallback": "story"}
  ///         """.utf8))
  ///     // layout == SlotLayout(pattern: [.post, .ad], fixed: [5: .ad])
  ///
  /// A kind is unknown when decoding it throws `DecodingError.dataCorrupted`,
  /// as a `RawRepresentable` enumeration does for a raw value that names
  /// none of its cases. The key reaches every ``SlotLayout`` and
  /// ``SlotCollection`` the decoder decodes, however deep; other values of it
  /// leave decoding strict. <doc:SavingFeedsAndCursors#Unknown-kinds> says
  /// what each rule does without its unknown kinds.
  public static let slotsDropUnknownKinds = CodingUserInfoKey(rawValue: "Slots.dropUnknownKinds")!
}

extension Decoder {
  /// Whether the decoder's user info asks to drop unknown kinds.
  internal var _dropsUnknownKinds: Bool {
    userInfo[.slotsDropUnknownKinds] as? Bool == true
  }
}
