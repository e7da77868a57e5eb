//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCursor {
  internal enum _CodingKeys: String, CodingKey {
    case version, rulePosition, offsets, header, slot, blocked, live, ruleRow, gapClosed, placements
    case layout, kinds
  }

  internal enum _PlacementKeys: String, CodingKey { case kind, count, last, groups }

  /// The version of the cursor's format: it changes only when the cursor's
  /// format does. A saved feed's format is numbered apart
  /// (`SlotFeed._formatVersion`), though a feed holds a cursor.
  internal static var _formatVersion: Int { 2 }
}

extension SlotCursor: Encodable where Kind: Encodable {
  /// Encodes the cursor into the given encoder, in version 2 of the format
  /// that <doc:SavingFeedsAndCursors#Cursors> describes.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding a kind throws.
  /// - Complexity: O(*k* log *k*), where *k* is the number of kinds the
  ///   cursor names.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(Self._formatVersion, forKey: .version)
    try container.encode(rulePosition, forKey: .rulePosition)
    var offsets = container.nestedUnkeyedContainer(forKey: .offsets)
    for kind in SlotLayout<Kind>()._ordered(_offsets.keys) {
      var pair = offsets.nestedUnkeyedContainer()
      try pair.encode(kind)
      try pair.encode(_offsets[kind]!)
    }
    if _inHeader { try container.encode(true, forKey: .header) }
    try container.encode(_slot, forKey: .slot)
    if _blocked { try container.encode(true, forKey: .blocked) }
    if !_live.isEmpty { try container.encode(SlotLayout<Kind>()._ordered(_live), forKey: .live) }
    if ruleRow != rulePosition { try container.encode(ruleRow, forKey: .ruleRow) }
    if !_isGapOpen { try container.encode(true, forKey: .gapClosed) }
    if let identity = _layoutIdentity {
      try container.encode(identity.fingerprintText, forKey: .layout)
      try container.encode(identity.kinds, forKey: .kinds)
    }
    guard !_placements.isEmpty else { return }
    var list = container.nestedUnkeyedContainer(forKey: .placements)
    for kind in SlotLayout<Kind>()._ordered(_placements.keys) {
      let state = _placements[kind]!
      var entry = list.nestedContainer(keyedBy: _PlacementKeys.self)
      try entry.encode(kind, forKey: .kind)
      try entry.encode(state.count, forKey: .count)
      try entry.encodeIfPresent(state.last, forKey: .last)
      if !state.groups.isEmpty { try entry.encode(state.groups, forKey: .groups) }
    }
  }
}

extension SlotCursor: Decodable where Kind: Decodable {
  /// Creates a cursor by decoding it in the format that ``encode(to:)``
  /// writes.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed or impossible, as
  ///   <doc:SavingFeedsAndCursors#Versions-and-checks> lists. Whether the
  ///   cursor fits some rules is checked when a feed resumes from it.
  /// - Complexity: O(*k*), where *k* is the number of kinds and groups the
  ///   cursor names.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    try container._checkFormatVersion(Self._formatVersion, of: "SlotCursor", forKey: .version)
    var offsets: [Kind: Int] = [:]
    var pairs = try container.nestedUnkeyedContainer(forKey: .offsets)
    while !pairs.isAtEnd {
      var pair = try pairs.nestedUnkeyedContainer()
      let (kind, offset) = (try pair.decode(Kind.self), try pair.decode(Int.self))
      guard pair.isAtEnd else {
        throw container._impossible(.offsets, "an offset pair holds more than two values")
      }
      let count = try container._checkCount(offset, "offset for \(kind)", at: .offsets)
      guard offsets.updateValue(count, forKey: kind) == nil else {
        throw container._impossible(.offsets, "the kind \(kind) has two offsets")
      }
    }
    let live = try container.decodeIfPresent([Kind].self, forKey: .live) ?? []
    guard Set(live).count == live.count else {
      throw container._impossible(.live, "a live repeatable named twice")
    }
    var placements: [Kind: _PlacementState.Placement] = [:]
    if container.contains(.placements) {
      var list = try container.nestedUnkeyedContainer(forKey: .placements)
      while !list.isAtEnd {
        let entry = try list.nestedContainer(keyedBy: _PlacementKeys.self)
        // Rows and groups are checked against the rule row on resuming.
        let kind = try entry.decode(Kind.self, forKey: .kind)
        let state = _PlacementState.Placement(
          count: try entry._decodeCount(forKey: .count, "count"),
          last: try entry.decodeIfPresent(Int.self, forKey: .last),
          groups: try entry.decodeIfPresent([String: Int].self, forKey: .groups) ?? [:])
        guard placements.updateValue(state, forKey: kind) == nil else {
          throw container._impossible(.placements, "the kind \(kind) has two placement states")
        }
      }
    }
    let rulePosition = try container._decodeCount(forKey: .rulePosition, "rule position")
    var identity: _LayoutIdentity?
    if let text = try container.decodeIfPresent(String.self, forKey: .layout) {
      guard let fingerprint = _LayoutIdentity.fingerprint(fromText: text) else {
        throw container._impossible(.layout, "a layout fingerprint is 16 lowercase hex digits")
      }
      let kinds = try container.decode([Kind].self, forKey: .kinds)
      guard Set(kinds).count == kinds.count else {
        throw container._impossible(.kinds, "a kind of the layout named twice")
      }
      identity = _LayoutIdentity(fingerprint: fingerprint, kinds: kinds)
    } else if container.contains(.kinds) {
      throw container._impossible(.kinds, "the layout's kinds without its fingerprint")
    }
    self.init(
      offsets: offsets,
      inHeader: try container.decodeIfPresent(Bool.self, forKey: .header) ?? false,
      slot: try container._decodeCount(forKey: .slot, "slot"),
      blocked: try container.decodeIfPresent(Bool.self, forKey: .blocked) ?? false,
      live: Set(live), rulePosition: rulePosition,
      ruleRow: try container.contains(.ruleRow)
        ? container._decodeCount(forKey: .ruleRow, "rule row") : rulePosition,
      isGapOpen: !(try container.decodeIfPresent(Bool.self, forKey: .gapClosed) ?? false),
      placements: placements, layout: identity)
  }
}
