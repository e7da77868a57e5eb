//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import _SlotsTestSupport

@testable import SlotsCommandLine

/// A few runs of the real executable, to check what `main` adds: the
/// process's arguments, streams and exit status.
@Suite struct EndToEndTests {
  @Test func showsTheDemo() throws {
    #expect(try runExecutable([]) == RunResult(status: 0, output: Demo.render(), errors: ""))
  }

  @Test func composesFiles() throws {
    let sources = try ExampleSources()
    #expect(
      try runExecutable(sources.arguments)
        == RunResult(status: 0, output: ExampleSources.output, errors: ""))
  }

  /// Standard input is a pipe here, which the tool copies to a temporary
  /// file to read it twice.
  @Test func readsStandardInput() throws {
    let input = Array((0..<5000).map { "{\"n\": \($0)}\n" }.joined().utf8)
    let result = try runExecutable(
      ["--pattern", "n", "--source", "n=-", "--offset", "4998"], input: input)
    #expect(
      result
        == RunResult(
          status: 0,
          output: """
            {"index":4998,"kind":"n","offset":4998,"item":{"n": 4998}}
            {"index":4999,"kind":"n","offset":4999,"item":{"n": 4999}}

            """, errors: ""))
  }

  /// Standard input redirected from a file is read from where it stands,
  /// not from the file's start.
  @Test func readsStandardInputFromItsOffset() throws {
    let fixture = try Fixture()
    let path = try fixture.file("numbers.jsonl", "skip\n1\n2\n")
    let file = try #require(FileHandle(forReadingAtPath: path))
    try file.seek(toOffset: 5)
    #expect(
      try runExecutable(["--pattern", "n", "--source", "n=-"], inputFile: file)
        == RunResult(
          status: 0,
          output: """
            {"index":0,"kind":"n","offset":0,"item":1}
            {"index":1,"kind":"n","offset":1,"item":2}

            """, errors: ""))
  }

  @Test func reportsBadUsage() throws {
    #expect(
      try runExecutable(["--pattern", "a", "--source", "a=x.json", "--limit", "-1"])
        == RunResult(
          status: 64, output: "",
          errors:
            "error: '--limit' takes a non-negative integer, not '-1'\nRun 'slots --help' for usage.\n"
        ))
  }

  /// A run that stops before it reads its input leaves the writer of that
  /// input with a broken pipe: the test sees the run's status, and the test
  /// process goes on.
  @Test func stopsBeforeReadingItsInput() throws {
    let input = Array(repeating: UInt8(ascii: "1"), count: 1 << 20)
    let result = try runExecutable(
      ["--pattern", "a", "--source", "a=-", "--limit", "-1"], input: input)
    #expect(result?.status == 64)
    #expect(result?.output == "")
  }

  @Test func reportsAMissingFile() throws {
    let fixture = try Fixture()
    let missing = fixture.missing("ads.json")
    #expect(
      try runExecutable(["--pattern", "ad", "--source", "ad=\(missing)"])
        == RunResult(
          status: 66, output: "",
          errors: "error: cannot open '\(missing)': No such file or directory\n"))
  }

  @Test func reportsMalformedData() throws {
    let sources = try ExampleSources()
    let bad = try sources.fixture.file("bad.jsonl", "{\"a\": 1}\n{\"a\": tru}\n")
    #expect(
      try runExecutable(sources.arguments + ["--source", "bad=\(bad)"])
        == RunResult(
          status: 65, output: "",
          errors: "\(bad):2: error: expected 'true', found '}' (column 10)\n"))
  }

  #if os(Linux)
    /// Writing to a full device fails with status 74.
    @Test func reportsAnOutputError() throws {
      let sources = try ExampleSources()
      let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      #expect(
        try runExecutable(sources.arguments, outputFile: full)
          == RunResult(
            status: 74, output: "",
            errors: "error: cannot write the output: No space left on device\n"))
    }
  #endif

  /// Standard input is a stream: naming it twice, as '-' and as
  /// /dev/stdin, is a usage error instead of a source that gets nothing.
  @Test func readsAStreamOnce() throws {
    let result = try runExecutable(
      ["--pattern", "a,b", "--source", "a=-", "--source", "b=/dev/stdin"],
      input: Array("1\n2\n".utf8))
    #expect(
      result
        == RunResult(
          status: 64, output: "",
          errors: """
            error: '/dev/stdin' is the same stream as '-', which another input reads; \
            a pipe or a stream can be read only once
            Run 'slots --help' for usage.

            """))
  }

  /// A stream that cannot be copied to a temporary file is an input error,
  /// not an output error.
  @Test func reportsATemporaryCopyThatCannotBeMade() throws {
    let result = try runExecutable(
      ["--pattern", "a", "--source", "a=-"], input: Array("1\n".utf8),
      environment: ["TMPDIR": "/nonexistent"])
    #expect(
      result
        == RunResult(
          status: 66, output: "",
          errors: """
            error: cannot copy '<stdin>' to a temporary file in '/nonexistent': \
            No such file or directory; set TMPDIR to a directory with room, or give a file

            """))
  }

  /// A reader that closes the output early ends slots by SIGPIPE (141 in
  /// the shell), whatever the parent did with the signal.
  @Test func endsOnABrokenPipe() throws {
    guard let executable = slotsExecutable() else {
      Issue.record("No built slots executable; run 'swift build' before 'swift test'.")
      return
    }
    let fixture = try Fixture()
    let source = try fixture.file("n.jsonl", (0..<100_000).map { "\($0)\n" }.joined())
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--pattern", "n", "--source", "n=\(source)"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The first bytes, then no more reading.
    _ = try output.fileHandleForReading.read(upToCount: 1)
    try output.fileHandleForReading.close()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGPIPE)
  }

  /// The issue's case: a source cut short while its items are written.
  /// The output is held back by a pipe that the test does not read, so the
  /// file is cut while slots is in the middle of it, whatever the timing.
  @Test func reportsASourceThatChangesWhileItIsWritten() throws {
    guard let executable = slotsExecutable() else {
      Issue.record("No built slots executable; run 'swift build' before 'swift test'.")
      return
    }
    let fixture = try Fixture()
    let count = 300_000
    let source = try fixture.file("v.jsonl", (1...count).map { "\($0)\n" }.joined())
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--pattern", "a", "--source", "a=\(source)"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    var written = try output.fileHandleForReading.read(upToCount: 1) ?? Data()
    // Validated and writing: cut the file.
    try FileHandle(forWritingAtPath: source)!.truncate(atOffset: 1000)
    written += output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 65)
    let text = String(decoding: written, as: UTF8.self)
    #expect(text.last == "\n")
    let rows = text.split(separator: "\n")
    #expect(rows.count > 0 && rows.count < count)
    for (index, row) in rows.enumerated() {
      #expect(row == #"{"index":\#(index),"kind":"a","offset":\#(index),"item":\#(index + 1)}"#)
    }
    let total = (1...count).reduce(0) { $0 + "\($1)\n".utf8.count }
    #expect(
      message == """
        \(source): error: the file changed while slots was reading it \
        (its size went from \(total) to 1000 bytes)
        note: standard output holds the first \(rows.count) rows of the feed, and no more

        """)
  }

  #if os(Linux)
    /// File and kind names are bytes: a name that is not UTF-8 opens, and
    /// two such kinds stay apart.
    @Test func takesNamesThatAreNotUTF8() throws {
      let fixture = try Fixture()
      let path = try fixture.file(
        bytes: Array("lat".utf8) + [0xE9] + Array(".jsonl".utf8), Array("1\n".utf8))
      let result = try #require(
        try spawnExecutable([
          Array("--pattern".utf8), [0x6B, 0xE9, 0x2C, 0x6B, 0xE8],
          Array("--source".utf8), [0x6B, 0xE9, 0x3D] + path.bytes,
          Array("--source".utf8), [0x6B, 0xE8, 0x3D] + path.bytes,
        ]))
      #expect(result.status == 0)
      #expect(result.errors == "")
      #expect(
        String(decoding: result.output, as: UTF8.self) == """
          {"index":0,"kind":"k\\uDCE9","offset":0,"item":1}
          {"index":1,"kind":"k\\uDCE8","offset":0,"item":1}

          """)
    }

    /// Hostile rules files, of the largest size accepted with the long
    /// sizes and a quarter of it by default: memory stays within a small
    /// multiple of the file's size, measured as the peak resident memory of
    /// the process beyond that of a run with tiny rules. Ignored values cost
    /// nothing beyond the file itself; kinds cost a number a slot (and what
    /// the layout keeps of them).
    @Test(
      .disabled(if: isUnderAddressSanitizer, "the sanitizer's own memory would be measured"),
      arguments: [
        ("unknown key holding a long array", 16, 2),
        ("unknown key holding nested containers", 4, 2),
        ("many unknown keys", 4, 2),
        ("a long pattern", 4, 8),
        ("many fixed positions", 4, 8),
      ])
    func boundsTheMemoryOfRules(shape: String, mebibytes: Int, multiple: Int) throws {
      let fixture = try Fixture()
      let size = TestSize.scaled(mebibytes << 18, long: mebibytes << 20) - 64
      func filled(_ head: String, _ item: (Int) -> String, _ tail: String) -> [UInt8] {
        var bytes = Array(head.utf8)
        var index = 0
        while bytes.count < size - 64 {
          bytes += item(index).utf8
          index += 1
        }
        return bytes + Array(tail.utf8)
      }
      let rules: [UInt8]
      switch shape {
      case "unknown key holding a long array":
        rules = filled(#"{"pattern":["a"],"x":["#, { _ in "0," }, "0]}")
      case "unknown key holding nested containers":
        rules = filled(#"{"pattern":["a"],"x":["#, { _ in #"[{"k":[]}],"# }, "0]}")
      case "many unknown keys":
        rules = filled(#"{"pattern":["a"]"#, { #","k\#($0)":0"# }, "}")
      case "a long pattern":
        rules = filled(#"{"pattern":["#, { _ in #""a","# }, #""a"]}"#)
      default:
        rules = filled(#"{"pattern":["a"],"fixed":{"#, { #""\#($0)":"a","# }, #""-1":"a"}}"#)
      }
      #expect(rules.count <= RulesFile.sizeLimit)
      let path = try fixture.file("rules.json", rules)
      let small = try fixture.file("small.json", #"{"pattern":["a"]}"#)
      let source = try fixture.file("a.jsonl", "1\n")
      func peak(_ rules: String) throws -> Int {
        let result = try #require(
          try spawnExecutable(["--rules", rules, "--source", "a=\(source)"].map { Array($0.utf8) }))
        #expect(result.status == 0, "\(result.errors.prefix(300))")
        return result.peakMemory
      }
      let growth = try peak(path) - peak(small)
      #expect(
        growth <= multiple * rules.count,
        "\(shape): \(growth >> 20) MiB for a file of \(rules.count >> 20) MiB")
    }
  #endif
}
