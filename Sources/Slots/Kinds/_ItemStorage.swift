//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The storage of one kind's items in `_KindedSources`: an `Array` in a
/// `SlotCollection`, or a `_ChunkedArray` in a `SlotFeed`, where a write to
/// a copy must not copy every item.
@usableFromInline
internal protocol _ItemStorage: RandomAccessCollection, MutableCollection where Index == Int {
  init()
  init<Elements: Sequence>(_ elements: Elements) where Elements.Element == Element
  mutating func append<Elements: Sequence>(contentsOf elements: Elements)
  where Elements.Element == Element
  @discardableResult
  mutating func remove(at offset: Int) -> Element
  /// The elements, in a plain array.
  var elements: [Element] { get }
}

extension Array: _ItemStorage {
  @inlinable
  internal var elements: [Element] { self }
}
