//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W1 and W4: lay a large feed out, then build it as an array. W6 reuses the
// same measurements on its adversarial feeds.

import Slots

/// W1's sources: styles `0 ..< 1,000,000` and ads `0 ..< 50,000` at full size.
func w1Inputs(_ scale: Scale) -> FeedInputs<FeedKind> {
  FeedInputs(
    rules: .w1,
    sources: [
      (.style, Array(0..<opaque(scale.w1Styles))),
      (.ad, Array(0..<opaque(scale.w1Ads))),
    ])
}

/// W4's sources: 1,000,000 styles, 30,000 ads, 10,000 users, one banner and
/// three promos at full size.
func w4Inputs(_ scale: Scale) -> FeedInputs<FeedKind> {
  FeedInputs(
    rules: .w4,
    sources: [
      (.style, Array(0..<opaque(scale.w4Styles))),
      (.ad, Array(0..<opaque(scale.w4Ads))),
      (.user, Array(0..<opaque(scale.w4Users))),
      (.banner, [0]),
      (.promo, [0, 1, 2]),
    ])
}

/// W1: assign both sources and read `count` (1,050,000); then build the whole
/// list as an array and sum it; then sum it by iterating, without an array.
func runW1(_ context: Context) -> [Row] {
  let inputs = w1Inputs(context.scale)
  return [
    measureLayout(
      "W1", "layout", "layout: assign 2 sources + count", inputs, context,
      expectedCount: context.expected(1_050_000)),
    measureMaterialize("W1", "materialize", "materialize: build array + sum", inputs, context),
    measureIteration("W1", "iterate", "iterate: for-in + sum", inputs, context),
  ]
}

/// W4: every rule at once — header, pattern, fallback, fixed positions —
/// over a million styles: assign all and read `count` (1,040,004); then
/// materialize.
func runW4(_ context: Context) -> [Row] {
  let inputs = w4Inputs(context.scale)
  return [
    measureLayout(
      "W4", "layout", "layout: assign 5 sources + count", inputs, context,
      expectedCount: context.expected(1_040_004)),
    measureMaterialize("W4", "materialize", "materialize: build array + sum", inputs, context),
  ]
}

/// Times assigning every source and reading `count`, on the naive
/// reference, `SlotCollection` and `Slots`. A plain array has no layout to
/// time.
///
/// - Parameter atOnce: Whether `SlotCollection` gets its sources through a
///   dictionary and `init(layout:sources:)` rather than one `feed[source:]`
///   a kind (the other sides always store one source at a time).
func measureLayout<Kind: Hashable>(
  _ workload: String, _ key: String, _ figure: String,
  _ inputs: FeedInputs<Kind>, _ context: Context,
  expectedCount: Int?, atOnce: Bool = false
) -> Row {
  let harness = context.harness
  var row = Row(workload, key, figure)
  row.expectedResult = expectedCount

  context.progress("\(row.key): naive")
  row.record(
    .naive,
    harness.measure(setUp: { inputs.makeEmptyNaive() }) { feed in
      inputs.assign(to: feed)
      return feed.count
    })

  context.progress("\(row.key): SlotCollection")
  row.record(
    .typed,
    harness.measure(setUp: { SlotCollection<Kind, Int>?.none }) { feed in
      feed = inputs.makeTyped(atOnce: atOnce)
      return feed!.count
    })

  context.progress("\(row.key): Slots")
  row.record(
    .slots,
    harness.measure(setUp: { inputs.rules.makeSlots() }) { slots in
      inputs.assign(to: slots)
      return slots.count
    })
  return row
}

/// Times building the whole list as an array and summing it, on a feed laid
/// out beforehand: the naive reference and `Slots` return the array they
/// hold (`Slots` builds it on its first read of `contents`), `SlotCollection`
/// builds one, and the floor copies an array of the final size.
func measureMaterialize<Kind: Hashable>(
  _ workload: String, _ key: String, _ figure: String,
  _ inputs: FeedInputs<Kind>, _ context: Context
) -> Row {
  let harness = context.harness
  var row = Row(workload, key, figure)

  context.progress("\(row.key): naive")
  row.record(
    .naive,
    harness.measure(setUp: { inputs.makeBuiltNaive() }) { feed in
      sum(feed.contents)
    })

  context.progress("\(row.key): SlotCollection")
  row.record(
    .typed,
    harness.measure(setUp: { inputs.makeTyped() }) { feed in
      sum(Array(feed))
    })

  context.progress("\(row.key): Slots")
  row.record(
    .slots,
    harness.measure(setUp: { inputs.makeSortedSlots() }) { slots in
      sumOfAny(slots.contents)
    })

  context.progress("\(row.key): Array")
  let finalList = Array(inputs.makeTyped())
  row.record(
    .array,
    harness.measure {
      sum(copy(finalList))
    })
  return row
}

/// Times summing every item with a `for`-`in` loop, on a feed laid out
/// beforehand: `SlotCollection`'s iterator against an array's. (The naive
/// reference holds an array, and `Slots` is not a sequence.)
func measureIteration<Kind: Hashable>(
  _ workload: String, _ key: String, _ figure: String,
  _ inputs: FeedInputs<Kind>, _ context: Context
) -> Row {
  let harness = context.harness
  var row = Row(workload, key, figure)

  context.progress("\(row.key): SlotCollection")
  let feed = inputs.makeTyped()
  row.record(
    .typed,
    harness.measure {
      var total = 0
      for item in feed { total &+= item }
      return total
    })

  context.progress("\(row.key): Array")
  let finalList = Array(feed)
  row.record(
    .array,
    harness.measure {
      var total = 0
      for item in finalList { total &+= item }
      return total
    })
  return row
}

/// Times assigning every source, reading `count`, and building the whole list
/// as an array and summing it, all under one clock; W6's "layout and a full
/// materialize". The floor copies an array of the final size. `atOnce` is
/// as in `measureLayout`.
func measureLayoutAndMaterialize<Kind: Hashable>(
  _ workload: String, _ key: String, _ figure: String,
  _ inputs: FeedInputs<Kind>, _ context: Context,
  atOnce: Bool = false
) -> Row {
  let harness = context.harness
  var row = Row(workload, key, figure)

  context.progress("\(row.key): naive")
  row.record(
    .naive,
    harness.measure(setUp: { inputs.makeEmptyNaive() }) { feed in
      inputs.assign(to: feed)
      return feed.count &+ sum(feed.contents)
    })

  context.progress("\(row.key): SlotCollection")
  row.record(
    .typed,
    harness.measure(setUp: { SlotCollection<Kind, Int>?.none }) { feed in
      feed = inputs.makeTyped(atOnce: atOnce)
      return feed!.count &+ sum(Array(feed!))
    })

  context.progress("\(row.key): Slots")
  row.record(
    .slots,
    harness.measure(setUp: { inputs.rules.makeSlots() }) { slots in
      inputs.assign(to: slots)
      return slots.count &+ sumOfAny(slots.contents)
    })

  context.progress("\(row.key): Array")
  let finalList = Array(inputs.makeTyped(atOnce: atOnce))
  row.record(
    .array,
    harness.measure {
      finalList.count &+ sum(copy(finalList))
    })
  return row
}
