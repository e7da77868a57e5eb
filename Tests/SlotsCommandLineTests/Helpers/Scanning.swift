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

/// Scans `bytes` in chunks of `chunkSize` bytes (all at once when `nil`).
func scan(
  _ bytes: [UInt8], chunkSize: Int? = nil
) -> Result<[RecordingDelegate.Event], JSONSyntaxError> {
  var scanner = JSONScanner()
  var delegate = RecordingDelegate()
  let size = max(1, chunkSize ?? bytes.count)
  return Result { () throws(JSONSyntaxError) in
    var start = 0
    while start < bytes.count {
      let end = min(start + size, bytes.count)
      try Array(bytes[start..<end]).withBytes { (chunk) throws(JSONSyntaxError) in
        try scanner.scan(chunk, delegate: &delegate)
      }
      start = end
    }
    try scanner.finish(delegate: &delegate)
    return delegate.events
  }
}

func scan(_ text: String, chunkSize: Int? = nil) -> Result<
  [RecordingDelegate.Event], JSONSyntaxError
> {
  scan(Array(text.utf8), chunkSize: chunkSize)
}
