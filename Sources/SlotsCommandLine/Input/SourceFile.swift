//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// An input whose bytes can be read again at any offset: a regular file, a
/// temporary copy of a stream, or bytes in memory.
///
/// `slots` reads each source twice: once to validate and count its items, and
/// once to copy the items that the feed's window shows. Standard input and
/// pipes cannot be read twice, so they are copied to a temporary file first,
/// which keeps memory flat however large the stream is.
struct SourceFile {

  /// The path as messages name it; `<stdin>` for standard input.
  var name: String
  /// Where the bytes are.
  var storage: Storage

  /// The name messages use for standard input.
  static let standardInputName = "<stdin>"

  /// Reads up to `buffer.count` bytes from `offset`.
  ///
  /// - Returns: The number of bytes read; zero at the end.
  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(CommandError) -> Int
  {
    switch storage {
    case .descriptor(let descriptor, let start):
      do {
        return try descriptor.read(into: buffer, at: start + offset)
      } catch {
        throw .noInput("cannot read '\(name)': \(error.description)")
      }
    case .bytes(let bytes):
      guard offset < bytes.count else { return 0 }
      let count = min(buffer.count, bytes.count - offset)
      bytes.withUnsafeBytes {
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count]))
      }
      return count
    }
  }

  /// Closes the file, if there is one other than standard input.
  func close() {
    if case .descriptor(let descriptor, _) = storage, descriptor != .standardInput {
      descriptor.close()
    }
  }
}
