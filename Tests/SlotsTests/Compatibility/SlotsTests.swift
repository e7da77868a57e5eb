//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing

/// The 2.0-compatible class: every snippet of the Slots 2.0.0 README, and the
/// behaviour of its API around the rules.
@Suite("Slots (the 2.0-compatible class)")
struct SlotsTests {
  struct Picture: Equatable {
    var number: Int
    init(_ number: Int) { self.number = number }
  }

  @Test("README: At a Glance")
  func atAGlance() {
    let slots = Slots()
    slots.pattern = ["Month", "Picture", "Picture", "Month", "Picture"]
    slots["Month"] = ["Nov 2014", "Dec 2014", "Jan 2015"]
    slots["Picture"] = [Picture(1), Picture(2), Picture(3)]

    let contents = slots.contents
    #expect(contents.count == 6)
    #expect(contents[0] as? String == "Nov 2014")
    #expect(contents[1] as? Picture == Picture(1))
    #expect(contents[2] as? Picture == Picture(2))
    #expect(contents[3] as? String == "Dec 2014")
    #expect(contents[4] as? Picture == Picture(3))
    #expect(contents[5] as? String == "Jan 2015")
    #expect(slots[2] as? Picture == Picture(2))
    #expect(slots.type(at: 3) == "Month")
  }

  @Test("README: Storing Contents and Using Pattern")
  func usingPattern() {
    let slots = Slots()
    slots["alphabet"] = ["a", "b", "c"]
    slots["number"] = [1, 2, 3, 4, 5]
    #expect(slots.contents.isEmpty)  // no pattern yet

    slots.pattern = ["alphabet", "number"]
    slots["alphabet"] = ["a", "b", "c"]
    slots["number"] = [1, 2, 3, 4, 5]
    #expect(describe(slots.contents) == #"["a", 1, "b", 2, "c", 3]"#)
    #expect(slots.count == 6)

    slots.pattern = ["alphabet", "number", "number"]
    #expect(describe(slots.contents) == #"["a", 1, 2, "b", 3, 4, "c", 5]"#)
  }

  @Test("README: Repeatables")
  func repeatables() {
    let slots = Slots()
    slots.pattern = ["alphabet", "number"]
    slots.repeatables = ["number"]
    slots["alphabet"] = ["a", "b", "c"]
    slots["number"] = [1, 2, 3, 4, 5]
    #expect(describe(slots.contents) == #"["a", 1, "b", 2, "c", 3, 4, 5]"#)
  }

  @Test("README: Getting Contents")
  func gettingContents() {
    let slots = Slots()
    slots.pattern = ["alphabet", "number", "number"]
    slots["alphabet"] = ["a", "b", "c"]
    slots["number"] = [1, 2, 3, 4, 5]
    #expect(slots[6] as? String == "c")
    #expect(slots[7] as? Int == 5)
    #expect(slots[8] == nil)
    #expect(describe(Array(slots[0..<4])) == #"["a", 1, 2, "b"]"#)
  }

  /// The README's real-world example, with the comma its pattern literal
  /// lacks (as printed it does not compile under any Swift version) and
  /// without UIKit.
  @Test("README: Real-World Example")
  func realWorldExample() {
    struct ContentType {
      static let style = "style"
      static let advertisement = "advertisement"
    }
    let slots = Slots()
    slots.pattern = [
      ContentType.style, ContentType.style, ContentType.style,
      ContentType.advertisement,
    ]
    slots.repeatables = [ContentType.style]
    slots[ContentType.style] = (1...8).map { "style \($0)" }
    #expect(slots.count == 8)  // styles repeat even without advertisements
    slots[ContentType.advertisement] = ["ad 1"]
    #expect(slots.count == 9)
    #expect(slots.type(at: 3) == ContentType.advertisement)
    #expect(slots[3] as? String == "ad 1")
    #expect((0..<slots.count).map { slots.type(at: $0)! }.filter { $0 == "style" }.count == 8)
  }

  @Test("init(pattern:) sets the pattern")
  func initWithPattern() {
    let slots = Slots(pattern: ["a", "b"])
    #expect(slots.pattern == ["a", "b"])
    slots["a"] = [1, 2]
    slots["b"] = [3]
    #expect(describe(slots.contents) == "[1, 3, 2]")
  }

  @Test("The string subscript returns the stored array, nil for absent types")
  func stringSubscript() {
    let slots = Slots()
    #expect(slots["missing"] == nil)
    slots.prefersEmptyArrayForUndefinedContentTypes = true
    #expect(slots["missing"]?.isEmpty == true)
    slots.prefersEmptyArrayForUndefinedContentTypes = false

    slots["empty"] = []
    #expect(slots["empty"]?.isEmpty == true)  // present, though empty
    slots["numbers"] = [1, 2]
    #expect(describe(slots["numbers"]!) == "[1, 2]")
    slots["numbers"] = nil
    #expect(slots["numbers"] == nil)
  }

