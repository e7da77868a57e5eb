//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Timing: repetitions, min / median / max, and the two functions that keep the
// optimizer from dropping or precomputing the measured work.

/// Takes any value and does nothing with it, in a way the optimizer cannot
/// see through, so that the work that produced the value is kept.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns its argument, hiding it from the optimizer, so that sizes and
/// inputs known at compile time are not folded into the measured code.
@inline(never)
@_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// The smallest, middle and largest of a set of measurements.
struct Spread: Sendable {
  var min: Double
  var median: Double
  var max: Double

  /// The spread of `values`, which must not be empty. The median of an even
  /// number of values is the mean of the middle two.
  init(_ values: [Double]) {
    precondition(!values.isEmpty, "A spread needs at least one value")
    let sorted = values.sorted()
    min = sorted[0]
    max = sorted[sorted.count - 1]
    let middle = sorted.count / 2
    median =
      sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The spread with every figure divided by `divisor`.
  func divided(by divisor: Double) -> Spread {
    var result = self
    result.min /= divisor
    result.median /= divisor
    result.max /= divisor
    return result
  }
}

/// What one side of one figure measured: the spread of its repetitions (in
/// seconds, or bytes for memory), how many there were, and the result of the
/// last one, which the sides of a figure must agree on.
struct Sample: Sendable {
  var spread: Spread
  var repetitions: Int
  var result: Int

  /// The sample of `values`, with `result`.
  init(_ values: [Double], result: Int) {
    spread = Spread(values)
    repetitions = values.count
    self.result = result
  }
}

/// Seconds elapsed since `start` on `clock`.
func seconds(since start: ContinuousClock.Instant, on clock: ContinuousClock) -> Double {
  let elapsed = (clock.now - start).components
  return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
}

/// Runs measured code a number of times.
///
/// Every figure gets at least `minimumRepetitions` timed runs. A short one
/// gets more, up to `maximumRepetitions`, until its runs add up to `budget`
/// seconds: on a machine shared with other work, the median of many short
/// runs is steadier than the median of five.
struct Harness: Sendable {
  var minimumRepetitions = 5
  var maximumRepetitions: Int
  var budget: Double

  /// A first run shorter than this is a warm-up, and is not counted.
  static let warmUpLimit = 0.05

  /// Whether to run once more, after `count` runs taking `total` seconds.
  private func wantsMore(count: Int, total: Double) -> Bool {
    count < minimumRepetitions || (count < maximumRepetitions && total < budget)
  }

  /// Times `body` again and again, each time on a fresh state made by
  /// `setUp`, which is not timed; the state is destroyed after the clock
  /// stops.
  ///
  /// The first run is a warm-up when it is short (faulting pages in, first
  /// calls); a long first run is kept as a repetition, since its cold start is
  /// then lost in the noise and a run can take seconds.
  ///
  /// - Returns: The run times in seconds, and the result of the last run.
  func measure<State>(
    setUp: () -> State, _ body: (inout State) -> Int
  ) -> Sample {
    let clock = ContinuousClock()
    var times: [Double] = []
    var total = 0.0
    var result = 0
    var isFirst = true
    while wantsMore(count: times.count, total: total) {
      var state = setUp()
      let start = clock.now
      result = body(&state)
      let time = seconds(since: start, on: clock)
      blackHole(state)
      blackHole(result)
      if isFirst && time < Self.warmUpLimit {
        isFirst = false
        continue
      }
      isFirst = false
      times.append(time)
      total += time
    }
    return Sample(times, result: result)
  }

  /// Times `body`; see `measure(setUp:_:)`.
  func measure(_ body: () -> Int) -> Sample {
    measure(setUp: {}, { _ in body() })
  }

  /// Times `first` and `second` in turns, one run of each a round, as
  /// `measure(_:)` times one body (a short first round is a warm-up, and the
  /// rounds go on while either wants more): for two figures a target
  /// compares, so that what the machine's other work does to one run it
  /// does to the run beside it.
  ///
  /// - Returns: The samples of `first` and of `second`.
  func measureInTurns(_ first: () -> Int, _ second: () -> Int) -> (Sample, Sample) {
    let clock = ContinuousClock()
    var times: ([Double], [Double]) = ([], [])
    var totals = (0.0, 0.0)
    var results = (0, 0)
    var isFirst = true
    while wantsMore(count: times.0.count, total: totals.0)
      || wantsMore(count: times.1.count, total: totals.1)
    {
      var start = clock.now
      results.0 = first()
      let firstTime = seconds(since: start, on: clock)
      blackHole(results.0)
      start = clock.now
      results.1 = second()
      let secondTime = seconds(since: start, on: clock)
      blackHole(results.1)
      if isFirst && max(firstTime, secondTime) < Self.warmUpLimit {
        isFirst = false
        continue
      }
      isFirst = false
      times.0.append(firstTime)
      times.1.append(secondTime)
      totals.0 += firstTime
      totals.1 += secondTime
    }
    return (Sample(times.0, result: results.0), Sample(times.1, result: results.1))
  }

  /// Runs `body` as `measure(setUp:_:)` does, collecting what each run
  /// reports; for workloads that time their own steps. `duration` tells how
  /// long a run took.
  func collect<Report>(
    duration: (Report) -> Double, _ body: () -> Report
  ) -> [Report] {
    var reports: [Report] = []
    var total = 0.0
    var isFirst = true
    while wantsMore(count: reports.count, total: total) {
      let report = body()
      let time = duration(report)
      if isFirst && time < Self.warmUpLimit {
        isFirst = false
        continue
      }
      isFirst = false
      reports.append(report)
      total += time
    }
    return reports
  }
}
