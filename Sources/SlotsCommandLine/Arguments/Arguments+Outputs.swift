//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Arguments {
  /// The files the run reads and that no output may be: the rules file and
  /// the sources. The file of `--after` is left out, since the cursor file
  /// may be the one the cursor is read from.
  var inputFiles: [OutputPath.Input] {
    var inputs = rulesPath.map { [OutputPath.Input(path: $0, name: "the rules file")] } ?? []
    for source in sources {
      inputs.append(
        OutputPath.Input(path: source.path, name: "the source of kind '\(source.kind)'"))
    }
    return inputs
  }

  /// Checks every file the run writes (`--cursor-file`) against the inputs
  /// and the standard streams, before anything is read or written: see
  /// ``OutputPath``.
  ///
  /// - Parameters:
  ///   - standardInput: What `-` reads.
  ///   - standardOutput: The descriptor the rows go to; `nil` in memory.
  ///   - standardError: The descriptor the messages go to; `nil` in memory.
  /// - Throws: ``CommandError`` with exit status 64 when an output file is an
  ///   input or a standard stream.
  func checkOutputFiles(
    standardInput: StandardInput, standardOutput: FileDescriptor?, standardError: FileDescriptor?
  ) throws(CommandError) {
    guard let cursorPath else { return }
    try OutputPath.check(
      cursorPath, of: "--cursor-file", inputs: inputFiles, standardInput: standardInput,
      standardOutput: standardOutput, standardError: standardError)
  }
}
