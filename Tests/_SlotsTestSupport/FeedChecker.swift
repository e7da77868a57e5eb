//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// The kit's feed checker: compares a feed, or a 2.0 object, with what the
/// naive reference lays out from a ``FeedModel``.
///
/// A `SlotCollection` is read at every position (source position, kind,
/// element, subscript), in the other direction (`index(of:)` and
/// `index(ofOffset:in:)` for every offset of every kind the model names, and
/// offsets just outside and at the extremes of `Int`), out of range, by
/// iteration, and for its rules and sources. A `Slots` object is read through
/// `count`, `contents`, `type(at:)` and both subscripts, in range and out.
///
/// The checker returns what it found rather than reporting it, so that
/// tests, the fuzzer and the benchmarks can each report in their own way; it
/// stops at the first mismatch, since one wrong item usually shifts all that
/// follow.
///
///     let checker = FeedChecker(model)
///     let mismatches = checker.mismatches(in: feed) + checker.mismatches(in: slots)
///     // [] when both match the reference
public struct FeedChecker<Kind: Hashable & Sendable> {
  /// The model the feeds should match.
  public let model: FeedModel<Kind>
  /// Each item of the expected feed, as its kind and offset.
  public let expectedSlots: [NaiveSlot<Kind>]
  /// The items of the expected feed.
  public let expectedItems: [Int]
  /// For each kind, the position of each of its offsets, or `-1` for an
  /// item the feed leaves out.
  private let positions: [Kind: [Int]]

  /// Lays out `model` with the naive reference, once for every check.
  ///
  /// - Parameter model: The model the feeds should match.
  /// - Complexity: That of ``naiveLayout(_:counts:)``.
  public init(_ model: FeedModel<Kind>) {
    self.model = model
    expectedSlots = model.expectedSlots
    let sources = model.sources
    expectedItems = expectedSlots.map { sources[$0.kind]![$0.offset] }
    var positions = sources.mapValues { Array(repeating: -1, count: $0.count) }
    for (position, slot) in expectedSlots.enumerated() {
      positions[slot.kind]![slot.offset] = position
    }
    self.positions = positions
  }

  /// Returns how `feed` differs from the reference: empty when it does not,
  /// otherwise the first difference found.
  ///
  /// - Parameter feed: A feed whose elements are the model's items.
  /// - Returns: Descriptions of the mismatches.
  /// - Complexity: O(*n* log *s*), where *n* is the number of items and *s*
  ///   the number of runs of the feed's layout.
  public func mismatches(in feed: SlotCollection<Kind, Int>) -> [String] {
    firstMismatch(in: feed, element: { $0 }).map { [$0] } ?? []
  }

  /// Returns how a feed of ``TaggedItem``s (the model's numbers as
  /// ``FeedModel/taggedItem(_:)``, with their groups) differs from the
  /// reference: empty when it does not, otherwise the first difference
  /// found.
  ///
  /// - Parameter feed: A feed whose elements are the model's items, tagged.
  /// - Returns: Descriptions of the mismatches.
  /// - Complexity: O(*n* log *s*), where *n* is the number of items and *s*
  ///   the number of runs of the feed's layout.
  public func mismatches(in feed: SlotCollection<Kind, TaggedItem>) -> [String] {
    firstMismatch(in: feed, element: FeedModel<Kind>.taggedItem).map { [$0] } ?? []
  }

  /// Returns how `slots` differs from the reference: empty when it does not,
  /// otherwise the first difference found.
  ///
  /// - Parameter slots: A 2.0 object whose items are the model's, and whose
  ///   kinds are named by ``FeedModel/name(of:)``.
  /// - Returns: Descriptions of the mismatches.
  /// - Complexity: O(*n*), where *n* is the number of items.
  public func mismatches(in slots: Slots) -> [String] {
    firstMismatch(in: slots).map { ["Slots: \($0)"] } ?? []
  }

  private func firstMismatch<Element: Equatable>(
    in feed: SlotCollection<Kind, Element>, element: (Int) -> Element
  ) -> String? {
    let expected = expectedSlots
    if feed.count != expected.count { return "count \(feed.count), expected \(expected.count)" }
    for (position, slot) in expected.enumerated() {
      let origin = feed.sourcePosition(at: position)
      if origin.kind != slot.kind || origin.offset != slot.offset {
        return "sourcePosition(at: \(position)) = \(origin), expected \(slot.kind)#\(slot.offset)"
      }
      if feed.kind(at: position) != slot.kind {
        return "kind(at: \(position)) = \(feed.kind(at: position)), expected \(slot.kind)"
      }
      let item = element(expectedItems[position])
      if feed[position] != item {
        return "subscript \(position): \(feed[position]), expected \(item)"
      }
      if feed.element(at: position) != item {
        return "element(at: \(position)) = \(String(describing: feed.element(at: position))), "
          + "expected \(item)"
      }
      if feed.index(of: origin) != position {
        return "index(of: \(origin)) = \(String(describing: feed.index(of: origin))), "
          + "expected \(position)"
      }
    }
    for outside in [-1, expected.count, Int.min, Int.max] where feed.element(at: outside) != nil {
      return "element(at: \(outside)) is not nil"
    }
    if !feed.elementsEqual(expectedItems.map(element)) {
      return "iteration \(Array(feed)), expected \(expectedItems)"
    }
    for kind in model.kinds {
      let kindPositions = positions[kind] ?? []
      for offset in [Int.min, -2, -1, Int.max] + Array(0...(kindPositions.count + 1)) {
        let found = feed.index(ofOffset: offset, in: kind)
        let known = kindPositions.indices.contains(offset) ? kindPositions[offset] : -1
        let wanted = known < 0 ? nil : known
        if found != wanted {
          return "index(ofOffset: \(offset), in: \(kind)) = \(String(describing: found)), "
            + "expected \(String(describing: wanted))"
        }
      }
      if feed[source: kind] != (model.sources[kind] ?? []).map(element) {
        return "source \(kind) is \(feed[source: kind]), expected \(model.sources[kind] ?? [])"
      }
    }
    if feed.layout != model.layout { return "layout \(feed.layout), expected \(model.layout)" }
    return nil
  }

  private func firstMismatch(in slots: Slots) -> String? {
    let expected = expectedSlots
    let items = expectedItems
    if slots.count != expected.count { return "count \(slots.count), expected \(expected.count)" }
    let contents = slots.contents.map { $0 as! Int }
    if contents != items { return "contents \(contents), expected \(items)" }
    for position in -2...(expected.count + 1) {
      let inRange = position >= 0 && position < expected.count
      let kind = inRange ? model.name(of: expected[position].kind) : nil
      if slots.type(at: position) != kind {
        return "type(at: \(position)) = \(String(describing: slots.type(at: position)))"
      }
      if slots[position] as? Int != (inRange ? items[position] : nil) {
        return "subscript \(position) = \(String(describing: slots[position])), "
          + "expected \(inRange ? "\(items[position])" : "nil")"
      }
    }
    let count = expected.count
    for range in [0..<count, -3..<(count + 3), 1..<(count + 9), (count / 2)..<count, -9 ..< -2] {
      let lower = min(max(range.lowerBound, 0), count)
      let upper = min(max(range.upperBound, lower), count)
      let slice = slots[range]
      if slice.indices != lower..<upper || slice.map({ $0 as! Int }) != Array(items[lower..<upper])
      {
        return "range subscript \(range) = \(slice.map { $0 as! Int }), "
          + "expected \(Array(items[lower..<upper]))"
      }
    }
    return nil
  }
}
