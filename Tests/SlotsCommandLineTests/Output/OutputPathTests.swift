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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A cursor file that names an input or a standard stream, in every way a
/// path can name one, is a usage error before anything is read or written;
/// other files are taken.
@Suite struct OutputPathTests {
  /// A source of two posts, a malformed source, and the command that pages
  /// them with a cursor file.
  struct Files {
    let fixture: Fixture
    let posts: String
    let bad: String
    static let posts = "1\n2\n"

    init() throws {
      fixture = try Fixture()
      posts = try fixture.file("posts.jsonl", Self.posts)
      bad = try fixture.file("bad.jsonl", "1\n[\n")
    }

    /// The arguments of a page whose cursor goes to `cursorFile`.
    func arguments(cursorFile: String, extra: [String] = []) -> [String] {
      [
        "--pattern", "post", "--source", "post=\(posts)", "--limit", "1", "--cursor-file",
        cursorFile,
      ]
        + extra
    }

    /// The names in the fixture's directory.
    var names: [String] {
      (try? FileManager.default.contentsOfDirectory(atPath: fixture.directory.path).sorted()) ?? []
    }
  }

  static func usage(_ problem: String) -> RunResult {
    RunResult(
      status: 64, output: "", errors: "error: \(problem)\nRun 'slots --help' for usage.\n")
  }

  static func input(_ given: String, _ path: String, _ name: String) -> String {
    "'--cursor-file' cannot be '\(given)', which is \(name)\(given == path ? "" : " ('\(path)')"): "
      + "writing there would replace it; give another file"
  }

