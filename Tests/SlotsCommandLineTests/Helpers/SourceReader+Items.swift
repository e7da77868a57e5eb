//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

@testable import SlotsCommandLine

/// A reader of a source held in memory, read in `format`.
func reader(_ text: String, format: SourceIndex.Format = .jsonLines) throws -> SourceReader {
  let bytes = Array(text.utf8)
  let index = try bytes.withBytes { (buffer) throws(JSONSyntaxError) in
    try SourceIndex.of(buffer, format: format)
  }
  return SourceReader(file: SourceFile(name: "test", storage: .bytes(bytes)), index: index)
}

extension SourceReader {
  /// The item at `offset`, as text.
  func item(_ offset: Int) throws -> String {
    var sink = CollectingSink()
    try copyItem(at: offset, into: &sink)
    return sink.text
  }

  /// All items, in order.
  func items() throws -> [String] {
    try (0..<count).map { try item($0) }
  }
}
