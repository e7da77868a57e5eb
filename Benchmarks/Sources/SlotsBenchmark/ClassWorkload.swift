//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W9: this package's 2.0-compatible `Slots` class against the 2.0-style class
// `SlotsTwo`, which builds the whole list on each sort as Slots 2.0.0 does.
// Both are used as a 2.0 app uses them: kinds are strings, items `[Any]`.

import Slots
import Slots2Style

/// W9: W1 and W4 layout; `contents` then a sum of its `Int`s, read at three
/// moments an app reads it; 1,000,000 random `slots[i]` reads cast to `Int`;
/// 1,000,000 random `type(at:)` reads.
func runW9(_ context: Context) -> [Row] {
  let scale = context.scale
  let w1 = w1Inputs(scale)
  let w4 = w4Inputs(scale)
  var rows: [Row] = []
  rows.append(
    measureClassLayout(
      "layoutW1", "W1 layout: assign 2 sources + count", w1, context,
      expectedCount: context.expected(1_050_000)))
  rows.append(
    measureClassLayout(
      "layoutW4", "W4 layout: assign 5 sources + count", w4, context,
      expectedCount: context.expected(1_040_004)))
  for (name, inputs) in [("W1", w1), ("W4", w4)] {
    rows += measureClassContents(name, inputs, context)
  }
  rows += measureClassReads(w1, context)
  return rows
}

/// Times assigning every source to a new object with the rules set, then
/// reading `count` (the first read, which sorts).
func measureClassLayout(
  _ key: String, _ figure: String, _ inputs: FeedInputs<FeedKind>, _ context: Context,
  expectedCount: Int?
) -> Row {
  var row = Row("W9", key, figure)
  row.expectedResult = expectedCount
  context.progress("\(row.key): Slots")
  row.record(
    .slots,
    context.harness.measure(setUp: { inputs.rules.makeSlots() }) { slots in
      inputs.assign(to: slots)
      return slots.count
    })
  context.progress("\(row.key): 2.0-style")
  row.record(
    .twoStyle,
    context.harness.measure(setUp: { inputs.rules.makeSlotsTwo() }) { slots in
      inputs.assign(to: slots)
      return slots.count
    })
  return row
}

/// When an app reads `contents`, relative to its last assignment: what the
/// object has done before the clock starts.
enum ContentsMoment: CaseIterable {
  /// Every source was just assigned: the read sorts (2.0-style: builds the
  /// list; `Slots`: lays out the rules, then builds the list).
  case afterAssignment
  /// Sources assigned and `count` read (a table view asks for the number of
  /// rows first): the object is sorted, and this is the first `contents`
  /// since. The 2.0-style side built its list while sorting and returns it;
  /// `Slots` builds it now.
  case sorted
  /// `contents` was read already and nothing changed since: both return the
  /// array they hold.
  case again

  var key: String {
    switch self {
    case .afterAssignment: "contentsAfterAssignment"
    case .sorted: "contentsSorted"
    case .again: "contentsAgain"
    }
  }

  var figure: String {
    switch self {
    case .afterAssignment: "contents + sum, right after assigning the sources"
    case .sorted: "contents + sum, sorted (count read), first contents read"
    case .again: "contents + sum, read again, nothing changed"
    }
  }
}

/// Times `contents` followed by a sum of its `Int`s (`as? Int`), at each
/// moment of `ContentsMoment`, on `inputs`' rules and sources.
func measureClassContents(
  _ name: String, _ inputs: FeedInputs<FeedKind>, _ context: Context
) -> [Row] {
  var rows: [Row] = []
  for moment in ContentsMoment.allCases {
    var row = Row("W9", "\(moment.key)\(name)", "\(name) \(moment.figure)")
    context.progress("\(row.key): Slots")
    row.record(
      .slots,
      context.harness.measure(setUp: {
        let slots = inputs.rules.makeSlots()
        inputs.assign(to: slots)
        prepare(slots, for: moment)
        return slots
      }) { slots in
        sumOfInts(in: slots.contents)
      })
    context.progress("\(row.key): 2.0-style")
    row.record(
      .twoStyle,
      context.harness.measure(setUp: {
        let slots = inputs.rules.makeSlotsTwo()
        inputs.assign(to: slots)
        prepare(slots, for: moment)
        return slots
      }) { slots in
        sumOfInts(in: slots.contents)
      })
    rows.append(row)
  }
  return rows
}

/// Brings a `Slots` object whose sources were just assigned to `moment`.
private func prepare(_ slots: Slots, for moment: ContentsMoment) {
  switch moment {
  case .afterAssignment: break
  case .sorted: blackHole(slots.count)
  case .again: blackHole(slots.contents)
  }
}

/// Brings a 2.0-style object whose sources were just assigned to `moment`.
private func prepare(_ slots: SlotsTwo, for moment: ContentsMoment) {
  switch moment {
  case .afterAssignment: break
  case .sorted: blackHole(slots.count)
  case .again: blackHole(slots.contents)
  }
}

/// Times random `slots[i]` reads cast to `Int` (`as? Int`) and random
/// `type(at:)` reads on W1, sorted beforehand; figures are per read.
func measureClassReads(_ inputs: FeedInputs<FeedKind>, _ context: Context) -> [Row] {
  let harness = context.harness
  let reads = context.scale.w9Reads
  context.progress("W9: laying W1 out on both sides")
  let slots = inputs.makeSortedSlots()
  let slotsTwo = inputs.makeSortedSlotsTwo()
  let positions = randomPositions(reads, below: slots.count)

  var elements = Row("W9", "element", "W1 random slots[i] as? Int")
  elements.perOperation = "read"
  context.progress("\(elements.key): both sides")
  elements.record(
    .slots,
    harness.measure {
      readElements(slots, at: positions[...])
    }, operations: reads)
  elements.record(
    .twoStyle,
    harness.measure {
      readElements(slotsTwo, at: positions[...])
    }, operations: reads)

  var kinds = Row("W9", "kind", "W1 random type(at:)")
  kinds.perOperation = "read"
  context.progress("\(kinds.key): both sides")
  kinds.record(
    .slots,
    harness.measure {
      readKinds(slots, at: positions[...])
    }, operations: reads)
  kinds.record(
    .twoStyle,
    harness.measure {
      readKinds(slotsTwo, at: positions[...])
    }, operations: reads)
  return [elements, kinds]
}
