//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// How `slots` writes a feed.
enum OutputFormat: String, CaseIterable, Sendable {
  /// One JSON object a line: `{"index":0,"kind":"style","offset":0,"item":…}`.
  case jsonl
  /// One JSON array of the same objects, one a line.
  case json
  /// Aligned columns of index, kind, offset and item, for people.
  case table
}
