//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Demo {
  /// The kinds of the typed feed.
  enum FeedKind: String, CaseIterable {
    case banner, post, ad, promo, user
  }
}
