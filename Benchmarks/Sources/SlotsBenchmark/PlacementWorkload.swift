//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W10: placements — ads and suggested-user cards laid over a million styles,
// each kind at its own cadence.

import Slots
import _SlotsTestSupport

/// An item of W10 and W11: a number, and its group as an index into
/// `placementGroups` (`-1` for none).
///
/// The group names are made once, so that reading a group never builds a
/// string; and the item is two `Int`s, trivial to copy, so that reading one
/// costs what reading any small value does.
struct PlacedItem: SlotGrouping, Hashable, Sendable {
  var value: Int
  var groupIndex: Int

  /// An item without a group (styles, users).
  init(_ value: Int) {
    self.value = value
    self.groupIndex = -1
  }

  /// Ad `value`, of group `g(value % 50)`.
  init(ad value: Int) {
    self.value = value
    self.groupIndex = value % placementGroups.count
  }

  var slotGroup: String? {
    groupIndex < 0 ? nil : placementGroups[groupIndex]
  }
}

/// The advertisers of W10 and W11: `g0` … `g49`, made once.
let placementGroups: [String] = (0..<50).map { "g\($0)" }

/// W10's and W11's rules: styles repeat; an ad at least every 5 rows from
/// row 3, two ads of one advertiser at least 20 rows apart; a user card at
/// least every 15 rows from row 10, at most 5,000 of them.
let w10Placements: [SlotPlacement<FeedKind>] = [
  SlotPlacement(kind: .ad, every: 5, first: 3, separation: 20),
  SlotPlacement(kind: .user, every: 15, first: 10, limit: 5_000),
]
let w10Layout = SlotLayout<FeedKind>(
  pattern: [.style], repeatables: [.style], placements: w10Placements)
/// The main rules alone, for the naive reference (it lays the placements
/// over them itself).
let w10NaiveRules = NaiveRules<FeedKind>(pattern: [.style], repeatables: [.style])

/// W10's sources, in the order they are assigned: styles, ads (group
/// `g(i % 50)`), users.
func w10Sources(_ scale: Scale) -> [(kind: FeedKind, items: [PlacedItem])] {
  [
    (.style, (0..<opaque(scale.w10Styles)).map { PlacedItem($0) }),
    (.ad, (0..<opaque(scale.w10Ads)).map { PlacedItem(ad: $0) }),
    (.user, (0..<opaque(scale.w10Users)).map { PlacedItem($0) }),
  ]
}

/// A naive feed with W10's rules and no sources.
func makeW10Naive() -> NaiveFeed<FeedKind, PlacedItem> {
  NaiveFeed(rules: w10NaiveRules, placements: w10Placements, group: \.slotGroup)
}

/// A `SlotCollection` with W10's rules and every source assigned, one at a
/// time through `feed[source:]`, as W1 and W4 assign theirs.
func makeW10Typed(_ sources: [(kind: FeedKind, items: [PlacedItem])])
  -> SlotCollection<FeedKind, PlacedItem>
{
  var feed = SlotCollection<FeedKind, PlacedItem>(layout: w10Layout)
  for (kind, items) in sources { feed[source: kind] = items }
  return feed
}

/// Sums the values of `items`, wrapping on overflow.
@inline(__always)
func sumOfValues<S: Sequence<PlacedItem>>(_ items: S) -> Int {
  items.reduce(0) { $0 &+ $1.value }
}

/// W10: assign every source and read `count`; then 1,000,000 random reads
/// (beside the same reads of W1's feed, which has no placements, for the
/// target); then materialize. The naive reference lays the main rows out and
/// walks the placements over them, gap by gap.
func runW10(_ context: Context) -> [Row] {
  let harness = context.harness
  let sources = w10Sources(context.scale)

  var layout = Row("W10", "layout", "layout: assign 3 sources + count")
  context.progress("\(layout.key): naive")
  layout.record(
    .naive,
    harness.measure(setUp: { makeW10Naive() }) { feed in
      for (kind, items) in sources { feed[source: kind] = items }
      return feed.count
    })
  context.progress("\(layout.key): SlotCollection")
  layout.record(
    .typed,
    harness.measure(setUp: { SlotCollection<FeedKind, PlacedItem>?.none }) { feed in
      feed = makeW10Typed(sources)
      return feed!.count
    })

  context.progress("W10: laying W10 out on every side")
  let naive = makeW10Naive()
  for (kind, items) in sources { naive[source: kind] = items }
  let typed = makeW10Typed(sources)
  let finalList = Array(typed)
  let reads = context.scale.w10Reads
  let positions = randomPositions(reads, below: typed.count)

  var read = Row("W10", "element", "random element read")
  read.perOperation = "read"
  context.progress("\(read.key): all sides")
  read.record(
    .naive, harness.measure { readElements(naive, at: positions[...]) }, operations: reads)
  read.record(
    .array, harness.measure { readElements(finalList, at: positions[...]) }, operations: reads)

  // The same reads on W1's feed, which has no placements, timed in turns
  // with W10's, so that the two figures the target compares are taken side
  // by side, run by run.
  var w1Read = Row("W10", "elementW1", "W1 random element read, without placements")
  w1Read.perOperation = "read"
  context.progress("\(read.key) and \(w1Read.key): SlotCollection, in turns")
  let w1 = w1Inputs(context.scale).makeTyped()
  let w1Positions = randomPositions(reads, below: w1.count)
  let (w10Sample, w1Sample) = harness.measureInTurns(
    { readElements(typed, at: positions[...]) }, { readElements(w1, at: w1Positions[...]) })
  read.record(.typed, w10Sample, operations: reads)
  w1Read.record(.typed, w1Sample, operations: reads)

  var materialize = Row("W10", "materialize", "materialize: build array + sum")
  context.progress("\(materialize.key): all sides")
  materialize.record(.naive, harness.measure { sumOfValues(naive.contents) })
  materialize.record(.typed, harness.measure { sumOfValues(Array(typed)) })
  materialize.record(.array, harness.measure { sumOfValues(copy(finalList)) })

  var placed = Row("W10", "placedRows", "placed rows (ads and users)", unit: .rows)
  let placedCount = typed.count - sources[0].items.count
  placed.record(.typed, Sample([Double(placedCount)], result: placedCount), checked: false)
  return [layout, read, w1Read, materialize, placed]
}
