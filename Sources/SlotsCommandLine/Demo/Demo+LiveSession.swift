//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

extension Demo {
  /// The rules of the live session: three posts, then an ad; posts go on
  /// when the ads run out.
  static let liveLayout = SlotLayout<FeedKind>(
    pattern: [.post, .post, .post, .ad], repeatables: [.post])

  /// A short session with a live feed, as an app lives it: each step's
  /// call, the change set it returned, and the rows after it, with `|`
  /// after the rows the reader has seen.
  static func liveSession() -> String {
    var feed = SlotFeed<FeedKind, String>(layout: liveLayout)
    var lines: [String] = []
    func step(_ call: String, _ result: String) {
      lines.append("  " + call + String(repeating: " ", count: max(1, 42 - call.count)) + result)
      var rows = feed.indices.map { feed[$0] }
      rows.insert("|", at: feed.settledCount)
      lines.append("      " + rows.joined(separator: " "))
    }

    step(
      "append(contentsOf: P1…P6, to: .post)",
      changes(feed.append(contentsOf: (1...6).map { "P\($0)" }, to: .post)))
    feed.settle(through: 3)
    step("settle(through: 3)", "no change set: the reader has seen P1…P4")
    step(
      "append(contentsOf: [A1], to: .ad)",
      changes(feed.append(contentsOf: ["A1"], to: .ad)) + ": a late ad, below the reader")
    step(
      "append(contentsOf: P7…P9, to: .post)",
      changes(feed.append(contentsOf: (7...9).map { "P\($0)" }, to: .post)))
    let wanted = feed.demand(for: .ad, within: 12)
    let call = "demand(for: .ad, within: 12)"
    lines.append(
      "  " + call + String(repeating: " ", count: 42 - call.count)
        + "\(wanted): ask the ad network for \(wanted == 1 ? "one ad" : "\(wanted) ads")")
    step("remove(at: 1)", changes(feed.remove(at: 1)) + ": P2 hidden, nothing moves")
    let fresh = SlotCollection<FeedKind, String>(
      layout: SlotLayout(pattern: [.post]), sources: [.post: ["N1", "N2"]])
    step("prepend(N1 N2)", changes(feed.prepend(fresh)) + ": pull to refresh")
    step(
      "replace(at: 3, with: \"P3+\")", changes(feed.replace(at: 3, with: "P3+")) + ": a new like")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A change set as the session shows it: its parts that are not empty.
  static func changes(_ changes: SlotChangeSet) -> String {
    var parts: [String] = []
    if !changes.removals.isEmpty { parts.append("removals \(changes.removals)") }
    if !changes.insertions.isEmpty { parts.append("insertions \(changes.insertions)") }
    if !changes.moves.isEmpty {
      parts.append(
        "moves [" + changes.moves.map { "\($0.from)->\($0.to)" }.joined(separator: ", ") + "]")
    }
    if !changes.updates.isEmpty { parts.append("updates \(changes.updates)") }
    return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
  }
}
