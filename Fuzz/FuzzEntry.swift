//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The libFuzzer entry point. `Fuzz/run.sh` compiles this folder together with
// the library's sources and the naive reference (Tests/SlotsTests/Support/
// NaiveLayout.swift) into one module, with SLOTS_INTERNAL_CHECKS defined, so
// that every resolution also checks the plan's invariants.
//
// One input is a configuration followed by up to `maximumMutations`
// mutations. The feed is checked against the naive reference after it is
// built and after each mutation: at every position, in both mapping
// directions, out of range, through iteration, and through the 2.0 class.
// Any mismatch ends the process with a message naming it, the configuration
// and the mutations so far.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The most mutations one input plays.
let maximumMutations = 8

/// Whether to print what each input decodes to (`SLOTS_FUZZ_PRINT=1`), to
/// turn a failing input into a regression test.
let printsInputs = getenv("SLOTS_FUZZ_PRINT") != nil

/// libFuzzer's entry point: decodes one input into a configuration and up to
/// `maximumMutations` mutations, and checks each step against the reference.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(UnsafeBufferPointer(start: data, count: size))
  let model = FuzzModel(from: &input)
  if printsInputs { print("configuration: \(model)") }
  var run = FuzzRun(model: model)
  var mutations = 0
  while !input.isAtEnd && mutations < maximumMutations {
    let mutation = FuzzMutation(from: &input)
    if printsInputs { print("then: \(mutation)") }
    run.play(mutation)
    mutations += 1
  }
  return 0
}

/// One input's feed, its 2.0 twin and the model they must agree with.
struct FuzzRun {
  var model: FuzzModel
  var feed: SlotCollection<Int, Int>
  let slots = Slots()
  /// The items the model lays out now, in order.
  var items: [Int] = []
  /// The change set the last mutation of the feed returned.
  var changes = SlotChangeSet()
  /// The configuration the input started from, for failure messages.
  let initialModel: FuzzModel
  /// The mutations played so far, for failure messages.
  var mutations: [FuzzMutation] = []

  init(model: FuzzModel) {
    self.model = model
    initialModel = model
    feed = SlotCollection(layout: model.layout, sources: model.sources)
    slots.pattern = model.rules.pattern.map(String.init)
    slots.header = model.rules.header?.map(String.init)
    slots.repeatables = model.rules.repeatables?.map(String.init)
    slots.fixed = model.rules.fixed?.mapValues(String.init)
    slots.defaultContentType = model.rules.fallback.map(String.init)
    for (kind, items) in model.sources { slots[String(kind)] = items }
    items = checkAgainstReference()
  }

  /// Applies `mutation` to the model, the feed and the 2.0 class, then
  /// checks the result.
  mutating func play(_ mutation: FuzzMutation) {
    mutations.append(mutation)
    let oldItems = items
    let oldFeed = feed
    apply(mutation)
    items = checkAgainstReference()
    checkChange(by: mutation, from: oldItems, to: items, oldFeed: oldFeed)
  }

  /// Ends the process, naming the mismatch and how the input got there.
  func fail(_ message: String) -> Never {
    let history = ["configuration: \(initialModel)"] + mutations.map { "then: \($0)" }
    fatalError("\(message)\n  \(history.joined(separator: "\n  "))")
  }

  // MARK: Mutations

  mutating func apply(_ mutation: FuzzMutation) {
    switch mutation {
    case .setSource(let kind, let count):
      let items = model.makeItems(count)
      model.sources[kind] = items
      changes = feed.replaceSource(of: kind, with: items)
      slots[String(kind)] = items
    case .append(let kind, let count):
      let items = model.makeItems(count)
      model.sources[kind, default: []].append(contentsOf: items)
      changes = feed.append(contentsOf: items, to: kind)
      slots[String(kind)] = model.sources[kind]
    case .removeFirst(let kind, let count):
      guard let source = model.sources[kind] else {
        changes = SlotChangeSet()
        return
      }
      let removed = min(count, source.count)
      model.sources[kind]!.removeFirst(removed)
      changes = feed.removeItems(atOffsets: 0..<removed, in: kind)
      slots[String(kind)] = model.sources[kind]
    case .removeLast(let kind, let count):
      guard let source = model.sources[kind] else {
        changes = SlotChangeSet()
        return
      }
      let removed = min(count, source.count)
      model.sources[kind]!.removeLast(removed)
      changes = feed.removeItems(atOffsets: (source.count - removed)..<source.count, in: kind)
      slots[String(kind)] = model.sources[kind]
    case .removeSource(let kind):
      model.sources[kind] = nil
      changes = feed.replaceSource(of: kind, with: [])
      slots[String(kind)] = nil
    case .setPattern(let pattern):
      model.rules.pattern = pattern
      slots.pattern = pattern.map(String.init)
    case .setHeader(let header):
      model.rules.header = header
      slots.header = header?.map(String.init)
    case .setRepeatables(let repeatables):
      model.rules.repeatables = repeatables
      slots.repeatables = repeatables?.map(String.init)
    case .setFixed(let fixed):
      model.rules.fixed = fixed
      slots.fixed = fixed?.mapValues(String.init)
    case .setFallback(let fallback):
      model.rules.fallback = fallback
      slots.defaultContentType = fallback.map(String.init)
    }
    if mutation.changesRules {
      changes = feed.replaceLayout(with: model.layout)
    }
  }

