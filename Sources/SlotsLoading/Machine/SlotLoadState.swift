//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Where the loading of one kind stands: what a list's footer shows —
/// nothing, a spinner, "failed, tap to retry", or "the end".
///
///     switch pager.loadState(of: .post) {
///     case .idle: footer.hide()
///     case .loading: footer.showSpinner()
///     case .failed(let error, let retryAt): footer.showRetry(error, at: retryAt)
///     case .exhausted: footer.showTheEnd()
///     }
///
/// A kind is loading while a load of it is in flight; failed from a failed
/// load until its next attempt starts (at `retryAt`, or at once on
/// ``SlotPager/retry()``); exhausted when its paged source gave its last
/// page, until a refresh.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public enum SlotLoadState<Instant> {
  /// Nothing in flight and nothing wrong.
  case idle
  /// A load is in flight.
  case loading
  /// The last load failed; the pager tries again at `retryAt`.
  case failed(any Error, retryAt: Instant)
  /// The paged source gave its last page.
  case exhausted

  /// Whether a load is in flight.
  ///
  /// - Complexity: O(1).
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// Whether the paged source gave its last page.
  ///
  /// - Complexity: O(1).
  public var isExhausted: Bool {
    if case .exhausted = self { return true }
    return false
  }

  /// The error of the failed load, or `nil` when the state is not
  /// ``failed(_:retryAt:)``.
  ///
  /// - Complexity: O(1).
  public var error: (any Error)? {
    if case .failed(let error, _) = self { return error }
    return nil
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotLoadState: Sendable where Instant: Sendable {}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SlotLoadState: CustomStringConvertible {
  /// `idle`, `loading`, `failed(error, retry at instant)` or `exhausted`.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .loading: "loading"
    case .failed(let error, let retryAt): "failed(\(error), retry at \(retryAt))"
    case .exhausted: "exhausted"
    }
  }
}
