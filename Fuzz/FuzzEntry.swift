//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The libFuzzer entry point. `Fuzz/run.sh` compiles the library (with
// SLOTS_INTERNAL_CHECKS defined, so that every resolution also checks the
// plan's invariants), then this folder into the module of the test kit
// (Tests/_SlotsTestSupport), whose generators, mutation model, naive
// reference and checkers it uses without importing them.
//
// One input is a configuration followed by up to `maximumMutations`
// mutations, drawn from the input's bytes. The feed is checked against the
// naive reference after it is built and after each mutation, through every
// read and through the 2.0 class, and so are the change set each mutation
// returns and the diffs by identity and by source position. The bytes left
// after that play a live session (the kit's `LiveFeedSession`): up to
// `maximumLiveSteps` operations of a `SlotFeed`, each checked against the
// naive live feed. Any mismatch ends the process with a message naming it
// and the steps so far.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

import Slots

/// The most mutations one input plays.
let maximumMutations = 8

/// The most steps of the live session that follows them.
let maximumLiveSteps = 32

/// The rules and sizes the fuzzer draws: kinds that are cheap to hash,
/// sources of up to 600 items and patterns of up to 64 entries, so that
/// passes repeat and kinds run out at every turn.
let generator = RandomRules<Int>(
  patternKinds: Array(0..<6), otherKinds: [6, 7, 8], unknownKind: 9, placedKinds: [10, 11, 12],
  largestSource: 600, longestList: 64)

/// Whether to print what each input decodes to (`SLOTS_FUZZ_PRINT=1`), to
/// turn a failing input into a regression test.
let printsInputs = getenv("SLOTS_FUZZ_PRINT") != nil

/// libFuzzer's entry point: decodes one input into a configuration and up to
/// `maximumMutations` mutations, and checks each step against the reference.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(UnsafeBufferPointer(start: data, count: size))
  var run = FuzzRun(model: FeedModel(randomFrom: generator, using: &input))
  if printsInputs { print("configuration: \(run.model)") }
  var mutations = 0
  while !input.isAtEnd && mutations < maximumMutations {
    let mutation = run.model.randomMutation(from: generator, using: &input)
    if printsInputs { print("then: \(mutation)") }
    run.play(mutation)
    mutations += 1
  }
  if !input.isAtEnd { playLiveSession(&input) }
  if !input.isAtEnd { playPlacements(&input) }
  return 0
}

/// Plays placements: a collection whose rules place kinds over the main
/// rows, through mutations, then a live session with placements — both
/// against the naive reference's walk. The bytes that reach here come after
/// the other phases, so the seeds of those phases replay as before.
func playPlacements(_ input: inout FuzzInput) {
  var model = FeedModel(randomFrom: generator, using: &input, withPlacements: true)
  var feed = model.makeTaggedFeed()
  var history = ["placements: \(model)"]
  func check(_ changes: SlotChangeSet?, from old: SlotCollection<Int, TaggedItem>) {
    var problems = FeedChecker(model).mismatches(in: feed)
    let byItem = ChangeSetChecker(from: Array(old).map(\.id), to: Array(feed).map(\.id))
    if let changes {
      problems += byItem.mismatches(in: changes, throughCollectionDifference: true)
    }
    problems += byItem.mismatches(in: feed.changeSet(from: old, identifiedBy: \.id))
    problems += ChangeSetChecker.mismatchesOfDiffBySourcePosition(from: old, to: feed)
    if !problems.isEmpty {
      fatalError("\(problems.joined(separator: "; "))\n  \(history.joined(separator: "\n  "))")
    }
  }
  check(nil, from: feed)
  var mutations = 0
  while !input.isAtEnd && mutations < maximumMutations {
    let mutation = model.randomMutation(from: generator, using: &input, withPlacements: true)
    history.append("then: \(mutation)")
    if printsInputs { print("placements, then: \(mutation)") }
    let old = feed
    model.apply(mutation)
    let changes = mutation.apply(to: &feed, after: model)
    check(changes, from: old)
    mutations += 1
  }
  guard !input.isAtEnd else { return }
  var session = LiveFeedSession(random: &input, withPlacements: true)
  var steps = 0
  while !input.isAtEnd && steps < maximumLiveSteps {
    let logged = session.log.count
    let problem = session.step(using: &input)
    if printsInputs { for line in session.log[logged...] { print("live placements: \(line)") } }
    if let problem {
      fatalError("live placements: \(problem)\n  \(session.log.joined(separator: "\n  "))")
    }
    steps += 1
  }
}

