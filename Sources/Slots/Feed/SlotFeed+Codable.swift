//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed {
  @usableFromInline
  internal enum _CodingKeys: String, CodingKey {
    case layout, kinds, sources, settled, hidden, blocks, state, resumed
  }

  @usableFromInline
  internal enum _PassCodingKeys: String, CodingKey {
    case kinds, passes
  }

  @usableFromInline
  internal enum _StateCodingKeys: String, CodingKey {
    case header, slot, blocked, live
  }

  @usableFromInline
  internal enum _ResumedCodingKeys: String, CodingKey {
    case offsets, rulePosition
  }
}

extension SlotFeed: Encodable where Kind: Encodable, Element: Encodable {
  /// Encodes the feed into the given encoder: its rules, its items, its
  /// settled rows and where the rules stand, so that the decoded feed has
  /// the same rows and goes on exactly as this one would.
  ///
  /// The feed becomes one keyed container:
  ///
  ///     {
  ///       "layout": { "pattern": ["post", "post", "post", "ad"], … },
  ///       "kinds": ["post", "ad"],
  ///       "sources": [[…posts…], […ads…]],
  ///       "settled": [{"kinds": [0, 0, 0, 1], "passes": 2}, {"kinds": [0], "passes": 1}],
  ///       "hidden": [3],
  ///       "blocks": [{ "layout": …, "sources": … }],
  ///       "state": {"slot": 1, "live": ["post"]}
  ///     }
  ///
  /// `kinds` lists the kinds the feed has met, and `sources` their items in
  /// the same order. The settled rows are written as runs of identical
  /// passes, each pass as the indices (into `kinds`) of its rows' kinds:
  /// the settled rows take each kind's items in order from the first, so the
  /// kinds say which item each row shows. `hidden` lists the hidden rows by
  /// their place among the settled rows as if none were hidden, counted from
  /// zero at the first row laid out by the rules; prepended rows count down
  /// from -1. `blocks` holds the prepended blocks, oldest first. `state` is
  /// the pass in progress after the last settled row (`header` and
  /// `blocked` appear only when true) and its live repeatables; `resumed`
  /// appears in a feed made from a cursor, with the cursor's offsets (one a
  /// kind) and rule position.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Complexity: O(*n* + *k* + *g* + *h*), where *n* is the number of
  ///   items, *k* the number of kinds, *g* the size of the settled rows'
  ///   runs and *h* the number of hidden rows.
  public func encode(to encoder: any Encoder) throws {
    var feed = self
    feed._settlePending()
    var container = encoder.container(keyedBy: _CodingKeys.self)
    try container.encode(_layout, forKey: .layout)
    try container.encode(_table.kinds, forKey: .kinds)
    try container.encode(_sources, forKey: .sources)
    var settled = container.nestedUnkeyedContainer(forKey: .settled)
    for run in feed._settled.runs {
      var pass = settled.nestedContainer(keyedBy: _PassCodingKeys.self)
      try pass.encode(
        feed._settled.entries[run.entryStart..<(run.entryStart + run.width)].map(\.kind),
        forKey: .kinds)
      try pass.encode(run.passes, forKey: .passes)
    }
    try container.encode(_hidden.sorted, forKey: .hidden)
    try container.encode(_blocks, forKey: .blocks)
    var state = container.nestedContainer(keyedBy: _StateCodingKeys.self, forKey: .state)
    if feed._tailState.inHeader { try state.encode(true, forKey: .header) }
    try state.encode(feed._tailState.slot, forKey: .slot)
    if feed._tailState.blocked { try state.encode(true, forKey: .blocked) }
    try state.encode(feed._tailState.live.map { _table.kinds[$0] }, forKey: .live)
    if !_resumedOffsets.isEmpty {
      var resumed = container.nestedContainer(keyedBy: _ResumedCodingKeys.self, forKey: .resumed)
      try resumed.encode(_resumedOffsets, forKey: .offsets)
      try resumed.encode(_resumedRulePosition, forKey: .rulePosition)
    }
  }
}

