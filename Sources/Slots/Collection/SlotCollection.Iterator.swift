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
  /// The iterator's references are constants copied from the feed, and
  /// making it allocates nothing: with a reference the loop must release at
  /// its end, the compiler keeps the iterator in memory, and each step of a
  /// `for`-`in` loop stores its offset there.
  public struct Iterator: IteratorProtocol {
    @usableFromInline internal let _sources: [[Element]]
    @usableFromInline internal let _runs: [_LayoutPlan._Run]
    @usableFromInline internal let _groups: [_LayoutPlan._Group]
    @usableFromInline internal let _fixedPositions: [Int]
    @usableFromInline internal let _fixedKinds: [Int]
    @usableFromInline internal let _fixedOffsets: [Int]
    @usableFromInline internal let _count: Int

    /// The source of the current stretch, the offset of its next item, and
    /// the offset past its last.
    @usableFromInline internal var _kind = 0
    @usableFromInline internal var _offset = 0
    @usableFromInline internal var _stretchEnd = 0

    /// The position of the first item after the current stretch.
    @usableFromInline internal var _position = 0
    /// Where the sequential item after the current stretch is: its run, its
    /// pass, the group that holds it, and how far into the group it is (not
    /// zero only after a fixed item cut a stretch short).
    @usableFromInline internal var _run = 0
    @usableFromInline internal var _pass = 0
    @usableFromInline internal var _group = 0
    @usableFromInline internal var _into = 0
    /// The current run's first group, number of passes and width.
    @usableFromInline internal var _firstGroup = 0
    @usableFromInline internal var _passes = 0
    @usableFromInline internal var _width = 0
    /// The next fixed item, and its position (`Int.max` when none is left).
    @usableFromInline internal var _nextFixed = 0
    @usableFromInline internal var _nextFixedPosition = Int.max

    /// An iterator over the items of `base` from the first.
    @inlinable
    @inline(__always)
    internal init(_ base: SlotCollection) {
      _sources = base._sources
      _runs = base._plan.runs
      _groups = base._groups
      _fixedPositions = base._plan.fixedPositions
      _fixedKinds = base._plan.fixedKinds
      _fixedOffsets = base._plan.fixedOffsets
      _count = base._plan.count
      if !_fixedPositions.isEmpty { _nextFixedPosition = _fixedPositions[0] }
      _enterRun()
    }

    /// An iterator over the items of `base` from `position` on, which must
    /// be in `0 ... base.count`.
    @inlinable
    internal init(_ base: SlotCollection, from position: Int) {
      self.init(base)
      guard position > 0 else { return }
      _position = position
      _nextFixed = _fixedPositions._partitioningIndex { $0 >= position }
      _nextFixedPosition =
        _nextFixed < _fixedPositions.count ? _fixedPositions[_nextFixed] : Int.max
      let sequential = position - _nextFixed
      guard sequential < _count - _fixedPositions.count else {
        _run = _runs.count
        return
      }
      let run = base._plan.runStarts._lastIndex(notAbove: sequential)
      let (pass, slot) = _runs[run].split(sequential - base._plan.runStarts[run])
      // The runs before `run` hold as many groups as their passes do.
      while _run < run {
        while _groups[_group].end == .group { _group += 1 }
        _group += 1
        _run += 1
      }
      _enterRun()
      _pass = pass
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
      // `_nextStretch()` checked that the whole stretch lies in its source,
      // and the sources cannot change: each step needs no check of its own.
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
      precondition(
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
      guard _position < _count else { return nil }
      if _position == _nextFixedPosition {
        let stretch = (_fixedKinds[_nextFixed], _fixedOffsets[_nextFixed], 1)
        _nextFixed &+= 1
        _nextFixedPosition =
          _nextFixed < _fixedPositions.count ? _fixedPositions[_nextFixed] : Int.max
        _position &+= 1
        return stretch
      }
      let group = _groups[_group]
      // In a group that is its whole pass, the stride is the width, so
      // `_into` may count on past the first pass.
      let offset = group.firstOffset &+ _pass &* group.stride &+ _into
      let length =
        (group.end == .run ? (_passes &- _pass) &* _width : group.length) &- _into
      let room = _nextFixedPosition &- _position
      if length > room {
        _into &+= room
        _position &+= room
        return (group.kind, offset, room)
      }
      _position &+= length
      _into = 0
      switch group.end {
      case .group:
        _group &+= 1
      case .pass:
        _pass &+= 1
        if _pass == _passes {
          _group &+= 1
          _run &+= 1
          _enterRun()
        } else {
          _group = _firstGroup
        }
      case .run:
        _group &+= 1
        _run &+= 1
        _enterRun()
      }
      return (group.kind, offset, length)
    }

    /// Starts the run `_run` at its first pass and group.
    @inlinable
    @inline(__always)
    internal mutating func _enterRun() {
      _pass = 0
      _firstGroup = _group
      if _run < _runs.count {
        (_passes, _width) = (_runs[_run].passes, _runs[_run].width)
      } else {
        (_passes, _width) = (0, 0)
      }
    }
  }
}
