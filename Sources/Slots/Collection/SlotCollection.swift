//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A feed laid out from several sources by a ``SlotLayout``: a random-access
/// collection that is never built.
///
/// A slot collection holds one array of items for each kind of content, and
/// the rules that interleave them. It reads like the array the rules would
/// build, but it only stores the sources and a description of the layout
/// whose size depends on the rules, never on the number of items: `count`,
/// the element at a position and the position of an item are answered by
/// arithmetic.
///
///     enum Kind { case post, ad }
///
///     var feed = SlotCollection<Kind, String>(
///         layout: SlotLayout(pattern: [.post, .post, .ad], repeatables: [.post]))
///     feed[source: .post] = ["P0", "P1", "P2", "P3", "P4"]
///     feed[source: .ad] = ["A0"]
///
///     Array(feed)          // ["P0", "P1", "A0", "P2", "P3", "P4"]
///     feed.kind(at: 2)     // .ad
///     feed.index(ofOffset: 3, in: .post)  // 4
///
/// Slot collections are values: copies are independent, and one value can be
/// read from many threads at once. Setting a source or the layout resolves
/// the layout again, in time that depends on the rules and on the kinds in
/// use, never on the number of items: a feed forgets the kinds that have no
/// items and that its rules no longer name.
///
/// The layout follows the rules of Slots 2.0.0 exactly; ``Slots`` is the
/// 2.0-compatible class built on the same engine.
public struct SlotCollection<Kind: Hashable, Element> {
  @usableFromInline internal var _layout: SlotLayout<Kind>
  /// The kinds, numbered, and the sources, indexed by kind identifier.
  ///
  /// Any change to a source's size must be followed by `_resolve()` before
  /// the next read: reads and iteration take the items that `_plan` and
  /// `_walk` name without bounds checks, and those were checked against
  /// these sizes when they were made.
  @usableFromInline internal var _kinds: _KindedSources<Kind, [Element]>
  @usableFromInline internal var _rules: _LayoutRules
  @usableFromInline internal var _plan: _LayoutPlan
  /// The plan as iteration reads it, kept with the plan so that making an
  /// iterator allocates nothing.
  @usableFromInline internal var _walk: _LayoutPlan._Walk
  /// The groups of the items of kinds that a placement separates, numbered
  /// when the items arrive. Whoever changes a source tells it from which
  /// offset (`sourceChanged(_:from:)`); laying out numbers the rest.
  @usableFromInline internal var _groups: _GroupTable

