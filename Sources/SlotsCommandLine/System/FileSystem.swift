//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(Darwin)
  import Darwin
#endif

/// The calls on paths that writing a file whole takes: a temporary file
/// next to it, then a rename over it.
enum FileSystem {
  /// The path that `path` stands for, with symbolic links followed, or
  /// `nil` when nothing is there.
  static func resolved(_ path: ByteString) -> ByteString? {
    guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return ByteString(cString: resolved)
  }

  /// The permission bits of the file at `path`, or `nil` when nothing is
  /// there.
  static func permissions(of path: ByteString) -> mode_t? {
    var status = stat()
    guard path.withCString({ stat($0, &status) }) == 0 else { return nil }
    return status.st_mode & 0o7777
  }

  /// The permissions a new file gets: read and write for all, less the
  /// process's file mode creation mask.
  static var newFilePermissions: mode_t {
    let mask = umask(0o022)
    umask(mask)
    return 0o666 & ~mask
  }

  /// Creates a file with a name of its own in the directory of `path`
  /// (`.NAME.XXXXXX`, hidden), open for writing.
  ///
  /// - Returns: The open file and its path.
  /// - Throws: The system's error, such as `EACCES` or `ENOENT`.
  static func temporaryFile(
    nextTo path: ByteString
  ) throws(SystemError) -> (descriptor: FileDescriptor, path: ByteString) {
    let slash = path.bytes.lastIndex(of: .slash)
    let directory = slash.map { Array(path.bytes[...$0]) } ?? []
    let name = slash.map { Array(path.bytes[($0 + 1)...]) } ?? path.bytes
    var template = (directory + [.dot] + name + Array(".XXXXXX".utf8) + [0]).map {
      CChar(bitPattern: $0)
    }
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .current }
    let created = ByteString(template.dropLast().map { UInt8(bitPattern: $0) })
    return (FileDescriptor(rawValue: descriptor), created)
  }

  /// Opens the file at `path`, which exists, for writing, without creating
  /// or truncating it: for devices and FIFOs.
  ///
  /// - Throws: The system's error.
  static func openForWriting(_ path: ByteString) throws(SystemError) -> FileDescriptor {
    while true {
      let descriptor = path.withCString { open($0, O_WRONLY | O_CLOEXEC) }
      if descriptor >= 0 { return FileDescriptor(rawValue: descriptor) }
      if errno != EINTR { throw .current }
    }
  }

  /// Gives the open file the permission bits `permissions`.
  ///
  /// - Throws: The system's error.
  static func setPermissions(
    _ permissions: mode_t, of descriptor: FileDescriptor
  ) throws(SystemError) {
    guard fchmod(descriptor.rawValue, permissions) == 0 else { throw .current }
  }

  /// Renames `source` to `destination`, replacing what is there at once.
  ///
  /// - Throws: The system's error.
  static func rename(_ source: ByteString, to destination: ByteString) throws(SystemError) {
    let result = source.withCString { from in destination.withCString { _rename(from, $0) } }
    guard result == 0 else { throw .current }
  }

  /// Removes the file at `path`, if it can.
  static func remove(_ path: ByteString) {
    _ = path.withCString { unlink($0) }
  }
}

// The C function under a name that does not clash with the method above.
private func _rename(_ source: UnsafePointer<CChar>, _ destination: UnsafePointer<CChar>) -> Int32 {
  rename(source, destination)
}
