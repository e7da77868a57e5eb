//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// One change to a feed: to a source or to the rules.
///
/// A test plays a mutation on a ``FeedModel`` (``FeedModel/apply(_:)``),
/// then on the feeds under test, through the API that returns a change set
/// (``apply(to:after:)``), through the properties that return none
/// (``applyBySetting(to:after:)``), or through the 2.0 class
/// (``apply(toSlots:after:)``). Items are the model's numbers, each used
/// once, so an item's number is its identity.
///
///     var model = FeedModel(rules: NaiveRules(pattern: ["a"]), counts: ["a": 2])
///     var feed = model.makeFeed()
///     let mutation = FeedMutation.append(model.makeItems(1), to: "a")
///     model.apply(mutation)
///     let changes = mutation.apply(to: &feed, after: model)  // insertions [2]
public enum FeedMutation<Kind: Hashable & Sendable>: Sendable, CustomStringConvertible {
  /// Appends new items to a source.
  case append([Int], to: Kind)
  /// Inserts new items in a source at an offset.
  case insert([Int], atOffset: Int, in: Kind)
  /// Removes items at offsets, given in any order and maybe repeated.
  case removeOffsets([Int], in: Kind)
  /// Removes a range of offsets.
  case removeRange(Range<Int>, in: Kind)
  /// Replaces a source with new items, every one of them new.
  case replaceSource(Kind, with: [Int])
  /// Replaces a source with items of which some were there before, known by
  /// their number.
  case replaceSourceByIdentity(Kind, with: [Int])
  /// Removes a source.
  case removeSource(Kind)
  /// Sets the pattern.
  case setPattern([Kind])
  /// Sets or removes the header.
  case setHeader([Kind]?)
  /// Sets or removes the repeatables.
  case setRepeatables([Kind]?)
  /// Sets or removes the fixed positions.
  case setFixed([Int: Kind]?)
  /// Sets or removes the fallback.
  case setFallback(Kind?)
  /// Sets the placements.
  case setPlacements([NaivePlacement<Kind>])
  /// Sets every rule at once.
  case setRules(NaiveRules<Kind>)

  /// Whether the mutation changes the rules rather than a source.
  public var changesRules: Bool {
    switch self {
    case .append, .insert, .removeOffsets, .removeRange, .replaceSource,
      .replaceSourceByIdentity, .removeSource:
      false
    case .setPattern, .setHeader, .setRepeatables, .setFixed, .setFallback, .setPlacements,
      .setRules:
      true
    }
  }

  /// The kind whose source the mutation changes, or `nil` for the rules.
  public var kind: Kind? {
    switch self {
    case .append(_, let kind), .insert(_, _, let kind), .removeOffsets(_, let kind),
      .removeRange(_, let kind), .replaceSource(let kind, _),
      .replaceSourceByIdentity(let kind, _), .removeSource(let kind):
      kind
    case .setPattern, .setHeader, .setRepeatables, .setFixed, .setFallback, .setPlacements,
      .setRules:
      nil
    }
  }

  /// Plays the mutation on `feed` through the methods that return a change
  /// set.
  ///
  /// - Parameters:
  ///   - feed: A feed that matched the model before the mutation.
  ///   - model: The model with the mutation applied.
  /// - Returns: The change set the feed's method returned.
  @discardableResult
  public func apply(
    to feed: inout SlotCollection<Kind, Int>, after model: FeedModel<Kind>
  ) -> SlotChangeSet {
    apply(to: &feed, after: model, element: { $0 }, number: { $0 })
  }

  /// Plays the mutation on a feed of ``TaggedItem``s (the model's numbers
  /// as ``FeedModel/taggedItem(_:)``) through the methods that return a
  /// change set.
  ///
  /// - Parameters:
  ///   - feed: A feed that matched the model before the mutation.
  ///   - model: The model with the mutation applied.
  /// - Returns: The change set the feed's method returned.
  @discardableResult
  public func apply(
    to feed: inout SlotCollection<Kind, TaggedItem>, after model: FeedModel<Kind>
  ) -> SlotChangeSet {
    apply(to: &feed, after: model, element: FeedModel<Kind>.taggedItem, number: \.id)
  }

  private func apply<Element>(
    to feed: inout SlotCollection<Kind, Element>, after model: FeedModel<Kind>,
    element: (Int) -> Element, number: @escaping (Element) -> Int
  ) -> SlotChangeSet {
    switch self {
    case .append(let items, let kind): feed.append(contentsOf: items.map(element), to: kind)
    case .insert(let items, let offset, let kind):
      feed.insert(contentsOf: items.map(element), atOffset: offset, in: kind)
    case .removeOffsets(let offsets, let kind): feed.remove(atOffsets: offsets, in: kind)
    case .removeRange(let range, let kind): feed.remove(atOffsets: range, in: kind)
    case .replaceSource(let kind, let items):
      feed.replaceSource(of: kind, withNewItems: items.map(element))
    case .replaceSourceByIdentity(let kind, let items):
      feed.replaceSource(of: kind, with: items.map(element), identifiedBy: number)
    case .removeSource(let kind): feed.replaceSource(of: kind, withNewItems: [])
    case .setPattern, .setHeader, .setRepeatables, .setFixed, .setFallback, .setPlacements,
      .setRules:
      feed.replaceLayout(with: model.layout)
    }
  }

