//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing

/// Invalid placements given in code stop the process with a message that
/// names the field, and a separation is never dropped for items that have
/// no groups.
@Suite struct SlotPlacementPreconditionTests {
  /// Rules that keep ads of one group apart.
  static let separated = SlotLayout<String>(
    pattern: ["post"], placements: [SlotPlacement(kind: "ad", every: 3, separation: 5)])

  /// What a child process that stopped wrote to standard error.
  static func message(_ result: ExitTest.Result) -> String {
    String(decoding: result.standardErrorContent, as: UTF8.self)
  }

  @Test("A field out of its range stops with the field's name")
  func fieldOutOfRange() async throws {
    let every = Self.message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = SlotPlacement(kind: "ad", every: 0)
      })
    #expect(every.contains("SlotPlacement.every must be at least 1, not 0"))
    let limit = Self.message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = SlotPlacement(kind: "ad", every: 2, limit: -1)
      })
    #expect(limit.contains("SlotPlacement.limit must be at least 0, not -1"))
    let rows = Self.message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = SlotPlacement(kind: "ad", rows: [3, 1], every: 2)
      })
    #expect(rows.contains("SlotPlacement.rows must increase, not 1 after 3"))
  }

  @Test("A placed kind the main rules name stops the feed that gets the rules")
  func kindNamedTwice() async throws {
    let collection = Self.message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = SlotCollection<String, Int>(
          layout: SlotLayout(
            pattern: ["post", "ad"], placements: [SlotPlacement(kind: "ad", every: 3)]))
      })
    #expect(collection.contains(#"placements[0].kind "ad" is named by the main rules"#))
    let feed = Self.message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var placement = SlotPlacement(kind: "ad", every: 3)
        placement.every = -2  // a field changed after the initializer checked it
        _ = SlotFeed<String, Int>(
          layout: SlotLayout(pattern: ["post"], placements: [placement]))
      })
    #expect(feed.contains("placements[0]: SlotPlacement.every must be at least 1, not -2"))
  }

  @Test("A separation without groups stops the feed or collection that gets it")
  func separationWithoutGroups() async throws {
    let collection = Self.message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = SlotCollection<String, Int>(layout: Self.separated)
      })
    #expect(collection.contains("needs items that conform to SlotGrouping, and Int does not"))
    let feed = Self.message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = SlotFeed<String, Int>(layout: Self.separated)
      })
    #expect(feed.contains("needs items that conform to SlotGrouping, and Int does not"))
    let newRules = Self.message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var feed = SlotFeed<String, Int>(layout: SlotLayout(pattern: ["post"]))
        _ = feed.replaceLayout(with: Self.separated)
      })
    #expect(newRules.contains("needs items that conform to SlotGrouping, and Int does not"))
  }
}
