//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Returns the function that reads the group of an item of the sources
/// `sources`, for the placement walk: `(kind, offset)` → the group of
/// `sources[kind][bases[kind] + offset]` (`bases` empty: no base).
///
/// - Precondition: `Element` conforms to ``SlotGrouping``: a layout with a
///   separation needs the items' groups, and is never laid out without them.
@inlinable
internal func _groupOf<Source: RandomAccessCollection>(
  _ sources: [Source], bases: [Int] = []
) -> _LayoutPlan._GroupOf where Source.Index == Int {
  let group: (Source.Element) -> String? = _groupReader(_grouping(Source.Element.self))
  return { kind, offset in
    group(sources[kind][(bases.isEmpty ? 0 : bases[kind]) + offset])
  }
}

/// Returns `Element` as a type that conforms to ``SlotGrouping``.
///
/// - Precondition: `Element` conforms to ``SlotGrouping``: a layout with a
///   separation needs the items' groups, and is never laid out without them.
@inlinable
internal func _grouping<Element>(_: Element.Type) -> any SlotGrouping.Type {
  guard let grouping = Element.self as? any SlotGrouping.Type else {
    preconditionFailure(
      "SlotPlacement.separation needs items that conform to SlotGrouping, "
        + "and \(Element.self) does not")
  }
  return grouping
}

/// Returns the function that reads an item's group, with `Grouping` the
/// item type itself.
@inlinable
internal func _groupReader<Grouping: SlotGrouping, Element>(
  _: Grouping.Type
) -> (Element) -> String? {
  // `Element` is `Grouping`, as the caller's cast found.
  { unsafeBitCast($0, to: Grouping.self).slotGroup }
}
