//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _LayoutPlan {
  /// Slots of a run's pass that take one source at consecutive offsets, such
  /// as the three posts before an ad: what an iterator copies or reads as one
  /// stretch.
  @usableFromInline
  internal struct _Group: Sendable {
    /// What follows a group.
    @usableFromInline
    internal enum _End: UInt8, Sendable {
      /// The next group of the same pass.
      case group
      /// The first group of the next pass, or of the next run after the
      /// run's last pass.
      case pass
      /// The group is the whole pass: its source goes on at consecutive
      /// offsets into the next pass, to the end of the run.
      case run
    }

    /// The kind whose items fill the slots.
    @usableFromInline internal var kind: Int
    /// The offset of the first slot's item in the run's first pass.
    @usableFromInline internal var firstOffset: Int
    /// How many items of `kind` one pass of the run takes.
    @usableFromInline internal var stride: Int
    /// The number of slots.
    @usableFromInline internal var length: Int
    /// What follows the group.
    @usableFromInline internal var end: _End

    @inlinable
    internal init(kind: Int, firstOffset: Int, stride: Int, length: Int, end: _End) {
      self.kind = kind
      self.firstOffset = firstOffset
      self.stride = stride
      self.length = length
      self.end = end
    }
  }

  /// The pass of each run cut into groups of slots that take one source at
  /// consecutive offsets, run after run.
  ///
  /// - Complexity: O(*e*), where *e* is the number of entries.
  @inlinable
  internal func groups() -> [_Group] {
    var groups: [_Group] = []
    groups.reserveCapacity(entries.count)
    for run in runs {
      let pass = entries[run.entryStart..<(run.entryStart + run.width)]
      var start = pass.startIndex
      while start < pass.endIndex {
        let first = pass[start]
        var end = start + 1
        while end < pass.endIndex && pass[end].kind == first.kind
          && pass[end].firstOffset == first.firstOffset + (end - start)
        {
          end += 1
        }
        // A kind that fills a whole pass at consecutive offsets takes
        // `width` items a pass: its stride is the width.
        let whole = start == pass.startIndex && end == pass.endIndex
        groups.append(
          _Group(
            kind: first.kind, firstOffset: first.firstOffset, stride: first.stride,
            length: end - start, end: whole ? .run : end == pass.endIndex ? .pass : .group))
        start = end
      }
    }
    return groups
  }
}
