//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The streams that the inputs of a run read: pipes, FIFOs and sockets,
/// each of which can feed one input only.
///
/// A stream's bytes are gone once read, so a second input that names the
/// same stream would silently get nothing (`--source a=- --source
/// b=/dev/stdin`), or wait forever for a writer (a FIFO named twice). Each
/// input claims its stream before it reads it, and a second claim is a usage
/// error.
struct StreamClaims {
  /// The name each stream was claimed by, as the command line gave it.
  private var claims: [FileStatus.Identity: String] = [:]

  /// Creates claims for a run that has read nothing yet.
  init() {}

  /// Claims the file `status` describes for the input named `name`, when it
  /// is a stream.
  ///
  /// - Throws: ``CommandError`` with exit status 64 when another input
  ///   claimed the same stream.
  mutating func claim(_ status: FileStatus, for name: String) throws(CommandError) {
    guard status.isStream else { return }
    if let first = claims[status.identity] {
      throw .usage(
        "'\(name)' is the same stream as '\(first)', which another input reads; "
          + "a pipe or a stream can be read only once")
    }
    claims[status.identity] = name
  }
}
