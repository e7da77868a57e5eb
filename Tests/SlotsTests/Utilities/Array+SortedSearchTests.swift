//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// The binary searches over sorted arrays, checked against linear scans.
@Suite("Sorted search")
struct SortedSearchTests {
  @Test("Counting sorted elements without branches matches a linear count")
  func countNotAbove() {
    var random = SeededRandom(seed: 7)
    for length in 0..<40 {
      let values = (0..<length).map { _ in random.within(-5...60) }.sorted()
      for value in -7...62 {
        #expect(values._count(notAbove: value) == values.filter { $0 <= value }.count)
      }
    }
  }
}
