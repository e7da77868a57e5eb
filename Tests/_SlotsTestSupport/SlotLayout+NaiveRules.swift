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
      fallback: rules.fallback,
      placements: rules.placements.map { SlotPlacement($0) })
  }
}

extension SlotPlacement {
  /// The placement with the same fields as `placement`; a `first` left
  /// unset there is left to this type's default.
  ///
  /// - Parameter placement: A placement of the reference.
  public init(_ placement: NaivePlacement<Kind>) {
    self.init(
      kind: placement.kind, rows: placement.rows, every: placement.every,
      first: placement.first,
      limit: placement.limit, separation: placement.separation)
  }
}

extension NaivePlacement {
  /// The placement with the same fields as `placement`, `first` included.
  ///
  /// - Parameter placement: A placement of the library.
  public init(_ placement: SlotPlacement<Kind>) {
    self.init(
      kind: placement.kind, rows: placement.rows, every: placement.every,
      first: placement.first,
      limit: placement.limit, separation: placement.separation)
  }
}
