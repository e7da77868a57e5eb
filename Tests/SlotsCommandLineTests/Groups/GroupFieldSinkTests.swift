//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import SlotsCommandLine

/// What the sink reads of `item`'s field `field`, with the item's bytes
/// given in pieces of `chunkSize`: the field's value, or `tooLong`.
private func field(_ field: String, of item: String, chunkSize: Int = .max) -> String? {
  var sink = GroupFieldSink(field: Array(field.utf8))
  let bytes = Array(item.utf8)
  var start = 0
  while start < bytes.count {
    let end = min(bytes.count, start + max(1, min(chunkSize, bytes.count)))
    bytes[start..<end].withUnsafeBytes { sink.append($0) }
    start = end
  }
  if sink.isTooLong { return tooLong }
  guard let value = sink.field else { return nil }
  return String(decoding: value, as: UTF8.self)
}

/// What ``field(_:of:chunkSize:)`` gives for a value too long.
private let tooLong = "(too long)"

@Suite struct GroupFieldSinkTests {
  static let items: [(String, String, String?)] = [
    ("advertiser", #"{"id": 1, "advertiser": "Acme"}"#, "Acme"),
    ("advertiser", #"{"advertiser":"Acme","id":1}"#, "Acme"),
    ("advertiser", #"  { "advertiser" : "N" }  "#, "N"),
    ("advertiser", #"{"id": 1}"#, nil),
    ("advertiser", #"{}"#, nil),
    ("advertiser", #"{"advertiser": 7}"#, nil),
    ("advertiser", #"{"advertiser": null}"#, nil),
    ("advertiser", #"{"advertiser": ["Acme"]}"#, nil),
    ("advertiser", #"{"advertiser": {"name": "Acme"}}"#, nil),
    ("advertiser", #"{"advertiser": ""}"#, ""),
    // Only the top-level object's keys count.
    ("advertiser", #"{"meta": {"advertiser": "x"}, "id": 2}"#, nil),
    ("advertiser", #"{"list": [{"advertiser": "x"}], "advertiser": "y"}"#, "y"),
    ("advertiser", #"{"advertiser": "y", "meta": {"advertiser": "x"}}"#, "y"),
    // A value that looks like the key is not a key.
    ("advertiser", #"{"name": "advertiser", "x": "Acme"}"#, nil),
    // The last of two keys counts, whatever its value.
    ("advertiser", #"{"advertiser": "A", "advertiser": "B"}"#, "B"),
    ("advertiser", #"{"advertiser": "A", "advertiser": 3}"#, nil),
    // Not an object: no fields.
    ("advertiser", #"["advertiser", "Acme"]"#, nil),
    ("advertiser", #""advertiser""#, nil),
    ("advertiser", #"42"#, nil),
    // Escapes, in keys and values, decoded.
    ("advertiser", #"{"advertis\u0065r": "A\"B\\C\u00e9\ud83d\ude00"}"#, "A\"B\\Cé😀"),
    ("advertiser", #"{"x": "\"advertiser\"", "advertiser": "\n"}"#, "\n"),
    ("a\"b", #"{"a\"b": "q"}"#, "q"),
    ("é", #"{"\u00e9": "accent", "e": "plain"}"#, "accent"),
    // Keys and values with brackets, commas and colons inside strings.
    ("k", #"{"a{[,:": "}]", "k": "v,:{}[]"}"#, "v,:{}[]"),
    ("advertiser", #"{"advertiser_id": "no", "advert": "no"}"#, nil),
  ]

  @Test(arguments: items)
  func readsTheTopLevelStringField(name: String, item: String, expected: String?) {
    for chunkSize in [Int.max, 1, 2, 3, 7] {
      #expect(
        field(name, of: item, chunkSize: chunkSize) == expected,
        "chunks of \(chunkSize)")
    }
  }

  @Test func refusesAGroupTooLong() {
    let longest = String(repeating: "x", count: GroupFieldSink.longestGroup)
    #expect(field("g", of: #"{"g": "\#(longest)"}"#) == longest)
    #expect(field("g", of: #"{"g": "\#(longest)x"}"#) == tooLong)
    // A long value of another key, or a long key, is no trouble.
    #expect(field("g", of: #"{"\#(longest)": "\#(longest)x", "g": "ok"}"#) == "ok")
  }

  @Test func startsAfreshAfterReset() {
    var sink = GroupFieldSink(field: Array("g".utf8))
    Array(#"{"g": "first"}"#.utf8).withUnsafeBytes { sink.append($0) }
    #expect(sink.field == Array("first".utf8))
    sink.reset()
    Array(#"{"h": "second"}"#.utf8).withUnsafeBytes { sink.append($0) }
    #expect(sink.field == nil)
  }

  /// On random objects, the sink finds what a parsed value holds.
  @Test func agreesWithParsedValues() throws {
    var generator = SeededRandom(seed: 19)
    let keys = ["g", "h", "g\u{e9}", "x"]
    for round in 0..<300 {
      var members: [(String, String)] = []
      var expected: String? = nil
      for _ in 0..<generator.below(5) {
        let key = keys[generator.below(keys.count)]
        let isString = generator.below(2) == 0
        let text = "v\(generator.below(10))"
        let value = isString ? "\"\(text)\"" : "{\"g\": \"\(text)\", \"a\": [1, \"]\"]}"
        members.append((key, value))
        if key == "g" { expected = isString ? text : nil }
      }
      let item = "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
      #expect(field("g", of: item, chunkSize: round % 5 + 1) == expected, "seed 19: \(item)")
    }
  }

  @Test func internsGroups() {
    let table = GroupTable()
    let acme = table.group(named: Array("Acme".utf8))
    #expect(table.group(named: Array("Acme".utf8)) === acme)
    #expect(table.group(named: Array("Other".utf8)) !== acme)
    #expect(table.count == 2)
    #expect(GroupedItem(group: acme).slotGroup == "Acme")
    #expect(GroupedItem(group: nil).slotGroup == nil)
    #expect(ItemPlaceholder().slotGroup == nil)
  }
}
