//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// What every workload is given: how to measure, and at which sizes.
struct Context: Sendable {
  var harness: Harness
  var scale: Scale
  /// Whether workloads that can count instructions under callgrind (W14)
  /// do (`--instructions`).
  var countsInstructions = false

  /// Whether the sizes are the defined ones, so that the exact counts apply.
  var isFull: Bool { scale.name == Scale.full.name }

  /// `count` when the sizes are the defined ones, `nil` otherwise: the counts
  /// that Benchmarks/README.md states are checked on full runs.
  func expected(_ count: Int) -> Int? {
    isFull ? count : nil
  }

  /// Tells the person waiting what is running (on standard error, so that
  /// `--json` output stays clean).
  func progress(_ message: String) {
    writeToStandardError("  \(message)\n")
  }
}
