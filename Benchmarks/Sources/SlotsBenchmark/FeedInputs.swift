//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// One feed's rules and sources, prepared in every side's shape before any
/// clock starts, with the assignment each side performs under the clock.
struct FeedInputs<Kind: Hashable> {
  let rules: FeedRules<Kind>
  let layout: SlotLayout<Kind>
  /// The sources, in the order they are assigned.
  let sources: [(kind: Kind, items: [Int])]
  /// The same sources as one dictionary, for handing over at once.
  let sourceDictionary: [Kind: [Int]]
  /// The same sources for the 2.0 API: names and `[Any]`.
  let anySources: [(name: String, items: [Any])]

  init(rules: FeedRules<Kind>, sources: [(kind: Kind, items: [Int])]) {
    self.rules = rules
    self.layout = rules.layout
    self.sources = sources
    self.sourceDictionary = Dictionary(sources, uniquingKeysWith: { $1 })
    self.anySources = sources.map { (rules.name($0.kind), anyArray($0.items)) }
  }

  /// Assigns every source to `feed`, one at a time or, when `atOnce` is
  /// true, by handing over the prepared dictionary; the next read rebuilds
  /// the feed.
  func assign(to feed: NaiveFeed<Kind>, atOnce: Bool = false) {
    if atOnce {
      feed.replaceSources(with: sourceDictionary)
    } else {
      for (kind, items) in sources { feed[source: kind] = items }
    }
  }

  /// A typed feed with every source assigned: one at a time through
  /// `feed[source:]` (laying the feed out after each), or all at once by
  /// handing the prepared dictionary to `init(layout:sources:)` when `atOnce`
  /// is true.
  func makeTyped(atOnce: Bool = false) -> SlotCollection<Kind, Int> {
    if atOnce {
      return SlotCollection(layout: layout, sources: sourceDictionary)
    }
    var feed = SlotCollection<Kind, Int>(layout: layout)
    for (kind, items) in sources { feed[source: kind] = items }
    return feed
  }

  /// Assigns every source to `slots`; the next read sorts it.
  func assign(to slots: Slots) {
    for (name, items) in anySources { slots[name] = items }
  }

  /// A naive feed with these rules and no sources.
  func makeEmptyNaive() -> NaiveFeed<Kind> {
    NaiveFeed(rules: rules.naive)
  }

  /// A naive feed with every source assigned and the list built.
  func makeBuiltNaive() -> NaiveFeed<Kind> {
    let feed = makeEmptyNaive()
    assign(to: feed)
    blackHole(feed.count)
    return feed
  }

  /// A `Slots` object with every source assigned and sorted.
  func makeSortedSlots() -> Slots {
    let slots = rules.makeSlots()
    assign(to: slots)
    blackHole(slots.count)
    return slots
  }
}

/// Sums `items`, wrapping on overflow.
@inline(__always)
func sum<S: Sequence<Int>>(_ items: S) -> Int {
  items.reduce(0, &+)
}

/// Sums the `Int`s of a 2.0 `contents` array.
@inline(__always)
func sumOfAny(_ items: [Any]) -> Int {
  items.reduce(0) { $0 &+ ($1 as! Int) }
}

/// A real copy of `array` (an `Array` initialized from an `Array` would
/// share its storage and copy nothing).
@inline(__always)
func copy(_ array: [Int]) -> [Int] {
  array.withUnsafeBufferPointer { Array($0) }
}
