//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import SlotsCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct FileSystemLinksTests {
  static let descriptorNames: [(String, Int32?)] = [
    ("/dev/stdin", 0), ("/dev/stdout", 1), ("/dev/stderr", 2), ("/dev/fd/0", 0),
    ("/dev/fd/63", 63), ("/proc/self/fd/2", 2), ("/proc/thread-self/fd/1", 1),
    ("/proc/1/task/1/fd/1", nil), ("/proc/self/fd", nil), ("/proc/self/fd/x", nil),
    ("/proc/self/fd/+1", nil), ("/dev/null", nil), ("/dev/stdout2", nil), ("/dev/fd/", nil),
    ("/proc/self/fdinfo/1", nil), ("dev/stdout", nil),
  ]

  @Test(arguments: descriptorNames)
  func namesTheDescriptorsOfThisProcess(_ path: String, _ descriptor: Int32?) {
    #expect(FileSystem.descriptor(namedBy: ByteString(path)) == descriptor)
  }

  @Test func namesTheDescriptorsOfThisProcessByItsNumber() {
    #expect(FileSystem.descriptor(namedBy: ByteString("/proc/\(getpid())/fd/7")) == 7)
    #expect(FileSystem.descriptor(namedBy: ByteString("/proc/\(getpid() + 1)/fd/7")) == nil)
  }

  /// A relative path leads to an absolute one, through links, to a file
  /// that need not exist.
  @Test func followsLinksToAPathThatNeedNotExist() throws {
    let fixture = try Fixture()
    let directory = try #require(FileSystem.resolved(ByteString(fixture.directory.path)))
    let link = fixture.missing("link")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "a/../b.json")
    try FileManager.default.createDirectory(
      atPath: fixture.missing("a"), withIntermediateDirectories: false)
    #expect(
      FileSystem.destination(of: ByteString(link))
        == .path(ByteString(directory.description + "/b.json")))
    let loop = fixture.missing("loop")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop")
    if case .descriptor = FileSystem.destination(of: ByteString(loop)) {
      Issue.record("a loop of links leads to no descriptor")
    }
    #if os(Linux)
      #expect(FileSystem.destination(of: "/dev/stdout") == .descriptor(1))
      #expect(FileSystem.destination(of: "/dev/fd/2") == .descriptor(2))
    #endif
  }
}