/// Plays a live session from the input's remaining bytes, checking every
/// step against the naive live feed.
func playLiveSession(_ input: inout FuzzInput) {
  var session = LiveFeedSession(random: &input)
  var steps = 0
  while !input.isAtEnd && steps < maximumLiveSteps {
    let logged = session.log.count
    let problem = session.step(using: &input)
    if printsInputs { for line in session.log[logged...] { print("live: \(line)") } }
    if let problem {
      fatalError("live session: \(problem)\n  \(session.log.joined(separator: "\n  "))")
    }
    steps += 1
  }
}

/// One input's feeds, its 2.0 twin and the model they must agree with.
struct FuzzRun {
  var model: FeedModel<Int>
  /// Changed through the methods that return change sets.
  var feed: SlotCollection<Int, Int>
  /// Changed through the settable properties.
  var stepwise: SlotCollection<Int, Int>
  let slots: Slots
  /// The configuration the input started from, for failure messages.
  let initialModel: FeedModel<Int>
  /// The mutations played so far, for failure messages.
  var mutations: [FeedMutation<Int>] = []

  init(model: FeedModel<Int>) {
    self.model = model
    initialModel = model
    feed = model.makeFeed()
    stepwise = feed
    slots = model.makeSlots()
    check()
  }

  /// Plays `mutation` on the model, both feeds and the 2.0 class, then
  /// checks the results and the change sets.
  mutating func play(_ mutation: FeedMutation<Int>) {
    mutations.append(mutation)
    let oldFeed = feed
    model.apply(mutation)
    let changes = mutation.apply(to: &feed, after: model)
    mutation.applyBySetting(to: &stepwise, after: model)
    mutation.apply(toSlots: slots, after: model)
    check()
    checkChanges(changes, from: oldFeed)
  }

  /// Ends the process, naming the mismatch and how the input got there.
  func fail(_ message: String) -> Never {
    let history = ["configuration: \(initialModel)"] + mutations.map { "then: \($0)" }
    fatalError("\(message)\n  \(history.joined(separator: "\n  "))")
  }

  /// Compares both feeds and the 2.0 class with the naive reference.
  func check() {
    let checker = FeedChecker(model)
    let mismatches =
      checker.mismatches(in: feed) + checker.mismatches(in: stepwise).map { "stepwise: \($0)" }
      + checker.mismatches(in: slots)
    if !mismatches.isEmpty { fail(mismatches.joined(separator: "; ")) }
  }

  /// Holds the change set the mutation returned, the diff by identity and
  /// the diff by source position to their contract. Items are numbered
  /// uniquely, so a number is an identity.
  func checkChanges(_ changes: SlotChangeSet, from oldFeed: SlotCollection<Int, Int>) {
    let byItem = ChangeSetChecker(from: Array(oldFeed), to: Array(feed))
    let byIdentity = feed.changeSet(from: oldFeed, identifiedBy: { $0 })
    for (name, changeSet) in [("mutation", changes), ("diff by identity", byIdentity)] {
      let mismatches = byItem.mismatches(in: changeSet, throughCollectionDifference: true)
      if !mismatches.isEmpty { fail("\(name) change set \(changeSet): \(mismatches)") }
    }
    let mismatches = ChangeSetChecker.mismatchesOfDiffBySourcePosition(from: oldFeed, to: feed)
    if !mismatches.isEmpty { fail(mismatches.joined(separator: "; ")) }
  }
}
