//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// An absence as JSON: `{"kind": "ad", "reason": {"reason": "noGap",
// "placement": 0, "dueRow": 14}, "demand": 0}`; absent fields are left out.

extension SlotAbsence {
  internal enum _CodingKeys: String, CodingKey { case kind, reason, demand }
}

extension SlotAbsence.Reason {
  internal enum _CodingKeys: String, CodingKey {
    case reason, slot, pass, waitingFor, placement, group, groupRow, untilRow, dueRow
  }
}

extension SlotAbsence: Encodable where Kind: Encodable {
  /// Encodes the absence as the keys `kind`, `reason` and, in a live feed,
  /// `demand`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding a kind throws.
  /// - Complexity: O(1), beyond encoding the kinds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(reason, forKey: .reason)
    try container.encodeIfPresent(demand, forKey: .demand)
  }
}

extension SlotAbsence: Decodable where Kind: Decodable {
  /// Creates an absence by decoding the keys `kind`, `reason` and
  /// `demand`, which may be missing.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed.
  /// - Complexity: O(1), beyond decoding the kinds.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    self.init(
      kind: try container.decode(Kind.self, forKey: .kind),
      reason: try container.decode(Reason.self, forKey: .reason),
      demand: try container.decodeIfPresent(Int.self, forKey: .demand))
  }
}

extension SlotAbsence.Reason: Encodable where Kind: Encodable {
  /// Encodes the reason as its name under the key `reason` — `notInRules`,
  /// `noItemLeft`, `emptyPattern`, `stopped`, `headerPlayedOnce`,
  /// `noFixedPosition`, `limitReached`, `heldBySeparation` or `noGap` —
  /// with its fields beside it.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding a kind throws.
  /// - Complexity: O(1), beyond encoding the kind.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CodingKeys.self)
    switch self {
    case .notInRules: try container.encode("notInRules", forKey: .reason)
    case .noItemLeft: try container.encode("noItemLeft", forKey: .reason)
    case .emptyPattern: try container.encode("emptyPattern", forKey: .reason)
    case .stopped(let slot, let pass, let waitingFor):
      try container.encode("stopped", forKey: .reason)
      try container.encode(slot, forKey: .slot)
      try container.encodeIfPresent(pass, forKey: .pass)
      try container.encode(waitingFor, forKey: .waitingFor)
    case .headerPlayedOnce: try container.encode("headerPlayedOnce", forKey: .reason)
    case .noFixedPosition: try container.encode("noFixedPosition", forKey: .reason)
    case .limitReached(let placement):
      try container.encode("limitReached", forKey: .reason)
      try container.encode(placement, forKey: .placement)
    case .heldBySeparation(let placement, let group, let groupRow, let untilRow):
      try container.encode("heldBySeparation", forKey: .reason)
      try container.encode(placement, forKey: .placement)
      try container.encode(group, forKey: .group)
      try container.encode(groupRow, forKey: .groupRow)
      try container.encode(untilRow, forKey: .untilRow)
    case .noGap(let placement, let dueRow):
      try container.encode("noGap", forKey: .reason)
      try container.encode(placement, forKey: .placement)
      try container.encode(dueRow, forKey: .dueRow)
    }
  }
}

extension SlotAbsence.Reason: Decodable where Kind: Decodable {
  /// Creates a reason by decoding its name under the key `reason` and its
  /// fields beside it.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed or names no
  ///   reason.
  /// - Complexity: O(1), beyond decoding the kind.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    switch try container.decode(String.self, forKey: .reason) {
    case "notInRules": self = .notInRules
    case "noItemLeft": self = .noItemLeft
    case "emptyPattern": self = .emptyPattern
    case "stopped":
      self = .stopped(
        slot: try container.decode(Int.self, forKey: .slot),
        pass: try container.decodeIfPresent(Int.self, forKey: .pass),
        waitingFor: try container.decode(Kind.self, forKey: .waitingFor))
    case "headerPlayedOnce": self = .headerPlayedOnce
    case "noFixedPosition": self = .noFixedPosition
    case "limitReached":
      self = .limitReached(placement: try container.decode(Int.self, forKey: .placement))
    case "heldBySeparation":
      self = .heldBySeparation(
        placement: try container.decode(Int.self, forKey: .placement),
        group: try container.decode(String.self, forKey: .group),
        groupRow: try container.decode(Int.self, forKey: .groupRow),
        untilRow: try container.decode(Int.self, forKey: .untilRow))
    case "noGap":
      self = .noGap(
        placement: try container.decode(Int.self, forKey: .placement),
        dueRow: try container.decode(Int.self, forKey: .dueRow))
    case let reason:
      throw DecodingError.dataCorruptedError(
        forKey: .reason, in: container, debugDescription: "No reason is named \(reason)")
    }
  }
}
