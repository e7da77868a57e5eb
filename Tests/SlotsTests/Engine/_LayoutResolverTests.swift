//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import Slots

/// Seeded random configurations, each compared with the naive reference at
/// every position, in both mapping directions and out of range, through both
/// public APIs, before and after changes between reads.
@Suite("Differential tests against the naive reference")
struct DifferentialTests {
  /// 12,000 configurations in all, in chunks that run in parallel.
  static let chunks = 0..<8
  static let configurationsPerChunk: UInt64 = 1_500

  /// Draws a change to the configuration: a source's size, a source removed,
  /// or one of the rules.
  static func change(
    _ configuration: inout RandomConfiguration,
    using random: inout some RandomNumberGenerator
  ) {
    var other = RandomConfiguration(using: &random)
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      let kind = RandomConfiguration.allKinds.randomElement(using: &random)!
      configuration.counts[kind] = Int.random(in: 0...12, using: &random)
    case 1:
      let kind = RandomConfiguration.allKinds.randomElement(using: &random)!
      configuration.counts[kind] = nil
    case 2: configuration.rules.pattern = other.rules.pattern
    case 3: configuration.rules.header = other.rules.header
    case 4: configuration.rules.repeatables = other.rules.repeatables
    case 5: configuration.rules.fixed = other.rules.fixed
    default:
      swap(&configuration.rules.fallback, &other.rules.fallback)
    }
  }

  @Test("Random configurations match the reference, through both APIs", arguments: chunks)
  func randomConfigurations(chunk: Int) {
    let first = UInt64(chunk) * Self.configurationsPerChunk
    for seed in first..<(first + Self.configurationsPerChunk) {
      var random = SeededRandomNumberGenerator(seed: seed)
      var configuration = RandomConfiguration(using: &random)

      // Built at once, and built step by step.
      var sources = configuration.sources
      var feed = SlotCollection(layout: configuration.layout, sources: sources)
      var stepwise = SlotCollection<String, String>()
      for (kind, items) in sources { stepwise[source: kind] = items }
      stepwise.layout = configuration.layout
      let slots = Slots()
      slots.assign(configuration, sources: sources)

      for round in 0..<2 {
        let expected = naiveLayout(configuration.rules, counts: configuration.counts)
        let failure =
          firstMismatch(feed, expected: expected).map { "SlotCollection: \($0)" }
          ?? firstMismatch(stepwise, expected: expected).map { "stepwise SlotCollection: \($0)" }
          ?? firstMismatch(slots, expected: expected).map { "Slots: \($0)" }
        if let failure {
          Issue.record(
            "seed \(seed), round \(round): \(failure)\n  configuration: \(configuration)")
          return
        }
        // Change something, then read again.
        Self.change(&configuration, using: &random)
        sources = configuration.sources
        for kind in RandomConfiguration.allKinds {
          feed[source: kind] = sources[kind] ?? []
          stepwise[source: kind] = sources[kind] ?? []
        }
        feed.layout = configuration.layout
        stepwise.layout = configuration.layout
        slots.assign(configuration, sources: sources)
      }
    }
  }

  @Test("A configuration's failure report names its seed and rules")
  func configurationDescription() {
    var configuration = RandomConfiguration()
    configuration.rules.pattern = ["a", "b"]
    configuration.rules.fixed = [3: "p"]
    configuration.counts = ["a": 2]
    #expect(
      configuration.description
        == #"pattern: ["a", "b"], fixed: ["3: p"], counts: ["a=2"]"#)
  }
}