  // MARK: Checks

  /// Checks what a mutation changed: the feed holds the model's rules and
  /// sources, and the change set the mutation returned — and the one the
  /// general diff by identity finds — turns the old list into the new one,
  /// directly and as a `CollectionDifference`. Items are numbered uniquely,
  /// so a number is an identity.
  func checkChange(
    by mutation: FuzzMutation, from oldItems: [Int], to newItems: [Int],
    oldFeed: SlotCollection<Int, Int>
  ) {
    if feed.layout != model.layout { fail("layout \(feed.layout) after \(mutation)") }
    for kind in FuzzModel.kinds where feed[source: kind] != model.sources[kind] ?? [] {
      fail("source \(kind) is \(feed[source: kind]) after \(mutation)")
    }
    let diff = feed.changeSet(from: oldFeed, identifiedBy: { $0 })
    for (name, changeSet) in [("mutation", changes), ("diff", diff)] {
      let ordered =
        zip(changeSet.removals, changeSet.removals.dropFirst()).allSatisfy(<)
        && zip(changeSet.insertions, changeSet.insertions.dropFirst()).allSatisfy(<)
      let inRange =
        changeSet.removals.allSatisfy { $0 >= 0 && $0 < oldItems.count }
        && changeSet.insertions.allSatisfy { $0 >= 0 && $0 < newItems.count }
        && changeSet.moves.allSatisfy {
          $0.from >= 0 && $0.from < oldItems.count && $0.to >= 0 && $0.to < newItems.count
        }
      if !ordered || !inRange {
        fail("\(name) change set \(changeSet) out of order or range after \(mutation)")
      }
      if changeSet.applied(to: oldItems, newElement: { newItems[$0] }) != newItems {
        fail("\(name) change set \(changeSet) does not give the new list after \(mutation)")
      }
      if oldItems.applying(changeSet.difference(from: oldItems, to: newItems)) != newItems {
        fail("\(name) change set's difference does not give the new list after \(mutation)")
      }
    }
  }

  /// Compares the feed and the 2.0 class with the naive reference, and
  /// returns the items the reference lays out.
  func checkAgainstReference() -> [Int] {
    let expected = naiveLayout(model.rules, counts: model.counts)
    let items = expected.map { model.sources[$0.kind]![$0.offset] }
    checkFeed(expected: expected, items: items)
    checkSlots(expected: expected, items: items)
    return items
  }

  /// Position → item, item → position, out of range, and iteration.
  func checkFeed(expected: [NaiveSlot<Int>], items: [Int]) {
    // One copy up front; reading `self.feed` copies the feed at every call.
    let feed = self.feed
    if feed.count != expected.count { fail("count \(feed.count), expected \(expected.count)") }
    var positions = Array(repeating: [Int](), count: FuzzModel.unknownKind + 1)
    for (position, slot) in expected.enumerated() {
      let origin = feed.sourcePosition(at: position)
      if origin.kind != slot.kind || origin.offset != slot.offset {
        fail("sourcePosition(at: \(position)) = \(origin), expected \(slot.kind)#\(slot.offset)")
      }
      if feed.kind(at: position) != slot.kind { fail("kind(at: \(position))") }
      if feed[position] != items[position] { fail("subscript \(position)") }
      if feed.element(at: position) != items[position] { fail("element(at: \(position))") }
      let kindPositions = positions[slot.kind].count
      if kindPositions <= slot.offset {
        positions[slot.kind] += repeatElement(-1, count: slot.offset + 1 - kindPositions)
      }
      positions[slot.kind][slot.offset] = position
    }
    for outside in [-1, expected.count, Int.min, Int.max] where feed.element(at: outside) != nil {
      fail("element(at: \(outside)) is not nil")
    }
    if !feed.elementsEqual(items) { fail("iteration \(Array(feed)), expected \(items)") }

    for kind in 0...FuzzModel.unknownKind {
      let sourceCount = model.sources[kind]?.count ?? 0
      for offset in [Int.min, -1, Int.max] + Array(0...(sourceCount + 1)) {
        let found = feed.index(ofOffset: offset, in: kind)
        let known = offset >= 0 && offset < positions[kind].count ? positions[kind][offset] : -1
        let wanted = known < 0 ? nil : known
        if found != wanted {
          fail(
            "index(ofOffset: \(offset), in: \(kind)) = \(String(describing: found)), "
              + "expected \(String(describing: wanted))")
        }
      }
    }
  }

  /// The 2.0 class's count, contents, types and subscripts.
  func checkSlots(expected: [NaiveSlot<Int>], items: [Int]) {
    if slots.count != expected.count {
      fail("Slots.count \(slots.count), expected \(expected.count)")
    }
    if slots.contents.map({ $0 as! Int }) != items { fail("Slots.contents") }
    for position in -1...expected.count {
      let inRange = position < expected.count && position >= 0
      if slots.type(at: position) != (inRange ? String(expected[position].kind) : nil) {
        fail("Slots.type(at: \(position))")
      }
      if slots[position] as? Int != (inRange ? items[position] : nil) {
        fail("Slots subscript \(position)")
      }
    }
  }
}
