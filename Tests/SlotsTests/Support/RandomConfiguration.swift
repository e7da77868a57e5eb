//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

@testable import Slots

/// A random configuration of rules and source sizes, in the 2.0 API's shapes,
/// for the differential tests. `counts` holds the present kinds; a kind
/// missing from it is absent.
struct RandomConfiguration: CustomStringConvertible {
  var rules = NaiveRules<String>()
  var counts: [String: Int] = [:]

  /// The kinds the generator draws from: `a`–`e` for the pattern and header,
  /// `p` and `q` only in fixed positions and the fallback.
  static let patternKinds = ["a", "b", "c", "d", "e"]
  static let allKinds = patternKinds + ["p", "q"]

  init() {}

  /// Draws a configuration covering every rule: header, repeatables, fixed
  /// positions (negative, beyond the end, colliding with pattern kinds),
  /// fallback, and absent versus empty kinds.
  init(using random: inout some RandomNumberGenerator) {
    let kindCount = Int.random(in: 1...5, using: &random)
    let kinds = Array(Self.patternKinds.prefix(kindCount))
    func draw() -> String { kinds.randomElement(using: &random)! }

    let patternLength =
      Int.random(in: 0..<20, using: &random) == 0 ? 0 : Int.random(in: 1...6, using: &random)
    rules.pattern = (0..<patternLength).map { _ in draw() }
    if Bool.random(using: &random) {
      rules.header = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        Int.random(in: 0..<4, using: &random) == 0 ? "p" : draw()
      }
    }
    if Int.random(in: 0..<3, using: &random) > 0 {
      rules.repeatables = kinds.filter { _ in Bool.random(using: &random) }
      if Bool.random(using: &random) { rules.repeatables!.append("z") }
    }
    if Bool.random(using: &random) {
      var fixed: [Int: String] = [:]
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        let position =
          Int.random(in: 0..<8, using: &random) == 0
          ? Int.random(in: -3 ... -1, using: &random)
          : Int.random(in: 0...25, using: &random)
        fixed[position] = Self.allKinds.randomElement(using: &random)!
      }
      rules.fixed = fixed
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      rules.fallback = Self.allKinds.randomElement(using: &random)!
    }
    let large = Int.random(in: 0..<5, using: &random) == 0
    for kind in Self.allKinds where Int.random(in: 0..<5, using: &random) > 0 {
      counts[kind] = Int.random(in: 0...(large ? 60 : 8), using: &random)
    }
  }

  /// The typed layout with the same rules.
  var layout: SlotLayout<String> {
    SlotLayout(
      pattern: rules.pattern, header: rules.header ?? [],
      repeatables: Set(rules.repeatables ?? []), fixed: rules.fixed ?? [:],
      fallback: rules.fallback)
  }

  /// The payload of an item: its kind and offset, readable in failures.
  static func payload(_ kind: String, _ offset: Int) -> String { "\(kind)#\(offset)" }

  /// The sources with payloads for the present kinds.
  var sources: [String: [String]] {
    counts.mapValues { _ in [] }.merging(
      counts.map { kind, count in (kind, (0..<count).map { Self.payload(kind, $0) }) },
      uniquingKeysWith: { $1 })
  }

  var description: String {
    var parts = ["pattern: \(rules.pattern)"]
    if let header = rules.header { parts.append("header: \(header)") }
    if let repeatables = rules.repeatables { parts.append("repeatables: \(repeatables)") }
    if let fixed = rules.fixed {
      parts.append("fixed: \(fixed.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })")
    }
    if let fallback = rules.fallback { parts.append("fallback: \(fallback)") }
    parts.append("counts: \(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })")
    return parts.joined(separator: ", ")
  }
}
