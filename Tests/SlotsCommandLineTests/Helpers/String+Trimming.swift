//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension String {
  func trimmingWhitespace() -> String {
    let whitespace: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
    return String(
      drop(while: whitespace.contains).reversed().drop(while: whitespace.contains).reversed())
  }
}
