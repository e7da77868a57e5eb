//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

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
    at offset: Int, depth: Int, opening: UInt8, line: Int, column: Int
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
          line: line, column: column)
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