  @Test("Items can be changed in place through the string subscript")
  func changingInPlace() {
    let slots = Slots(pattern: ["a", "b"])
    slots["a"] = [1, 2]
    slots["b"] = [10]
    #expect(describe(slots.contents) == "[1, 10, 2]")
    slots["b"]?.append(11)
    slots["a"]!.append(contentsOf: [3, 4] as [Any])
    #expect(slots.needsSort)
    #expect(describe(slots.contents) == "[1, 10, 2, 11, 3]")
    #expect(describe(slots["a"]!) == "[1, 2, 3, 4]")

    // Reading the feed while a source is being changed in place sees the
    // feed as it was (Slots2BehaviourTests has more).
    slots["a"]?.removeAll { _ in slots.count == 5 && slots[4] as? Int == 3 }
    #expect(slots["a"]?.isEmpty == true)
    #expect(slots.contents.isEmpty)
    slots["a"] = [1, 2, 3, 4]

    // An absent type stays absent through optional chaining...
    slots["c"]?.append(1)
    #expect(slots["c"] == nil)
    // ...unless absent types read as empty arrays.
    slots.prefersEmptyArrayForUndefinedContentTypes = true
    slots["c"]?.append(1)
    slots.prefersEmptyArrayForUndefinedContentTypes = false
    #expect(describe(slots["c"]!) == "[1]")
  }

  @Test("Assigning nil removes a type from the layout")
  func removingAType() {
    let slots = Slots(pattern: ["a", "b"])
    slots.repeatables = ["a"]
    slots["a"] = [1, 2, 3]
    slots["b"] = [9]
    #expect(describe(slots.contents) == "[1, 9, 2, 3]")
    slots["b"] = nil
    #expect(describe(slots.contents) == "[1, 2, 3]")
  }

  @Test("Out-of-range reads return nil, ranges are clamped")
  func outOfRange() {
    let slots = Slots(pattern: ["a"])
    slots["a"] = [1, 2, 3]
    for index in [-1, 3, Int.min, Int.max] {
      #expect(slots[index] == nil)
      #expect(slots.type(at: index) == nil)
    }
    #expect(slots[-10..<10].indices == 0..<3)
    #expect(slots[2..<10].indices == 2..<3)
    #expect(slots[5..<10].isEmpty)
    #expect(slots[Int.min..<Int.max].count == 3)
    #expect(slots[-5 ..< -1].isEmpty)
  }

  @Test("Assignments mark the feed as needing a sort; reads sort")
  func needsSort() {
    let slots = Slots()
    #expect(!slots.needsSort)
    slots.pattern = ["a"]
    #expect(slots.needsSort)
    _ = slots.count
    #expect(!slots.needsSort)

    slots["a"] = [1]
    #expect(slots.needsSort)
    slots.sortIfNeeded()
    #expect(!slots.needsSort)
    #expect(slots.count == 1)

    slots.setNeedsSort()
    #expect(slots.needsSort)
    slots.sort()
    #expect(!slots.needsSort)

    for assign in [
      { slots.header = ["a"] }, { slots.repeatables = ["a"] }, { slots.fixed = [0: "b"] },
      { slots.defaultContentType = "a" },
    ] as [() -> Void] {
      _ = slots.contents
      assign()
      #expect(slots.needsSort)
    }
    // As in Slots 2.0.0, an initializer's assignment does not mark the feed
    // (Swift runs no property observers there); nothing needs sorting yet.
    #expect(!Slots(pattern: ["a"]).needsSort)
  }

  @Test("contents is cached until the next change")
  func contentsFollowChanges() {
    let slots = Slots(pattern: ["a"])
    slots["a"] = [1, 2]
    #expect(describe(slots.contents) == "[1, 2]")
    slots["a"] = [1, 2, 3]
    #expect(describe(slots.contents) == "[1, 2, 3]")
    #expect(describe(Array(slots[1..<3])) == "[2, 3]")
    slots.fixed = [0: "z"]
    slots["z"] = [0]
    #expect(describe(slots.contents) == "[0, 1, 2, 3]")
  }

  @Test("Every rule through the class: header, fixed, default content type")
  func allRules() {
    let slots = Slots(pattern: ["post", "post", "ad"])
    slots.header = ["banner"]
    slots.fixed = [1: "promo"]
    slots.defaultContentType = "post"
    slots["banner"] = ["B"]
    slots["post"] = ["p0", "p1", "p2", "p3", "p4"]
    slots["ad"] = ["a0"]
    slots["promo"] = ["P"]
    // banner, then passes: p0 p1 a0 | p2 p3 (ad runs out: p4 fills) p4 | stop.
    #expect(describe(slots.contents) == #"["B", "P", "p0", "p1", "a0", "p2", "p3", "p4"]"#)
    #expect(slots.type(at: 1) == "promo")
  }

  func describe(_ values: [Any]) -> String {
    "["
      + values.map { value in
        if let string = value as? String { return "\"\(string)\"" }
        return "\(value)"
      }.joined(separator: ", ") + "]"
  }
}
