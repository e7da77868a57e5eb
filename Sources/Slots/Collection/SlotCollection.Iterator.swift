//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCollection {
  /// An iterator over the items of a feed, walking the layout's runs in order
  /// instead of looking each position up.
  public struct Iterator: IteratorProtocol {
    @usableFromInline internal let _sources: [[Element]]
    @usableFromInline internal let _runs: [_LayoutPlan._Run]
    @usableFromInline internal let _entries: [_LayoutPlan._Entry]
    @usableFromInline internal let _fixedPositions: [Int]
    @usableFromInline internal let _fixedKinds: [Int]
    @usableFromInline internal let _fixedOffsets: [Int]
    @usableFromInline internal let _count: Int
    @usableFromInline internal var _position = 0
    @usableFromInline internal var _run = 0
    @usableFromInline internal var _pass = 0
    @usableFromInline internal var _slot = 0
    @usableFromInline internal var _nextFixed = 0

    @inlinable
    internal init(_ base: SlotCollection) {
      _sources = base._sources
      _runs = base._plan.runs
      _entries = base._plan.entries
      _fixedPositions = base._plan.fixedPositions
      _fixedKinds = base._plan.fixedKinds
      _fixedOffsets = base._plan.fixedOffsets
      _count = base._plan.count
    }

    /// Advances to the next item and returns it, or `nil` after the last.
    ///
    /// - Complexity: O(1).
    @inlinable
    public mutating func next() -> Element? {
      guard _position < _count else { return nil }
      _position &+= 1
      if _nextFixed < _fixedPositions.count && _fixedPositions[_nextFixed] == _position &- 1 {
        defer { _nextFixed &+= 1 }
        return _sources[_fixedKinds[_nextFixed]][_fixedOffsets[_nextFixed]]
      }
      let run = _runs[_run]
      let entry = _entries[run.entryStart &+ _slot]
      let element = _sources[entry.kind][entry.firstOffset &+ _pass &* entry.stride]
      _slot &+= 1
      if _slot == run.width {
        _slot = 0
        _pass &+= 1
        if _pass == run.passes {
          _pass = 0
          _run &+= 1
        }
      }
      return element
    }
  }
}
