//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The 2.0-style side of W9: a feed class that works the way Slots 2.0.0 does,
// written here from the layout rules (the Layout Rules article; not from Slots 2.0.0's source). It
// stores its sources as `[Any]` in a dictionary keyed by type name, and every
// sort walks the rules item by item, rebuilding `contents: [Any]` and the
// type of every position from scratch; reads then index those arrays.
//
// It lives in a module of its own, as Slots 2.0.0 did, so that the benchmark
// calls it across a module boundary (no inlining, dynamic dispatch on an
// open class), exactly as it calls this package's `Slots` class.

/// A 2.0-style feed: the Slots 2.0 API, with the whole list built on each
/// sort.
open class SlotsTwo {
  open var pattern: [String]! { didSet { setNeedsSort() } }
  open var header: [String]? { didSet { setNeedsSort() } }
  open var repeatables: [String]? { didSet { setNeedsSort() } }
  open var fixed: [Int: String]? { didSet { setNeedsSort() } }
  open var defaultContentType: String? { didSet { setNeedsSort() } }

  private(set) open var needsSort = false

  private var sources: [String: [Any]] = [:]
  private var builtContents: [Any] = []
  private var builtTypes: [String] = []

  /// An empty feed with an empty pattern.
  public init() {
    pattern = []
  }

  /// An empty feed with the given pattern.
  public convenience init(pattern: [String]) {
    self.init()
    self.pattern = pattern
  }

  /// The whole list, built by the last sort.
  open var contents: [Any] {
    sortIfNeeded()
    return builtContents
  }

  open var count: Int {
    sortIfNeeded()
    return builtContents.count
  }

  open func type(at index: Int) -> String? {
    guard index >= 0 else { return nil }
    sortIfNeeded()
    guard index < builtTypes.count else { return nil }
    return builtTypes[index]
  }

  open subscript(index: Int) -> Any? {
    guard index >= 0 else { return nil }
    sortIfNeeded()
    guard index < builtContents.count else { return nil }
    return builtContents[index]
  }

  open subscript(type: String) -> [Any]? {
    get { sources[type] }
    set {
      sources[type] = newValue
      setNeedsSort()
    }
  }

  open func setNeedsSort() {
    needsSort = true
  }

  open func sortIfNeeded() {
    if needsSort { sort() }
  }

  /// Lays the whole list out again by the layout rules, one item at a time.
  open func sort() {
    needsSort = false
    builtContents = []
    builtTypes = []
    let pattern = self.pattern ?? []
    // Rule 0: no pattern or no present type, no layout.
    if pattern.isEmpty || sources.isEmpty { return }

    let fallback = defaultContentType
    // Rule 1: the live repeatables.
    var live: Set<String> = []
    if fallback == nil, let repeatables {
      let inPattern = Set(pattern)
      for type in repeatables where inPattern.contains(type) { live.insert(type) }
    }
    var taken: [String: Int] = [:]
    func hasItem(_ type: String) -> Bool {
      guard let items = sources[type] else { return false }
      return taken[type, default: 0] < items.count
    }
    func emit(_ type: String) {
      let offset = taken[type, default: 0]
      taken[type] = offset + 1
      builtContents.append(sources[type]![offset])
      builtTypes.append(type)
    }
    // Rule 2: one pass; returns whether it stopped the layout.
    func pass(_ types: [String]) -> Bool {
      var blocked = false
      for type in types {
        if !hasItem(type) {
          if let fallback, hasItem(fallback) {
            emit(fallback)
            continue
          }
          if live.contains(type) {
            live.remove(type)
          } else {
            blocked = true
          }
          if live.isEmpty { return true }
          continue
        }
        if !blocked || live.contains(type) { emit(type) }
      }
      return false
    }
    // Rules 3 and 4.
    if let header, pass(header) { return }
    while !pass(pattern) {}
    // Rule 5: fixed positions, ascending.
    guard let fixed else { return }
    for index in fixed.keys.sorted() {
      let type = fixed[index]!
      if pattern.contains(type) { continue }
      guard hasItem(type), index >= 0, index <= builtContents.count else { continue }
      let offset = taken[type, default: 0]
      taken[type] = offset + 1
      builtContents.insert(sources[type]![offset], at: index)
      builtTypes.insert(type, at: index)
    }
  }
}
