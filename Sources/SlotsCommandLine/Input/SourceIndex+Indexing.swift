//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SourceIndex {
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
