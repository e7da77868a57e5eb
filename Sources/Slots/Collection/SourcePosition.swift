//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Where an item of a feed comes from: its kind, and its offset in that
/// kind's source.
///
/// Every item of a ``SlotCollection`` is taken from its source at most once,
/// front to back, so a source position names one item of the feed.
///
///     var feed = SlotCollection<String, String>(
///         layout: SlotLayout(pattern: ["post", "ad"]))
///     feed[source: "post"] = ["P0", "P1"]
///     feed[source: "ad"] = ["A0", "A1"]
///     feed.sourcePosition(at: 3)  // ad#1
public struct SourcePosition<Kind: Hashable>: Hashable {
  /// The kind of the item.
  public var kind: Kind

  /// The item's offset in the source of its kind, from zero.
  public var offset: Int

  /// Creates a source position.
  ///
  /// - Parameters:
  ///   - kind: The kind of the item.
  ///   - offset: The item's offset in the source of its kind.
  /// - Complexity: O(1).
  @inlinable
  public init(kind: Kind, offset: Int) {
    self.kind = kind
    self.offset = offset
  }
}

extension SourcePosition: Sendable where Kind: Sendable {}
