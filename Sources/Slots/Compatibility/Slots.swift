//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The Slots 2.0-compatible feed: content types named by strings, items of
/// any type, and the same declarations, results and calls as Slots 2.0.0.
///
/// Code written for Slots 2.0.0 compiles unchanged — subclasses included —
/// and sees the same `contents`, `count`, `type(at:)` and subscripts on every
/// configuration:
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
/// it as needing a sort (``needsSort``), and the next read sorts. A subclass
/// sees the same calls as in 2.0: every assignment calls ``setNeedsSort()``
/// once, and every read calls ``sortIfNeeded()`` once, which calls
/// ``sort()`` when ``needsSort`` is `true`. Unlike Slots 2.0.0, sorting costs
/// time that depends on the rules, not on the number of items, and reading
/// `count` or one item never builds the whole list; only ``contents`` and the
/// range subscript do, once a sort.
///
/// Negative positions return `nil` without sorting, other out-of-range reads
/// return `nil`, and ranges are clamped to `0 ..< count`, never a trap. The
/// class is not thread-safe, as Slots 2.0.0 was not — not even for reads
/// alone, which may sort — so new code should prefer the value type
/// ``SlotCollection``, on the same engine.
open class Slots {
  /// The content types laid out once, before the pattern.
  ///
  /// Setting it calls ``setNeedsSort()``.
  open var header: [String]? { didSet { setNeedsSort() } }

  /// The content types laid out again and again, in order.
  ///
  /// Setting it calls ``setNeedsSort()``. As in Slots 2.0.0, the property is
  /// an implicitly unwrapped optional; a `nil` pattern lays nothing out, as
  /// an empty one does (Slots 2.0.0 trapped on the next sort).
  ///
  ///     slots.pattern = ["post", "post", "ad"]
  ///     slots.pattern.count  // 3
  open var pattern: [String]! { didSet { setNeedsSort() } }

  /// The content types that keep going when another type of the pattern runs
  /// out. Ignored when ``defaultContentType`` is set.
  ///
  /// Setting it calls ``setNeedsSort()``.
  open var repeatables: [String]? { didSet { setNeedsSort() } }

  /// The content type whose items fill the slots of types that ran out.
  ///
  /// Setting it calls ``setNeedsSort()``.
  open var defaultContentType: String? { didSet { setNeedsSort() } }

  /// Content types put at absolute positions after the rest is laid out,
  /// keyed by position. A type that occurs in ``pattern`` is ignored here.
  ///
  ///     slots.fixed = [0: "banner", 3: "banner"]
  ///
  /// Setting it calls ``setNeedsSort()``.
  open var fixed: [Int: String]? { didSet { setNeedsSort() } }

  /// All items, in order.
  ///
  /// Reading it calls ``sortIfNeeded()``.
  ///
  /// - Complexity: Linear in the number of items the first time after a
  ///   sort, which copies them into the list a run at a time; O(1) after
  ///   that.
  open var contents: [Any] {
    _sortIfNeededBeforeRead()
    return _builtContents()
  }

  /// Whether an assignment has happened since the last sort.
  ///
  /// - Complexity: O(1).
  private(set) open var needsSort: Bool {
    get { _needsSort }
    set { _needsSort = newValue }
  }

  /// The number of items.
  ///
  /// Reading it calls ``sortIfNeeded()``.
  ///
  /// - Complexity: O(1), after a sort if one is needed.
  open var count: Int {
    _sortIfNeededBeforeRead()
    return _feed.count
  }

  /// Whether the string subscript returns `[]` instead of `nil` for content
  /// types that were never assigned. The default is `false`.
  ///
  ///     slots["undefined"]  // nil
  ///     slots.prefersEmptyArrayForUndefinedContentTypes = true
  ///     slots["undefined"]  // []
  open var prefersEmptyArrayForUndefinedContentTypes = false

  // The state below is read on every access to an item, so it is kept out of
  // the runtime's exclusivity checks, which cost more than the read itself.
  // That is sound because no two accesses to it ever overlap: this class's
  // own code is the only code that touches it, and that code never calls out
  // (to an overridable member, or to code that could) while it holds an
  // access — `sort()` reads the overridable rule properties before it
  // replaces the feed.

