//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A sink that keeps the first bytes of an item, for showing it.
struct PrefixSink: ItemSink {
  /// The most bytes kept.
  let capacity: Int
  /// The bytes kept.
  private(set) var bytes: [UInt8] = []
  /// Whether bytes were left out.
  private(set) var isTruncated = false

  /// Creates a sink that keeps at most `capacity` bytes.
  init(capacity: Int) {
    self.capacity = capacity
  }

  mutating func append(_ buffer: UnsafeRawBufferPointer) {
    let room = capacity - bytes.count
    if buffer.count > room { isTruncated = true }
    bytes.append(contentsOf: buffer.prefix(room))
  }

  /// The bytes kept as text, without a UTF-8 sequence cut at the end.
  var text: String {
    var end = bytes.count
    if isTruncated {
      // Back up to the start of the last sequence, and drop it.
      while end > 0 && bytes[end - 1] & 0xC0 == 0x80 { end -= 1 }
      if end > 0 && bytes[end - 1] >= 0x80 { end -= 1 }
    }
    return String(decoding: bytes[..<end], as: UTF8.self)
  }
}
