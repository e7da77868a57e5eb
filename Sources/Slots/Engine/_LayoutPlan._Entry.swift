//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _LayoutPlan {
  /// One emitted slot of a run's pass.
  @usableFromInline
  internal struct _Entry: Sendable {
    /// The kind whose item fills the slot.
    @usableFromInline internal var kind: Int
    /// The item's offset in its source in the run's first pass.
    @usableFromInline internal var firstOffset: Int
    /// How many items of `kind` one pass of the run takes.
    @usableFromInline internal var stride: Int

    @inlinable
    internal init(kind: Int, firstOffset: Int, stride: Int) {
      self.kind = kind
      self.firstOffset = firstOffset
      self.stride = stride
    }
  }
}
