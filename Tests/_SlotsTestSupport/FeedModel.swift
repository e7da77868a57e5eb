//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// The kit's mutation model: what a feed should hold — its rules and its
/// sources — kept by hand, so that the naive reference can say what the
/// feed should look like after any sequence of ``FeedMutation``s.
///
/// Items are numbers handed out by ``makeItems(_:)``, each used once, so
/// that an item's number is its identity and a change set's moves can be
/// told from its insertions.
///
///     var random = SeededRandom(seed: 11)
///     var model = FeedModel(randomFrom: .letters, using: &random)
///     var feed = model.makeFeed()
///     let mutation = model.randomMutation(from: .letters, using: &random)
///     model.apply(mutation)
///     let changes = mutation.apply(to: &feed, after: model)
///     FeedChecker(model).mismatches(in: feed)  // []
///     ChangeSetChecker(from: old, to: Array(feed)).mismatches(in: changes)  // []
public struct FeedModel<Kind: Hashable & Sendable>: Sendable, CustomStringConvertible {
  /// The rules, in the 2.0 API's shapes.
  public var rules: NaiveRules<Kind>
  /// The items of each present kind; a kind without a key is absent, one
  /// with `[]` present but empty.
  public var sources: [Kind: [Int]] = [:]
  /// Every kind the model may name, in a fixed order: the order in which
  /// descriptions list sources, and the kinds the checkers look up.
  public let kinds: [Kind]
  /// The number the next new item gets.
  public private(set) var nextItem = 0

  /// Creates a model with `rules` and `counts[k]` new items of each present
  /// kind `k`.
  ///
  /// - Parameters:
  ///   - rules: The rules.
  ///   - counts: The number of items of each present kind.
  ///   - kinds: Every kind the model may name, in the order items are
  ///     numbered; by default the kinds of the rules, in the order they
  ///     first appear there, then those of `counts`, by their descriptions.
  public init(rules: NaiveRules<Kind>, counts: [Kind: Int], kinds: [Kind]? = nil) {
    self.rules = rules
    if let kinds {
      self.kinds = kinds
    } else {
      var named = rules.pattern + (rules.header ?? []) + (rules.repeatables ?? [])
      named += (rules.fixed ?? [:]).sorted { $0.key < $1.key }.map(\.value)
      named += rules.fallback.map { [$0] } ?? []
      named += rules.placements.map(\.kind)
      named += counts.keys.sorted { "\($0)" < "\($1)" }
      var seen = Set<Kind>()
      self.kinds = named.filter { seen.insert($0).inserted }
    }
    for kind in self.kinds {
      if let count = counts[kind] { sources[kind] = makeItems(count) }
    }
    precondition(counts.keys.allSatisfy(sources.keys.contains), "A count of a kind not in kinds")
  }

  /// Draws rules and source sizes from `generator`.
  ///
  /// - Parameters:
  ///   - generator: The generator of rules and sizes.
  ///   - random: The source of the draws.
  public init<R: RandomSource>(randomFrom generator: RandomRules<Kind>, using random: inout R) {
    let rules = generator.rules(using: &random)
    let counts = generator.counts(using: &random)
    self.init(rules: rules, counts: counts, kinds: generator.allKinds)
  }

  /// Draws rules, placements when asked for, and source sizes from
  /// `generator`; without placements, the draws of
  /// ``init(randomFrom:using:)``.
  ///
  /// - Parameters:
  ///   - generator: The generator of rules and sizes.
  ///   - random: The source of the draws.
  ///   - withPlacements: Whether to draw placements and their sources.
  public init<R: RandomSource>(
    randomFrom generator: RandomRules<Kind>, using random: inout R, withPlacements: Bool
  ) {
    guard withPlacements else {
      self.init(randomFrom: generator, using: &random)
      return
    }
    let rules = generator.rules(using: &random, withPlacements: true)
    let counts = generator.counts(using: &random, withPlacements: true)
    self.init(rules: rules, counts: counts, kinds: generator.allKindsWithPlacements)
  }

  /// The number of items of each present kind.
  public var counts: [Kind: Int] { sources.mapValues(\.count) }

  /// The rules as a `SlotLayout`.
  public var layout: SlotLayout<Kind> { SlotLayout(rules) }

  /// What the naive reference lays out: each item's kind and offset, the
  /// items' groups those of ``taggedItem(_:)``.
  public var expectedSlots: [NaiveSlot<Kind>] {
    let sources = self.sources
    return naiveLayout(rules, counts: counts) { kind, offset in
      TaggedItem.seededGroup(of: sources[kind]![offset])
    }
  }

