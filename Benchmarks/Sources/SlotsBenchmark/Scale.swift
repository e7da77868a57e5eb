//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The sizes of every workload. `full` is exactly Benchmarks/README.md; `quick` is
/// the same work, smaller, so that CI can run everything in seconds.
struct Scale: Sendable {
  /// `"full"` or `"quick"`.
  var name: String
  /// How long the repetitions of a short figure may take in all, and how
  /// many there may be (see `Harness`).
  var budget: Double
  var maximumRepetitions: Int

  /// W1 (and W2, M1): the number of styles and of ads.
  var w1Styles: Int
  var w1Ads: Int
  /// W2: the number of random reads of each kind.
  var w2Reads: Int
  /// W3: the number of pages, and what one page adds.
  var w3Pages: Int
  var w3StylesPerPage: Int
  var w3AdsPerPage: Int
  /// W4: the number of styles, ads and users.
  var w4Styles: Int
  var w4Ads: Int
  var w4Users: Int
  /// W5: the number of styles of the small and the large feed (ads are one
  /// twentieth), and the number of random reads.
  var w5SmallStyles: Int
  var w5LargeStyles: Int
  var w5Reads: Int
  /// W6: the number of distinct kinds of the first case; the pattern length,
  /// number of kinds and number of items of the second.
  var w6DistinctKinds: Int
  var w6PatternLength: Int
  var w6Kinds: Int
  var w6Items: Int
  /// W7: the number of items of each feed, and the share of edits.
  var w7Items: Int
  var w7EditsPerHundred: Int
  /// W8: the number of pages, and the styles of one page.
  var w8Pages: Int
  var w8StylesPerPage: Int
  /// W9: the number of random reads of each kind (on W1's feed, as W2).
  var w9Reads: Int
  /// W10: the number of styles, ads and users, and of random reads.
  var w10Styles: Int
  var w10Ads: Int
  var w10Users: Int
  var w10Reads: Int
  /// W11: the number of pages, and the styles of one page.
  var w11Pages: Int
  var w11StylesPerPage: Int
  /// W14: the number of rounds timed, and the two numbers of rounds whose
  /// instruction counts are subtracted.
  var w14Rounds: Int
  var w14InstructionRounds: (fewer: Int, more: Int)
  /// I1: the two numbers of random reads whose instruction counts are
  /// subtracted.
  var i1Reads: (fewer: Int, more: Int)

  /// The sizes Benchmarks/README.md defines.
  static let full = Scale(
    name: "full", budget: 0.25, maximumRepetitions: 100,
    w1Styles: 1_000_000, w1Ads: 50_000,
    w2Reads: 1_000_000,
    w3Pages: 200, w3StylesPerPage: 1_000, w3AdsPerPage: 50,
    w4Styles: 1_000_000, w4Ads: 30_000, w4Users: 10_000,
    w5SmallStyles: 1_000, w5LargeStyles: 10_000_000, w5Reads: 10_000,
    w6DistinctKinds: 10_000, w6PatternLength: 1_000, w6Kinds: 50, w6Items: 10_000_000,
    w7Items: 100_000, w7EditsPerHundred: 1,
    w8Pages: 200, w8StylesPerPage: 1_000,
    w9Reads: 1_000_000,
    w10Styles: 1_000_000, w10Ads: 200_000, w10Users: 10_000, w10Reads: 1_000_000,
    w11Pages: 200, w11StylesPerPage: 1_000,
    w14Rounds: 20_000, w14InstructionRounds: (fewer: 10_000, more: 20_000),
    i1Reads: (fewer: 100_000, more: 300_000))

  /// A tenth or less of the full sizes: every code path, a few seconds.
  /// Figures at these sizes do not judge the targets.
  static let quick = Scale(
    name: "quick", budget: 0.02, maximumRepetitions: 20,
    w1Styles: 100_000, w1Ads: 5_000,
    w2Reads: 100_000,
    w3Pages: 20, w3StylesPerPage: 1_000, w3AdsPerPage: 50,
    w4Styles: 100_000, w4Ads: 3_000, w4Users: 1_000,
    w5SmallStyles: 1_000, w5LargeStyles: 200_000, w5Reads: 10_000,
    w6DistinctKinds: 1_000, w6PatternLength: 1_000, w6Kinds: 50, w6Items: 100_000,
    w7Items: 10_000, w7EditsPerHundred: 1,
    w8Pages: 20, w8StylesPerPage: 1_000,
    w9Reads: 100_000,
    w10Styles: 100_000, w10Ads: 20_000, w10Users: 1_000, w10Reads: 100_000,
    w11Pages: 5, w11StylesPerPage: 200,
    w14Rounds: 2_000, w14InstructionRounds: (fewer: 1_000, more: 2_000),
    i1Reads: (fewer: 10_000, more: 30_000))
}
