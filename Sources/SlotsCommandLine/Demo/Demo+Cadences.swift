//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

extension Demo {
  /// The rules of the feed with two cadences: posts, an ad every 5 rows
  /// with two ads of one advertiser at least 10 rows apart, and a
  /// suggested-users card every 15 rows.
  static let cadenceLayout = SlotLayout<FeedKind>(
    pattern: [.post], repeatables: [.post],
    placements: [
      SlotPlacement(kind: .ad, every: 5, separation: 10),
      SlotPlacement(kind: .user, every: 15),
    ])

  /// A home feed with two cadences over its posts.
  static func cadenceFeed() -> SlotCollection<FeedKind, Card> {
    SlotCollection(
      layout: cadenceLayout,
      sources: [
        .post: (1...25).map { Card("P\($0)") },
        .ad: ["Acme", "Acme", "Bolt", "Cove", "Bolt"].map { Card(adOf: $0) },
        .user: [Card("Users"), Card("Users")],
      ])
  }

  /// The feed with two cadences as a grid: eight rows a line, each line
  /// led by the index of its first row.
  static func cadenceGrid() -> String {
    let feed = cadenceFeed()
    let rows = feed.map(\.description)
    var grid = TextTable(header: ["row"] + (0..<8).map { "+\($0)" })
    for start in stride(from: 0, to: rows.count, by: 8) {
      grid.rows.append([String(start)] + rows[start..<min(start + 8, rows.count)])
    }
    return grid.render()
  }

  /// An item of the feed with two cadences: a post, an ad with its
  /// advertiser as its group, or a suggested-users card.
  struct Card: SlotGrouping, CustomStringConvertible {
    /// What the feed shows.
    var description: String
    /// The advertiser, for an ad.
    var slotGroup: String?

    /// A post or a card, which has no group.
    init(_ text: String) {
      description = text
      slotGroup = nil
    }

    /// An ad of `advertiser`.
    init(adOf advertiser: String) {
      description = "Ad " + advertiser
      slotGroup = advertiser
    }
  }
}
