//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
import Slots

/// The names of the kinds of a feed, numbered in the order they were first
/// named.
///
/// `slots` lays its feed out over kind numbers, so that looking a position
/// up hashes no names, and so that a pattern of a million slots, read from a
/// rules file, takes a number a slot rather than a name a slot.
///
///     var kinds = KindTable()
///     kinds.number(for: "post")  // 0
///     kinds.number(for: "ad")    // 1
///     kinds.number(for: "post")  // 0
///     kinds.names                // ["post", "ad"]
struct KindTable {
  /// The names, by number.
  private(set) var names: [ByteString] = []
  private var numbers: [ByteString: Int] = [:]

  /// Creates an empty table.
  init() {}

  /// The number of the kind named `name`, which is numbered now when the
  /// table does not have it yet.
  ///
  /// - Complexity: O(*n*) for a name of *n* bytes, amortized.
  mutating func number(for name: ByteString) -> Int {
    if let number = numbers[name] { return number }
    names.append(name)
    numbers[name] = names.count - 1
    return names.count - 1
  }

  /// The number of the kind named `name`, or `nil` when the table does not
  /// have it.
  ///
  /// - Complexity: O(*n*) for a name of *n* bytes, on average.
  func number(of name: ByteString) -> Int? {
    numbers[name]
  }

  /// The kinds of `layout`, numbered by this table, by name.
  func named(_ layout: SlotLayout<Int>) -> SlotLayout<ByteString> {
    SlotLayout(
      pattern: layout.pattern.map { names[$0] }, header: layout.header.map { names[$0] },
      repeatables: Set(layout.repeatables.map { names[$0] }),
      fixed: layout.fixed.mapValues { names[$0] }, fallback: layout.fallback.map { names[$0] },
      placements: layout.placements.map { $0.withKind(names[$0.kind]) })
  }

  /// The numbers of the kinds named by `layout`, which are numbered now when
  /// the table does not have them yet.
  mutating func numbered(_ layout: SlotLayout<ByteString>) -> SlotLayout<Int> {
    SlotLayout(
      pattern: layout.pattern.map { number(for: $0) },
      header: layout.header.map { number(for: $0) },
      repeatables: Set(layout.repeatables.map { number(for: $0) }),
      fixed: layout.fixed.mapValues { number(for: $0) },
      fallback: layout.fallback.map { number(for: $0) },
      placements: layout.placements.map { $0.withKind(number(for: $0.kind)) })
  }
}

extension SlotPlacement {
  /// The same placement, of `kind`.
  func withKind<Other>(_ kind: Other) -> SlotPlacement<Other> {
    SlotPlacement<Other>(
      kind: kind, every: every, first: first, limit: limit, separation: separation)
  }
}
