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
  /// the result reads that copy. A regular file is read where it is; its
  /// status is taken before and after the reading, and a file that changed
  /// meanwhile is an error. An empty regular file is copied too, since
  /// the files of /proc say they are empty and are not.
  ///
  /// - Parameters:
  ///   - path: The path, or `-` for standard input.
  ///   - standardInput: What `-` reads.
  ///   - streams: The streams that other inputs read, which this one must
  ///     not read again.
  ///   - rereadable: Whether the result must be readable again; when false,
  ///     nothing is copied and the result should only be closed.
  ///   - body: Called with each chunk; what it throws stops the reading.
  /// - Returns: The file, ready to be read again at any offset.
  /// - Throws: ``CommandError`` with exit status 64 when the file is a
  ///   stream that another input reads, 66 when it cannot be opened or
  ///   read or its temporary copy cannot be written, 65 when it changed
  ///   while it was read, or what `body` throws.
  static func open(
    _ path: ByteString, standardInput: StandardInput, streams: inout StreamClaims,
    rereadable: Bool = true,
    reading body: (UnsafeRawBufferPointer) throws(CommandError) -> Void
  ) throws(CommandError) -> SourceFile {
    let isStandardInput = path == "-"
    let name = isStandardInput ? standardInputName : path.description
    let input: FileDescriptor
    let status: FileStatus
    if isStandardInput {
      switch standardInput {
      case .bytes(let bytes):
        try bytes.withBytes { (chunk) throws(CommandError) in try body(chunk) }
        return SourceFile(name: name, storage: .bytes(bytes))
      case .processInput:
        input = .standardInput
        do {
          status = try input.status()
        } catch {
          throw .noInput("cannot read '\(name)': \(error.description)")
        }
        try streams.claim(status, for: "-")
      }
    } else {
      // Claimed before it is opened: opening a FIFO a second time would
      // wait for a writer that never comes.
      if let status = try? FileStatus(path: path) {
        try streams.claim(status, for: path.description)
      }
      do {
        input = try FileDescriptor.openForReading(path)
        status = try input.status()
      } catch {
        throw .noInput("cannot open '\(name)': \(error.description)")
      }
    }
    func closeInput() {
      if !isStandardInput { input.close() }
    }

    // A regular file is read again where it is; anything else is copied,
    // and so is a file whose size is zero although it may not be empty, as
    // the files of /proc.
    let readsInPlace = status.isRegularFile && status.size > 0
    var copy: FileDescriptor? = nil
    if rereadable && !readsInPlace {
      do {
        copy = try FileDescriptor.anonymousTemporaryFile()
      } catch {
        closeInput()
        throw .cannotCopy(name, error)
      }
    }
    let start = copy == nil ? input.currentOffset : 0
    var file = SourceFile(name: name, storage: .descriptor(copy ?? input, start: start))
    var byteCount = 0
    do throws(CommandError) {
      try forEachChunk(of: input, named: name) { (chunk) throws(CommandError) in
        byteCount += chunk.count
        try body(chunk)
        do throws(SystemError) {
          try copy?.write(chunk)
        } catch {
          throw .cannotCopy(name, error)
        }
      }
      if readsInPlace {
        // A file that grew or shrank, or was rewritten, while it was read.
        let after: FileStatus
        do {
          after = try input.status()
        } catch {
          throw .noInput("cannot read '\(name)': \(error.description)")
        }
        guard after == status && byteCount == status.size - start else {
          throw .changed(file: name, sizeBefore: status.size, sizeAfter: after.size)
        }
        if copy == nil { file.status = status }
      }
    } catch {
      file.close()
      if copy != nil { closeInput() }
      throw error
    }
    if copy != nil { closeInput() }
    return file
  }

  /// Reads the whole file at `path` (`-` for standard input) into memory.
  ///
  /// - Parameters:
  ///   - path: The path, or `-` for standard input.
  ///   - standardInput: What `-` reads.
  ///   - streams: The streams that other inputs read.
  ///   - limit: The largest size accepted, in bytes.
  ///   - body: Called with each chunk as it is read, before it is kept.
  /// - Returns: The file's bytes.
  /// - Throws: ``CommandError`` with exit status 66 when the file cannot be
  ///   opened or read, or 65 when it is larger than `limit` or changed
  ///   while it was read, or what `body` throws.
  static func contents(
    of path: ByteString, standardInput: StandardInput, streams: inout StreamClaims, limit: Int,
    reading body: (UnsafeRawBufferPointer) throws(CommandError) -> Void = { _ in }
  ) throws(CommandError) -> [UInt8] {
    var bytes: [UInt8] = []
    let name = path == "-" ? standardInputName : path.description
    let file = try open(path, standardInput: standardInput, streams: &streams, rereadable: false) {
      (chunk) throws(CommandError) in
      guard bytes.count + chunk.count <= limit else {
        throw .data(file: name, line: 1, "the file is larger than \(limit >> 20) MiB")
      }
      try body(chunk)
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
