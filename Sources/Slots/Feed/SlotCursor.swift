//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Where the rules of a live feed stand after a row: enough to lay out the
/// rows that follow it later, from the sources as they are then.
///
/// A cursor is the rule state of <doc:LiveFeeds>: how many items of each kind
/// the rows so far have taken, the pass in progress (header or pattern, the
/// next slot and its `blocked` flag), the live repeatables, and the rule
/// position. A server that serves a mixed feed page by page takes the cursor
/// after each page's last row, gives it to the client, and lays out the next
/// page from it when the client asks, keeping nothing in between:
///
///     // First request: the top of the feed.
///     var feed = SlotFeed<String, Post>(layout: rules)
///     _ = feed.append(contentsOf: posts(from: 0), to: "post")
///     _ = feed.append(contentsOf: ads(from: 0), to: "ad")
///     let page = Array(feed.prefix(20))
///     let cursor = feed.cursor(after: page.count - 1)
///
///     // Next request, with the cursor: the rows that follow.
///     var next = try SlotFeed(layout: rules, resumingAfter: cursor)
///     _ = next.append(contentsOf: posts(from: cursor.offset(of: "post")), to: "post")
///     _ = next.append(contentsOf: ads(from: cursor.offset(of: "ad")), to: "ad")
///
/// A cursor also names the rules it was taken under, by a fingerprint and
/// their kinds: a feed resumed from it under other rules goes on as
/// ``SlotFeed/replaceLayout(with:)`` would have gone on after its row.
///
/// Cursors are small values: `Hashable`, `Codable` (when `Kind` is), and
/// `Sendable` (when `Kind` is). The article <doc:ServingPageByPage> shows a
/// request handler.
public struct SlotCursor<Kind: Hashable>: Hashable {
  /// The items taken of each kind; kinds that took none are left out.
  @usableFromInline internal var _offsets: [Kind: Int]
  /// Whether the pass in progress is the header pass.
  @usableFromInline internal var _inHeader: Bool
  /// The next slot of the pass in progress.
  @usableFromInline internal var _slot: Int
  /// The pass's `blocked` flag.
  @usableFromInline internal var _blocked: Bool
  /// The live repeatables.
  @usableFromInline internal var _live: Set<Kind>

  /// The number of rows laid out by the rules so far — by their passes or
  /// by fixed positions, hidden rows included, prepended rows not.
  ///
  /// Fixed positions are rule positions: a feed resumed after this cursor
  /// puts a fixed item at position `p` at row `p - rulePosition` of its own.
  public let rulePosition: Int

  /// The number of rows laid out by the rules so far, main rows and placed
  /// rows alike — hidden rows included, prepended rows not.
  ///
  /// The placements of the layout count their rows in rule rows: a
  /// placement's ``SlotPlacement/first`` row, the spacing ``SlotPlacement/every``
  /// and ``SlotPlacement/separation`` are all measured against it, so a feed
  /// resumed after this cursor goes on with each cadence where the cursor
  /// left it. ``rulePosition`` counts the main rows only, as fixed positions
  /// need.
  ///
  ///     // pattern ["post"], repeatables ["post"], placements [ad every 3],
  ///     // rows p0 p1 a0 p2 p3 a1 …
  ///     let cursor = feed.cursor(after: 5)
  ///     cursor.ruleRow       // 6: four posts and two ads
  ///     cursor.rulePosition  // 4: the posts
  ///
  /// In a feed that never had placements, this is ``rulePosition``.
  public let ruleRow: Int

  /// Whether the gap after the last rule row can still take a placed row
  /// (the last rule row is a main row, or there is none yet).
  @usableFromInline internal var _isGapOpen: Bool

  /// The state of each placed kind that has taken a row: its row count,
  /// the rule row of its latest row, and its recent groups.
  @usableFromInline internal var _placements: [Kind: _PlacementState.Placement]

  /// The rules the cursor was taken under; `nil` for a cursor decoded
  /// without them, which resumes only under rules it fits.
  @usableFromInline internal var _layoutIdentity: _LayoutIdentity?

  @inlinable
  internal init(
    offsets: [Kind: Int], inHeader: Bool, slot: Int, blocked: Bool, live: Set<Kind>,
    rulePosition: Int, ruleRow: Int? = nil, isGapOpen: Bool = true,
    placements: [Kind: _PlacementState.Placement] = [:], layout: _LayoutIdentity? = nil
  ) {
    _layoutIdentity = layout
    self.ruleRow = ruleRow ?? rulePosition
    _isGapOpen = isGapOpen
    _placements = placements
    // Filtered only when needed: a cursor carries a resumed feed's offsets
    // in the storage it was given, without a copy.
    _offsets = offsets.values.contains(0) ? offsets.filter { $0.value != 0 } : offsets
    _inHeader = inHeader
    _slot = slot
    _blocked = blocked
    _live = live
    self.rulePosition = rulePosition
  }

