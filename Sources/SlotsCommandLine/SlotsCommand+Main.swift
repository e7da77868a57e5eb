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

extension SlotsCommand {
  /// Runs the tool with the process's arguments and standard streams, and
  /// returns the exit status.
  ///
  ///     // main.swift
  ///     exit(SlotsCommand.main())
  ///
  /// The arguments are taken as the bytes the system passed, so that file
  /// names that are not UTF-8 open. `SIGPIPE` gets its default action back,
  /// in case the parent ignored it: a reader that closes the output early
  /// (`slots … | head`) ends `slots` at once, with status 141 in the shell,
  /// whoever started it.
  ///
  /// On Linux, blocks of 128 KiB and more are mapped on their own, so that
  /// freeing one gives its memory back to the system: glibc otherwise
  /// raises that threshold each time such a block is freed, and the
  /// buffers of millions of kinds, which are freed once the rules are
  /// read, would stay in the process's heap while the feed is laid out.
  ///
  /// - Returns: The exit status, as ``run(arguments:standardInput:output:errorOutput:)-([[UInt8]],_,_,_)``
  ///   gives it.
  public static func main() -> Int32 {
    signal(SIGPIPE, SIG_DFL)
    #if canImport(Glibc)
      // Setting the threshold also stops glibc from moving it. `mallopt`
      // is looked up, since the Glibc module leaves out <malloc.h>;
      // M_MMAP_THRESHOLD is -3 there.
      if let symbol = dlsym(nil, "mallopt") {
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        _ = unsafeBitCast(symbol, to: MallocOption.self)(-3, 128 << 10)
      }
    #endif
    var arguments: [[UInt8]] = []
    for index in 1..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[index] else { continue }
      arguments.append(ByteString(cString: argument).bytes)
    }
    var output = OutputBuffer.standardOutput()
    var errorOutput = OutputBuffer.standardError()
    var status = run(
      arguments: arguments, standardInput: .processInput, output: &output,
      errorOutput: &errorOutput)
    output.flush()
    // A failure that `run` did not see: in the last buffer's worth.
    if status == 0, let failure = output.failure {
      let error = CommandError.writeFailed(failure)
      errorOutput.write(error.message + "\n")
      status = error.exitStatus
    }
    errorOutput.flush()
    return status
  }
}
