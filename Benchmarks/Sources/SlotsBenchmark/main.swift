//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// slots-benchmark: every workload of Benchmarks/README.md, side by side with the
// naive reference and the plain-Array floor. See Benchmarks/README.md.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let options: Options
do {
  options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  if let message = error.message {
    writeToStandardError("error: \(message)\n\n\(Options.usage)\n")
    exit(2)
  }
  print(Options.usage)
  exit(0)
}

if let memoryCase = options.memoryChild {
  runMemoryChild(memoryCase, scale: options.scale)
  exit(0)
}
if let (instructionCase, reads) = options.instructionsChild {
  runInstructionsChild(instructionCase, reads: reads, scale: options.scale)
  exit(0)
}
if let (side, items, rounds) = options.smallFeedChild {
  runSmallFeedChild(side, itemsPerKind: items, rounds: rounds, scale: options.scale)
  exit(0)
}

#if DEBUG
  writeToStandardError(
    "warning: a debug build; figures mean little. Use swift run -c release.\n")
#endif

let context = Context(
  harness: Harness(
    maximumRepetitions: options.scale.maximumRepetitions, budget: options.scale.budget),
  scale: options.scale, countsInstructions: options.instructions)
let clock = ContinuousClock()
let started = clock.now
var rows: [Row] = []
for workload in workloads where options.runs(workload) {
  writeToStandardError("\(workload.id)\n")
  do {
    rows += try workload.run(context)
  } catch {
    writeToStandardError("error: \(workload.id): \(error)\n")
    exit(1)
  }
}
writeToStandardError("Done in \(formatSeconds(seconds(since: started, on: clock))).\n")

let report = RunReport(
  scale: options.scale, harness: context.harness, machine: machineDescription(),
  rows: rows, targets: checkTargets(rows))
print(options.json ? report.json().rendered() : report.text())
if let path = options.markdownPath {
  guard writeTextFile(path, report.markdown()) else {
    writeToStandardError("error: cannot write \(path)\n")
    exit(1)
  }
  writeToStandardError("Wrote \(path).\n")
}
// Sides that disagree mean a wrong figure (or a wrong engine): fail loudly.
exit(report.checkFailures.isEmpty ? 0 : 1)
