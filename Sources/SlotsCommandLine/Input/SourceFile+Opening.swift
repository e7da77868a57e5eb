//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SourceFile {
  /// Opens the file at `path` (`-` for standard input) and passes its bytes,
  /// in order and in chunks, to `body`.
  ///
  /// Standard input and other files that cannot be read twice (pipes,
  /// devices) are copied to an unlinked temporary file as they are read, and
  /// the result reads that copy.
  ///
  /// - Parameters:
  ///   - path: The path, or `-` for standard input.
  ///   - standardInput: What `-` reads.
  ///   - rereadable: Whether the result must be readable again; when false,
  ///     nothing is copied and the result should only be closed.
  ///   - body: Called with each chunk; what it throws stops the reading.
  /// - Returns: The file, ready to be read again at any offset.
  /// - Throws: ``CommandError`` with exit status 66 when the file cannot be
  ///   opened or read, 74 when the temporary copy cannot be written, or what
  ///   `body` throws.
  static func open(
    _ path: String, standardInput: StandardInput, rereadable: Bool = true,
    reading body: (UnsafeRawBufferPointer) throws(CommandError) -> Void
  ) throws(CommandError) -> SourceFile {
    let name = path == "-" ? standardInputName : path
    let input: FileDescriptor
    if path == "-" {
      switch standardInput {
      case .bytes(let bytes):
        try bytes.withBytes { (chunk) throws(CommandError) in try body(chunk) }
        return SourceFile(name: name, storage: .bytes(bytes))
      case .processInput:
        input = .standardInput
      }
    } else {
      do {
        input = try FileDescriptor.openForReading(path)
      } catch {
        throw .noInput("cannot open '\(path)': \(error.description)")
      }
    }

    // A regular file is read again where it is; anything else is copied.
    var copy: FileDescriptor? = nil
    if rereadable && !input.isRegularFile {
      do {
        copy = try FileDescriptor.anonymousTemporaryFile()
      } catch {
        if input != .standardInput { input.close() }
        throw .output("cannot create a temporary copy of '\(name)': \(error.description)")
      }
    }
    let start = copy == nil ? input.currentOffset : 0
    let file = SourceFile(name: name, storage: .descriptor(copy ?? input, start: start))
    do throws(CommandError) {
      try forEachChunk(of: input, named: name) { (chunk) throws(CommandError) in
        try body(chunk)
        do throws(SystemError) {
          try copy?.write(chunk)
        } catch {
          throw .output("cannot write a temporary copy of '\(name)': \(error.description)")
        }
      }
    } catch {
      file.close()
      if copy != nil && input != .standardInput { input.close() }
      throw error
    }
    if copy != nil && input != .standardInput { input.close() }
    return file
  }

  /// Reads the whole file at `path` (`-` for standard input) into memory.
  ///
  /// - Parameters:
  ///   - path: The path, or `-` for standard input.
  ///   - standardInput: What `-` reads.
  ///   - limit: The largest size accepted, in bytes.
  /// - Returns: The file's bytes.
  /// - Throws: ``CommandError`` with exit status 66 when the file cannot be
  ///   opened or read, or 65 when it is larger than `limit`.
  static func contents(
    of path: String, standardInput: StandardInput, limit: Int
  ) throws(CommandError) -> [UInt8] {
    var bytes: [UInt8] = []
    let file = try open(path, standardInput: standardInput, rereadable: false) {
      (chunk) throws(CommandError) in
      guard bytes.count + chunk.count <= limit else {
        let name = path == "-" ? standardInputName : path
        throw .data(file: name, line: 1, "the file is larger than \(limit >> 20) MiB")
      }
      bytes.append(contentsOf: chunk)
    }
    file.close()
    return bytes
  }

  /// Reads `input` from its current offset to its end, in chunks.
  private static func forEachChunk(
    of input: FileDescriptor, named name: String,
    _ body: (UnsafeRawBufferPointer) throws(CommandError) -> Void
  ) throws(CommandError) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let count: Int
      do {
        count = try input.read(into: buffer)
      } catch {
        throw .noInput("cannot read '\(name)': \(error.description)")
      }
      if count == 0 { return }
      try body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
    }
  }
}
