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

/// What the system says about a file: which file it is, what type, how
/// large, and when it last changed.
///
/// `slots` reads a regular file twice, and compares what it says before and
/// after each read, to notice a file that changes under it.
struct FileStatus: Equatable {
  /// The device and inode: which file it is.
  var identity: Identity
  /// The file's type, `S_IFREG`, `S_IFIFO`, … (the `S_IFMT` bits of its mode).
  var type: mode_t
  /// The size, in bytes.
  var size: Int
  /// When its content last changed, in seconds and nanoseconds.
  var modification: Timestamp
  /// When its content or status last changed.
  var statusChange: Timestamp

  /// A device and inode number.
  struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// A time, in seconds and nanoseconds since the epoch.
  struct Timestamp: Equatable {
    var seconds: Int
    var nanoseconds: Int
  }

  /// Reads the status that `stat` or `fstat` filled in.
  init(_ status: stat) {
    identity = Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    type = status.st_mode & mode_t(S_IFMT)
    size = Int(status.st_size)
    #if canImport(Darwin)
      modification = Timestamp(
        seconds: Int(status.st_mtimespec.tv_sec), nanoseconds: Int(status.st_mtimespec.tv_nsec))
      statusChange = Timestamp(
        seconds: Int(status.st_ctimespec.tv_sec), nanoseconds: Int(status.st_ctimespec.tv_nsec))
    #else
      modification = Timestamp(
        seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
      statusChange = Timestamp(
        seconds: Int(status.st_ctim.tv_sec), nanoseconds: Int(status.st_ctim.tv_nsec))
    #endif
  }

  /// The status of the file at `path`, following symbolic links.
  ///
  /// - Throws: The system's error, such as `ENOENT`.
  init(path: ByteString) throws(SystemError) {
    var status = stat()
    let result = path.withCString { stat($0, &status) }
    guard result == 0 else { throw .current }
    self.init(status)
  }

  /// Whether the file is a regular file, which can be read again.
  var isRegularFile: Bool { type == mode_t(S_IFREG) }

  /// Whether the file is a character device, such as a terminal or
  /// `/dev/null`.
  var isCharacterDevice: Bool { type == mode_t(S_IFCHR) }

  /// Whether the file is a pipe, a FIFO or a socket: a stream whose bytes
  /// are gone once read.
  var isStream: Bool { type == mode_t(S_IFIFO) || type == mode_t(S_IFSOCK) }
}
