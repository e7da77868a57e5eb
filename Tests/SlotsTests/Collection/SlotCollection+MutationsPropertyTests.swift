//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import Slots

/// Seeded random sequences of mutations over random rules. After every
/// mutation, the feed must equal the naive reference, and the mutation's
/// change set, the diff by identity and the diff by source position must
/// each turn the old feed into the new one, agreeing on what changed.
///
/// A failure names its seed; `replay(seed:)` runs that one sequence again.
@Suite struct SlotCollectionMutationPropertyTests {
  typealias Item = ChangeSetFixtures.Item
  typealias Random = ChangeSetFixtures.Random

  static let blocks = 16
  static let sequencesPerBlock = 640  // 10,240 sequences in all

  @Test("Random mutation sequences", arguments: 0..<blocks)
  func randomSequences(block: Int) {
    for index in 0..<Self.sequencesPerBlock {
      let seed = UInt64(block * Self.sequencesPerBlock + index)
      if let failure = Self.run(seed: seed) {
        Issue.record(Comment(rawValue: failure))
        return
      }
    }
  }

  /// Runs one sequence again; handy when a seed fails.
  @Test func replay() {
    let seed: UInt64 = 0
    #expect(Self.run(seed: seed) == nil)
  }

  // MARK: - One sequence

  /// A mutation of the random sequences.
  enum Mutation: CustomStringConvertible {
    case append([Item], to: String)
    case insert([Item], atOffset: Int, in: String)
    case remove(atOffsets: [Int], in: String)
    case removeRange(Range<Int>, in: String)
    case replace(String, with: [Item])
    case replaceByID(String, with: [Item])
    case replaceLayout(SlotLayout<String>)

    var description: String {
      switch self {
      case .append(let items, let kind): "append \(items) to \(kind)"
      case .insert(let items, let offset, let kind): "insert \(items) at \(kind)#\(offset)"
      case .remove(let offsets, let kind): "remove \(kind) at offsets \(offsets)"
      case .removeRange(let range, let kind): "remove \(kind) at offsets \(range)"
      case .replace(let kind, let items): "replace \(kind) with \(items)"
      case .replaceByID(let kind, let items): "replace \(kind) by id with \(items)"
      case .replaceLayout(let layout): "replace layout with \(layout)"
      }
    }
  }

  /// The feed as the naive reference sees it: rules and present sources.
  struct Model: CustomStringConvertible {
    var layout: SlotLayout<String>
    var sources: [String: [Item]]

    var description: String {
      let sizes = sources.keys.sorted().map { "\($0): \(sources[$0]!.count)" }
      return "\(layout), sources [\(sizes.joined(separator: ", "))]"
    }

    mutating func apply(_ mutation: Mutation) {
      switch mutation {
      case .append(let items, let kind): sources[kind, default: []].append(contentsOf: items)
      case .insert(let items, let offset, let kind):
        sources[kind, default: []].insert(contentsOf: items, at: offset)
      case .remove(let offsets, let kind):
        for offset in Set(offsets).sorted(by: >) { sources[kind]!.remove(at: offset) }
      case .removeRange(let range, let kind): sources[kind, default: []].removeSubrange(range)
      case .replace(let kind, let items), .replaceByID(let kind, let items): sources[kind] = items
      case .replaceLayout(let layout): self.layout = layout
      }
    }
  }

  static func apply(_ mutation: Mutation, to feed: inout SlotCollection<String, Item>)
    -> SlotChangeSet
  {
    switch mutation {
    case .append(let items, let kind): feed.append(contentsOf: items, to: kind)
    case .insert(let items, let offset, let kind):
      feed.insert(contentsOf: items, atOffset: offset, in: kind)
    case .remove(let offsets, let kind): feed.removeItems(atOffsets: offsets, in: kind)
    case .removeRange(let range, let kind): feed.removeItems(atOffsets: range, in: kind)
    case .replace(let kind, let items): feed.replaceSource(of: kind, with: items)
    case .replaceByID(let kind, let items):
      feed.replaceSource(of: kind, with: items, identifiedBy: \.id)
    case .replaceLayout(let layout): feed.replaceLayout(with: layout)
    }
  }

  /// Makes fresh items with identities never used before.
  struct Maker {
    var nextID = 0
    mutating func items(_ count: Int, of kind: String) -> [Item] {
      defer { nextID += count }
      return (nextID..<nextID + count).map { Item(kind: kind, id: $0) }
    }
    mutating func randomItems(of kind: String, _ random: inout Random) -> [Item] {
      items(random.chance(10) ? random.within(10...24) : random.within(0...8), of: kind)
    }
  }

