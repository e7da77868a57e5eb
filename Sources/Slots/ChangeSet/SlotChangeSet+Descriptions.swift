//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotChangeSet: CustomStringConvertible {
  /// A textual representation of the change set, with each move written
  /// `from->to`; the updates are named only when there are some, and the
  /// versions only when a live feed stamped them.
  ///
  ///     // SlotChangeSet(removals: [1], insertions: [0, 4], moves: [6->2])
  ///     // SlotChangeSet(removals: [], insertions: [], moves: [], updates: [3])
  ///     // SlotChangeSet(removals: [2], insertions: [], moves: [], versions: 7->8)
  ///
  /// - Complexity: O(*c*), where *c* is the number of changes.
  public var description: String {
    let moves = self.moves.map { "\($0.from)->\($0.to)" }.joined(separator: ", ")
    let updates = self.updates.isEmpty ? "" : ", updates: \(self.updates)"
    var versions = ""
    if let fromVersion, let toVersion { versions = ", versions: \(fromVersion)->\(toVersion)" }
    return
      "SlotChangeSet(removals: \(removals), insertions: \(insertions), moves: [\(moves)]"
      + "\(updates)\(versions))"
  }
}
