//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Which kinds the rules lay out, pin or name, asked of the translated rules:
// the one place that says what each role means. `SlotLayout`'s public
// questions (`kinds`, `laidOutKinds`, `pinnedKinds`) translate the layout
// and ask these.

extension _LayoutRules {
  /// The kinds the rules can show, each once, in the order they first
  /// appear in the header, the pattern, the fixed entries that can apply
  /// (by ascending position) and the fallback: the laid out kinds and the
  /// pinned ones, `namedKindCount` in all.
  ///
  /// - Complexity: O(*r*), where *r* is the size of the rules.
  @inlinable
  internal var kinds: [Int] {
    Self._distinct([
      header, pattern, fixed.map { $0.kind }, fallback >= 0 ? [fallback] : [],
      placements.map { $0.kind },
    ])
  }

  /// The kinds that the passes lay out — those of the header, the pattern
  /// and the fallback — each once, in the order they first appear there.
  ///
  /// - Complexity: O(*r*), where *r* is the size of the rules.
  @inlinable
  internal var laidOutKinds: [Int] {
    Self._distinct([header, pattern, fallback >= 0 ? [fallback] : []])
  }

  /// The kinds that appear only at fixed positions (those of `pinned`), each
  /// once, in ascending order of their first position.
  ///
  /// - Complexity: O(*r*), where *r* is the size of the rules.
  @inlinable
  internal var pinnedKinds: [Int] {
    Self._distinct([pinned.map { $0.kind }])
  }

  /// The identifiers of `lists`, read in order, each once.
  /// The kinds the placements lay over the main rows, in order of
  /// priority.
  @inlinable
  internal var placedKinds: [Int] {
    placements.map { $0.kind }
  }

  @inlinable
  internal static func _distinct(_ lists: [[Int]]) -> [Int] {
    var seen: [Bool] = []
    var result: [Int] = []
    for identifier in lists.joined() {
      if identifier >= seen.count {
        seen.append(contentsOf: repeatElement(false, count: identifier + 1 - seen.count))
      }
      guard !seen[identifier] else { continue }
      seen[identifier] = true
      result.append(identifier)
    }
    return result
  }
}
