//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The Slots 2.0-compatible feed: content types named by strings, items of
/// any type, and the same properties, subscripts and results as Slots 2.0.0.
///
/// Code written for Slots 2.0.0 compiles unchanged and sees the same
/// `contents`, `count`, `type(at:)` and subscripts on every configuration:
///
///     let slots = Slots()
///     slots.pattern = ["Month", "Picture", "Picture", "Month", "Picture"]
///     slots["Month"] = ["Nov 2014", "Dec 2014", "Jan 2015"]
///     slots["Picture"] = [Picture(1), Picture(2), Picture(3)]
///
///     slots.contents    // "Nov 2014", Picture(1), Picture(2), "Dec 2014", Picture(3), "Jan 2015"
///     slots[2]          // Picture(2)
///     slots.type(at: 3) // "Month"
///
/// Like Slots 2.0.0, the class lays the feed out lazily: any assignment marks
/// it as needing a sort (``needsSort``), and the next read sorts. Unlike Slots
/// 2.0.0, sorting costs time that depends on the rules, not on the number of
/// items, and reading `count` or one item never builds the whole list; only
/// ``contents`` and the range subscript do, once a sort.
///
/// Out-of-range reads return `nil`, and ranges are clamped to `0 ..< count`,
/// never a trap. The class is not thread-safe, as Slots 2.0.0 was not — not
/// even for reads alone, which may sort — so new code should prefer the value
/// type ``SlotCollection``, on the same engine.
open class Slots {
  /// The content types laid out again and again, in order.
  open var pattern: [String] { didSet { setNeedsSort() } }

  /// The content types laid out once, before the pattern.
  open var header: [String]? { didSet { setNeedsSort() } }

  /// The content types that keep going when another type of the pattern runs
  /// out.
  open var repeatables: [String]? { didSet { setNeedsSort() } }

  /// Content types put at absolute positions after the rest is laid out,
  /// keyed by position.
  open var fixed: [Int: String]? { didSet { setNeedsSort() } }

  /// The content type whose items fill the slots of types that ran out.
  open var defaultContentType: String? { didSet { setNeedsSort() } }

  /// Whether the string subscript returns `[]` instead of `nil` for content
  /// types that were never assigned. The default is `false`.
  ///
  ///     slots["undefined"]  // nil
  ///     slots.prefersEmptyArrayForUndefinedContentTypes = true
  ///     slots["undefined"]  // []
  open var prefersEmptyArrayForUndefinedContentTypes = false

  /// Whether an assignment has happened since the last sort.
  public private(set) var needsSort = false

  private var _feed = SlotCollection<String, Any>()
  private var _assignedTypes: Set<String> = []
  private var _contents: [Any]?

  /// Creates an empty feed with an empty pattern.
  ///
  /// - Complexity: O(1).
  public init() {
    pattern = []
  }

  /// Creates an empty feed with the given pattern.
  ///
  /// - Parameter pattern: The content types laid out again and again.
  /// - Complexity: O(1).
  public convenience init(pattern: [String]) {
    self.init()
    self.pattern = pattern
  }

  /// All items, in order.
  ///
  /// - Complexity: O(*n*) the first time after a sort, where *n* is the number
  ///   of items; O(1) after that.
  open var contents: [Any] {
    sortIfNeeded()
    if let contents = _contents { return contents }
    let contents = Array(_feed)
    _contents = contents
    return contents
  }

  /// The number of items.
  ///
  /// - Complexity: O(1), after a sort if one is needed.
  open var count: Int {
    sortIfNeeded()
    return _feed.count
  }

  /// Returns the content type of the item at `index`, or `nil` when `index`
  /// is outside `0 ..< count`.
  ///
  /// - Parameter index: Any integer.
  /// - Returns: The content type, or `nil`.
  /// - Complexity: O(log *s* + log *f*), where *s* is the number of runs of
  ///   identical passes (O(*k*) for *k* content types) and *f* the number of
  ///   fixed items, after a sort if one is needed.
  open func type(at index: Int) -> String? {
    sortIfNeeded()
    guard index >= 0 && index < _feed.count else { return nil }
    return _feed._table.kinds[_feed._plan.item(at: index).kind]
  }

