//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import Slots

/// The library's SHA-256 and HMAC-SHA-256 against the published examples
/// (FIPS 180-4's, RFC 4231's) and against vectors that Python's hashlib and
/// hmac computed (`Scripts/hmac-vectors.py`).
@Suite struct HMACSHA256Tests {
  static func bytes(hex: some StringProtocol) -> [UInt8] {
    let digits = Array(hex.utf8)
    return stride(from: 0, to: digits.count, by: 2).map {
      UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)!
    }
  }

  static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  @Test(
    "SHA-256 of FIPS 180-4's examples",
    arguments: [
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ])
  func digestOfExamples(message: String, digest: String) {
    #expect(Self.hex(_HMACSHA256.digest(of: Array(message.utf8))) == digest)
  }

  @Test("SHA-256 of a million 'a's")
  func digestOfMillion() {
    let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(
      Self.hex(_HMACSHA256.digest(of: message))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// RFC 4231, section 4: test cases 1 to 7, keys and data in hexadecimal.
  /// Test case 5 checks the first 128 bits only, as the RFC does.
  @Test(
    "HMAC-SHA-256 of RFC 4231's test cases",
    arguments: [
      (
        String(repeating: "0b", count: 20), "4869205468657265",
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
      ),
      (
        "4a656665", "7768617420646f2079612077616e7420666f72206e6f7468696e673f",
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
      ),
      (
        String(repeating: "aa", count: 20), String(repeating: "dd", count: 50),
        "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
      ),
      (
        "0102030405060708090a0b0c0d0e0f10111213141516171819",
        String(repeating: "cd", count: 50),
        "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
      ),
      (
        String(repeating: "0c", count: 20), "546573742057697468205472756e636174696f6e",
        "a3b6167473100ee06e0c796c2955552b"
      ),
      (
        String(repeating: "aa", count: 131),
        "54657374205573696e67204c6172676572205468616e20426c6f636b2d53697a65204b6579202d2048"
          + "617368204b6579204669727374",
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
      ),
      (
        String(repeating: "aa", count: 131),
        "5468697320697320612074657374207573696e672061206c6172676572207468616e20626c6f636b"
          + "2d73697a65206b657920616e642061206c6172676572207468616e20626c6f636b2d73697a652064"
          + "6174612e20546865206b6579206e6565647320746f20626520686173686564206265666f7265206265"
          + "696e6720757365642062792074686520484d414320616c676f726974686d2e",
        "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
      ),
    ])
  func codeOfRFC4231Cases(key: String, data: String, code: String) {
    let computed = _HMACSHA256.code(for: Self.bytes(hex: data), key: Self.bytes(hex: key))
    #expect(computed.count == 32)
    #expect(Self.hex(computed).hasPrefix(code))
  }

  @Test("Digests and codes match Python's hashlib and hmac on 500 vectors")
  func vectorsFromPython() throws {
    let lines = HMACSHA256Vectors.lines.split(separator: "\n")
    #expect(lines.count == 500)
    for line in lines {
      let fields = line.split(separator: " ")
      try #require(fields.count == 4, "\(line)")
      let message = fields[0] == "-" ? [] : Self.bytes(hex: fields[0])
      let key = Self.bytes(hex: fields[1])
      #expect(Self.hex(_HMACSHA256.digest(of: message)) == fields[2], "message \(fields[0])")
      #expect(
        Self.hex(_HMACSHA256.code(for: message, key: key)) == fields[3],
        "message \(fields[0]), key \(fields[1])")
    }
  }

  @Test("Equality in constant time is equality")
  func constantTimeEquality() {
    #expect(_HMACSHA256.isEqualInConstantTime([], []))
    #expect(_HMACSHA256.isEqualInConstantTime([1, 2, 3], [1, 2, 3]))
    #expect(!_HMACSHA256.isEqualInConstantTime([1, 2, 3], [1, 2, 4]))
    #expect(!_HMACSHA256.isEqualInConstantTime([0, 2, 3], [1, 2, 3]))
    #expect(!_HMACSHA256.isEqualInConstantTime([1, 2], [1, 2, 3]))
  }
}
