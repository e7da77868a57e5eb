//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A delegate for a ``JSONScanner`` that only validates: it ignores what the
/// scanner reports.
struct IgnoringScannerDelegate: JSONScannerDelegate {
  mutating func valueDidStart(
    at offset: Int, depth: Int, opening: UInt8, line: Int, column: Int
  ) throws(JSONSyntaxError) {}

  mutating func topLevelValueDidEnd(at offset: Int, line: Int) throws(JSONSyntaxError) {}
}
