//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

extension Demo {
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
