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
///
/// The writer marks where each row ends (``endRow()``), and the buffer
/// writes whole rows only, keeping the start of a row back until it ends;
/// so when a run fails in the middle of a row, ``discardUnfinishedRow()``
/// leaves the output ending with a whole row. Only a row longer than the
/// buffer (64 KiB) is written before it ends.
///
/// A buffer is a handle: its copies write to the same stream, as copies of a
/// file handle do.
public struct OutputBuffer: TextOutputStream {
  /// The bytes not yet written, in memory that the storage owns.
  private final class Storage {
    var bytes: UnsafeMutableRawBufferPointer
    var count = 0
    /// The end of the last whole row in `bytes`.
    var rowEnd = 0
    /// Whether a part of the row after `rowEnd` was written already.
    var rowIsPartlyWritten = false
    let destination: FileDescriptor?
    var failure: SystemError? = nil

    init(destination: FileDescriptor?) {
      self.destination = destination
      bytes = .allocate(byteCount: OutputBuffer.capacity, alignment: 16)
    }

    deinit { bytes.deallocate() }

    func append(_ buffer: UnsafeRawBufferPointer) {
      if count + buffer.count > bytes.count {
        makeRoom(for: buffer.count)
      }
      guard buffer.count > 0 else { return }
      (bytes.baseAddress! + count).copyMemory(from: buffer.baseAddress!, byteCount: buffer.count)
      count += buffer.count
    }

    /// Writes whole rows, then the unfinished row if that is not enough,
    /// then grows the buffer if even that is not enough.
    func makeRoom(for byteCount: Int) {
      if destination != nil {
        write(upTo: rowEnd)
        if count + byteCount > bytes.count && count > 0 {
          write(upTo: count)
          rowIsPartlyWritten = true
        }
      }
      if count + byteCount > bytes.count {
        // In memory, or larger than the buffer: make room.
        let grown = UnsafeMutableRawBufferPointer.allocate(
          byteCount: max(2 * bytes.count, count + byteCount), alignment: 16)
        grown.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[..<count]))
        bytes.deallocate()
        bytes = grown
      }
    }

    /// Writes the first `end` bytes and moves the rest to the front.
    func write(upTo end: Int) {
      guard let destination, end > 0 else { return }
      if failure == nil {
        do throws(SystemError) {
          try destination.write(UnsafeRawBufferPointer(rebasing: bytes[..<end]))
        } catch {
          failure = error
        }
      }
      let rest = count - end
      if rest > 0 {
        UnsafeMutableRawBufferPointer(rebasing: bytes[..<rest])
          .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[end..<count]))
      }
      count = rest
      rowEnd = max(0, rowEnd - end)
    }

    func flush() {
      write(upTo: count)
    }
  }

  private let storage: Storage

  private static let capacity = 1 << 16

  private init(destination: FileDescriptor?) {
    storage = Storage(destination: destination)
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

  /// The descriptor the buffer writes to; `nil` for one in memory.
  var descriptor: FileDescriptor? { storage.destination }

  /// What was written to a stream kept in memory, as text; invalid UTF-8 is
  /// repaired.
  public var text: String {
    String(
      decoding: UnsafeRawBufferPointer(rebasing: storage.bytes[..<storage.count]), as: UTF8.self)
  }

  /// The first error met while writing to the file descriptor, after which
  /// nothing more is written.
  var failure: SystemError? { storage.failure }

  /// Appends a string's UTF-8 bytes.
  public mutating func write(_ string: String) {
    var string = string
    string.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  /// Appends the UTF-8 bytes of a string known at compile time, without
  /// making a `String` of it.
  mutating func write(literal string: StaticString) {
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

  /// Appends bytes.
  mutating func append(_ buffer: UnsafeRawBufferPointer) {
    storage.append(buffer)
  }

  /// Marks the end of a row: what was written so far is whole rows.
  mutating func endRow() {
    storage.rowEnd = storage.count
    storage.rowIsPartlyWritten = false
  }

  /// Forgets what was written since the last ``endRow()``, so that the
  /// output ends with a whole row.
  ///
  /// - Returns: Whether a part of the forgotten row had been written to the
  ///   file descriptor already, because the row is longer than the buffer.
  mutating func discardUnfinishedRow() -> Bool {
    storage.count = storage.rowEnd
    return storage.rowIsPartlyWritten
  }

  /// Writes out whatever is buffered, when the stream has a file descriptor.
  public mutating func flush() {
    storage.flush()
  }
}
