//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// One change of the feed, as the pager delivers it: the change set and
/// the feed after it, in one value.
///
/// A list view applies `changes` in one batch update and, inside that
/// batch, takes `feed` as the rows its data source reads:
///
///     pager.start { [unowned self] update in
///         tableView.apply(update.changes, with: .fade) { self.feed = update.feed }
///     }
///
/// The pager never delivers an update whose change set is empty. Updates
/// come in order, each from the feed of the one before: `changes` goes
/// from the feed's `fromVersion` to its
/// `toVersion`, but for a ``SlotRefresh/reset``, which
/// starts a new feed: its change set removes every row and has no versions.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct SlotFeedUpdate<Kind: Hashable, Element> {
  /// How the rows changed, from the feed of the previous update to `feed`.
  public var changes: SlotChangeSet
  /// The feed after the change.
  public var feed: SlotFeed<Kind, Element>

  /// Creates an update.
  ///
  /// - Parameters:
  ///   - changes: How the rows changed.
  ///   - feed: The feed after the change.
  public init(changes: SlotChangeSet, feed: SlotFeed<Kind, Element>) {
    self.changes = changes
    self.feed = feed
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotFeedUpdate: Sendable where Kind: Sendable, Element: Sendable {}
