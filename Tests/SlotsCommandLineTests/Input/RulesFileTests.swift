//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing
import _SlotsTestSupport

@testable import SlotsCommandLine

/// Decodes a rules file's text, with kinds named.
func decodeRules(
  _ text: String, name: String = "rules.json"
) throws(CommandError) -> (layout: SlotLayout<String>, warnings: [String]) {
  try decodeRules(Array(text.utf8), name: name)
}

func decodeRules(
  _ bytes: [UInt8], name: String = "rules.json"
) throws(CommandError) -> (layout: SlotLayout<String>, warnings: [String]) {
  var kinds = KindTable()
  let (layout, warnings) = try RulesFile.decode(bytes, name: name, kinds: &kinds)
  let names = kinds.names.map { $0.validString ?? $0.description }
  return (
    SlotLayout(
      pattern: layout.pattern.map { names[$0] }, header: layout.header.map { names[$0] },
      repeatables: Set(layout.repeatables.map { names[$0] }),
      fixed: layout.fixed.mapValues { names[$0] }, fallback: layout.fallback.map { names[$0] },
      placements: layout.placements.map { $0._replacingKind(with: names[$0.kind]) }),
    warnings
  )
}

@Suite struct RulesFileTests {
  /// Rules files that `JSONDecoder` reads; `RulesFile` must read the same.
  static let validRules = [
    #"{"pattern": ["style", "style", "style", "ad"]}"#,
    #"{"pattern": []}"#,
    """
    {
      "pattern": ["post", "post", "ad"],
      "header": ["banner"],
      "repeatables": ["post"],
      "fixed": {"0": "promo", "10": "promo", "-1": "x", "+3": "y"},
      "fallback": "post"
    }
    """,
    #"{"pattern": ["a"], "header": null, "repeatables": null, "fixed": null, "fallback": null}"#,
    #"{"pattern": ["a"], "future": {"x": [1, 2]}}"#,
    #"{"pattern": ["\u00e9\ud83d\ude00", "tab\there", "\"quoted\""], "fallback": "\/"}"#,
  ]

  @Test(arguments: validRules)
  func readsWhatJSONDecoderReads(_ text: String) throws {
    let expected = try JSONDecoder().decode(SlotLayout<String>.self, from: Data(text.utf8))
    let decoded = try decodeRules(text)
    #expect(decoded.layout == expected)
  }

  /// Rules files that are not rules, and the message for each. `JSONDecoder`
  /// rejects them too, except a trailing comma and a byte order mark (which
  /// it tolerates although JSON does not) and a key or position given twice
  /// (where it keeps one).
  static let invalidRules: [(String, String)] = [
    ("", "rules.json:1: error: expected a JSON value, found none"),
    ("[1]", "rules.json:1: error: the rules must be a JSON object, not an array (column 1)"),
    ("{}", "rules.json:1: error: the rules have no \"pattern\""),
    ("{\"pattern\": null}", "rules.json:1: error: the rules have no \"pattern\""),
    (
      "{\n  \"pattern\": [\"a\",\n    2]\n}",
      "rules.json:3: error: \"pattern\"[1] must be a string, not a number (column 5)"
    ),
    (
      "{\"pattern\": [], \"header\": \"a\"}",
      "rules.json:1: error: \"header\" must be an array of strings, not a string (column 27)"
    ),
    (
      "{\"pattern\": [],\n\"fixed\": {\"zero\": \"a\"}}",
      "rules.json:2: error: \"fixed\" has the key \"zero\", which is not an integer (column 11)"
    ),
    (
      "{\"pattern\": [],\n\"fixed\": {\"0\": 1}}",
      "rules.json:2: error: \"fixed\".\"0\" must be a string, not a number (column 16)"
    ),
    (
      "{\"pattern\": [], \"fixed\": [\"a\"]}",
      "rules.json:1: error: \"fixed\" must be an object, not an array (column 26)"
    ),
    (
      "{\"pattern\": [],\n\n\"fallback\": true}",
      "rules.json:3: error: \"fallback\" must be a string, not a Boolean (column 13)"
    ),
    (
      "{\"pattern\": [\"a\"]}\n{}",
      "rules.json:2: error: unexpected '{' after the end of the value; the file holds one value (column 1)"
    ),
    (
      "{\"pattern\":[\"a\"]}}",
      "rules.json:1: error: unexpected '}' after the end of the value; the file holds one value (column 18)"
    ),
    (
      "\u{FEFF}{\"pattern\": []}",
      "rules.json:1: error: expected a value, found a UTF-8 byte order mark (bytes 0xEF 0xBB 0xBF), which JSON does not allow; save the file without it (column 1)"
    ),
    (
      "{\"pattern\": [\"a\"],\n}",
      "rules.json:2: error: expected a string key, found '}' (column 1)"
    ),
    (
      "{\"pattern\": [\"a\"],\n\"pattern\": [\"b\"]}",
      "rules.json:2: error: the key \"pattern\" appears twice (column 1)"
    ),
    (
      "{\"pattern\": [],\n\"fixed\": {\"1\": \"a\",\n\"01\": \"b\"}}",
      "rules.json:3: error: \"fixed\" gives position 1 twice (column 1)"
    ),
  ]

