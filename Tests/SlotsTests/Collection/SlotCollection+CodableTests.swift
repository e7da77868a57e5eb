//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing

/// A feed's JSON form: its rules and its sources.
@Suite("SlotCollection: Codable")
struct SlotCollectionCodableTests {
  @Test("A feed round-trips through JSON with its rules and sources")
  func collectionRoundTrip() throws {
    let feed = SlotCollection(
      layout: SlotLayout(
        pattern: ["style", "style", "style", "ad"], header: ["banner", "style"],
        repeatables: ["style"], fixed: [0: "promo", 10: "promo", -4: "promo"],
        fallback: "style"),
      sources: ["style": [1, 2, 3, 4, 5], "ad": [100], "banner": [7], "promo": [8, 9]])
    let data = try JSONEncoder().encode(feed)
    let decoded = try JSONDecoder().decode(SlotCollection<String, Int>.self, from: data)
    #expect(decoded == feed)
    #expect(Array(decoded) == Array(feed))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        SlotCollection<String, Int>.self, from: Data(#"{"sources": {"a": [1]}}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        SlotCollection<String, Int>.self,
        from: Data(#"{"layout": {"pattern": ["a"]}, "sources": {"a": ["x"]}}"#.utf8))
    }
    let noSources = try JSONDecoder().decode(
      SlotCollection<String, Int>.self, from: Data(#"{"layout": {"pattern": ["a"]}}"#.utf8))
    #expect(noSources.isEmpty && noSources.layout == SlotLayout(pattern: ["a"]))
  }
}
