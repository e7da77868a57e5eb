//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W2: random reads on W1's feed, laid out beforehand.

/// W2: on W1, 1,000,000 reads of the element at a random position, summed;
/// and 1,000,000 reads of the kind at a random position, counting ads.
func runW2(_ context: Context) -> [Row] {
  let harness = context.harness
  let inputs = w1Inputs(context.scale)
  let reads = context.scale.w2Reads

  context.progress("W2: laying W1 out on every side")
  let naive = inputs.makeBuiltNaive()
  let typed = inputs.makeTyped()
  let slots = inputs.makeSortedSlots()
  let finalList = Array(typed)
  let finalKinds = typed.indices.map { typed.kind(at: $0) }
  let positions = randomPositions(reads, below: typed.count)

  var elements = Row("W2", "element", "random element read", unit: .seconds)
  elements.perOperation = "read"
  context.progress("\(elements.key): all sides")
  elements.record(
    .naive,
    harness.measure {
      readElements(naive, at: positions[...])
    }, operations: reads)
  elements.record(
    .typed,
    harness.measure {
      readElements(typed, at: positions[...])
    }, operations: reads)
  elements.record(
    .slots,
    harness.measure {
      readElements(slots, at: positions[...])
    }, operations: reads)
  elements.record(
    .array,
    harness.measure {
      readElements(finalList, at: positions[...])
    }, operations: reads)

  var kinds = Row("W2", "kind", "random kind read", unit: .seconds)
  kinds.perOperation = "read"
  context.progress("\(kinds.key): all sides")
  kinds.record(
    .naive,
    harness.measure {
      readKinds(naive, at: positions[...])
    }, operations: reads)
  kinds.record(
    .typed,
    harness.measure {
      readKinds(typed, at: positions[...])
    }, operations: reads)
  kinds.record(
    .slots,
    harness.measure {
      readKinds(slots, at: positions[...])
    }, operations: reads)
  kinds.record(
    .array,
    harness.measure {
      readKinds(finalKinds, at: positions[...])
    }, operations: reads)

  return [elements, kinds]
}
