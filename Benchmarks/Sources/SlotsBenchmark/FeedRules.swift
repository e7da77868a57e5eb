//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Slots2Style
import _SlotsTestSupport

/// The kinds of content of the workloads' feeds.
enum FeedKind: String, Hashable, Sendable {
  case style, ad, banner, promo, user
}

/// One workload's rules, written once and handed to each side in its own
/// shape: a `SlotLayout`, the naive reference's `NaiveRules`, or the
/// properties of a 2.0 `Slots` object (whose kinds are strings).
struct FeedRules<Kind: Hashable> {
  var pattern: [Kind]
  var header: [Kind] = []
  var repeatables: [Kind] = []
  var fixed: [Int: Kind] = [:]
  var fallback: Kind? = nil
  /// The name of a kind in the 2.0 API.
  var name: (Kind) -> String

  /// The rules for `SlotCollection`.
  var layout: SlotLayout<Kind> {
    SlotLayout(
      pattern: pattern, header: header, repeatables: Set(repeatables),
      fixed: fixed, fallback: fallback)
  }

  /// The rules for the naive reference, absent where the 2.0 API leaves
  /// them `nil`.
  var naive: NaiveRules<Kind> {
    NaiveRules(
      pattern: pattern,
      header: header.isEmpty ? nil : header,
      repeatables: repeatables.isEmpty ? nil : repeatables,
      fixed: fixed.isEmpty ? nil : fixed,
      fallback: fallback)
  }

  /// A new 2.0 `Slots` object with these rules and no content.
  func makeSlots() -> Slots {
    let slots = Slots(pattern: pattern.map(name))
    if !header.isEmpty { slots.header = header.map(name) }
    if !repeatables.isEmpty { slots.repeatables = repeatables.map(name) }
    if !fixed.isEmpty { slots.fixed = fixed.mapValues(name) }
    slots.defaultContentType = fallback.map(name)
    return slots
  }

  /// A new 2.0-style object (W9) with these rules and no content, set up as
  /// `makeSlots()` sets up a `Slots` object.
  func makeSlotsTwo() -> SlotsTwo {
    let slots = SlotsTwo(pattern: pattern.map(name))
    if !header.isEmpty { slots.header = header.map(name) }
    if !repeatables.isEmpty { slots.repeatables = repeatables.map(name) }
    if !fixed.isEmpty { slots.fixed = fixed.mapValues(name) }
    slots.defaultContentType = fallback.map(name)
    return slots
  }
}

extension FeedRules where Kind == FeedKind {
  init(
    pattern: [FeedKind], header: [FeedKind] = [], repeatables: [FeedKind] = [],
    fixed: [Int: FeedKind] = [:], fallback: FeedKind? = nil
  ) {
    self.init(
      pattern: pattern, header: header, repeatables: repeatables, fixed: fixed,
      fallback: fallback, name: \.rawValue)
  }

  /// W1's rules, also used by W2, W3, W5, W7 and M1: three styles, then an
  /// ad; styles keep going when the ads run out.
  static var w1: FeedRules {
    FeedRules(pattern: [.style, .style, .style, .ad], repeatables: [.style])
  }

  /// W4's rules: every rule at once.
  static var w4: FeedRules {
    FeedRules(
      pattern: [.style, .style, .style, .ad, .style, .style, .user],
      header: [.banner, .style],
      fixed: [0: .promo, 10: .promo, 100: .promo],
      fallback: .style)
  }

  /// W14's rules: a pattern of 4 entries over 3 kinds; styles repeat.
  static var w14: FeedRules {
    FeedRules(pattern: [.style, .ad, .style, .user], repeatables: [.style])
  }
}

/// `items` as the 2.0 API's `[Any]`.
func anyArray(_ items: [Int]) -> [Any] {
  items.map { $0 as Any }
}