  /// Returns the item at `index`, or `nil` when `index` is outside
  /// `0 ..< count`.
  ///
  /// - Parameter index: Any integer.
  /// - Complexity: O(log *s* + log *f*), where *s* is the number of runs of
  ///   identical passes (O(*k*) for *k* content types) and *f* the number of
  ///   fixed items, after a sort if one is needed.
  open subscript(index: Int) -> Any? {
    sortIfNeeded()
    return _feed.element(at: index)
  }

  /// Returns the items in `range`, clamped to `0 ..< count`; the slice keeps
  /// the positions of ``contents`` as its indices.
  ///
  ///     slots[0..<4]    // "a", 1, 2, "b"
  ///     slots[-5..<100] // all of contents
  ///
  /// - Parameter range: Any range of integers.
  /// - Complexity: O(*n*) the first time after a sort (see ``contents``), then
  ///   O(1).
  open subscript(range: Range<Int>) -> ArraySlice<Any> {
    let contents = self.contents
    let lower = Swift.min(Swift.max(range.lowerBound, 0), contents.count)
    let upper = Swift.min(Swift.max(range.upperBound, lower), contents.count)
    return contents[lower..<upper]
  }

  /// The items of a content type.
  ///
  /// Reading a type that was never assigned, or was assigned `nil`, gives
  /// `nil` (or `[]` when ``prefersEmptyArrayForUndefinedContentTypes`` is
  /// `true`). Assigning `nil` removes the type.
  ///
  /// - Parameter type: The content type.
  /// - Complexity: O(1) on average.
  open subscript(type: String) -> [Any]? {
    get {
      if _assignedTypes.contains(type) { return _feed[source: type] }
      return prefersEmptyArrayForUndefinedContentTypes ? [] : nil
    }
    set {
      if newValue == nil {
        _assignedTypes.remove(type)
      } else {
        _assignedTypes.insert(type)
      }
      _feed._setSourceWithoutResolving(newValue ?? [], for: type)
      setNeedsSort()
    }
    // Changing the items in place (`slots["post"]?.append(contentsOf: page)`)
    // moves the array out of the feed and back, so that it is not copied.
    _modify {
      var items: [Any]? =
        _assignedTypes.contains(type)
        ? _feed._takeSourceWithoutResolving(for: type)
        : (prefersEmptyArrayForUndefinedContentTypes ? [] : nil)
      // The feed no longer holds those items: a read before they come back
      // must lay it out anew rather than look for them.
      setNeedsSort()
      defer { self[type] = items }
      yield &items
    }
  }

  /// Marks the feed as needing a sort before the next read.
  ///
  /// - Complexity: O(1).
  open func setNeedsSort() {
    needsSort = true
  }

  /// Sorts the feed if an assignment happened since the last sort.
  ///
  /// - Complexity: O(1) when no sort is needed; otherwise that of ``sort()``.
  open func sortIfNeeded() {
    if needsSort { sort() }
  }

  /// Lays the feed out from the current rules and items.
  ///
  /// - Complexity: O(*k* + *r* log *r* + *p* × *s*), where *k* is the number of
  ///   content types, *r* the size of the rules, *p* the length of the pattern
  ///   and header, and *s* the number of runs of identical passes (O(*k*));
  ///   independent of the number of items.
  open func sort() {
    needsSort = false
    _contents = nil
    _feed._setLayoutWithoutResolving(
      SlotLayout(
        pattern: pattern,
        header: header ?? [],
        repeatables: Set(repeatables ?? []),
        fixed: fixed ?? [:],
        fallback: defaultContentType))
    _feed._resolve()
  }
}
