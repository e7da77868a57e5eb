//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// An item that belongs to a group, such as an ad's advertiser, so that a
/// placement can keep two items of one group apart.
///
/// A ``SlotPlacement`` with a non-zero ``SlotPlacement/separation`` holds an
/// item back until the latest placed row of the same group lies at least
/// that many rows above. Items whose group is `nil` are never held back.
///
///     struct Ad: SlotGrouping {
///         var advertiser: String
///         var slotGroup: String? { advertiser }
///     }
///
/// A feed or collection whose layout has a non-zero separation stops with a
/// message when its `Element` does not conform: the spacing is never
/// dropped silently.
public protocol SlotGrouping {
  /// The item's group, or `nil` for an item that no separation holds back.
  ///
  /// Two items are in the same group when their groups are equal strings.
  /// A feed asks for the group only of the items of a placement with a
  /// non-zero ``SlotPlacement/separation``; the items of other kinds, such
  /// as posts, may return `nil`.
  ///
  ///     enum Item: SlotGrouping {
  ///         case post(Post), ad(Ad)
  ///         var slotGroup: String? {
  ///             if case .ad(let ad) = self { return ad.advertiser }
  ///             return nil
  ///         }
  ///     }
  ///     Item.ad(Ad(advertiser: "N")).slotGroup  // "N"
  ///
  /// The group of an item must not change while the item is in a feed; to
  /// change it, replace the item. A settled placed row of a live feed keeps
  /// counting, for separation, the group it was laid out with, even after
  /// ``SlotFeed/replace(at:with:)`` gives it an item of another group.
  ///
  /// - Complexity: Reading it should be O(1): a feed reads the group of each
  ///   item it places with a separation.
  var slotGroup: String? { get }
}
