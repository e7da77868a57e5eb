//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A clock that moves only when a test moves it: nothing sleeps on real
/// time.
///
/// Its instants count from zero in `Duration` (read a second as one tick
/// of a simulation). A task that sleeps on it wakes when a test advances the
/// clock to or past its deadline, or throws `CancellationError` when it is
/// cancelled:
///
///     let clock = ManualClock()
///     Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(5))) }
///     clock.advance(by: .seconds(4))   // still asleep
///     clock.advance(by: .seconds(1))   // wakes
///     clock.now                         // ManualClock.Instant(ticks: 5)
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public final class ManualClock: Clock, Sendable {
  /// An instant of a manual clock: a duration since its start.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock started.
    public var offset: Swift.Duration

    /// The instant `offset` after the start.
    public init(offset: Swift.Duration) { self.offset = offset }

    /// The instant `ticks` seconds after the start.
    public init(ticks: Int) { self.offset = .seconds(ticks) }

    /// Whole seconds since the start.
    public var ticks: Int { Int(offset.components.seconds) }

    /// The instant a duration later.
    public func advanced(by duration: Swift.Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration from this instant to another.
    public func duration(to other: Instant) -> Swift.Duration { other.offset - offset }

    /// Whether this instant comes first.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    /// `t` and the ticks, as `t12`, with a fraction when there is one.
    public var description: String {
      offset.components.attoseconds == 0 ? "t\(ticks)" : "t\(offset)"
    }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextID = 0
    var cancelled: Set<Int> = []
  }

  private let state = Locked(State())

  /// Creates a clock at its start.
  public init() {}

  /// The clock's instant.
  public var now: Instant { state.withLock { $0.now } }

  /// Zero: a manual clock keeps any instant.
  public var minimumResolution: Swift.Duration { .zero }

  /// The number of tasks asleep on the clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// The earliest deadline of a task asleep on the clock, if any.
  public var nextDeadline: Instant? { state.withLock { $0.sleepers.map(\.deadline).min() } }

  /// Sleeps until the clock reaches `deadline`, or throws
  /// `CancellationError` when the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: (any Error)?? = state.withLock { state in
          if state.cancelled.remove(id) != nil { return .some(CancellationError()) }
          if deadline <= state.now { return .some(nil) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        switch outcome {
        case .some(.some(let error)): continuation.resume(throwing: error)
        case .some(.none): continuation.resume()
        case .none: break
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelled.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock on by `duration` and wakes the tasks whose deadline
  /// it reached, earliest first.
  public func advance(by duration: Swift.Duration) {
    advance(to: now.advanced(by: duration))
  }

  /// Moves the clock to `instant` (never back) and wakes the tasks whose
  /// deadline it reached, earliest first.
  public func advance(to instant: Instant) {
    let woken = state.withLock { state -> [Sleeper] in
      if instant > state.now { state.now = instant }
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in woken { sleeper.continuation.resume() }
  }
}
