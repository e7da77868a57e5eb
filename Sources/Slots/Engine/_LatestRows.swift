//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// For each placement and group number, the rule row of the placement's
/// latest row whose item had that group, or `-1`: what a separation is
/// checked against.
///
/// One flat array, `width` groups to a placement, so that the check a
/// placement walk makes for each repeated item reads and writes one
/// element; it widens, rarely, when a group's number reaches `width`.
@usableFromInline
internal struct _LatestRows {
  @usableFromInline internal var rows: [Int]
  @usableFromInline internal var width: Int
  @usableFromInline internal let placementCount: Int

  /// No rows yet, for `placementCount` placements and, to begin with,
  /// groups numbered below `width`.
  @inlinable
  internal init(placementCount: Int, width: Int) {
    self.placementCount = placementCount
    self.width = Swift.max(width, 1)
    rows = Array(repeating: -1, count: placementCount * self.width)
  }

  /// The latest row of placement `placement` with group `group`, or `-1`.
  @inlinable
  internal subscript(placement placement: Int, group group: Int) -> Int {
    get { group < width ? rows[placement &* width &+ group] : -1 }
    set {
      if group >= width { widen(toInclude: group) }
      rows[placement &* width &+ group] = newValue
    }
  }

  /// Widens the table to hold group `group`, at least doubling it.
  @inlinable
  internal mutating func widen(toInclude group: Int) {
    let newWidth = Swift.max(group + 1, 2 * width)
    var widened = Array(repeating: -1, count: placementCount * newWidth)
    for placement in 0..<placementCount {
      for group in 0..<width {
        widened[placement * newWidth + group] = rows[placement * width + group]
      }
    }
    rows = widened
    width = newWidth
  }

  /// The groups that placement `placement` has a row of, with that row.
  @inlinable
  internal func groups(of placement: Int) -> [(group: Int, row: Int)] {
    (0..<width).compactMap { group in
      let row = rows[placement * width + group]
      return row < 0 ? nil : (group, row)
    }
  }
}
