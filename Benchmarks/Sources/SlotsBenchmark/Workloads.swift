//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A workload of BENCHMARKS.md and the function that measures it.
struct Workload: Sendable {
  var id: String
  var run: @Sendable (Context) throws(ChildProcessError) -> [Row]
}

/// Every workload, in BENCHMARKS.md's order.
let workloads: [Workload] = [
  Workload(id: "W1", run: runW1),
  Workload(id: "W2", run: runW2),
  Workload(id: "W3", run: runW3),
  Workload(id: "W4", run: runW4),
  Workload(id: "W5", run: runW5),
  Workload(id: "W6", run: runW6),
  Workload(id: "W7", run: runW7),
  Workload(id: "M1", run: runM1),
]
