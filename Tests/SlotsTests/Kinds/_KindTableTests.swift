//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// A feed forgets the kinds that have no items and that its rules no longer
/// name, once they outnumber the others, so that its costs follow the kinds
/// in use; its kinds are renumbered then, and every change set must still
/// be right.
@Suite struct ForgettingKindsTests {
  typealias Random = SeededRandom

  /// An item: its kind and a number unique in the whole run.
  struct Item: Hashable, CustomStringConvertible {
    var kind: String
    var id: Int
    var description: String { "\(kind)#\(id)" }
  }

  typealias Feed = SlotCollection<String, Item>

  /// The feed the naive reference lays out from `layout` and the sources
  /// that have items.
  static func naiveFeed(_ layout: SlotLayout<String>, _ sources: [String: [Item]]) -> [Item] {
    let rules = NaiveRules(
      pattern: layout.pattern, header: layout.header.isEmpty ? nil : layout.header,
      repeatables: layout.repeatables.isEmpty ? nil : Array(layout.repeatables),
      fixed: layout.fixed.isEmpty ? nil : layout.fixed, fallback: layout.fallback)
    let present = sources.filter { !$0.value.isEmpty }
    return naiveLayout(rules, counts: present.mapValues(\.count))
      .map { present[$0.kind]![$0.offset] }
  }

  /// The kinds in use: named by the rules, or with items.
  static func used(_ layout: SlotLayout<String>, _ sources: [String: [Item]]) -> Int {
    var kinds = Set(layout.pattern).union(layout.header)
    kinds.formUnion(layout.fixed.filter { $0.key >= 0 }.values)
    if let fallback = layout.fallback { kinds.insert(fallback) }
    kinds.formUnion(sources.filter { !$0.value.isEmpty }.keys)
    return kinds.count
  }

  /// Checks the feed against the naive reference, the change set of the
  /// step and the two diffs against the contract, and the size of the kind
  /// table; returns the first problem.
  static func check(
    _ changes: SlotChangeSet?, from old: Feed, to feed: Feed, sources: [String: [Item]]
  ) -> String? {
    let expected = naiveFeed(feed.layout, sources)
    if Array(feed) != expected { return "feed \(Array(feed)), expected \(expected)" }
    for (kind, items) in sources where feed[source: kind] != items {
      return "source \(kind): \(feed[source: kind]), expected \(items)"
    }
    for position in feed.indices {
      let source = feed.sourcePosition(at: position)
      if feed.index(of: source) != position { return "index(of: \(source))" }
    }
    let contract = ChangeSetChecker(from: Array(old), to: Array(feed))
    if let changes {
      let problems = contract.mismatches(in: changes, throughCollectionDifference: true)
      if !problems.isEmpty { return "change set \(changes): \(problems)" }
    }
    let byIdentity = feed.changeSet(from: old, identifiedBy: \.self)
    if !contract.mismatches(in: byIdentity).isEmpty { return "diff by identity \(byIdentity)" }
    let byPosition = feed.changeSetBySourcePosition(from: old)
    let positions = ChangeSetChecker(
      from: old.indices.map { old.sourcePosition(at: $0) },
      to: feed.indices.map { feed.sourcePosition(at: $0) })
    if !positions.mismatches(in: byPosition).isEmpty {
      return "diff by source position \(byPosition)"
    }
    let used = Self.used(feed.layout, sources)
    if feed._table.count > 2 * used {
      return "the kind table holds \(feed._table.count) kinds for \(used) in use"
    }
    if feed._sources.count != feed._table.count {
      return "\(feed._sources.count) sources for \(feed._table.count) kinds"
    }
    return nil
  }

