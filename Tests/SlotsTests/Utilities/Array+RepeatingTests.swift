//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import Slots

/// The layout's arrays of repeated values, checked against the standard
/// library's `init(repeating:count:)`.
@Suite("Arrays of repeated values")
struct ArrayRepeatingTests {
  @Test("Gives what init(repeating:count:) gives", arguments: [0, 1, 2, 5, 1_000])
  func matchesStandardLibrary(count: Int) {
    #expect([Int](_repeating: -1, count: count) == Array(repeating: -1, count: count))
    #expect([Bool](_repeating: true, count: count) == Array(repeating: true, count: count))
    // A value that holds a reference, so that each copy is retained.
    let strings = [String](_repeating: "a string longer than fifteen bytes", count: count)
    #expect(strings == Array(repeating: "a string longer than fifteen bytes", count: count))
    #expect(strings.capacity >= count)
  }
}
