//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotLayout: CustomStringConvertible {
  /// A textual representation of the rules, naming only those that are set.
  ///
  ///     SlotLayout(pattern: ["post", "ad"], repeatables: ["post"]).description
  ///     // SlotLayout(pattern: ["post", "ad"], repeatables: ["post"])
  ///
  /// Equal rules have the same description in every process: the
  /// repeatables are listed in ascending order of their text as printed
  /// (`String(reflecting:)`), and the fixed entries in ascending order of
  /// position.
  ///
  /// - Complexity: O(*r* log *r*), where *r* is the size of the rules.
  public var description: String {
    var parts = ["pattern: \(pattern)"]
    if !header.isEmpty { parts.append("header: \(header)") }
    if !repeatables.isEmpty {
      let sorted = repeatables.map { String(reflecting: $0) }.sorted()
      parts.append("repeatables: [\(sorted.joined(separator: ", "))]")
    }
    if !fixed.isEmpty {
      let entries = fixed.sorted { $0.key < $1.key }
        .map { "\($0.key): \(String(reflecting: $0.value))" }
      parts.append("fixed: [\(entries.joined(separator: ", "))]")
    }
    if let fallback { parts.append("fallback: \(String(reflecting: fallback))") }
    if !placements.isEmpty {
      parts.append("placements: [\(placements.map(\.description).joined(separator: ", "))]")
    }
    return "SlotLayout(\(parts.joined(separator: ", ")))"
  }
}
