//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// An item's identity in a diff: its kind's identifier and the identity of
/// the item within its kind.
@usableFromInline
internal struct _KindAndIdentity<Identity: Hashable>: Hashable {
  @usableFromInline internal var kind: Int
  @usableFromInline internal var identity: Identity

  @inlinable
  internal init(kind: Int, identity: Identity) {
    self.kind = kind
    self.identity = identity
  }
}
