//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import SlotsCommandLine

/// Opens a file as a source does, with no other input.
func openFile(
  _ path: String, standardInput: StandardInput = .bytes([]),
  reading body: (UnsafeRawBufferPointer) throws(CommandError) -> Void = { _ in }
) throws(CommandError) -> SourceFile {
  var streams = StreamClaims()
  return try SourceFile.open(
    ByteString(path), standardInput: standardInput, streams: &streams, reading: body)
}

@Suite struct SourceFileTests {
  @Test func readsAFileInChunksAndAgainAtAnyOffset() throws {
    let fixture = try Fixture()
    let text = String(repeating: "0123456789", count: 10_000)
    let path = try fixture.file("digits.txt", text)
    var chunks: [Int] = []
    let file = try openFile(path) { chunks.append($0.count) }
    defer { file.close() }
    #expect(chunks.reduce(0, +) == 100_000)
    #expect(chunks.count > 1)

    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4, alignment: 1)
    defer { buffer.deallocate() }
    #expect(try file.read(into: buffer, at: 99_997) == 3)
    #expect(Array(buffer.prefix(3)) == Array("789".utf8))
    #expect(try file.read(into: buffer, at: 100_000) == 0)
  }

  @Test func readsStandardInput() throws {
    var seen: [UInt8] = []
    let file = try openFile("-", standardInput: .bytes([1, 2, 3])) {
      seen.append(contentsOf: $0)
    }
    #expect(seen == [1, 2, 3])
    #expect(file.name == "<stdin>")
  }

  @Test func limitsWhatItReadsIntoMemory() throws {
    let limit = 1 << 20
    let fits = [UInt8](repeating: 0x20, count: limit)
    var streams = StreamClaims()
    #expect(
      try SourceFile.contents(
        of: "-", standardInput: .bytes(fits), streams: &streams, limit: limit) == fits)
    #expect(throws: CommandError.data(file: "<stdin>", line: 1, "the file is larger than 1 MiB")) {
      try SourceFile.contents(
        of: "-", standardInput: .bytes(fits + [0x20]), streams: &streams, limit: limit)
    }
  }

  /// A file that grows while it is validated is an input error, 65.
  @Test func reportsAFileThatChangesWhileItIsRead() throws {
    let fixture = try Fixture()
    let path = try fixture.file("growing.jsonl", String(repeating: "1\n", count: 100_000))
    var appended = false
    #expect(
      throws: CommandError.changed(
        file: path, "its size went from 200000 to 200002 bytes")
    ) {
      _ = try openFile(path) { _ in
        guard !appended else { return }
        appended = true
        let handle = FileHandle(forWritingAtPath: path)!
        handle.seekToEndOfFile()
        handle.write(Data("2\n".utf8))
        handle.closeFile()
      }
    }
  }

  /// A file that shrinks after it was validated is an error when it is
  /// read again, before any byte of it is used.
  @Test func reportsAFileThatShrinksAfterItWasRead() throws {
    let fixture = try Fixture()
    let path = try fixture.file("shrinking.jsonl", "1\n2\n3\n")
    let file = try openFile(path)
    defer { file.close() }
    #expect(throws: Never.self) { try file.checkUnchanged() }
    try FileHandle(forWritingAtPath: path)!.truncate(atOffset: 2)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4, alignment: 1)
    defer { buffer.deallocate() }
    let changed = CommandError.changed(file: path, "its size went from 6 to 2 bytes")
    #expect(throws: changed) { try file.checkUnchanged() }
    #expect(throws: changed) { try file.read(into: buffer, at: 0) }
  }

  /// A file rewritten with as many bytes is seen by its modification time.
  @Test func reportsAFileModifiedInPlace() throws {
    let fixture = try Fixture()
    let path = try fixture.file("rewritten.jsonl", "1\n2\n")
    let file = try openFile(path)
    defer { file.close() }
    try Data("3\n4\n".utf8).write(to: URL(fileURLWithPath: path))
    // A time of its own, so that the test does not depend on the clock's
    // granularity.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: path)
    #expect(throws: CommandError.changed(file: path, "it was modified")) {
      try file.checkUnchanged()
    }
  }

  #if os(Linux)
    /// The files of /proc say they are empty and are not: they are copied,
    /// not taken as changed.
    @Test func copiesFilesThatSayTheyAreEmpty() throws {
      var bytes = 0
      let file = try openFile("/proc/self/status") { bytes += $0.count }
      defer { file.close() }
      #expect(bytes > 0)
      #expect(file.status == nil)
    }
  #endif

  @Test func opensFileNamesThatAreNotUTF8() throws {
    let fixture = try Fixture()
    let name = Array("lat".utf8) + [0xE9] + Array(".jsonl".utf8)
    let path = try fixture.file(bytes: name, Array("1\n".utf8))
    var streams = StreamClaims()
    var seen: [UInt8] = []
    let file = try SourceFile.open(
      path, standardInput: .bytes([]), streams: &streams
    ) { seen += $0 }
    defer { file.close() }
    #expect(seen == Array("1\n".utf8))
    #expect(file.name.hasSuffix("lat\\xE9.jsonl"))
  }
}

@Suite struct StreamClaimsTests {
  /// A FIFO named twice would wait forever the second time it is opened.
  @Test func claimsAStreamOnce() throws {
    let fixture = try Fixture()
    let path = fixture.missing("fifo")
    #expect(mkfifo(path, 0o600) == 0)
    let status = try FileStatus(path: ByteString(path))
    var claims = StreamClaims()
    try claims.claim(status, for: "-")
    #expect(
      throws: CommandError.usage(
        "'\(path)' is the same stream as '-', which another input reads; "
          + "a pipe or a stream can be read only once")
    ) { try claims.claim(status, for: path) }
  }

  @Test func letsRegularFilesBeReadTwice() throws {
    let fixture = try Fixture()
    let path = try fixture.file("a.jsonl", "1\n")
    let status = try FileStatus(path: ByteString(path))
    var claims = StreamClaims()
    try claims.claim(status, for: path)
    #expect(throws: Never.self) { try claims.claim(status, for: path) }
  }
}
