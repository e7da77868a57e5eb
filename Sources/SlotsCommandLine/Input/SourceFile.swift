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
///
/// A regular file is read again where it is, so it could change in between.
/// The file remembers what the system said about it when it was first read
/// (its size and modification time), and every read checks that the system
/// still says the same, so that a change is an error rather than a feed that
/// is wrong.
struct SourceFile {
  /// The path as messages name it; `<stdin>` for standard input.
  var name: String
  /// Where the bytes are.
  var storage: Storage
  /// What the system said about the file when it was read first; `nil`
  /// when the bytes cannot change (a copy, or bytes in memory).
  var status: FileStatus? = nil

  /// The name messages use for standard input.
  static let standardInputName = "<stdin>"

  /// Reads up to `buffer.count` bytes from `offset`, and checks that the file
  /// has not changed since it was read first.
  ///
  /// - Returns: The number of bytes read; zero at the end.
  /// - Throws: ``CommandError`` with exit status 66 when the file cannot be
  ///   read, 65 when it changed.
  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(CommandError) -> Int
  {
    switch storage {
    case .descriptor(let descriptor, let start):
      let count: Int
      do {
        count = try descriptor.read(into: buffer, at: start + offset)
      } catch {
        throw .noInput("cannot read '\(name)': \(error.description)")
      }
      // Checked after the read, so that the bytes just read are those of
      // the file that was validated.
      try checkUnchanged()
      return count
    case .bytes(let bytes):
      guard offset < bytes.count else { return 0 }
      let count = min(buffer.count, bytes.count - offset)
      bytes.withUnsafeBytes {
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count]))
      }
      return count
    }
  }

  /// Checks that the system says the same about the file as when it was
  /// read first: the same size, modification time and status change time.
  ///
  /// - Throws: ``CommandError`` with exit status 65 when the file changed.
  func checkUnchanged() throws(CommandError) {
    guard let status, case .descriptor(let descriptor, _) = storage else { return }
    let now: FileStatus
    do {
      now = try descriptor.status()
    } catch {
      throw .noInput("cannot read '\(name)': \(error.description)")
    }
    guard now == status else {
      throw .changed(file: name, sizeBefore: status.size, sizeAfter: now.size)
    }
  }

  /// Closes the file, if there is one other than standard input.
  func close() {
    if case .descriptor(let descriptor, _) = storage, descriptor != .standardInput {
      descriptor.close()
    }
  }

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
