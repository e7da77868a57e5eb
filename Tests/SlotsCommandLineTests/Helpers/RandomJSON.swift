//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import _SlotsTestSupport

/// Random JSON values as tokens, so that whitespace can go between them.
struct RandomJSON {
  var generator: SeededRandom

  mutating func value(depth: Int = 0) -> [String] {
    switch generator.within(0..<(depth < 3 ? 7 : 4)) {
    case 0: return [String(generator.within(-1000...1000))]
    case 1:
      return [generator.element(of: ["true", "false", "null", "-0.5e-3", "12.25"])]
    case 2, 3:
      let pieces = [
        "a", " b ", "\\\"", "\\\\", ",", "]", "}", "[", "{", ":", "\\n", "\\u00e9", "\u{E9}",
        "\u{1F600}", "\\/",
      ]
      let count = generator.within(0..<5)
      return [
        "\"" + (0..<count).map { _ in generator.element(of: pieces) }.joined() + "\""
      ]
    case 4, 5:
      let count = generator.within(0..<4)
      var tokens = ["["]
      for index in 0..<count {
        if index > 0 { tokens.append(",") }
        tokens += value(depth: depth + 1)
      }
      return tokens + ["]"]
    default:
      let count = generator.within(0..<4)
      var tokens = ["{"]
      for index in 0..<count {
        if index > 0 { tokens.append(",") }
        tokens += ["\"k\(index)\"", ":"] + value(depth: depth + 1)
      }
      return tokens + ["}"]
    }
  }

  /// Joins tokens with random spaces and tabs, and line breaks when
  /// `allowsLineBreaks`.
  mutating func spaced(_ tokens: [String], allowsLineBreaks: Bool) -> String {
    let spaces = allowsLineBreaks ? ["", "", " ", "\t", "\n  ", "\r\n"] : ["", "", " ", "\t  "]
    return tokens.map { $0 + generator.element(of: spaces) }.joined()
      .trimmingWhitespace()
  }
}
