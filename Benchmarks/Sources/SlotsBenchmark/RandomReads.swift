//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Slots2Style

// The random-read loops, one per side, never inlined: W2 and W9 time them and
// I1 counts their instructions, so every figure of a side comes from the very
// same code.

@inline(never)
func readElements(_ feed: NaiveFeed<FeedKind, Int>, at positions: ArraySlice<Int>) -> Int {
  var total = 0
  for position in positions { total &+= feed.element(at: position) }
  return total
}

@inline(never)
func readKinds(_ feed: NaiveFeed<FeedKind, Int>, at positions: ArraySlice<Int>) -> Int {
  var ads = 0
  for position in positions where feed.kind(at: position) == .ad { ads += 1 }
  return ads
}

@inline(never)
func readElements(_ feed: SlotCollection<FeedKind, Int>, at positions: ArraySlice<Int>) -> Int {
  var total = 0
  for position in positions { total &+= feed[position] }
  return total
}

@inline(never)
func readKinds(_ feed: SlotCollection<FeedKind, Int>, at positions: ArraySlice<Int>) -> Int {
  var ads = 0
  for position in positions where feed.kind(at: position) == .ad { ads += 1 }
  return ads
}

@inline(never)
func readElements(_ slots: Slots, at positions: ArraySlice<Int>) -> Int {
  var total = 0
  for position in positions {
    if let value = slots[position] as? Int { total &+= value }
  }
  return total
}

@inline(never)
func readKinds(_ slots: Slots, at positions: ArraySlice<Int>) -> Int {
  var ads = 0
  for position in positions where slots.type(at: position) == "ad" { ads += 1 }
  return ads
}

@inline(never)
func readElements(_ slots: SlotsTwo, at positions: ArraySlice<Int>) -> Int {
  var total = 0
  for position in positions {
    if let value = slots[position] as? Int { total &+= value }
  }
  return total
}

@inline(never)
func readKinds(_ slots: SlotsTwo, at positions: ArraySlice<Int>) -> Int {
  var ads = 0
  for position in positions where slots.type(at: position) == "ad" { ads += 1 }
  return ads
}

@inline(never)
func readElements(_ list: [Int], at positions: ArraySlice<Int>) -> Int {
  var total = 0
  for position in positions { total &+= list[position] }
  return total
}

@inline(never)
func readKinds(_ kinds: [FeedKind], at positions: ArraySlice<Int>) -> Int {
  var ads = 0
  for position in positions where kinds[position] == .ad { ads += 1 }
  return ads
}

@inline(never)
func readElements(
  _ feed: NaiveFeed<FeedKind, PlacedItem>, at positions: ArraySlice<Int>
) -> Int {
  var total = 0
  for position in positions { total &+= feed.element(at: position).value }
  return total
}

@inline(never)
func readElements(
  _ feed: SlotCollection<FeedKind, PlacedItem>, at positions: ArraySlice<Int>
) -> Int {
  var total = 0
  for position in positions { total &+= feed[position].value }
  return total
}

@inline(never)
func readElements(_ list: [PlacedItem], at positions: ArraySlice<Int>) -> Int {
  var total = 0
  for position in positions { total &+= list[position].value }
  return total
}
