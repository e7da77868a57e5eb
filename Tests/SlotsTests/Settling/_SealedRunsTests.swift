//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import _SlotsTestSupport

@testable import Slots

/// Sealing the oldest settled runs: a feed whose rows break their rhythm
/// again and again seals runs, and still shows the naive reference's rows,
/// keeps its invariants, goes through JSON and leaves its copies alone.
/// (Debug builds seal every few runs, so the random sessions of the
/// differential tests seal too.)
@Suite("Sealed settled runs")
struct SealedRunsTests {
  /// Whether the library seals after a few runs, as it does when built
  /// with `SLOTS_INTERNAL_CHECKS=1` in debug: the sessions below are too
  /// short to seal at the release limit, so the tests that look into sealed
  /// runs run only then (CI's runs, and CONTRIBUTING's commands).
  static let sealsSoon = _SealedRuns.sealingLimit <= 16

  /// Plays a session whose ads arrive one or two at a time at random
  /// moments, so that the settled rows change rhythm every few rows, on a
  /// feed and on the naive reference.
  ///
  /// With `numberingX`, the feed first gets rules of a kind "x" that never
  /// has items, so that the kinds of the session are numbered after it.
  static func irregularSession(seed: UInt64, steps: Int, numberingX: Bool = false) -> (
    SlotFeed<String, Int>, NaiveLiveFeed<Int>, [(SlotFeed<String, Int>, [Int])]
  ) {
    let layout = SlotLayout<String>(pattern: ["post", "post", "ad"], repeatables: ["post"])
    var feed = SlotFeed<String, Int>(layout: numberingX ? SlotLayout(pattern: ["x"]) : layout)
    var naive = NaiveLiveFeed<Int>(layout: numberingX ? SlotLayout(pattern: ["x"]) : layout)
    if numberingX {
      _ = feed.replaceLayout(with: layout)
      naive.replaceLayout(with: layout)
    }
    var random = SeededRandom(seed: seed)
    var next = 0
    var copies: [(SlotFeed<String, Int>, [Int])] = []
    for step in 0..<steps {
      let kind = random.below(3) == 0 ? "ad" : "post"
      let items = Array(next..<(next + 1 + random.below(kind == "ad" ? 6 : 24)))
      next += items.count
      _ = feed.append(contentsOf: items, to: kind)
      naive.append(items, to: kind)
      let through = feed.settledCount + random.below(16)
      feed.settle(through: through)
      naive.settle(through: through)
      if step % 97 == 0 { copies.append((feed, Array(feed))) }
    }
    return (feed, naive, copies)
  }

  @Test(
    "A feed that changes rhythm often seals runs and shows the same rows",
    .enabled(if: sealsSoon, "seals after 16 runs only with SLOTS_INTERNAL_CHECKS=1"),
    arguments: 0..<3)
  func irregularRows(seed: UInt64) throws {
    var (feed, naive, copies) = Self.irregularSession(seed: seed, steps: 300)
    // Laying the tail out once more copies the pending rows into the plan.
    _ = feed.append(contentsOf: [-1], to: "post")
    naive.append([-1], to: "post")
    #expect(!feed._sealed.plans.isEmpty, "seed \(seed): nothing sealed")
    #expect(feed._settled.runs.count < _SealedRuns.sealingLimit)
    #expect(feed._brokenInvariant() == nil, "seed \(seed): \(feed._brokenInvariant() ?? "")")
    #expect(Array(feed) == naive.rows.map(\.element), "seed \(seed)")
    #expect(feed.indices.map { feed.kind(at: $0) } == naive.rows.map(\.kind), "seed \(seed)")
    #expect(feed.settledCount == naive.settledCount)
    // Every item is found at its row, in the sealed runs as in the others.
    var misplaced = 0
    for (row, origin) in naive.origins.enumerated() {
      guard let origin else { continue }
      if feed.index(ofOffset: origin.offset, in: origin.kind) != row { misplaced += 1 }
    }
    #expect(misplaced == 0, "seed \(seed): \(misplaced) items not found at their rows")
    let decoded = try JSONDecoder().decode(
      SlotFeed<String, Int>.self, from: try JSONEncoder().encode(feed))
    #expect(Array(decoded) == Array(feed))
    #expect(decoded.settledCount == feed.settledCount)
    #expect(!decoded._sealed.plans.isEmpty)
    #expect(decoded._brokenInvariant() == nil)
    for (copy, rows) in copies { #expect(Array(copy) == rows, "seed \(seed)") }
  }

  /// Folding writes the rows before a period as one pass, an entry a row;
  /// where the rhythm keeps changing, the runs as settled cost less, and
  /// stay. (Written as passes, this session took 21 bytes a row.)
  @Test("Rows whose rhythm keeps changing stay runs, not an entry a row", arguments: 0..<3)
  func irregularRowsStayRuns(seed: UInt64) {
    var (feed, _, _) = Self.irregularSession(seed: seed, steps: 300)
    _ = feed.append(contentsOf: [-1], to: "post")
    let plans = feed._sealed.plans + [feed._settled]
    let bytes = _LayoutPlan._storageCost(
      runs: plans.reduce(0) { $0 + $1.runs.count },
      entries: plans.reduce(0) { $0 + $1.entries.count })
    #expect(
      bytes < 12 * feed.settledCount, "seed \(seed): \(bytes) bytes, \(feed.settledCount) rows")
  }

  @Test(
    "Hiding and renumbering kinds reach the sealed runs",
    .enabled(if: sealsSoon, "seals after 16 runs only with SLOTS_INTERNAL_CHECKS=1"))
  func hidingAndRenumbering() {
    var (feed, naive, _) = Self.irregularSession(seed: 11, steps: 300, numberingX: true)
    _ = feed.append(contentsOf: [-1], to: "post")
    naive.append([-1], to: "post")
    #expect(!feed._sealed.plans.isEmpty)
    for position in [3, 700, feed.settledCount / 2] {
      _ = feed.remove(at: position)
      naive.remove(at: position)
    }
    // The feed forgets the kinds it no longer needs (here "x" and the
    // unused ones) once they outnumber the rest, and numbers posts and ads
    // again from 0.
    for index in 0..<6 { _ = feed.append(contentsOf: [], to: "unused\(index)") }
    #expect(feed._table.kinds.first == "x")
    let layout = SlotLayout<String>(pattern: ["post", "ad"], repeatables: ["post"])
    _ = feed.replaceLayout(with: layout)
    #expect(feed._table.kinds.first == "post")
    naive.replaceLayout(with: layout)
    #expect(feed._brokenInvariant() == nil, "\(feed._brokenInvariant() ?? "")")
    #expect(Array(feed) == naive.rows.map(\.element))
    #expect(feed.indices.map { feed.kind(at: $0) } == naive.rows.map(\.kind))
  }
}
