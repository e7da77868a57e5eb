//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

@testable import SlotsCommandLine

/// A sink that keeps everything.
struct CollectingSink: ItemSink {
  var bytes: [UInt8] = []
  var text: String { String(decoding: bytes, as: UTF8.self) }
  mutating func append(_ buffer: UnsafeRawBufferPointer) { bytes.append(contentsOf: buffer) }
}