  /// Creates an empty feed with no rules and no sources.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {
    _layout = SlotLayout()
    _kinds = _KindedSources()
    _rules = _LayoutRules()
    _plan = _LayoutPlan(emptyWithKindCount: 0)
    _walk = .empty
    _groups = _GroupTable()
  }

  /// Creates a feed that lays out the given sources by the given rules.
  ///
  ///     let feed = SlotCollection(
  ///         layout: SlotLayout(pattern: ["letter", "number"]),
  ///         sources: ["letter": ["a", "b"], "number": ["1", "2", "3"]])
  ///     Array(feed)  // ["a", "1", "b", "2"]
  ///
  /// - Parameters:
  ///   - layout: The rules of the feed.
  ///   - sources: The items of each kind, in the order they are laid out.
  ///
  /// - Precondition: The layout's placements are valid (<doc:Placements>),
  ///   and `Element` conforms to ``SlotGrouping`` when one of them has a
  ///   non-zero separation.
  /// - Complexity: The items are not copied, and laying the feed out costs
  ///   time that depends on the rules and the number of kinds, not on the
  ///   number of items. <doc:PerformanceAndComplexity#Laying-a-Feed-Out>
  ///   gives the formula.
  @inlinable
  public init(layout: SlotLayout<Kind>, sources: [Kind: [Element]] = [:]) {
    self.init()
    _layout = layout
    _kinds.reserveCapacity(sources.count + layout.pattern.count)
    for (kind, items) in sources where !items.isEmpty {
      _sources[_intern(kind)] = items
    }
    _rules = _LayoutRules(layout, table: &_table)
    _growSourcesToTable()
    _resolve()
  }

  /// The rules of the feed.
  ///
  /// Setting the rules lays the feed out anew.
  ///
  /// - Complexity: Reading is O(1). Setting lays the feed out anew, in time
  ///   that depends on the rules and the kinds in use, not on the number of
  ///   items. <doc:PerformanceAndComplexity#Laying-a-Feed-Out> gives the
  ///   formula.
  @inlinable
  public var layout: SlotLayout<Kind> {
    get { _layout }
    set {
      _setLayoutWithoutResolving(newValue)
      _resolve()
    }
  }

  /// The items of the given kind, in the order they are laid out.
  ///
  /// Reading a kind that has no source gives an empty array; setting an empty
  /// array removes the source. Setting a source lays the feed out anew.
  ///
  ///     feed[source: .ad] = ads
  ///     feed[source: .post].append(contentsOf: nextPage)
  ///
  /// - Parameter kind: The kind of content.
  /// - Complexity: Reading is O(1) on average. Setting a source, or changing
  ///   one in place, costs the change itself plus laying the feed out anew,
  ///   in time that depends on the rules and the kinds in use, not on the
  ///   number of items. <doc:PerformanceAndComplexity#Laying-a-Feed-Out>
  ///   gives the formula.
  @inlinable
  public subscript(source kind: Kind) -> [Element] {
    get {
      guard let identifier = _table.identifier(of: kind) else { return [] }
      return _sources[identifier]
    }
    set {
      _setSourceWithoutResolving(newValue, for: kind)
      _resolve()
    }
    _modify {
      let identifier = _intern(kind)
      _groups.sourceChanged(identifier, from: 0)
      defer { _resolve() }
      yield &_sources[identifier]
    }
  }

  /// The sources of the feed, keyed by kind; kinds without items are left
  /// out.
  ///
  /// - Complexity: O(*k*), where *k* is the number of kinds; the items are
  ///   not copied.
  @inlinable
  public var sources: [Kind: [Element]] { _kinds.byKind }

  /// Returns the kind of the item at the given position.
  ///
  ///     // pattern [.post, .post, .ad]
  ///     feed.kind(at: 2)  // .ad
  ///
  /// - Parameter position: A valid position of the feed, in `0 ..< count`.
  /// - Returns: The kind of the item at `position`.
  /// - Complexity: Independent of the number of items: O(log *s* + log
  ///   *f*), a binary search over the runs of identical passes (*s*, about
  ///   two a kind at most) and over the fixed items (*f*).
  @inlinable
  @inline(__always)
  public func kind(at position: Int) -> Kind {
    _checkPosition(position)
    return _table.kinds[_plan.item(at: position).kind]
  }

  /// Returns where the item at the given position comes from: its kind and
  /// its offset in that kind's source.
  ///
  ///     // pattern [.post, .post, .ad]
  ///     feed.sourcePosition(at: 4)  // post#3
  ///
  /// - Parameter position: A valid position of the feed, in `0 ..< count`.
  /// - Returns: The kind and source offset of the item at `position`.
  /// - Complexity: Independent of the number of items: O(log *s* + log
  ///   *f*), a binary search over the runs of identical passes (*s*, about
  ///   two a kind at most) and over the fixed items (*f*).
  @inlinable
  public func sourcePosition(at position: Int) -> SourcePosition<Kind> {
    _checkPosition(position)
    let item = _plan.item(at: position)
    return SourcePosition(kind: _table.kinds[item.kind], offset: item.offset)
  }

  /// Returns the position in the feed of the item at `offset` in the source
  /// of `kind`, or `nil` when the rules leave that item out.
  ///
  ///     // pattern [.post, .post, .ad], no repeatables, 5 posts, 1 ad:
  ///     // P0 P1 A0 P2 P3, and the feed stops when the ads run out.
  ///     feed.index(ofOffset: 0, in: .ad)    // 2
  ///     feed.index(ofOffset: 4, in: .post)  // nil
  ///
  /// This is the inverse of ``sourcePosition(at:)``. Negative offsets,
  /// offsets past the end of the source and unknown kinds give `nil`.
  ///
  /// - Parameters:
  ///   - offset: An offset in the source of `kind`.
  ///   - kind: The kind of the item.
  /// - Returns: The item's position in the feed, or `nil`.
  /// - Complexity: Independent of the number of items: one hash look-up of
  ///   the kind, then O(log *s* + log *f*), a binary search over the runs of
  ///   identical passes (*s*) and over the fixed items (*f*).
  @inlinable
  public func index(ofOffset offset: Int, in kind: Kind) -> Int? {
    guard let identifier = _table.identifier(of: kind) else { return nil }
    return _plan.position(ofOffset: offset, kind: identifier)
  }

  /// Returns the position in the feed of the item at the given source
  /// position, or `nil` when the rules leave that item out.
  ///
  /// - Parameter sourcePosition: A kind and an offset in its source.
  /// - Returns: The item's position in the feed, or `nil`.
  /// - Complexity: Independent of the number of items: one hash look-up of
  ///   the kind, then O(log *s* + log *f*), a binary search over the runs of
  ///   identical passes (*s*) and over the fixed items (*f*).
  @inlinable
  public func index(of sourcePosition: SourcePosition<Kind>) -> Int? {
    index(ofOffset: sourcePosition.offset, in: sourcePosition.kind)
  }

  /// Returns the item at the given position, or `nil` when the position is
  /// outside `0 ..< count`.
  ///
  /// Unlike the subscript, this method never traps:
  ///
  ///     feed.element(at: -1)      // nil
  ///     feed.element(at: 1 << 62) // nil
  ///
  /// - Parameter position: Any integer.
  /// - Returns: The item at `position`, or `nil`.
  /// - Complexity: Independent of the number of items: O(log *s* + log
  ///   *f*), a binary search over the runs of identical passes (*s*, about
  ///   two a kind at most) and over the fixed items (*f*).
  @inlinable
  @inline(__always)
  public func element(at position: Int) -> Element? {
    guard UInt(bitPattern: position) < UInt(bitPattern: _plan.count) else { return nil }
    let item = _plan.item(at: position)
    return _sources[item.kind][item.offset]
  }
}

