//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _LayoutPlan {
  /// The plan as iteration reads it, in two arrays: the passes of the runs
  /// cut into groups, and the fixed items.
  ///
  /// A feed keeps its walk beside its plan, so that an iterator copies these
  /// two arrays instead of building anything, and stays small enough for
  /// the compiler to keep in registers (see `SlotCollection.Iterator`).
  @usableFromInline
  internal struct _Walk: Sendable {
    /// The pass of each run cut into groups, run after run.
    @usableFromInline internal var groups: [_Group]
    /// The fixed items, by position, and last a sentinel at position
    /// `Int.max`, so that there is always a next fixed item.
    @usableFromInline internal var fixed: [_FixedItem]

    /// The walk of an empty plan, shared.
    @usableFromInline
    internal static let empty = _Walk(groups: [], fixed: [.sentinel])

    @inlinable
    internal init(groups: [_Group], fixed: [_FixedItem]) {
      self.groups = groups
      self.fixed = fixed
    }

    /// The walk of `plan`, laid out from sources of the given sizes.
    ///
    /// Iteration and random reads take the items a plan names without
    /// checking each one, so this checks once that the plan has the shape
    /// they rely on — runs that tile the sequential positions from zero, fixed
    /// positions that rise strictly within the feed — and that every group
    /// and fixed item lies within its source, and traps if not (which would
    /// be a bug in the resolver).
    ///
    /// The plan is borrowed, not copied (an initializer otherwise takes its
    /// arguments owned, and a copy of a plan retains each of its arrays).
    ///
    /// - Complexity: O(*e* + *f*), where *e* is the number of entries and
    ///   *f* the number of fixed items.
    @inlinable
    internal init(_ plan: borrowing _LayoutPlan, counts: [Int]) {
      groups = []
      groups.reserveCapacity(plan.entries.count)
      for run in plan.runs {
        let passStart = groups.count
        let pass = plan.entries[run.entryStart..<(run.entryStart + run.width)]
        var start = pass.startIndex
        while start < pass.endIndex {
          let first = pass[start]
          var end = start + 1
          while end < pass.endIndex && pass[end].kind == first.kind
            && pass[end].firstOffset == first.firstOffset + (end - start)
            && pass[end].stride == first.stride
          {
            end += 1
          }
          // A kind that fills a whole pass at consecutive offsets takes
          // `width` items a pass: its stride is the width.
          let whole = start == pass.startIndex && end == pass.endIndex
          groups.append(
            _Group(
              kind: first.kind, firstOffset: first.firstOffset, stride: first.stride,
              length: end - start, end: whole ? .run : end == pass.endIndex ? .pass : .group,
              passes: run.passes, width: run.width, passStart: passStart))
          start = end
        }
      }
      if plan.fixedPositions.isEmpty {
        // The usual case: only the sentinel, shared.
        fixed = Self.empty.fixed
      } else {
        fixed = Self.fixedItems(plan.fixedPositions, plan.fixedKinds, plan.fixedOffsets)
      }
      precondition(
        Self.tilesPositions(plan) && groups.allSatisfy { $0.lies(within: counts) }
          && fixed.dropLast().allSatisfy { $0.lies(within: counts) },
        "A walk lies within its sources")
    }

    /// The fixed items of a plan, from its arrays of fixed positions, kinds
    /// and offsets, then the sentinel.
    ///
    /// A function of its own, never inlined, so that its loop has the
    /// registers to itself: inlined into the walk of a borrowed plan, it
    /// spilled a value to the stack on every item.
    ///
    /// - Complexity: O(*f*), where *f* is the number of fixed items.
    @inlinable
    @inline(never)
    internal static func fixedItems(
      _ positions: [Int], _ kinds: [Int], _ offsets: [Int]
    ) -> [_FixedItem] {
      var fixed: [_FixedItem] = []
      fixed.reserveCapacity(positions.count + 1)
      for index in positions.indices {
        fixed.append(
          _FixedItem(position: positions[index], kind: kinds[index], offset: offsets[index]))
      }
      fixed.append(.sentinel)
      return fixed
    }

    /// Whether the plan's runs tile its sequential positions from zero and
    /// its fixed positions rise strictly within the feed, so that the two
    /// together make up exactly `plan.count` positions.
    ///
    /// This is the part of the plan's invariants (`_brokenRuns` and
    /// `_brokenFixedItems`, which test builds check with messages after every
    /// resolution) that reads rely on for memory safety, kept cheap enough to
    /// check in every build: no allocation, no per-kind table.
    ///
    /// - Complexity: O(*s* + *f*), where *s* is the number of runs and *f*
    ///   the number of fixed items.
    @inlinable
    internal static func tilesPositions(_ plan: _LayoutPlan) -> Bool {
      guard plan.runStarts.count == plan.runs.count,
        plan.fixedKinds.count == plan.fixedPositions.count,
        plan.fixedOffsets.count == plan.fixedPositions.count
      else { return false }
      var sequential = 0
      for (run, start) in zip(plan.runs, plan.runStarts) {
        guard start == sequential, run.width > 0, run.passes > 0 else { return false }
        let (length, overflow) = run.width.multipliedReportingOverflow(by: run.passes)
        guard !overflow else { return false }
        let (next, beyond) = sequential.addingReportingOverflow(length)
        guard !beyond else { return false }
        sequential = next
      }
      var previous = -1
      for position in plan.fixedPositions {
        guard position > previous, position < plan.count else { return false }
        previous = position
      }
      return sequential == plan.count - plan.fixedPositions.count
    }
  }

  /// Slots of a run's pass that take one source at consecutive offsets, such
  /// as the three posts before an ad: what an iterator reads as one stretch.
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
    /// The number of passes of the group's run.
    @usableFromInline internal var passes: Int
    /// The width of the group's run: the number of slots in its pass.
    @usableFromInline internal var width: Int
    /// The index of the first group of the pass.
    @usableFromInline internal var passStart: Int

    @inlinable
    internal init(
      kind: Int, firstOffset: Int, stride: Int, length: Int, end: _End, passes: Int, width: Int,
      passStart: Int
    ) {
      self.kind = kind
      self.firstOffset = firstOffset
      self.stride = stride
      self.length = length
      self.end = end
      self.passes = passes
      self.width = width
      self.passStart = passStart
    }

    /// Whether every item the group names lies within its source, in
    /// sources of the given sizes.
    @inlinable
    internal func lies(within counts: [Int]) -> Bool {
      guard kind >= 0, kind < counts.count, firstOffset >= 0, stride >= 0, length > 0,
        passes > 0, width >= length
      else { return false }
      // Iteration reads a group that is its whole pass as one stretch to the
      // end of the run.
      if end == .run && (stride != width || length != width) { return false }
      // The end of the last pass, one past the group's last item (for a
      // group that is its whole pass, the end of the run).
      let (passOffset, overflow) = (passes - 1).multipliedReportingOverflow(by: stride)
      guard !overflow else { return false }
      let lastPassEnd = firstOffset.addingReportingOverflow(passOffset)
      guard !lastPassEnd.overflow else { return false }
      let end = lastPassEnd.partialValue.addingReportingOverflow(length)
      return !end.overflow && end.partialValue <= counts[kind]
    }
  }

  /// A fixed item: its position, kind and offset.
  @usableFromInline
  internal struct _FixedItem: Sendable {
    @usableFromInline internal var position: Int
    @usableFromInline internal var kind: Int
    @usableFromInline internal var offset: Int

    @inlinable
    internal init(position: Int, kind: Int, offset: Int) {
      self.position = position
      self.kind = kind
      self.offset = offset
    }

    /// Whether the item lies within its source, in sources of the given
    /// sizes.
    @inlinable
    internal func lies(within counts: [Int]) -> Bool {
      kind >= 0 && kind < counts.count && offset >= 0 && offset < counts[kind]
    }

    /// The item after the last, at a position no feed reaches; its kind and
    /// offset are never read.
    @inlinable
    internal static var sentinel: Self { Self(position: .max, kind: 0, offset: 0) }
  }
}
