//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing

/// A subclass that overrides only the members a 2.0 app overrides to learn
/// of changes and sorts, so that everything else runs the class's own code.
final class SortWatchingSlots: Slots {
  var calls: [String] = []

  override func setNeedsSort() {
    calls.append("setNeedsSort")
    super.setNeedsSort()
  }

  override func sortIfNeeded() {
    calls.append("sortIfNeeded")
    super.sortIfNeeded()
  }

  override func sort() {
    calls.append("sort")
    super.sort()
  }

  /// Returns the calls made by `body`.
  func calls(during body: () -> Void) -> [String] {
    calls = []
    body()
    return calls
  }
}

/// A subclass that says it never needs a sort.
final class NeverSortingSlots: Slots {
  override var needsSort: Bool { false }
}

/// A subclass whose reads sort only when it allows them to.
final class SortSkippingSlots: Slots {
  var allowsSorting = true

  override func sortIfNeeded() {
    if allowsSorting { super.sortIfNeeded() }
  }
}

/// The behaviours of the 2.0 class that a subclass, or a read made at an
/// odd moment, can observe: each as Slots 2.0.0 has it.
@Suite("Slots: calls and reads as in Slots 2.0.0")
struct Slots2BehaviourTests {
  /// A sorted feed: pattern [a, b], a = 1, 2, 3 and b = "x", "y".
  func makeFeed<Feed: Slots>(_ make: () -> Feed) -> Feed {
    let slots = make()
    slots.pattern = ["a", "b"]
    slots["a"] = [1, 2, 3]
    slots["b"] = ["x", "y"]
    _ = slots.count
    return slots
  }

  func describe(_ values: [Any]) -> String {
    "[" + values.map { "\($0)" }.joined(separator: ", ") + "]"
  }

  @Test("A negative position returns nil without sorting", arguments: [-1, -2, Int.min])
  func negativePositions(index: Int) {
    let slots = makeFeed(SortWatchingSlots.init)
    slots["a"] = [9]
    #expect(slots.needsSort)
    var type: String? = "unread"
    var item: Any? = "unread"
    #expect(slots.calls { type = slots.type(at: index) }.isEmpty)
    #expect(slots.calls { item = slots[index] }.isEmpty)
    #expect(type == nil && item == nil)
    #expect(slots.needsSort)
    // A position past the end sorts first, as in 2.0.
    #expect(slots.calls { item = slots[100] } == ["sortIfNeeded", "sort"])
    #expect(item == nil)
    #expect(!slots.needsSort)
    slots["a"] = [9]
    #expect(slots.calls { type = slots.type(at: 100) } == ["sortIfNeeded", "sort"])
    #expect(type == nil)
  }

  @Test("Every read calls sortIfNeeded() once; reading a type's items does not")
  func readsCallSortIfNeededOnce() {
    let slots = makeFeed(SortWatchingSlots.init)
    #expect(slots.calls { _ = slots.count } == ["sortIfNeeded"])
    #expect(slots.calls { _ = slots.contents } == ["sortIfNeeded"])
    #expect(slots.calls { _ = slots[0] } == ["sortIfNeeded"])
    #expect(slots.calls { _ = slots.type(at: 0) } == ["sortIfNeeded"])
    #expect(slots.calls { _ = slots[0..<2] } == ["sortIfNeeded"])
    #expect(slots.calls { _ = slots["a"] }.isEmpty)
    slots["b"] = ["z"]
    #expect(slots.calls { _ = slots[0..<2] } == ["sortIfNeeded", "sort"])
  }

  @Test("The range subscript does not go through contents")
  func rangeSubscriptDoesNotReadContents() {
    let slots = makeFeed(RecordingSlots.init)
    slots.calls = []
    #expect(describe(Array(slots[1..<3])) == "[x, 2]")
    #expect(slots.calls == ["[subRange]", "sortIfNeeded", "needsSort"])
  }

  @Test("Every assignment calls setNeedsSort() once")
  func assignmentsCallSetNeedsSortOnce() {
    let slots = makeFeed(SortWatchingSlots.init)
    let assignments: [() -> Void] = [
      { slots.pattern = ["a"] }, { slots.pattern = nil }, { slots.header = ["a"] },
      { slots.repeatables = ["a"] }, { slots.defaultContentType = "b" },
      { slots.fixed = [0: "c"] }, { slots["a"] = [1] }, { slots["a"] = nil },
      { slots["a"] = [] },
    ]
    for assign in assignments {
      #expect(slots.calls(during: assign) == ["setNeedsSort"])
    }
  }

