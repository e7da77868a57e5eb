//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCursor {
  /// Which rules a cursor was taken under: the rules' fingerprint
  /// (`_LayoutRules.fingerprint`) and their kinds in the order of
  /// ``SlotLayout/kinds``, whose places the fingerprint names them by.
  /// Two rules with the same identity lay a live feed out alike.
  @usableFromInline
  internal struct _LayoutIdentity: Hashable {
    @usableFromInline internal var fingerprint: UInt64
    @usableFromInline internal var kinds: [Kind]

    @inlinable
    internal init(fingerprint: UInt64, kinds: [Kind]) {
      self.fingerprint = fingerprint
      self.kinds = kinds
    }

    /// The identity of `rules`, whose kinds `table` names.
    @inlinable
    internal init(rules: _LayoutRules, table: _KindTable<Kind>) {
      self.init(fingerprint: rules.fingerprint, kinds: rules.kinds.map { table.kinds[$0] })
    }

    /// The fingerprint as 16 lowercase hexadecimal digits, as cursors are
    /// encoded.
    internal var fingerprintText: String {
      let digits = String(fingerprint, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The fingerprint that `text` writes as 16 lowercase hexadecimal digits,
    /// or `nil`.
    internal static func fingerprint(fromText text: String) -> UInt64? {
      guard text.utf8.count == 16,
        text.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
      else { return nil }
      return UInt64(text, radix: 16)
    }
  }
}

extension SlotCursor._LayoutIdentity: Sendable where Kind: Sendable {}