  /// The item numbered `number` as a ``TaggedItem``, with the group drawn
  /// from its number (``TaggedItem/seededGroup(of:)``): the element of the
  /// feeds made by ``makeTaggedFeed()``.
  ///
  /// - Parameter number: An item's number.
  /// - Returns: The item, with its group.
  public static func taggedItem(_ number: Int) -> TaggedItem {
    TaggedItem(id: number, group: TaggedItem.seededGroup(of: number))
  }

  /// Returns `count` new items, numbers never handed out before.
  ///
  /// - Parameter count: The number of items.
  /// - Returns: The items, ascending.
  public mutating func makeItems(_ count: Int) -> [Int] {
    defer { nextItem += count }
    return Array(nextItem..<(nextItem + count))
  }

  /// A new feed with the model's rules and sources.
  public func makeFeed() -> SlotCollection<Kind, Int> {
    SlotCollection(layout: layout, sources: sources)
  }

  /// A new feed with the model's rules and sources, whose items are
  /// ``taggedItem(_:)``s, with groups, as placements with a separation
  /// need.
  public func makeTaggedFeed() -> SlotCollection<Kind, TaggedItem> {
    SlotCollection(layout: layout, sources: sources.mapValues { $0.map(Self.taggedItem) })
  }

  /// A new 2.0 object with the model's rules and sources.
  public func makeSlots() -> Slots {
    let slots = Slots()
    assignRules(to: slots)
    for kind in kinds {
      if let items = sources[kind] { slots[name(of: kind)] = items }
    }
    return slots
  }

  /// The name of `kind` in the 2.0 API, whose kinds are strings.
  ///
  /// - Parameter kind: A kind.
  /// - Returns: `String(describing: kind)`.
  public func name(of kind: Kind) -> String {
    String(describing: kind)
  }

  /// Sets every rule of `slots` to the model's.
  ///
  /// - Parameter slots: The 2.0 object.
  public func assignRules(to slots: Slots) {
    slots.pattern = rules.pattern.map(name)
    slots.header = rules.header?.map(name)
    slots.repeatables = rules.repeatables?.map(name)
    slots.fixed = rules.fixed?.mapValues(name)
    slots.defaultContentType = rules.fallback.map(name)
  }

  // MARK: - Mutations

  /// Plays `mutation` on the model. A change of the main rules that names
  /// a placed kind drops its placement.
  ///
  /// - Parameter mutation: A mutation whose offsets lie in the model's
  ///   sources.
  public mutating func apply(_ mutation: FeedMutation<Kind>) {
    switch mutation {
    case .append(let items, let kind): sources[kind, default: []].append(contentsOf: items)
    case .insert(let items, let offset, let kind):
      sources[kind, default: []].insert(contentsOf: items, at: offset)
    case .removeOffsets(let offsets, let kind):
      for offset in Set(offsets).sorted(by: >) { sources[kind]!.remove(at: offset) }
    case .removeRange(let range, let kind):
      if !range.isEmpty { sources[kind]!.removeSubrange(range) }
    case .replaceSource(let kind, let items), .replaceSourceByIdentity(let kind, let items):
      sources[kind] = items
    case .removeSource(let kind): sources[kind] = nil
    case .setPattern(let pattern): rules.pattern = pattern
    case .setHeader(let header): rules.header = header
    case .setRepeatables(let repeatables): rules.repeatables = repeatables
    case .setFixed(let fixed): rules.fixed = fixed
    case .setFallback(let fallback): rules.fallback = fallback
    case .setPlacements(let placements): rules.placements = placements
    case .setRules(let rules): self.rules = rules
    }
    // A kind the main rules now name is no longer placed: a layout never
    // names a kind in both roles.
    if !rules.placements.isEmpty {
      var named = Set(rules.pattern + (rules.header ?? []) + (rules.repeatables ?? []))
      named.formUnion((rules.fixed ?? [:]).values)
      if let fallback = rules.fallback { named.insert(fallback) }
      rules.placements.removeAll { named.contains($0.kind) }
    }
  }

  /// Draws a mutation of the model: of any kind of `generator`, through
  /// every way of changing a source, or of one rule or all of them, drawn
  /// by `generator`. New items are numbered as the draw is made.
  ///
  /// - Parameters:
  ///   - generator: The generator of rules and sizes.
  ///   - random: The source of the draws.
  /// - Returns: A mutation that can be applied to the model.
  public mutating func randomMutation<R: RandomSource>(
    from generator: RandomRules<Kind>, using random: inout R
  ) -> FeedMutation<Kind> {
    randomMutation(from: generator, using: &random, withPlacements: false)
  }

