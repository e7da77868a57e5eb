//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation

/// A directory of files for one test, removed afterwards.
final class Fixture {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("slots-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// Writes a file and returns its path.
  func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  func file(_ name: String, _ text: String) throws -> String {
    try file(name, Array(text.utf8))
  }

  /// A path in the directory where nothing is.
  func missing(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }
}
