//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// An item of a live session: an identity (`id`), contents (`version`) and
/// a group, for the placements' separation.
public struct LiveItem: Hashable, Identifiable, Codable, Sendable, CustomStringConvertible,
  SlotGrouping
{
  /// The kind the item was made for.
  public var kind: String
  /// The item's identity, unique within a session.
  public var id: Int
  /// The item's contents: a replacement shows the next version.
  public var version: Int
  /// The item's group, or `nil`.
  public var group: String?

  /// Creates an item.
  public init(kind: String, id: Int, version: Int = 0, group: String? = nil) {
    self.kind = kind
    self.id = id
    self.version = version
    self.group = group
  }

  /// The item's group, for ``SlotGrouping``.
  public var slotGroup: String? { group }

  /// The kind's letter and the identity, with the version when not zero and
  /// the group when there is one: `u7v1/N`.
  public var description: String {
    "\(kind)\(id)" + (version > 0 ? "v\(version)" : "") + (group.map { "/\($0)" } ?? "")
  }
}

/// A random session of every operation of `SlotFeed`, played step by step on
/// a feed and on the naive reference, ``NaiveLiveFeed``, and checked after
/// each step: rows, kinds, source positions and settled count; demand and
/// cursors (by their offsets and rule position, and by resuming a feed from
/// them); every change set applied to the old rows, items that stay never
/// removed and inserted, and arrivals never touching a settled row.
///
/// The tests play sessions from seeds and the fuzzer from its input bytes:
///
///     var random = SeededRandom(seed: 12)
///     var session = LiveFeedSession(random: &random)
///     for _ in 0..<24 {
///         if let problem = session.step(using: &random) { print(problem, session.log) }
///     }
public struct LiveFeedSession {
  /// The rules the session draws its layouts from.
  public let rules: RandomRules<String>
  /// Whether the session draws placements, items of placed kinds and
  /// groups; without them, a seed plays as it did before placements.
  public let withPlacements: Bool
  /// The feed under test.
  public var feed: SlotFeed<String, LiveItem>
  /// The reference.
  public var naive: NaiveLiveFeed<LiveItem>
  /// What the session did, for failure messages.
  public var log: [String] = []
  /// The next item's identity.
  public var nextID = 0
  /// The most items one step appends to a source, one time in five (the
  /// others append up to 4).
  public var largestAppend = 30
  /// Replaces the feed by one made from it, such as a copy that went
  /// through JSON, now and then; the session goes on with the copy.
  public var roundTrip: ((SlotFeed<String, LiveItem>) throws -> SlotFeed<String, LiveItem>)?
  /// Checks more of a cursor against the reference's rule state: the
  /// tests, which can read a cursor's pass, set it.
  public var checkPass: ((SlotCursor<String>, NaiveLiveFeed<LiveItem>.State) -> String?)?

  /// Starts a session with a random layout of `rules`; with placements,
  /// the layouts have placements, steps append items of placed kinds, and
  /// items have groups.
  public init<R: RandomSource>(
    rules: RandomRules<String> = .letters, random: inout R, withPlacements: Bool = false
  ) {
    self.rules = rules
    self.withPlacements = withPlacements
    let layout = SlotLayout(rules.rules(using: &random, withPlacements: withPlacements))
    feed = SlotFeed(layout: layout)
    naive = NaiveLiveFeed(layout: layout)
    log.append("layout \(layout)")
  }

  /// The kinds whose sources a step may grow.
  public var sourceKinds: [String] {
    withPlacements ? rules.allKindsWithPlacements : rules.allKinds
  }

  /// The kinds a step may name: the rules' kinds, a block's kind and one
  /// nothing names.
  public var kinds: [String] { sourceKinds + ["n", "unknown"] }

  /// Returns `count` new items of `kind`, with identities never used before.
  public mutating func newItems(_ kind: String, _ count: Int) -> [LiveItem] {
    defer { nextID += count }
    return (0..<count).map { LiveItem(kind: kind, id: nextID + $0) }
  }

  /// Returns `count` new items of `kind`, with identities never used
  /// before and, with placements, a group drawn for each: `nil` one time in
  /// three, otherwise `A`, `B` or `C`.
  public mutating func newItems<R: RandomSource>(
    _ kind: String, _ count: Int, using random: inout R
  ) -> [LiveItem] {
    var items = newItems(kind, count)
    if withPlacements {
      for index in items.indices { items[index].group = drawGroup(using: &random) }
    }
    return items
  }

