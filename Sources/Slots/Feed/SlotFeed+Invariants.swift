//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  /// Traps, naming what is wrong, unless the feed's structures agree with
  /// each other.
  ///
  /// Called after every change of the tail in builds with
  /// `-D SLOTS_INTERNAL_CHECKS` (debug builds of the package made with
  /// `SLOTS_INTERNAL_CHECKS=1` in the environment, and the fuzzer); the
  /// tests call it after every step as well. Its cost grows with the feed,
  /// which is why an app's debug build leaves it out.
  ///
  /// - Complexity: O(*k* + *g* + *h* + *b*), where *k* is the number of
  ///   kinds, *g* the size of the settled rows' runs, *h* the number of
  ///   hidden rows and *b* the number of prepended blocks.
  @usableFromInline
  internal func _checkInvariants() {
    if let broken = _brokenInvariant() {
      fatalError("SlotFeed invariant: \(broken)")
    }
  }

  /// Returns what is wrong with the feed's structures, or `nil`.
  internal func _brokenInvariant() -> String? {
    _brokenKindInvariant() ?? _brokenSettledInvariant() ?? _brokenHiddenInvariant()
      ?? _brokenBlockInvariant() ?? _brokenPlacementInvariant()
  }

  /// The placement state where the tail starts.
  internal func _brokenPlacementInvariant() -> String? {
    let state = _placement
    guard state.placements.count == _rules.placements.count else {
      return "\(state.placements.count) placement states for \(_rules.placements.count) placements"
    }
    guard _settledPlacedCount >= 0 && _settledPlacedCount <= _settled.count else {
      return "\(_settledPlacedCount) placed rows among \(_settled.count) settled rows"
    }
    guard state.ruleRow - _settled.count >= _resumedRulePosition else {
      return "rule row \(state.ruleRow) with \(_settled.count) settled rows, "
        + "resumed at rule position \(_resumedRulePosition)"
    }
    for (index, placement) in state.placements.enumerated() {
      guard placement.count >= 0, (placement.count == 0) == (placement.last == nil) else {
        return "placement \(index) counts \(placement.count) rows, latest \(placement.last as Any)"
      }
      if let last = placement.last, last >= state.ruleRow {
        return "placement \(index): latest row \(last) at or after rule row \(state.ruleRow)"
      }
      let separation = _rules.placements[index].separation
      for (group, row) in placement.groups
      where row >= state.ruleRow || state.ruleRow - row >= separation {
        return "placement \(index): group \(group) at row \(row), rule row \(state.ruleRow), "
          + "separation \(separation)"
      }
    }
    return nil
  }

  /// The kind table, the sources and the rule state.
  internal func _brokenKindInvariant() -> String? {
    let kindCount = _table.count
    guard _sources.count == kindCount else {
      return "\(_sources.count) sources for \(kindCount) kinds"
    }
    guard _resumedOffsets.isEmpty || _resumedOffsets.count == kindCount else {
      return "\(_resumedOffsets.count) resumed offsets for \(kindCount) kinds"
    }
    guard (0..._settled.count).contains(_rulesStart) else {
      return "the rules start at row \(_rulesStart) of \(_settled.count) settled rows"
    }
    guard _settled.sequentialUse.count <= kindCount else {
      return
        "the settled rows count items of \(_settled.sequentialUse.count) kinds, of \(kindCount)"
    }
    for kind in 0..<kindCount where _taken(kind) > _sources[kind].count {
      return "kind \(kind): \(_taken(kind)) items settled, \(_sources[kind].count) in its source"
    }
    guard _tailState.fits(_rules, kindCount: kindCount) || _rules.pattern.isEmpty else {
      return "the tail starts at \(_tailState), which does not fit the rules"
    }
    guard _pending >= 0 && _pending <= _tail.count else {
      return "\(_pending) rows pending of a tail of \(_tail.count)"
    }
    return nil
  }

  /// The settled rows: runs that follow each other and take each kind's
  /// items in order from its first.
  internal func _brokenSettledInvariant() -> String? {
    guard _sealed.starts.count == _sealed.plans.count else {
      return "\(_sealed.starts.count) starts for \(_sealed.plans.count) sealed plans"
    }
    var row = 0
    var next: [Int: Int] = [:]
    // The sealed plans, then the plan of the rows after them: their runs
    // follow each other from row 0.
    for (planIndex, plan) in (_sealed.plans + [_settled]).enumerated() {
      let name = planIndex < _sealed.plans.count ? "sealed plan \(planIndex)" : "settled plan"
      guard plan.runStarts.count == plan.runs.count else {
        return "\(plan.runStarts.count) starts for \(plan.runs.count) runs of the \(name)"
      }
      if planIndex < _sealed.plans.count {
        guard _sealed.starts[planIndex] == row, !plan.runs.isEmpty else {
          return "the \(name) starts at \(_sealed.starts[planIndex]), expected \(row)"
        }
      }
      for (index, run) in plan.runs.enumerated() {
        guard plan.runStarts[index] == row else {
          return "run \(index) of the \(name) starts at \(plan.runStarts[index]), expected \(row)"
        }
        guard run.width > 0, run.passes > 0,
          run.entryStart >= 0, run.entryStart + run.width <= plan.entries.count
        else { return "run \(index) of the \(name) has no rows or lies outside the entries" }
        var perPass: [Int: Int] = [:]
        for entry in plan.entries[run.entryStart..<(run.entryStart + run.width)] {
          let expected = next[entry.kind, default: 0] + perPass[entry.kind, default: 0]
          guard entry.firstOffset == expected else {
            return "run \(index) of the \(name) takes item \(entry.firstOffset) of kind "
              + "\(entry.kind), expected \(expected)"
          }
          perPass[entry.kind, default: 0] += 1
        }
        for (kind, count) in perPass {
          next[kind, default: 0] += count * run.passes
        }
        row += run.width * run.passes
      }
      if planIndex < _sealed.plans.count && row != plan.count {
        return "the \(name) holds \(row) rows, its count says \(plan.count)"
      }
    }
    guard row == _settled.count else {
      return "settled runs hold \(row) rows, count says \(_settled.count)"
    }
    for kind in _settled.sequentialUse.indices where next[kind, default: 0] != _taken(kind) {
      return "settled rows take \(next[kind, default: 0]) items of kind \(kind), "
        + "counted \(_taken(kind))"
    }
    return nil
  }

  /// The hidden rows: a search tree whose sizes add up, over settled rows.
  internal func _brokenHiddenInvariant() -> String? {
    let hidden = _hidden
    let nodeCount = hidden.keys.count
    guard hidden.left.count == nodeCount, hidden.right.count == nodeCount,
      hidden.sizes.count == nodeCount
    else { return "hidden rows: arrays of different lengths" }
    guard nodeCount == 0 ? hidden.root == -1 : hidden.size(hidden.root) == nodeCount else {
      return "hidden rows: the root's subtree holds \(hidden.size(hidden.root)) of \(nodeCount)"
    }
    for node in 0..<nodeCount {
      let expected = 1 + hidden.size(hidden.left[node]) + hidden.size(hidden.right[node])
      guard hidden.sizes[node] == expected else {
        return "hidden rows: node \(node) counts \(hidden.sizes[node]), expected \(expected)"
      }
    }
    let sorted = hidden.sorted
    guard sorted.count == nodeCount else { return "hidden rows: the tree loses nodes" }
    for index in sorted.indices.dropFirst() where sorted[index - 1] >= sorted[index] {
      return "hidden rows: \(sorted[index - 1]) before \(sorted[index])"
    }
    if let first = sorted.first, let last = sorted.last {
      guard first >= -_prependedCount, last < _settled.count + _pending else {
        return "hidden rows: \(first)...\(last) outside the settled rows "
          + "\(-_prependedCount)..<\(_settled.count + _pending)"
      }
    }
    return nil
  }

  /// The prepended blocks: each ends where its rows say, and each of its
  /// rows shows an item of the block that names that row.
  internal func _brokenBlockInvariant() -> String? {
    guard _blockEnds.count == _blocks.count else {
      return "\(_blockEnds.count) block ends for \(_blocks.count) blocks"
    }
    var end = 0
    for index in 0..<_blocks.count {
      let rows = _blocks.rowRange(of: index)
      end += rows.count
      guard !rows.isEmpty, _blockEnds[index] == end else {
        return "block \(index) ends at \(_blockEnds[index]), expected \(end)"
      }
      let sources = _blocks.sourceRange(of: index)
      let first = _blocks.itemRange(ofSource: sources.lowerBound).lowerBound
      let items = first..<_blocks.itemRange(ofSource: sources.upperBound - 1).upperBound
      for row in rows {
        let item = _blocks.rowItems[row]
        guard items.contains(item), _blocks.itemRows[item] == row - rows.lowerBound else {
          return "row \(row - rows.lowerBound) of block \(index) shows item \(item) of \(items)"
        }
      }
    }
    return nil
  }
}
