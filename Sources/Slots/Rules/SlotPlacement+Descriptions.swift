//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotPlacement: CustomStringConvertible {
  /// A textual representation of the placement, naming the fields that
  /// differ from their defaults.
  ///
  /// The kind is written as `String(reflecting:)` writes it, then `every`,
  /// and `rows`, `first`, `limit` and `separation` only when they are not
  /// their defaults:
  ///
  ///     SlotPlacement(kind: "ad", every: 5, limit: 20).description
  ///     // "ad" every 5, limit 20
  ///     SlotPlacement(kind: "ad", rows: [1, 3], every: 3).description
  ///     // "ad" every 3, rows [1, 3]
  ///
  /// - Complexity: O(*n*), where *n* is the length of ``rows``, plus
  ///   describing the kind.
  public var description: String {
    var text = "\(String(reflecting: kind)) every \(every)"
    if !rows.isEmpty { text += ", rows \(rows)" }
    if first != Self._defaultFirst(rows: rows, every: every) { text += ", first \(first)" }
    if let limit { text += ", limit \(limit)" }
    if separation != Self._defaultSeparation { text += ", separation \(separation)" }
    return text
  }
}
