//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotLayout {
  /// The kinds whose items the rules can show, each once, in the order they
  /// first appear in the header, the pattern, the fixed entries (by
  /// ascending position), the fallback and the placements.
  ///
  ///     let layout = SlotLayout(
  ///         pattern: ["post", "post", "ad"],
  ///         header: ["banner"],
  ///         repeatables: ["post", "story"],
  ///         fixed: [4: "promo", -1: "poll"],
  ///         fallback: "filler")
  ///     layout.kinds  // ["banner", "post", "ad", "promo", "filler"]
  ///
  /// Each of these kinds is either laid out (``laidOutKinds``), pinned
  /// (``pinnedKinds``) or placed (``placedKinds``). A kind that the rules name only as a repeatable, or
  /// only at negative fixed positions, is left out: its items never show.
  /// A feed needs sources of these kinds only.
  ///
  /// - Complexity: O(*r* log *r*), where *r* is the size of the rules.
  @inlinable
  public var kinds: [Kind] {
    _kinds { $0.kinds }
  }

  /// The kinds that the header, the pattern and the fallback lay out, each
  /// once, in the order they first appear there.
  ///
  ///     // header ["banner"], pattern ["post", "post", "ad"],
  ///     // fixed [4: "promo"], fallback "filler"
  ///     layout.laidOutKinds  // ["banner", "post", "ad", "filler"]
  ///
  /// Their items fill slots pass after pass, in the order of the rules. A
  /// ``SlotCollection`` also puts items of header and fallback kinds at
  /// their fixed positions; a ``SlotFeed`` never puts these kinds at fixed
  /// positions: a live feed pins only the ``pinnedKinds``.
  ///
  /// - Complexity: O(*r* log *r*), where *r* is the size of the rules.
  @inlinable
  public var laidOutKinds: [Kind] {
    _kinds { $0.laidOutKinds }
  }

  /// The kinds that show only at fixed positions: the kinds of ``fixed``
  /// entries at positions of zero or more that the header, the pattern and
  /// the fallback do not lay out, each once, in ascending order of their
  /// first position.
  ///
  ///     // header ["banner"], pattern ["post", "post", "ad"],
  ///     // fixed [4: "promo", 9: "banner", -1: "poll"]
  ///     layout.pinnedKinds  // ["promo"]
  ///
  /// A feed shows one item of such a kind at most at each of its fixed
  /// positions, so it never needs more items of it than it has positions.
  ///
  /// - Complexity: O(*r* log *r*), where *r* is the size of the rules.
  @inlinable
  public var pinnedKinds: [Kind] {
    _kinds { $0.pinnedKinds }
  }

  /// Translates the rules and answers `question` about them with kinds.
  /// The kinds that the placements lay over the main rows, in order of
  /// priority: the kinds of ``placements``.
  ///
  ///     // placements [ad every 5, user every 15]
  ///     layout.placedKinds  // ["ad", "user"]
  ///
  /// A placed kind is never laid out nor pinned by the main rules.
  ///
  /// - Complexity: O(*r* log *r*), where *r* is the size of the rules.
  @inlinable
  public var placedKinds: [Kind] {
    _kinds { $0.placedKinds }
  }

  @inlinable
  internal func _kinds(_ question: (_LayoutRules) -> [Int]) -> [Kind] {
    var table = _KindTable<Kind>()
    let rules = _LayoutRules(self, table: &table)
    return question(rules).map { table.kinds[$0] }
  }

  /// Returns `kinds` in the order these rules give, the order in which the
  /// library encodes and describes unordered kinds
  /// (<doc:SavingFeedsAndCursors#The-order-of-kinds>): the kinds the rules
  /// name by first appearance in the header, the pattern, the fixed entries
  /// (by ascending position), the fallback and the placements, then the
  /// others by their descriptions, and by the `dump` of their structure
  /// where descriptions are equal.
  ///
  /// - Complexity: O(*r* + *n* log *n*), where *r* is the size of the rules
  ///   and *n* the number of kinds, after describing the kinds not named.
  internal func _ordered(_ kinds: some Sequence<Kind>) -> [Kind] {
    var rank: [Kind: Int] = [:]
    let fixedKinds = fixed.sorted { $0.key < $1.key }.map(\.value)
    let named = [header, pattern, fixedKinds, fallback.map { [$0] } ?? [], placements.map(\.kind)]
    for kind in named.joined() where rank[kind] == nil { rank[kind] = rank.count }
    func structure(_ kind: Kind) -> String {
      var text = ""
      dump(kind, to: &text)
      return text
    }
    // Sorted by keys of concrete types, so that the sort is specialized
    // whatever `Kind` is: a generic sort costs several times as much.
    let kinds = Array(kinds)
    var keys = kinds.indices.map { (rank: rank[kinds[$0]] ?? .max, name: "\(kinds[$0])", at: $0) }
    keys.sort {
      if $0.rank != $1.rank { return $0.rank < $1.rank }
      if $0.name != $1.name { return $0.name < $1.name }
      return structure(kinds[$0.at]) < structure(kinds[$1.at])
    }
    return keys.map { kinds[$0.at] }
  }
}
