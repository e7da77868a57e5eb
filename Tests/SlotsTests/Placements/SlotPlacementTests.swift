//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import _SlotsTestSupport

@testable import Slots

/// `SlotPlacement` and the layouts that hold placements: defaults,
/// validation (decoding throws; in code, the message a precondition stops
/// with), the JSON form and the descriptions.
@Suite("SlotPlacement")
struct SlotPlacementTests {
  @Test("first defaults to every − 1, limit to none, separation to 0")
  func defaults() {
    let placement = SlotPlacement(kind: "ad", every: 3)
    #expect(placement.first == 2 && placement.limit == nil && placement.separation == 0)
    #expect(SlotPlacement(kind: "ad", every: 1).first == 0)
    let full = SlotPlacement(kind: "ad", every: 5, first: 0, limit: 20, separation: 10)
    #expect(full.every == 5 && full.first == 0 && full.limit == 20 && full.separation == 10)
  }

  @Test("Each field makes a placement differ")
  func hashable() {
    let base = SlotPlacement(kind: "ad", every: 4, first: 1, limit: 2, separation: 3)
    let others = [
      SlotPlacement(kind: "card", every: 4, first: 1, limit: 2, separation: 3),
      SlotPlacement(kind: "ad", every: 5, first: 1, limit: 2, separation: 3),
      SlotPlacement(kind: "ad", every: 4, first: 2, limit: 2, separation: 3),
      SlotPlacement(kind: "ad", every: 4, first: 1, limit: nil, separation: 3),
      SlotPlacement(kind: "ad", every: 4, first: 1, limit: 2, separation: 0),
    ]
    #expect(Set(others + [base]).count == 6)
    #expect(base == SlotPlacement(kind: "ad", every: 4, first: 1, limit: 2, separation: 3))
  }

  @Test(
    "A field out of its range is named",
    arguments: [
      (0, nil, nil, 0, "every"), (-3, nil, nil, 0, "every"), (2, -1, nil, 0, "first"),
      (2, 0, -1, 0, "limit"), (2, 0, nil, -1, "separation"),
    ] as [(Int, Int?, Int?, Int, String)])
  func fieldProblems(every: Int, first: Int?, limit: Int?, separation: Int, field: String) throws {
    // The init stops on these; the check it stops with is `_check()`.
    var placement = SlotPlacement(kind: "ad", every: 1)
    placement.every = every
    placement.first = first ?? 0
    placement.limit = limit
    placement.separation = separation
    let problem = #expect(throws: SlotPlacementError.self) { try placement._check() }
    #expect(problem?.field.rawValue == field)

    var json = #"{"kind": "ad", "every": \#(every)"#
    if let first { json += #", "first": \#(first)"# }
    if let limit { json += #", "limit": \#(limit)"# }
    json += #", "separation": \#(separation)}"#
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SlotPlacement<String>.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context)? = error else {
      Issue.record("\(String(describing: error)) is not dataCorrupted")
      return
    }
    #expect(context.debugDescription.contains(field))
  }

  @Test("Fields at the edges of their ranges are valid")
  func edges() {
    #expect(throws: Never.self) {
      try SlotPlacement(kind: "ad", every: 1, first: 0, limit: 0, separation: 0)._check()
      try SlotPlacement(kind: "ad", every: Int.max, first: Int.max)._check()
    }
  }

