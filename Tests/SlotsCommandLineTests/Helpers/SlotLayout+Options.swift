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
      var settings = "every=\(placement.every),first=\(placement.first)"
      if !placement.rows.isEmpty {
        settings += ",rows=" + placement.rows.map(String.init).joined(separator: "+")
      }
      if let limit = placement.limit { settings += ",limit=\(limit)" }
      if placement.separation > 0 { settings += ",separation=\(placement.separation)" }
      options += ["--place", "\(placement.kind):\(settings)"]
    }
    return options
  }
}
