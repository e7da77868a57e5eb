//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// How long a kind waits after failed loads before it is asked again:
/// capped exponential backoff with jitter.
///
/// After the *n*-th failure in a row, the wait is `initial × 2ⁿ⁻¹`, at most
/// `maximum`, less a random part of up to `jitter` of it, so that many
/// clients that failed together do not come back together:
///
///     let backoff = SlotBackoff(initial: .seconds(1), maximum: .seconds(60), jitter: 0.5)
///     backoff.delay(afterFailures: 1, random: 0)    // 1 s
///     backoff.delay(afterFailures: 3, random: 0)    // 4 s
///     backoff.delay(afterFailures: 3, random: 1)    // 2 s: half of it jittered away
///     backoff.delay(afterFailures: 20, random: 0)   // 60 s: the cap
///
/// A kind makes one request a step: loads of the kind that fail while it
/// waits do not start another wait, and nothing of the kind is asked for
/// until the wait ends (or ``SlotPager/retry()`` ends it), but the page of
/// newer items that the reader asks for by pulling to refresh.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct SlotBackoff<Duration: DurationProtocol & Sendable>: Sendable {
  /// The wait after the first failure.
  public var initial: Duration
  /// The longest wait.
  public var maximum: Duration
  /// The largest part of a wait taken away at random, from 0 (none) to 1
  /// (any part of it).
  public var jitter: Double

  /// Creates a backoff.
  ///
  /// - Parameters:
  ///   - initial: The wait after the first failure; more than zero.
  ///   - maximum: The longest wait; at least `initial`.
  ///   - jitter: The largest part of a wait taken away at random, in
  ///     `0 ... 1`; by default a half.
  public init(initial: Duration, maximum: Duration, jitter: Double = 0.5) {
    precondition(initial > .zero, "SlotBackoff.initial must be more than zero")
    precondition(maximum >= initial, "SlotBackoff.maximum must be at least initial")
    precondition((0...1).contains(jitter), "SlotBackoff.jitter must be in 0 ... 1")
    self.initial = initial
    self.maximum = maximum
    self.jitter = jitter
  }

  /// The wait after a number of failures in a row.
  ///
  /// - Parameters:
  ///   - failures: The failures in a row, at least one.
  ///   - random: A number in `0 ... 1`: the part of the jitter taken away.
  /// - Returns: `min(maximum, initial × 2^(failures − 1))`, less
  ///   `random × jitter` of it.
  /// - Complexity: O(log(*maximum* / *initial*)).
  public func delay(afterFailures failures: Int, random: Double) -> Duration {
    var delay = initial
    var step = 1
    while step < failures && delay < maximum {
      delay = delay * 2
      step += 1
    }
    if delay > maximum { delay = maximum }
    let thousandths = Int((min(max(random, 0), 1) * jitter * 1_000).rounded(.down))
    return delay - delay / 1_000 * thousandths
  }
}
