//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

extension SlotLayout<String> {
  /// The options of `slots` that give these rules: `--pattern`,
  /// `--header`, `--repeat`, `--fixed`, `--default` and `--place`.
  ///
  ///     SlotLayout(pattern: ["a", "b"], repeatables: ["a"]).options
  ///     // ["--pattern", "a,b", "--repeat", "a"]
  var options: [String] {
    var options = ["--pattern", pattern.joined(separator: ",")]
    if !header.isEmpty { options += ["--header", header.joined(separator: ",")] }
    if !repeatables.isEmpty {
      options += ["--repeat", repeatables.sorted().joined(separator: ",")]
    }
    for (position, kind) in fixed.sorted(by: { $0.key < $1.key }) {
      options += ["--fixed", "\(position)=\(kind)"]
    }
    if let fallback { options += ["--default", fallback] }
    for placement in placements {
      // Every field the placement has a value for, read by name, so that a
      // new field is written with no change here.
      let settings = SlotPlacementError.Field.allCases.compactMap { field -> String? in
        switch placement[field: field] {
        case .number(let value): "\(field.rawValue)=\(value)"
        case .list(let values) where !values.isEmpty:
          "\(field.rawValue)=" + values.map(String.init).joined(separator: "+")
        case .list, nil: nil
        }
      }
      options += ["--place", "\(placement.kind):" + settings.joined(separator: ",")]
    }
    return options
  }
}
