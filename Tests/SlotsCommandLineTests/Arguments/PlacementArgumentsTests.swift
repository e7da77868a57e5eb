//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots
import Testing

@testable import SlotsCommandLine

@Suite struct PlacementArgumentsTests {
  static let goodPlacements: [(String, SlotPlacement<ByteString>)] = [
    ("ad:every=3", SlotPlacement(kind: "ad", every: 3)),
    ("ad:every=1", SlotPlacement(kind: "ad", every: 1, first: 0)),
    ("user:every=6,first=5", SlotPlacement(kind: "user", every: 6, first: 5)),
    ("ad:first=0,every=4", SlotPlacement(kind: "ad", every: 4, first: 0)),
    ("ad:every=5,limit=0", SlotPlacement(kind: "ad", every: 5, limit: 0)),
    ("ad:every=5,limit=20", SlotPlacement(kind: "ad", every: 5, limit: 20)),
    (
      "ad:every=2,first=1,separation=4",
      SlotPlacement(kind: "ad", every: 2, first: 1, separation: 4)
    ),
    (
      "ad:separation=10,limit=3,first=2,every=5",
      SlotPlacement(kind: "ad", every: 5, first: 2, limit: 3, separation: 10)
    ),
    ("ad:every=5,separation=0", SlotPlacement(kind: "ad", every: 5)),
    ("ad:rows=1+3,every=3", SlotPlacement(kind: "ad", rows: [1, 3], every: 3)),
    ("ad:every=2,rows=0", SlotPlacement(kind: "ad", rows: [0], every: 2)),
    (
      "ad:limit=2,rows=1+3+5,every=2,first=0",
      SlotPlacement(kind: "ad", rows: [1, 3, 5], every: 2, first: 0, limit: 2)
    ),
    // The kind ends at the last colon.
    ("feed:ad:every=2", SlotPlacement(kind: "feed:ad", every: 2)),
    ("a=b:every=2", SlotPlacement(kind: "a=b", every: 2)),
    (
      "ad:every=\(Int.max),first=\(Int.max)",
      SlotPlacement(kind: "ad", every: Int.max, first: Int.max)
    ),
  ]

  @Test(arguments: goodPlacements)
  func readsAPlacement(_ value: String, placement: SlotPlacement<ByteString>) throws {
    #expect(try Arguments.parse(["--place", value]).placements == [placement])
    #expect(try Arguments.parse(["--place=" + value]).placements == [placement])
  }

