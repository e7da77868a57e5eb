//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing

@testable import SlotsCommandLine

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
    let decoded = try RulesFile.decode(Array(text.utf8), name: "rules.json")
    #expect(decoded.layout == expected)
  }

  /// Rules files that are not rules, and the message for each. `JSONDecoder`
  /// rejects them too, except a trailing comma (which it tolerates although
  /// JSON does not) and a key or position given twice (where it keeps one).
  static let invalidRules: [(String, String)] = [
    ("", "rules.json:1: error: expected a JSON value, found none"),
    ("[1]", "rules.json:1: error: the rules must be a JSON object, not an array"),
    ("{}", "rules.json:1: error: the rules have no \"pattern\""),
    ("{\"pattern\": null}", "rules.json:1: error: the rules have no \"pattern\""),
    (
      "{\n  \"pattern\": [\"a\",\n    2]\n}",
      "rules.json:3: error: \"pattern\"[1] must be a string, not a number"
    ),
    (
      "{\"pattern\": [], \"header\": \"a\"}",
      "rules.json:1: error: \"header\" must be an array of strings, not a string"
    ),
    (
      "{\"pattern\": [],\n\"fixed\": {\"zero\": \"a\"}}",
      "rules.json:2: error: \"fixed\" has the key \"zero\", which is not an integer"
    ),
    (
      "{\"pattern\": [],\n\"fixed\": {\"0\": 1}}",
      "rules.json:2: error: \"fixed\".\"0\" must be a string, not a number"
    ),
    (
      "{\"pattern\": [], \"fixed\": [\"a\"]}",
      "rules.json:1: error: \"fixed\" must be an object, not an array"
    ),
    (
      "{\"pattern\": [],\n\n\"fallback\": true}",
      "rules.json:3: error: \"fallback\" must be a string, not a Boolean"
    ),
    (
      "{\"pattern\": [\"a\"]}\n{}",
      "rules.json:2: error: a second value after the first"
    ),
    (
      "{\"pattern\": [\"a\"],\n}",
      "rules.json:2: error: expected a string key, found '}' (column 1)"
    ),
    (
      "{\"pattern\": [\"a\"],\n\"pattern\": [\"b\"]}",
      "rules.json:2: error: the key \"pattern\" appears twice"
    ),
    (
      "{\"pattern\": [],\n\"fixed\": {\"1\": \"a\",\n\"01\": \"b\"}}",
      "rules.json:3: error: \"fixed\" gives position 1 twice"
    ),
  ]

  @Test(arguments: invalidRules)
  func namesTheLineOfAMistake(_ text: String, message: String) {
    #expect(throws: CommandError(kind: .data, message: message)) {
      try RulesFile.decode(Array(text.utf8), name: "rules.json")
    }
    if !message.contains("found '}'") && !message.contains("twice") {
      #expect(throws: (any Error).self) {
        try JSONDecoder().decode(SlotLayout<String>.self, from: Data(text.utf8))
      }
    }
  }

  @Test func warnsAboutUnknownKeys() throws {
    let text = "{\"pattern\": [\"a\"],\n \"repeatable\": [\"a\"]}"
    let decoded = try RulesFile.decode(Array(text.utf8), name: "r.json")
    #expect(decoded.warnings == ["warning: r.json:2: unknown key \"repeatable\" ignored"])
  }
}
