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
/// Lines: one value a line, blank lines ignored. A file whose only value is
/// an array is an array of items; any other file is JSON Lines, so a JSON
/// Lines file of arrays needs at least two lines.
///
/// The index keeps a few bytes per thousand items, so that a window of the
/// feed is found without keeping or reading again the offsets of all items.
struct SourceIndex: Equatable {
  /// How a source lays its items out.
  enum Format: Equatable {
    /// One value a line; the items are the values, byte for byte.
    case jsonLines
    /// One array; the items are its elements, written compactly.
    case array
  }

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

/// Builds a ``SourceIndex`` as a ``JSONScanner`` validates a source, and
/// enforces the framing rules of JSON Lines.
///
///     var scanner = JSONScanner()
///     var indexer = SourceIndexer()
///     try scanner.scan(bytes, delegate: &indexer)
///     try scanner.finish(delegate: &indexer)
///     let index = try indexer.finish()
struct SourceIndexer: JSONScannerDelegate {
  /// The top-level values so far: JSON Lines' items.
  private var valueCount = 0
  private var valueCheckpoints: [Int] = []
  /// The first byte of the first top-level value.
  private var firstOpening: UInt8 = 0
  /// The elements of the first top-level value, when it is an array.
  private var elementCount = 0
  private var elementCheckpoints: [Int] = []
  /// Where the last top-level value starts and ends.
  private var startLine = 0
  private var endLine = 0

  /// Creates an indexer for a source that starts now.
  init() {}

  mutating func valueDidStart(
    at offset: Int, depth: Int, opening: UInt8, line: Int
  ) throws(JSONSyntaxError) {
    let interval = SourceIndex.checkpointInterval
    if depth == 1 {
      guard valueCount == 1 && firstOpening == .openBracket else { return }
      if elementCount % interval == 0 { elementCheckpoints.append(offset) }
      elementCount += 1
      return
    }
    if valueCount > 0 {
      // A second value: the source is JSON Lines.
      if line == endLine {
        throw JSONSyntaxError(
          message: "a second value on the same line; JSON Lines has one value a line",
          line: line, column: nil)
      }
      if valueCount == 1 && startLine != endLine {
        throw spansLines(from: startLine, to: endLine)
      }
    } else {
      firstOpening = opening
    }
    if valueCount % interval == 0 { valueCheckpoints.append(offset) }
    valueCount += 1
    startLine = line
  }

  mutating func topLevelValueDidEnd(at offset: Int, line: Int) throws(JSONSyntaxError) {
    endLine = line
    if valueCount > 1 && line != startLine {
      throw spansLines(from: startLine, to: line)
    }
  }

  /// Returns the index of the whole source, once the scanner has finished.
  ///
  /// - Throws: `JSONSyntaxError` when the source's only value is neither an
  ///   array nor on one line.
  func finish() throws(JSONSyntaxError) -> SourceIndex {
    if valueCount == 1 && firstOpening == .openBracket {
      return SourceIndex(format: .array, count: elementCount, checkpoints: elementCheckpoints)
    }
    if valueCount == 1 && startLine != endLine {
      throw JSONSyntaxError(
        message: "the value continues to line \(endLine); a source is a JSON array, "
          + "or JSON Lines with one value a line",
        line: startLine, column: nil)
    }
    return SourceIndex(format: .jsonLines, count: valueCount, checkpoints: valueCheckpoints)
  }

  private func spansLines(from start: Int, to end: Int) -> JSONSyntaxError {
    JSONSyntaxError(
      message: "the value continues to line \(end); JSON Lines has one value a line",
      line: start, column: nil)
  }
}

extension SourceIndex {
  /// Validates and indexes the bytes of a whole source.
  ///
  /// - Parameter bytes: The source's bytes.
  /// - Returns: The source's index.
  /// - Throws: `JSONSyntaxError` at the first mistake.
  static func of(_ bytes: UnsafeRawBufferPointer) throws(JSONSyntaxError) -> SourceIndex {
    var builder = Builder()
    try builder.scan(bytes)
    return try builder.finish()
  }

  /// A scanner and an indexer together: validates and indexes a source fed
  /// in chunks.
  struct Builder {
    private var scanner = JSONScanner()
    private var indexer = SourceIndexer()

    /// Creates a builder for a source that starts now.
    init() {}

    /// Scans the next chunk of the source.
    mutating func scan(_ chunk: UnsafeRawBufferPointer) throws(JSONSyntaxError) {
      try scanner.scan(chunk, delegate: &indexer)
    }

    /// Ends the source and returns its index.
    mutating func finish() throws(JSONSyntaxError) -> SourceIndex {
      try scanner.finish(delegate: &indexer)
      return try indexer.finish()
    }
  }
}