  /// Plays the mutation on `feed` through its settable properties, which
  /// return no change set: a source assigned whole, a rule set in place.
  ///
  /// - Parameters:
  ///   - feed: A feed that matched the model before the mutation.
  ///   - model: The model with the mutation applied.
  public func applyBySetting(
    to feed: inout SlotCollection<Kind, Int>, after model: FeedModel<Kind>
  ) {
    applyBySetting(to: &feed, after: model, element: { $0 })
  }

  /// Plays the mutation on a feed of ``TaggedItem``s (the model's numbers
  /// as ``FeedModel/taggedItem(_:)``) through its settable properties.
  ///
  /// - Parameters:
  ///   - feed: A feed that matched the model before the mutation.
  ///   - model: The model with the mutation applied.
  public func applyBySetting(
    to feed: inout SlotCollection<Kind, TaggedItem>, after model: FeedModel<Kind>
  ) {
    applyBySetting(to: &feed, after: model, element: FeedModel<Kind>.taggedItem)
  }

  private func applyBySetting<Element>(
    to feed: inout SlotCollection<Kind, Element>, after model: FeedModel<Kind>,
    element: (Int) -> Element
  ) {
    if let kind {
      feed[source: kind] = (model.sources[kind] ?? []).map(element)
      return
    }
    // One rule set alone could name a placed kind in the main rules; the
    // model dropped that placement, and the layout changes whole.
    if feed.layout.placements != model.layout.placements {
      feed.layout = model.layout
      return
    }
    let rules = model.rules
    switch self {
    case .setPattern: feed.layout.pattern = rules.pattern
    case .setHeader: feed.layout.header = rules.header ?? []
    case .setRepeatables: feed.layout.repeatables = Set(rules.repeatables ?? [])
    case .setFixed: feed.layout.fixed = rules.fixed ?? [:]
    case .setFallback: feed.layout.fallback = rules.fallback
    case .setPlacements: feed.layout.placements = model.layout.placements
    default: feed.layout = model.layout
    }
  }

  /// Plays the mutation on the 2.0 class, whose kinds are the model's kinds
  /// described as strings (``FeedModel/name(of:)``).
  ///
  /// - Parameters:
  ///   - slots: An object that matched the model before the mutation.
  ///   - model: The model with the mutation applied.
  public func apply(toSlots slots: Slots, after model: FeedModel<Kind>) {
    if let kind {
      slots[model.name(of: kind)] = model.sources[kind]
      return
    }
    let rules = model.rules
    let name = model.name(of:)
    switch self {
    case .setPattern: slots.pattern = rules.pattern.map(name)
    case .setHeader: slots.header = rules.header?.map(name)
    case .setRepeatables: slots.repeatables = rules.repeatables?.map(name)
    case .setFixed: slots.fixed = rules.fixed?.mapValues(name)
    case .setFallback: slots.defaultContentType = rules.fallback.map(name)
    default: model.assignRules(to: slots)
    }
  }

  /// The mutation in words, for failure messages.
  public var description: String {
    switch self {
    case .append(let items, let kind): "append \(items) to \(kind)"
    case .insert(let items, let offset, let kind): "insert \(items) at \(kind)#\(offset)"
    case .removeOffsets(let offsets, let kind): "remove \(kind) at offsets \(offsets)"
    case .removeRange(let range, let kind): "remove \(kind) at offsets \(range)"
    case .replaceSource(let kind, let items): "replace \(kind) with \(items)"
    case .replaceSourceByIdentity(let kind, let items): "replace \(kind) by identity with \(items)"
    case .removeSource(let kind): "remove source \(kind)"
    case .setPattern(let pattern): "set pattern \(pattern)"
    case .setHeader(let header): "set header \(header.map { "\($0)" } ?? "nil")"
    case .setRepeatables(let kinds): "set repeatables \(kinds.map { "\($0)" } ?? "nil")"
    case .setFixed(let fixed): "set fixed \(fixed.map(FeedModel<Kind>.describe) ?? "nil")"
    case .setFallback(let kind): "set fallback \(kind.map { "\($0)" } ?? "nil")"
    case .setPlacements(let placements): "set placements \(placements)"
    case .setRules(let rules): "set rules \(FeedModel<Kind>.describe(rules))"
    }
  }
}
