//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// The settings of one placement as `--place` and a rules file's
/// `"placements"` give them. The library names the settings and checks
/// each value's range (`SlotPlacementError.Field`), so that a value out of
/// range is reported where it stands, before it makes a `SlotPlacement`,
/// whose initializer stops on one.
///
///     var settings = PlacementSettings()
///     settings.set(.every, to: 0)  // "every must be at least 1, not 0"
///     settings.set(.every, to: 5)  // nil: set
///     settings.set(rows: [3, 1])  // "rows must increase, not 1 after 3"
///     settings.placement(of: "ad")  // ad every 5 (first 4)
struct PlacementSettings {
  /// The names of the settings, in the order messages list them.
  static let keys = SlotPlacementError.Field.allCases.map(\.rawValue)

  /// The settings' names, as messages list them: "rows, every, first,
  /// limit or separation".
  static let keyList = keys.dropLast().joined(separator: ", ") + " or " + keys.last!

  /// The values given so far, by field, but `rows`.
  private(set) var values: [SlotPlacementError.Field: Int] = [:]

  /// The rows given, or `nil` when they are not.
  private(set) var rows: [Int]? = nil

  /// Creates settings with none given.
  init() {}

  /// Sets `field`, or says what stops it: a setting given before, or a
  /// value out of range (as in "every must be at least 1, not 0"); `nil`
  /// when it is set.
  mutating func set(_ field: SlotPlacementError.Field, to value: Int) -> String? {
    precondition(field != .rows, "rows are a list: set(rows:)")
    guard values[field] == nil else { return "\(field.rawValue) is given twice" }
    do throws(SlotPlacementError) {
      try field.check(value)
    } catch {
      return error.description
    }
    values[field] = value
    return nil
  }

  /// Sets the rows, or says what stops them: rows given before, or a row
  /// out of range or out of order (as in "rows must increase, not 1 after
  /// 3"); `nil` when they are set.
  mutating func set(rows: [Int]) -> String? {
    guard self.rows == nil else { return "rows is given twice" }
    do throws(SlotPlacementError) {
      try SlotPlacementError.Field.rows.check(increasing: rows)
    } catch {
      return error.description
    }
    self.rows = rows
    return nil
  }

  /// The placement of `kind` by these settings, or `nil` when `every` is
  /// missing; the settings not given take the library's defaults.
  func placement<Kind>(of kind: Kind) -> SlotPlacement<Kind>? {
    guard let every = values[.every] else { return nil }
    return SlotPlacement(
      kind: kind, rows: rows ?? [], every: every, first: values[.first], limit: values[.limit],
      separation: values[.separation])
  }
}
