//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W3: a feed that grows a page at a time, read after each page as a table
// view would.

import Slots

/// One repetition of W3 on one side: every page timed on its own.
struct PaginationRun {
  var pageTimes: [Double] = []
  /// The sum, over the pages, of `count` and the last element.
  var result = 0
  /// `count` after the last page.
  var finalCount = 0

  var total: Double { pageTimes.reduce(0, +) }
}

/// W3: start empty with W1's rules; 200 pages, each adds 1,000 styles and 50
/// ads, then reads `count` and the last element. Reports the total, the last
/// page and the first page, each alone; final count 210,000.
func runW3(_ context: Context) -> [Row] {
  let scale = context.scale
  let pageCount = opaque(scale.w3Pages)
  let stylesPerPage = scale.w3StylesPerPage
  let adsPerPage = scale.w3AdsPerPage
  let stylePages = (0..<pageCount).map {
    Array(($0 * stylesPerPage)..<(($0 + 1) * stylesPerPage))
  }
  let adPages = (0..<pageCount).map { Array(($0 * adsPerPage)..<(($0 + 1) * adsPerPage)) }
  let anyStylePages = stylePages.map(anyArray)
  let anyAdPages = adPages.map(anyArray)
  let rules = FeedRules.w1
  let layout = rules.layout

  /// Runs the pages on a fresh feed made by `makeFeed`, timing `addPage`
  /// alone for each page; it returns the page's `count` and last element.
  func paginate<Feed>(
    _ makeFeed: () -> Feed, _ addPage: (inout Feed, Int) -> (count: Int, last: Int)
  ) -> PaginationRun {
    var feed = makeFeed()
    var run = PaginationRun()
    run.pageTimes.reserveCapacity(pageCount)
    let clock = ContinuousClock()
    for page in 0..<pageCount {
      let start = clock.now
      let (count, last) = addPage(&feed, page)
      run.pageTimes.append(seconds(since: start, on: clock))
      run.result &+= count &+ last
      run.finalCount = count
    }
    blackHole(feed)
    return run
  }

  var runs: [Side: [PaginationRun]] = [:]
  context.progress("W3: naive")
  runs[.naive] = context.harness.collect(duration: \.total) {
    paginate({ NaiveFeed<FeedKind, Int>(rules: rules.naive) }) { feed, page in
      feed.append(stylePages[page], to: .style)
      feed.append(adPages[page], to: .ad)
      let count = feed.count
      return (count, feed.element(at: count - 1))
    }
  }
  context.progress("W3: SlotCollection")
  runs[.typed] = context.harness.collect(duration: \.total) {
    paginate({ SlotCollection<FeedKind, Int>(layout: layout) }) { feed, page in
      feed[source: .style].append(contentsOf: stylePages[page])
      feed[source: .ad].append(contentsOf: adPages[page])
      let count = feed.count
      return (count, feed[count - 1])
    }
  }
  context.progress("W3: Slots")
  runs[.slots] = context.harness.collect(duration: \.total) {
    paginate({
      let slots = rules.makeSlots()
      slots["style"] = []
      slots["ad"] = []
      return slots
    }) { slots, page in
      // Slots 2.0 code. As in Slots 2.0.0, a change in place copies the
      // type's items once (a read made during the change must see them as
      // they were); the layout itself costs nothing per item.
      slots["style"]!.append(contentsOf: anyStylePages[page])
      slots["ad"]!.append(contentsOf: anyAdPages[page])
      let count = slots.count
      return (count, slots[count - 1] as! Int)
    }
  }
  // The floor grows one plain array by the same items (ads last, so its
  // last element and result differ: it is not checked).
  context.progress("W3: Array")
  runs[.array] = context.harness.collect(duration: \.total) {
    paginate({ [Int]() }) { list, page in
      list.append(contentsOf: stylePages[page])
      list.append(contentsOf: adPages[page])
      return (list.count, list[list.count - 1])
    }
  }

  // The total's result (counts and last elements) is checked across the
  // library's sides; the last page's result is the final count, checked on
  // every side against W3's 210,000.
  var total = Row("W3", "total", "\(pageCount) pages, total")
  var last = Row("W3", "lastPage", "last page alone")
  var first = Row("W3", "firstPage", "first page alone")
  last.expectedResult = context.expected(210_000)
  for side in Side.allCases {
    guard let sideRuns = runs[side] else { continue }
    let finalCount = sideRuns.last!.finalCount
    total.record(
      side, Sample(sideRuns.map(\.total), result: sideRuns.last!.result),
      checked: side != .array)
    last.record(side, Sample(sideRuns.map { $0.pageTimes.last! }, result: finalCount))
    first.record(
      side, Sample(sideRuns.map { $0.pageTimes[0] }, result: finalCount),
      checked: false)
  }
  let growth = ratioRow("W3", "lastOverFirst", "last page ÷ first page", last, over: first)
  return [total, last, first, growth]
}
