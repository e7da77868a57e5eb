//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The rules that lay several sources out as one feed.
///
/// A layout names *kinds* of content — posts, ads, featured users — and says
/// in which order their items take turns. The items themselves live in a
/// ``SlotCollection``; a layout only holds the rules, so the same rules can be
/// shared by many feeds, compared, hashed, and shipped as JSON.
///
///     let layout = SlotLayout(
///         pattern: ["post", "post", "post", "ad"],
///         repeatables: ["post"])
///     // Three posts, then an ad; posts keep going when the ads run out.
///
/// The rules are those of Slots 2.0.0, quirks included:
///
/// - The ``header`` is laid out once, before the pattern.
/// - The ``pattern`` is then laid out again and again. When a kind in the
///   pattern runs out, the feed stops — unless some ``repeatables`` still
///   have items: then, pass after pass, the slots after the first kind that
///   ran out lay out repeatables only, until those run out too. While a
///   ``fallback`` kind is set, its items fill the slots of kinds that ran out
///   instead.
/// - Each ``fixed`` item is then put at its own absolute position, unless the
///   feed stopped within the header.
///
/// The article <doc:LayoutRules> gives the exact rules with worked examples.
public struct SlotLayout<Kind: Hashable> {
  /// The kinds laid out again and again, in order.
  ///
  /// A kind may appear more than once. An empty pattern makes an empty feed,
  /// whatever the other rules say.
  public var pattern: [Kind]

  /// The kinds laid out once, before the pattern.
  public var header: [Kind]

  /// The kinds that keep going when another kind of the pattern runs out.
  ///
  /// Only kinds that also occur in ``pattern`` take part, and repeatables are
  /// ignored altogether while a ``fallback`` kind is set.
  public var repeatables: Set<Kind>

  /// Items put at absolute positions once the rest of the feed is laid out,
  /// keyed by position.
  ///
  /// An entry is skipped when its kind occurs in ``pattern``, when its kind has
  /// no item left, or when its position lies outside `0...count` at the time
  /// it would be inserted; all are skipped when the feed stopped within the
  /// ``header``. Entries are applied in ascending order of position,
  /// so each applied item ends up exactly at its own position.
  public var fixed: [Int: Kind]

  /// The kind whose items fill the slots of kinds that ran out, if any.
  ///
  /// This is Slots 2.0's `defaultContentType`. While it is set, the feed stops
  /// at the first slot that neither its own kind nor the fallback can fill,
  /// and ``repeatables`` are ignored.
  public var fallback: Kind?

  /// The kinds laid over the main rows, each at its own cadence, in order of
  /// priority.
  ///
  /// The main rules (``header``, ``pattern``, ``repeatables``, ``fixed``,
  /// ``fallback``) lay out the *main rows*; each placement then puts its
  /// kind's items between them, at most one between two main rows. Where
  /// two placements are due at the same place, the one listed first takes
  /// it, and the other takes the next free place.
  ///
  ///     var layout = SlotLayout(pattern: ["post"], repeatables: ["post"])
  ///     layout.placements = [
  ///         SlotPlacement(kind: "ad", every: 3),
  ///         SlotPlacement(kind: "user", every: 6, first: 5),
  ///     ]
  ///     // posts p0 … p9, ads a0 …, users u0 …:
  ///     // p0 p1 a0 p2 p3 a1 p4 u0 p5 a2 p6 p7 a3 p8 u1 p9 a4
  ///
  /// Placements lay out nothing when the main rules lay out no row. The
  /// list is empty by default, and a layout without placements lays out
  /// exactly the rows of <doc:LayoutRules>.
  ///
  /// A placed kind may not be named by the main rules or by another
  /// placement: a ``SlotCollection`` or ``SlotFeed`` given such a layout
  /// stops with a message that names the placement, and decoding one
  /// throws. A placement with a non-zero ``SlotPlacement/separation`` needs
  /// items that conform to ``SlotGrouping``. The article <doc:Placements>
  /// gives the exact rules.
  public var placements: [SlotPlacement<Kind>]

  /// Creates a layout from its rules.
  ///
  ///     let layout = SlotLayout(
  ///         pattern: ["post", "post", "ad"],
  ///         header: ["banner"],
  ///         repeatables: ["post"],
  ///         fixed: [0: "promo"])
  ///
  /// - Parameters:
  ///   - pattern: The kinds laid out again and again, in order.
  ///   - header: The kinds laid out once, before the pattern.
  ///   - repeatables: The kinds of the pattern that keep going when another
  ///     kind runs out.
  ///   - fixed: Items put at absolute positions, keyed by position.
  ///   - fallback: The kind whose items fill the slots of kinds that ran out.
  ///   - placements: The kinds laid over the main rows at their own
  ///     cadence, in order of priority; none by default.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(
    pattern: [Kind] = [],
    header: [Kind] = [],
    repeatables: Set<Kind> = [],
    fixed: [Int: Kind] = [:],
    fallback: Kind? = nil,
    placements: [SlotPlacement<Kind>] = []
  ) {
    self.pattern = pattern
    self.header = header
    self.repeatables = repeatables
    self.fixed = fixed
    self.fallback = fallback
    self.placements = placements
  }
}

extension SlotLayout: Sendable where Kind: Sendable {}
