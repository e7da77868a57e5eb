//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The deliberately naive reference for the layout rules (the Layout Rules article): it builds
// the whole list step by step, exactly as the rules read, so that the tests,
// the benchmarks and the fuzzer compare the engine with it. It uses nothing
// of the library, so that a bug there cannot hide in both.
//
// It is `@inlinable`, so that the benchmarks, which call it from another
// module, run it specialized for their kind type, as fast as it can go.

/// One item of a naively built feed: its kind and its offset in its source.
public struct NaiveSlot<Kind: Hashable>: Hashable {
  /// The item's kind.
  public var kind: Kind
  /// The item's offset in the source of its kind.
  public var offset: Int

  /// Creates the item at `offset` in the source of `kind`.
  ///
  /// - Parameters:
  ///   - kind: The item's kind.
  ///   - offset: The item's offset in its source.
  @inlinable
  public init(kind: Kind, offset: Int) {
    self.kind = kind
    self.offset = offset
  }
}

extension NaiveSlot: Sendable where Kind: Sendable {}

/// The layout rules, in the 2.0 API's shapes (optional arrays and
/// dictionary), so that "absent" can be told apart from "empty".
///
///     let rules = NaiveRules(pattern: ["post", "post", "ad"], repeatables: ["post"])
public struct NaiveRules<Kind: Hashable> {
  /// The pattern (rule 4).
  public var pattern: [Kind]
  /// The header, played once before the pattern (rule 3), or `nil`.
  public var header: [Kind]?
  /// The kinds that keep going when the others run out (rule 1), or `nil`.
  public var repeatables: [Kind]?
  /// Kinds placed at fixed positions once the rest is laid out (rule 5).
  public var fixed: [Int: Kind]?
  /// The kind that fills the slot of a kind that ran out (rule 2), or `nil`.
  public var fallback: Kind?
  /// The placements, in priority order, laid over the rows of the rules
  /// above (none by default).
  public var placements: [NaivePlacement<Kind>]

  /// Creates rules; everything but the pattern is absent unless given.
  ///
  /// - Parameters:
  ///   - pattern: The pattern.
  ///   - header: The header, or `nil`.
  ///   - repeatables: The repeatable kinds, or `nil`.
  ///   - fixed: The fixed positions, or `nil`.
  ///   - fallback: The fallback kind, or `nil`.
  ///   - placements: The placements, in priority order.
  @inlinable
  public init(
    pattern: [Kind] = [], header: [Kind]? = nil, repeatables: [Kind]? = nil,
    fixed: [Int: Kind]? = nil, fallback: Kind? = nil, placements: [NaivePlacement<Kind>] = []
  ) {
    self.pattern = pattern
    self.header = header
    self.repeatables = repeatables
    self.fixed = fixed
    self.fallback = fallback
    self.placements = placements
  }
}

extension NaiveRules: Sendable where Kind: Sendable {}

/// Builds the feed by the layout rules, step by step, then lays the
/// placements over it, gap by gap (`naivePlacing(_:over:counts:group:)`).
///
///     naiveLayout(NaiveRules(pattern: ["a", "b"]), counts: ["a": 2, "b": 1])
///     // a#0, b#0, a#1
///
/// - Parameters:
///   - rules: The rules.
///   - counts: The number of items of each *present* kind; a kind missing
///     from it is absent.
///   - group: The group of the item at an offset of a kind's source; by
///     default every item's group is `nil`.
/// - Returns: Every item of the feed, in order, as its kind and offset.
/// - Complexity: O(*n* × *p* + *f* × *n* + *n* × *P*), where *n* is the
///   number of items, *p* the length of the pattern, *f* the number of
///   fixed positions and *P* the number of placements: naive on purpose.
@inlinable
public func naiveLayout<Kind: Hashable>(
  _ rules: NaiveRules<Kind>, counts: [Kind: Int],
  group: (_ kind: Kind, _ offset: Int) -> String? = { _, _ in nil }
) -> [NaiveSlot<Kind>] {
  guard !rules.placements.isEmpty else { return naiveMainLayout(rules, counts: counts) }
  // The main rows, over the main kinds only, then the placements over them.
  let placed = Set(rules.placements.map(\.kind))
  let main = naiveMainLayout(rules, counts: counts.filter { !placed.contains($0.key) })
  return naivePlacing(rules.placements, over: main, counts: counts, group: group)
}

