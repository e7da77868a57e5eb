//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Array {
  /// Moves the value of each kind kept to the kind's new identifier and
  /// drops the values of forgotten kinds, after a kind table forgot kinds.
  ///
  /// The array holds values indexed by old kind identifier; it may be
  /// shorter than `renumbering`.
  ///
  /// - Parameter renumbering: The new identifier of each old kind, `-1` for
  ///   a forgotten one; new identifiers keep the order of the old ones.
  /// - Complexity: O(*k*), where *k* is the number of old kinds.
  @inlinable
  internal mutating func _renumberKinds(by renumbering: [Int]) {
    var next = 0
    for identifier in indices where renumbering[identifier] >= 0 {
      if next != identifier { swapAt(next, identifier) }
      next += 1
    }
    removeLast(count - next)
  }
}
