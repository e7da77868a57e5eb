//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _LayoutPlan {
  /// A run of identical passes.
  @usableFromInline
  internal struct _Run: Sendable {
    /// The number of items one pass emits.
    @usableFromInline internal var width: Int
    /// The number of passes in the run.
    @usableFromInline internal var passes: Int
    /// Where the run's pass starts in `entries`.
    @usableFromInline internal var entryStart: Int
    /// A multiplier that divides an offset within the run by `width` with a
    /// multiplication, or zero where a division must be used.
    ///
    /// With *m* = ⌊(2⁶⁴ − 1) / *w*⌋, the high word of *n* × *m* is ⌊*n* / *w*⌋
    /// or one less for every *n* with *n* × *w* < 2⁶⁴ (the rounding error,
    /// *n* × (2⁶⁴ − *m* × *w*) / 2⁶⁴ ≤ *n* × *w* / 2⁶⁴, stays below one).
    /// Offsets within the run are below `width * passes`, so the multiplier
    /// is kept only when `width * passes * width` < 2⁶⁴: for any feed that
    /// fits in memory.
    @usableFromInline internal var reciprocal: UInt64

    @inlinable
    internal init(width: Int, passes: Int, entryStart: Int) {
      self.width = width
      self.passes = passes
      self.entryStart = entryStart
      let length = UInt64(width).multipliedFullWidth(by: UInt64(passes))
      if length.high == 0 && length.low.multipliedFullWidth(by: UInt64(width)).high == 0 {
        reciprocal = UInt64.max / UInt64(width)
      } else {
        reciprocal = 0
      }
    }

    /// Splits an offset within the run into a pass and a place in the pass.
    @inlinable
    @inline(__always)
    internal func split(_ local: Int) -> (pass: Int, slot: Int) {
      guard reciprocal != 0 else {
        let pass = local / width
        return (pass, local &- pass &* width)
      }
      // The multiplier may leave the quotient one short; one conditional
      // step, taken with a mask rather than a branch, corrects it.
      var pass = Int(
        truncatingIfNeeded: UInt64(truncatingIfNeeded: local).multipliedFullWidth(by: reciprocal)
          .high)
      var slot = local &- pass &* width
      let over = ~((slot &- width) &>> 63)
      pass &-= over
      slot &-= width & over
      return (pass, slot)
    }
  }
}
