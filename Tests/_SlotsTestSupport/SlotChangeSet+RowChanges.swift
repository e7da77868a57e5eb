//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

extension SlotChangeSet {
  /// The changes to rows alone, without the versions a live feed stamps:
  /// what a test compares with a change set it writes out.
  public var rowChanges: SlotChangeSet {
    SlotChangeSet(removals: removals, insertions: insertions, moves: moves, updates: updates)
  }
}
