//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _LayoutPlan {
  /// The items of one kind that one run takes: offsets
  /// `firstOffset ..< firstOffset + perPass * passes`.
  @usableFromInline
  internal struct _Span: Sendable {
    /// The offset of the kind's first item in the run.
    @usableFromInline internal var firstOffset: Int
    /// How many items of the kind one pass takes.
    @usableFromInline internal var perPass: Int
    /// The run's index.
    @usableFromInline internal var run: Int
    /// Where, in `slots`, the kind's places within one pass are listed.
    @usableFromInline internal var slotStart: Int

    @inlinable
    internal init(firstOffset: Int, perPass: Int, run: Int, slotStart: Int) {
      self.firstOffset = firstOffset
      self.perPass = perPass
      self.run = run
      self.slotStart = slotStart
    }
  }
}