/// Builds the feed by the layout rules, step by step, leaving the
/// placements out.
///
///     naiveMainLayout(NaiveRules(pattern: ["a", "b"]), counts: ["a": 2, "b": 1])
///     // a#0, b#0, a#1
///
/// - Parameters:
///   - rules: The rules.
///   - counts: The number of items of each *present* kind; a kind missing
///     from it is absent.
/// - Returns: Every item the rules lay out, in order, as its kind and offset.
/// - Complexity: O(*n* × *p* + *f* × *n*), where *n* is the number of items,
///   *p* the length of the pattern and *f* the number of fixed positions:
///   naive on purpose.
@inlinable
public func naiveMainLayout<Kind: Hashable>(
  _ rules: NaiveRules<Kind>, counts: [Kind: Int]
) -> [NaiveSlot<Kind>] {
  naiveMainAccount(rules, counts: counts, recording: false).rows
}

/// Where a naive layout stopped: the slot whose kind was empty when no
/// live repeatable was left, of pattern pass `pass`, or of the header when
/// `pass` is `nil`.
public struct NaiveStop<Kind: Hashable>: Hashable {
  /// The slot.
  public var slot: Int
  /// The pattern pass, or `nil` for the header.
  public var pass: Int?
  /// The slot's kind.
  public var kind: Kind

  /// Creates a stop.
  @inlinable
  public init(slot: Int, pass: Int?, kind: Kind) {
    self.slot = slot
    self.pass = pass
    self.kind = kind
  }
}

/// Builds the feed by the layout rules, step by step, leaving the
/// placements out, and, when `recording`, says why each row is there: the
/// slot and pass it came from, whether it was the fallback or a repeatable
/// going on in a blocked pass, or its fixed position.
///
///     naiveMainAccount(NaiveRules(pattern: ["a", "b"]), counts: ["a": 2, "b": 1]).reasons
///     // pattern slot 0 pass 0, pattern slot 1 pass 0, pattern slot 0 pass 1
///
/// - Parameters:
///   - rules: The rules.
///   - counts: The number of items of each *present* kind.
///   - recording: Whether to give the reasons (none otherwise).
/// - Returns: Every item the rules lay out, in order, the reason of each
///   when recording, and where the layout stopped.
/// - Complexity: That of `naiveMainLayout(_:counts:)`.
@inlinable
public func naiveMainAccount<Kind: Hashable>(
  _ rules: NaiveRules<Kind>, counts: [Kind: Int], recording: Bool = true
) -> (rows: [NaiveSlot<Kind>], reasons: [NaiveReason<Kind>], stop: NaiveStop<Kind>?) {
  // Rule 0.
  if rules.pattern.isEmpty || counts.isEmpty { return ([], [], nil) }

  var used: [Kind: Int] = [:]
  func hasItem(_ kind: Kind) -> Bool { used[kind, default: 0] < counts[kind, default: 0] }
  func take(_ kind: Kind) -> NaiveSlot<Kind> {
    let slot = NaiveSlot(kind: kind, offset: used[kind, default: 0])
    used[kind, default: 0] += 1
    return slot
  }

  // Rule 1.
  var live = Set<Kind>()
  if rules.fallback == nil, let repeatables = rules.repeatables {
    for kind in rules.pattern where repeatables.contains(kind) { live.insert(kind) }
  }

  var result: [NaiveSlot<Kind>] = []
  var reasons: [NaiveReason<Kind>] = []
  // The pattern passes played so far; the header's is not one.
  var passes = 0
  var stop: NaiveStop<Kind>?
  // Rule 2: one pass; returns true when it stops.
  func pass(_ list: [Kind], inHeader: Bool) -> Bool {
    var blocked = false
    for (slot, kind) in list.enumerated() {
      if !hasItem(kind) {
        if let fallback = rules.fallback, hasItem(fallback) {
          result.append(take(fallback))
          if recording {
            reasons.append(.fallback(slot: slot, pass: inHeader ? nil : passes, replacing: kind))
          }
          continue
        }
        if live.contains(kind) {
          live.remove(kind)
        } else {
          blocked = true
        }
        if live.isEmpty {
          stop = NaiveStop(slot: slot, pass: inHeader ? nil : passes, kind: kind)
          return true
        }
        continue
      }
      if !blocked || live.contains(kind) {
        result.append(take(kind))
        if recording {
          reasons.append(
            inHeader
              ? .header(slot: slot)
              : blocked ? .repeatable(slot: slot, pass: passes) : .pattern(slot: slot, pass: passes)
          )
        }
      }
    }
    return false
  }

  // Rule 3.
  if let header = rules.header, pass(header, inHeader: true) { return (result, reasons, stop) }
  // Rule 4.
  while !pass(rules.pattern, inHeader: false) { passes += 1 }
  // Rule 5.
  let patternKinds = Set(rules.pattern)
  for (index, kind) in (rules.fixed ?? [:]).sorted(by: { $0.key < $1.key }) {
    if patternKinds.contains(kind) { continue }
    if hasItem(kind) && index >= 0 && index <= result.count {
      result.insert(take(kind), at: index)
      if recording { reasons.insert(.fixed(position: index), at: index) }
    }
  }
  return (result, reasons, stop)
}