  private func drawGroup<R: RandomSource>(using random: inout R) -> String? {
    random.chance(33) ? nil : random.element(of: ["A", "B", "C"])
  }

  /// The kind of the next arrival: any kind; with placements, a placed
  /// kind of the rules four times in ten and a kind of their pattern three
  /// times in ten, so that placed rows and the main rows between them
  /// build up.
  private func arrivingKind<R: RandomSource>(using random: inout R) -> String {
    guard withPlacements else { return random.element(of: sourceKinds) }
    let layout = naive.layout
    switch random.below(10) {
    case 0..<4 where !layout.placements.isEmpty: return random.element(of: layout.placements).kind
    case 4..<7 where !layout.pattern.isEmpty: return random.element(of: layout.pattern)
    default: return random.element(of: sourceKinds)
    }
  }

  /// Whether row `position` is a tail row of a kind the rules place.
  private func isPlacedTailRow(_ position: Int) -> Bool {
    position >= feed.settledCount
      && naive.layout.placements.contains { $0.kind == feed.kind(at: position) }
  }

  /// Plays one random step; returns what is wrong, if anything.
  public mutating func step<R: RandomSource>(using random: inout R) -> String? {
    let old = Array(feed)
    let settledBefore = feed.settledCount
    var changes: SlotChangeSet?
    var arrival = false
    // The identity of an item that may leave its row and come back.
    var relaid: Int?
    switch random.below(100) {
    case 0..<35:
      let kind = arrivingKind(using: &random)
      let items = newItems(
        kind, random.within(0...(random.chance(80) ? 4 : largestAppend)), using: &random)
      log.append("append \(items.count) to \(kind)")
      changes = feed.append(contentsOf: items, to: kind)
      naive.append(items, to: kind)
      arrival = true
    case 35..<55:
      let position =
        random.chance(90)
        ? feed.settledCount + random.within(-2...6) : random.within(-3...feed.count + 3)
      log.append("settle(through: \(position))")
      feed.settle(through: position)
      naive.settle(through: position)
    case 55..<67:
      guard !feed.isEmpty else { return nil }
      let position = random.below(feed.count)
      log.append("remove(at: \(position))")
      arrival = position >= feed.settledCount
      changes = feed.remove(at: position)
      naive.remove(at: position)
    case 67..<75:
      guard !feed.isEmpty else { return nil }
      let position = random.below(feed.count)
      var item = feed[position]
      item.version += 1
      if withPlacements && random.chance(40) { item.group = drawGroup(using: &random) }
      log.append("replace(at: \(position)) with \(item)")
      // A tail row of a placed kind whose item changes group is laid out
      // again; every other row is updated in place.
      let relays = isPlacedTailRow(position) && item.group != feed[position].group
      changes = feed.replace(at: position, with: item)
      naive.replace(at: position, with: item)
      if relays {
        arrival = true
        relaid = item.id
      } else if changes?.rowChanges != SlotChangeSet(updates: [position]) {
        return "replace gave \(changes!)"
      }
    case 75..<82:
      let kind = random.element(of: ["n", rules.patternKinds[0], rules.otherKinds[0]])
      let block = SlotCollection(
        layout: SlotLayout(pattern: [kind]),
        sources: [kind: newItems(kind, random.within(0...3), using: &random)])
      log.append("prepend \(block.count)")
      changes = feed.prepend(block)
      naive.prepend(block.indices.map { (block.kind(at: $0), block[$0]) })
    case 82..<88:
      let layout = SlotLayout(rules.rules(using: &random, withPlacements: withPlacements))
      log.append("replaceLayout(\(layout))")
      changes = feed.replaceLayout(with: layout)
      naive.replaceLayout(with: layout)
      arrival = true
    case 88..<94:
      let kind = random.element(of: kinds)
      let rowCount = random.within(-1...12)
      let demand = feed.demand(for: kind, within: rowCount)
      let expected = naive.demand(for: kind, within: rowCount)
      if demand != expected {
        return "demand(for: \(kind), within: \(rowCount)) = \(demand), expected \(expected)"
      }
    case 94..<97:
      guard let roundTrip else { return nil }
      log.append("round trip")
      do {
        feed = try roundTrip(feed)
      } catch {
        return "round trip failed: \(error)"
      }
    default:
      if let problem = checkCursor(after: random.within(-2...feed.count + 2)) { return problem }
    }
    if let problem = compare() { return problem }
    guard let changes else { return nil }
    return check(
      changes, from: old, settledBefore: settledBefore, arrival: arrival, relaid: relaid)
  }

