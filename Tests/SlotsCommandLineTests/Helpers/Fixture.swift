//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation

@testable import SlotsCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A directory of files for one test, removed afterwards.
final class Fixture {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("slots-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Files whose names are not UTF-8, which `FileManager` may not remove.
  private var byteNamedFiles: [ByteString] = []

  deinit {
    for path in byteNamedFiles { _ = path.withCString { unlink($0) } }
    try? FileManager.default.removeItem(at: directory)
  }

  /// Writes a file whose name is given as bytes, which need not be UTF-8,
  /// and returns its path.
  func file(bytes name: [UInt8], _ contents: [UInt8]) throws -> ByteString {
    let path = ByteString(Array(directory.path.utf8) + [UInt8(ascii: "/")] + name)
    let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno)!) }
    defer { close(descriptor) }
    let written = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == contents.count else { throw POSIXError(.EIO) }
    byteNamedFiles.append(path)
    return path
  }

  /// Writes a file and returns its path.
  func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  func file(_ name: String, _ text: String) throws -> String {
    try file(name, Array(text.utf8))
  }

  /// A file of `size` zero bytes that takes no room on disk and no time to
  /// write: for inputs that must be refused for their size alone.
  func file(_ name: String, zeros size: Int) throws -> String {
    let url = directory.appendingPathComponent(name)
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw POSIXError(.EIO)
    }
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.truncate(atOffset: UInt64(size))
    return url.path
  }

  /// A path in the directory where nothing is.
  func missing(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }
}
