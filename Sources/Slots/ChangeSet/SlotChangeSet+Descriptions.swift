//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotChangeSet: CustomStringConvertible {
  /// A textual representation of the change set, with each move written
  /// `from->to`; the updates are named only when there are some.
  ///
  ///     // SlotChangeSet(removals: [1], insertions: [0, 4], moves: [6->2])
  ///     // SlotChangeSet(removals: [], insertions: [], moves: [], updates: [3])
  ///
  /// - Complexity: O(*c*), where *c* is the number of changes.
  public var description: String {
    let moves = self.moves.map { "\($0.from)->\($0.to)" }.joined(separator: ", ")
    let updates = self.updates.isEmpty ? "" : ", updates: \(self.updates)"
    return
      "SlotChangeSet(removals: \(removals), insertions: \(insertions), moves: [\(moves)]\(updates))"
  }
}
