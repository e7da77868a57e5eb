//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The file that `--cursor-file` names, which gets the cursor after a page
/// once the page is written.
///
/// A regular file (or a path where nothing is yet) is replaced whole: the
/// cursor is written to a temporary file next to it, which is then renamed
/// over it, so that a reader never sees half a cursor and a run that fails
/// leaves the cursor of the run before. That also lets `--after @FILE` and
/// `--cursor-file FILE` name the same file. The new file keeps the
/// permissions of the one it replaces. A symbolic link is followed, and the
/// file it points to replaced.
///
/// Anything else (a device such as `/dev/stderr`, a FIFO) is written to
/// where it is.
///
/// The file is prepared before the first row is written, so that a path
/// that cannot be written is an error while standard output is still
/// empty:
///
///     let file = try CursorFile.prepare("cursor.json")
///     do { try writer.write(format, to: &output) } catch { file.discard(); throw error }
///     try file.commit(cursorText)
struct CursorFile {
  /// The path, as the command line gave it.
  let path: ByteString
  /// The file written.
  private let descriptor: FileDescriptor
  /// The temporary file and the path it is renamed to, for a regular file.
  private let replacement: (temporary: ByteString, destination: ByteString)?

  /// Opens the file at `path`, or a temporary file to replace it with.
  ///
  /// - Throws: ``CommandError`` with exit status 74 when neither can be
  ///   opened or created.
  static func prepare(_ path: ByteString) throws(CommandError) -> CursorFile {
    let destination = FileSystem.resolved(path) ?? path
    do throws(SystemError) {
      if let status = try? FileStatus(path: destination), !status.isRegularFile {
        return CursorFile(
          path: path, descriptor: try FileSystem.openForWriting(destination), replacement: nil)
      }
      let permissions = FileSystem.permissions(of: destination) ?? FileSystem.newFilePermissions
      let (descriptor, temporary) = try FileSystem.temporaryFile(nextTo: destination)
      do throws(SystemError) {
        try FileSystem.setPermissions(permissions, of: descriptor)
      } catch {
        descriptor.close()
        FileSystem.remove(temporary)
        throw error
      }
      return CursorFile(
        path: path, descriptor: descriptor, replacement: (temporary, destination))
    } catch {
      throw .output("cannot write the cursor file '\(path)': \(error.description)")
    }
  }

  /// Writes the cursor's text and a line break, and puts the file in place.
  ///
  /// - Throws: ``CommandError`` with exit status 74 when the file cannot be
  ///   written; the file at the path is then left as it was.
  func commit(_ text: [UInt8]) throws(CommandError) {
    do throws(SystemError) {
      try (text + [.lineFeed]).withBytes { (bytes) throws(SystemError) in
        try descriptor.write(bytes)
      }
      descriptor.close()
      if let replacement {
        try FileSystem.rename(replacement.temporary, to: replacement.destination)
      }
    } catch {
      discard()
      throw .output(
        "cannot write the cursor file '\(path)': \(error.description); "
          + "the page was written, and the file holds the cursor it had before")
    }
  }

  /// Closes the file and removes the temporary one, leaving the file at the
  /// path as it was.
  func discard() {
    descriptor.close()
    if let replacement { FileSystem.remove(replacement.temporary) }
  }
}
