//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import SlotsCommandLine

/// Integers as the command line and the rules' placements write them:
/// decimal digits after a minus sign or none.
@Suite struct ByteStringTests {
  @Test func readsDecimalDigitsWithAMinusSignOrNone() {
    #expect(ByteString("12").integer == .success(12))
    #expect(ByteString("-0").integer == .success(0))
    #expect(ByteString("007").integer == .success(7))
    #expect(ByteString("\(Int.min)").integer == .success(Int.min))
    #expect(ByteString("9223372036854775808").integer == .failure(.outOfRange))
  }

  /// A plus sign is refused, as the messages that say "a non-negative
  /// integer" or "an integer" promise digits.
  @Test(arguments: ["+7", "+0", "", "-", "--1", "+-1", " 1", "1 ", "1_000", "0x10", "1e3"])
  func refusesOtherText(_ text: String) {
    #expect(ByteString(text).integer == .failure(.notAnInteger))
  }
}
