//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

#if canImport(Observation)
  import Slots
  import SlotsLoading
  import Testing
  import _SlotsTestSupport

  /// The SwiftUI recipe of the Loading a Feed article, with a simulated
  /// `List`: the model's calls are the article's, `onAppear` is the list's
  /// `willDisplay`, and the rows are the feed's identified rows.
  @MainActor
  @Suite struct SwiftUIPagerRecipeTests {
    @Test("The SwiftUI recipe: the model follows the pager, rows report by identity")
    func recipe() async {
      guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
      let clock = ManualClock()
      // The article: `@State private var model = SlotFeedModel(pager: ...)`.
      let model = SlotFeedModel(
        pager: SlotPager(
          feed: SlotFeed(layout: rules), sources: recipeSources(clock),
          configuration: LoaderBench.configuration, clock: clock))
      typealias Row = SlotFeed<Kind, Item>.IdentifiedRow
      let list = SimulatedListView<Row.ID, Item>(visibleRowCount: 8) {
        // `List(model.feed.identifiedRows) { row in ... }`
        model.feed.identifiedRows.map { .init(identity: $0.id, contents: $0.element) }
      }
      // `.onAppear { model.rowAppeared(row) }`
      list.willDisplay = { model.rowAppeared(model.feed.identifiedRows[$0]) }
      // `.task { await model.run() }`
      let run = Task { await model.run() }
      var random = SeededRandom(seed: 3)
      var lastCount = 0
      var refreshed = false
      for tick in 0..<60 {
        clock.advance(by: .seconds(1))
        for _ in 0..<50 { await Task.yield() }
        if model.feed.count != lastCount {
          // SwiftUI diffs by identity; the simulated list takes the new
          // rows as a reload, which checks nothing but the identities.
          list.reloadData()
          lastCount = model.feed.count
        }
        list.scroll(toFirstVisibleRow: list.firstVisibleRow + random.within(0...3))
        // `.refreshable { await model.refresh() }`
        if tick == 30 {
          Task {
            await model.refresh()
            refreshed = true
          }
        }
        for _ in 0..<50 { await Task.yield() }
      }
      #expect(await eventually { model.feed.count > 40 })
      let ids = model.feed.identifiedRows.map(\.id)
      #expect(Set(ids).count == ids.count)
      #expect(model.loadStates[.post] != nil && model.loadStates[.ad] != nil)
      #expect(model.pager.loader.lastVisibleRow >= list.firstVisibleRow)
      // The refresh returned once it put new posts on top.
      #expect(await eventually { refreshed })
      #expect(model.feed[0].id >= 100_000 && model.feed.sourcePosition(at: 0) == nil)
      #expect(!model.isRefreshing)
      run.cancel()
      await run.value
    }
  }

  // MARK: - The recipe, as the article writes it (with a manual clock)

  /// The clock of the article's view: the article's is `ContinuousClock()`.
  let recipeClock = ManualClock()

  /// A row's view.
  struct ItemView: View {
    var item: Item
    var body: some View { Text("#\(item.id)") }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  struct FeedView: View {
    @State private var model = SlotFeedModel(
      pager: SlotPager(
        feed: SlotFeed(layout: rules), sources: recipeSources(recipeClock),
        configuration: LoaderBench.configuration, clock: recipeClock))

    var body: some View {
      List(model.feed.identifiedRows) { row in
        ItemView(item: row.element)
          .onAppear { model.rowAppeared(row) }
      }
      .refreshable { await model.refresh() }
      .task { await model.run() }
    }
  }

  @MainActor
  @Suite struct SwiftUIFeedViewTests {
    /// The views of the rows that `view`'s list shows now.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func rows(of view: FeedView) -> [any _ActionHolder] {
      let list = (view.body as? any _ActionHolder)?.wrapped as? any _RowsHolder
      return list?.rowViews.compactMap { $0 as? any _ActionHolder } ?? []
    }

    @Test("The SwiftUI recipe compiles against SwiftUI's declarations and runs as SwiftUI runs it")
    func feedView() async throws {
      guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
      let view = FeedView()
      let actions = try #require(view.body as? any _ActionHolder)
      // Made and not shown: nothing is asked for.
      for _ in 0..<1_000 { await Task.yield() }
      #expect(recipeClock.sleeperCount == 0 && rows(of: view).isEmpty)
      // SwiftUI runs the view's task while the view is there.
      let task = try #require(actions.taskAction)
      let running = Task { await task() }
      #expect(await eventually { recipeClock.sleeperCount > 0 })
      recipeClock.advance(by: .seconds(1))
      #expect(await eventually { rows(of: view).count >= 20 })
      // Each row reports itself as it appears.
      let onAppear = try #require(rows(of: view)[3].onAppearAction)
      onAppear()
      // The pull to refresh returns once the new posts are on top.
      let refresh = try #require(actions.refreshAction)
      var refreshed = false
      let pull = Task {
        await refresh()
        refreshed = true
      }
      for _ in 0..<1_000 { await Task.yield() }
      #expect(!refreshed)
      recipeClock.advance(by: .seconds(1))
      await pull.value
      #expect(refreshed)
      // SwiftUI cancels the task when the view goes away: the pager stops.
      running.cancel()
      await running.value
      #expect(await eventually { recipeClock.sleeperCount == 0 })
    }
  }
#endif
