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
  /// Where to write the report as Markdown, if anywhere.
  var markdownPath: String? = nil
  /// Whether a plain run includes I1 (instruction counts under callgrind).
  var instructions = false
  /// Workload identifiers to run (`W3`, `M1`); empty for all.
  var filter: [String] = []
  /// Set in a child process of M1: the case to run and report.
  var memoryChild: MemoryCase? = nil
  /// Set in a child process of I1: the case to run under callgrind, and the
  /// number of reads.
  var instructionsChild: (InstructionCase, reads: Int)? = nil
  /// Set in a child process of W14: the side, the items a kind and the
  /// number of rounds to play under callgrind.
  var smallFeedChild: (Side, items: Int, rounds: Int)? = nil

  /// Whether `workload` runs.
  func runs(_ workload: Workload) -> Bool {
    if !filter.isEmpty { return filter.contains(workload.id) }
    return !workload.onlyWhenAsked || (workload.id == "I1" && instructions)
  }

  static let usage = """
    USAGE: slots-benchmark [--quick] [--json] [--markdown <path>] [--instructions]
                           [--filter <workload>]...

    Runs every workload of Benchmarks/README.md on the naive reference, SlotCollection,
    Slots, SlotFeed, the 2.0-style class (W9) and a plain Array, at least 5 repetitions
    each, and prints the median, min and max, the ratios and the README's
    targets. Build in release mode:

        swift run -c release --package-path Benchmarks slots-benchmark

    OPTIONS:
      --quick               Small sizes: every workload in a few seconds (for CI).
      --json                Print the results as JSON on standard output.
      --markdown <path>     Also write the report as Markdown to <path>
                            (Benchmarks/RESULTS.md is written this way).
      --instructions        Also run I1, and count W14's instructions, under
                            callgrind (needs valgrind; a few minutes).
      --filter <workload>   Run only this workload (W1 … W14, M1, I1); repeatable.
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
      case "--markdown":
        options.markdownPath = try value(of: argument)
      case "--instructions":
        options.instructions = true
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
      case "--instructions-child":
        let name = try value(of: argument)
        guard let instructionCase = InstructionCase(rawValue: name) else {
          throw UsageError("unknown instructions case \(name)")
        }
        guard let reads = Int(try value(of: argument)), reads > 0 else {
          throw UsageError("--instructions-child needs a positive number of reads")
        }
        options.instructionsChild = (instructionCase, reads)
      case "--small-feed-child":
        let name = try value(of: argument)
        guard let side = Side(rawValue: name), side == .slots || side == .twoStyle else {
          throw UsageError("unknown small feed side \(name)")
        }
        guard let items = Int(try value(of: argument)), items > 0,
          let rounds = Int(try value(of: argument)), rounds > 0
        else {
          throw UsageError("--small-feed-child needs a positive number of items and of rounds")
        }
        options.smallFeedChild = (side, items, rounds)
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
