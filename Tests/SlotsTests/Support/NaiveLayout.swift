//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The deliberately naive reference for the layout rules of SPEC.md: it builds
// the whole list step by step, exactly as the rules read, so that tests,
// benchmarks and the fuzzer can compare the engine with it. It imports
// nothing and depends on nothing of the library, so that those three can all
// compile it (the benchmark and fuzz builds link this very file).

/// One item of a naively built feed: its kind and its offset in its source.
struct NaiveSlot<Kind: Hashable>: Hashable {
  var kind: Kind
  var offset: Int
}

/// The rules of SPEC.md, in the 2.0 API's shapes (optional arrays and
/// dictionary), so that "absent" can be told apart from "empty".
struct NaiveRules<Kind: Hashable> {
  var pattern: [Kind] = []
  var header: [Kind]? = nil
  var repeatables: [Kind]? = nil
  var fixed: [Int: Kind]? = nil
  var fallback: Kind? = nil
}

/// Builds the feed by the rules, step by step. `counts` holds the number of
/// items of each *present* kind; a kind missing from it is absent.
func naiveLayout<Kind: Hashable>(
  _ rules: NaiveRules<Kind>, counts: [Kind: Int]
) -> [NaiveSlot<Kind>] {
  // Rule 0.
  if rules.pattern.isEmpty || counts.isEmpty { return [] }

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
  // Rule 2: one pass; returns true when it stops.
  func pass(_ list: [Kind]) -> Bool {
    var blocked = false
    for kind in list {
      if !hasItem(kind) {
        if let fallback = rules.fallback, hasItem(fallback) {
          result.append(take(fallback))
          continue
        }
        if live.contains(kind) {
          live.remove(kind)
        } else {
          blocked = true
        }
        if live.isEmpty { return true }
        continue
      }
      if !blocked || live.contains(kind) {
        result.append(take(kind))
      }
    }
    return false
  }

  // Rule 3.
  if let header = rules.header, pass(header) { return result }
  // Rule 4.
  while !pass(rules.pattern) {}
  // Rule 5.
  let patternKinds = Set(rules.pattern)
  for (index, kind) in (rules.fixed ?? [:]).sorted(by: { $0.key < $1.key }) {
    if patternKinds.contains(kind) { continue }
    if hasItem(kind) && index >= 0 && index <= result.count {
      result.insert(take(kind), at: index)
    }
  }
  return result
}
