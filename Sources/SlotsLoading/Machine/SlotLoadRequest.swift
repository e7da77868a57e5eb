//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A load that a ``SlotLoader`` asks its driver to start.
///
/// The driver runs it (a ``SlotPager`` calls the kind's ``SlotSource`` in a
/// task) and reports its outcome with
/// ``SlotLoader/loadSucceeded(_:page:now:)``,
/// ``SlotLoader/loadSucceeded(_:items:now:)`` or
/// ``SlotLoader/loadFailed(_:error:now:)``, naming it by ``id``.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct SlotLoadRequest<Kind: Hashable>: Hashable {
  /// What to load.
  public enum Work: Hashable, Sendable {
    /// The page after the key; the first page for `nil`.
    case page(after: SlotPageKey?)
    /// The page of newer items before the key, for ``SlotRefresh/newOnTop``.
    case newerPage(before: SlotPageKey)
    /// Up to this many items.
    case items(count: Int)
  }

  /// The request's number, unique in its loader.
  public var id: Int
  /// The kind to load.
  public var kind: Kind
  /// What to load.
  public var work: Work

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - id: The request's number.
  ///   - kind: The kind to load.
  ///   - work: What to load.
  public init(id: Int, kind: Kind, work: Work) {
    self.id = id
    self.kind = kind
    self.work = work
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotLoadRequest: Sendable where Kind: Sendable {}
