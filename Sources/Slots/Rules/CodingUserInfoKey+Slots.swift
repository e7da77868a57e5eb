//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension CodingUserInfoKey {
  /// The key that tells a decoder to drop the kinds it does not know from
  /// the rules and collections it decodes, instead of failing.
  ///
  /// Set it to `true` in a decoder's `userInfo`; other values leave decoding
  /// strict. <doc:SavingFeedsAndCursors#Unknown-kinds> shows an example, and
  /// says which kinds are unknown and what each rule does without them.
  public static let slotsDropUnknownKinds = CodingUserInfoKey(rawValue: "Slots.dropUnknownKinds")!
}

extension Decoder {
  /// Whether the decoder's user info asks to drop unknown kinds.
  internal var _dropsUnknownKinds: Bool {
    userInfo[.slotsDropUnknownKinds] as? Bool == true
  }
}
