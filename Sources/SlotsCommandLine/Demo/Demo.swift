//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// What `slots` prints when run without arguments: two feeds, each as a table
/// of index, kind and item, then a short session with a live feed.
enum Demo {

  /// The Slots 2.0 README's "At a Glance" feed, through the 2.0-compatible
  /// class.
  static func atAGlance() -> Slots {
    let slots = Slots()
    slots.pattern = ["Month", "Picture", "Picture", "Month", "Picture"]
    slots["Month"] = ["Nov 2014", "Dec 2014", "Jan 2015"]
    slots["Picture"] = [Picture(number: 1), Picture(number: 2), Picture(number: 3)]
    return slots
  }

  /// A typed news feed: a banner on top, an ad after every three posts (posts
  /// go on when the ads run out), and a promo pinned at row 5.
  static func newsFeed() -> SlotCollection<FeedKind, String> {
    var feed = SlotCollection<FeedKind, String>(
      layout: SlotLayout(
        pattern: [.post, .post, .post, .ad],
        header: [.banner],
        repeatables: [.post],
        fixed: [5: .promo]))
    feed[source: .banner] = ["Welcome back, Ada"]
    feed[source: .post] = (1...10).map { "Post #\($0)" }
    feed[source: .ad] = ["Ad: Coffee beans", "Ad: Running shoes"]
    feed[source: .promo] = ["Promo: 20% off this week"]
    return feed
  }

  /// The demo's text.
  static func render() -> String {
    let slots = atAGlance()
    var glance = TextTable(header: ["index", "type", "item"])
    for index in 0..<slots.count {
      glance.rows.append([
        String(index), slots.type(at: index) ?? "", String(describing: slots[index]!),
      ])
    }

    let feed = newsFeed()
    var news = TextTable(header: ["index", "kind", "offset", "item"])
    for (index, item) in zip(feed.indices, feed) {
      let origin = feed.sourcePosition(at: index)
      news.rows.append([String(index), origin.kind.rawValue, String(origin.offset), item])
    }

    return """
      Slots — mixed feeds laid out by a pattern.

      The Slots 2.0 README's "At a Glance" feed (the 2.0-compatible `Slots` class):
        pattern ["Month", "Picture", "Picture", "Month", "Picture"],
        3 months, 3 pictures

      \(glance.render())
      A typed feed (`SlotCollection<FeedKind, String>`):
        header [.banner], pattern [.post, .post, .post, .ad], repeatables [.post],
        fixed [5: .promo]; 1 banner, 10 posts, 2 ads, 1 promo

      \(news.render())
      A feed with two cadences (`SlotCollection<FeedKind, Demo.Card>`): an ad every 5 rows,
      two ads of one advertiser 10 rows apart at least, a suggested-users card every 15.
        pattern [.post], repeatables [.post], placements [.ad every 5, separation 10;
        .user every 15]; 25 posts, ads of Acme, Acme, Bolt, Cove, Bolt, and 2 cards

      \(cadenceGrid())
        Acme's second ad, due at row 9, waits until row 14, 10 rows after its first;
        the card due at row 14 takes the next place, row 16; Bolt's second ad comes
        at row 29, 10 rows after its first. No pattern could say this.

      A live feed (`SlotFeed<FeedKind, String>`): rows the reader has seen stay put.
        pattern [.post, .post, .post, .ad], repeatables [.post]; `|` ends the seen rows

      \(liveSession())
      Run `slots --help` to compose feeds from JSON files.

      """
  }

  /// The kinds of the typed feed.
  enum FeedKind: String, CaseIterable {
    case banner, post, ad, promo, user
  }

  /// A picture of the Slots 2.0 README's "At a Glance" example.
  struct Picture: CustomStringConvertible {
    var number: Int
    var description: String { "Picture(\(number))" }
  }
}
