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

  /// How a source lays its items out.
  ///
  /// The format of a source follows from its name, never from what it
  /// holds, so that a source read again after it grew is read the same way
  /// (see ``init(path:)``); `--format-in` names it for every source.
  enum Format: Equatable {
    /// One value a line; the items are the values as written, but for
    /// carriage returns between tokens.
    case jsonLines
    /// One array; the items are its elements, written compactly.
    case array
  }
}

extension SourceIndex.Format {
  /// The format of the source at `path`, by the extension of its name: a
  /// file whose name ends in `.json` holds one JSON array; anything else
  /// (`.jsonl`, `.ndjson`, no extension, standard input) is JSON Lines.
  ///
  ///     SourceIndex.Format(path: "ads.json")     // .array
  ///     SourceIndex.Format(path: "posts.jsonl")  // .jsonLines
  ///     SourceIndex.Format(path: "-")            // .jsonLines
  ///
  /// The extension is compared without regard to ASCII case. What the file
  /// holds never changes its format: a JSON Lines file whose only line is
  /// an array holds one item, the array, and still does when more lines
  /// follow.
  ///
  /// - Parameter path: The source's path; `-` for standard input.
  init(path: ByteString) {
    let name = path.bytes.split(separator: .slash, omittingEmptySubsequences: false).last ?? []
    let suffix = Array(".json".utf8)
    let isJSON =
      name.count > suffix.count
      && zip(name.suffix(suffix.count), suffix).allSatisfy {
        ($0.isASCIILetter ? $0 | 0x20 : $0) == $1
      }
    self = isJSON ? .array : .jsonLines
  }

  /// The format that `--format-in` names: `jsonl` or `json`; `nil` for
  /// anything else.
  ///
  /// - Parameter name: The option's value.
  init?(optionValue name: ByteString) {
    switch name {
    case "jsonl": self = .jsonLines
    case "json": self = .array
    default: return nil
    }
  }
}