  @Test(arguments: invalidRules)
  func namesTheLineOfAMistake(_ text: String, message: String) {
    #expect(throws: CommandError(kind: .data, message: message)) {
      try decodeRules(text)
    }
    if !message.contains("found '}'") && !message.contains("twice")
      && !message.contains("byte order mark")
    {
      #expect(throws: (any Error).self) {
        try JSONDecoder().decode(SlotLayout<String>.self, from: Data(text.utf8))
      }
    }
  }

  @Test func warnsAboutUnknownKeys() throws {
    let text = "{\"pattern\": [\"a\"],\n \"repeatable\": [\"a\"]}"
    let decoded = try decodeRules(text, name: "r.json")
    #expect(decoded.warnings == ["warning: r.json:2: unknown key \"repeatable\" ignored"])
  }

  @Test func namesOnlyTheFirstUnknownKeys() throws {
    let keys = (0..<25).map { "\"k\($0)\": [\($0)]" }.joined(separator: ",\n")
    let decoded = try decodeRules("{\"pattern\": [\"a\"],\n" + keys + "}", name: "r.json")
    #expect(
      decoded.warnings
        == (0..<10).map { "warning: r.json:\($0 + 2): unknown key \"k\($0)\" ignored" }
        + ["warning: r.json: 15 more unknown keys ignored"])
  }

  @Test func cutsLongKeysInMessages() throws {
    let key = String(repeating: "k", count: 1000)
    let decoded = try decodeRules("{\"pattern\": [], \"\(key)\": 1}")
    let shown = String(repeating: "k", count: RulesFile.shownLength - 1) + "…"
    #expect(decoded.warnings == ["warning: rules.json:1: unknown key \"\(shown)\" ignored"])
  }

  /// A kind written by `slots` with a lone surrogate for a byte that is not
  /// UTF-8 reads back as that byte; other lone surrogates become U+FFFD.
  @Test func readsBytesEscapedAsLoneSurrogates() throws {
    var kinds = KindTable()
    let text = #"{"pattern": ["k\uDCE9", "k\uDCE8", "k\uDC41", "k\uD800"]}"#
    let (layout, _) = try RulesFile.decode(Array(text.utf8), name: "r.json", kinds: &kinds)
    #expect(
      layout.pattern.map { kinds.names[$0] } == [
        ByteString([0x6B, 0xE9]), ByteString([0x6B, 0xE8]), ByteString("k\u{FFFD}"),
        ByteString("k\u{FFFD}"),
      ])
  }

  /// Unknown keys holding any value, before, between and after the known
  /// ones, are skipped: the rules read are those `JSONDecoder` reads.
  @Test func skipsUnknownValuesWhateverTheyHold() throws {
    var random = RandomJSON(generator: SeededRandom(seed: 41))
    let known = [
      #""pattern": ["a", "b"]"#, #""header": ["h"]"#, #""fixed": {"3": "f"}"#,
      #""fallback": "a""#, #""repeatables": ["a"]"#,
    ]
    for round in 0..<200 {
      var members: [String] = []
      for member in known where random.generator.chance(50) || member.hasPrefix("\"p") {
        members.append(member)
        for _ in 0..<random.generator.within(0...2) {
          let value = random.spaced(random.value(), allowsLineBreaks: true)
          members.append("\"x\(members.count)\" : \(value)")
        }
      }
      random.generator.shuffle(&members)
      let text = "{" + members.joined(separator: ",\n") + "}"
      let expected = try JSONDecoder().decode(SlotLayout<String>.self, from: Data(text.utf8))
      #expect(try decodeRules(text).layout == expected, "seed 41, round \(round): \(text)")
    }
  }
}

@Suite struct JSONReaderTests {
  @Test func readsStringsWithTheirEscapes() {
    var reader = JSONReader(Array(#" "a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00" "#.utf8))
    #expect(reader.readString() == Array("a\"\\/\u{8}\u{C}\n\r\t\u{E9}\u{1F600}".utf8))
    let next = reader.peek()
    #expect(next == nil)
  }

  @Test func skipsValuesAndCountsLines() {
    var reader = JSONReader(Array("[1, {\"a\": [\"]\", -2.5e3]},\n true, \"x\\\"\"]\n7".utf8))
    reader.skipValue()
    #expect(reader.line == 2)
    let next = reader.peek()
    #expect(next == UInt8(ascii: "7"))
    reader.skipValue()
    let end = reader.peek()
    #expect(end == nil)
  }

  @Test func walksObjectsAndArrays() {
    var reader = JSONReader(Array(#"{"a": [1, 2], "b": null}"#.utf8))
    reader.enterObject()
    #expect(reader.nextKey() == Array("a".utf8))
    reader.enterArray()
    var elements = 0
    while reader.nextElement() {
      reader.skipValue()
      elements += 1
    }
    #expect(elements == 2)
    #expect(reader.nextKey() == Array("b".utf8))
    let isNull = reader.readNull()
    #expect(isNull)
    #expect(reader.nextKey() == nil)
    let next = reader.peek()
    #expect(next == nil)
  }
}
