//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// What a run of `slots` gave.
struct RunResult: Equatable, CustomStringConvertible {
  var status: Int32
  var output: String
  var errors: String

  var description: String { "status \(status)\nstdout: \(output)\nstderr: \(errors)" }
}
