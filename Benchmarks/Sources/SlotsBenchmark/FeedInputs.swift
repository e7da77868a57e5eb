//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Slots2Style

/// One feed's rules and sources, prepared in every side's shape before any
/// clock starts, with the assignment each side performs under the clock.
///
/// Every side starts from the same list of (kind, items) pairs and stores it
/// the way its API asks: the naive reference and `Slots` one source at a
/// time, `SlotCollection` one source at a time or through a dictionary built
/// from the pairs.
struct FeedInputs<Kind: Hashable> {
  let rules: FeedRules<Kind>
  let layout: SlotLayout<Kind>
  /// The sources, in the order they are assigned.
  let sources: [(kind: Kind, items: [Int])]
  /// The same sources for the 2.0 API: names and `[Any]`.
  let anySources: [(name: String, items: [Any])]

  init(rules: FeedRules<Kind>, sources: [(kind: Kind, items: [Int])]) {
    self.rules = rules
    self.layout = rules.layout
    self.sources = sources
    self.anySources = sources.map { (rules.name($0.kind), anyArray($0.items)) }
  }

  /// Assigns every source to `feed`; the next read rebuilds it.
  func assign(to feed: NaiveFeed<Kind, Int>) {
    for (kind, items) in sources { feed[source: kind] = items }
  }

  /// A typed feed with every source assigned: one at a time through
  /// `feed[source:]` (laying the feed out after each), or, when `atOnce` is
  /// true, by building a dictionary from the pairs and handing it to
  /// `init(layout:sources:)`, which lays the feed out once.
  func makeTyped(atOnce: Bool = false) -> SlotCollection<Kind, Int> {
    if atOnce {
      var dictionary: [Kind: [Int]] = [:]
      dictionary.reserveCapacity(sources.count)
      for (kind, items) in sources { dictionary[kind] = items }
      return SlotCollection(layout: layout, sources: dictionary)
    }
    var feed = SlotCollection<Kind, Int>(layout: layout)
    for (kind, items) in sources { feed[source: kind] = items }
    return feed
  }

  /// Assigns every source to `slots`; the next read sorts it.
  func assign(to slots: Slots) {
    for (name, items) in anySources { slots[name] = items }
  }

  /// Assigns every source to a 2.0-style object; the next read sorts it.
  func assign(to slots: SlotsTwo) {
    for (name, items) in anySources { slots[name] = items }
  }

  /// A naive feed with these rules and no sources.
  func makeEmptyNaive() -> NaiveFeed<Kind, Int> {
    NaiveFeed(rules: rules.naive)
  }

  /// A naive feed with every source assigned and the list built.
  func makeBuiltNaive() -> NaiveFeed<Kind, Int> {
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

  /// A 2.0-style object with every source assigned and sorted.
  func makeSortedSlotsTwo() -> SlotsTwo {
    let slots = rules.makeSlotsTwo()
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

/// Sums the `Int`s of a 2.0 `contents` array, as an app would: `as? Int`.
@inline(__always)
func sumOfInts(in items: [Any]) -> Int {
  var total = 0
  for item in items {
    if let value = item as? Int { total &+= value }
  }
  return total
}

/// A real copy of `array` (an `Array` initialized from an `Array` would
/// share its storage and copy nothing).
@inline(__always)
func copy<Element>(_ array: [Element]) -> [Element] {
  array.withUnsafeBufferPointer { Array($0) }
}
