//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  internal enum _CodingKeys: String, CodingKey {
    case version, layout, sources, settled, rulesStart, hidden, blocks, frontier
  }

  internal enum _PassCodingKeys: String, CodingKey { case kinds, times }

  /// The version of the saved feed's format: it changes only when the
  /// feed's format does. The cursor at its frontier carries its own
  /// (`SlotCursor._formatVersion`), numbered apart.
  internal static var _formatVersion: Int { 2 }
}

extension SlotFeed: Encodable where Kind: Encodable, Element: Encodable {
  /// Encodes the feed into the given encoder, in version 2 of the format
  /// that <doc:SavingFeedsAndCursors#Live-feeds> describes: its rules,
  /// items, settled rows and rule state, so that the decoded feed has the
  /// same rows and goes on exactly as this one would.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding a kind or an item throws.
  /// - Complexity: O(*n* + *k* log *k* + *g* + *h*), where *n* is the
  ///   number of items, *k* the number of kinds, *g* the size of the settled
  ///   rows' runs and *h* the number of hidden rows.
  public func encode(to encoder: any Encoder) throws {
    var feed = self
    feed._settlePending()
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(Self._formatVersion, forKey: .version)
    try container.encode(_layout, forKey: .layout)
    try SlotCollection._encode(_kinds.byKind, orderedBy: _layout, in: &container, forKey: .sources)
    // Each pass as a value, read from the runs where it is: a nested
    // container for each would stay a container until the whole feed is
    // encoded, several times the size of its JSON.
    var settled = container.nestedUnkeyedContainer(forKey: .settled)
    for plan in feed._sealed.plans + [feed._settled] {
      for run in plan.runs {
        try settled.encode(
          _SavedPass(
            entries: plan.entries[run.entryStart..<(run.entryStart + run.width)],
            kinds: _table.kinds, times: run.passes))
      }
    }
    if _rulesStart > 0 { try container.encode(_rulesStart, forKey: .rulesStart) }
    let hidden = feed._hidden.sorted.reduce(into: [[Int]]()) { ranges, row in
      guard ranges.last.map({ $0[0] + $0[1] }) == row else { return ranges.append([row, 1]) }
      ranges[ranges.count - 1][1] += 1
    }
    if !hidden.isEmpty { try container.encode(hidden, forKey: .hidden) }
    if !_blocks.isEmpty {
      // Each block as the collection it was, a value at a time.
      var blocks = container.nestedUnkeyedContainer(forKey: .blocks)
      for block in 0..<_blocks.count {
        try blocks.encode(
          _SavedBlock(layout: _blocks.layout(of: block), sources: _blocks.sourcesByKind(of: block)))
      }
    }
    // The feed's own rules stand beside the frontier: it names none.
    var frontier = feed.cursor(after: -1)
    frontier._layoutIdentity = nil
    try container.encode(frontier, forKey: .frontier)
  }

  /// A settled pass as a saved feed holds it: its kinds, and the number of
  /// times it repeats.
  private struct _SavedPass: Encodable {
    /// The pass's entries, in the plan that holds them.
    var entries: ArraySlice<_LayoutPlan._Entry>
    /// The feed's kinds, by identifier.
    var kinds: [Kind]
    /// The number of times the pass repeats.
    var times: Int

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: _PassCodingKeys.self)
      try container.encode(entries.map { kinds[$0.kind] }, forKey: .kinds)
      try container.encode(times, forKey: .times)
    }
  }

  /// A prepended block as a saved feed holds it: as ``SlotCollection``
  /// encodes the collection it was.
  private struct _SavedBlock: Encodable {
    /// The block's rules.
    var layout: SlotLayout<Kind>
    /// The block's sources.
    var sources: [Kind: [Element]]

    func encode(to encoder: any Encoder) throws {
      try SlotCollection._encode(layout: layout, sources: sources, to: encoder)
    }
  }
}

extension SlotFeed: Decodable where Kind: Decodable, Element: Decodable {
  /// Creates a feed by decoding it in the format that ``encode(to:)``
  /// writes: it has the same rows as the encoded feed and goes on exactly
  /// as that feed would.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed or does not hold
  ///   together, as <doc:SavingFeedsAndCursors#Versions-and-checks> lists.
  /// - Complexity: O(*n* + *k* + *g* + *h* log *h* + *b*), where *n* is the
  ///   number of items, *k* the number of kinds, *g* the size of the settled
  ///   rows' runs, *h* the number of hidden rows and *b* the size of the
  ///   blocks.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    try container._checkFormatVersion(Self._formatVersion, of: "SlotFeed", forKey: .version)
    self.init(layout: try container.decode(SlotLayout<Kind>.self, forKey: .layout))
    // One pass that numbers each kind once, in a table grown once.
    let (kinds, items) = try SlotCollection<Kind, Element>._decodeSourceLists(
      from: container, forKey: .sources, dropping: false)
    _kinds.reserveCapacity(_table.count + kinds.count)
    for index in kinds.indices { _kinds.intern(kinds[index], source: _ChunkedArray(items[index])) }
    _growToTable()

