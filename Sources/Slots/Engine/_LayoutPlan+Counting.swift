//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _LayoutPlan {
  /// Returns how many of the rows before `limit` hold items of `kind`.
  ///
  /// Counts a run at a time: whole passes by multiplication, the part of a
  /// pass by the places the kind takes in it.
  ///
  /// - Complexity: O(*s* + *p* + log *f*), where *s* is the number of runs, *p*
  ///   the width of the widest pass and *f* the number of fixed items;
  ///   independent of `limit`.
  @inlinable
  internal func rows(ofKind kind: Int, before limit: Int) -> Int {
    let limit = Swift.min(limit, count)
    guard limit > 0, kind >= 0, kind < sequentialUse.count else { return 0 }
    var result = 0
    var fixedBefore = 0
    if !fixedPositions.isEmpty {
      fixedBefore = fixedPositions._count(notAbove: limit - 1)
      // A kind's fixed items stand in order of offset, which is
      // their order of position.
      let items = fixedByKind[fixedKindStarts[kind]..<fixedKindStarts[kind + 1]]
      result += items._partitioningIndex { fixedPositions[$0] >= limit } - items.startIndex
    }
    let sequential = limit - fixedBefore
    for span in spans[spanStarts[kind]..<spanStarts[kind + 1]] {
      let run = runs[span.run]
      let local = sequential - runStarts[span.run]
      guard local > 0 else { break }
      let passes = Swift.min(run.passes, local / run.width)
      result += passes * span.perPass
      if passes < run.passes {
        let rest = local - passes * run.width
        for slot in slots[span.slotStart..<(span.slotStart + span.perPass)] where slot < rest {
          result += 1
        }
      }
    }
    return result
  }
}
