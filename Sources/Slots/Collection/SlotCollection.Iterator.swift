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
  /// step to a new stretch consults the layout.
  public struct Iterator: IteratorProtocol {
    @usableFromInline internal let _sources: [[Element]]
    @usableFromInline internal let _runs: [_LayoutPlan._Run]
    @usableFromInline internal let _entries: [_LayoutPlan._Entry]
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
    /// Where in the runs the sequential item after the current stretch is.
    @usableFromInline internal var _run = 0
    @usableFromInline internal var _pass = 0
    @usableFromInline internal var _slot = 0
    /// The next fixed item, and its position (`Int.max` when none is left).
    @usableFromInline internal var _nextFixed = 0
    @usableFromInline internal var _nextFixedPosition = Int.max
    /// The current run's pass cut into groups of slots that continue one
    /// source at consecutive offsets; which run they are for (`-1` before
    /// the first); and the group that holds `_slot`.
    @usableFromInline internal var _groups:
      [(kind: Int, firstOffset: Int, stride: Int, slot: Int, length: Int)] = []
    @usableFromInline internal var _groupsRun = -1
    @usableFromInline internal var _group = 0

    /// An iterator over the items of `base` from `position` on, which must
    /// be in `0 ... base.count`.
    @inlinable
    internal init(_ base: SlotCollection, from position: Int = 0) {
      _sources = base._sources
      _runs = base._plan.runs
      _entries = base._plan.entries
      _fixedPositions = base._plan.fixedPositions
      _fixedKinds = base._plan.fixedKinds
      _fixedOffsets = base._plan.fixedOffsets
      _count = base._plan.count
      _position = position
      if position > 0 {
        _nextFixed = _fixedPositions._partitioningIndex { $0 >= position }
        let sequential = position - _nextFixed
        if sequential < _count - _fixedPositions.count {
          _run = base._plan.runStarts._lastIndex(notAbove: sequential)
          (_pass, _slot) = _runs[_run].split(sequential - base._plan.runStarts[_run])
        } else {
          _run = _runs.count
        }
      }
      if _nextFixed < _fixedPositions.count {
        _nextFixedPosition = _fixedPositions[_nextFixed]
      }
    }

    /// Advances to the next item and returns it, or `nil` after the last.
    ///
    /// - Complexity: O(1), and on entering a run of passes, linear in the
    ///   length of the pattern and header.
    @inlinable
    @inline(__always)
    public mutating func next() -> Element? {
      guard _offset < _stretchEnd else { return _nextStretch() }
      defer { _offset &+= 1 }
      // `_nextStretch()` checked that the whole stretch lies in its source,
      // and `_sources` cannot change: each step needs no check of its own.
      return _sources.withUnsafeBufferPointer { sources in
        sources[_kind].withUnsafeBufferPointer { $0[_offset] }
      }
    }

    /// Starts the next stretch and returns its first item, or `nil` after
    /// the last item.
    @inlinable
    @inline(__always)
    internal mutating func _nextStretch() -> Element? {
      guard let (kind, offset, length) = _takeStretch(limit: Int.max) else { return nil }
      precondition(
        kind >= 0 && kind < _sources.count && offset >= 0
          && length <= _sources[kind].count &- offset,
        "A stretch lies in its source")
      _kind = kind
      _offset = offset &+ 1
      _stretchEnd = offset &+ length
      return _sources[kind][offset]
    }

    /// Returns the next stretch — its source, the offset of its first item
    /// and its length, at most `limit` — and moves past it; `nil` after the
    /// last item.
    ///
    /// - Complexity: O(1), and O(*p*) on entering a run, where *p* is the
    ///   length of the pattern and header.
    @inlinable
    @inline(__always)
    internal mutating func _takeStretch(limit: Int) -> (kind: Int, offset: Int, length: Int)? {
      guard _position < _count else { return nil }
      if _position == _nextFixedPosition {
        let stretch = (_fixedKinds[_nextFixed], _fixedOffsets[_nextFixed], 1)
        _nextFixed &+= 1
        _nextFixedPosition =
          _nextFixed < _fixedPositions.count ? _fixedPositions[_nextFixed] : Int.max
        _position &+= 1
        return stretch
      }
      if _groupsRun != _run { _loadGroups() }
      let run = _runs[_run]
      let group = _groups[_group]
      let into = _slot &- group.slot
      let offset = group.firstOffset &+ _pass &* group.stride &+ into
      var length: Int
      if _groups.count == 1 {
        // A pass that is one group goes on into the next pass: the rest of
        // the run is a single stretch.
        length = (run.passes &- _pass) &* run.width &- _slot
      } else {
        length = group.length &- into
      }
      length = Swift.min(length, limit, _nextFixedPosition &- _position)
      _position &+= length
      _slot &+= length
      if _slot == group.slot &+ group.length {
        // The usual end of a stretch: the end of a group.
        _group &+= 1
        if _group == _groups.count {
          _group = 0
          _slot = 0
          _pass &+= 1
        }
      } else if _slot > run.width {
        // Several passes of a run that is one group.
        let passes = _slot / run.width
        _pass &+= passes
        _slot &-= passes &* run.width
      }
      if _pass == run.passes {
        _run &+= 1
        _pass = 0
      }
      return (group.kind, offset, length)
    }

    /// Cuts the current run's pass into groups, and finds the one that holds
    /// `_slot`.
    ///
    /// - Complexity: O(*p*), where *p* is the length of the pattern and
    ///   header.
    @inlinable
    @inline(never)
    internal mutating func _loadGroups() {
      let run = _runs[_run]
      _groups.removeAll(keepingCapacity: true)
      var slot = 0
      while slot < run.width {
        let first = _entries[run.entryStart &+ slot]
        var length = 1
        while slot &+ length < run.width {
          let entry = _entries[run.entryStart &+ slot &+ length]
          guard entry.kind == first.kind && entry.firstOffset == first.firstOffset &+ length
          else { break }
          length &+= 1
        }
        if slot <= _slot && _slot < slot &+ length { _group = _groups.count }
        _groups.append((first.kind, first.firstOffset, first.stride, slot, length))
        slot &+= length
      }
      _groupsRun = _run
    }
  }
}
