//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// What validating a source found: its format, the number of its items, and
/// where to find every ``checkpointInterval``-th item again.
///
/// A source is either a JSON array, whose elements are the items, or JSON
/// Lines: one value a line, blank lines ignored. Which one it is follows
/// from its name or from `--format-in` (see ``Format``), never from what it
/// holds: a JSON Lines file whose only line is an array holds one item.
///
/// The index keeps a few bytes per thousand items, so that a window of the
/// feed is found without keeping or reading again the offsets of all items.
struct SourceIndex: Equatable {
  /// How many items apart the checkpoints are.
  static let checkpointInterval = 1024

  /// The format of the source.
  var format: Format

  /// The number of items.
  var count: Int

  /// The byte offsets of the items 0, ``checkpointInterval``,
  /// 2 × ``checkpointInterval``, and so on.
  var checkpoints: [Int]
}
