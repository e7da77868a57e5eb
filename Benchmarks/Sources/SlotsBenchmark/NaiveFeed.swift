//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import _SlotsTestSupport

/// The naive reference side of every workload: it works as Slots 2.0.0 does.
///
/// Any change marks the feed as needing a rebuild; the next read rebuilds the
/// whole list by the rules, step by step (`naiveLayout`, from the tests'
/// kit), builds the array of elements from it, and then reads from the built
/// arrays.
final class NaiveFeed<Kind: Hashable> {
  let rules: NaiveRules<Kind>
  private var sources: [Kind: [Int]] = [:]
  private var slots: [NaiveSlot<Kind>] = []
  private var elements: [Int] = []
  private var needsRebuild = false

  init(rules: NaiveRules<Kind>) {
    self.rules = rules
  }

  /// The items of `kind`; `nil` when absent. Setting marks the feed dirty.
  subscript(source kind: Kind) -> [Int]? {
    get { sources[kind] }
    set {
      sources[kind] = newValue
      needsRebuild = true
    }
  }

  /// Appends `items` to the source of `kind`, in place.
  func append(_ items: [Int], to kind: Kind) {
    sources[kind, default: []].append(contentsOf: items)
    needsRebuild = true
  }

  /// The number of items, after a rebuild if one is needed.
  var count: Int {
    rebuildIfNeeded()
    return elements.count
  }

  /// The item at `position`, read from the built array.
  func element(at position: Int) -> Int {
    rebuildIfNeeded()
    return elements[position]
  }

  /// The kind at `position`, read from the built list.
  func kind(at position: Int) -> Kind {
    rebuildIfNeeded()
    return slots[position].kind
  }

  /// The built array of items (Slots 2.0.0's `contents`).
  var contents: [Int] {
    rebuildIfNeeded()
    return elements
  }

  private func rebuildIfNeeded() {
    guard needsRebuild else { return }
    needsRebuild = false
    // A closure rather than a key path: key-path application is not
    // optimized away here, and would slow the reference down for nothing.
    slots = naiveLayout(rules, counts: sources.mapValues { $0.count })
    let sources = self.sources
    elements = slots.map { sources[$0.kind]![$0.offset] }
  }
}
