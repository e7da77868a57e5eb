//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W5: the same work on a small and a large feed, to see how cost grows with
// the number of items.

import Slots

/// W5: W1's rules with 1,000 and with 10,000,000 styles (ads one twentieth):
/// assign, read `count`, and 10,000 random reads. Reports both sizes and
/// the ratio large ÷ small.
func runW5(_ context: Context) -> [Row] {
  let scale = context.scale
  let small = measureGrowthStep("small", styles: scale.w5SmallStyles, context)
  let large = measureGrowthStep("large", styles: scale.w5LargeStyles, context)
  let growth = ratioRow("W5", "growth", "growth: large ÷ small", large, over: small)
  return [small, large, growth]
}

/// One size of W5: `styles` styles and `styles / 20` ads.
private func measureGrowthStep(_ name: String, styles: Int, _ context: Context) -> Row {
  let harness = context.harness
  let reads = context.scale.w5Reads
  let inputs = FeedInputs(
    rules: .w1,
    sources: [(.style, Array(0..<opaque(styles))), (.ad, Array(0..<opaque(styles / 20)))])
  let itemCount = styles + styles / 20
  var row = Row(
    "W5", name,
    "\(name): \(grouped(itemCount)) items, assign + count + \(grouped(reads)) reads")

  // Every source is laid out (styles repeat), so the count is known, and
  // the positions are drawn before any clock starts.
  let positions = randomPositions(reads, below: itemCount)

  context.progress("\(row.key): naive")
  row.record(
    .naive,
    harness.measure(setUp: { inputs.makeEmptyNaive() }) { feed in
      inputs.assign(to: feed)
      var total = feed.count
      for position in positions { total &+= feed.element(at: position) }
      return total
    })

  context.progress("\(row.key): SlotCollection")
  row.record(
    .typed,
    harness.measure(setUp: { SlotCollection<FeedKind, Int>?.none }) { feed in
      feed = inputs.makeTyped()
      let typed = feed!
      var total = typed.count
      for position in positions { total &+= typed[position] }
      return total
    })

  context.progress("\(row.key): Slots")
  row.record(
    .slots,
    harness.measure(setUp: { inputs.rules.makeSlots() }) { slots in
      inputs.assign(to: slots)
      var total = slots.count
      for position in positions { total &+= slots[position] as! Int }
      return total
    })

  // The floor: "assigning" an array is sharing it; then the same reads.
  context.progress("\(row.key): Array")
  let finalList = Array(inputs.makeTyped())
  precondition(finalList.count == itemCount, "W5 lays every item out")
  row.record(
    .array,
    harness.measure(setUp: { [Int]() }) { list in
      list = opaque(finalList)
      var total = list.count
      for position in positions { total &+= list[position] }
      return total
    })
  return row
}

/// `value` with thousands separators: `1,050,000`.
func grouped(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return value < 0 ? "-" + result : result
}