  /// Compares the feed with the reference.
  public func compare() -> String? {
    let expected = naive.rows
    guard feed.count == expected.count else {
      return "count \(feed.count), expected \(expected.count): \(Array(feed)) vs "
        + "\(expected.map(\.element))"
    }
    let origins = naive.origins
    for position in expected.indices {
      guard feed[position] == expected[position].element,
        feed.kind(at: position) == expected[position].kind
      else {
        return "row \(position): \(feed[position]), expected \(expected[position].element); "
          + "\(Array(feed)) vs \(expected.map(\.element))"
      }
      let origin = feed.sourcePosition(at: position)
      guard origin == origins[position] else {
        return "sourcePosition(at: \(position)) = \(String(describing: origin)), "
          + "expected \(String(describing: origins[position]))"
      }
    }
    guard feed.settledCount == naive.settledCount else {
      return "settledCount \(feed.settledCount), expected \(naive.settledCount)"
    }
    return nil
  }

  /// Checks a change set against the rows before and after it; the item
  /// `relaid` (a replaced item laid out again) may be removed and inserted.
  public func check(
    _ changes: SlotChangeSet, from old: [LiveItem], settledBefore: Int, arrival: Bool,
    relaid: Int? = nil
  ) -> String? {
    let new = Array(feed)
    let applied = changes.applied(to: old) { new[$0] }
    guard applied == new else { return "\(changes) applied to \(old) gives \(applied), not \(new)" }
    guard old.applying(changes.difference(from: old, to: new)) == new else {
      return "\(changes) as a CollectionDifference does not give the new rows"
    }
    // Items that stay are never removed and inserted.
    let newIDs = Set(new.map(\.id)).subtracting(relaid.map { [$0] } ?? [])
    for position in changes.removals where newIDs.contains(old[position].id) {
      return "\(changes) removes \(old[position]), which stays"
    }
    let oldIDs = Set(old.map(\.id)).subtracting(relaid.map { [$0] } ?? [])
    for position in changes.insertions where oldIDs.contains(new[position].id) {
      return "\(changes) inserts \(new[position]), which was there"
    }
    if arrival {
      let touched =
        changes.removals + changes.insertions + changes.updates
        + changes.moves.flatMap { [$0.from, $0.to] }
      if let above = touched.first(where: { $0 < settledBefore }) {
        return "\(changes) touches row \(above), above the frontier \(settledBefore)"
      }
    }
    return nil
  }

  /// Checks `cursor(after:)` against the reference's rule state: its
  /// offsets and rule position, and a feed resumed from it, given the items
  /// after its offsets, against the reference's tail from that state.
  public func checkCursor(after position: Int) -> String? {
    let cursor = feed.cursor(after: position)
    var settled = naive
    settled.settle(through: position)
    let expected = settled.state
    for kind in kinds where cursor.offset(of: kind) != expected.consumed[kind, default: 0] {
      return "cursor(after: \(position)).offset(of: \(kind)) = \(cursor.offset(of: kind)), "
        + "expected \(expected)"
    }
    guard cursor.rulePosition == expected.rulePosition else {
      return
        "cursor(after: \(position)).rulePosition = \(cursor.rulePosition), expected \(expected)"
    }
    guard cursor.ruleRow == expected.ruleRow else {
      return "cursor(after: \(position)).ruleRow = \(cursor.ruleRow), expected \(expected)"
    }
    if let problem = checkPass?(cursor, expected) { return problem }
    let resumed: SlotFeed<String, LiveItem>
    do {
      var feed = try SlotFeed<String, LiveItem>(layout: naive.layout, resumingAfter: cursor)
      for (kind, items) in naive.sources where items.count > cursor.offset(of: kind) {
        _ = feed.append(contentsOf: items[cursor.offset(of: kind)...], to: kind)
      }
      resumed = feed
    } catch {
      return "resuming after cursor(after: \(position)) throws \(error)"
    }
    let tail = settled.tail().map {
      $0.row.element ?? settled.sources[$0.row.kind]![$0.row.offset!]
    }
    guard Array(resumed) == tail else {
      return "resumed after cursor(after: \(position)): \(Array(resumed)), expected \(tail)"
    }
    return nil
  }
}