  /// Runs a long-lived feed through `steps` random changes that keep
  /// bringing in new kind names and dropping old ones; returns the first
  /// problem, and the number of kind names met.
  static func run(seed: UInt64, steps: Int) -> (problem: String?, names: Int) {
    var random = Random(seed: seed)
    var feed = Feed()
    var sources: [String: [Item]] = [:]
    var names = 0
    var nextID = 0
    func items(_ kind: String, _ count: Int) -> [Item] {
      defer { nextID += count }
      return (nextID..<nextID + count).map { Item(kind: kind, id: $0) }
    }
    func newName() -> String {
      names += 1
      return "k\(names)"
    }
    func someKind() -> String {
      let known = sources.keys.sorted()
      return known.isEmpty || random.chance(20) ? newName() : random.element(of: known)
    }
    for step in 0..<steps {
      let old = feed
      var changes: SlotChangeSet?
      var what = ""
      switch random.below(9) {
      case 0, 1:
        let kind = someKind()
        let added = items(kind, random.within(0...3))
        what = "append \(added.count) to \(kind)"
        changes = feed.append(contentsOf: added, to: kind)
        sources[kind, default: []] += added
      case 2:
        let kind = someKind()
        let count = sources[kind]?.count ?? 0
        let offset = random.within(0...count)
        let added = items(kind, random.within(1...2))
        what = "insert \(added.count) at \(kind)#\(offset)"
        changes = feed.insert(contentsOf: added, atOffset: offset, in: kind)
        sources[kind, default: []].insert(contentsOf: added, at: offset)
      case 3:
        guard let kind = sources.keys.sorted().last(where: { !sources[$0]!.isEmpty }) else {
          continue
        }
        let count = sources[kind]!.count
        let offsets = random.chance(50) ? Array(0..<count) : [random.below(count)]
        what = "remove \(offsets) from \(kind)"
        changes = feed.remove(atOffsets: offsets, in: kind)
        sources[kind] = sources[kind]!.enumerated().filter { !offsets.contains($0.offset) }
          .map(\.element)
      case 4:
        let kind = someKind()
        let replacement = random.chance(50) ? [] : items(kind, random.within(1...3))
        what = "replace \(kind) with \(replacement.count) new items"
        changes = feed.replaceSource(of: kind, withNewItems: replacement)
        sources[kind] = replacement
      case 5:
        let kind = someKind()
        var replacement = sources[kind] ?? []
        random.shuffle(&replacement)
        replacement.removeLast(random.within(0...replacement.count))
        replacement += items(kind, random.within(0...2))
        what = "replace \(kind) by identity"
        changes = feed.replaceSource(of: kind, with: replacement, identifiedBy: \.id)
        sources[kind] = replacement
      case 6:
        let kind = someKind()
        what = "set \(kind) empty through the subscript"
        feed[source: kind] = []
        sources[kind] = []
      case 7, 8:
        var layout = SlotLayout<String>()
        layout.pattern = (0..<random.within(1...3)).map { _ in someKind() }
        if random.chance(30) { layout.header = [someKind()] }
        if random.chance(30) { layout.fixed = [random.within(-1...6): someKind()] }
        if random.chance(20) { layout.fallback = someKind() }
        if random.chance(40) { layout.repeatables = [someKind()] }
        what = "replace the layout with \(layout)"
        if random.chance(50) {
          changes = feed.replaceLayout(with: layout)
        } else {
          feed.layout = layout
        }
      default:
        break
      }
      sources = sources.filter { !$0.value.isEmpty }
      if let problem = check(changes, from: old, to: feed, sources: sources) {
        return ("seed \(seed), step \(step), \(what): \(problem)", names)
      }
    }
    return (nil, names)
  }

  @Test("A long-lived feed cycling through kind names", arguments: 0..<8)
  func longLivedFeed(seed: UInt64) {
    let (problem, names) = Self.run(seed: seed, steps: 1_500)
    #expect(problem == nil, "\(problem ?? "")")
    #expect(names > 500)
  }

