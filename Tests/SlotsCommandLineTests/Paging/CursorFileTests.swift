//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import SlotsCommandLine

@Suite struct CursorFileTests {
  /// The names in the fixture's directory.
  func names(in fixture: Fixture) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path).sorted()
  }

  @Test func replacesTheFileWholeAndLeavesNothingElse() throws {
    let fixture = try Fixture()
    let path = try fixture.file("cursor.json", "old\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    let file = try CursorFile.prepare(ByteString(path))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
    try file.commit(Array("new".utf8))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    #expect(try names(in: fixture) == ["cursor.json"])
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect(permissions as? Int == 0o640)
  }

  @Test func createsAFile() throws {
    let fixture = try Fixture()
    let path = fixture.missing("cursor.json")
    try CursorFile.prepare(ByteString(path)).commit(Array("new".utf8))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    #expect(try names(in: fixture) == ["cursor.json"])
  }

  /// Preparing creates nothing: a run that a signal ends before the
  /// commit leaves the directory as it was.
  @Test func preparesWithoutLeavingAFile() throws {
    let fixture = try Fixture()
    let path = try fixture.file("cursor.json", "old\n")
    let file = try CursorFile.prepare(ByteString(path))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
    #expect(try names(in: fixture) == ["cursor.json"])
    file.discard()
    #expect(try names(in: fixture) == ["cursor.json"])
  }

  /// A symbolic link stays a link: the file it points to is replaced.
  @Test func followsASymbolicLink() throws {
    let fixture = try Fixture()
    let target = try fixture.file("target.json", "old\n")
    let link = fixture.missing("link.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    try CursorFile.prepare(ByteString(link)).commit(Array("new".utf8))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
  }

  /// A device is written where it is, never replaced.
  @Test func writesADeviceInPlace() throws {
    try CursorFile.prepare("/dev/null").commit(Array("new".utf8))
    let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type]
    #expect(type as? FileAttributeType == .typeCharacterSpecial)
  }

  @Test func failsBeforeWritingWhenTheDirectoryIsMissing() throws {
    let fixture = try Fixture()
    let path = fixture.missing("none") + "/cursor.json"
    #expect(
      throws: CommandError.output(
        "cannot write the cursor file '\(path)': cannot create a file in "
          + "'\(fixture.missing("none"))/' to replace it with: No such file or directory")
    ) {
      try CursorFile.prepare(ByteString(path))
    }
  }

  #if os(Linux)
    /// A file of /proc is a regular file in a directory where none can be
    /// created: the message says that, not that the file is missing.
    @Test func namesTheCallThatFailed() throws {
      #expect(
        throws: CommandError.output(
          "cannot write the cursor file '/proc/version': cannot create a file in '/proc/' to "
            + "replace it with: No such file or directory")
      ) {
        try CursorFile.prepare("/proc/version")
      }
      let file = try CursorFile.prepare("/dev/full")
      #expect(
        throws: CommandError.output(
          "cannot write the cursor file '/dev/full': cannot write it: No space left on device; "
            + "the page was written, and the file holds the cursor it had before")
      ) {
        try file.commit(Array("new".utf8))
      }
    }

    /// A directory is not replaced: opening it for writing is the call
    /// that fails, and the message says so.
    @Test func namesTheOpenWhenItFails() throws {
      let fixture = try Fixture()
      let directory = fixture.missing("cursor.json")
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
      #expect(
        throws: CommandError.output(
          "cannot write the cursor file '\(directory)': cannot open it for writing: Is a directory")
      ) {
        try CursorFile.prepare(ByteString(directory))
      }
    }
  #endif
}
