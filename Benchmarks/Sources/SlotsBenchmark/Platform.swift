//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The little the benchmark needs from the operating system: standard error,
// peak resident memory, and running itself as a child process.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `text` to standard error, unbuffered.
func writeToStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in
    var rest = UnsafeRawBufferPointer(bytes)
    while !rest.isEmpty {
      let written = write(2, rest.baseAddress, rest.count)
      if written <= 0 { return }
      rest = UnsafeRawBufferPointer(rebasing: rest[written...])
    }
  }
}

/// The peak resident memory of this process so far, in bytes: `VmHWM` of
/// `/proc/self/status` on Linux, `ru_maxrss` elsewhere.
func peakResidentBytes() -> Int? {
  #if os(Linux)
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(
        decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix("VmHWM:") else { continue }
      let digits = text.dropFirst("VmHWM:".count).filter { $0.isNumber }
      return Int(digits).map { $0 * 1024 }
    }
    return nil
  #else
    var usage = rusage()
    guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
    return Int(usage.ru_maxrss)  // bytes on Darwin
  #endif
}

/// The path of this executable, to run it again as a child.
func executablePath() -> String {
  #if os(Linux)
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if length > 0 {
      return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  #endif
  return CommandLine.arguments[0]
}

/// An error running a child process.
struct ChildProcessError: Error, CustomStringConvertible {
  var description: String
}

/// Runs this executable again with `arguments`, waits for it, and returns
/// what it wrote to standard output. Standard error is inherited.
func runSelf(_ arguments: [String]) throws(ChildProcessError) -> String {
  try runProcess(executablePath(), arguments)
}

/// Runs the executable at `path` with `arguments`, waits for it, and returns
/// what it wrote to standard output. Standard error is inherited, and so is
/// the environment, with the `NAME=value` entries of `environment` added.
func runProcess(
  _ path: String, _ arguments: [String], environment: [String] = []
) throws(ChildProcessError) -> String {
  var fileDescriptors: [Int32] = [0, 0]
  guard pipe(&fileDescriptors) == 0 else {
    throw ChildProcessError(description: "pipe failed")
  }
  let (readEnd, writeEnd) = (fileDescriptors[0], fileDescriptors[1])

  #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
  #else
    var actions = posix_spawn_file_actions_t()
  #endif
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
  posix_spawn_file_actions_addclose(&actions, readEnd)

  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var inherited: [UnsafeMutablePointer<CChar>?] = []
  var entry = environ
  while let variable = entry.pointee {
    inherited.append(variable)
    entry += 1
  }
  let added = environment.map { strdup($0) }
  defer { for pointer in added { free(pointer) } }
  let environmentPointers = inherited + added + [nil]
  var child: pid_t = 0
  let status = posix_spawn(&child, path, &actions, nil, argv, environmentPointers)
  close(writeEnd)
  guard status == 0 else {
    close(readEnd)
    throw ChildProcessError(description: "posix_spawn \(path) failed: \(status)")
  }

  var output: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = read(readEnd, &chunk, chunk.count)
    if count <= 0 { break }
    output.append(contentsOf: chunk[..<count])
  }
  close(readEnd)

  var exitStatus: Int32 = 0
  while waitpid(child, &exitStatus, 0) < 0 && errno == EINTR {}
  guard exitStatus == 0 else {
    throw ChildProcessError(
      description: "\(path) \(arguments.joined(separator: " ")) ended with status \(exitStatus)")
  }
  return String(decoding: output, as: UTF8.self)
}

/// The operating system, architecture and number of online processors.
func machineDescription() -> String {
  var names = utsname()
  uname(&names)
  func field<T>(_ value: T) -> String {
    withUnsafeBytes(of: value) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
  let processors = sysconf(Int32(_SC_NPROCESSORS_ONLN))
  return "\(field(names.sysname)) \(field(names.machine)), \(processors) processors"
}

/// The full path of the executable `name` in one of the directories of
/// `PATH`, or `nil`.
func executableInPath(_ name: String) -> String? {
  guard let path = getenv("PATH") else { return nil }
  for directory in String(cString: path).split(separator: ":") {
    let candidate = "\(directory)/\(name)"
    if access(candidate, X_OK) == 0 { return candidate }
  }
  return nil
}

/// The contents of the text file at `path`, or `nil` when it cannot be read.
func readTextFile(_ path: String) -> String? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = fread(&chunk, 1, chunk.count, file)
    if count <= 0 { break }
    bytes.append(contentsOf: chunk[..<count])
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Writes `text` to the file at `path`, replacing it; returns whether it
/// worked.
func writeTextFile(_ path: String, _ text: String) -> Bool {
  guard let file = fopen(path, "w") else { return false }
  var text = text
  let written = text.withUTF8 { bytes in fwrite(bytes.baseAddress, 1, bytes.count, file) }
  return fclose(file) == 0 && written == text.utf8.count
}

/// This process's identifier, to name temporary files.
func processIdentifier() -> Int {
  Int(getpid())
}

/// The bytes the process's heap holds in use right now, or `nil` where the
/// benchmark cannot tell: on Linux (glibc), what `malloc_info` reports over
/// every arena (the memory taken from the system, less its free chunks,
/// plus the blocks mapped on their own); on Darwin, `size_in_use` over every
/// malloc zone.
///
/// The difference of two readings is what the work between them left
/// allocated, to within a few kilobytes (the reading itself allocates a
/// small buffer, and glibc's per-thread cache keeps some freed chunks as in
/// use).
func heapBytesInUse() -> Int? {
  #if canImport(Darwin)
    var statistics = malloc_statistics_t()
    malloc_zone_statistics(nil, &statistics)
    return Int(statistics.size_in_use)
  #elseif canImport(Glibc)
    // `malloc_info` is not in the module map of Glibc; it is looked up by
    // name, and takes only C types.
    typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else {
      return nil
    }
    let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
    var buffer: UnsafeMutablePointer<CChar>? = nil
    var size = 0
    guard let stream = open_memstream(&buffer, &size) else { return nil }
    let status = mallocInfo(0, stream)
    fclose(stream)
    defer { free(buffer) }
    guard status == 0, let buffer else { return nil }
    // The totals over every arena follow the last `</heap>`, one a line:
    // `<total type="rest" count="1" size="50352"/>`.
    let lines = String(cString: buffer).split(separator: "\n")
    guard let end = lines.lastIndex(where: { $0.hasPrefix("</heap>") }) else { return nil }
    var totals: [String: Int] = [:]
    for line in lines[(end + 1)...] {
      let fields = line.split(separator: "\"")
      guard fields.count >= 4, let bytes = Int(fields[fields.count - 2]) else { continue }
      let element = line.prefix { $0 != " " }
      totals["\(element) \(fields[1])"] = bytes
    }
    guard let current = totals["<system current"] else { return nil }
    return current - totals["<total fast", default: 0] - totals["<total rest", default: 0]
      + totals["<total mmap", default: 0]
  #else
    return nil
  #endif
}