  @Test func keepsPlacementsInTheOrderGiven() throws {
    let arguments = try Arguments.parse([
      "--place", "user:every=6,first=5", "--pattern", "post", "--place", "ad:every=3",
    ])
    #expect(
      arguments.placements == [
        SlotPlacement(kind: "user", every: 6, first: 5), SlotPlacement(kind: "ad", every: 3),
      ])
    #expect(try Arguments.parse(["--pattern", "post"]).placements == nil)
  }

  static let form =
    Arguments.placementForm
  static let settings = PlacementSettings.keyList

  static let badPlacements: [(String, String)] = [
    ("ad", "'--place' takes \(form), not 'ad'"),
    ("ad:", "'--place' takes \(form), not 'ad:'"),
    (":every=3", "'--place' takes \(form), not ':every=3'"),
    ("every=3", "'--place' takes \(form), not 'every=3'"),
    ("ad:every", "'--place' of kind 'ad': settings are <name>=<n> (\(settings)), not 'every'"),
    ("ad:every=", "'--place' of kind 'ad': settings are <name>=<n> (\(settings)), not 'every='"),
    ("ad:=3", "'--place' of kind 'ad': settings are <name>=<n> (\(settings)), not '=3'"),
    (
      "ad:every=3,", "'--place' of kind 'ad': settings are <name>=<n> (\(settings)), not ''"
    ),
    ("ad:evry=3", "'--place' of kind 'ad': no setting 'evry'; use \(settings)"),
    ("ad:every=3,kind=x", "'--place' of kind 'ad': no setting 'kind'; use \(settings)"),
    ("ad:Every=3", "'--place' of kind 'ad': no setting 'Every'; use \(settings)"),
    ("ad:every=3,every=4", "'--place' of kind 'ad': every is given twice"),
    ("ad:every=x", "'--place' of kind 'ad': every takes an integer, not 'x'"),
    ("ad:every=2.5", "'--place' of kind 'ad': every takes an integer, not '2.5'"),
    ("ad:every=1e3", "'--place' of kind 'ad': every takes an integer, not '1e3'"),
    ("ad:every=+-3", "'--place' of kind 'ad': every takes an integer, not '+-3'"),
    ("ad:every=-", "'--place' of kind 'ad': every takes an integer, not '-'"),
    ("ad:every= 3", "'--place' of kind 'ad': every takes an integer, not ' 3'"),
    (
      "ad:every=99999999999999999999",
      "'--place' of kind 'ad': every is out of range: '99999999999999999999'"
    ),
    (
      "ad:every=3,limit=-99999999999999999999",
      "'--place' of kind 'ad': limit is out of range: '-99999999999999999999'"
    ),
    ("ad:every=0", "'--place' of kind 'ad': every must be at least 1, not 0"),
    ("ad:every=-2", "'--place' of kind 'ad': every must be at least 1, not -2"),
    ("ad:every=3,first=-1", "'--place' of kind 'ad': first must be at least 0, not -1"),
    ("ad:every=3,limit=-1", "'--place' of kind 'ad': limit must be at least 0, not -1"),
    (
      "ad:every=3,separation=-4", "'--place' of kind 'ad': separation must be at least 0, not -4"
    ),
    ("ad:first=2", "'--place' of kind 'ad': every=<n> is required, as in 'ad:every=5'"),
    ("ad:rows=1+3", "'--place' of kind 'ad': every=<n> is required, as in 'ad:every=5'"),
    ("ad:every=3,rows=3+1", "'--place' of kind 'ad': rows must increase, not 1 after 3"),
    ("ad:every=3,rows=1+1", "'--place' of kind 'ad': rows must increase, not 1 after 1"),
    ("ad:every=3,rows=2+-1", "'--place' of kind 'ad': rows must be at least 0, not -1"),
    ("ad:every=3,rows=1,rows=3", "'--place' of kind 'ad': rows is given twice"),
    (
      "ad:every=3,rows=1++3",
      "'--place' of kind 'ad': rows takes integers joined by '+', not '1++3'"
    ),
    (
      "ad:every=3,rows=1+",
      "'--place' of kind 'ad': rows takes integers joined by '+', not '1+'"
    ),
    (
      "ad:every=3,rows=1,3",
      "'--place' of kind 'ad': settings are <name>=<n> (\(settings)), not '3'"
    ),
    (
      "ad:every=3,rows=1+99999999999999999999",
      "'--place' of kind 'ad': rows is out of range: '1+99999999999999999999'"
    ),
  ]

  @Test(arguments: badPlacements)
  func rejectsABadPlacement(_ value: String, problem: String) {
    #expect(throws: CommandError.usage(problem)) { try Arguments.parse(["--place", value]) }
    #expect(CommandError.usage(problem).exitStatus == 64)
  }

  @Test func readsGroups() throws {
    let arguments = try Arguments.parse([
      "--group", "ad=advertiser", "--group=user=a=b", "--group", "x=y.z",
    ])
    #expect(
      arguments.groups == [
        Arguments.Group(kind: "ad", field: "advertiser"),
        Arguments.Group(kind: "user", field: "a=b"),
        Arguments.Group(kind: "x", field: "y.z"),
      ])
  }

  @Test(arguments: ["ad", "ad=", "=advertiser", ""])
  func rejectsABadGroup(_ value: String) {
    #expect(throws: CommandError.usage("'--group' takes <kind>=<field>, not '\(value)'")) {
      try Arguments.parse(["--group", value])
    }
  }

  static let badCommands: [([String], String)] = [
    (
      ["--place", "ad:every=3", "--place", "ad:every=4"],
      "'--place' places kind 'ad' twice; give it once"
    ),
    (
      ["--group", "ad=advertiser", "--group", "ad=brand"],
      "'--group' gives the group of kind 'ad' twice; give it once"
    ),
    (
      ["--group", "ad=advertiser", "--group", "ad=advertiser"],
      "'--group' gives the group of kind 'ad' twice; give it once"
    ),
    (
      ["--group", "add=advertiser"],
      "'--group' names kind 'add', which has no source; give its items with --source add=<file>"
    ),
  ]

  @Test(arguments: badCommands)
  func rejectsABadCommand(_ arguments: [String], problem: String) throws {
    let arguments = try Arguments.parse(
      ["--pattern", "post", "--source", "post=p.jsonl", "--source", "ad=a.jsonl"] + arguments)
    #expect(throws: CommandError.usage(problem)) { try arguments.validate() }
  }
}
