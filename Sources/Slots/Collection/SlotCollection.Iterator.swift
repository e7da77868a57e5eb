//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCollection {
  /// An iterator over the items of a feed, walking the layout's runs in order
  /// instead of looking each position up.
  ///
  /// The iterator goes a *stretch* at a time: positions whose items come
  /// from one source at consecutive offsets, such as the posts between two
  /// ads, or the whole tail of a feed where one kind goes on alone. Within a
  /// stretch, each step reads the next item of the same source; only the
  /// step to a new stretch consults the layout, reading one group of a pass.
  ///
  /// Making an iterator allocates nothing: it shares the feed's sources and
  /// the walk the feed keeps beside its layout.
  public struct Iterator: IteratorProtocol {
    // The iterator holds three arrays and eight integers. Swift 6.3 kept an
    // earlier iterator of about twenty stored properties in memory rather
    // than in registers: each step of a `for`-`in` loop then stored its
    // offset, and the loop ran up to twice as slow depending on where it fell
    // in the caller's code. Keep it small.
    @usableFromInline internal let _sources: [[Element]]
    /// The pass of each run cut into groups, run after run.
    @usableFromInline internal let _groups: [_LayoutPlan._Group]
    /// The fixed items, then a sentinel at position `Int.max`.
    @usableFromInline internal let _fixed: [_LayoutPlan._FixedItem]

    /// The source of the current stretch, the offset of its next item, and
    /// the offset past its last.
    @usableFromInline internal var _kind = 0
    @usableFromInline internal var _offset = 0
    @usableFromInline internal var _stretchEnd = 0

    /// The position of the first item after the current stretch.
    @usableFromInline internal var _position = 0
    /// Where the sequential item after the current stretch is: the group
    /// that holds it (`_groups.count` when none is left), its pass, and how
    /// far into the group it is. That is not zero after a fixed item cut a
    /// stretch short or when iteration starts inside a group; in a group that
    /// is its whole pass, it counts on from the start of pass `_pass`.
    @usableFromInline internal var _group = 0
    @usableFromInline internal var _pass = 0
    @usableFromInline internal var _into = 0
    /// The next fixed item.
    @usableFromInline internal var _nextFixed = 0

    /// An iterator over the items of `base` from the first.
    @inlinable
    @inline(__always)
    internal init(_ base: SlotCollection) {
      _sources = base._sources
      _groups = base._walk.groups
      _fixed = base._walk.fixed
    }

    /// An iterator over the items of `base` from `position` on, which must
    /// be in `0 ... base.count`.
    @inlinable
    internal init(_ base: SlotCollection, from position: Int) {
      self.init(base)
      guard position > 0 else { return }
      _position = position
      _nextFixed = base._plan.fixedPositions._partitioningIndex { $0 >= position }
      let sequential = position - _nextFixed
      guard sequential < base._plan.count - base._plan.fixedPositions.count else {
        _group = _groups.count
        return
      }
      let run = base._plan.runStarts._lastIndex(notAbove: sequential)
      // Each run before `run` holds the groups of its one pass, the last
      // ending with `.pass` or `.run`.
      for _ in 0..<run {
        while _groups[_group].end == .group { _group += 1 }
        _group += 1
      }
      let slot: Int
      (_pass, slot) = base._plan.runs[run].split(sequential - base._plan.runStarts[run])
      _into = slot
      while _into >= _groups[_group].length {
        _into -= _groups[_group].length
        _group += 1
      }
    }

    /// Advances to the next item and returns it, or `nil` after the last.
    ///
    /// - Complexity: O(1).
    @inlinable
    @inline(__always)
    public mutating func next() -> Element? {
      guard _offset < _stretchEnd else { return _nextStretch() }
      defer { _offset &+= 1 }
      // The walk checked that every stretch lies in its source, and the
      // sources cannot change: a step needs no check of its own.
      return _sources.withUnsafeBufferPointer { sources in
        sources[_kind].withUnsafeBufferPointer { $0[_offset] }
      }
    }

    /// Starts the next stretch and returns its first item, or `nil` after
    /// the last item.
    @inlinable
    @inline(__always)
    internal mutating func _nextStretch() -> Element? {
      guard let (kind, offset, length) = _takeStretch() else { return nil }
      // When the walk was made, it checked the plan's shape and that its
      // groups and fixed items lie within the sources, which cannot change
      // while the iterator holds them.
      assert(
        kind >= 0 && kind < _sources.count && offset >= 0
          && length <= _sources[kind].count &- offset,
        "A stretch lies in its source")
      _kind = kind
      _offset = offset &+ 1
      _stretchEnd = offset &+ length
      return _sources.withUnsafeBufferPointer { sources in
        sources[kind].withUnsafeBufferPointer { $0[offset] }
      }
    }

    /// Returns the next stretch — its source, the offset of its first item
    /// and its length — and moves past it; `nil` after the last item.
    ///
    /// A stretch is a fixed item or a group of a pass; a group that is its
    /// whole pass goes on to the end of its run. A fixed item cuts a
    /// stretch short; the stretch after it resumes where the cut one ended.
    ///
    /// - Complexity: O(1).
    @inlinable
    @inline(__always)
    internal mutating func _takeStretch() -> (kind: Int, offset: Int, length: Int)? {
      // The walk ends with a sentinel fixed item that no position reaches,
      // and `_nextFixed` never passes it: no bounds check.
      let fixed = _fixed.withUnsafeBufferPointer { $0[_nextFixed] }
      // Fixed items are rare: telling the compiler so keeps their code out of
      // the way of the loop over a stretch.
      if _slowPath(_position == fixed.position) {
        _nextFixed &+= 1
        _position &+= 1
        return (fixed.kind, fixed.offset, 1)
      }
      // Past the last group, every item left is fixed.
      guard _group < _groups.count else { return nil }
      let group = _groups.withUnsafeBufferPointer { $0[_group] }
      // In a group that is its whole pass, the stride is the width, so
      // `_into` may count on past the end of pass `_pass`.
      let offset = group.firstOffset &+ _pass &* group.stride &+ _into
      let whole = group.end == .run
      let length = (whole ? (group.passes &- _pass) &* group.width : group.length) &- _into
      let room = fixed.position &- _position
      if length > room {
        _into &+= room
        _position &+= room
        return (group.kind, offset, room)
      }
      _position &+= length
      _into = 0
      if group.end == .group {
        _group &+= 1
      } else {
        // The end of a pass, or of a whole run: the first group of the next
        // pass, or after the run's last pass, the group after this one.
        _pass = whole ? group.passes : _pass &+ 1
        if _pass == group.passes {
          _group &+= 1
          _pass = 0
        } else {
          _group = group.passStart
        }
      }
      return (group.kind, offset, length)
    }
  }
}
