//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// What a mutation with its change set costs on a small and on a big feed.
// Compiled together with the library's sources by measure-pagination.sh, in
// release mode; not part of the package.
//
// The rules are those of the benchmark's W1 (Benchmarks/README.md): pattern [post, post, post, ad],
// repeatables [post], one ad for twenty posts. Each repetition builds a
// fresh feed (not timed) with room in its sources, so that what is timed is
// the mutation and its change set, not copy-on-write or an array's growth.

enum Kind: Hashable { case post, ad }

let layout = SlotLayout<Kind>(pattern: [.post, .post, .post, .ad], repeatables: [.post])
let repetitions = 9

func makeFeed(items: Int) -> SlotCollection<Kind, Int> {
  let ads = items / 21
  var feed = SlotCollection<Kind, Int>(layout: layout)
  feed[source: .post] = Array(0..<(items - ads))
  feed[source: .post].reserveCapacity(items + 10_000)
  feed[source: .ad] = Array(0..<ads)
  feed[source: .ad].reserveCapacity(items + 10_000)
  precondition(feed.count == items)
  return feed
}

/// Times `mutation` on fresh feeds of `items` items; returns microseconds
/// (median, min, max) and the last change set's size.
func measure(
  items: Int, _ mutation: (inout SlotCollection<Kind, Int>) -> SlotChangeSet
) -> (median: Double, min: Double, max: Double, changes: Int) {
  let clock = ContinuousClock()
  var times: [Double] = []
  var changes = 0
  for _ in 0..<repetitions {
    var feed = makeFeed(items: items)
    var result = SlotChangeSet()
    let duration = clock.measure { result = mutation(&feed) }
    let (seconds, attoseconds) = duration.components
    times.append(Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
    changes = result.removals.count + result.insertions.count + result.moves.count
  }
  times.sort()
  return (times[times.count / 2], times.first!, times.last!, changes)
}

/// Writes a number with one decimal, without Foundation.
func decimal(_ value: Double) -> String {
  let tenths = Int(value * 10 + 0.5)
  return "\(tenths / 10).\(tenths % 10)"
}

func format(_ microseconds: Double) -> String { "\(decimal(microseconds)) µs" }

let cases: [(String, (inout SlotCollection<Kind, Int>) -> SlotChangeSet)] = [
  (
    "append a page of 1,000 posts",
    { feed in
      let start = feed[source: .post].count
      return feed.append(contentsOf: start..<start + 1_000, to: .post)
    }
  ),
  (
    "append a page of 1,000 posts and 50 ads",
    { feed in
      let posts = feed[source: .post].count
      let ads = feed[source: .ad].count
      let first = feed.append(contentsOf: posts..<posts + 1_000, to: .post)
      let second = feed.append(contentsOf: ads..<ads + 50, to: .ad)
      return SlotChangeSet(
        removals: first.removals + second.removals,
        insertions: first.insertions + second.insertions)
    }
  ),
  (
    "remove 10 posts near the end",
    { feed in
      let posts = feed[source: .post].count
      return feed.remove(atOffsets: posts - 20..<posts - 10, in: .post)
    }
  ),
]

print("Release build, median of \(repetitions) (min … max); each mutation includes its change set.")
for (name, mutation) in cases {
  print("\n\(name):")
  var medians: [Double] = []
  for items in [10_000, 1_000_000] {
    let result = measure(items: items, mutation)
    medians.append(result.median)
    print(
      "  feed of \(items) items: \(format(result.median)) (\(format(result.min)) … \(format(result.max))), \(result.changes) changes"
    )
  }
  print("  ratio 1,000,000 / 10,000: \(decimal(medians[1] / medians[0]))")
}
