//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A buffered stream of bytes to a file descriptor, or kept in memory.
///
/// `slots` writes through one of these so that printing a long feed makes
/// one system call every 64 KiB rather than one a line, and so that tests can
/// run the tool in-process and read what it wrote.
///
///     var output = OutputBuffer.inMemory()
///     output.write("hello\n")
///     output.text  // "hello\n"
public struct OutputBuffer: TextOutputStream {
  private var bytes: [UInt8] = []
  private let destination: FileDescriptor?
  /// The first error met while writing to the file descriptor, after which
  /// nothing more is written.
  private(set) var failure: SystemError? = nil

  private static let capacity = 1 << 16

  private init(destination: FileDescriptor?) {
    self.destination = destination
    if destination != nil { bytes.reserveCapacity(OutputBuffer.capacity) }
  }

  /// A stream to the process's standard output.
  public static func standardOutput() -> OutputBuffer {
    OutputBuffer(destination: .standardOutput)
  }

  /// A stream to the process's standard error.
  public static func standardError() -> OutputBuffer {
    OutputBuffer(destination: .standardError)
  }

  /// A stream that keeps everything written to it, for ``text``.
  public static func inMemory() -> OutputBuffer {
    OutputBuffer(destination: nil)
  }

  /// What was written to a stream kept in memory, as text; invalid UTF-8 is
  /// repaired.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends a string's UTF-8 bytes.
  public mutating func write(_ string: String) {
    var string = string
    string.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  /// Appends the UTF-8 bytes of a string known at compile time.
  mutating func write(_ string: StaticString) {
    append(UnsafeRawBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
  }

  /// Appends `value` in decimal.
  mutating func write(decimal value: Int) {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 24 digits
    withUnsafeMutableBytes(of: &digits) { buffer in
      var start = buffer.count
      var rest = value.magnitude
      repeat {
        start -= 1
        buffer[start] = UInt8(truncatingIfNeeded: rest % 10) &+ .zero
        rest /= 10
      } while rest > 0
      if value < 0 {
        start -= 1
        buffer[start] = .minus
      }
      append(UnsafeRawBufferPointer(rebasing: buffer[start...]))
    }
  }

  /// Writes out whatever is buffered, when the stream has a file descriptor.
  public mutating func flush() {
    guard let destination, !bytes.isEmpty else { return }
    if failure == nil {
      do throws(SystemError) {
        try bytes.withBytes { (buffer) throws(SystemError) in try destination.write(buffer) }
      } catch {
        failure = error
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }
}

extension OutputBuffer: ItemSink {
  /// Appends bytes.
  mutating func append(_ buffer: UnsafeRawBufferPointer) {
    bytes.append(contentsOf: buffer)
    if destination != nil && bytes.count >= OutputBuffer.capacity { flush() }
  }
}

extension SlotsCommand {
  /// Runs the tool with the process's arguments and standard streams, and
  /// returns the exit status.
  ///
  ///     // main.swift
  ///     exit(SlotsCommand.main())
  ///
  /// - Returns: The exit status, as ``run(arguments:standardInput:output:errorOutput:)``
  ///   gives it.
  public static func main() -> Int32 {
    var output = OutputBuffer.standardOutput()
    var errorOutput = OutputBuffer.standardError()
    var status = run(
      arguments: Array(CommandLine.arguments.dropFirst()), standardInput: .processInput,
      output: &output, errorOutput: &errorOutput)
    output.flush()
    if let failure = output.failure {
      errorOutput.write("error: cannot write the output: \(failure.description)\n")
      status = CommandError.output("").exitStatus
    }
    errorOutput.flush()
    return status
  }
}
