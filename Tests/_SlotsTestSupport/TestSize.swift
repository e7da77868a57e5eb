//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// How many seeds and steps the seeded random tests play: a short net by
/// default, and the long sizes when the environment says
/// `SLOTS_LONG_TESTS=1`.
///
/// `swift test` is the net every change runs, so its random tests are sized
/// to finish in about a minute of CPU time while still reaching every
/// branch they test. The long sizes find what is rare; CI plays them once,
/// in its coverage run. Every size that depends on the switch asks for it
/// here, and nowhere else reads the variable:
///
///     let seeds = TestSize.scaled(20, long: 120)
///     // 20 in `swift test`, 120 in `SLOTS_LONG_TESTS=1 swift test`
///
/// A size must stay large enough by default for its test to fail when what
/// it tests breaks; a test that shows a wrong recipe fails stops at its
/// first finding instead of shrinking.
public enum TestSize {
  /// The variable that turns the long sizes on, when it holds `1`.
  public static let variable = "SLOTS_LONG_TESTS"

  /// Whether this run plays the long sizes.
  public static let isLong: Bool = {
    guard let value = getenv(variable) else { return false }
    return String(cString: value) == "1"
  }()

  /// `short` in a default run, and `long` in a run with the long sizes.
  ///
  /// - Parameters:
  ///   - short: The size that `swift test` plays.
  ///   - long: The size that CI plays once, with `SLOTS_LONG_TESTS=1`.
  /// - Returns: The size for this run.
  public static func scaled<Size>(_ short: Size, long: Size) -> Size {
    isLong ? long : short
  }
}