  /// The issue's case: the source itself, named as it was given, or by
  /// another spelling of its path. The source is left as it was.
  @Test func refusesASourceByItsPath() throws {
    let files = try Files()
    let directory = files.fixture.directory.path
    for spelling in [
      files.posts, directory + "/./posts.jsonl", directory + "//posts.jsonl",
      directory + "/../" + files.fixture.directory.lastPathComponent + "/posts.jsonl",
    ] {
      #expect(
        runSlots(files.arguments(cursorFile: spelling))
          == Self.usage(Self.input(spelling, files.posts, "the source of kind 'post'")))
    }
    #expect(try String(contentsOfFile: files.posts, encoding: .utf8) == Files.posts)
    #expect(files.names == ["bad.jsonl", "posts.jsonl"])
  }

  /// The check comes before any input is read: a malformed source named as
  /// the cursor file is a usage error, not a data error.
  @Test func refusesBeforeReadingAnything() throws {
    let files = try Files()
    #expect(
      runSlots(files.arguments(cursorFile: files.bad, extra: ["--source", "bad=\(files.bad)"]))
        == Self.usage(Self.input(files.bad, files.bad, "the source of kind 'bad'")))
    #expect(try String(contentsOfFile: files.bad, encoding: .utf8) == "1\n[\n")
  }

  /// A path that does not exist yet still names the input of the same
  /// path, which is missing: the usage error comes first.
  @Test func refusesAMissingSourceByItsPath() throws {
    let files = try Files()
    let missing = files.fixture.missing("later.jsonl")
    let relative = files.fixture.directory.path + "/sub/../later.jsonl"
    try FileManager.default.createDirectory(
      atPath: files.fixture.directory.path + "/sub", withIntermediateDirectories: false)
    #expect(
      runSlots(files.arguments(cursorFile: relative, extra: ["--source", "later=\(missing)"]))
        == Self.usage(Self.input(relative, missing, "the source of kind 'later'")))
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test func refusesTheRulesFile() throws {
    let files = try Files()
    let rules = try files.fixture.file("rules.json", #"{"pattern":["post"]}"#)
    #expect(
      runSlots([
        "--rules", rules, "--source", "post=\(files.posts)", "--cursor-file", rules,
      ]) == Self.usage(Self.input(rules, rules, "the rules file")))
    #expect(try String(contentsOfFile: rules, encoding: .utf8) == #"{"pattern":["post"]}"#)
  }

  /// A symbolic link to the source, a link the source is, a chain of
  /// links, a link to a link to a directory above, and a hard link.
  @Test func refusesASourceThroughLinks() throws {
    let files = try Files()
    let manager = FileManager.default
    let directory = files.fixture.directory.path
    let link = directory + "/link.jsonl"
    try manager.createSymbolicLink(atPath: link, withDestinationPath: "posts.jsonl")
    let chain = directory + "/chain.jsonl"
    try manager.createSymbolicLink(atPath: chain, withDestinationPath: link)
    let hard = directory + "/hard.jsonl"
    try manager.linkItem(atPath: files.posts, toPath: hard)
    try manager.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: false)
    let up = directory + "/sub/up"
    try manager.createSymbolicLink(atPath: up, withDestinationPath: "..")
    for path in [link, chain, hard, up + "/posts.jsonl"] {
      #expect(
        runSlots(files.arguments(cursorFile: path))
          == Self.usage(Self.input(path, files.posts, "the source of kind 'post'")))
    }
    // The source given through a link, the cursor file by its real path.
    #expect(
      runSlots([
        "--pattern", "post", "--source", "post=\(link)", "--cursor-file", files.posts,
      ]) == Self.usage(Self.input(files.posts, link, "the source of kind 'post'")))
    #expect(try String(contentsOfFile: files.posts, encoding: .utf8) == Files.posts)
    #expect(try manager.destinationOfSymbolicLink(atPath: link) == "posts.jsonl")
  }

  /// A link whose target does not exist yet, the target being a source
  /// that is missing.
  @Test func refusesADanglingLinkToASource() throws {
    let files = try Files()
    let missing = files.fixture.missing("later.jsonl")
    let link = files.fixture.missing("link.jsonl")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "later.jsonl")
    #expect(
      runSlots(files.arguments(cursorFile: link, extra: ["--source", "later=\(missing)"]))
        == Self.usage(Self.input(link, missing, "the source of kind 'later'")))
  }

  static let standardStreamNames: [(String, String)] = [
    ("/dev/stdin", "standard input ('/dev/stdin')"),
    ("/dev/stdout", "standard output ('/dev/stdout'), which holds the rows"),
    ("/dev/stderr", "standard error ('/dev/stderr'), which holds the messages"),
    ("/dev/fd/0", "standard input ('/dev/fd/0')"),
    ("/dev/fd/1", "standard output ('/dev/fd/1'), which holds the rows"),
    ("/dev/fd/2", "standard error ('/dev/fd/2'), which holds the messages"),
    ("/dev/./stdout", "standard output ('/dev/./stdout'), which holds the rows"),
    ("//dev//fd/2", "standard error ('//dev//fd/2'), which holds the messages"),
  ]

  /// The names of the standard streams, whatever the streams are: even
  /// when the run writes to memory, those names say the process's streams.
  @Test(arguments: standardStreamNames)
  func refusesTheNameOfAStandardStream(_ path: String, _ stream: String) throws {
    let files = try Files()
    #expect(
      runSlots(files.arguments(cursorFile: path))
        == Self.usage("'--cursor-file' cannot be \(stream); give a file"))
  }

  #if os(Linux)
    /// The names /proc gives the streams, and a link to one of them.
    @Test func refusesTheNamesThatProcGivesAStandardStream() throws {
      let files = try Files()
      let link = files.fixture.missing("out")
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/stdout")
      let names = [
        ("/proc/self/fd/1", "standard output ('/proc/self/fd/1'), which holds the rows"),
        (
          "/proc/\(getpid())/fd/2",
          "standard error ('/proc/\(getpid())/fd/2'), which holds the messages"
        ),
        ("/proc/thread-self/fd/0", "standard input ('/proc/thread-self/fd/0')"),
        (link, "standard output ('\(link)'), which holds the rows"),
      ]
      for (path, stream) in names {
        #expect(
          runSlots(files.arguments(cursorFile: path))
            == Self.usage("'--cursor-file' cannot be \(stream); give a file"))
      }
    }

    /// A descriptor other than the standard streams is a file like any
    /// other, as `--cursor-file >(…)` in bash gives it: taken when it is no
    /// input, refused when it is.
    @Test func takesAnotherDescriptorUnlessItIsAnInput() throws {
      let files = try Files()
      let target = try files.fixture.file("cursor.json", "")
      let descriptor = open(target, O_RDONLY)
      #expect(descriptor > 2)
      defer { close(descriptor) }
      let result = runSlots(files.arguments(cursorFile: "/dev/fd/\(descriptor)"))
      #expect(result.status == 0, "\(result)")
      #expect(
        try String(contentsOfFile: target, encoding: .utf8)
          == SavedJSON.cursor(
            #""kinds":["post"],"layout":"3cf5439e2c85cfe5","offsets":[["post",1]],"#
              + #""rulePosition":1,"slot":0"#) + "\n")

      let source = open(files.posts, O_RDONLY)
      defer { close(source) }
      let path = "/proc/self/fd/\(source)"
      #expect(
        runSlots(files.arguments(cursorFile: path))
          == Self.usage(Self.input(path, files.posts, "the source of kind 'post'")))
    }
  #endif

  /// The file that `--after` reads may be the cursor file: the page reads
  /// its cursor there and writes the next one there. A device that the run
  /// does not write to otherwise is taken too.
  @Test func takesTheCursorFileOfAfterAndOtherFiles() throws {
    let files = try Files()
    let cursor = files.fixture.missing("cursor.json")
    #expect(runSlots(files.arguments(cursorFile: cursor)).status == 0)
    let second = runSlots(files.arguments(cursorFile: cursor, extra: ["--after", "@" + cursor]))
    #expect(
      second
        == RunResult(
          status: 0, output: #"{"index":1,"kind":"post","offset":1,"item":2}"# + "\n", errors: ""))
    #expect(runSlots(files.arguments(cursorFile: "/dev/null")).status == 0)
  }
}
