//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing

@testable import SlotsCommandLine

@Suite struct RulesFilePlacementsTests {
  static let validPlacements: [(String, [SlotPlacement<String>])] = [
    (#"[]"#, []),
    (#"null"#, []),
    (#"[{"kind": "ad", "every": 3}]"#, [SlotPlacement(kind: "ad", every: 3)]),
    (
      #"[{"every": 6, "kind": "user", "first": 5}, {"kind": "ad", "every": 3}]"#,
      [SlotPlacement(kind: "user", every: 6, first: 5), SlotPlacement(kind: "ad", every: 3)]
    ),
    (
      #"[{"kind": "ad", "every": 5, "first": 2, "limit": 20, "separation": 10}]"#,
      [SlotPlacement(kind: "ad", every: 5, first: 2, limit: 20, separation: 10)]
    ),
    (
      #"[{"kind": "ad", "every": 5, "first": null, "limit": null, "separation": null}]"#,
      [SlotPlacement(kind: "ad", every: 5)]
    ),
    (
      #"[{"kind": "a\u0064", "every": 1, "limit": 0}]"#,
      [SlotPlacement(kind: "ad", every: 1, limit: 0)]
    ),
    (
      #"[{"kind": "ad", "every": 9223372036854775807, "first": -0}]"#,
      [SlotPlacement(kind: "ad", every: Int.max, first: 0)]
    ),
    (
      #"[{"kind": "ad", "rows": [1, 3], "every": 3}]"#,
      [SlotPlacement(kind: "ad", rows: [1, 3], every: 3)]
    ),
    (
      #"[{"kind": "ad", "every": 2, "rows": [0], "limit": 4}]"#,
      [SlotPlacement(kind: "ad", rows: [0], every: 2, limit: 4)]
    ),
    (#"[{"kind": "ad", "every": 3, "rows": []}]"#, [SlotPlacement(kind: "ad", every: 3)]),
    (#"[{"kind": "ad", "every": 3, "rows": null}]"#, [SlotPlacement(kind: "ad", every: 3)]),
  ]

  @Test(arguments: validPlacements)
  func readsPlacements(_ text: String, placements: [SlotPlacement<String>]) throws {
    let decoded = try decodeRules(#"{"pattern": ["post"], "placements": \#(text)}"#)
    #expect(decoded.layout.placements == placements)
    #expect(decoded.layout.pattern == ["post"])
    #expect(decoded.warnings.isEmpty)
  }

  /// Placement values and the message of their mistake; the rules around
  /// them put the placements on line 2, from column 15.
  static let invalidPlacements: [(String, String)] = [
    (
      #"{}"#,
      #"rules.json:2: error: "placements" must be an array of objects, not an object (column 15)"#
    ),
    (
      #""ad""#,
      #"rules.json:2: error: "placements" must be an array of objects, not a string (column 15)"#
    ),
    (#"[3]"#, #"rules.json:2: error: "placements"[0] must be an object, not a number (column 16)"#),
    (#"[{"every": 3}]"#, #"rules.json:2: error: "placements"[0] has no "kind" (column 16)"#),
    (#"[{"kind": "ad"}]"#, #"rules.json:2: error: "placements"[0] has no "every" (column 16)"#),
    (
      #"[{"kind": "ad", "every": null}]"#,
      #"rules.json:2: error: "placements"[0] has no "every" (column 16)"#
    ),
    (
      #"[{"kind": "ad", "every": 3}, {"kind": "u"}]"#,
      #"rules.json:2: error: "placements"[1] has no "every" (column 44)"#
    ),
    (
      #"[{"kind": 1, "every": 3}]"#,
      #"rules.json:2: error: "placements"[0].kind must be a string, not a number (column 25)"#
    ),
    (
      #"[{"kind": "", "every": 3}]"#,
      #"rules.json:2: error: "placements"[0].kind is empty (column 17)"#
    ),
    (
      #"[{"kind": "ad", "every": "3"}]"#,
      #"rules.json:2: error: "placements"[0].every must be an integer, not a string (column 40)"#
    ),
    (
      #"[{"kind": "ad", "every": true}]"#,
      #"rules.json:2: error: "placements"[0].every must be an integer, not a Boolean (column 40)"#
    ),
    (
      #"[{"kind": "ad", "every": 2.5}]"#,
      #"rules.json:2: error: "placements"[0].every must be an integer, not 2.5 (column 31)"#
    ),
    (
      #"[{"kind": "ad", "every": 1e2}]"#,
      #"rules.json:2: error: "placements"[0].every must be an integer, not 1e2 (column 31)"#
    ),
    (
      #"[{"kind": "ad", "every": 99999999999999999999}]"#,
      #"rules.json:2: error: "placements"[0].every is out of range: 99999999999999999999 (column 31)"#
    ),
    (
      #"[{"kind": "ad", "every": 0}]"#,
      #"rules.json:2: error: "placements"[0].every must be at least 1, not 0 (column 31)"#
    ),
    (
      #"[{"kind": "ad", "every": 3, "first": -1}]"#,
      #"rules.json:2: error: "placements"[0].first must be at least 0, not -1 (column 43)"#
    ),
    (
      #"[{"kind": "ad", "every": 3, "limit": -1}]"#,
      #"rules.json:2: error: "placements"[0].limit must be at least 0, not -1 (column 43)"#
    ),
    (
      #"[{"kind": "ad", "every": 3, "separation": -2}]"#,
      #"rules.json:2: error: "placements"[0].separation must be at least 0, not -2 (column 43)"#
    ),
    (
      #"[{"kind": "ad", "every": 3, "rows": [3, 1]}]"#,
      #"rules.json:2: error: "placements"[0].rows must increase, not 1 after 3 (column 43)"#
    ),
    (
      #"[{"kind": "ad", "every": 3, "rows": [1, 1]}]"#,
      #"rules.json:2: error: "placements"[0].rows must increase, not 1 after 1 (column 43)"#
    ),
    (
      #"[{"kind": "ad", "every": 3, "rows": [-1, 2]}]"#,
      #"rules.json:2: error: "placements"[0].rows must be at least 0, not -1 (column 43)"#
    ),
    (
      #"[{"kind": "ad", "every": 3, "rows": 3}]"#,
      #"rules.json:2: error: "placements"[0].rows must be an array of integers, not a number (column 51)"#
    ),
    (
      #"[{"kind": "ad", "every": 3, "rows": [1, "3"]}]"#,
      #"rules.json:2: error: "placements"[0].rows[1] must be an integer, not a string (column 55)"#
    ),
    (
      #"[{"kind": "ad", "every": 3, "rows": [1.5]}]"#,
      #"rules.json:2: error: "placements"[0].rows[0] must be an integer, not 1.5 (column 43)"#
    ),
    (
      #"[{"kind": "ad", "every": 3, "evry": 4}]"#,
      #"rules.json:2: error: "placements"[0] has the unknown key "evry"; a placement has kind, \#(PlacementSettings.keyList) (column 43)"#
    ),
    (
      #"[{"kind": "ad", "every": 3, "every": 4}]"#,
      #"rules.json:2: error: "placements"[0] has the key "every" twice (column 43)"#
    ),
    (
      #"[{"kind": "ad", "kind": "ad", "every": 4}]"#,
      #"rules.json:2: error: "placements"[0] has the key "kind" twice (column 31)"#
    ),
  ]

  @Test(arguments: invalidPlacements)
  func namesTheFieldOfAMistake(_ text: String, message: String) {
    let rules = "{\"pattern\": [\"post\"],\n\"placements\": \(text)}"
    #expect(throws: CommandError(kind: .data, message: message)) { try decodeRules(rules) }
    #expect(CommandError(kind: .data, message: message).exitStatus == 65)
  }

  @Test func rejectsPlacementsGivenTwice() {
    let rules = #"{"pattern": ["p"], "placements": [], "placements": []}"#
    #expect(
      throws: CommandError(
        kind: .data,
        message: #"rules.json:1: error: the key "placements" appears twice (column 38)"#)
    ) { try decodeRules(rules) }
  }
}
