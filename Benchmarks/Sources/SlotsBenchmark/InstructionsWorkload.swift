//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// I1: instructions per random read, counted by callgrind. Times drift on a
// shared machine; instruction counts do not, so changes to the read path are
// compared by these. The benchmark runs itself under
// `valgrind --tool=callgrind` (`--instructions-child <case> <reads>`) twice a
// case, with two numbers of reads and everything else the same, counting
// only inside the read loop (`--toggle-collect`), and divides the difference
// of the two counts by the difference of the reads: what is left is the cost
// of one read, loop and sum included.

import Slots
import Slots2Style

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a child process under callgrind reads.
enum InstructionCase: String, CaseIterable, Sendable {
  case typedElement, slotsElement, twoStyleElement, arrayElement
  case typedKind, slotsKind, twoStyleKind, arrayKind
  /// W10's feed, with placements: `feed[i]`, and the plain array of its
  /// items.
  case placedTypedElement, placedArrayElement

  /// The side whose cell the count goes to.
  var side: Side {
    switch self {
    case .typedElement, .typedKind, .placedTypedElement: .typed
    case .slotsElement, .slotsKind: .slots
    case .twoStyleElement, .twoStyleKind: .twoStyle
    case .arrayElement, .arrayKind, .placedArrayElement: .array
    }
  }

  /// Whether the reads are of elements (else of kinds).
  var readsElements: Bool {
    switch self {
    case .typedElement, .slotsElement, .twoStyleElement, .arrayElement: true
    default: false
    }
  }

  /// Whether the reads are of W10's feed (else of W1's).
  var readsPlacements: Bool {
    self == .placedTypedElement || self == .placedArrayElement
  }
}

/// The body of a child process: lays W1 out on one side, draws as many
/// positions as the larger run reads (so that both runs do the same work
/// but the reads), reads the first `reads` of them and prints the result.
func runInstructionsChild(_ instructionCase: InstructionCase, reads: Int, scale: Scale) {
  if instructionCase.readsPlacements {
    let feed = makeW10Typed(w10Sources(scale))
    let positions = randomPositions(Swift.max(reads, scale.i1Reads.more), below: feed.count)
    let result =
      instructionCase == .placedTypedElement
      ? readElements(feed, at: positions[..<reads])
      : readElements(Array(feed), at: positions[..<reads])
    print(result)
    return
  }
  let inputs = w1Inputs(scale)
  let count = scale.w1Styles + scale.w1Ads
  let positions = randomPositions(Swift.max(reads, scale.i1Reads.more), below: count)
  let readPositions = positions[..<reads]
  var result = 0
  switch instructionCase {
  case .typedElement:
    result = readElements(inputs.makeTyped(), at: readPositions)
  case .typedKind:
    result = readKinds(inputs.makeTyped(), at: readPositions)
  case .slotsElement:
    result = readElements(inputs.makeSortedSlots(), at: readPositions)
  case .slotsKind:
    result = readKinds(inputs.makeSortedSlots(), at: readPositions)
  case .twoStyleElement:
    result = readElements(inputs.makeSortedSlotsTwo(), at: readPositions)
  case .twoStyleKind:
    result = readKinds(inputs.makeSortedSlotsTwo(), at: readPositions)
  case .arrayElement:
    result = readElements(Array(inputs.makeTyped()), at: readPositions)
  case .arrayKind:
    let feed = inputs.makeTyped()
    result = readKinds(feed.indices.map { feed.kind(at: $0) }, at: readPositions)
  case .placedTypedElement, .placedArrayElement:
    break
  }
  print(result)
}

/// Runs this executable with `child` (a child mode's arguments) under
/// callgrind, counting only inside the functions that match `counting`, and
/// returns the instruction count and the child's result (its last line).
///
/// The child hashes with a fixed seed (`SWIFT_DETERMINISTIC_HASHING`), so
/// that code that hashes inside the counted functions (W14's assignments)
/// costs the same number of instructions in every process.
func countInstructions(
  valgrind: String, child: [String], counting functions: [String]
) throws(ChildProcessError) -> (instructions: Int, result: Int) {
  let outputFile =
    "/tmp/slots-benchmark-\(processIdentifier())-\(child.joined(separator: "-")).callgrind"
  defer { _ = unlink(outputFile) }
  let output = try runProcess(
    valgrind,
    ["--tool=callgrind", "-q", "--callgrind-out-file=\(outputFile)"]
      + functions.map { "--toggle-collect=\($0)" } + [executablePath()] + child,
    environment: ["SWIFT_DETERMINISTIC_HASHING=1"])
  guard let result = Int(output.split(separator: "\n").last ?? "") else {
    throw ChildProcessError(description: "unexpected child output: \(output)")
  }
  guard let profile = readTextFile(outputFile) else {
    throw ChildProcessError(description: "callgrind wrote no \(outputFile)")
  }
  for line in profile.split(separator: "\n") where line.hasPrefix("summary:") {
    if let instructions = Int(line.dropFirst("summary:".count).filter { $0 != " " }) {
      return (instructions, result)
    }
  }
  throw ChildProcessError(description: "no summary line in \(outputFile)")
}

/// Runs one case of I1 under callgrind and returns the total instruction
/// count and the child's result.
private func countInstructions(
  valgrind: String, _ instructionCase: InstructionCase, reads: Int, scale: Scale
) throws(ChildProcessError) -> (instructions: Int, result: Int) {
  // Only the read loops are counted: the setup (laying the feed out, and
  // for the 2.0-style side a sort full of dictionary look-ups) is not.
  try countInstructions(
    valgrind: valgrind,
    child: [
      "--instructions-child", instructionCase.rawValue, String(reads), "--scale", scale.name,
    ],
    counting: ["*readElements*", "*readKinds*"])
}

/// I1: instructions per random read of an element and of a kind, on W1,
/// for `SlotCollection`, `Slots`, the 2.0-style class and a plain array.
/// Needs `valgrind` in `PATH`; without it, the workload reports nothing.
func runI1(_ context: Context) throws(ChildProcessError) -> [Row] {
  guard let valgrind = executableInPath("valgrind") else {
    context.progress("I1: valgrind is not in PATH; no instruction counts")
    return []
  }
  let (fewer, more) = context.scale.i1Reads
  var elements = Row("I1", "element", "W1 random element read", unit: .instructions)
  var kinds = Row("I1", "kind", "W1 random kind read", unit: .instructions)
  var placed = Row("I1", "placedElement", "W10 random element read", unit: .instructions)
  elements.perOperation = "read"
  kinds.perOperation = "read"
  placed.perOperation = "read"
  for instructionCase in InstructionCase.allCases {
    context.progress("I1: \(instructionCase.rawValue), \(fewer) and \(more) reads under callgrind")
    let small = try countInstructions(
      valgrind: valgrind, instructionCase, reads: fewer, scale: context.scale)
    let large = try countInstructions(
      valgrind: valgrind, instructionCase, reads: more, scale: context.scale)
    let perRead = Double(large.instructions - small.instructions) / Double(more - fewer)
    let sample = Sample([perRead], result: large.result)
    if instructionCase.readsPlacements {
      placed.record(instructionCase.side, sample)
    } else if instructionCase.readsElements {
      elements.record(instructionCase.side, sample)
    } else {
      kinds.record(instructionCase.side, sample)
    }
  }
  return [elements, kinds, placed]
}