    var passes = try container.nestedUnkeyedContainer(forKey: .settled)
    // The items each kind shows in the pass being read: one array for all
    // passes, set back to zero for the kinds of a pass once it is read, so
    // that reading costs the passes' entries, not their number times the
    // kinds.
    var seen: [Int] = []
    while !passes.isAtEnd {
      let pass = try passes.nestedContainer(keyedBy: _PassCodingKeys.self)
      let kinds = try pass.decode([Kind].self, forKey: .kinds).map { _intern($0) }
      let times = try pass._decodeCount(forKey: .times, "number of times")
      guard !kinds.isEmpty, times > 0 else {
        throw container._impossible(.settled, "a settled pass has no rows or is repeated no times")
      }
      seen += repeatElement(0, count: _table.count - seen.count)
      defer { for kind in kinds { seen[kind] = 0 } }
      var entries = kinds.map { kind in
        defer { seen[kind] += 1 }
        return _LayoutPlan._Entry(kind: kind, firstOffset: _taken(kind) + seen[kind], stride: 0)
      }
      for index in entries.indices {
        let kind = entries[index].kind
        let (taken, overflow) = seen[kind].multipliedReportingOverflow(by: times)
        guard !overflow, taken <= _sources[kind].count - _taken(kind) else {
          throw container._impossible(
            .settled, "the settled rows show more items of \(_table.kinds[kind]) than it has")
        }
        entries[index].stride = seen[kind]
      }
      _settled.appendRun(entries, passes: times)
      _sealed.seal(from: &_settled)
    }
    // Absent in feeds saved before the key existed: every settled row then
    // counts as laid out by the rules as they are.
    if let start = try container.decodeIfPresent(Int.self, forKey: .rulesStart) {
      guard start >= 0, start <= _settled.count else {
        throw container._impossible(
          .rulesStart, "the rules cannot start at row \(start) of \(_settled.count) settled rows")
      }
      _rulesStart = start
    }

    if try container.contains(.blocks) && !container.decodeNil(forKey: .blocks) {
      // One block at a time, kept flat: never every block as a collection.
      var blocks = try container.nestedUnkeyedContainer(forKey: .blocks)
      var hasEmptyBlock = false
      while !blocks.isAtEnd {
        let block = try blocks.decode(SlotCollection<Kind, Element>.self)
        guard !block.isEmpty else {
          hasEmptyBlock = true
          continue
        }
        _blocks.append(block)
        _blockEnds.append(_prependedCount + block.count)
      }
      guard !hasEmptyBlock else {
        throw container._impossible(.blocks, "a prepended block has no rows")
      }
    }
    var next = -_prependedCount
    for range in try container.decodeIfPresent([[Int]].self, forKey: .hidden) ?? [] {
      guard range.count == 2, range[0] >= next, range[1] > 0, range[0] < _settled.count,
        range[1] <= _settled.count - range[0]
      else {
        throw container._impossible(
          .hidden, "the hidden rows \(range) are not settled, or hidden twice")
      }
      next = range[0] + range[1]
      for row in range[0]..<next { _hidden.insert(row) }
    }

    let frontier = try container.decode(SlotCursor<Kind>.self, forKey: .frontier)
    let live = frontier._live.map { _intern($0) }.sorted()
    // The kinds the frontier names are looked up, not every kind the feed
    // has: a kind it does not name has offset zero. A kind with neither
    // items, settled rows nor rules is carried, not numbered: its offset is
    // all the feed knows of it.
    var resumed = _table.kinds.indices.map { -_taken($0) }
    for (kind, offset) in frontier._offsets {
      if let identifier = _table.identifier(of: kind) {
        resumed[identifier] += offset
      } else {
        _carriedOffsets[kind] = offset
      }
    }
    guard resumed.allSatisfy({ $0 >= 0 }), frontier.ruleRow >= _settled.count else {
      throw container._impossible(
        .frontier, "the frontier counts fewer items or rows than are settled")
    }
    // The settled rows hold at least this many placed rows, and the rule
    // position before them (all that counts) does not depend on more.
    _settledPlacedCount = Swift.max(0, _settled.count - frontier.rulePosition)
    let resumedRulePosition = frontier.rulePosition - _settled.count + _settledPlacedCount
    if resumedRulePosition > 0 || resumed.contains(where: { $0 > 0 }) {
      (_resumedOffsets, _resumedRulePosition) = (resumed, resumedRulePosition)
    }
    if let identity = frontier._layoutIdentity,
      identity != SlotCursor._LayoutIdentity(rules: _rules, table: _table)
    {
      throw container._impossible(.frontier, "the frontier names other rules than the feed's")
    }
    do {
      guard frontier._isInRange else { throw SlotCursorError.valueOutOfRange }
      try _resumeRuleState(of: frontier, live: live)
    } catch {
      throw container._impossible(.frontier, "the frontier does not fit the rules: \(error)", error)
    }
    #if SLOTS_INTERNAL_CHECKS
      _checkInvariants()
    #endif
  }
}