  @Test(
    "Each field checks its own range, and says so in the words the tool prints",
    arguments: [
      (SlotPlacementError.Field.rows, 0), (.every, 1), (.first, 0), (.limit, 0),
      (.separation, 0),
    ])
  func fieldChecks(field: SlotPlacementError.Field, least: Int) {
    #expect(field.leastValue == least)
    #expect(throws: Never.self) {
      try field.check(least)
      try field.check(Int.max)
    }
    let error = #expect(throws: SlotPlacementError.self) { try field.check(least - 1) }
    #expect(error == SlotPlacementError(field: field, value: least - 1))
    #expect(
      error?.description == "\(field.rawValue) must be at least \(least), not \(least - 1)")
    let farBelow = #expect(throws: SlotPlacementError.self) { try field.check(Int.min) }
    #expect(farBelow?.value == Int.min)
  }

  @Test("The fields are the placement's stored properties but its kind, in their order")
  func fieldNames() {
    // A stored property added without a case of `Field` (or in another
    // order) fails here, before coding, descriptions or the tool miss it.
    let stored = Mirror(reflecting: SlotPlacement(kind: "ad", every: 1)).children.map(\.label)
    #expect(stored == ["kind"] + SlotPlacementError.Field.allCases.map(\.rawValue))
    for field in SlotPlacementError.Field.allCases {
      #expect(SlotPlacementError.Field(rawValue: field.rawValue) == field)
    }
    #expect(SlotPlacementError.Field(rawValue: "kind") == nil)
    #expect(SlotPlacementError.Field(rawValue: "Every") == nil)
  }

  @Test("The JSON form: every field but an absent limit; defaults when decoding")
  func json() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let placement = SlotPlacement(kind: "ad", every: 5)
    let text = String(decoding: try encoder.encode(placement), as: UTF8.self)
    #expect(text == #"{"every":5,"first":4,"kind":"ad","separation":0}"#)
    let full = SlotPlacement(kind: "ad", every: 5, first: 2, limit: 20, separation: 10)
    let decoded = try JSONDecoder().decode(
      SlotPlacement<String>.self, from: try encoder.encode(full))
    #expect(decoded == full)
    #expect(
      try JSONDecoder().decode(
        SlotPlacement<String>.self, from: Data(#"{"kind": "ad", "every": 3}"#.utf8))
        == SlotPlacement(kind: "ad", every: 3))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SlotPlacement<String>.self, from: Data(#"{"kind": "ad"}"#.utf8))
    }
  }

  @Test("Descriptions name the fields that differ from their defaults")
  func descriptions() {
    #expect(SlotPlacement(kind: "ad", every: 5).description == #""ad" every 5"#)
    #expect(
      SlotPlacement(kind: "ad", every: 5, first: 0, limit: 20, separation: 10).description
        == #""ad" every 5, first 0, limit 20, separation 10"#)
  }

  // MARK: - Every field

  /// A placement of "ad" every 5 rows whose `field` is `value`, the other
  /// fields left to their defaults.
  static func placement(
    _ field: SlotPlacementError.Field, _ value: SlotPlacementError.Field._Value?
  ) throws(SlotPlacementError) -> SlotPlacement<String> {
    try SlotPlacement(
      kind: "ad", fields: { $0 == field ? value : $0._isRequired ? .number(5) : nil })
  }

  /// The first value in the field's range, from its least, that is not
  /// what the field is without it, in the shape of the field.
  static func valueThatSaysSomething(_ field: SlotPlacementError.Field) throws
    -> SlotPlacementError.Field._Value
  {
    let least = field.leastValue
    let candidates: [SlotPlacementError.Field._Value] =
      field._isList
      ? [.list([least]), .list([least + 1]), .list([least, least + 2])]
      : [.number(least), .number(least + 1), .number(least + 2)]
    return try #require(try candidates.first { try !placement(field, $0)._hasDefault(field) })
  }

  @Test(
    "Each field, not its default, is coded, described and fingerprinted, and checked",
    arguments: SlotPlacementError.Field.allCases)
  func everyField(_ field: SlotPlacementError.Field) throws {
    let value = try Self.valueThatSaysSomething(field)
    let placement = try Self.placement(field, value)
    // The same placement without the field (`every` 5 for `every`), its
    // other fields as they are, so that only the field tells them apart.
    let plain = try SlotPlacement(
      kind: "ad",
      fields: { $0 != field ? placement[field: $0] : field._isRequired ? .number(5) : nil })
    #expect(placement[field: field] == value)
    #expect(placement != plain)
    // Coded under its name, and decoded back.
    let data = try JSONEncoder().encode(placement)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object[field.rawValue] != nil)
    #expect(try JSONDecoder().decode(SlotPlacement<String>.self, from: data) == placement)
    // Described by its name.
    #expect(placement.description.contains(field.rawValue))
    // A cursor taken under the other value re-anchors.
    func fingerprint(_ placement: SlotPlacement<String>) -> UInt64? {
      SlotFeed<String, LiveItem>(layout: SlotLayout(pattern: ["post"], placements: [placement]))
        .cursor(after: -1)._layoutIdentity?.fingerprint
    }
    #expect(fingerprint(placement) != fingerprint(plain))
    // Refused below its range, by the initializer from values and by decoding.
    let below: SlotPlacementError.Field._Value =
      field._isList ? .list([field.leastValue - 1]) : .number(field.leastValue - 1)
    #expect(throws: SlotPlacementError(field: field, value: field.leastValue - 1)) {
      try Self.placement(field, below)
    }
    var refused = object
    switch below {
    case .number(let number): refused[field.rawValue] = number
    case .list(let values): refused[field.rawValue] = values
    }
    let error = try #require(
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(
          SlotPlacement<String>.self, from: try JSONSerialization.data(withJSONObject: refused))
      })
    #expect(String(describing: error).contains("SlotPlacement.\(field.rawValue) must"))
  }

  // MARK: - Layouts

  @Test(
    "A placed kind named by the main rules or by another placement is a problem",
    arguments: [
      SlotLayout(pattern: ["post", "ad"], placements: [SlotPlacement(kind: "ad", every: 2)]),
      SlotLayout(
        pattern: ["post"], header: ["ad"], placements: [SlotPlacement(kind: "ad", every: 2)]),
      SlotLayout(
        pattern: ["post"], repeatables: ["ad"], placements: [SlotPlacement(kind: "ad", every: 2)]
      ),
      SlotLayout(
        pattern: ["post"], fixed: [3: "ad"], placements: [SlotPlacement(kind: "ad", every: 2)]),
      SlotLayout(
        pattern: ["post"], fallback: "ad", placements: [SlotPlacement(kind: "ad", every: 2)]),
      SlotLayout(
        pattern: ["post"],
        placements: [SlotPlacement(kind: "ad", every: 2), SlotPlacement(kind: "ad", every: 3)]),
    ])
  func namedTwice(layout: SlotLayout<String>) throws {
    let problem = try #require(layout._placementProblem)
    #expect(problem.contains("placements[") && problem.contains("kind"))
    // Decoding such a layout throws.
    let data = try JSONEncoder().encode(layout)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SlotLayout<String>.self, from: data)
    }
  }

  @Test("Valid placements are no problem, and round-trip through JSON")
  func validLayouts() throws {
    let layout = SlotLayout(
      pattern: ["post", "post", "ad"], header: ["banner"], repeatables: ["post"],
      fixed: [0: "promo"], fallback: "post",
      placements: [
        SlotPlacement(kind: "card", every: 15, limit: 2),
        SlotPlacement(kind: "video", every: 7, first: 0, separation: 20),
      ])
    #expect(layout._placementProblem == nil)
    let decoded = try JSONDecoder().decode(
      SlotLayout<String>.self, from: try JSONEncoder().encode(layout))
    #expect(decoded == layout)
    #expect(decoded.placements == layout.placements)
    #expect(SlotLayout<String>(pattern: ["post"])._placementProblem == nil)
  }

  @Test("The rules file form decodes, and a bad field inside it throws")
  func layoutJSON() throws {
    let layout = try JSONDecoder().decode(
      SlotLayout<String>.self,
      from: Data(
        """
        {"pattern": ["post"], "repeatables": ["post"],
         "placements": [{"kind": "ad", "every": 3}, {"kind": "user", "every": 6, "first": 5}]}
        """.utf8))
    #expect(
      layout.placements == [
        SlotPlacement(kind: "ad", every: 3), SlotPlacement(kind: "user", every: 6, first: 5),
      ])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        SlotLayout<String>.self,
        from: Data(#"{"pattern": ["post"], "placements": [{"kind": "ad", "every": 0}]}"#.utf8))
    }
  }

  @Test("The field out of range inside a layout is named with its index")
  func fieldInsideALayout() throws {
    var placement = SlotPlacement(kind: "card", every: 1)
    placement.limit = -2
    let layout = SlotLayout(
      pattern: ["post"], placements: [SlotPlacement(kind: "ad", every: 2), placement])
    let problem = try #require(layout._placementProblem)
    #expect(problem.hasPrefix("placements[1]") && problem.contains("limit"))
  }

  // MARK: - The kit's draws

  @Test("Random placements name no kind of the main rules, and reach every corner")
  func randomPlacements() {
    let generator = RandomRules.letters
    var random = SeededRandom(seed: 19)
    var corners: Set<String> = []
    for _ in 0..<2_000 {
      let rules = generator.rules(using: &random, withPlacements: true)
      let layout = SlotLayout(rules)
      #expect(layout._placementProblem == nil, "\(layout)")
      let placements = rules.placements
      corners.insert("\(placements.count) placements")
      for placement in placements {
        if placement.every == 1 { corners.insert("every 1") }
        if placement.every == 8 { corners.insert("every 8") }
        if placement.first == nil { corners.insert("default first") }
        if placement.first == 0 { corners.insert("first 0") }
        if placement.first == 10 { corners.insert("first 10") }
        if placement.limit == 0 { corners.insert("limit 0") }
        if placement.limit != nil { corners.insert("limit") }
        if placement.separation > 0 { corners.insert("separation") }
        if !placement.rows.isEmpty { corners.insert("rows") }
        if placement.rows.first == 0 { corners.insert("row 0") }
        if placement.rows.count == 4 { corners.insert("4 rows") }
        if let first = placement.first, let row = placement.rows.first, first > row {
          corners.insert("first after the rows' first")
        }
        if !generator.placedKinds.contains(placement.kind) { corners.insert("main kind placed") }
      }
    }
    let expected: Set = [
      "0 placements", "1 placements", "2 placements", "3 placements", "every 1", "every 8",
      "default first", "first 0", "first 10", "limit 0", "limit", "separation",
      "main kind placed", "rows", "row 0", "4 rows", "first after the rows' first",
    ]
    #expect(corners == expected)
  }

  @Test("Rows are drawn from the other draws of their placement, which they leave as they were")
  func rowsDraws() {
    // The same draws give the same rows, in range and in order.
    for seed in 0..<500 {
      let values = [seed % 3, seed % 8 + 1, seed % 12 - 1, seed % 7 - 1, seed % 9]
      let rows = RandomRules<String>.rows(drawnWith: values)
      #expect(rows == RandomRules<String>.rows(drawnWith: values))
      #expect(throws: Never.self) { try SlotPlacementError.Field.rows.check(increasing: rows) }
      #expect(rows.count <= 4 && (rows.first ?? 0) <= 6)
    }
  }

  @Test("Without placements, the kit's draws replay as before")
  func drawsReplay() {
    var plain = SeededRandom(seed: 23)
    var asked = SeededRandom(seed: 23)
    for _ in 0..<200 {
      let rules = RandomRules.letters.rules(using: &plain)
      let same = RandomRules.letters.rules(using: &asked, withPlacements: false)
      #expect(FeedModel<String>.describe(rules) == FeedModel<String>.describe(same))
      #expect(
        RandomRules.letters.counts(using: &plain)
          == RandomRules.letters.counts(using: &asked, withPlacements: false))
    }
  }
}
