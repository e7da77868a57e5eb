//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// The settings of one placement as `--place` and a rules file's
/// `"placements"` give them, checked one by one before they make a
/// `SlotPlacement`, whose initializer stops on a value out of range.
///
///     var settings = PlacementSettings()
///     PlacementSettings.problem(setting: "every", value: 0)
///     // "must be at least 1, not 0"
///     settings.set("every", to: 5)  // nil: set
///     settings.placement(of: "ad")  // ad every 5 (first 4)
struct PlacementSettings {
  /// The names of the settings, in the order messages list them.
  static let keys = ["every", "first", "limit", "separation"]

  /// The settings' names, as messages list them: "every, first, limit or
  /// separation".
  static let keyList = "every, first, limit or separation"

  /// The values given so far, by name.
  private(set) var values: [String: Int] = [:]

  /// Creates settings with none given.
  init() {}

  /// Why `value` is out of the range of the setting `key`, or `nil` when it
  /// is in range.
  static func problem(setting key: String, value: Int) -> String? {
    let least = key == "every" ? 1 : 0
    return value < least ? "must be at least \(least), not \(value)" : nil
  }

  /// Sets the setting `key`, one of ``keys``, or says what stops it: a
  /// setting given before, or a value out of range (as in "every must be at
  /// least 1, not 0"); `nil` when it is set.
  mutating func set(_ key: String, to value: Int) -> String? {
    guard values[key] == nil else { return "\(key) is given twice" }
    if let problem = Self.problem(setting: key, value: value) {
      return "\(key) \(problem)"
    }
    values[key] = value
    return nil
  }

  /// The placement of `kind` by these settings, or `nil` when `every` is
  /// missing.
  func placement<Kind>(of kind: Kind) -> SlotPlacement<Kind>? {
    guard let every = values["every"] else { return nil }
    return SlotPlacement(
      kind: kind, every: every, first: values["first"], limit: values["limit"],
      separation: values["separation"] ?? 0)
  }
}
