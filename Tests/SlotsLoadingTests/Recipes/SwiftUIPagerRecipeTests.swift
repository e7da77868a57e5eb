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
#endif
