//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing

/// Rules from a server that name kinds the app does not know: strict by
/// default, and without the unknown kinds when the decoder's user info sets
/// `slotsDropUnknownKinds`.
@Suite struct UnknownKindDecodingTests {
  enum Kind: String, Codable, Hashable { case post, ad, promo }
  enum KeyedKind: String, Codable, Hashable, CodingKeyRepresentable { case post, ad }
  enum Numbered: Int, Codable, Hashable {
    case one = 1
    case two = 2
  }

  static func decode<T: Decodable>(
    _ type: T.Type, _ json: String, dropping: Bool = true
  ) throws -> T {
    let decoder = JSONDecoder()
    if dropping { decoder.userInfo[.slotsDropUnknownKinds] = true }
    return try decoder.decode(type, from: Data(json.utf8))
  }

  static func isTypeMismatch(_ error: any Error) -> Bool {
    if case DecodingError.typeMismatch = error { return true }
    return false
  }

  static let everyRule = """
    {"pattern": ["post", "story", "ad", "story"], "header": ["story", "promo"],
     "repeatables": ["story", "post"], "fixed": {"0": "story", "5": "ad", "-1": "reel"},
     "fallback": "story"}
    """

  @Test func theDocumentedExample() throws {
    let layout = try Self.decode(
      SlotLayout<Kind>.self,
      """
      {"pattern": ["post", "story", "ad"], "repeatables": ["story"],
       "fixed": {"0": "story", "5": "ad"}, "fallback": "story"}
      """)
    #expect(layout == SlotLayout(pattern: [.post, .ad], fixed: [5: .ad]))
  }

  @Test func everyRuleDropsItsUnknownKinds() throws {
    let layout = try Self.decode(SlotLayout<Kind>.self, Self.everyRule)
    #expect(layout.pattern == [.post, .ad])
    #expect(layout.header == [.promo])
    #expect(layout.repeatables == [.post])
    #expect(layout.fixed == [5: .ad])
    #expect(layout.fallback == nil)
  }

