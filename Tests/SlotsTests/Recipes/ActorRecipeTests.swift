//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing
import _SlotsTestSupport

/// A change set and the feed it leads to, as an actor sends them to the
/// main actor.
struct FeedUpdate: Sendable {
  var changes: SlotChangeSet
  var feed: SlotFeed<String, LiveItem>
}

/// A feed kept in an actor, as an app that loads items off the main actor
/// keeps it; every mutation returns the change set and a copy of the feed
/// (a value: the copy costs nothing until either changes).
actor FeedStore {
  var feed = SlotFeed<String, LiveItem>(
    layout: SlotLayout(
      pattern: ["p"], repeatables: ["p"], placements: [SlotPlacement(kind: "a", every: 4)]))

  func append(_ items: [LiveItem], to kind: String) -> FeedUpdate {
    FeedUpdate(changes: feed.append(contentsOf: items, to: kind), feed: feed)
  }

  /// Hides or likes a row picked by `seed`, and settles half the feed.
  func edit(seed: Int) -> FeedUpdate {
    feed.settle(through: feed.count / 2)
    guard !feed.isEmpty else { return FeedUpdate(changes: SlotChangeSet(), feed: feed) }
    let position = seed % feed.count
    if seed % 3 == 0 {
      return FeedUpdate(changes: feed.remove(at: position), feed: feed)
    }
    var item = feed[position]
    item.version += 1
    return FeedUpdate(changes: feed.replace(at: position, with: item), feed: feed)
  }

  func batch(_ posts: [LiveItem], seed: Int) -> FeedUpdate {
    let changes = feed.performBatchUpdates { feed in
      _ = feed.append(contentsOf: posts, to: "p")
      if !feed.isEmpty { _ = feed.remove(at: seed % feed.count) }
      _ = feed.removePending(of: "a") { $0.id % 2 == seed % 2 }
    }
    return FeedUpdate(changes: changes, feed: feed)
  }
}

/// The main actor's side: a list view and the feed it shows.
@MainActor
final class FeedScreen {
  /// Whether the screen checks versions (the recipe) or applies every
  /// change set it receives.
  let checksVersions: Bool
  var shown = SlotFeed<String, LiveItem>(layout: SlotLayout())
  let view = FeedListView(visibleRowCount: 10) { [] }
  var reloads = 0
  var skipped = 0

  init(checksVersions: Bool) {
    self.checksVersions = checksVersions
    view.dataSource = { [unowned self] in shown.listRows }
    view.layoutIfNeeded()
  }

  // MARK: The recipe

  func receive(_ update: FeedUpdate) {
    let changes = update.changes
    if checksVersions {
      guard let from = changes.fromVersion, let to = changes.toVersion else { return }
      guard to > shown.version else {
        // Rows the screen shows already.
        skipped += 1
        return
      }
      guard from == shown.version else {
        // A change set went missing or comes late: show the newer rows.
        shown = update.feed
        view.reloadData()
        reloads += 1
        return
      }
    }
    // UIKit's signature: the closure escapes, so it names `self`.
    view.nextBatchCause = .layout
    view.performBatchUpdates({
      self.shown = update.feed
      self.view.deleteRows(at: changes.removals)
      self.view.insertRows(at: changes.insertions)
      for move in changes.moves { self.view.moveRow(at: move.from, to: move.to) }
      self.view.reloadRows(at: changes.updates)
    })
  }
}

@Suite("A feed in an actor, shown on the main actor")
struct ActorRecipeTests {
  /// How many times each task mutates the feed: 150, and 400 with the long
  /// sizes.
  static let steps = TestSize.scaled(150, long: 400)

