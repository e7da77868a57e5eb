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

/// The file that `--cursor-file` names, which gets the cursor after a page
/// once the page is written.
///
/// A regular file (or a path where nothing is yet) is replaced whole: the
/// cursor is written to a temporary file next to it, which is then renamed
/// over it, so that a reader never sees half a cursor and a run that fails
/// leaves the cursor of the run before. That also lets `--after @FILE` and
/// `--cursor-file FILE` name the same file. The new file keeps the
/// permissions of the one it replaces. A symbolic link is followed, and the
/// file it points to replaced. A regular file that already holds the
/// cursor, as after a page with no rows, is left as it is: not replaced by
/// a file of the same bytes.
///
/// Anything else (a device such as `/dev/stderr`, a FIFO) is written to
/// where it is.
///
/// The file is prepared before the first row is written, so that a path
/// where no cursor can be written is an error while standard output is
/// still empty:
///
///     let file = try CursorFile.prepare("cursor.json")
///     do { try writer.write(format, to: &output) } catch { file.discard(); throw error }
///     try file.commit(cursorText)
struct CursorFile {
  /// The path, as the command line gave it.
  let path: ByteString
  /// Where the cursor goes.
  private let target: Target

  private enum Target {
    /// A device or a FIFO, open for writing.
    case inPlace(FileDescriptor)
    /// A regular file, or none yet, replaced by a new file with these
    /// permissions.
    case replaced(destination: ByteString, permissions: mode_t)
  }

  /// Opens the file at `path` when it is a device or a FIFO; otherwise
  /// checks that a file can be created next to it.
  ///
  /// The check creates a temporary file and removes it at once: the file
  /// that replaces the cursor is made only once the page is written, so
  /// that a run that a signal ends (as `SIGPIPE` does when a reader stops
  /// early) leaves nothing behind.
  ///
  /// - Throws: ``CommandError`` with exit status 74 when the file cannot be
  ///   opened, or no file can be created next to it.
  static func prepare(_ path: ByteString) throws(CommandError) -> CursorFile {
    let destination = FileSystem.resolved(path) ?? path
    do throws(Failure) {
      if let status = try? FileStatus(path: destination), !status.isRegularFile {
        let descriptor = try Failure.step("cannot open it for writing") {
          () throws(SystemError) in try FileSystem.openForWriting(destination)
        }
        return CursorFile(path: path, target: .inPlace(descriptor))
      }
      let permissions = FileSystem.permissions(of: destination) ?? FileSystem.newFilePermissions
      let (descriptor, temporary) = try Failure.creating(nextTo: destination)
      descriptor.close()
      FileSystem.remove(temporary)
      return CursorFile(
        path: path, target: .replaced(destination: destination, permissions: permissions))
    } catch {
      throw .output("cannot write the cursor file '\(path)': \(error.description)")
    }
  }

  /// Writes the cursor's text and a line break: to the file where it is,
  /// or to a new file that is then renamed over the path, unless the file
  /// at the path holds these bytes already.
  ///
  /// - Throws: ``CommandError`` with exit status 74 when the file cannot be
  ///   written; a regular file at the path is then left as it was.
  func commit(_ text: [UInt8]) throws(CommandError) {
    let bytes = text + [.lineFeed]
    do throws(Failure) {
      switch target {
      case .inPlace(let descriptor):
        defer { descriptor.close() }
        try Failure.step("cannot write it") { () throws(SystemError) in
          try bytes.withBytes { (buffer) throws(SystemError) in try descriptor.write(buffer) }
        }
      case .replaced(let destination, _) where Self.file(at: destination, holds: bytes):
        return
      case .replaced(let destination, let permissions):
        let (descriptor, temporary) = try Failure.creating(nextTo: destination)
        do throws(Failure) {
          do {
            defer { descriptor.close() }
            try Failure.step("cannot give '\(temporary)' the permissions of the file it replaces") {
              () throws(SystemError) in try FileSystem.setPermissions(permissions, of: descriptor)
            }
            try Failure.step("cannot write '\(temporary)'") { () throws(SystemError) in
              try bytes.withBytes { (buffer) throws(SystemError) in try descriptor.write(buffer) }
            }
          }
          try Failure.step("cannot rename '\(temporary)' to '\(destination)'") {
            () throws(SystemError) in try FileSystem.rename(temporary, to: destination)
          }
        } catch {
          FileSystem.remove(temporary)
          throw error
        }
      }
    } catch {
      throw .output(
        "cannot write the cursor file '\(path)': \(error.description); "
          + "the page was written, and the file holds the cursor it had before")
    }
  }

  /// Closes the file, if it is open, leaving it as it was.
  func discard() {
    if case .inPlace(let descriptor) = target { descriptor.close() }
  }

  /// Whether the regular file at `path` holds exactly `bytes`; `false` when
  /// it cannot be read.
  private static func file(at path: ByteString, holds bytes: [UInt8]) -> Bool {
    // Looked at before it is opened: opening a FIFO would wait for a writer.
    guard let status = try? FileStatus(path: path), status.isRegularFile,
      status.size == bytes.count,
      let descriptor = try? FileDescriptor.openForReading(path)
    else { return false }
    defer { descriptor.close() }
    // One byte more than expected, to see a file that grew since.
    var contents = [UInt8](repeating: 0, count: bytes.count + 1)
    var count = 0
    while count < contents.count {
      let read = contents.withUnsafeMutableBytes { (buffer) in
        try? descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
      }
      guard let read, read > 0 else { break }
      count += read
    }
    return count == bytes.count && contents[..<count].elementsEqual(bytes)
  }
}

extension CursorFile {
  /// A system call that failed, and the step of writing the cursor it was
  /// for, so that the reason a message gives is that of the call that
  /// failed: "cannot create a file in '/proc/': No such file or directory"
  /// rather than "'/proc/version': No such file or directory".
  struct Failure: Error {
    /// What could not be done.
    var step: String
    /// Why: the error of the call.
    var reason: SystemError

    /// The step, then the reason.
    var description: String { "\(step): \(reason.description)" }

    /// Runs `body`, one step of writing the cursor, and gives its error the
    /// step's description.
    static func step<Result>(
      _ step: @autoclosure () -> String, _ body: () throws(SystemError) -> Result
    ) throws(Failure) -> Result {
      do throws(SystemError) {
        return try body()
      } catch {
        throw Failure(step: step(), reason: error)
      }
    }

    /// Creates a temporary file in the directory of `destination`, which it
    /// will replace.
    static func creating(
      nextTo destination: ByteString
    ) throws(Failure) -> (descriptor: FileDescriptor, path: ByteString) {
      let slash = destination.bytes.lastIndex(of: .slash)
      let directory = slash.map { ByteString(destination.bytes[...$0]) } ?? "."
      return try step("cannot create a file in '\(directory)' to replace it with") {
        () throws(SystemError) in try FileSystem.temporaryFile(nextTo: destination)
      }
    }
  }
}
