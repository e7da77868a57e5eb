//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Every declaration of Slots 2.0.0's class, used as code written for Slots
// 2.0.0 uses it: this file's first part (down to the tests) is plain Slots
// 2.0 client code, with the types spelled out as Slots 2.0.0 declares them,
// and a subclass that overrides every member Slots 2.0.0 lets a subclass
// override. It must keep compiling unchanged; the tests below then check
// that it runs as it did on Slots 2.0.0.

import Slots
import Testing

// MARK: - Slots 2.0 client code

/// A subclass overriding every overridable member of Slots 2.0.0, each
/// override calling `super` and noting the call.
final class RecordingSlots: Slots {
  var calls: [String] = []

  override init() {
    super.init()
  }

  override var header: [String]? {
    didSet { calls.append("header") }
  }

  override var pattern: [String]! {
    didSet { calls.append("pattern") }
  }

  override var repeatables: [String]? {
    get { super.repeatables }
    set {
      calls.append("repeatables")
      super.repeatables = newValue
    }
  }

  override var defaultContentType: String? {
    didSet { calls.append("defaultContentType") }
  }

  override var fixed: [Int: String]? {
    didSet { calls.append("fixed") }
  }

  override var contents: [Any] {
    calls.append("contents")
    return super.contents
  }

  override var needsSort: Bool {
    calls.append("needsSort")
    return super.needsSort
  }

  override var count: Int {
    calls.append("count")
    return super.count
  }

  override var prefersEmptyArrayForUndefinedContentTypes: Bool {
    get {
      calls.append("prefersEmptyArrayForUndefinedContentTypes")
      return super.prefersEmptyArrayForUndefinedContentTypes
    }
    set { super.prefersEmptyArrayForUndefinedContentTypes = newValue }
  }

  override func type(at index: Int) -> String? {
    calls.append("type(at:)")
    return super.type(at: index)
  }

  override subscript(index: Int) -> Any? {
    calls.append("[index]")
    return super[index]
  }

  override subscript(subRange: Range<Int>) -> ArraySlice<Any> {
    calls.append("[subRange]")
    return super[subRange]
  }

  override subscript(type: String) -> [Any]? {
    get {
      calls.append("[type] get")
      return super[type]
    }
    set {
      calls.append("[type] set")
      super[type] = newValue
    }
  }

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
}

/// Uses every declaration of Slots 2.0.0's class with the type it has
/// there, and returns what it read, to be compared with Slots 2.0.0's
/// results.
func exerciseEverySlots2Declaration(_ slots: Slots) -> [String] {
  var seen: [String] = []
  let pattern: [String]! = slots.pattern
  seen.append("pattern \(pattern.count)")
  slots.pattern = nil
  seen.append("nil pattern \(slots.pattern?.count ?? -1) \(slots.pattern == nil)")
  slots.pattern = ["a", "b"]
  if let pattern = slots.pattern { seen.append("if let \(pattern)") }
  seen.append("pattern.count \(slots.pattern.count)")

  let header: [String]? = slots.header
  slots.header = header ?? ["h"]
  let repeatables: [String]? = slots.repeatables
  slots.repeatables = repeatables ?? ["a"]
  let fallback: String? = slots.defaultContentType
  slots.defaultContentType = fallback
  let fixed: [Int: String]? = slots.fixed
  slots.fixed = fixed ?? [1: "p"]
  let prefers: Bool = slots.prefersEmptyArrayForUndefinedContentTypes
  slots.prefersEmptyArrayForUndefinedContentTypes = !prefers

  slots["h"] = ["H"]
  slots["a"] = [1, 2, 3]
  slots["b"] = ["x"]
  slots["p"] = ["P"]
  let items: [Any]? = slots["a"]
  seen.append("a \(items?.count ?? -1)")
  seen.append("undefined \(String(describing: slots["undefined"]))")
  slots.prefersEmptyArrayForUndefinedContentTypes = prefers

  let needsSort: Bool = slots.needsSort
  let count: Int = slots.count
  let contents: [Any] = slots.contents
  let first: Any? = slots[0]
  let slice: ArraySlice<Any> = slots[0..<2]
  let type: String? = slots.type(at: 1)
  seen.append("needsSort \(needsSort) count \(count)")
  seen.append("contents \(contents.map { "\($0)" })")
  seen.append("first \(first.map { "\($0)" } ?? "nil") slice \(slice.map { "\($0)" })")
  seen.append("type \(type ?? "nil")")

  slots.setNeedsSort()
  seen.append("after setNeedsSort \(slots.needsSort)")
  slots.sortIfNeeded()
  seen.append("after sortIfNeeded \(slots.needsSort)")
  slots.sort()
  seen.append("after sort \(slots.needsSort)")

  let other = Slots(pattern: ["x"])
  seen.append("init(pattern:) \(other.pattern.count) \(other.needsSort)")
  return seen
}

// MARK: - Tests

@Suite("Slots: every 2.0 declaration, as 2.0 code uses it")
struct Slots2DeclarationTests {
  @Test("Every declaration, on the class and on a subclass overriding each member")
  func everyDeclaration() {
    // What Slots 2.0.0 gives for the same code.
    let expected = [
      "pattern 0",
      "nil pattern -1 true",
      "if let [\"a\", \"b\"]",
      "pattern.count 2",
      "a 3",
      "undefined Optional([])",
      "needsSort true count 6",
      "contents [\"H\", \"P\", \"1\", \"x\", \"2\", \"3\"]",
      "first H slice [\"H\", \"P\"]",
      "type p",
      "after setNeedsSort true",
      "after sortIfNeeded false",
      "after sort false",
      "init(pattern:) 1 false",
    ]
    #expect(exerciseEverySlots2Declaration(Slots()) == expected)
    let subclass = RecordingSlots()
    #expect(exerciseEverySlots2Declaration(subclass) == expected)
    // Every override was reached.
    for member in [
      "header", "pattern", "repeatables", "defaultContentType", "fixed", "contents",
      "needsSort", "count", "prefersEmptyArrayForUndefinedContentTypes", "type(at:)",
      "[index]", "[subRange]", "[type] get", "[type] set", "setNeedsSort", "sortIfNeeded", "sort",
    ] {
      #expect(subclass.calls.contains(member), "\(member) was not called")
    }
  }
}
