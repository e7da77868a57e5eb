//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Arguments {
  /// Splits a comma-separated list, such as kinds; the empty string is the
  /// empty list.
  static func list(
    _ value: ByteString, of option: String
  ) throws(CommandError) -> [ByteString] {
    guard !value.isEmpty else { return [] }
    let items = value.split(separator: .comma)
    guard !items.contains(where: \.isEmpty) else {
      throw .usage("'\(option)' has an empty item in '\(value)'")
    }
    return items
  }

  /// Splits `name=value` at its first `=`; neither side may be empty.
  static func pair(
    _ value: ByteString, of option: String, expected: String
  ) throws(CommandError) -> (ByteString, ByteString) {
    guard let (name, rest) = value.splitOnce(at: .equals), !name.isEmpty, !rest.isEmpty else {
      throw .usage("'\(option)' takes \(expected), not '\(value)'")
    }
    return (name, rest)
  }

  /// A non-negative integer, in decimal digits without a sign.
  static func count(_ value: ByteString, of option: String) throws(CommandError) -> Int {
    guard case .success(let count) = value.integer, count >= 0 else {
      throw .usage("'\(option)' takes a non-negative integer, not '\(value)'")
    }
    return count
  }

  /// " Did you mean '--x'?" for the option nearest to a mistyped `name`, or
  /// nothing when none is near.
  static func suggestion(for name: String) -> String {
    let candidates = options.flatMap(\.names).filter { $0.hasPrefix("--") }
    let nearest = candidates.map { ($0, editDistance(name, $0)) }.min { $0.1 < $1.1 }
    guard let nearest, nearest.1 <= 2 else { return "" }
    return "; did you mean '\(nearest.0)'?"
  }

  /// The number of single-character edits that turn `a` into `b`.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