// MARK: - Internals

extension SlotCollection {
  /// The kinds, numbered.
  @inlinable
  internal var _table: _KindTable<Kind> {
    _read { yield _kinds.table }
    _modify { yield &_kinds.table }
  }

  /// The sources, indexed by kind identifier; a kind without items holds
  /// `[]`.
  @inlinable
  internal var _sources: [[Element]] {
    _read { yield _kinds.sources }
    _modify { yield &_kinds.sources }
  }

  @inlinable
  @inline(__always)
  internal func _checkPosition(_ position: Int) {
    // One unsigned comparison covers both ends.
    precondition(
      UInt(bitPattern: position) < UInt(bitPattern: _plan.count), "Index out of range")
  }

  /// Returns the identifier of `kind`, numbering it and giving it an empty
  /// source first if it is new.
  @inlinable
  internal mutating func _intern(_ kind: Kind) -> Int {
    _kinds.intern(kind)
  }

  @inlinable
  internal mutating func _growSourcesToTable() {
    _kinds.growToTable()
  }

  /// Replaces the rules without laying the feed out; call `_resolve()` before
  /// the next read.
  @inlinable
  internal mutating func _setLayoutWithoutResolving(_ layout: SlotLayout<Kind>) {
    _layout = layout
    _rules = _LayoutRules(layout, table: &_table)
    _growSourcesToTable()
  }

  /// Replaces a source without laying the feed out; call `_resolve()` before
  /// the next read.
  @inlinable
  internal mutating func _setSourceWithoutResolving(_ items: [Element], for kind: Kind) {
    if items.isEmpty, _table.identifier(of: kind) == nil { return }
    let identifier = _intern(kind)
    _sources[identifier] = items
    _groups.sourceChanged(identifier, from: 0)
  }

  /// Replaces every source with those of `sources` (a kind left out has no
  /// items), keeping the rules and the kinds numbered, and lays the feed
  /// out once; the feed is then the one `init(layout:sources:)` makes.
  ///
  /// - Complexity: O(*k*) hashes of kinds, where *k* is the number of kinds,
  ///   and one layout; the items are not copied.
  internal mutating func _replaceSources(with sources: [Kind: [Element]]) {
    for identifier in _sources.indices { _sources[identifier] = [] }
    _groups.removeAll()
    for (kind, items) in sources where !items.isEmpty {
      _sources[_intern(kind)] = items
    }
    _resolve()
  }

  /// Lays the feed out from the current rules and source sizes.
  @inlinable
  internal mutating func _resolve() {
    _ = _resolveRenumberingKinds()
  }

  /// Lays the feed out from the current rules and source sizes, first
  /// forgetting the kinds that have no items and that the rules do not name
  /// once they outnumber the others; returns the new identifier of each old
  /// kind (`-1` for a forgotten one) if it forgot any.
  ///
  /// Forgetting only when the unused kinds outnumber the used ones keeps the
  /// kind table within twice the kinds in use, at an amortized cost of O(1)
  /// a kind ever numbered; the check costs nothing while the rules name
  /// half the table or more.
  @inlinable
  internal mutating func _resolveRenumberingKinds() -> [Int]? {
    var renumbering: [Int]? = nil
    if _table.count > 2 * _rules.namedKindCount {
      renumbering = _forgetUnusedKinds()
      if renumbering != nil { _groups.removeAll() }
    }
    // A closure rather than the key path `\.count`: key paths go through the
    // runtime, which shows on layouts with thousands of kinds.
    let counts = _sources.map { $0.count }
    let plan = _LayoutPlan(rules: _rules, counts: counts, groups: _numberedGroups())
    _walk = _LayoutPlan._Walk(plan, counts: counts)
    _plan = plan
    return renumbering
  }

  /// The groups of the items that the placements separate, each item's
  /// numbered, or `nil` when no placement separates groups.
  ///
  /// - Complexity: O(*n*) group reads, where *n* is the number of items of
  ///   separated kinds that arrived or changed since the last layout.
  @inlinable
  internal mutating func _numberedGroups() -> _ItemGroups? {
    _groups.numberItems(separatedBy: _rules, in: _sources)
    guard _rules.separatesGroups else { return nil }
    return _ItemGroups(_groups)
  }

  /// Forgets the kinds that have no items and that the rules do not name,
  /// when they outnumber the others, and renumbers the rest; returns the
  /// renumbering, or `nil` when it forgot nothing.
  ///
  /// - Complexity: O(*k*), where *k* is the number of kinds.
  @usableFromInline
  internal mutating func _forgetUnusedKinds() -> [Int]? {
    var keep = _kinds.kindsWithItems
    _rules.markNamedKinds(in: &keep)
    guard let renumbering = _kinds.forgetKinds(keeping: keep) else { return nil }
    _rules.renumber(renumbering)
    return renumbering
  }
}

extension SlotCollection: Sendable where Kind: Sendable, Element: Sendable {}
