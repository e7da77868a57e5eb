//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import Slots

/// Feeds shared between tasks: one value read through every read API from
/// many tasks at once, and copies changed on some tasks while others read
/// the original. CI runs this suite under the thread sanitizer, which
/// reports any data race in the library even when the results happen to be
/// right.
@Suite("Concurrency")
struct ConcurrencyTests {
  static let taskCount = 8

  /// Rules that use every rule, and a few thousand items.
  static func sharedModel() -> FeedModel<String> {
    FeedModel(
      rules: NaiveRules(
        pattern: ["a", "a", "b", "c"], header: ["p", "c"], repeatables: ["a", "c"],
        fixed: [0: "q", 7: "p", 1_000: "q"]),
      counts: ["a": 3_000, "b": 400, "c": 900, "p": 5, "q": 2],
      kinds: ["a", "b", "c", "p", "q", "z"])
  }

  static func sharedFeed() -> SlotCollection<String, Int> {
    sharedModel().makeFeed()
  }

  @Test("One feed is read through every read API from many tasks at once")
  func readsThroughEveryAPI() async {
    let feed = Self.sharedFeed()
    let items = Array(feed)
    let origins = feed.indices.map { feed.sourcePosition(at: $0) }
    let failures = await withTaskGroup(of: String?.self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var random = SeededRandom(seed: UInt64(task))
          for _ in 0..<1_000 {
            let position = random.within(-2...(feed.count + 1))
            guard feed.indices.contains(position) else {
              if feed.element(at: position) != nil { return "element(at: \(position))" }
              continue
            }
            let origin = origins[position]
            if feed[position] != items[position] || feed.element(at: position) != items[position] {
              return "item at \(position)"
            }
            if feed.sourcePosition(at: position) != origin || feed.kind(at: position) != origin.kind
            {
              return "origin of \(position)"
            }
            if feed.index(of: origin) != position
              || feed.index(ofOffset: origin.offset, in: origin.kind) != position
            {
              return "index of \(origin)"
            }
          }
          if !feed.elementsEqual(items) { return "iteration" }
          if Array(feed.reversed()) != items.reversed() { return "reversed iteration" }
          if feed.sources["a"]?.count != 3_000 || feed[source: "b"].count != 400 {
            return "sources"
          }
          if feed != Self.sharedFeed() || feed.hashValue != Self.sharedFeed().hashValue {
            return "equality and hashing"
          }
          if feed.description.isEmpty || feed.layout.pattern.count != 4 { return "description" }
          return nil
        }
      }
      return await group.reduce(into: [String]()) { if let failure = $1 { $0.append(failure) } }
    }
    #expect(failures.isEmpty)
  }

  @Test("Copies are changed on some tasks while others read the original")
  func changesToCopiesWhileReading() async {
    let feed = Self.sharedFeed()
    let items = Array(feed)
    let failures = await withTaskGroup(of: String?.self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          if task.isMultiple(of: 2) {
            // A reader of the shared value.
            for position in Swift.stride(from: task, to: feed.count, by: 7)
            where feed[position] != items[position] {
              return "the original changed at \(position)"
            }
            return nil
          }
          // A writer of its own copy, through every way of changing one,
          // checked against the reference.
          var model = Self.sharedModel()
          var copy = feed
          let appended = model.makeItems(task)
          model.sources["b"]! += appended
          copy[source: "b"].append(contentsOf: appended)
          model.sources["a"]!.removeLast(task)
          copy[source: "a"].removeLast(task)
          model.sources["q"] = nil
          copy[source: "q"] = []
          model.rules.fallback = "p"
          copy.layout.fallback = "p"
          model.rules.fixed![task] = "q"
          copy.layout.fixed[task] = "q"
          model.sources["q"] = model.makeItems(1)
          copy[source: "q"] = model.sources["q"]!
          model.rules.header = nil
          var layout = copy.layout
          layout.header = []
          copy.layout = layout
          return FeedChecker(model).mismatches(in: copy).first.map { "task \(task): \($0)" }
        }
      }
      return await group.reduce(into: [String]()) { if let failure = $1 { $0.append(failure) } }
    }
    #expect(failures.isEmpty)
    #expect(Array(feed) == items)
  }

  @Test("One layout value is shared by feeds built on many tasks")
  func sharedLayout() async {
    let layout = Self.sharedFeed().layout
    let failures = await withTaskGroup(of: String?.self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var model = Self.sharedModel()
          model.sources = [:]
          for (kind, count) in [("a", 100 * task), ("b", 50), ("c", 30 * task), ("q", task)] {
            model.sources[kind] = model.makeItems(count)
          }
          let feed = SlotCollection(layout: layout, sources: model.sources)
          return FeedChecker(model).mismatches(in: feed).first.map { "task \(task): \($0)" }
        }
      }
      return await group.reduce(into: [String]()) { if let failure = $1 { $0.append(failure) } }
    }
    #expect(failures.isEmpty)
  }
}
