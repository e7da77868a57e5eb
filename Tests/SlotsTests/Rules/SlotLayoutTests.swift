//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing

@Suite("SlotLayout")
struct SlotLayoutTests {
  static let full = SlotLayout(
    pattern: ["style", "style", "style", "ad"], header: ["banner", "style"],
    repeatables: ["style"], fixed: [0: "promo", 10: "promo", -4: "promo"], fallback: "style")

  func decode<Kind: Decodable>(_ json: String, as: Kind.Type = String.self) throws
    -> SlotLayout<Kind>
  {
    try JSONDecoder().decode(SlotLayout<Kind>.self, from: Data(json.utf8))
  }

  @Test("Rules round-trip through JSON")
  func roundTrip() throws {
    let data = try JSONEncoder().encode(Self.full)
    #expect(try JSONDecoder().decode(SlotLayout<String>.self, from: data) == Self.full)
    let minimal = SlotLayout(pattern: [3, 1, 3])
    let minimalData = try JSONEncoder().encode(minimal)
    #expect(String(decoding: minimalData, as: UTF8.self) == #"{"pattern":[3,1,3]}"#)
    #expect(try JSONDecoder().decode(SlotLayout<Int>.self, from: minimalData) == minimal)
  }

  @Test("The documented JSON form decodes")
  func documentedForm() throws {
    let layout = try decode(
      """
      {
        "pattern": ["post", "post", "post", "ad"],
        "header": ["banner"],
        "repeatables": ["post"],
        "fixed": {"0": "promo", "10": "promo"},
        "fallback": "post",
        "comment": "unknown keys are ignored"
      }
      """)
    #expect(
      layout
        == SlotLayout(
          pattern: ["post", "post", "post", "ad"], header: ["banner"], repeatables: ["post"],
          fixed: [0: "promo", 10: "promo"], fallback: "post"))
    #expect(try decode(#"{"pattern": []}"#) == SlotLayout<String>())
  }

  enum Kind: String, Codable { case post, ad }

  @Test("Kinds decode by their own Codable form")
  func enumKinds() throws {
    #expect(
      try decode(#"{"pattern": ["post", "ad"], "fixed": {"3": "ad"}}"#, as: Kind.self)
        == SlotLayout(pattern: [.post, .ad], fixed: [3: .ad]))
    #expect(throws: DecodingError.self) {
      try decode(#"{"pattern": ["post", "video"]}"#, as: Kind.self)
    }
  }

  @Test(
    "Malformed rules throw a DecodingError",
    arguments: [
      #"{}"#,
      #"{"header": ["a"]}"#,
      #"{"pattern": "a"}"#,
      #"{"pattern": [1, 2]}"#,
      #"{"pattern": ["a"], "header": "a"}"#,
      #"{"pattern": ["a"], "repeatables": {"a": 1}}"#,
      #"{"pattern": ["a"], "fixed": {"first": "p"}}"#,
      #"{"pattern": ["a"], "fixed": {"1.5": "p"}}"#,
      #"{"pattern": ["a"], "fixed": {"99999999999999999999999": "p"}}"#,
      #"{"pattern": ["a"], "fixed": ["p"]}"#,
      #"{"pattern": ["a"], "fallback": ["a"]}"#,
      #"["a", "b"]"#,
      #"null"#,
    ])
  func malformed(_ json: String) {
    #expect(throws: DecodingError.self) { try decode(json) }
  }

  @Test("Placements go through JSON, and invalid ones throw naming the field")
  func placements() throws {
    let layout = SlotLayout(
      pattern: ["post"], repeatables: ["post", "zeta"],
      placements: [
        SlotPlacement(kind: "users", every: 15, limit: 2),
        SlotPlacement(kind: "ad", every: 5, first: 3, separation: 10),
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(layout), as: UTF8.self)
    #expect(
      json
        == #"{"pattern":["post"],"placements":[{"every":15,"first":14,"kind":"users","limit":2,"#
        + #""separation":0},{"every":5,"first":3,"kind":"ad","separation":10}],"#
        + #""repeatables":["post","zeta"]}"#)
    #expect(try decode(json) == layout)
    #expect(
      try decode(#"{"pattern": ["a"], "placements": [{"kind": "b", "every": 2}]}"#)
        == SlotLayout(pattern: ["a"], placements: [SlotPlacement(kind: "b", every: 2, first: 1)]))
    for (placements, message) in [
      (#"[{"kind": "b", "every": 0}]"#, "SlotPlacement.every must be at least 1, not 0"),
      (
        #"[{"kind": "b", "every": 2, "limit": -1}]"#,
        "SlotPlacement.limit must be at least 0, not -1"
      ),
      (
        #"[{"kind": "b", "every": 2}, {"kind": "b", "every": 3}]"#,
        #"placements[1].kind "b" is named by the main rules or by another placement"#
      ),
      (
        #"[{"kind": "a", "every": 2}]"#,
        #"placements[0].kind "a" is named by the main rules or by another placement"#
      ),
    ] {
      #expect {
        try decode(#"{"pattern": ["a"], "placements": "# + placements + "}")
      } throws: { error in
        guard case DecodingError.dataCorrupted(let context) = error else { return false }
        return context.debugDescription == message
      }
    }
  }

  @Test("Equality ignores the order of repeatables, not of the pattern")
  func equality() {
    #expect(
      SlotLayout(pattern: ["a"], repeatables: ["x", "y"])
        == SlotLayout(pattern: ["a"], repeatables: ["y", "x"]))
    #expect(SlotLayout(pattern: ["a", "b"]) != SlotLayout(pattern: ["b", "a"]))
    #expect(SlotLayout(pattern: ["a"], header: ["b"]) != SlotLayout(pattern: ["a"]))
    #expect(
      SlotLayout(pattern: ["a"], fixed: [1: "p"]) != SlotLayout(pattern: ["a"], fixed: [2: "p"]))
    #expect(SlotLayout(pattern: ["a"], fallback: "a") != SlotLayout(pattern: ["a"]))
    #expect(Set([Self.full, Self.full, SlotLayout(pattern: ["style"])]).count == 2)
  }

  @Test("The description names the rules that are set")
  func description() {
    #expect(SlotLayout(pattern: ["a", "b"]).description == #"SlotLayout(pattern: ["a", "b"])"#)
    #expect(
      SlotLayout(
        pattern: ["a"], header: ["h"], repeatables: ["a"], fixed: [2: "p", -1: "q"], fallback: "a"
      )
      .description
        == #"SlotLayout(pattern: ["a"], header: ["h"], repeatables: ["a"], fixed: [-1: "q", 2: "p"], fallback: "a")"#
    )
  }
}
