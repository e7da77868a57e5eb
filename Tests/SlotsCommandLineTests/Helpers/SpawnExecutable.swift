//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

#if os(Linux)
  import Foundation
  import Glibc
  import Testing

  @testable import SlotsCommandLine

  /// What a run of the built `slots` spawned by ``spawnExecutable(_:standardInput:environment:)``
  /// gave, with its peak memory.
  struct SpawnResult {
    /// The exit status, or `nil` when a signal ended the process.
    var status: Int32?
    /// The signal that ended the process, if one did.
    var signal: Int32?
    var output: [UInt8]
    var errors: String
    /// The peak resident memory of the process, in bytes.
    var peakMemory: Int
  }

  /// Runs the built `slots` with arguments given as bytes (which need not be
  /// UTF-8, unlike `Process`'s), standard input from a file, and standard
  /// output and error to files; returns what it wrote, how it ended, and
  /// its peak resident memory, which `wait4` reports for this child alone.
  func spawnExecutable(
    _ arguments: [[UInt8]], standardInput: String = "/dev/null", environment: [String: String] = [:]
  ) throws -> SpawnResult? {
    guard let executable = slotsExecutable() else {
      Issue.record("No built slots executable; run 'swift build' before 'swift test'.")
      return nil
    }
    let fixture = try Fixture()
    let outputPath = fixture.missing("stdout")
    let errorsPath = fixture.missing("stderr")
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv = ([Array(executable.path.utf8)] + arguments).map {
      bytes -> UnsafeMutablePointer<CChar>? in
      let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
      pointer[bytes.count] = 0
      return pointer
    }
    var environmentVariables = ProcessInfo.processInfo.environment
    environmentVariables.merge(environment) { $1 }
    let envp = environmentVariables.map { strdup("\($0.key)=\($0.value)") }
    defer {
      for pointer in argv { pointer?.deallocate() }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv + [nil], envp + [nil])
    guard spawned == 0 else { throw POSIXError(.init(rawValue: spawned)!) }
    var waitStatus: Int32 = 0
    var usage = rusage()
    while wait4(pid, &waitStatus, 0, &usage) < 0 && errno == EINTR {}
    let output = try Array(Data(contentsOf: URL(fileURLWithPath: outputPath)))
    let errors = try String(
      decoding: Data(contentsOf: URL(fileURLWithPath: errorsPath)), as: UTF8.self)
    let signaled = waitStatus & 0x7F
    return SpawnResult(
      status: signaled == 0 ? (waitStatus >> 8) & 0xFF : nil,
      signal: signaled == 0 ? nil : signaled, output: output, errors: errors,
      peakMemory: Int(usage.ru_maxrss) * 1024)
  }
#endif