  /// The feed as the last sort laid it out: rules, sources and plan, always
  /// consistent with each other, so that reads made before the next sort
  /// (a subclass may skip sorts) see the last sorted state, as in 2.0.
  @exclusivity(unchecked) private var _feed = SlotCollection<String, Any>()
  /// Whether the feed must be laid out again before the next read.
  @exclusivity(unchecked) private var _needsSort = false
  /// The list of items, built on the first read of `contents` after a sort.
  @exclusivity(unchecked) private var _contents: [Any]?
  /// The items of each present content type (assigned, even to `[]`), as
  /// assigned since: the next sort lays them out.
  private var _sources: [String: [Any]] = [:]
  /// The rules as the last sort read them, which `_feed` was made with, or
  /// `nil` before the first sort: a sort that reads the same rules keeps
  /// their translation (the numbered kinds, the rules in kind numbers) and
  /// lays the new sources out with it, which is all that an app that only
  /// assigns items asks for.
  private var _sortedRules: _Rules?
  /// Whether `self` is an instance of a subclass, which may override the
  /// members that reads call; when it is not, reads check ``needsSort``
  /// without a dynamic call.
  private let _isSubclassInstance: Bool

  /// Creates an empty feed with an empty pattern.
  ///
  ///     let slots = Slots()
  ///     slots.count  // 0
  ///
  /// - Complexity: O(1).
  public init() {
    _isSubclassInstance = Swift.type(of: self) != Slots.self
    pattern = []
  }

  /// Creates an empty feed with the given pattern.
  ///
  ///     let slots = Slots(pattern: ["post", "post", "ad"])
  ///
  /// As in Slots 2.0.0, the new feed does not need a sort yet.
  ///
  /// - Parameter pattern: The content types laid out again and again.
  /// - Complexity: O(1).
  public convenience init(pattern: [String]) {
    self.init()
    self.pattern = pattern
  }

  /// Returns the content type of the item at `index`, or `nil` when `index`
  /// is outside `0 ..< count`.
  ///
  ///     // pattern ["post", "post", "ad"]
  ///     slots.type(at: 2)   // "ad"
  ///     slots.type(at: -1)  // nil, without sorting
  ///
  /// A non-negative `index` calls ``sortIfNeeded()`` first; a negative one
  /// returns `nil` at once, as in Slots 2.0.0.
  ///
  /// - Parameter index: Any integer.
  /// - Returns: The content type, or `nil`.
  /// - Complexity: Independent of the number of items, after a sort if one
  ///   is needed: O(log *s* + log *f*), a search over the runs of identical
  ///   passes (*s*) and over the fixed items (*f*).
  open func type(at index: Int) -> String? {
    guard index >= 0 else { return nil }
    _sortIfNeededBeforeRead()
    guard index < _feed._plan.count else { return nil }
    return _feed._table.kinds[_feed._plan.item(at: index).kind]
  }

  /// Returns the item at `index`, or `nil` when `index` is outside
  /// `0 ..< count`.
  ///
  ///     // pattern ["post", "post", "ad"]
  ///     slots[2] as? Ad  // the first ad
  ///     slots[-1]        // nil, without sorting
  ///
  /// A non-negative `index` calls ``sortIfNeeded()`` first; a negative one
  /// returns `nil` at once, as in Slots 2.0.0.
  ///
  /// - Parameter index: Any integer.
  /// - Complexity: Independent of the number of items, after a sort if one
  ///   is needed: O(log *s* + log *f*), a search over the runs of identical
  ///   passes (*s*) and over the fixed items (*f*).
  open subscript(index: Int) -> Any? {
    guard index >= 0 else { return nil }
    _sortIfNeededBeforeRead()
    return _feed.element(at: index)
  }

  /// Returns the items in `subRange`, clamped to `0 ..< count`; the slice
  /// keeps the positions of ``contents`` as its indices.
  ///
  ///     slots[0..<4]    // "a", 1, 2, "b"
  ///     slots[-5..<100] // all of contents
  ///
  /// Calls ``sortIfNeeded()`` first. Slots 2.0.0 trapped on a range that
  /// left `0 ..< count`.
  ///
  /// - Parameter subRange: Any range of integers.
  /// - Complexity: Linear in the number of items the first time after a
  ///   sort (see ``contents``), then O(1).
  open subscript(subRange: Range<Int>) -> ArraySlice<Any> {
    _sortIfNeededBeforeRead()
    let contents = _builtContents()
    let lower = Swift.min(Swift.max(subRange.lowerBound, 0), contents.count)
    let upper = Swift.min(Swift.max(subRange.upperBound, lower), contents.count)
    return contents[lower..<upper]
  }

