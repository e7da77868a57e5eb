//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The command line of `slots-benchmark`.
struct Options: Sendable {
  var scale = Scale.full
  var json = false
  /// Workload identifiers to run (`W3`, `M1`); empty for all.
  var filter: [String] = []
  /// Set in a child process of M1: the case to run and report.
  var memoryChild: MemoryCase? = nil

  static let usage = """
    USAGE: slots-benchmark [--quick] [--json] [--filter <workload>]...

    Runs every workload of BENCHMARKS.md on the naive reference, SlotCollection,
    Slots and a plain Array, at least 5 repetitions each, and prints the median,
    min and max, the ratios and BENCHMARKS.md's targets. Build in release mode:

        swift run -c release --package-path Benchmarks slots-benchmark

    OPTIONS:
      --quick               Small sizes: every workload in a few seconds (for CI).
      --json                Print the results as JSON on standard output.
      --filter <workload>   Run only this workload (W1 … W7, M1); repeatable.
      -h, --help            Show this help.
    """

  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var rest = arguments[...]
    func value(of option: String) throws(UsageError) -> String {
      guard let value = rest.popFirst() else { throw UsageError("\(option) needs a value") }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--quick":
        options.scale = .quick
      case "--json":
        options.json = true
      case "--filter":
        let workload = try value(of: argument).uppercased()
        guard workloads.contains(where: { $0.id == workload }) else {
          throw UsageError(
            "unknown workload \(workload); known: "
              + workloads.map(\.id).joined(separator: ", "))
        }
        options.filter.append(workload)
      case "--scale":
        switch try value(of: argument) {
        case Scale.full.name: options.scale = .full
        case Scale.quick.name: options.scale = .quick
        case let other: throw UsageError("unknown scale \(other)")
        }
      case "--memory-child":
        let name = try value(of: argument)
        guard let memoryCase = MemoryCase(rawValue: name) else {
          throw UsageError("unknown memory case \(name)")
        }
        options.memoryChild = memoryCase
      case "-h", "--help":
        throw UsageError(nil)
      default:
        throw UsageError("unknown argument \(argument)")
      }
    }
    return options
  }
}

/// A command line that cannot be run; `message` is `nil` for `--help`.
struct UsageError: Error {
  var message: String?
  init(_ message: String?) { self.message = message }
}
