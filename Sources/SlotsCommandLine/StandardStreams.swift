//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation

/// A text stream that writes to a file handle, buffering writes so that
/// printing a long feed does not make a system call a line.
final class FileHandleOutputStream: TextOutputStream {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private let capacity = 1 << 16

  init(_ handle: FileHandle) {
    self.handle = handle
    buffer.reserveCapacity(capacity)
  }

  deinit { flush() }

  func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= capacity { flush() }
  }

  /// Writes out whatever is buffered.
  func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}

extension SlotsCommand {
  /// Runs the tool with the process's arguments and standard streams, and
  /// returns the exit status.
  public static func main() -> Int32 {
    var output = FileHandleOutputStream(.standardOutput)
    var errorOutput = FileHandleOutputStream(.standardError)
    let status = run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      output: &output, errorOutput: &errorOutput)
    output.flush()
    errorOutput.flush()
    return status
  }
}
