//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _LayoutPlan {
  /// Appends a run of `passes` passes whose first pass is `pass`, merging it
  /// into the last run when it repeats that run's pass: how the merge of
  /// placed rows (`_PlacedRuns`) and a live feed's settled rows
  /// (`appendRows(of:upTo:base:)`) build their runs.
  @inlinable
  internal mutating func appendRun(_ pass: [_Entry], passes: Int) {
    for entry in pass where entry.kind >= sequentialUse.count {
      sequentialUse.append(
        contentsOf: repeatElement(0, count: entry.kind + 1 - sequentialUse.count))
    }
    // Each slot of the pass takes one item a pass.
    for entry in pass { sequentialUse[entry.kind] += passes }
    defer { count += pass.count * passes }
    if let last = runs.last, last.width == pass.count {
      let previous = entries[last.entryStart...]
      let continues = zip(previous, pass).allSatisfy { old, new in
        old.kind == new.kind && old.stride == new.stride
          && old.firstOffset + old.stride * last.passes == new.firstOffset
      }
      if continues {
        runs[runs.count - 1] = _Run(
          width: last.width, passes: last.passes + passes, entryStart: last.entryStart)
        return
      }
    }
    runStarts.append(count)
    runs.append(_Run(width: pass.count, passes: passes, entryStart: entries.count))
    entries.append(contentsOf: pass)
  }
}
