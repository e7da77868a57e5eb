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
