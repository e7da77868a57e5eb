//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SourceFile {
  /// Where the bytes are.
  enum Storage {
    /// An open file that can be read at any offset, from the offset where
    /// the source starts in it (not zero for standard input redirected from
    /// a file that was partly read before).
    case descriptor(FileDescriptor, start: Int)
    /// Bytes in memory.
    case bytes([UInt8])
  }
}