  static func randomMutation(
    _ model: Model, _ maker: inout Maker, _ random: inout Random
  ) -> Mutation {
    let kind = random.pick(ChangeSetFixtures.kinds)
    let source = model.sources[kind] ?? []
    switch random.below(100) {
    case ..<30:
      return .append(maker.items(random.within(0...5), of: kind), to: kind)
    case ..<45:
      return .insert(
        maker.items(random.within(0...3), of: kind),
        atOffset: random.within(0...source.count), in: kind)
    case ..<55:
      var offsets = source.indices.filter { _ in random.chance(30) }
      if random.chance(30), let first = offsets.first { offsets.append(first) }
      if random.chance(30) { random.shuffle(&offsets) }
      return .remove(atOffsets: offsets, in: kind)
    case ..<65:
      let start = random.within(0...source.count)
      let end = random.within(start...source.count)
      return .removeRange(start..<end, in: kind)
    case ..<75:
      return .replace(kind, with: random.chance(25) ? [] : maker.randomItems(of: kind, &random))
    case ..<88:
      var items = source.filter { _ in random.chance(70) }
      if random.chance(40) { random.shuffle(&items) }
      for item in maker.items(random.within(0...3), of: kind) {
        items.insert(item, at: random.within(0...items.count))
      }
      return .replaceByID(kind, with: items)
    default:
      return .replaceLayout(ChangeSetFixtures.randomLayout(&random))
    }
  }

  /// Runs the sequence of `seed` and returns the first failure, described
  /// with everything needed to replay it, or `nil`.
  static func run(seed: UInt64) -> String? {
    var random = Random(seed: seed)
    var maker = Maker()
    var model = Model(layout: ChangeSetFixtures.randomLayout(&random), sources: [:])
    for kind in ChangeSetFixtures.kinds where random.chance(70) {
      model.sources[kind] = maker.randomItems(of: kind, &random)
    }
    var feed = SlotCollection(layout: model.layout, sources: model.sources)
    if Array(feed) != ChangeSetFixtures.naiveFeed(model.layout, model.sources) {
      return "seed \(seed): the initial feed differs from the naive reference; \(model)"
    }
    for step in 0..<random.within(2...4) {
      let mutation = randomMutation(model, &maker, &random)
      let before = model
      let old = feed
      let changes = apply(mutation, to: &feed)
      model.apply(mutation)
      if let problem = check(changes, from: old, to: feed, model: model) {
        return "seed \(seed), step \(step): \(mutation) on \(before): \(problem)"
      }
    }
    return nil
  }

  /// Checks the feed and the three change sets of one mutation.
  static func check(
    _ changes: SlotChangeSet, from old: SlotCollection<String, Item>,
    to new: SlotCollection<String, Item>, model: Model
  ) -> String? {
    let oldItems = Array(old)
    let newItems = Array(new)
    let expected = ChangeSetFixtures.naiveFeed(model.layout, model.sources)
    if newItems != expected {
      return "feed \(newItems) should be \(expected)"
    }
    let byItem = ChangeSetFixtures.Expectation(from: oldItems.map(\.id), to: newItems.map(\.id))
    let problems = byItem.problems(in: changes, viaCollectionDifference: true)
    if !problems.isEmpty {
      return "mutation's \(changes) from \(oldItems) to \(newItems): \(problems)"
    }

    let byIdentity = new.changeSet(from: old, identifiedBy: \.id)
    let identityProblems = byItem.problems(in: byIdentity)
    if !identityProblems.isEmpty {
      return "diff by identity \(byIdentity) from \(oldItems) to \(newItems): \(identityProblems)"
    }
    if byIdentity.removals != changes.removals || byIdentity.insertions != changes.insertions
      || byIdentity.moves.count != changes.moves.count
    {
      return "the mutation's \(changes) and the diff's \(byIdentity) disagree"
    }

    // Kind identifiers never change along a sequence.
    func positions(_ feed: SlotCollection<String, Item>) -> [Int] {
      feed.indices.map { position in
        let item = feed._plan.item(at: position)
        return item.kind << 32 | item.offset
      }
    }
    let byPosition = new.changeSet(from: old)
    let positionProblems = ChangeSetFixtures.Expectation(from: positions(old), to: positions(new))
      .problems(in: byPosition)
    if !positionProblems.isEmpty {
      return
        "diff by source position \(byPosition) from \(oldItems) to \(newItems): \(positionProblems)"
    }
    return nil
  }
}
