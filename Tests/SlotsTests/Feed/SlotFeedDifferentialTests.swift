//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import _SlotsTestSupport

@testable import Slots

/// Random sessions of every operation of `SlotFeed` (the kit's
/// `LiveFeedSession`), each step checked against the naive reference: rows,
/// kinds, source positions, settled count, demand and cursors, every change
/// set applied to the old rows, items that stay never removed and inserted,
/// and arrivals never touching a settled row. Here the session also goes
/// through JSON now and then, reads each cursor's pass, and checks the
/// feed's invariants after every step.
@Suite("SlotFeed against the naive reference")
struct SlotFeedDifferentialTests {
  /// 150 sessions of 24 steps (3,600 steps, each checked), and 500 (12,000
  /// steps) with the long sizes.
  @Test("Random sessions of every operation", arguments: 0..<10)
  func randomSessions(batch: UInt64) {
    let perBatch = TestSize.scaled(15, long: 50) as UInt64
    for index in 0..<perBatch {
      let seed = batch * perBatch + index
      var random = SeededRandom(seed: seed)
      var session = LiveFeedSession(random: &random)
      session.roundTrip = { feed in
        try JSONDecoder().decode(
          SlotFeed<String, LiveItem>.self, from: try JSONEncoder().encode(feed))
      }
      session.checkPass = { cursor, expected in
        var pass = expected
        pass.inHeader = cursor._inHeader
        pass.slot = cursor._slot
        pass.blocked = cursor._blocked
        pass.live = cursor._live
        return pass == expected ? nil : "the cursor's pass is \(pass), expected \(expected)"
      }
      for _ in 0..<24 {
        let problem = session.step(using: &random)
        if problem == nil, let broken = session.feed._brokenInvariant() {
          Issue.record("seed \(seed): invariant: \(broken)")
          return
        }
        if let problem {
          Issue.record("seed \(seed): \(problem)\nsteps:\n\(session.log.joined(separator: "\n"))")
          return
        }
      }
    }
  }
}
