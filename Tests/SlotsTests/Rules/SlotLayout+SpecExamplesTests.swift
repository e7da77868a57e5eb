//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// The worked examples of the Layout Rules article, each through the naive reference, the typed
/// `SlotCollection` and the 2.0-compatible `Slots` class.
@Suite("Layout Rules worked examples")
struct SpecExampleTests {
  /// One worked example: rules, source sizes, and the expected items written
  /// `kind#offset`.
  struct Example: CustomTestStringConvertible, Sendable {
    var name: String
    var pattern: [String]
    var header: [String]? = nil
    var repeatables: [String]? = nil
    var fixed: [Int: String]? = nil
    var fallback: String? = nil
    var counts: [String: Int]
    var expected: String

    var testDescription: String { name }

    var rules: NaiveRules<String> {
      NaiveRules(
        pattern: pattern, header: header, repeatables: repeatables, fixed: fixed,
        fallback: fallback)
    }
  }

  static let examples: [Example] = [
    Example(
      name: "1. months and pictures", pattern: ["Month", "Picture", "Picture", "Month", "Picture"],
      counts: ["Month": 3, "Picture": 3],
      expected: "Month#0 Picture#0 Picture#1 Month#1 Picture#2 Month#2"),
    Example(
      name: "2a. alternation stops with the shorter source", pattern: ["a", "n"],
      counts: ["a": 3, "n": 5], expected: "a#0 n#0 a#1 n#1 a#2 n#2"),
    Example(
      name: "2b. a kind twice in the pattern", pattern: ["a", "n", "n"],
      counts: ["a": 3, "n": 5], expected: "a#0 n#0 n#1 a#1 n#2 n#3 a#2 n#4"),
    Example(
      name: "2c. a repeatable keeps going", pattern: ["a", "n"], repeatables: ["n"],
      counts: ["a": 3, "n": 5], expected: "a#0 n#0 a#1 n#1 a#2 n#2 n#3 n#4"),
    Example(
      name: "3. header", pattern: ["even", "odd"], header: ["even", "even", "even"],
      counts: ["even": 8, "odd": 3],
      expected: "even#0 even#1 even#2 even#3 odd#0 even#4 odd#1 even#5 odd#2 even#6"),
    Example(
      name: "4. fixed positions", pattern: ["odd", "even"],
      fixed: [0: "string", 3: "string", 4: "string"],
      counts: ["odd": 5, "even": 5, "string": 5],
      expected:
        "string#0 odd#0 even#0 string#1 string#2 odd#1 even#1 odd#2 even#2 odd#3 even#3 odd#4 even#4"
    ),
    Example(
      name: "5. blocked is per pass", pattern: ["a", "b", "c"], repeatables: ["c"],
      counts: ["a": 5, "b": 1, "c": 4],
      expected: "a#0 b#0 c#0 a#1 c#1 a#2 c#2 a#3 c#3 a#4"),
    Example(
      name: "6. a repeatable before the blocked slot", pattern: ["a", "b", "c"], repeatables: ["a"],
      counts: ["a": 5, "b": 1, "c": 3], expected: "a#0 b#0 c#0 a#1 a#2 a#3 a#4"),
    Example(
      name: "7. fallback", pattern: ["a", "b"], fallback: "a",
      counts: ["a": 6, "b": 1], expected: "a#0 b#0 a#1 a#2 a#3 a#4 a#5"),
    Example(
      name: "8. fallback ignores repeatables", pattern: ["a", "b", "b"], repeatables: ["b"],
      fallback: "c", counts: ["a": 2, "b": 5, "c": 2],
      expected: "a#0 b#0 b#1 a#1 b#2 b#3 c#0 b#4 c#1"),
    Example(
      name: "9. a stopped header skips fixed positions", pattern: ["a", "b"],
      header: ["a", "b", "b"], fixed: [0: "p", 2: "p"], counts: ["a": 3, "b": 1, "p": 2],
      expected: "a#0 b#0"),
    Example(
      name: "10. fixed items come after the sequential part", pattern: ["a", "b"],
      header: ["p"], fixed: [0: "p", 1: "q"], counts: ["a": 2, "b": 2, "p": 2, "q": 1],
      expected: "p#1 q#0 p#0 a#0 b#0 a#1 b#1"),
    Example(
      name: "11. fixed positions out of range or in the pattern", pattern: ["a", "b"],
      fixed: [-1: "p", 0: "a", 4: "p", 9: "p"], counts: ["a": 2, "b": 2, "p": 3],
      expected: "a#0 b#0 a#1 b#1 p#0"),
    Example(
      name: "12. an empty pattern ignores fixed positions", pattern: [], fixed: [0: "p"],
      counts: ["p": 1], expected: ""),
  ]

  static func written(_ slots: [NaiveSlot<String>]) -> String {
    slots.map { "\($0.kind)#\($0.offset)" }.joined(separator: " ")
  }

  @Test("The naive reference gives the article's result", arguments: examples)
  func reference(_ example: Example) {
    #expect(Self.written(naiveLayout(example.rules, counts: example.counts)) == example.expected)
  }

  @Test("SlotCollection gives the article's result", arguments: examples)
  func slotCollection(_ example: Example) {
    let model = FeedModel(rules: example.rules, counts: example.counts)
    let feed = model.makeFeed()
    let written = feed.indices.map { "\(feed.sourcePosition(at: $0))" }.joined(separator: " ")
    #expect(written == example.expected)
    #expect(FeedChecker(model).mismatches(in: feed) == [])
  }

  @Test("Slots gives the article's result", arguments: examples)
  func slots(_ example: Example) {
    let model = FeedModel(rules: example.rules, counts: example.counts)
    let slots = model.makeSlots()
    var names: [Int: String] = [:]
    for (kind, items) in model.sources {
      for (offset, item) in items.enumerated() { names[item] = "\(kind)#\(offset)" }
    }
    let written = slots.contents.map { names[$0 as! Int]! }.joined(separator: " ")
    #expect(written == example.expected)
    #expect(FeedChecker(model).mismatches(in: slots) == [])
  }

  @Test("Example 3 with the SPEC's values")
  func headerValues() {
    let slots = Slots()
    slots.header = ["even", "even", "even"]
    slots.pattern = ["even", "odd"]
    slots["even"] = Array(stride(from: 2, through: 16, by: 2))
    slots["odd"] = [1, 3, 5]
    #expect(slots.contents.map { $0 as! Int } == [2, 4, 6, 8, 1, 10, 3, 12, 5, 14])
  }

  @Test("Example 4 with the SPEC's values")
  func fixedValues() {
    var feed = SlotCollection<String, String>(
      layout: SlotLayout(pattern: ["odd", "even"], fixed: [0: "string", 3: "string", 4: "string"]))
    feed[source: "odd"] = ["1", "3", "5", "7", "9"]
    feed[source: "even"] = ["2", "4", "6", "8", "10"]
    feed[source: "string"] = ["a", "b", "c", "d", "e"]
    #expect(Array(feed) == ["a", "1", "2", "b", "c", "3", "4", "5", "6", "7", "8", "9", "10"])
  }
}