  /// Four tasks mutate the feed in its actor, ``steps`` times each,
  /// yielding between each mutation and sending its update to the main
  /// actor, so that updates arrive out of order.
  @MainActor
  func play(checksVersions: Bool, seed: Int) async -> (screen: FeedScreen, final: [LiveItem]) {
    let store = FeedStore()
    let screen = FeedScreen(checksVersions: checksVersions)
    await withTaskGroup(of: Void.self) { group in
      for producer in 0..<4 {
        group.addTask {
          var random = SeededRandom(seed: UInt64(seed * 4 + producer))
          for step in 0..<Self.steps {
            let id = producer * 1_000_000 + step * 100
            let update: FeedUpdate
            switch random.below(10) {
            case 0..<4:
              let items = (0..<random.within(1...4)).map { LiveItem(kind: "p", id: id + $0) }
              update = await store.append(items, to: "p")
            case 4..<6:
              update = await store.append([LiveItem(kind: "a", id: id)], to: "a")
            case 6..<9:
              update = await store.edit(seed: random.below(1_000))
            default:
              let items = (0..<random.within(0...3)).map { LiveItem(kind: "p", id: id + $0) }
              update = await store.batch(items, seed: random.below(1_000))
            }
            for _ in 0..<random.below(3) { await Task.yield() }
            await screen.receive(update)
          }
        }
      }
    }
    let final = Array(await store.feed)
    return (screen, final)
  }

  @Test("Checking versions: no invalid update, and the screen ends on the feed")
  @MainActor
  func recipe() async {
    var batches = 0
    var reloads = 0
    let seeds = TestSize.scaled(1, long: 3)
    for seed in 0..<seeds {
      let (screen, final) = await play(checksVersions: true, seed: seed)
      #expect(screen.view.invalidUpdates.isEmpty, "\(screen.view.invalidUpdates.prefix(3))")
      screen.view.layoutIfNeeded()
      #expect(screen.view.rows.map(\.contents) == final)
      batches += screen.view.batchUpdateCount
      reloads += screen.reloads
    }
    // Most of the 4 × `steps` updates of a session reach the screen; the
    // rest are skipped as older than what it shows.
    #expect(batches + reloads > seeds * 4 * Self.steps / 2)
  }
}

/// The same kind of session with the delivery order drawn from a seed, so
/// that what goes wrong without versions is the same on every run.
@Suite("Change sets delivered out of order")
struct OutOfOrderDeliveryTests {
  @MainActor
  func play(checksVersions: Bool) -> (screen: FeedScreen, final: [LiveItem]) {
    var random = SeededRandom(seed: 7)
    var feed = SlotFeed<String, LiveItem>(
      layout: SlotLayout(
        pattern: ["p"], repeatables: ["p"], placements: [SlotPlacement(kind: "a", every: 4)]))
    let screen = FeedScreen(checksVersions: checksVersions)
    var inFlight: [FeedUpdate] = []
    for step in 0..<800 {
      let changes: SlotChangeSet
      if random.chance(60) || feed.isEmpty {
        let kind = random.chance(70) ? "p" : "a"
        changes = feed.append(contentsOf: [LiveItem(kind: kind, id: step)], to: kind)
      } else {
        feed.settle(through: feed.count / 2)
        changes = feed.remove(at: random.below(feed.count))
      }
      inFlight.append(FeedUpdate(changes: changes, feed: feed))
      // Deliver one of the last few, now and then out of order.
      while inFlight.count > 3 || (!inFlight.isEmpty && random.chance(50)) {
        let index = random.chance(10) ? random.below(inFlight.count) : 0
        screen.receive(inFlight.remove(at: index))
      }
    }
    for update in inFlight { screen.receive(update) }
    return (screen, Array(feed))
  }

  @Test("Applying every change set breaks batch updates; checking versions does not")
  @MainActor
  func delivery() {
    let blind = play(checksVersions: false)
    #expect(blind.screen.view.invalidUpdates.count > 10)
    let recipe = play(checksVersions: true)
    #expect(recipe.screen.view.invalidUpdates.isEmpty, "\(recipe.screen.view.invalidUpdates)")
    #expect(recipe.screen.reloads > 10 && recipe.screen.skipped > 10)
    recipe.screen.view.layoutIfNeeded()
    #expect(recipe.screen.view.rows.map(\.contents) == recipe.final)
  }
}
