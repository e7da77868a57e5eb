//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

@Suite("SlotCollection explain(at:)")
struct SlotCollectionExplainingTests {
  /// Rules with placements, groups and listed rows, and sources, drawn from
  /// a seed: the library's explanation of every row against the naive
  /// reference's own account of its walk.
  @Test("Every row of random layouts explained as the reference accounts for it")
  func differential() {
    let layouts = TestSize.scaled(600, long: 3_600)
    var seen = Set<String>()
    for index in 0..<layouts {
      let seed = UInt64(index)
      if let failure = Self.run(seed: seed, seen: &seen) {
        Issue.record(Comment(rawValue: failure))
        return
      }
    }
    // The draws reach every reason, and every part of a placement's.
    Self.expectReached(seen, Self.everyReason.union(Self.everyAbsence))
  }

  /// Checks that the random runs met every name of `every`, and no other
  /// name but that of a field setting a due row (a field added later
  /// tests its own explanations, and need not be listed here).
  static func expectReached(
    _ seen: Set<String>, _ every: Set<String>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      every.isSubset(of: seen), "reasons never met: \(every.subtracting(seen))",
      sourceLocation: sourceLocation)
    let fields = Set(SlotPlacementError.Field.allCases.map { "due by \($0.rawValue)" })
    #expect(
      seen.subtracting(every).isSubset(of: fields),
      "reasons not listed: \(seen.subtracting(every).subtracting(fields))",
      sourceLocation: sourceLocation)
  }

  /// The names of the reasons, and of the parts of a placement's, that
  /// the random layouts must reach.
  static let everyReason: Set<String> = [
    "header", "pattern", "repeatable", "fallback in the header", "fallback in the pattern",
    "fixed", "placement", "due by first", "due by rows", "due by every", "separation",
    "gap taken", "no gap",
  ]

  /// The absences the random layouts must reach.
  static let everyAbsence: Set<String> = [
    "absent: notInRules", "absent: noItemLeft", "absent: emptyPattern", "absent: stopped",
    "absent: headerPlayedOnce", "absent: noFixedPosition", "absent: limitReached",
    "absent: heldBySeparation", "absent: noGap",
  ]

  /// The name of an absence's reason.
  static func name(of absence: NaiveAbsence<String>) -> String {
    "\(absence)".prefix { $0 != "(" }.description
  }

  /// The names of `reason` and of the parts it has, as `everyReason` lists them.
  static func names(of reason: NaiveReason<String>) -> [String] {
    switch reason {
    case .header: return ["header"]
    case .pattern: return ["pattern"]
    case .repeatable: return ["repeatable"]
    case .fallback(_, let pass, _):
      return [pass == nil ? "fallback in the header" : "fallback in the pattern"]
    case .fixed: return ["fixed"]
    case .placed(let account):
      var names = ["placement", "due by \(account.dueField.rawValue)"]
      if account.group != nil { names.append("separation") }
      if account.gapTakenBy != nil {
        names.append("gap taken")
      } else if account.row > account.eligibleRow {
        names.append("no gap")
      }
      return names
    case .prepended: return ["prepended"]
    case .settled: return ["settled"]
    case .settledUnderEarlierRules: return ["settled under earlier rules"]
    }
  }

  /// Compares every row of the layout of `seed`; returns the first
  /// difference, with the seed and the configuration, or `nil`.
  static func run(seed: UInt64, seen: inout Set<String>) -> String? {
    var random = SeededRandom(seed: seed)
    var rules = RandomRules.letters
    rules.largestSource = 30
    let model = FeedModel(randomFrom: rules, using: &random, withPlacements: seed % 4 != 0)
    let feed = model.makeTaggedFeed()
    let sources = model.sources
    let account = naiveAccount(model.rules, counts: model.counts) { kind, offset in
      TaggedItem.seededGroup(of: sources[kind]![offset])
    }
    guard account.count == feed.count else {
      return "seed \(seed): \(model): \(feed.count) rows, the reference has \(account.count)"
    }
    for (position, expected) in account.enumerated() {
      let explanation = feed.explain(at: position)
      guard explanation.kind == expected.slot.kind,
        NaiveReason(explanation.reason) == expected.reason
      else {
        return "seed \(seed): \(model): row \(position): \(explanation), "
          + "the reference: \(expected.slot.kind) \(expected.reason)"
      }
      seen.formUnion(names(of: expected.reason))
    }
    for kind in rules.allKindsWithPlacements {
      let absence = feed.explainAbsence(of: kind)
      let expected = naiveAbsence(of: kind, model.rules, counts: model.counts) { kind, offset in
        TaggedItem.seededGroup(of: sources[kind]![offset])
      }
      guard absence.kind == kind, absence.demand == nil, NaiveAbsence(absence.reason) == expected
      else {
        return "seed \(seed): \(model): \(absence), the reference: \(expected)"
      }
      seen.insert("absent: " + name(of: expected))
    }
    return nil
  }
}