extension SlotFeed: Decodable where Kind: Decodable, Element: Decodable {
  /// Creates a feed by decoding it from the given decoder, in the form that
  /// ``encode(to:)`` writes.
  ///
  /// The decoded feed has the same rows, the same settled rows and the same
  /// rule state as the encoded one, and goes on exactly as it would.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data is malformed or does not hold
  ///   together: kinds named twice, a source missing, a settled pass that
  ///   names an unknown kind or takes more items than its source holds, a
  ///   hidden row that is not settled, an empty block, a negative count, or
  ///   a rule state that does not fit the rules (the
  ///   ``SlotCursorError`` is the underlying error then).
  /// - Complexity: O(*n* + *k* + *g* + *h* log *h* + *b*), where *n* is the
  ///   number of items, *k* the number of kinds, *g* the size of the settled
  ///   rows' runs, *h* the number of hidden rows and *b* the size of the
  ///   blocks.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CodingKeys.self)
    func corrupted(_ key: _CodingKeys, _ message: String, _ error: (any Error)? = nil)
      -> DecodingError
    {
      DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath + [key], debugDescription: message,
          underlyingError: error))
    }

    let layout = try container.decode(SlotLayout<Kind>.self, forKey: .layout)
    // The kinds keep the identifiers they had, which the settled runs name.
    let kinds = try container.decode([Kind].self, forKey: .kinds)
    self.init(layout: SlotLayout())
    for kind in kinds {
      guard _table.identifier(of: kind) == nil else {
        throw corrupted(.kinds, "the kind \(kind) is listed twice")
      }
      _ = _table.intern(kind)
    }
    _layout = layout
    _rules = _LayoutRules(layout, table: &_table)
    guard _table.count == kinds.count else {
      throw corrupted(.kinds, "the kinds leave out a kind that the rules name")
    }
    let sources = try container.decode([[Element]].self, forKey: .sources)
    guard sources.count == kinds.count else {
      throw corrupted(.sources, "\(sources.count) sources for \(kinds.count) kinds")
    }
    _sources = sources

    // Settled rows, as runs.
    var settled = try container.nestedUnkeyedContainer(forKey: .settled)
    var next = Array(repeating: 0, count: kinds.count)
    while !settled.isAtEnd {
      let pass = try settled.nestedContainer(keyedBy: _PassCodingKeys.self)
      let passKinds = try pass.decode([Int].self, forKey: .kinds)
      let passes = try pass.decode(Int.self, forKey: .passes)
      guard !passKinds.isEmpty, passes > 0,
        passKinds.allSatisfy({ $0 >= 0 && $0 < kinds.count })
      else {
        throw corrupted(.settled, "a settled pass names no row, an unknown kind, or no passes")
      }
      var perPass = Array(repeating: 0, count: kinds.count)
      for kind in passKinds { perPass[kind] += 1 }
      var entries: [_LayoutPlan._Entry] = []
      var seen = Array(repeating: 0, count: kinds.count)
      for kind in passKinds {
        entries.append(
          .init(kind: kind, firstOffset: next[kind] + seen[kind], stride: perPass[kind]))
        seen[kind] += 1
      }
      for kind in Set(passKinds) {
        let (taken, overflow) = perPass[kind].multipliedReportingOverflow(by: passes)
        guard !overflow, taken <= sources[kind].count - next[kind] else {
          throw corrupted(
            .settled, "the settled rows take more items of \(kinds[kind]) than it has")
        }
        next[kind] += taken
      }
      _settled.appendRun(entries, passes: passes)
    }
    if _settled.sequentialUse.count < kinds.count {
      _settled.sequentialUse.append(
        contentsOf: repeatElement(0, count: kinds.count - _settled.sequentialUse.count))
    }

    // Prepended blocks and hidden rows.
    _blocks = try container.decode([SlotCollection<Kind, Element>].self, forKey: .blocks)
    for block in _blocks {
      guard !block.isEmpty else { throw corrupted(.blocks, "a prepended block has no rows") }
      _blockEnds.append(_prependedCount + block.count)
    }
    let hidden = try container.decode([Int].self, forKey: .hidden).sorted()
    for (index, row) in hidden.enumerated() {
      guard row >= -_prependedCount, row < _settled.count,
        index == 0 || hidden[index - 1] < row
      else {
        throw corrupted(.hidden, "the hidden row \(row) is not a settled row, or is named twice")
      }
      _hidden.insert(row)
    }

    // Where the rules stand.
    if container.contains(.resumed) {
      let resumed = try container.nestedContainer(
        keyedBy: _ResumedCodingKeys.self, forKey: .resumed)
      let offsets = try resumed.decode([Int].self, forKey: .offsets)
      let rulePosition = try resumed.decode(Int.self, forKey: .rulePosition)
      guard offsets.count == kinds.count, offsets.allSatisfy({ $0 >= 0 }), rulePosition >= 0,
        rulePosition <= Int.max - _settled.count
      else { throw corrupted(.resumed, "the resumed offsets or rule position are impossible") }
      _resumedOffsets = offsets
      _resumedRulePosition = rulePosition
    }
    let state = try container.nestedContainer(keyedBy: _StateCodingKeys.self, forKey: .state)
    let live = try state.decode([Kind].self, forKey: .live).map { kind in
      guard let identifier = _table.identifier(of: kind) else {
        throw corrupted(.state, "the live repeatable \(kind) is not a kind of the feed")
      }
      return identifier
    }
    _tailState = _PassState(
      inHeader: try state.decodeIfPresent(Bool.self, forKey: .header) ?? false,
      slot: try state.decode(Int.self, forKey: .slot),
      blocked: try state.decodeIfPresent(Bool.self, forKey: .blocked) ?? false,
      live: live.sorted())
    do {
      try _checkRuleState()
    } catch {
      throw corrupted(.state, "the rule state does not fit the rules: \(error)", error)
    }
    // This format predates placements: its rule rows are its rule positions.
    _placement.ruleRow = _resumedRulePosition + _settled.count
    _resolveTail()
    #if SLOTS_INTERNAL_CHECKS
      _checkInvariants()
    #endif
  }
}