  @Test("A change in place calls setNeedsSort() once")
  func changeInPlaceCallsSetNeedsSortOnce() {
    let slots = makeFeed(SortWatchingSlots.init)
    #expect(slots.calls { slots["a"]!.append(4) } == ["setNeedsSort"])
    #expect(slots.calls { slots["b"]?.removeFirst() } == ["setNeedsSort"])
    #expect(slots.calls { slots["a"]!.append(contentsOf: [5, 6] as [Any]) } == ["setNeedsSort"])
    #expect(describe(slots.contents) == "[1, y, 2]")
    #expect(describe(slots["a"]!) == "[1, 2, 3, 4, 5, 6]")
    // As in 2.0, optional chaining on an absent type writes the absence
    // back, which is an assignment.
    #expect(slots.calls { slots["missing"]?.append(1) } == ["setNeedsSort"])
    #expect(slots["missing"] == nil)
  }

  @Test("A read made during a change in place sees the whole feed as it was")
  func readsDuringAChangeInPlaceSeeTheOldFeed() {
    let slots = makeFeed(SortWatchingSlots.init)
    let before = describe(slots.contents)
    var seen: [String] = []
    slots["a"]!.removeAll { item in
      seen.append(
        "\(slots.count) \(describe(slots.contents)) \(slots[1]!) \(slots.type(at: 2)!) "
          + "\(describe(slots["a"]!)) \(describe(Array(slots[0..<2])))")
      return item as? Int == 2
    }
    #expect(seen.count == 3)
    #expect(Set(seen) == ["5 \(before) x a [1, 2, 3] [1, x]"])
    #expect(describe(slots.contents) == "[1, x, 3, y]")

    // The same when the change starts on a feed that needs a sort: a read
    // sorts it with every source as it was.
    slots["b"] = ["u", "v", "w"]
    seen = []
    slots["b"]!.removeAll { _ in
      seen.append("\(slots.needsSort) \(describe(slots.contents))")
      return true
    }
    #expect(seen.first == "true [1, u, 3, v]")
    #expect(seen.dropFirst().allSatisfy { $0 == "false [1, u, 3, v]" })
    #expect(describe(slots.contents) == "[1]")
  }

  @Test("An assignment made during a change in place is overwritten by it, as in 2.0")
  func assignmentsDuringAChangeInPlace() {
    let slots = makeFeed(SortWatchingSlots.init)
    slots["a"]!.removeAll { _ in
      slots["a"] = ["inner"]
      slots["b"] = ["z"]
      return false
    }
    #expect(describe(slots["a"]!) == "[1, 2, 3]")
    #expect(describe(slots.contents) == "[1, z, 2]")
  }

  @Test("A subclass's needsSort decides whether reads sort")
  func overriddenNeedsSort() {
    let slots = NeverSortingSlots(pattern: ["a"])
    slots["a"] = [1, 2]
    #expect(slots.count == 0)
    #expect(slots[0] == nil)
    slots.sort()
    #expect(slots.count == 2)
  }

  @Test("Reads that a subclass keeps from sorting see the last sorted feed, as in 2.0")
  func skippedSorts() {
    let slots = SortSkippingSlots(pattern: ["a", "b"])
    slots["a"] = [1, 2, 3]
    slots["b"] = ["x", "y"]
    #expect(describe(slots.contents) == "[1, x, 2, y, 3]")
    slots.allowsSorting = false
    // Fewer items than the last sort laid out, and new rules.
    slots["a"] = [9]
    slots["b"] = nil
    slots.pattern = ["b"]
    #expect(slots.needsSort)
    #expect(slots.count == 5)
    #expect(slots[4] as? Int == 3)
    #expect(slots.type(at: 1) == "b")
    #expect(describe(slots.contents) == "[1, x, 2, y, 3]")
    #expect(describe(Array(slots[3..<9])) == "[y, 3]")
    // The type subscript shows what was assigned.
    #expect(describe(slots["a"]!) == "[9]")
    #expect(slots["b"] == nil)
    slots.allowsSorting = true
    #expect(slots.count == 0)
    slots.pattern = ["a"]
    #expect(describe(slots.contents) == "[9]")
  }

  @Test("Reading a type's items reads prefersEmptyArrayForUndefinedContentTypes, as in 2.0")
  func typeSubscriptReadsThePreference() {
    let slots = makeFeed(RecordingSlots.init)
    slots.calls = []
    _ = slots["a"]
    _ = slots["undefined"]
    #expect(
      slots.calls == [
        "[type] get", "prefersEmptyArrayForUndefinedContentTypes",
        "[type] get", "prefersEmptyArrayForUndefinedContentTypes",
      ])
  }

  @Test("A nil pattern lays nothing out, where Slots 2.0.0 trapped")
  func nilPattern() {
    let slots = makeFeed(Slots.init)
    slots.pattern = nil
    #expect(slots.pattern == nil)
    #expect(slots.count == 0)
    #expect(slots.contents.isEmpty)
    #expect(slots[0] == nil)
    #expect(slots.type(at: 0) == nil)
    #expect(slots[0..<5].isEmpty)
    slots.pattern = ["b"]
    #expect(describe(slots.contents) == "[x, y]")
  }
}
