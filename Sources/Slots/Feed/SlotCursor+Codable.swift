//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCursor {
  @usableFromInline
  internal enum _CodingKeys: String, CodingKey {
    case version, rulePosition, offsets, header, slot, blocked, live
  }

  /// The version of the formats of cursors and live feeds.
  internal static var _formatVersion: Int { 2 }

  /// `kinds` in the order a cursor writes and describes them: by their
  /// descriptions, as ``SlotLayout/encode(to:)`` orders kinds no rule names.
  internal static func _ordered(_ kinds: some Sequence<Kind>) -> [Kind] {
    SlotLayout<Kind>()._ordered(kinds)
  }
}

extension SlotCursor: Encodable where Kind: Encodable {
  /// Encodes the cursor into the given encoder, in version 2 of its format.
  ///
  /// The cursor becomes one keyed container; with `String` kinds:
  ///
  ///     {"version": 2, "rulePosition": 9, "offsets": [["ad", 1], ["post", 8]],
  ///      "slot": 2, "blocked": true, "live": ["post"]}
  ///
  /// `version` is 2; `rulePosition` is ``rulePosition``; `offsets` pairs
  /// each kind whose rows took items with their number (see
  /// ``offset(of:)``); `slot` is the next slot of the pass in progress, and
  /// `header` (written only when true) says that pass is the header's;
  /// `blocked` (only when true) says a kind of the pass ran out, and `live`
  /// (only when some are) lists the repeatables that still have items.
  ///
  /// Kinds come in the order of their descriptions (of the `dump` of their
  /// structure where descriptions are equal), so with
  /// `JSONEncoder.OutputFormatting.sortedKeys` equal cursors give the same
  /// bytes in any process.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Complexity: O(*k* log *k*), where *k* is the number of kinds the
  ///   cursor names.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(Self._formatVersion, forKey: .version)
    try container.encode(rulePosition, forKey: .rulePosition)
    var offsets = container.nestedUnkeyedContainer(forKey: .offsets)
    for kind in Self._ordered(_offsets.keys) {
      var pair = offsets.nestedUnkeyedContainer()
      try pair.encode(kind)
      try pair.encode(_offsets[kind]!)
    }
    if _inHeader { try container.encode(true, forKey: .header) }
    try container.encode(_slot, forKey: .slot)
    if _blocked { try container.encode(true, forKey: .blocked) }
    if !_live.isEmpty { try container.encode(Self._ordered(_live), forKey: .live) }
  }
}

extension SlotCursor: Decodable where Kind: Decodable {
  /// Creates a cursor by decoding it in the format that ``encode(to:)``
  /// writes.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed or impossible: a
  ///   `version` other than 2 (cursors written before formats had versions
  ///   have none), a rule position, slot or offset that is negative or not
  ///   below 2⁵³, a kind named twice, or an offset pair that is not a kind
  ///   and a number. Whether the cursor fits some rules is checked when a
  ///   feed resumes from it.
  /// - Complexity: O(*k*), where *k* is the number of kinds the cursor
  ///   names.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    try container._checkFormatVersion(Self._formatVersion, of: "SlotCursor", forKey: .version)
    let path = container.codingPath
    var offsets: [Kind: Int] = [:]
    var pairs = try container.nestedUnkeyedContainer(forKey: .offsets)
    while !pairs.isAtEnd {
      var pair = try pairs.nestedUnkeyedContainer()
      let (kind, offset) = (try pair.decode(Kind.self), try pair.decode(Int.self))
      guard pair.isAtEnd else {
        throw DecodingError._impossible(
          path + [_CodingKeys.offsets], "an offset pair holds more than two values")
      }
      let count = try DecodingError._checkCount(
        offset, "offset for \(kind)", at: path + [_CodingKeys.offsets])
      guard offsets.updateValue(count, forKey: kind) == nil else {
        throw DecodingError._impossible(
          path + [_CodingKeys.offsets], "the kind \(kind) has two offsets")
      }
    }
    let live = try container.decodeIfPresent([Kind].self, forKey: .live) ?? []
    guard Set(live).count == live.count else {
      throw DecodingError._impossible(path + [_CodingKeys.live], "a live repeatable named twice")
    }
    self.init(
      offsets: offsets,
      inHeader: try container.decodeIfPresent(Bool.self, forKey: .header) ?? false,
      slot: try container._decodeCount(forKey: .slot, "slot"),
      blocked: try container.decodeIfPresent(Bool.self, forKey: .blocked) ?? false,
      live: Set(live),
      rulePosition: try container._decodeCount(forKey: .rulePosition, "rule position"))
  }
}
