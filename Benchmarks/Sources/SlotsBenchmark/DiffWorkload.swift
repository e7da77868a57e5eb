//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W7: the changes between two versions of a feed, by identity.

import Slots

/// `SlotCollection`'s side of W7: the number of changes between `old` and
/// `new` by identity (an item's number), as the change set counts them:
/// removals, insertions and moves.
func slotCollectionChangeCount(
  from old: SlotCollection<FeedKind, Int>, to new: SlotCollection<FeedKind, Int>
) -> Int {
  let changes = new.changeSet(from: old, identifiedBy: { $0 })
  return changes.removals.count + changes.insertions.count + changes.moves.count
}

/// W7's two feeds: W1's rules over 100,000 items in W1's proportions
/// (95,238 styles and 4,762 ads, numbered `0 ..< 100,000` across both
/// sources so that a number is an identity), and the same sources after 1%
/// random edits: 1,000 edits alternating between inserting a new item (with
/// a new number) and removing one, at positions drawn over both sources
/// together by the benchmark's generator (seed 42).
func diffInputs(_ scale: Scale) -> (old: FeedInputs<FeedKind>, new: FeedInputs<FeedKind>) {
  let items = opaque(scale.w7Items)
  let styleCount = items * 20 / 21
  var styles = Array(0..<styleCount)
  var ads = Array(styleCount..<items)
  let old = FeedInputs(rules: .w1, sources: [(.style, styles), (.ad, ads)])

  var generator = PositionGenerator()
  for edit in 0..<(items * scale.w7EditsPerHundred / 100) {
    let position = generator.next(below: styles.count + ads.count)
    let inStyles = position < styles.count
    let offset = inStyles ? position : position - styles.count
    if edit % 2 == 0 {
      let item = items + edit
      if inStyles { styles.insert(item, at: offset) } else { ads.insert(item, at: offset) }
    } else {
      if inStyles { styles.remove(at: offset) } else { ads.remove(at: offset) }
    }
  }
  let new = FeedInputs(rules: .w1, sources: [(.style, styles), (.ad, ads)])
  return (old, new)
}

/// W7: two feeds of 100,000 items that differ by 1% random insertions and
/// removals in the sources: the change set by identity, against the
/// standard library's `difference(from:)` on the two laid-out lists (in the
/// naive column; its result is the number of insertions and removals).
func runW7(_ context: Context) -> [Row] {
  let (oldInputs, newInputs) = diffInputs(context.scale)
  let old = oldInputs.makeTyped()
  let new = newInputs.makeTyped()
  var row = Row(
    "W7", "diff",
    "change set, \(grouped(old.count)) items (naive: difference(from:))")

  context.progress("\(row.key): difference(from:)")
  let oldList = Array(old)
  let newList = Array(new)
  row.record(
    .naive,
    context.harness.measure {
      newList.difference(from: oldList).count
    }, checked: false)

  context.progress("\(row.key): SlotCollection")
  row.record(
    .typed,
    context.harness.measure {
      slotCollectionChangeCount(from: old, to: new)
    }, checked: false)
  return [row]
}
