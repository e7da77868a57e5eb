//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

extension SlotLayout {
  /// The layout with the same rules as `rules`, where an absent rule is an
  /// empty one.
  ///
  /// - Parameter rules: Rules in the 2.0 API's shapes.
  public init(_ rules: NaiveRules<Kind>) {
    self.init(
      pattern: rules.pattern, header: rules.header ?? [],
      repeatables: Set(rules.repeatables ?? []), fixed: rules.fixed ?? [:],
      fallback: rules.fallback)
  }
}
