//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Comparing two plans without laying either out: the change set between an
// old layout and a new one costs the size of the plans plus the size of the
// part that changed, not the size of the feed.
//
// Both feeds are cut into *stretches*: stretches of positions where each side
// stays inside one run and holds no fixed item, and where the old side stays
// inside one piece of the mapping (one shift of the renamed kind's offsets).
// On such a stretch each side repeats the kinds of its pass with period
// `width`, and the items of each kind take consecutive offsets. If the two
// sides agree on the first `oldWidth + newWidth` items of the stretch, then
// (by the theorem of Fine and Wilf) their kinds agree all along it, and since
// each kind's offsets count up by one on both sides from equal first offsets,
// so do the items. The common prefix and suffix are therefore found by
// checking O(width) items a stretch, and only the middle is walked item by
// item.

extension _LayoutPlan {
  /// Returns the change set from this plan to `new`, where an old item keeps
  /// its identity under the name `mapping` gives it.
  ///
  /// - Complexity: O((*s* + *f* + *b*) × *w* × log(*s* + *f*) + *r* log(*s* +
  ///   *f*)), where *s* is the number of runs, *f* the number of fixed items
  ///   and *w* the width of the widest pass of the two plans, *b* the number
  ///   of pieces of the mapping, and *r* the number of items between the
  ///   common prefix and the common suffix.
  @usableFromInline
  internal func _changeSet(to new: _LayoutPlan, mapping: _ItemMapping) -> SlotChangeSet {
    let ends = _commonEnds(with: new, mapping: mapping)
    let base = ends.prefix
    let oldEnd = count - ends.suffix
    let newEnd = new.count - ends.suffix
    var newIndexOfOld = Array(repeating: -1, count: oldEnd - base)
    for position in base..<oldEnd {
      let item = self.item(at: position)
      guard let image = mapping.image(kind: item.kind, offset: item.offset),
        let newPosition = new.position(ofOffset: image.offset, kind: image.kind),
        newPosition >= base && newPosition < newEnd
      else { continue }
      newIndexOfOld[position - base] = newPosition - base
    }
    return SlotChangeSet(_matching: newIndexOfOld, newCount: newEnd - base, base: base)
  }

  /// Returns the lengths of the longest common prefix and suffix of the feeds
  /// this plan and `new` lay out, where the old items are named by
  /// `mapping`. The two never overlap.
  @usableFromInline
  internal func _commonEnds(
    with new: _LayoutPlan, mapping: _ItemMapping
  ) -> (prefix: Int, suffix: Int) {
    let breaks = _pieceBreaks(of: mapping)
    let limit = Swift.min(count, new.count)

    var prefix = 0
    prefixLoop: while prefix < limit {
      let old = _stretch(forwardFrom: prefix)
      let other = new._stretch(forwardFrom: prefix)
      var length = Swift.min(old.length, other.length, limit - prefix)
      let nextBreak = breaks._partitioningIndex { $0 > prefix }
      if nextBreak < breaks.count {
        length = Swift.min(length, breaks[nextBreak] - prefix)
      }
      for step in 0..<Swift.min(length, old.width + other.width)
      where !_holdsSameItem(at: prefix + step, as: new, at: prefix + step, mapping) {
        prefix += step
        break prefixLoop
      }
      prefix += length
    }

    var suffix = 0
    suffixLoop: while suffix < limit - prefix {
      let oldPosition = count - 1 - suffix
      let newPosition = new.count - 1 - suffix
      let old = _stretch(backwardFrom: oldPosition)
      let other = new._stretch(backwardFrom: newPosition)
      var length = Swift.min(old.length, other.length, limit - prefix - suffix)
      let lastBreak = breaks._partitioningIndex { $0 > oldPosition } - 1
      if lastBreak >= 0 {
        length = Swift.min(length, oldPosition - breaks[lastBreak] + 1)
      }
      for step in 0..<Swift.min(length, old.width + other.width)
      where !_holdsSameItem(at: oldPosition - step, as: new, at: newPosition - step, mapping) {
        suffix += step
        break suffixLoop
      }
      suffix += length
    }
    return (prefix, suffix)
  }

  /// Returns whether the old item at `position`, renamed by `mapping`, is the
  /// item of `new` at `newPosition`.
  internal func _holdsSameItem(
    at position: Int, as new: _LayoutPlan, at newPosition: Int, _ mapping: _ItemMapping
  ) -> Bool {
    let item = self.item(at: position)
    guard let image = mapping.image(kind: item.kind, offset: item.offset) else { return false }
    let other = new.item(at: newPosition)
    return image.kind == other.kind && image.offset == other.offset
  }

  /// Returns the positions, ascending, where the mapping's shift changes
  /// within the sequential part of this plan: the positions of the first
  /// items of its pieces.
  ///
  /// - Complexity: O(*b* (log *s* + log *f*)), where *b* is the number of
  ///   pieces.
  internal func _pieceBreaks(of mapping: _ItemMapping) -> [Int] {
    let kind = mapping.changedKind
    guard kind >= 0 && kind < sequentialUse.count else { return [] }
    var breaks: [Int] = []
    for start in mapping.pieceStarts.dropFirst() {
      guard start < sequentialUse[kind],
        let position = self.position(ofOffset: start, kind: kind)
      else { break }
      breaks.append(position)
    }
    return breaks
  }

  /// Returns how many positions from `position` on (`position` included)
  /// lie in the run that holds it without reaching a fixed item, and that
  /// run's width; a fixed item is a stretch of its own, of width 1.
  ///
  /// - Complexity: O(log *s* + log *f*).
  internal func _stretch(forwardFrom position: Int) -> (length: Int, width: Int) {
    var fixedBefore = 0
    var nextFixed = Int.max
    if !fixedPositions.isEmpty {
      let index = fixedPositions._partitioningIndex { $0 >= position }
      if index < fixedPositions.count {
        if fixedPositions[index] == position { return (1, 1) }
        nextFixed = fixedPositions[index]
      }
      fixedBefore = index
    }
    let sequential = position - fixedBefore
    let run = runStarts._partitioningIndex { $0 > sequential } - 1
    let runEnd = runStarts[run] + runs[run].width * runs[run].passes
    return (Swift.min(runEnd - sequential, nextFixed - position), runs[run].width)
  }

  /// Returns how many positions up to `position` (`position` included) lie
  /// in the run that holds it without reaching a fixed item, and that run's
  /// width; a fixed item is a stretch of its own, of width 1.
  ///
  /// - Complexity: O(log *s* + log *f*).
  internal func _stretch(backwardFrom position: Int) -> (length: Int, width: Int) {
    var fixedBefore = 0
    var previousFixed = -1
    if !fixedPositions.isEmpty {
      let index = fixedPositions._partitioningIndex { $0 >= position }
      if index < fixedPositions.count && fixedPositions[index] == position { return (1, 1) }
      fixedBefore = index
      if index > 0 { previousFixed = fixedPositions[index - 1] }
    }
    let sequential = position - fixedBefore
    let run = runStarts._partitioningIndex { $0 > sequential } - 1
    return (Swift.min(sequential - runStarts[run] + 1, position - previousFixed), runs[run].width)
  }
}
