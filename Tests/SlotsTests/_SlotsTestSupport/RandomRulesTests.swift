//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

/// The kit's generator of random rules reaches every corner it promises, so
/// that the random tests do.
@Suite struct RandomRulesTests {
  @Test func reachesEveryCorner() {
    let generator = RandomRules.letters
    var random = SeededRandom(seed: 5)
    var corners: Set<String> = []
    for _ in 0..<2_000 {
      let rules = generator.rules(using: &random)
      let counts = generator.counts(using: &random)
      if rules.pattern.isEmpty { corners.insert("empty pattern") }
      if rules.pattern.count > 6 { corners.insert("long pattern") }
      if rules.header == nil { corners.insert("no header") }
      if rules.header == [] { corners.insert("empty header") }
      if (rules.header?.count ?? 0) > 6 { corners.insert("long header") }
      if rules.header?.contains(where: generator.otherKinds.contains) == true {
        corners.insert("header of another kind")
      }
      if rules.repeatables?.contains(generator.unknownKind) == true {
        corners.insert("unknown repeatable")
      }
      if rules.repeatables?.contains(where: generator.otherKinds.contains) == true {
        corners.insert("repeatable outside the pattern")
      }
      for (position, kind) in rules.fixed ?? [:] {
        if position < 0 { corners.insert("negative fixed position") }
        if position > 25 && position < 1 << 40 { corners.insert("far fixed position") }
        if position == Int.max || position == Int.min { corners.insert("extreme fixed position") }
        if rules.pattern.contains(kind) { corners.insert("fixed pattern kind") }
      }
      if rules.fixed == [:] { corners.insert("empty fixed") }
      if rules.fallback != nil { corners.insert("fallback") }
      if counts.count < generator.sourceKinds.count { corners.insert("absent kind") }
      if counts.values.contains(0) { corners.insert("empty source") }
      if counts.values.contains(where: { $0 > 8 }) { corners.insert("large source") }
    }
    let all: Set = [
      "empty pattern", "long pattern", "no header", "empty header", "long header",
      "header of another kind", "unknown repeatable", "repeatable outside the pattern",
      "negative fixed position", "far fixed position", "extreme fixed position",
      "fixed pattern kind", "empty fixed", "fallback", "absent kind", "empty source",
      "large source",
    ]
    #expect(all.subtracting(corners).isEmpty, "never drawn: \(all.subtracting(corners))")
  }

  @Test func respectsItsSizes() {
    var generator = RandomRules.numbers
    generator.largestSource = 20
    generator.longestList = 9
    var random = SeededRandom(seed: 6)
    for _ in 0..<500 {
      let rules = generator.rules(using: &random)
      #expect(rules.pattern.count <= 9 && (rules.header?.count ?? 0) <= 9)
      #expect(rules.pattern.allSatisfy(generator.patternKinds.contains))
      #expect(generator.counts(using: &random).values.allSatisfy { $0 <= 20 })
    }
  }

  @Test func aSeedDrawsTheSameRules() {
    var first = SeededRandom(seed: 9)
    var second = SeededRandom(seed: 9)
    for _ in 0..<50 {
      let rules = RandomRules.letters.rules(using: &first)
      let again = RandomRules.letters.rules(using: &second)
      #expect(FeedModel<String>.describe(rules) == FeedModel<String>.describe(again))
    }
  }
}
