//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// Where a path leads once its symbolic links are followed.
  enum Destination: Equatable {
    /// A descriptor of this process, which the path names through
    /// `/dev/stdin`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or
    /// `/proc/self/fd/N` (or `/proc/PID/fd/N`, with this process's PID).
    case descriptor(Int32)
    /// A path without links, whose last part may not exist yet.
    case path(ByteString)
  }

  /// The most links followed; more are a loop, as for `realpath`.
  private static let linkLimit = 40

  /// Follows the symbolic links of `path` one at a time, and says where
  /// they lead: to a descriptor of this process, as soon as a path on the
  /// way names one, or to a path whose directory exists without links.
  ///
  ///     FileSystem.destination(of: "/dev/stdout")   // .descriptor(1)
  ///     FileSystem.destination(of: "link.json")     // .path("/home/me/cursor.json")
  ///
  /// Unlike `realpath`, this leads somewhere for a file that does not exist
  /// yet, and it stops at a descriptor instead of following the link that
  /// `/proc` makes for it to the file (or the pipe) the descriptor is.
  ///
  /// - Parameter path: A path, absolute or relative.
  /// - Returns: The destination. A directory that does not exist, or a
  ///   loop of links, leaves the path as far as it was followed.
  static func destination(of path: ByteString) -> Destination {
    var current = path
    for _ in 0..<linkLimit {
      let slash = current.bytes.lastIndex(of: .slash)
      let directory = slash.map { ByteString(current.bytes[...$0]) } ?? "."
      let name = ByteString(slash.map { current.bytes[($0 + 1)...] } ?? current.bytes[...])
      guard name != "", name != ".", name != ".." else {
        return .path(resolved(current) ?? current)
      }
      var parent = resolved(directory) ?? directory
      if parent.bytes.last != .slash { parent.bytes.append(.slash) }
      let full = ByteString(parent.bytes + name.bytes)
      if let descriptor = descriptor(namedBy: full) { return .descriptor(descriptor) }
      guard let target = linkTarget(of: full) else { return .path(full) }
      current = target.hasPrefix("/") ? target : ByteString(parent.bytes + target.bytes)
    }
    return .path(current)
  }

  /// The descriptor of this process that an absolute path without links in
  /// its directory names, if it names one.
  static func descriptor(namedBy path: ByteString) -> Int32? {
    switch path {
    case "/dev/stdin": return 0
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default: break
    }
    let parts = path.split(separator: .slash)
    func number(_ part: ByteString) -> Int32? {
      guard !part.isEmpty, part.bytes.allSatisfy(\.isDigit) else { return nil }
      return Int32(part.repairedString)
    }
    // "", "dev", "fd", N
    if parts.count == 4, parts[1] == "dev", parts[2] == "fd" { return number(parts[3]) }
    // "", "proc", PID or self or thread-self, ["task", TID,] "fd", N
    guard parts.count >= 5, parts[1] == "proc", parts[parts.count - 2] == "fd" else { return nil }
    let process = parts[2]
    let isThisProcess =
      process == "self" || process == "thread-self" || number(process) == getpid()
    let inTask = parts.count == 7 && parts[3] == "task" && number(parts[4]) != nil
    guard isThisProcess && (parts.count == 5 || inTask) else { return nil }
    return number(parts[parts.count - 1])
  }

  /// The target of the symbolic link at `path`, or `nil` when it is not a
  /// link.
  static func linkTarget(of path: ByteString) -> ByteString? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = path.withCString { readlink($0, &buffer, buffer.count - 1) }
    guard count > 0 else { return nil }
    return ByteString(buffer[..<count].map { UInt8(bitPattern: $0) })
  }
}
