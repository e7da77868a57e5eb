//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The kit's seeded generator: SplitMix64, with bounded draws of its own, so
/// that a seed gives the same sequence on every toolchain and platform.
///
/// Every random test starts one from a seed, and prints the seed when it
/// fails, so that the failure replays exactly:
///
///     var random = SeededRandom(seed: 42)
///     random.next()        // 0xBDD7_3226_2FEB_6E95
///     random.within(1...6) // always the same number for seed 42
///
/// It deliberately does not conform to `RandomNumberGenerator`: the standard
/// library's `Int.random(in:using:)`, `shuffled(using:)` and
/// `randomElement(using:)` turn a generator's numbers into draws by
/// algorithms the standard library may change, which would change what a
/// seed replays. Draw through ``RandomSource`` instead.
public struct SeededRandom: RandomSource, Sendable {
  /// The generator's state; the next number depends on it alone.
  public private(set) var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  ///
  /// - Parameter seed: Any number; two generators with the same seed give
  ///   the same sequence.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits (one step of SplitMix64).
  ///
  /// - Returns: A number that depends only on the seed and on how many
  ///   numbers were drawn before.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// Returns a number in `0 ..< bound`: the high word of the next 64 bits
  /// times `bound`.
  ///
  /// The bias this leaves (at most `bound` in 2⁶⁴) is far below anything a
  /// test could notice, and one number a draw keeps sequences simple.
  ///
  /// - Parameter bound: The number of possible results; must be positive.
  /// - Returns: A number at least zero and below `bound`.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "A random draw needs a positive bound")
    return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
  }
}
