//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

@testable import Slots

/// Returns the first way in which `feed` differs from the naive `expected`
/// list — in count, at any position, through any look-up, in either mapping
/// direction, or out of range — or `nil` when it does not.
func firstMismatch(
  _ feed: SlotCollection<String, String>, expected: [NaiveSlot<String>]
) -> String? {
  if feed.count != expected.count { return "count \(feed.count), expected \(expected.count)" }
  let payloads = expected.map { RandomConfiguration.payload($0.kind, $0.offset) }
  for (position, slot) in expected.enumerated() {
    let origin = feed.sourcePosition(at: position)
    if origin.kind != slot.kind || origin.offset != slot.offset {
      return "sourcePosition(at: \(position)) = \(origin), expected \(slot.kind)#\(slot.offset)"
    }
    if feed.kind(at: position) != slot.kind { return "kind(at: \(position))" }
    if feed[position] != payloads[position] { return "subscript \(position)" }
    if feed.element(at: position) != payloads[position] { return "element(at: \(position))" }
  }
  for outside in [-1, expected.count, Int.min, Int.max] where feed.element(at: outside) != nil {
    return "element(at: \(outside)) is not nil"
  }
  if Array(feed) != payloads { return "iteration \(Array(feed)), expected \(payloads)" }

  var positions: [NaiveSlot<String>: Int] = [:]
  for (position, slot) in expected.enumerated() { positions[slot] = position }
  for kind in RandomConfiguration.allKinds + ["z"] {
    let largest = expected.filter { $0.kind == kind }.map(\.offset).max() ?? 0
    for offset in -2...(largest + 2) {
      let found = feed.index(ofOffset: offset, in: kind)
      let wanted = positions[NaiveSlot(kind: kind, offset: offset)]
      if found != wanted {
        return "index(ofOffset: \(offset), in: \(kind)) = \(String(describing: found)), "
          + "expected \(String(describing: wanted))"
      }
    }
  }
  return nil
}

/// Returns the first way in which the 2.0-compatible `slots` differs from the
/// naive `expected` list, or `nil` when it does not.
func firstMismatch(_ slots: Slots, expected: [NaiveSlot<String>]) -> String? {
  let payloads = expected.map { RandomConfiguration.payload($0.kind, $0.offset) }
  if slots.count != expected.count { return "count \(slots.count), expected \(expected.count)" }
  let contents = slots.contents.map { $0 as! String }
  if contents != payloads { return "contents \(contents), expected \(payloads)" }
  for position in -2...(expected.count + 1) {
    let inRange = position >= 0 && position < expected.count
    if slots.type(at: position) != (inRange ? expected[position].kind : nil) {
      return "type(at: \(position))"
    }
    if (slots[position] as? String) != (inRange ? payloads[position] : nil) {
      return "subscript \(position)"
    }
  }
  let count = expected.count
  for range in [0..<count, -3..<(count + 3), 1..<(count + 9), (count / 2)..<count, -9 ..< -2] {
    let lower = min(max(range.lowerBound, 0), count)
    let upper = min(max(range.upperBound, lower), count)
    let slice = slots[range]
    if slice.indices != lower..<upper
      || slice.map({ $0 as! String }) != Array(payloads[lower..<upper])
    {
      return "range subscript \(range)"
    }
  }
  return nil
}

extension Slots {
  /// Assigns the rules and sources of `configuration`, in the 2.0 API.
  func assign(_ configuration: RandomConfiguration, sources: [String: [String]]) {
    pattern = configuration.rules.pattern
    header = configuration.rules.header
    repeatables = configuration.rules.repeatables
    fixed = configuration.rules.fixed
    defaultContentType = configuration.rules.fallback
    for kind in Set(RandomConfiguration.allKinds).union(sources.keys) {
      self[kind] = sources[kind]
    }
  }
}
