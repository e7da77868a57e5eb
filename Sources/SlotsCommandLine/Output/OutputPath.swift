//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The check that a file a run writes (the cursor file, or any other
/// output file) is neither one of the run's inputs nor a standard stream,
/// made before anything is read or written.
///
/// Writing the cursor replaces a regular file whole, and writes a device or
/// a pipe where it is; either would silently destroy an input, or mix the
/// cursor into the rows or the messages. So a path is refused when:
///
/// - it names a standard stream: `/dev/stdin`, `/dev/stdout`,
///   `/dev/stderr`, `/dev/fd/0` to `2` or `/proc/self/fd/0` to `2`,
///   directly or through symbolic links;
/// - it leads, through links, to the path of an input (a source or the
///   rules file), which need not exist;
/// - it is the same file as an input, or as standard output or standard
///   error (which may be a regular file, `> page.out`), by device and
///   inode: a hard link, or another descriptor's name.
///
/// A character device shared with standard output or error, such as a
/// terminal or `/dev/null`, is refused by name only: writing to it neither
/// replaces it nor reaches the file the rows go to. The file of `--after`
/// is not an input here: a page may read its cursor from the file it
/// writes the next one to, which is replaced only once the page is written.
///
///     try OutputPath.check(
///       "posts.jsonl", of: "--cursor-file",
///       inputs: [OutputPath.Input(path: "posts.jsonl", name: "the source of kind 'post'")],
///       standardInput: .processInput, standardOutput: .standardOutput,
///       standardError: .standardError)
///     // throws: '--cursor-file' cannot be 'posts.jsonl', which is the source
///     // of kind 'post': writing there would replace it; give another file
enum OutputPath {
  /// A file that a run reads.
  struct Input {
    /// The path, as the command line gave it; `-` for standard input.
    var path: ByteString
    /// The input as messages name it: "the source of kind 'post'".
    var name: String
  }

  /// Checks that the output file at `path` is no input and no standard
  /// stream.
  ///
  /// - Parameters:
  ///   - path: The output file's path, as the command line gave it.
  ///   - option: The option that gave it, for messages.
  ///   - inputs: The files the run reads.
  ///   - standardInput: What `-` reads: the process's standard input, or
  ///     bytes in memory (then no file).
  ///   - standardOutput: The descriptor the rows go to; `nil` in memory.
  ///   - standardError: The descriptor the messages go to; `nil` in memory.
  /// - Throws: ``CommandError`` with exit status 64 when the path names an
  ///   input or a standard stream.
  static func check(
    _ path: ByteString, of option: String, inputs: [Input], standardInput: StandardInput,
    standardOutput: FileDescriptor?, standardError: FileDescriptor?
  ) throws(CommandError) {
    let destination = FileSystem.destination(of: path)
    if case .descriptor(let descriptor) = destination, descriptor <= 2 {
      let (stream, role) = streams[Int(descriptor)]
      throw .usage("'\(option)' cannot be \(stream) ('\(path)')\(role); give a file")
    }
    let status = try? FileStatus(path: path)
    for input in inputs {
      let inputStatus: FileStatus?
      var samePath = false
      if input.path == "-" {
        guard case .processInput = standardInput else { continue }
        inputStatus = try? FileDescriptor.standardInput.status()
      } else {
        inputStatus = try? FileStatus(path: input.path)
        samePath = FileSystem.destination(of: input.path) == destination
      }
      guard samePath || (status != nil && status?.identity == inputStatus?.identity) else {
        continue
      }
      let shown =
        input.path == "-" ? " (standard input)" : input.path == path ? "" : " ('\(input.path)')"
      throw .usage(
        "'\(option)' cannot be '\(path)', which is \(input.name)\(shown): writing there would "
          + "replace it; give another file")
    }
    guard let status, !status.isCharacterDevice else { return }
    for (descriptor, number) in [(standardOutput, 1), (standardError, 2)] {
      guard let descriptor, (try? descriptor.status())?.identity == status.identity else {
        continue
      }
      let (stream, role) = streams[number]
      throw .usage(
        "'\(option)' cannot be '\(path)', the file of \(stream)\(role); give another file")
    }
  }

  /// The standard streams, by descriptor, as messages name them, and what
  /// they hold.
  private static let streams = [
    ("standard input", ""), ("standard output", ", which holds the rows"),
    ("standard error", ", which holds the messages"),
  ]
}