  /// The items of a content type.
  ///
  ///     slots["post"] = posts
  ///     slots["post"]!.append(contentsOf: nextPage)
  ///     slots["ad"] = nil  // removes the type
  ///
  /// Reading a type that was never assigned, or was assigned `nil`, gives
  /// `nil` (or `[]` when ``prefersEmptyArrayForUndefinedContentTypes`` is
  /// `true`). Reading never sorts. Setting calls ``setNeedsSort()`` once, and
  /// so does a change in place, which reads the items, changes a copy of
  /// them and sets it back, exactly as in Slots 2.0.0: a read of this object
  /// made during the change (from a closure passed to `removeAll(where:)`,
  /// say) sees the feed as it was before the change.
  ///
  /// - Parameter type: The content type.
  /// - Complexity: Reading and setting are O(1) on average. A change in place
  ///   copies the type's items once, as in Slots 2.0.0: linear in their
  ///   number, plus the change itself.
  open subscript(type: String) -> [Any]? {
    get {
      // Read first, as Slots 2.0.0 does, whether or not the type is present.
      let prefersEmptyArray = prefersEmptyArrayForUndefinedContentTypes
      if let items = _sources[type] { return items }
      return prefersEmptyArray ? [] : nil
    }
    set {
      _sources[type] = newValue
      setNeedsSort()
    }
  }

  /// Marks the feed as needing a sort before the next read.
  ///
  /// Every assignment calls it once; a subclass may override it to learn of
  /// changes (calling `super`).
  ///
  /// - Complexity: O(1).
  open func setNeedsSort() {
    needsSort = true
  }

  /// Sorts the feed if an assignment happened since the last sort.
  ///
  /// Every read but that of a negative position calls it once, as in Slots
  /// 2.0.0.
  ///
  /// - Complexity: O(1) when no sort is needed; otherwise that of ``sort()``.
  open func sortIfNeeded() {
    if needsSort { sort() }
  }

  /// Lays the feed out from the current rules and items.
  ///
  /// - Complexity: Time that depends on the rules and the number of content
  ///   types, not on the number of items; no item is copied.
  ///   <doc:PerformanceAndComplexity#Laying-a-Feed-Out> gives the formula.
  open func sort() {
    needsSort = false
    // The rules are read (possibly through a subclass's overrides) before
    // the feed is touched.
    let rules = _Rules(
      pattern: pattern ?? [], header: header ?? [], repeatables: repeatables ?? [],
      fixed: fixed ?? [:], fallback: defaultContentType)
    _contents = nil
    if rules == _sortedRules {
      _feed._replaceSources(with: _sources)
    } else {
      _feed = SlotCollection(layout: rules.layout, sources: _sources)
      _sortedRules = rules
    }
  }

  // MARK: - Internals

  /// What every read but that of a negative position does first: calls
  /// ``sortIfNeeded()``, or, on an instance of this class itself (whose
  /// members no subclass overrides), does what it would do without the
  /// dynamic calls.
  @inline(__always)
  private func _sortIfNeededBeforeRead() {
    if _isSubclassInstance {
      sortIfNeeded()
    } else if _needsSort {
      sort()
    }
  }

  /// The rules of the 2.0 API, as a sort reads them: `nil` properties as
  /// empty ones.
  private struct _Rules: Equatable {
    var pattern: [String]
    var header: [String]
    var repeatables: [String]
    var fixed: [Int: String]
    var fallback: String?

    /// The same rules for the engine.
    var layout: SlotLayout<String> {
      SlotLayout(
        pattern: pattern, header: header, repeatables: Set(repeatables), fixed: fixed,
        fallback: fallback)
    }
  }

  /// The list of items of the current layout, built on first use.
  private func _builtContents() -> [Any] {
    if let contents = _contents { return contents }
    let contents = Array(_feed)
    _contents = contents
    return contents
  }
}