  /// Draws a mutation of the model, as ``randomMutation(from:using:)`` does
  /// and with the same draws when `withPlacements` is `false`; with it, of
  /// the placed kinds' sources too, and now and then of the placements
  /// alone, or of the rules with their placements.
  ///
  /// - Parameters:
  ///   - generator: The generator of rules and sizes.
  ///   - random: The source of the draws.
  ///   - withPlacements: Whether placements are in play.
  /// - Returns: A mutation that can be applied to the model.
  public mutating func randomMutation<R: RandomSource>(
    from generator: RandomRules<Kind>, using random: inout R, withPlacements: Bool
  ) -> FeedMutation<Kind> {
    if withPlacements && random.chance(8) {
      return .setPlacements(generator.placements(over: rules, using: &random))
    }
    let kind = random.element(
      of: withPlacements ? generator.allKindsWithPlacements : generator.allKinds)
    let source = sources[kind] ?? []
    switch random.below(100) {
    case ..<20:
      return .append(makeItems(random.within(0...5)), to: kind)
    case ..<30:
      let items = makeItems(random.within(0...3))
      return .insert(items, atOffset: random.within(0...source.count), in: kind)
    case ..<38:
      var offsets = random.subset(of: source.indices, percent: 30)
      if random.chance(30), let first = offsets.first { offsets.append(first) }
      if random.chance(30) { random.shuffle(&offsets) }
      return .removeOffsets(offsets, in: kind)
    case ..<46:
      let start = random.within(0...source.count)
      return .removeRange(start..<random.within(start...source.count), in: kind)
    case ..<54:
      guard random.chance(75) else { return .replaceSource(kind, with: []) }
      let count =
        random.chance(90) ? random.within(0...8) : random.within(9...generator.largestSource)
      return .replaceSource(kind, with: makeItems(count))
    case ..<64:
      var items = random.subset(of: source, percent: 70)
      if random.chance(40) { random.shuffle(&items) }
      for item in makeItems(random.within(0...3)) {
        items.insert(item, at: random.within(0...items.count))
      }
      return .replaceSourceByIdentity(kind, with: items)
    case ..<68:
      return .removeSource(kind)
    case ..<73:
      return .setPattern(
        generator.pattern(of: generator.kindsInPlay(using: &random), using: &random))
    case ..<78:
      return .setHeader(
        generator.header(of: generator.kindsInPlay(using: &random), using: &random))
    case ..<83:
      return .setRepeatables(
        generator.repeatables(of: generator.kindsInPlay(using: &random), using: &random))
    case ..<88:
      return .setFixed(generator.fixed(using: &random))
    case ..<93:
      return .setFallback(generator.fallback(using: &random))
    default:
      return .setRules(generator.rules(using: &random, withPlacements: withPlacements))
    }
  }

  // MARK: - Descriptions

  /// The rules and the size of each present source, for failure messages.
  public var description: String {
    let sizes = kinds.compactMap { kind in sources[kind].map { "\(kind): \($0.count)" } }
    return "\(Self.describe(rules)), sources: [\(sizes.joined(separator: ", "))]"
  }

  /// `rules` as the rules that are set, in Swift literal syntax.
  ///
  /// - Parameter rules: Rules.
  /// - Returns: A description such as `pattern: ["a", "b"], fixed: [3: "p"]`.
  public static func describe(_ rules: NaiveRules<Kind>) -> String {
    var parts = ["pattern: \(rules.pattern)"]
    if let header = rules.header { parts.append("header: \(header)") }
    if let repeatables = rules.repeatables { parts.append("repeatables: \(repeatables)") }
    if let fixed = rules.fixed { parts.append("fixed: \(describe(fixed))") }
    if let fallback = rules.fallback { parts.append("fallback: \(String(reflecting: fallback))") }
    if !rules.placements.isEmpty { parts.append("placements: \(rules.placements)") }
    return parts.joined(separator: ", ")
  }

  /// Fixed positions in Swift literal syntax, by ascending position.
  ///
  /// - Parameter fixed: Fixed positions.
  /// - Returns: A description such as `[0: "p", 7: "q"]`.
  public static func describe(_ fixed: [Int: Kind]) -> String {
    if fixed.isEmpty { return "[:]" }
    let pairs = fixed.sorted { $0.key < $1.key }.map {
      "\($0.key): \(String(reflecting: $0.value))"
    }
    return "[\(pairs.joined(separator: ", "))]"
  }
}