  /// Returns the number of items of a kind that the rows up to the cursor
  /// have taken: the offset, in the kind's source, of the next item the
  /// rules will take.
  ///
  ///     let cursor = feed.cursor(after: 19)
  ///     cursor.offset(of: "post")  // 15: posts 0 ..< 15 are served
  ///
  /// A resumed feed's sources hold only the items from this offset on.
  ///
  /// - Parameter kind: A kind of content.
  /// - Returns: The number of items of `kind` taken; zero for a kind the
  ///   rows have not taken.
  /// - Complexity: O(1) on average.
  @inlinable
  public func offset(of kind: Kind) -> Int {
    _offsets[kind] ?? 0
  }
}

extension SlotCursor: Sendable where Kind: Sendable {}

extension SlotCursor {
  /// The largest count, offset or row a cursor may hold: far beyond any
  /// feed that fits in memory, and far enough below `Int.max` that
  /// laying out rows from it cannot overflow.
  @inlinable
  internal static var _limit: Int { _countLimit }

  /// Whether every count, offset and row of the cursor lies in
  /// `0 ... _limit`.
  @inlinable
  internal var _isInRange: Bool {
    let range = 0...Self._limit
    return range.contains(rulePosition) && range.contains(ruleRow) && range.contains(_slot)
      && _offsets.values.allSatisfy { range.contains($0) }
      && _placements.values.allSatisfy { state in
        range.contains(state.count) && (state.last.map { range.contains($0) } ?? true)
          && state.groups.values.allSatisfy { range.contains($0) }
      }
  }
}

/// Why a live feed cannot go on from a cursor with the given rules, or why
/// a sealed token gives no cursor.
///
/// ``SlotFeed/init(layout:resumingAfter:)`` throws it when the cursor does
/// not fit the rules; decoding a ``SlotFeed`` throws it when the decoded rule
/// state does not fit the decoded rules; ``SlotCursor/init(token:keys:now:)``
/// throws it for a token it refuses.
public enum SlotCursorError: Error, Hashable, Sendable {
  /// The cursor stands at a slot the rules do not have: beyond the end of
  /// the header (or in a header the rules do not have), or beyond the end of
  /// the pattern.
  case slotOutsideRules(slot: Int, inHeader: Bool)

  /// A live repeatable of the cursor is not in the pattern: the rules would
  /// never stop.
  case liveRepeatableOutsidePattern

  /// A count, offset or row of the cursor is beyond what any feed can lay
  /// out (2⁴⁸ rows or items): the cursor did not come from a feed.
  case valueOutOfRange

  /// The cursor's placement state cannot stand where the cursor does: a
  /// negative count, a latest row at or after ``SlotCursor/ruleRow``, fewer
  /// rule rows than rule positions, or groups for a placement without a
  /// separation.
  ///
  /// A cursor that still holds groups for a kind, resumed with rules that
  /// place the same kind without a separation, throws it — unless the
  /// cursor names other rules, and the feed re-anchors, dropping the groups
  /// as new rules drop them. The state of a kind that the rules do
  /// not place at all is dropped instead, as
  /// ``SlotFeed/replaceLayout(with:)`` drops it. See
  /// <doc:Placements#Across-Pages>.
  case placementStateOutsideRules

  /// The text is not a cursor token: not Base 64 for URLs, too short, or
  /// sealed but not in a format this library reads.
  case malformedToken

  /// The token's tag does not verify with any of the keys: it was changed,
  /// or sealed with another key.
  case forged

  /// The token is past its expiry time.
  case expired
}

extension SlotCursorError: CustomStringConvertible {
  /// A sentence that says what does not fit.
  ///
  /// - Complexity: O(1).
  public var description: String {
    switch self {
    case .slotOutsideRules(let slot, let inHeader):
      return "the cursor stands at slot \(slot) of the \(inHeader ? "header" : "pattern"), "
        + "which the rules do not have"
    case .liveRepeatableOutsidePattern:
      return "the cursor has a live repeatable that is not in the pattern"
    case .valueOutOfRange:
      return "the cursor holds a count, offset or row beyond 2^48, which no feed reaches"
    case .placementStateOutsideRules:
      return "the cursor's placement state does not fit its rule row or the placements"
    case .malformedToken:
      return "the cursor token is malformed"
    case .forged:
      return "the cursor token is forged: its seal does not verify with any key"
    case .expired:
      return "the cursor token has expired"
    }
  }
}
