//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _LayoutResolver {
  /// What a resolution keeps of one kind, side by side in one array, so
  /// that a resolution allocates one array for all its bookkeeping.
  @usableFromInline
  internal struct _KindState {
    /// Items left in the source.
    @usableFromInline internal var remaining: Int
    /// Items taken from the source so far.
    @usableFromInline internal var used = 0
    /// Items the current pass took.
    @usableFromInline internal var passUse = 0
    /// The number of items the kind had to hold at the start of the current
    /// pass for the pass to go as it went.
    @usableFromInline internal var passNeed = 0
    /// Whether the kind is a live repeatable.
    @usableFromInline internal var isLive = false
    /// Whether the current pass removed the kind from the live repeatables.
    @usableFromInline internal var leftInPass = false

    @inlinable
    internal init(remaining: Int) {
      self.remaining = remaining
    }
  }
}
