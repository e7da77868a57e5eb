//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

@testable import SlotsCommandLine

/// A source of `count` items held in memory, JSON Lines of numbers.
func numbersSource(_ count: Int) throws -> SourceReader {
  try reader((0..<count).map(String.init).joined(separator: "\n"))
}

@Suite struct CompositionTests {
  /// Numbering the kinds changes nothing: the composed feed places the same
  /// items as a `SlotCollection` keyed by the kinds' names.
  @Test func laysOutAsTheLibraryDoes() throws {
    var generator = SeededRandom(seed: 21)
    var rules = RandomRules.letters
    rules.largestSource = 9
    rules.longestList = 7
    for round in 0..<200 {
      let layout = SlotLayout(rules.rules(using: &generator))
      let counts = rules.counts(using: &generator)

      let sources = try counts.sorted { $0.key < $1.key }.map {
        (kind: ByteString($0.key), reader: try numbersSource($0.value))
      }
      let composition = Composition(layout: layout.byteStrings, sources: sources)
      let expected = SlotCollection(
        layout: layout, sources: counts.mapValues { Array(0..<$0) })
      let feed = composition.feed
      let composed = feed.indices.map {
        let origin = feed.sourcePosition(at: $0)
        return SourcePosition(
          kind: composition.kinds.names[origin.kind].description, offset: origin.offset)
      }
      #expect(
        composed == expected.indices.map(expected.sourcePosition(at:)),
        "seed 21, round \(round): \(layout), counts \(counts)")
    }
  }

  @Test func namesTheSourcesThatTheRulesNeverPlace() throws {
    let layout = SlotLayout<ByteString>(
      pattern: ["a"], header: ["h"], repeatables: ["r"], fixed: [0: "f", -1: "n"], fallback: "d")
    let sources = try ["a", "h", "r", "f", "n", "d", "x"].map {
      (kind: ByteString($0), reader: try numbersSource(1))
    }
    // A fixed entry at a negative position never applies.
    #expect(Composition(layout: layout, sources: sources).unusedKinds == ["r", "n", "x"])
  }

  @Test(
    arguments: [
      (0, nil, 0..<5), (2, nil, 2..<5), (2, 2, 2..<4), (4, 10, 4..<5), (5, nil, 5..<5),
      (9, 1, 5..<5), (1, 0, 1..<1), (Int.max, Int.max, 5..<5), (0, Int.max, 0..<5),
    ] as [(Int, Int?, Range<Int>)])
  func selectsAWindow(offset: Int, limit: Int?, window: Range<Int>) throws {
    let composition = Composition(
      layout: SlotLayout(pattern: ["a"]), sources: [("a", try numbersSource(5))])
    #expect(composition.window(offset: offset, limit: limit).indices == window)
  }
}

extension SlotLayout<String> {
  /// The same rules, with kinds as byte strings.
  var byteStrings: SlotLayout<ByteString> {
    SlotLayout<ByteString>(
      pattern: pattern.map { ByteString($0) }, header: header.map { ByteString($0) },
      repeatables: Set(repeatables.map { ByteString($0) }),
      fixed: fixed.mapValues { ByteString($0) }, fallback: fallback.map { ByteString($0) })
  }
}
