//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104), the one place where
/// the library computes digests.
///
/// The library depends on nothing, so it carries its own; everything that
/// seals or verifies goes through this type, so a platform implementation
/// can take its place by replacing this file. It is written for clarity and
/// small inputs (cursor tokens), not for speed.
///
///     _HMACSHA256.digest(of: Array("abc".utf8))       // ba7816bf…f20015ad
///     _HMACSHA256.code(for: message, key: key)         // 32 bytes
internal enum _HMACSHA256 {
  /// The length of a digest and of an authentication code, in bytes.
  internal static var codeLength: Int { 32 }

  /// The length of a SHA-256 block, in bytes.
  private static var blockLength: Int { 64 }

  /// The first 32 bits of the fractional parts of the cube roots of the
  /// first 64 primes.
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// The first 32 bits of the fractional parts of the square roots of the
  /// first 8 primes.
  private static let initialState: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19,
  ]

  /// Returns the SHA-256 digest of `message`.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `message`.
  internal static func digest(of message: some Collection<UInt8>) -> [UInt8] {
    var state = initialState
    var padded = Array(message)
    let bitLength = UInt64(padded.count) &* 8
    padded.append(0x80)
    while padded.count % blockLength != blockLength - 8 { padded.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    var schedule = [UInt32](repeating: 0, count: 64)
    for blockStart in stride(from: 0, to: padded.count, by: blockLength) {
      for t in 0..<16 {
        let i = blockStart + 4 * t
        schedule[t] =
          UInt32(padded[i]) << 24 | UInt32(padded[i + 1]) << 16 | UInt32(padded[i + 2]) << 8
          | UInt32(padded[i + 3])
      }
      for t in 16..<64 {
        let s0 =
          rotate(schedule[t - 15], 7) ^ rotate(schedule[t - 15], 18) ^ (schedule[t - 15] >> 3)
        let s1 = rotate(schedule[t - 2], 17) ^ rotate(schedule[t - 2], 19) ^ (schedule[t - 2] >> 10)
        schedule[t] = schedule[t - 16] &+ s0 &+ schedule[t - 7] &+ s1
      }
      var (a, b, c, d) = (state[0], state[1], state[2], state[3])
      var (e, f, g, h) = (state[4], state[5], state[6], state[7])
      for t in 0..<64 {
        let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
        let choice = (e & f) ^ (~e & g)
        let temporary1 = h &+ sum1 &+ choice &+ roundConstants[t] &+ schedule[t]
        let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        let temporary2 = sum0 &+ majority
        (h, g, f, e) = (g, f, e, d &+ temporary1)
        (d, c, b, a) = (c, b, a, temporary1 &+ temporary2)
      }
      for (i, word) in [a, b, c, d, e, f, g, h].enumerated() { state[i] = state[i] &+ word }
    }
    return state.flatMap { word in
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
    }
  }

  /// Returns the HMAC-SHA-256 authentication code of `message` under `key`.
  ///
  /// A key longer than a block is hashed first, as RFC 2104 says.
  ///
  /// - Complexity: O(*n* + *k*), where *n* is the length of `message` and
  ///   *k* the length of `key`.
  internal static func code(for message: some Collection<UInt8>, key: [UInt8]) -> [UInt8] {
    var block = key.count > blockLength ? digest(of: key) : key
    block += repeatElement(0, count: blockLength - block.count)
    let inner = digest(of: block.map { $0 ^ 0x36 } + message)
    return digest(of: block.map { $0 ^ 0x5c } + inner)
  }

  /// Whether two byte strings are equal, in a time that depends on their
  /// lengths only, not on where they differ.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the longer.
  internal static func isEqualInConstantTime(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for i in lhs.indices { difference |= lhs[i] ^ rhs[i] }
    return difference == 0
  }

  /// Rotates `word` right by `count` bits.
  private static func rotate(_ word: UInt32, _ count: UInt32) -> UInt32 {
    word >> count | word << (32 - count)
  }
}
