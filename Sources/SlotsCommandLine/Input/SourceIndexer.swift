//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Builds a ``SourceIndex`` as a ``JSONScanner`` validates a source of a
/// given format, and enforces the framing rules of that format.
///
///     var scanner = JSONScanner()
///     var indexer = SourceIndexer(format: .jsonLines)
///     try scanner.scan(bytes, delegate: &indexer)
///     try scanner.finish(delegate: &indexer)
///     let index = try indexer.finish()
///
/// JSON Lines has one value a line, and every value is an item, arrays
/// included. A JSON source is one array, whose elements are the items; its
/// scanner must take one top-level value (``JSONScanner/TopLevel/oneValue``).
struct SourceIndexer: JSONScannerDelegate {
  /// The format the source is read in.
  let format: SourceIndex.Format
  /// The items so far.
  private var count = 0
  private var checkpoints: [Int] = []
  /// The top-level values so far.
  private var valueCount = 0
  /// Where the last top-level value starts and ends.
  private var startLine = 0
  private var endLine = 0

  /// Creates an indexer for a source that starts now.
  ///
  /// - Parameter format: The format the source is read in.
  init(format: SourceIndex.Format) {
    self.format = format
  }

  mutating func valueDidStart(
    at offset: Int, depth: Int, opening: UInt8, line: Int, column: Int
  ) throws(JSONSyntaxError) {
    switch format {
    case .array:
      if depth == 0 {
        guard opening == .openBracket else {
          throw JSONSyntaxError(
            message: "a .json source is one JSON array, not \(Self.describe(opening)); "
              + "for JSON Lines, name the file .jsonl or give --format-in jsonl",
            line: line, column: column)
        }
        valueCount += 1
        startLine = line
        return
      }
      guard depth == 1 else { return }
    case .jsonLines:
      guard depth == 0 else { return }
      if valueCount > 0 && line == endLine {
        throw JSONSyntaxError(
          message: "a second value on the same line; JSON Lines has one value a line",
          line: line, column: column)
      }
      valueCount += 1
      startLine = line
    }
    if count % SourceIndex.checkpointInterval == 0 { checkpoints.append(offset) }
    count += 1
  }

  mutating func topLevelValueDidEnd(at offset: Int, line: Int) throws(JSONSyntaxError) {
    endLine = line
    if format == .jsonLines && line != startLine {
      let hint =
        valueCount == 1
        ? "; for a file that holds one JSON array, name it .json or give --format-in json"
        : ""
      throw JSONSyntaxError(
        message: "the value continues to line \(line); JSON Lines has one value a line" + hint,
        line: startLine, column: nil)
    }
  }

  /// Returns the index of the whole source, once the scanner has finished.
  ///
  /// - Throws: `JSONSyntaxError` when a JSON source holds no array.
  func finish() throws(JSONSyntaxError) -> SourceIndex {
    if format == .array && valueCount == 0 {
      throw JSONSyntaxError(
        message: "expected a JSON array, found nothing; a .json source is one array ([] "
          + "for no items)",
        line: max(endLine, 1), column: nil)
    }
    return SourceIndex(format: format, count: count, checkpoints: checkpoints)
  }

  /// How a message names the value that starts with `opening`.
  private static func describe(_ opening: UInt8) -> String {
    switch opening {
    case .openBrace: "an object"
    case .quote: "a string"
    case .t, .f: "a boolean"
    case .n: "null"
    default: "a number"
    }
  }
}

extension SourceIndex {
  /// A scanner and an indexer together: validates and indexes a source fed
  /// in chunks.
  struct Builder {
    private var scanner: JSONScanner
    private var indexer: SourceIndexer

    /// Creates a builder for a source that starts now.
    ///
    /// - Parameter format: The format the source is read in.
    init(format: SourceIndex.Format) {
      scanner = JSONScanner(topLevel: format == .array ? .oneValue : .manyValues)
      indexer = SourceIndexer(format: format)
    }

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

  /// Validates and indexes the bytes of a whole source.
  ///
  /// - Parameters:
  ///   - bytes: The source's bytes.
  ///   - format: The format they are read in.
  /// - Returns: The source's index.
  /// - Throws: `JSONSyntaxError` at the first mistake.
  static func of(
    _ bytes: UnsafeRawBufferPointer, format: Format
  ) throws(JSONSyntaxError) -> SourceIndex {
    var builder = Builder(format: format)
    try builder.scan(bytes)
    return try builder.finish()
  }
}
