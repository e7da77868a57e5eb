//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import SlotsCommandLine

@Suite struct SourceFileTests {
  @Test func readsAFileInChunksAndAgainAtAnyOffset() throws {
    let fixture = try Fixture()
    let text = String(repeating: "0123456789", count: 10_000)
    let path = try fixture.file("digits.txt", text)
    var chunks: [Int] = []
    let file = try SourceFile.open(path, standardInput: .bytes([])) { chunks.append($0.count) }
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
    let file = try SourceFile.open("-", standardInput: .bytes([1, 2, 3])) {
      seen.append(contentsOf: $0)
    }
    #expect(seen == [1, 2, 3])
    #expect(file.name == "<stdin>")
  }

  @Test func limitsWhatItReadsIntoMemory() throws {
    let limit = 1 << 20
    let fits = [UInt8](repeating: 0x20, count: limit)
    #expect(try SourceFile.contents(of: "-", standardInput: .bytes(fits), limit: limit) == fits)
    #expect(throws: CommandError.data(file: "<stdin>", line: 1, "the file is larger than 1 MiB")) {
      try SourceFile.contents(of: "-", standardInput: .bytes(fits + [0x20]), limit: limit)
    }
  }
}
