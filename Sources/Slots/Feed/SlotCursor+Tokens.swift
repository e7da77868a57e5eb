//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCursor where Kind: Encodable {
  /// Returns the cursor as a sealed token: an opaque, URL-safe string that
  /// only a holder of `key` can make, and that stops being accepted at
  /// `expiresAt`.
  ///
  /// A token is the cursor in a compact binary form, its expiry time, and
  /// an HMAC-SHA-256 tag over both, in Base 64 for URLs (`A`–`Z`, `a`–`z`,
  /// `0`–`9`, `-`, `_`, no padding). It can go into a query string or a
  /// header as it is. A client cannot make a token, nor change one, without
  /// the key; ``init(token:keys:now:)`` refuses one that was.
  ///
  ///     let key = secrets.cursorKey                     // 32 random bytes
  ///     let token = try cursor.token(key: key, expiresAt: now + 3600)
  ///     // "AQEAAAAAZ…", valid for an hour
  ///     try SlotCursor<String>(token: token, keys: [key], now: now)  // == cursor
  ///
  /// The token carries everything that ``encode(to:)`` writes, nothing
  /// more; it is sealed, not encrypted, so whoever holds it can read the
  /// offsets in it. Times are seconds since 1970 (Unix time), as the
  /// caller's clock gives them: the library reads no clock.
  ///
  /// - Parameters:
  ///   - key: The secret key: 32 to 64 random bytes (see ``keyLengths``).
  ///     A key of another length is a programming error, which traps.
  ///   - expiresAt: The first second at which the token is refused; `nil`
  ///     for a token that never expires.
  /// - Returns: The token.
  /// - Throws: What encoding a kind throws.
  /// - Complexity: O(*s*), where *s* is the size of the cursor's encoded
  ///   form.
  public func token(key: [UInt8], expiresAt: Int?) throws -> String {
    Self._checkKey(key)
    var bytes: [UInt8] = [Self._tokenFormat]
    if let expiresAt {
      bytes.append(1)
      let time = UInt64(bitPattern: Int64(expiresAt))
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: time >> UInt64(shift)))
      }
    } else {
      bytes.append(0)
    }
    bytes += try _CompactEncoder.encode(self).bytes
    bytes += _HMACSHA256.code(for: bytes, key: key)
    return _Base64URL.encode(bytes)
  }
}

extension SlotCursor where Kind: Decodable {
  /// Creates a cursor from a sealed token that ``token(key:expiresAt:)``
  /// made with one of the given keys, if the token has not expired.
  ///
  /// The first key of `keys` is the one a server seals new tokens with; the
  /// others are keys it used before, still accepted while tokens sealed
  /// with them may be around. To change keys, put the new key first and
  /// keep the old one after it for as long as the old tokens live:
  ///
  ///     let keys = [secrets.cursorKey2025, secrets.cursorKey2024]
  ///     let token = try cursor.token(key: keys[0], expiresAt: now + 3600)
  ///     let cursor = try SlotCursor<String>(token: token, keys: keys, now: now)
  ///
  /// The tag is checked first, in time that does not depend on where it
  /// differs; then the expiry time; then the cursor is decoded. The token
  /// proves only that a holder of the key made it: whether the cursor fits
  /// the rules is checked when a feed resumes from it, as for any cursor.
  ///
  /// - Parameters:
  ///   - token: A token, as a client sent it back.
  ///   - keys: The keys that tokens may have been sealed with, at least
  ///     one, each 32 to 64 bytes (see ``keyLengths``). A key of another
  ///     length, or no key at all, is a programming error, which traps.
  ///   - now: The current time, in seconds since 1970.
  /// - Throws: ``SlotCursorError/malformedToken`` when `token` is not a
  ///   token at all, ``SlotCursorError/forged`` when no key made it (it was
  ///   changed, or sealed with a key not in `keys`),
  ///   ``SlotCursorError/expired`` when `now` is at or after its expiry
  ///   time, and `DecodingError` when a key made it but its cursor does not
  ///   decode as a cursor of this `Kind` (a kind that the type no longer
  ///   has).
  /// - Complexity: O(*t* × *k*), where *t* is the length of `token` and *k*
  ///   the number of keys.
  public init(token: some StringProtocol, keys: [[UInt8]], now: Int) throws {
    precondition(!keys.isEmpty, "Verifying a cursor token takes at least one key")
    for key in keys { Self._checkKey(key) }
    let tagLength = _HMACSHA256.codeLength
    guard let bytes = _Base64URL.decode(token), bytes.count >= 2 + tagLength else {
      throw SlotCursorError.malformedToken
    }
    let sealed = bytes[..<(bytes.count - tagLength)]
    let tag = Array(bytes[(bytes.count - tagLength)...])
    // Every key is tried, so that the time taken does not tell which matched.
    var isVerified = false
    for key in keys {
      let matches = _HMACSHA256.isEqualInConstantTime(_HMACSHA256.code(for: sealed, key: key), tag)
      isVerified = isVerified || matches
    }
    guard isVerified else { throw SlotCursorError.forged }

    guard sealed[0] == Self._tokenFormat, sealed[1] <= 1 else {
      throw SlotCursorError.malformedToken
    }
    var payloadStart = 2
    if sealed[1] == 1 {
      guard sealed.count >= 10 else { throw SlotCursorError.malformedToken }
      let time = sealed[2..<10].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      let expiresAt = Int64(bitPattern: time)
      guard Int64(now) < expiresAt else { throw SlotCursorError.expired }
      payloadStart = 10
    }
    guard let payload = _CompactValue(bytes: sealed[payloadStart...]) else {
      throw SlotCursorError.malformedToken
    }
    self = try _CompactDecoder.decode(Self.self, from: payload)
  }
}

extension SlotCursor {
  /// The first byte of a token: the version of its format.
  internal static var _tokenFormat: UInt8 { 1 }

  /// The lengths, in bytes, of the keys that seal and verify tokens: 32 to
  /// 64.
  ///
  /// A key of 32 random bytes holds all the strength that the tag, an
  /// HMAC-SHA-256, can use. Up to 64 bytes (the hash's block), HMAC takes a
  /// key as it is, padded with zero bytes; a longer key it would hash first,
  /// so that the key and its SHA-256 digest would verify each other's
  /// tokens. Keys of these lengths rule that out; what HMAC still cannot
  /// tell apart is two keys that differ only by zero bytes at their end, so
  /// a key must be random bytes, never a password or a padded text. Check a
  /// key from a configuration against this range before sealing or opening
  /// with it: a key of another length traps.
  ///
  ///     guard SlotCursor<String>.keyLengths.contains(key.count) else {
  ///         throw ConfigurationError.badCursorKey
  ///     }
  public static var keyLengths: ClosedRange<Int> { 32...64 }

  /// Stops the program for a key whose length is not in ``keyLengths``.
  internal static func _checkKey(_ key: [UInt8]) {
    precondition(
      keyLengths.contains(key.count),
      "A cursor key must be \(keyLengths.lowerBound) to \(keyLengths.upperBound) bytes long")
  }
}
