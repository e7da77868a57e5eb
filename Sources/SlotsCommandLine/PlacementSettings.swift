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
///     settings.set(.every, to: .number(0))  // "every must be at least 1, not 0"
///     settings.set(.every, to: .number(5))  // nil: set
///     settings.set(.rows, to: .list([3, 1]))  // "rows must increase, not 1 after 3"
///     settings.placement(of: "ad")  // ad every 5 (first 4)
struct PlacementSettings {
  /// The names of the settings, in the order messages list them.
  static let keys = SlotPlacementError.Field.allCases.map(\.rawValue)

  /// The settings' names, as messages list them: "rows, every, first, …
  /// or" the last field.
  static let keyList = keys.dropLast().joined(separator: ", ") + " or " + keys.last!

  /// The values given so far, by field.
  private(set) var values: [SlotPlacementError.Field: SlotPlacementError.Field._Value] = [:]

  /// Creates settings with none given.
  init() {}

  /// Sets `field`, or says what stops it: a setting given before, or a
  /// value out of range (as in "every must be at least 1, not 0", or "rows
  /// must increase, not 1 after 3"); `nil` when it is set.
  ///
  /// - Precondition: `value` has the field's shape: a list for a list.
  mutating func set(
    _ field: SlotPlacementError.Field, to value: SlotPlacementError.Field._Value
  ) -> String? {
    precondition(field._isList == (value.list != nil), "\(field.rawValue) has another shape")
    guard values[field] == nil else { return "\(field.rawValue) is given twice" }
    do throws(SlotPlacementError) {
      try field._check(value)
    } catch {
      return error.description
    }
    values[field] = value
    return nil
  }

  /// The first required field that is not given, if any.
  var missingField: SlotPlacementError.Field? {
    SlotPlacementError.Field.allCases.first { $0._isRequired && values[$0] == nil }
  }

  /// The placement of `kind` by these settings; the settings not given
  /// take the library's defaults.
  ///
  /// - Precondition: No required setting is missing (``missingField``).
  func placement<Kind>(of kind: Kind) -> SlotPlacement<Kind> {
    precondition(missingField == nil, "a required setting is missing")
    // Each value was checked as it was set.
    return SlotPlacement(_unchecked: kind, fields: { values[$0] })
  }
}
