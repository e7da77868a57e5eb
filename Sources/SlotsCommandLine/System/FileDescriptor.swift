//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The tool talks to the C library directly instead of through Foundation:
// a process that loads Foundation starts at about twice the resident memory
// of one that does not (16 MB against 8 MB on Linux), and `slots` is meant
// to stay near `jq` there.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(Darwin)
  import Darwin
#else
  #error("slots needs a POSIX C library (open, read, pread, write)")
#endif

/// An open file descriptor, with the few calls the tool makes on it.
///
/// The type does not own the descriptor: ``close()`` closes it.
struct FileDescriptor: Equatable {
  /// The descriptor's number.
  var rawValue: Int32

  /// Standard input.
  static let standardInput = FileDescriptor(rawValue: 0)
  /// Standard output.
  static let standardOutput = FileDescriptor(rawValue: 1)
  /// Standard error.
  static let standardError = FileDescriptor(rawValue: 2)

  /// Opens the file at `path` for reading.
  ///
  /// - Throws: The system's error, such as `ENOENT` or `EACCES`.
  static func openForReading(_ path: ByteString) throws(SystemError) -> FileDescriptor {
    while true {
      let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
      if descriptor >= 0 { return FileDescriptor(rawValue: descriptor) }
      if errno != EINTR { throw .current }
    }
  }

  /// The directory for temporary files: `$TMPDIR`, or `/tmp` when that is
  /// not set.
  static var temporaryDirectory: ByteString {
    getenv("TMPDIR").map { ByteString(cString: $0) } ?? "/tmp"
  }

  /// Creates a temporary file that is already unlinked, so that nothing is
  /// left behind however the process ends.
  ///
  /// The file goes in ``temporaryDirectory``.
  static func anonymousTemporaryFile() throws(SystemError) -> FileDescriptor {
    var template = (temporaryDirectory.bytes + Array("/slots-XXXXXX".utf8) + [0]).map {
      CChar(bitPattern: $0)
    }
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .current }
    _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
    return FileDescriptor(rawValue: descriptor)
  }

  /// What the system says about the open file.
  ///
  /// - Throws: The system's error, such as `EBADF` for a closed descriptor.
  func status() throws(SystemError) -> FileStatus {
    var status = stat()
    guard fstat(rawValue, &status) == 0 else { throw .current }
    return FileStatus(status)
  }

  /// The descriptor's current offset, where the next read starts.
  var currentOffset: Int {
    Int(lseek(rawValue, 0, SEEK_CUR))
  }

  /// Reads up to `buffer.count` bytes from the current offset.
  ///
  /// - Returns: The number of bytes read; zero at the end of the file.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
    while true {
      let count = _read(rawValue, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR { throw .current }
    }
  }

  /// Reads up to `buffer.count` bytes from `offset`, without moving the
  /// descriptor's own offset.
  ///
  /// - Returns: The number of bytes read; zero at the end of the file.
  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(SystemError) -> Int {
    while true {
      let count = pread(rawValue, buffer.baseAddress, buffer.count, off_t(offset))
      if count >= 0 { return count }
      if errno != EINTR { throw .current }
    }
  }

  /// Writes all of `bytes`, however many calls that takes.
  func write(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
    var start = 0
    while start < bytes.count {
      let count = _write(rawValue, bytes.baseAddress! + start, bytes.count - start)
      if count < 0 {
        if errno == EINTR { continue }
        throw .current
      }
      start += count
    }
  }

  /// Closes the descriptor.
  func close() {
    _ = _close(rawValue)
  }
}

// The C functions under names that do not clash with the methods above.
private func _read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func _write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

private func _close(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
