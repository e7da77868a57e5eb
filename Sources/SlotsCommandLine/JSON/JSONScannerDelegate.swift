//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// What a ``JSONScanner`` reports as it goes: where the values of the two
/// outer levels start, and where the top-level values end.
///
/// The scanner reports no more than that, so that validating a large file
/// costs no work per value beyond the validation itself.
protocol JSONScannerDelegate {
  /// A value starts.
  ///
  /// - Parameters:
  ///   - offset: The offset of the value's first byte in the whole text.
  ///   - depth: 0 for a top-level value, 1 for a value directly inside a
  ///     top-level array or object.
  ///   - opening: The value's first byte: `[` for an array, `{` for an
  ///     object, and so on.
  ///   - line: The line of the value's first byte, from 1.
  ///   - column: The byte of the value's first byte in its line, from 1.
  mutating func valueDidStart(
    at offset: Int, depth: Int, opening: UInt8, line: Int, column: Int) throws(JSONSyntaxError)

  /// A top-level value ends.
  ///
  /// - Parameters:
  ///   - offset: The offset just past the value's last byte.
  ///   - line: The line of the value's last byte, from 1.
  mutating func topLevelValueDidEnd(at offset: Int, line: Int) throws(JSONSyntaxError)
}

/// A delegate for a ``JSONScanner`` that only validates: it ignores what the
/// scanner reports.
struct IgnoringScannerDelegate: JSONScannerDelegate {
  mutating func valueDidStart(
    at offset: Int, depth: Int, opening: UInt8, line: Int, column: Int
  ) throws(JSONSyntaxError) {}

  mutating func topLevelValueDidEnd(at offset: Int, line: Int) throws(JSONSyntaxError) {}
}
