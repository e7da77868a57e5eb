//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The benchmark's fixed-seed generator, so that every run and every side
/// reads the same positions: `x = x * 6364136223846793005 + 1442695040888963407`
/// (wrapping), position `Int(x >> 33) % count`, seed 42.
struct PositionGenerator: Sendable {
  private var state: UInt64

  init(seed: UInt64 = 42) {
    state = seed
  }

  /// The next position in `0 ..< count`; `count` must be positive.
  mutating func next(below count: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int(state >> 33) % count
  }
}

/// `amount` positions in `0 ..< count`, from a generator seeded with 42.
///
/// Workloads draw their positions before the clock starts, so that the
/// generator's arithmetic is not timed, and every side reads the same ones.
func randomPositions(_ amount: Int, below count: Int) -> [Int] {
  var generator = PositionGenerator()
  return (0..<amount).map { _ in generator.next(below: count) }
}