  @Test func placementsOfUnknownKindsAreDropped() throws {
    let json = """
      {"pattern": ["post"], "placements": [{"kind": "story", "every": 2},
       {"kind": "ad", "every": 3}, {"kind": "reel", "every": 0}]}
      """
    #expect(
      try Self.decode(SlotLayout<Kind>.self, json)
        == SlotLayout(pattern: [.post], placements: [SlotPlacement(kind: .ad, every: 3)]))
    #expect(throws: DecodingError.self) {
      try Self.decode(SlotLayout<Kind>.self, json, dropping: false)
    }
    // An invalid placement of a known kind still throws.
    #expect(throws: DecodingError.self) {
      try Self.decode(
        SlotLayout<Kind>.self, #"{"pattern": [], "placements": [{"kind": "ad", "every": 0}]}"#)
    }
  }

  @Test func strictDecodingStaysStrict() {
    for json in [
      Self.everyRule, #"{"pattern": ["story"]}"#, #"{"pattern": [], "fallback": "story"}"#,
      #"{"pattern": [], "fixed": {"3": "story"}}"#,
    ] {
      #expect(throws: DecodingError.self) {
        try Self.decode(SlotLayout<Kind>.self, json, dropping: false)
      }
    }
    // Only `true` drops.
    for value: any Sendable in [false, "true", 1] {
      let decoder = JSONDecoder()
      decoder.userInfo[.slotsDropUnknownKinds] = value
      #expect(throws: DecodingError.self) {
        try decoder.decode(SlotLayout<Kind>.self, from: Data(Self.everyRule.utf8))
      }
    }
  }

  @Test func knownKindsDecodeAsStrictDecodingDoes() throws {
    let json = """
      {"pattern": ["post", "ad"], "header": ["promo"], "repeatables": ["post"],
       "fixed": {"3": "promo", "-2": "ad"}, "fallback": "ad", "comment": "ignored"}
      """
    #expect(
      try Self.decode(SlotLayout<Kind>.self, json)
        == Self.decode(SlotLayout<Kind>.self, json, dropping: false))
    let minimal = #"{"pattern": ["post"], "header": null, "fixed": null, "fallback": null}"#
    #expect(try Self.decode(SlotLayout<Kind>.self, minimal) == SlotLayout(pattern: [.post]))
  }

  @Test func aPatternOfUnknownKindsLaysOutNothing() throws {
    let json = #"{"layout": {"pattern": ["story", "reel"], "fixed": {"0": "ad"}}, "sources": []}"#
    var feed = try Self.decode(SlotCollection<Kind, String>.self, json)
    feed[source: .ad] = ["A0"]
    feed[source: .post] = ["P0"]
    #expect(feed.layout.pattern.isEmpty)
    #expect(feed.isEmpty)
  }

  @Test func slotsCloseUp() throws {
    let json = #"{"pattern": ["story", "story", "post", "reel", "ad", "reel"]}"#
    #expect(try Self.decode(SlotLayout<Kind>.self, json).pattern == [.post, .ad])
    let numbered = try Self.decode(SlotLayout<Numbered>.self, #"{"pattern": [7, 1, 0, 2, 3]}"#)
    #expect(numbered.pattern == [.one, .two])
  }

  @Test func otherMalformedDataStillThrows() {
    let malformed = [
      #"{"pattern": ["post", 5]}"#,  // a number where a kind is a string
      #"{"header": ["post"]}"#,  // no pattern
      #"{"pattern": "post"}"#,  // not an array
      #"{"pattern": ["post"], "fixed": {"first": "ad"}}"#,  // a position that is not a number
      #"{"pattern": ["post"], "fixed": {"1": null}}"#,  // no kind
      #"{"pattern": ["post"], "fixed": ["ad"]}"#,  // not an object
      #"{"pattern": ["post"], "fallback": 3}"#,  // a number where a kind is a string
      #"{"pattern": ["post", null]}"#,  // no kind
    ]
    for json in malformed {
      #expect(throws: DecodingError.self, "\(json)") {
        try Self.decode(SlotLayout<Kind>.self, json)
      }
    }
    #expect {
      try Self.decode(SlotLayout<Numbered>.self, #"{"pattern": ["1"]}"#)
    } throws: {
      Self.isTypeMismatch($0)
    }
    // A position that is not a number is a key of the wrong type, as
    // `Dictionary` says, not an unknown kind.
    #expect {
      try Self.decode(SlotLayout<Kind>.self, #"{"pattern": [], "fixed": {"x": "ad"}}"#)
    } throws: {
      Self.isTypeMismatch($0)
    }
  }

  @Test func sourcesOfUnknownKindsAreDropped() throws {
    // An enumeration kind: sources are kinds and items alternating.
    let pairs = """
      {"layout": {"pattern": ["post", "story", "ad"]},
       "sources": ["story", ["S0", "S1"], "post", ["P0", "P1"], "reel", [], "ad", ["A0"]]}
      """
    let feed = try Self.decode(SlotCollection<Kind, String>.self, pairs)
    #expect(feed.sources == [.post: ["P0", "P1"], .ad: ["A0"]])
    #expect(Array(feed) == ["P0", "A0", "P1"])
    #expect(throws: DecodingError.self) {
      try Self.decode(SlotCollection<Kind, String>.self, pairs, dropping: false)
    }

    // A `CodingKeyRepresentable` kind: sources are an object.
    let keyed = """
      {"layout": {"pattern": ["post", "ad"]},
       "sources": {"story": ["S0"], "post": ["P0"], "ad": ["A0"]}}
      """
    let keyedFeed = try Self.decode(SlotCollection<KeyedKind, String>.self, keyed)
    #expect(keyedFeed.sources == [.post: ["P0"], .ad: ["A0"]])
    #expect(throws: DecodingError.self) {
      try Self.decode(SlotCollection<KeyedKind, String>.self, keyed, dropping: false)
    }

    // String kinds know every kind.
    let strings = try Self.decode(SlotCollection<String, String>.self, keyed)
    #expect(strings.sources == ["story": ["S0"], "post": ["P0"], "ad": ["A0"]])
    let numbers = try Self.decode(
      SlotCollection<Int, String>.self, #"{"layout": {"pattern": [1]}, "sources": {"1": ["x"]}}"#)
    #expect(Array(numbers) == ["x"])
  }

  @Test func malformedSourcesStillThrow() {
    let malformed = [
      #"{"layout": {"pattern": ["post"]}, "sources": ["post", ["P0"], "ad"]}"#,  // odd
      #"{"layout": {"pattern": ["post"]}, "sources": ["post", [1]]}"#,  // items of a wrong type
      #"{"layout": {"pattern": ["post"]}, "sources": [5, ["P0"]]}"#,  // a kind of a wrong type
      #"{"sources": []}"#,  // no layout
    ]
    for json in malformed {
      #expect(throws: DecodingError.self, "\(json)") {
        try Self.decode(SlotCollection<Kind, String>.self, json)
      }
    }
    #expect(throws: DecodingError.self) {
      try Self.decode(
        SlotCollection<KeyedKind, String>.self,
        #"{"layout": {"pattern": ["post"]}, "sources": {"post": "P0"}}"#)
    }
    let noSources = #"{"layout": {"pattern": ["post"]}, "sources": null}"#
    #expect(throws: Never.self) { try Self.decode(SlotCollection<Kind, String>.self, noSources) }
  }

  @Test func theKeyReachesNestedRules() throws {
    struct Response: Decodable {
      var screens: [String: SlotLayout<Kind>]
    }
    let json = #"{"screens": {"home": {"pattern": ["post", "story"]}, "ads": {"pattern": ["ad"]}}}"#
    let response = try Self.decode(Response.self, json)
    #expect(response.screens["home"] == SlotLayout(pattern: [.post]))
    #expect(response.screens["ads"] == SlotLayout(pattern: [.ad]))
  }
}
