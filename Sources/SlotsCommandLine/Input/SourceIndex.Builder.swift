//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

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
}
