//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

@testable import SlotsCommandLine

/// Records what a scanner reports.
struct RecordingDelegate: JSONScannerDelegate {
  enum Event: Equatable {
    case start(offset: Int, depth: Int, line: Int)
    case end(offset: Int, line: Int)
  }
  var events: [Event] = []

  mutating func valueDidStart(
    at offset: Int, depth: Int, opening: UInt8, line: Int, column: Int
  ) throws(JSONSyntaxError) {
    events.append(.start(offset: offset, depth: depth, line: line))
  }

  mutating func topLevelValueDidEnd(at offset: Int, line: Int) throws(JSONSyntaxError) {
    events.append(.end(offset: offset, line: line))
  }
}
