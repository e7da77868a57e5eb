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
  /// and each other field, in the order of `SlotPlacementError.Field`'s
  /// cases, only when it is not its default:
  ///
  ///     SlotPlacement(kind: "ad", every: 5, limit: 20).description
  ///     // "ad" every 5, limit 20
  ///     SlotPlacement(kind: "ad", rows: [1, 3], every: 3).description
  ///     // "ad" every 3, rows [1, 3]
  ///
  /// - Complexity: O(*n*), where *n* is the length of ``rows``, plus
  ///   describing the kind.
  public var description: String {
    let fields = SlotPlacementError.Field.allCases
    // The required fields first, then the others that are not their
    // defaults, each in `Field`'s order.
    let shown =
      fields.filter(\._isRequired) + fields.filter { !$0._isRequired && !_hasDefault($0) }
    return "\(String(reflecting: kind)) "
      + shown.map { field in
        switch self[field: field] {
        case .number(let value): "\(field.rawValue) \(value)"
        case .list(let values): "\(field.rawValue) \(values)"
        case nil: "\(field.rawValue) none"
        }
      }
      .joined(separator: ", ")
  }
}
