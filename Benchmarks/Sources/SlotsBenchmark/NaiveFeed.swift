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
/// kit), lays the placements over it gap by gap when there are any (the
/// kit's `naivePlacing`, the reference the tests and fuzzers use), builds
/// the array of elements from it, and then reads from the built arrays.
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
      slots = naivePlacing(
        placements.map { NaivePlacement($0) },
        over: naiveLayout(rules, counts: counts.filter { !placed.contains($0.key) }),
        counts: counts, group: { group(sources[$0]![$1]) })
    }
    // A closure rather than a key path: key-path application is not
    // optimized away here, and would slow the reference down for nothing.
    elements = slots.map { sources[$0.kind]![$0.offset] }
  }
}
