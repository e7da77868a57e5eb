//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// D1: a live session as an app plays it, for the figure of what a debug
// build of the package costs. Scripts/debug-session.sh builds this in debug
// (with and without the internal checks) and in release, and prints the
// three side by side.
//
//     slots-debug-session [rows]     (40,000 rows unless told)
//
// A page: 25 posts arrive; of the ads that `demand(for: .ad, within: 100)`
// asks for, the ad network fills a share that changes from page to page
// (all, most, none, half), in two batches; the rows that came into view are
// read; the feed settles through `count - 25`; one settled row is hidden
// and one is given new contents; every 50th page a block of 5 posts is
// prepended (pull to refresh). Printed: the mean time of a page around each
// checkpoint of the feed's size, and the whole session's time.

import Slots

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

enum Kind: Hashable { case post, ad }

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 1, let rowTarget = Int(arguments.first ?? "40000"), rowTarget > 0 else {
  print("usage: slots-debug-session [rows]")
  exit(2)
}

let pageSize = 25
let lookahead = 25
/// The page times are averaged over this many pages around a checkpoint.
let window = 20
let checkpoints = [1_000, 2_000, 5_000, 10_000, 20_000, 40_000, 100_000, 200_000, 400_000]
  .filter { $0 <= rowTarget }

var feed = SlotFeed<Kind, Int>(
  layout: SlotLayout(pattern: [.post, .post, .post, .post, .ad], repeatables: [.post]))
var nextPost = 0
var nextAd = 0
var page = 0
var checksum = 0
var recent: [Double] = []
var nextCheckpoint = 0
let clock = ContinuousClock()
let sessionStart = clock.now

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
}

func formatted(_ value: Double, decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = "\(rounded)"
  if let dot = text.firstIndex(of: ".") {
    let have = text.distance(from: dot, to: text.endIndex) - 1
    if have < decimals { text += String(repeating: "0", count: decimals - have) }
  }
  return text
}

print("rows      ms per page (mean of \(window) pages)")
while feed.count < rowTarget {
  let start = clock.now
  _ = feed.append(contentsOf: nextPost..<(nextPost + pageSize), to: .post)
  nextPost += pageSize
  let fill = [100, 75, 0, 100, 50, 100, 25][page % 7]
  let ads = feed.demand(for: .ad, within: 100) * fill / 100
  if ads > 0 {
    let half = ads / 2
    _ = feed.append(contentsOf: nextAd..<(nextAd + half), to: .ad)
    _ = feed.append(contentsOf: (nextAd + half)..<(nextAd + ads), to: .ad)
    nextAd += ads
  }
  let frontier = feed.count - lookahead
  for position in feed.settledCount..<max(frontier, feed.settledCount) {
    checksum &+= feed[position] &+ (feed.kind(at: position) == .ad ? 1 : 0)
  }
  feed.settle(through: frontier - 1)
  if feed.settledCount > 2 {
    _ = feed.remove(at: feed.settledCount / 2)
    let edited = feed.settledCount - 1
    _ = feed.replace(at: edited, with: -feed[edited])
  }
  if page % 50 == 49 {
    let block = (0..<5).map { -1_000_000 - page * 5 - $0 }
    _ = feed.prepend(SlotCollection(layout: SlotLayout(pattern: [.post]), sources: [.post: block]))
  }
  page += 1
  recent.append(milliseconds(clock.now - start))
  if recent.count > window { recent.removeFirst() }
  if nextCheckpoint < checkpoints.count && feed.count >= checkpoints[nextCheckpoint] {
    let mean = recent.reduce(0, +) / Double(recent.count)
    let rows = "\(checkpoints[nextCheckpoint])"
    print(
      rows + String(repeating: " ", count: max(1, 10 - rows.count)) + formatted(mean, decimals: 3))
    nextCheckpoint += 1
  }
}
let total = milliseconds(clock.now - sessionStart)
print("session: \(feed.count) rows, \(page) pages, \(formatted(total / 1_000, decimals: 2)) s")
print("checksum \(checksum)")
