//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

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
  static func sharedConfiguration() -> RandomConfiguration {
    var configuration = RandomConfiguration()
    configuration.rules = NaiveRules(
      pattern: ["a", "a", "b", "c"], header: ["p", "c"], repeatables: ["a", "c"],
      fixed: [0: "q", 7: "p", 1_000: "q"])
    configuration.counts = ["a": 3_000, "b": 400, "c": 900, "p": 5, "q": 2]
    return configuration
  }

  static func sharedFeed() -> SlotCollection<String, String> {
    let configuration = sharedConfiguration()
    return SlotCollection(layout: configuration.layout, sources: configuration.sources)
  }

  @Test("One feed is read through every read API from many tasks at once")
  func readsThroughEveryAPI() async {
    let feed = Self.sharedFeed()
    let items = Array(feed)
    let origins = feed.indices.map { feed.sourcePosition(at: $0) }
    let failures = await withTaskGroup(of: String?.self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var random = SeededRandomNumberGenerator(seed: UInt64(task))
          for _ in 0..<1_000 {
            let position = Int.random(in: -2...(feed.count + 1), using: &random)
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
          var configuration = Self.sharedConfiguration()
          var copy = feed
          configuration.counts["b"]! += task
          copy[source: "b"].append(
            contentsOf: (400..<(400 + task)).map { RandomConfiguration.payload("b", $0) })
          configuration.counts["a"]! -= task
          copy[source: "a"].removeLast(task)
          configuration.counts["q"] = nil
          copy[source: "q"] = []
          configuration.rules.fallback = "p"
          copy.layout.fallback = "p"
          configuration.rules.fixed![task] = "q"
          copy.layout.fixed[task] = "q"
          configuration.counts["q"] = 1
          copy[source: "q"] = [RandomConfiguration.payload("q", 0)]
          configuration.rules.header = nil
          var layout = copy.layout
          layout.header = []
          copy.layout = layout
          let expected = naiveLayout(configuration.rules, counts: configuration.counts)
          return firstMismatch(copy, expected: expected).map { "task \(task): \($0)" }
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
          var configuration = Self.sharedConfiguration()
          configuration.counts = ["a": 100 * task, "b": 50, "c": 30 * task, "q": task]
          let feed = SlotCollection(layout: layout, sources: configuration.sources)
          let expected = naiveLayout(configuration.rules, counts: configuration.counts)
          return firstMismatch(feed, expected: expected).map { "task \(task): \($0)" }
        }
      }
      return await group.reduce(into: [String]()) { if let failure = $1 { $0.append(failure) } }
    }
    #expect(failures.isEmpty)
  }
}
