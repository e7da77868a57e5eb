//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import SlotsLoading
import Testing
import _SlotsTestSupport

// UIKit's names for the test kit's stand-ins, so that the recipe of the
// Loading a Feed article compiles here as it is written: the table view has
// UIKit's signatures (an optional, escaping batch-update closure and
// `IndexPath` rows), and these controller and cell classes have UIKit's
// overridable methods.
typealias UITableView = SimulatedTableView<String, Item>

class UITableViewCell {}

@MainActor
class UITableViewController {
  let tableView = UITableView(visibleRowCount: 8) { [] }

  func viewDidLoad() {}

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
}

/// The recipe's rules and sources: posts a page a tick (and two new ones
/// on top for a refresh), ads two ticks after they are asked for, expiring
/// 30 ticks after that.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func recipeSources(_ clock: ManualClock) -> [SlotSource<Kind, Item, ManualClock>] {
  let numbers = Tally()
  return [
    .paged(.post) { (page: Int?) in
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
      let number = page ?? 0
      guard number >= 0 else {
        let start = 100_000 - 10 * number
        return SlotPage(
          items: LoaderBench.posts(start..<start + 2), next: nil, previous: number - 1)
      }
      return SlotPage(
        items: LoaderBench.posts(number * 20..<number * 20 + 20), next: number + 1, previous: -1)
    },
    .demand(
      .ad, expiry: { $0.expiry },
      load: { count in
        try await clock.sleep(until: clock.now.advanced(by: .seconds(2)))
        let expiry = clock.now.advanced(by: .seconds(30))
        return (0..<count).map { _ in
          numbers.add("ad")
          return Item(id: 200_000 + numbers["ad"], advertiser: nil, expiry: expiry)
        }
      }),
  ]
}

let rules = LoaderBench.layout

// MARK: - The recipe, as the article writes it (with a manual clock)

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class FeedViewController: UITableViewController {
  let clock = ManualClock()  // the article: ContinuousClock()
  var feed = SlotFeed<Kind, Item>(layout: rules)
  lazy var pager = SlotPager(
    feed: feed, sources: recipeSources(clock), configuration: LoaderBench.configuration,
    clock: clock)

  override func viewDidLoad() {
    super.viewDidLoad()
    pager.start { [unowned self] update in
      tableView.apply(update.changes, with: .fade) { self.feed = update.feed }
    }
  }

  override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    pager.rowAppeared(at: indexPath.row)
  }
}

/// The article's method for a table that reports the rows that leave the
/// screen too.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class ExactFeedViewController: UITableViewController {
  let clock = ManualClock()
  lazy var pager = SlotPager(
    feed: SlotFeed(layout: rules), sources: recipeSources(clock),
    configuration: LoaderBench.configuration, clock: clock)

  override func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    pager.rowDisappeared(at: indexPath.row)
  }
}

// The article writes `extension UITableView: @retroactive SlotTableView {}`:
// an app owns neither UIKit's class nor the protocol, and Swift 6 warns
// without the attribute. Here the stand-in and the protocol are in one
// package, where Swift refuses it, so this line alone differs.
extension UITableView: SlotTableView {}

// MARK: - The recipe at work

@MainActor
@Suite struct UIKitPagerRecipeTests {
  @Test("The UIKit recipe: rows load as the reader scrolls, and no batch update breaks a rule")
  func recipe() async {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    let controller = FeedViewController()
    let list = controller.tableView.list
    // What UIKit does: the data source reads the feed, and the table view
    // tells its delegate of each row it displays.
    list.dataSource = { [unowned controller] in
      controller.feed.indices.map {
        .init(
          identity: "\(controller.feed.kind(at: $0))\(controller.feed[$0].id)",
          contents: controller.feed[$0])
      }
    }
    list.willDisplay = { [unowned controller] row in
      controller.tableView(
        controller.tableView, willDisplay: UITableViewCell(),
        forRowAt: IndexPath(row: row, section: 0))
    }
    controller.viewDidLoad()
    list.nextBatchCause = .arrival
    var random = SeededRandom(seed: 5)
    for _ in 0..<60 {
      controller.clock.advance(by: .seconds(1))
      for _ in 0..<50 { await Task.yield() }
      list.scroll(toFirstVisibleRow: list.firstVisibleRow + random.within(0...3))
      for _ in 0..<50 { await Task.yield() }
    }
    #expect(await eventually { controller.feed.count > 40 })
    #expect(list.invalidUpdates == [])
    #expect(list.visibleChanges == [])
    #expect(list.batchUpdateCount > 2)
    #expect(controller.feed.indices.contains { controller.feed.kind(at: $0) == .ad })
    // The rows the reader passed are settled; the last visible row is the
    // screen's.
    #expect(controller.feed.settledCount >= list.firstVisibleRow)
    let lastOnScreen = list.indexPathsForVisibleRows().last
    #expect(await eventually { controller.pager.loader.lastVisibleRow == lastOnScreen })
    // Back at the top, the reader is there, not at the furthest row seen:
    // the rows that appeared put the others off screen.
    let furthest = controller.pager.loader.lastVisibleRow
    list.scroll(toFirstVisibleRow: 0)
    #expect(await eventually { controller.pager.loader.lastVisibleRow == 7 })
    #expect(controller.pager.loader.seenThrough >= furthest)
    controller.pager.stop()
  }

  @Test("The UIKit recipe's rows that leave: the last visible row is the furthest still on screen")
  func rowsThatLeave() async {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    let controller = ExactFeedViewController()
    let pager = controller.pager
    pager.start { _ in }
    #expect(await eventually { controller.clock.sleeperCount == 2 })
    controller.clock.advance(by: .seconds(1))
    #expect(await eventually { pager.feed.count == 20 })
    pager.rowAppeared(at: 4)
    pager.rowAppeared(at: 5)
    #expect(await eventually { pager.loader.lastVisibleRow == 5 })
    controller.tableView(
      controller.tableView, didEndDisplaying: UITableViewCell(),
      forRowAt: IndexPath(row: 5, section: 0))
    #expect(await eventually { pager.loader.lastVisibleRow == 4 })
    pager.stop()
  }
}
