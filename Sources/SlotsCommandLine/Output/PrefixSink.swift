//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A sink that keeps the first bytes of an item, for showing it in a table.
///
/// The sink notes whether what it kept is plain: printable ASCII only, so
/// that a byte is a character and the table can cut and measure it by
/// counting bytes.
struct PrefixSink: ItemSink {
  /// The most bytes kept.
  let capacity: Int
  /// The bytes kept.
  private(set) var bytes: [UInt8] = []
  /// Whether bytes were left out.
  private(set) var isTruncated = false
  /// Whether every byte kept is printable ASCII.
  var isPlain: Bool { !hasControlCharacter && highBits < 0x80 }
  private var highBits: UInt8 = 0
  private var hasControlCharacter = false

  /// Creates a sink that keeps at most `capacity` bytes.
  init(capacity: Int) {
    self.capacity = capacity
    bytes.reserveCapacity(capacity)
  }

  mutating func append(_ buffer: UnsafeRawBufferPointer) {
    let room = capacity - bytes.count
    if buffer.count > room { isTruncated = true }
    let kept = buffer.prefix(room)
    var bits: UInt8 = 0
    var control = false
    for byte in kept {
      bits |= byte
      control = control || byte < 0x20
    }
    highBits |= bits
    hasControlCharacter = hasControlCharacter || control
    bytes.append(contentsOf: kept)
  }

  /// Empties the sink, for the next item, keeping its memory.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    isTruncated = false
    highBits = 0
    hasControlCharacter = false
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
