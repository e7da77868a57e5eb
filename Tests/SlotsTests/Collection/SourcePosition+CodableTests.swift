//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing

/// A source position's JSON form.
@Suite("SourcePosition: Codable")
struct SourcePositionCodableTests {
  @Test("Source positions round-trip through JSON")
  func sourcePositionRoundTrip() throws {
    let position = SourcePosition(kind: "ad", offset: 4)
    let data = try JSONEncoder().encode(position)
    #expect(try JSONDecoder().decode(SourcePosition<String>.self, from: data) == position)
  }
}
