//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCollection: RandomAccessCollection {
  /// The position of a feed's item: an offset from zero, as in an array.
  public typealias Index = Int

  /// The indices of the feed, `0 ..< count`.
  public typealias Indices = Range<Int>

  /// The position of the first item; always zero.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var startIndex: Int { 0 }

  /// The position one past the last item; equal to `count`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var endIndex: Int { _plan.count }

  /// The number of items in the feed.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var count: Int { _plan.count }

  /// A Boolean value that tells whether the feed has no items.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool { _plan.count == 0 }

  /// The indices of the feed, `0 ..< count`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var indices: Range<Int> { 0..<_plan.count }

  /// Accesses the item at the given position.
  ///
  ///     // pattern ["letter", "number"]
  ///     feed[1]  // the first number
  ///
  /// - Parameter position: A valid position, in `0 ..< count`. Any other
  ///   position traps, as it does with `Array`; ``element(at:)`` returns
  ///   `nil` instead.
  /// - Complexity: O(log *s* + log *f*), where *s* is the number of runs of
  ///   identical passes (O(*k*) for *k* kinds) and *f* the number of fixed
  ///   items.
  @inlinable
  public subscript(position: Int) -> Element {
    _checkPosition(position)
    let item = _plan.item(at: position)
    return _sources[item.kind][item.offset]
  }

  /// Returns an iterator over the items of the feed, in order.
  ///
  /// - Complexity: O(1). Each step of the iterator is O(1).
  @inlinable
  public func makeIterator() -> Iterator {
    Iterator(self)
  }

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
