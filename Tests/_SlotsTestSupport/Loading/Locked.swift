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
#endif

/// A value behind a POSIX mutex, for the kit's state that tasks share (the
/// manual clock, tallies of requests).
///
/// Not the standard library's `Mutex`: on Linux that one waits with the
/// `futex` system call, which the thread sanitizer does not follow, so
/// every access through it reads as a race in CI's sanitizer run. The
/// sanitizer intercepts `pthread_mutex_lock` and sees this lock order
/// accesses.
///
///     let tally = Locked(0)
///     tally.withLock { $0 += 1 }
///     tally.withLock { $0 }   // 1
public final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `value` is read and written only between
  // `pthread_mutex_lock` and `pthread_mutex_unlock` of `mutex`, which this
  // object allocates, initializes once and destroys in `deinit`.
  private var value: Value
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Puts `value` behind a new lock.
  ///
  /// - Parameter value: The value the lock guards.
  public init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` on the value, with the lock held.
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
