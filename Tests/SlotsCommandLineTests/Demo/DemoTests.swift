//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing

@testable import SlotsCommandLine

@Suite struct DemoTests {
  /// The live session shows each operation with its change set, and the
  /// rows after it: the late ad lands below the seen rows, hiding removes
  /// one row, pull to refresh inserts at the top only, a new like updates.
  @Test func showsALiveSession() {
    #expect(
      Demo.liveSession() == """
          append(contentsOf: P1…P6, to: .post)      insertions [0, 1, 2, 3, 4, 5]
              | P1 P2 P3 P4 P5 P6
          settle(through: 3)                        no change set: the reader has seen P1…P4
              P1 P2 P3 P4 | P5 P6
          append(contentsOf: [A1], to: .ad)         insertions [6]: a late ad, below the reader
              P1 P2 P3 P4 | P5 P6 A1
          append(contentsOf: P7…P9, to: .post)      insertions [7, 8, 9]
              P1 P2 P3 P4 | P5 P6 A1 P7 P8 P9
          demand(for: .ad, within: 12)              1: ask the ad network for one ad
          remove(at: 1)                             removals [1]: P2 hidden, nothing moves
              P1 P3 P4 | P5 P6 A1 P7 P8 P9
          prepend(N1 N2)                            insertions [0, 1]: pull to refresh
              N1 N2 P1 P3 P4 | P5 P6 A1 P7 P8 P9
          replace(at: 3, with: "P3+")               updates [3]: a new like
              N1 N2 P1 P3+ P4 | P5 P6 A1 P7 P8 P9

        """)
  }

  /// The feed with two cadences: an ad every 5 rows from row 4, Acme's
  /// second ad held back until 10 rows after its first, the card due at
  /// row 14 in the next gap, and the cadences going on from where each
  /// placed its last row.
  @Test func showsAFeedWithTwoCadences() {
    #expect(
      Demo.cadenceGrid() == """
        row  +0       +1   +2   +3       +4       +5       +6       +7
        ---  -------  ---  ---  -------  -------  -------  -------  -----
          0  P1       P2   P3   P4       Ad Acme  P5       P6       P7
          8  P8       P9   P10  P11      P12      P13      Ad Acme  P14
         16  Users    P15  P16  Ad Bolt  P17      P18      P19      P20
         24  Ad Cove  P21  P22  P23      P24      Ad Bolt  P25      Users

        """)
    let feed = Demo.cadenceFeed()
    #expect(feed.indices.filter { feed.kind(at: $0) == .ad } == [4, 14, 19, 24, 29])
    #expect(feed.indices.filter { feed.kind(at: $0) == .user } == [16, 31])
    #expect(Demo.render().contains(Demo.cadenceGrid()))
  }

  @Test func showsTheLiveSessionLast() {
    let demo = Demo.render()
    #expect(demo.contains("A live feed (`SlotFeed<FeedKind, String>`)"))
    #expect(
      demo.hasSuffix(
        Demo.liveSession() + "\nRun `slots --help` to compose feeds from JSON files.\n"))
    #expect(demo.split(separator: "\n").allSatisfy { $0.count <= 90 })
  }

  @Test(
    arguments: [
      (SlotChangeSet(), "no changes"),
      (SlotChangeSet(removals: [1], insertions: [0, 2]), "removals [1], insertions [0, 2]"),
      (
        SlotChangeSet(moves: [SlotChangeSet.Move(from: 0, to: 3)], updates: [5]),
        "moves [0->3], updates [5]"
      ),
    ])
  func describesChangeSets(changes: SlotChangeSet, text: String) {
    #expect(Demo.changes(changes) == text)
  }
}
