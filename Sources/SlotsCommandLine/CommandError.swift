//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// Why `slots` could not do what it was asked, and the exit status that
/// says so.
///
/// The statuses are those of BSD's `sysexits.h`, which command line tools
/// share so that scripts can tell a mistake in the command from a problem in
/// the data:
///
/// | status | error |
/// |-------:|-------|
/// | 64 | ``usage(_:)``: the command line is wrong |
/// | 65 | ``data(file:line:_:)``, ``changed(file:_:)``: bad data |
/// | 66 | ``noInput(_:)``, ``cannotCopy(_:_:)``: an input cannot be read |
/// | 74 | ``output(_:)``: the output cannot be written, and nothing else |
struct CommandError: Error, Equatable {
  /// The kind of error.
  var kind: Kind

  /// The complete text for standard error, without the final line break.
  var message: String

  /// The process's exit status for this error.
  var exitStatus: Int32 {
    switch kind {
    case .usage: 64
    case .data: 65
    case .noInput: 66
    case .output: 74
    }
  }

  /// A mistake in the command line: `error: …`, then a hint to run `--help`.
  static func usage(_ problem: String) -> CommandError {
    CommandError(
      kind: .usage, message: "error: \(problem)\nRun 'slots --help' for usage.")
  }

  /// Malformed data, reported as `FILE:LINE: error: …`.
  static func data(file: String, line: Int, _ problem: String) -> CommandError {
    CommandError(kind: .data, message: "\(file):\(line): error: \(problem)")
  }

  /// A file that is missing or cannot be read.
  static func noInput(_ problem: String) -> CommandError {
    CommandError(kind: .noInput, message: "error: \(problem)")
  }

  /// Output that cannot be written.
  static func output(_ problem: String) -> CommandError {
    CommandError(kind: .output, message: "error: \(problem)")
  }

  /// Standard output that cannot be written, for the given reason.
  static func writeFailed(_ reason: SystemError) -> CommandError {
    .output("cannot write the output: \(reason.description)")
  }

  /// A regular file whose size or modification time changed after `slots`
  /// started reading it: its items would no longer be those it counted.
  ///
  /// - Parameters:
  ///   - file: The file's name.
  ///   - sizeBefore: Its size when it was first read.
  ///   - sizeAfter: Its size now.
  static func changed(file: String, sizeBefore: Int, sizeAfter: Int) -> CommandError {
    changed(
      file: file,
      sizeBefore == sizeAfter
        ? "it was modified" : "its size went from \(sizeBefore) to \(sizeAfter) bytes")
  }

  /// A file that changed after `slots` started reading it, and how.
  static func changed(file: String, _ how: String) -> CommandError {
    CommandError(
      kind: .data, message: "\(file): error: the file changed while slots was reading it (\(how))")
  }

  /// A stream (standard input, a pipe) that cannot be copied to a temporary
  /// file, which `slots` needs to read it twice.
  static func cannotCopy(_ name: String, _ reason: SystemError) -> CommandError {
    .noInput(
      "cannot copy '\(name)' to a temporary file in '\(FileDescriptor.temporaryDirectory)': "
        + "\(reason.description); set TMPDIR to a directory with room, or give a file")
  }

  /// The error with a second line, a note that says more.
  func noting(_ note: String) -> CommandError {
    CommandError(kind: kind, message: message + "\nnote: " + note)
  }

  /// The kinds of error, one per exit status.
  enum Kind: Equatable {
    /// The command line is wrong.
    case usage
    /// A source or the rules are malformed.
    case data
    /// A file is missing or cannot be read.
    case noInput
    /// Writing the output, or a temporary copy of standard input, failed.
    case output
  }
}

extension CommandError {
  /// A mistake in a source or the rules, at its place in `file`.
  static func data(file: String, _ error: JSONSyntaxError) -> CommandError {
    let column = error.column.map { " (column \($0))" } ?? ""
    return .data(file: file, line: error.line, error.message + column)
  }
}
