//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A sink that forgets what it is given: for skipping items.
struct DiscardingSink: ItemSink {
  mutating func append(_ bytes: UnsafeRawBufferPointer) {}
}
