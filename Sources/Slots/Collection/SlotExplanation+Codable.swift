//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// An explanation as JSON: `{"position": 7, "kind": "user", "reason":
// {"rule": "placement", "index": 1, "count": 0, "dueRow": 5, …}}`. The
// reason names its rule under `rule` and writes its fields beside it;
// absent fields are left out.

extension SlotExplanation {
  internal enum _CodingKeys: String, CodingKey { case position, kind, reason }
}

extension SlotExplanation.Reason {
  internal enum _CodingKeys: String, CodingKey {
    case rule, slot, pass, replacing, position, placement
  }
}

extension SlotExplanation.Placement {
  internal enum _CodingKeys: String, CodingKey {
    case index, count, previousRow, dueRow, dueField, group, groupRow, eligibleRow, row
    case gapTakenBy
  }
}

extension SlotExplanation: Encodable where Kind: Encodable {
  /// Encodes the explanation as the keys `position`, `kind` and `reason`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding a kind throws.
  /// - Complexity: O(1), beyond encoding the kinds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(position, forKey: .position)
    try container.encode(kind, forKey: .kind)
    try container.encode(reason, forKey: .reason)
  }
}

extension SlotExplanation: Decodable where Kind: Decodable {
  /// Creates an explanation by decoding the keys `position`, `kind` and
  /// `reason`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed.
  /// - Complexity: O(1), beyond decoding the kinds.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    self.init(
      position: try container.decode(Int.self, forKey: .position),
      kind: try container.decode(Kind.self, forKey: .kind),
      reason: try container.decode(Reason.self, forKey: .reason))
  }
}

extension SlotExplanation.Reason: Encodable where Kind: Encodable {
  /// Encodes the reason as its rule's name under the key `rule` —
  /// `header`, `pattern`, `repeatable`, `fallback`, `fixed`, `placement`,
  /// `prepended` or `settled` — with its fields beside it.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding a kind throws.
  /// - Complexity: O(1), beyond encoding the kinds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    switch self {
    case .header(let slot):
      try container.encode("header", forKey: .rule)
      try container.encode(slot, forKey: .slot)
    case .pattern(let slot, let pass):
      try container.encode("pattern", forKey: .rule)
      try container.encode(slot, forKey: .slot)
      try container.encode(pass, forKey: .pass)
    case .repeatable(let slot, let pass):
      try container.encode("repeatable", forKey: .rule)
      try container.encode(slot, forKey: .slot)
      try container.encode(pass, forKey: .pass)
    case .fallback(let slot, let pass, let replacing):
      try container.encode("fallback", forKey: .rule)
      try container.encode(slot, forKey: .slot)
      try container.encodeIfPresent(pass, forKey: .pass)
      try container.encode(replacing, forKey: .replacing)
    case .fixed(let position):
      try container.encode("fixed", forKey: .rule)
      try container.encode(position, forKey: .position)
    case .placement(let placement):
      try container.encode("placement", forKey: .rule)
      try container.encode(placement, forKey: .placement)
    case .prepended:
      try container.encode("prepended", forKey: .rule)
    case .settled:
      try container.encode("settled", forKey: .rule)
    case .settledUnderEarlierRules:
      try container.encode("settledUnderEarlierRules", forKey: .rule)
    }
  }
}

extension SlotExplanation.Reason: Decodable where Kind: Decodable {
  /// Creates a reason by decoding its rule's name under the key `rule` and
  /// its fields beside it.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed or names no rule.
  /// - Complexity: O(1), beyond decoding the kinds.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    switch try container.decode(String.self, forKey: .rule) {
    case "header": self = .header(slot: try container.decode(Int.self, forKey: .slot))
    case "pattern":
      self = .pattern(
        slot: try container.decode(Int.self, forKey: .slot),
        pass: try container.decode(Int.self, forKey: .pass))
    case "repeatable":
      self = .repeatable(
        slot: try container.decode(Int.self, forKey: .slot),
        pass: try container.decode(Int.self, forKey: .pass))
    case "fallback":
      self = .fallback(
        slot: try container.decode(Int.self, forKey: .slot),
        pass: try container.decodeIfPresent(Int.self, forKey: .pass),
        replacing: try container.decode(Kind.self, forKey: .replacing))
    case "fixed": self = .fixed(position: try container.decode(Int.self, forKey: .position))
    case "placement":
      self = .placement(
        try container.decode(SlotExplanation.Placement.self, forKey: .placement))
    case "prepended": self = .prepended
    case "settled": self = .settled
    case "settledUnderEarlierRules": self = .settledUnderEarlierRules
    case let rule:
      throw DecodingError.dataCorruptedError(
        forKey: .rule, in: container, debugDescription: "No rule is named \(rule)")
    }
  }
}

extension SlotExplanation.Placement: Encodable where Kind: Encodable {
  /// Encodes the placed row's account, a key a field, leaving out the
  /// fields that are `nil`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding a kind throws.
  /// - Complexity: O(1), beyond encoding the kind.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(index, forKey: .index)
    try container.encode(count, forKey: .count)
    try container.encodeIfPresent(previousRow, forKey: .previousRow)
    try container.encode(dueRow, forKey: .dueRow)
    try container.encode(dueField.rawValue, forKey: .dueField)
    try container.encodeIfPresent(group, forKey: .group)
    try container.encodeIfPresent(groupRow, forKey: .groupRow)
    try container.encode(eligibleRow, forKey: .eligibleRow)
    try container.encode(row, forKey: .row)
    try container.encodeIfPresent(gapTakenBy, forKey: .gapTakenBy)
  }
}

extension SlotExplanation.Placement: Decodable where Kind: Decodable {
  /// Creates a placed row's account by decoding its fields, a key a field;
  /// a missing optional field is `nil`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed.
  /// - Complexity: O(1), beyond decoding the kind.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    let fieldName = try container.decode(String.self, forKey: .dueField)
    guard let dueField = SlotPlacementError.Field(rawValue: fieldName) else {
      throw container._impossible(.dueField, "No field of a placement is named \(fieldName)")
    }
    self.init(
      index: try container.decode(Int.self, forKey: .index),
      count: try container.decode(Int.self, forKey: .count),
      previousRow: try container.decodeIfPresent(Int.self, forKey: .previousRow),
      dueRow: try container.decode(Int.self, forKey: .dueRow), dueField: dueField,
      group: try container.decodeIfPresent(String.self, forKey: .group),
      groupRow: try container.decodeIfPresent(Int.self, forKey: .groupRow),
      eligibleRow: try container.decode(Int.self, forKey: .eligibleRow),
      row: try container.decode(Int.self, forKey: .row),
      gapTakenBy: try container.decodeIfPresent(Kind.self, forKey: .gapTakenBy))
  }
}
