//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Where an ``ItemCursor`` copies the bytes of an item.
protocol ItemSink {
  /// Appends the next bytes of the item.
  mutating func append(_ bytes: UnsafeRawBufferPointer)
}

/// A sink that forgets what it is given: for skipping items.
struct DiscardingSink: ItemSink {
  mutating func append(_ bytes: UnsafeRawBufferPointer) {}
}

/// Items are copied from their sources straight into the output.
extension OutputBuffer: ItemSink {}
