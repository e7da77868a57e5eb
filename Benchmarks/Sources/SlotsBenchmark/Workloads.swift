//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A workload of Benchmarks/README.md and the function that measures it.
struct Workload: Sendable {
  var id: String
  /// Whether the workload runs only when asked for (`--filter`, or an
  /// option of its own), not in a plain run.
  var onlyWhenAsked = false
  var run: @Sendable (Context) throws(ChildProcessError) -> [Row]
}

/// Every workload, in Benchmarks/README.md's order.
let workloads: [Workload] = [
  Workload(id: "W1", run: runW1),
  Workload(id: "W2", run: runW2),
  Workload(id: "W3", run: runW3),
  Workload(id: "W4", run: runW4),
  Workload(id: "W5", run: runW5),
  Workload(id: "W6", run: runW6),
  Workload(id: "W7", run: runW7),
  Workload(id: "W8", run: runW8),
  Workload(id: "W9", run: runW9),
  Workload(id: "W10", run: runW10),
  Workload(id: "W11", run: runW11),
  Workload(id: "W12", run: runW12),
  Workload(id: "W13", run: runW13),
  Workload(id: "W14", run: runW14),
  Workload(id: "M1", run: runM1),
  // Under callgrind, a few minutes: only with --instructions or --filter I1.
  Workload(id: "I1", onlyWhenAsked: true, run: runI1),
]
