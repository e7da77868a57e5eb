//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

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
}