  @Test func theTableShrinksOnceUnusedKindsOutnumberTheUsedOnes() {
    var feed = Feed(layout: SlotLayout(pattern: ["a"]))
    _ = feed.append(contentsOf: [Item(kind: "a", id: 0)], to: "a")
    for index in 1...3 {
      _ = feed.append(contentsOf: [Item(kind: "x\(index)", id: index)], to: "x\(index)")
    }
    #expect(feed._table.kinds == ["a", "x1", "x2", "x3"])
    // Three used, one unused: kept.
    _ = feed.replaceSource(of: "x2", withNewItems: [])
    #expect(feed._table.kinds == ["a", "x1", "x2", "x3"])
    // Two used, two unused: kept.
    _ = feed.remove(atOffsets: [0], in: "x1")
    #expect(feed._table.count == 4)
    // One used, three unused: forgotten, and the kept kind renumbered.
    var old = feed
    feed[source: "x3"] = []
    #expect(feed._table.kinds == ["a"])
    #expect(feed._sources.count == 1)
    #expect(Array(feed) == [Item(kind: "a", id: 0)])
    #expect(feed[source: "x3"] == [])
    #expect(feed.index(ofOffset: 0, in: "x3") == nil)

    // A mutation that forgets kinds renumbers the kinds it keeps, and its
    // change set still follows them.
    feed = Feed(layout: SlotLayout(pattern: ["u"], fixed: [1: "v", 2: "w"]))
    feed.layout = SlotLayout(
      pattern: ["b", "a"], repeatables: ["a"], fixed: [0: "u", 1: "v", 2: "w"])
    feed[source: "b"] = [Item(kind: "b", id: 0)]
    feed[source: "a"] = [Item(kind: "a", id: 1), Item(kind: "a", id: 2)]
    #expect(Set(feed._table.kinds.prefix(3)) == ["u", "v", "w"])
    #expect(feed._table.kinds.suffix(2) == ["b", "a"])
    #expect(feed.map(\.id) == [0, 1, 2])
    old = feed
    let changes = feed.replaceLayout(with: SlotLayout(pattern: ["a", "b"]))
    #expect(feed._table.kinds == ["b", "a"])
    #expect(feed.map(\.id) == [1, 0, 2])
    #expect(changes.removals.isEmpty && changes.insertions.isEmpty && changes.moves.count == 1)
    #expect(changes.applied(to: Array(old)) { feed[$0] } == Array(feed))
    let byPosition = feed.changeSetBySourcePosition(from: old)
    #expect(byPosition.applied(to: Array(old)) { feed[$0] } == Array(feed))
    #expect(byPosition.moves.count == 1)
  }

  @Test func appendingNothingNumbersNoKind() {
    var feed = Feed(layout: SlotLayout(pattern: ["a"]))
    #expect(feed.append(contentsOf: [], to: "never").isEmpty)
    #expect(feed._table.identifier(of: "never") == nil)
    #expect(feed.append(contentsOf: [Item(kind: "a", id: 1)], to: "a") == .init(insertions: [0]))
    #expect(feed.append(contentsOf: [], to: "a").isEmpty)
  }

  /// The 2.0 class tells an absent type from an empty one, whatever its
  /// feed forgets.
  @Test func theCompatibleClassKeepsAbsentAndEmptyApart() {
    let slots = Slots()
    slots.pattern = ["a", "b"]
    for round in 0..<200 {
      slots["t\(round)"] = round.isMultiple(of: 2) ? [] : ["t\(round)"]
      slots["t\(round)"] = round.isMultiple(of: 3) ? nil : []
      slots["a"] = ["a\(round)"]
      slots["b"] = round.isMultiple(of: 5) ? nil : ["b\(round)"]
      #expect(slots.count == (round.isMultiple(of: 5) ? 1 : 2))
      #expect(slots.type(at: 0) == "a")
    }
    for round in 0..<200 {
      let expected: [Any]? = round.isMultiple(of: 3) ? nil : []
      #expect((slots["t\(round)"] == nil) == (expected == nil), "t\(round)")
      #expect(slots["t\(round)"]?.isEmpty ?? true)
    }
    slots.prefersEmptyArrayForUndefinedContentTypes = true
    #expect(slots["t0"]?.isEmpty == true)
    #expect(slots["never"]?.isEmpty == true)
  }
}
