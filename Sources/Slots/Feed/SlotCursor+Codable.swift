//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCursor {
  @usableFromInline
  internal enum _CodingKeys: String, CodingKey {
    case rulePosition, offsets, header, slot, blocked, live, ruleRow, gapClosed, placements
  }

  /// The kinds of `kinds`, in the order a cursor's description names them:
  /// by their description.
  @usableFromInline
  internal enum _PlacementKeys: String, CodingKey {
    case kind, count, last, groups
  }

  @inlinable
  internal static func _ordered<Kinds: Sequence>(_ kinds: Kinds) -> [Kind]
  where Kinds.Element == Kind {
    kinds.map { (kind: $0, key: String(describing: $0)) }.sorted { $0.key < $1.key }.map(\.kind)
  }
}

extension SlotCursor: Encodable where Kind: Encodable {
  /// Encodes the cursor into the given encoder, compactly and always in the
  /// same order.
  ///
  /// The cursor becomes one keyed container; with `JSONEncoder` and `String`
  /// kinds:
  ///
  ///     {"rulePosition": 9, "offsets": [["ad", 1], ["post", 8]], "slot": 2,
  ///      "blocked": true, "live": ["post"]}
  ///
  /// `offsets` pairs each kind that took items with their number; `header`
  /// and `blocked` appear only when true, `live` only when some repeatables
  /// are live. With placements, `ruleRow` appears when it differs from
  /// `rulePosition`, `gapClosed` when true, and `placements` when some
  /// placement has taken a row: for each placed kind, its `count`, the rule
  /// row of its `last` row, and `groups`, the rule row of the latest row of
  /// each group that can still hold an item back:
  ///
  ///     "placements": [{"count": 1, "groups": {"N": 2}, "kind": "ad", "last": 2}]
  ///
  /// Kinds are written in ascending order of their own encoded
  /// forms (as ``SlotLayout`` writes its repeatables), so with
  /// `JSONEncoder.OutputFormatting.sortedKeys` the same cursor gives the same
  /// bytes in any process.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Complexity: O(*k* log *k*), where *k* is the number of kinds the
  ///   cursor names.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(rulePosition, forKey: .rulePosition)
    var offsets = container.nestedUnkeyedContainer(forKey: .offsets)
    for kind in try _EncodedForm.sorted(_offsets.keys) {
      var pair = offsets.nestedUnkeyedContainer()
      try pair.encode(kind)
      try pair.encode(_offsets[kind]!)
    }
    if _inHeader { try container.encode(true, forKey: .header) }
    try container.encode(_slot, forKey: .slot)
    if _blocked { try container.encode(true, forKey: .blocked) }
    if !_live.isEmpty { try container.encode(_EncodedForm.sorted(_live), forKey: .live) }
    if ruleRow != rulePosition { try container.encode(ruleRow, forKey: .ruleRow) }
    if !_isGapOpen { try container.encode(true, forKey: .gapClosed) }
    if !_placements.isEmpty {
      var list = container.nestedUnkeyedContainer(forKey: .placements)
      for kind in try _EncodedForm.sorted(_placements.keys) {
        let state = _placements[kind]!
        var entry = list.nestedContainer(keyedBy: _PlacementKeys.self)
        try entry.encode(kind, forKey: .kind)
        try entry.encode(state.count, forKey: .count)
        try entry.encodeIfPresent(state.last, forKey: .last)
        if !state.groups.isEmpty {
          try entry.encode(state.groups, forKey: .groups)
        }
      }
    }
  }
}

extension SlotCursor: Decodable where Kind: Decodable {
  /// Creates a cursor by decoding it from the given decoder, in the form
  /// that ``encode(to:)`` writes.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed or impossible: a
  ///   negative rule position, slot or offset, a kind named twice, or an
  ///   offset pair that is not a kind and a number. Whether the cursor fits
  ///   some rules is checked when a feed resumes from it.
  /// - Complexity: O(*k*), where *k* is the number of kinds the cursor
  ///   names.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    func impossible(_ key: _CodingKeys, _ message: String) -> DecodingError {
      DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: container.codingPath + [key], debugDescription: message))
    }
    let rulePosition = try container.decode(Int.self, forKey: .rulePosition)
    guard rulePosition >= 0 else { throw impossible(.rulePosition, "a negative rule position") }
    var offsets: [Kind: Int] = [:]
    var pairs = try container.nestedUnkeyedContainer(forKey: .offsets)
    while !pairs.isAtEnd {
      var pair = try pairs.nestedUnkeyedContainer()
      let kind = try pair.decode(Kind.self)
      let offset = try pair.decode(Int.self)
      guard pair.isAtEnd else {
        throw impossible(.offsets, "an offset pair holds more than two values")
      }
      guard offset >= 0 else { throw impossible(.offsets, "a negative offset for \(kind)") }
      guard offsets.updateValue(offset, forKey: kind) == nil else {
        throw impossible(.offsets, "the kind \(kind) has two offsets")
      }
    }
    let slot = try container.decode(Int.self, forKey: .slot)
    guard slot >= 0 else { throw impossible(.slot, "a negative slot") }
    let live = try container.decodeIfPresent([Kind].self, forKey: .live) ?? []
    guard Set(live).count == live.count else {
      throw impossible(.live, "a live repeatable named twice")
    }
    var placements: [Kind: _PlacementState.Placement] = [:]
    if container.contains(.placements) {
      var list = try container.nestedUnkeyedContainer(forKey: .placements)
      while !list.isAtEnd {
        let entry = try list.nestedContainer(keyedBy: _PlacementKeys.self)
        let kind = try entry.decode(Kind.self, forKey: .kind)
        let state = _PlacementState.Placement(
          count: try entry.decode(Int.self, forKey: .count),
          last: try entry.decodeIfPresent(Int.self, forKey: .last),
          groups: try entry.decodeIfPresent([String: Int].self, forKey: .groups) ?? [:])
        guard placements.updateValue(state, forKey: kind) == nil else {
          throw impossible(.placements, "the kind \(kind) has two placement states")
        }
      }
    }
    self.init(
      offsets: offsets,
      inHeader: try container.decodeIfPresent(Bool.self, forKey: .header) ?? false,
      slot: slot,
      blocked: try container.decodeIfPresent(Bool.self, forKey: .blocked) ?? false,
      live: Set(live), rulePosition: rulePosition,
      ruleRow: try container.decodeIfPresent(Int.self, forKey: .ruleRow),
      isGapOpen: !(try container.decodeIfPresent(Bool.self, forKey: .gapClosed) ?? false),
      placements: placements)
  }
}
