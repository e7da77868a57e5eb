//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import _SlotsTestSupport

/// The naive reference side of every workload: it works as Slots 2.0.0 does.
///
/// Any change marks the feed as needing a rebuild; the next read rebuilds the
/// whole list by the rules, step by step (`naiveLayout`, from the tests'
/// kit), lays the placements over it gap by gap when there are any
/// (`walkPlacements`), builds the array of elements from it, and then reads
/// from the built arrays.
final class NaiveFeed<Kind: Hashable, Element> {
  let rules: NaiveRules<Kind>
  /// The placements, in priority order (W10).
  let placements: [SlotPlacement<Kind>]
  /// The group of an item, for the placements' separation.
  let group: (Element) -> String?
  private var sources: [Kind: [Element]] = [:]
  private var slots: [NaiveSlot<Kind>] = []
  private var elements: [Element] = []
  private var needsRebuild = false

  init(
    rules: NaiveRules<Kind>, placements: [SlotPlacement<Kind>] = [],
    group: @escaping (Element) -> String? = { _ in nil }
  ) {
    self.rules = rules
    self.placements = placements
    self.group = group
  }

  /// The items of `kind`; `nil` when absent. Setting marks the feed dirty.
  subscript(source kind: Kind) -> [Element]? {
    get { sources[kind] }
    set {
      sources[kind] = newValue
      needsRebuild = true
    }
  }

  /// Appends `items` to the source of `kind`, in place.
  func append(_ items: [Element], to kind: Kind) {
    sources[kind, default: []].append(contentsOf: items)
    needsRebuild = true
  }

  /// The number of items, after a rebuild if one is needed.
  var count: Int {
    rebuildIfNeeded()
    return elements.count
  }

  /// The item at `position`, read from the built array.
  func element(at position: Int) -> Element {
    rebuildIfNeeded()
    return elements[position]
  }

  /// The kind at `position`, read from the built list.
  func kind(at position: Int) -> Kind {
    rebuildIfNeeded()
    return slots[position].kind
  }

  /// The built array of items (Slots 2.0.0's `contents`).
  var contents: [Element] {
    rebuildIfNeeded()
    return elements
  }

  private func rebuildIfNeeded() {
    guard needsRebuild else { return }
    needsRebuild = false
    let counts = sources.mapValues { $0.count }
    let sources = self.sources
    if placements.isEmpty {
      slots = naiveLayout(rules, counts: counts)
    } else {
      // The main rows over the main kinds only, then the placements.
      let placed = Set(placements.map(\.kind))
      let group = self.group
      slots = walkPlacements(
        placements, over: naiveLayout(rules, counts: counts.filter { !placed.contains($0.key) }),
        counts: counts, group: { group(sources[$0]![$1]) })
    }
    // A closure rather than a key path: key-path application is not
    // optimized away here, and would slow the reference down for nothing.
    elements = slots.map { sources[$0.kind]![$0.offset] }
  }
}

/// Lays `placements` over main rows that are already laid out, as the
/// placement rules of the package read, and deliberately naively: a gap
/// before the first main row and one after each (none without main rows);
/// at every gap every placement is tried in its order, each condition
/// checked in turn, and the first eligible one takes the gap with its next
/// item.
///
/// Written for the benchmark from the rules alone; it shares nothing with
/// the engine but the public `SlotPlacement` values it reads the fields of.
///
/// - Parameters:
///   - placements: The placements, in priority order.
///   - main: The main rows.
///   - counts: The number of items of each kind.
///   - group: The group of the item at an offset of a placed kind's source.
/// - Returns: Every row, main and placed, in order.
/// - Complexity: O(*n* × *P*) dictionary look-ups, for *n* rows and *P*
///   placements: every gap, every placement.
func walkPlacements<Kind: Hashable>(
  _ placements: [SlotPlacement<Kind>], over main: [NaiveSlot<Kind>], counts: [Kind: Int],
  group: (Kind, Int) -> String?
) -> [NaiveSlot<Kind>] {
  guard !placements.isEmpty, !main.isEmpty else { return main }
  // Per placed kind: the items taken (row k shows item k), the row of its
  // latest row, and the row of the latest row of each group.
  var taken: [Kind: Int] = [:]
  var last: [Kind: Int] = [:]
  var latestOfGroup: [Kind: [String: Int]] = [:]
  var rows: [NaiveSlot<Kind>] = []
  func fillGap() {
    let row = rows.count
    for placement in placements {
      let kind = placement.kind
      let next = taken[kind, default: 0]
      guard row >= placement.first else { continue }
      if let previous = last[kind], row - previous < placement.every { continue }
      if let limit = placement.limit, next >= limit { continue }
      guard next < counts[kind, default: 0] else { continue }
      let itemGroup = placement.separation > 0 ? group(kind, next) : nil
      if let itemGroup, let latest = latestOfGroup[kind]?[itemGroup],
        row - latest < placement.separation
      {
        continue
      }
      rows.append(NaiveSlot(kind: kind, offset: next))
      taken[kind] = next + 1
      last[kind] = row
      if let itemGroup { latestOfGroup[kind, default: [:]][itemGroup] = row }
      return
    }
  }
  fillGap()
  for slot in main {
    rows.append(slot)
    fillGap()
  }
  return rows
}
