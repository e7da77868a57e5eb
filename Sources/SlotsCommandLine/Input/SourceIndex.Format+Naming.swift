//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

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
