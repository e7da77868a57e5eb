//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// W16 (Benchmarks/README.md): what a cursor or a saved feed from outside
// costs, by its shape and size. Each measurement runs in a child process of
// its own, so that its peak memory is its own:
//
//     swift run -c release --package-path Benchmarks slots-input-cost
//     swift run -c release --package-path Benchmarks slots-input-cost --quick
//
// For each shape, at 1×, 10× and 100× a base count: the input's bytes, the
// time to decode it, the time to serve from it (a cursor: resume, page 20
// rows, take and encode the next cursor; a saved feed: encode it again),
// and the resident memory each added, read from Linux's /proc (elsewhere
// "—"), beside what Foundation's coders add doing the same with plain JSON
// values (`PlainJSON`). Bounds: each step at most 12× the time of the one
// before (10× the input), and the memory the library adds beyond plain
// values, in decoding or in serving, at most 8× the input's bytes plus
// 16 MiB. A full run takes the median time of three children.

import Foundation
import Slots
import _SlotsTestSupport

/// A shape of input: its name and its JSON at a count.
struct Shape {
  var name: String
  var isCursor: Bool
  var make: (Int) -> Data
}

let rules = SlotLayout<String>(
  pattern: ["post", "post", "ad"], repeatables: ["post"],
  placements: [SlotPlacement(kind: "user", every: 7)])
let otherRules = SlotLayout<String>(pattern: ["post", "ad", "post"], repeatables: ["post"])

/// The JSON of a value, compact.
func json(_ object: Any) -> Data {
  try! JSONSerialization.data(withJSONObject: object)
}

/// A real cursor of `rules` after 10 rows, as JSON, whose offsets name
/// `count` kinds more.
func cursor(namingKinds count: Int) -> Data {
  var feed = SlotFeed<String, Int>(layout: rules)
  for kind in ["post", "ad", "user"] { _ = feed.append(contentsOf: 0..<100, to: kind) }
  var object =
    try! JSONSerialization.jsonObject(with: JSONEncoder().encode(feed.cursor(after: 9)))
    as! [String: Any]
  object["offsets"] = (object["offsets"] as! [[Any]]) + (0..<count).map { ["k\($0)", $0 + 1] }
  return json(object)
}

/// A saved feed of `rules` with `kinds` kinds of one item beside its own,
/// `passes` settled passes of alternating widths, `blocks` prepended blocks
/// and `hidden` hidden rows, one every other settled row.
func savedFeed(kinds: Int = 0, passes: Int = 1, blocks: Int = 0, hidden: Int = 0) -> Data {
  let layout = SlotLayout<String>(pattern: ["a"], repeatables: ["a"])
  var taken = 0
  var settled: [[String: Any]] = []
  for pass in 0..<passes {
    let width = pass % 2 == 0 ? 1 : 2
    settled.append(["kinds": Array(repeating: "a", count: width), "times": 1])
    taken += width
  }
  if 2 * hidden > taken {
    settled.append(["kinds": ["a"], "times": 2 * hidden - taken])
    taken = 2 * hidden
  }
  var sources: [String: [Int]] = ["a": Array(0..<taken + 10)]
  for kind in 0..<kinds { sources["k\(kind)"] = [1] }
  var object: [String: Any] = [
    "version": SavedJSON.feedVersion,
    "layout": try! JSONSerialization.jsonObject(with: JSONEncoder().encode(layout)),
    "sources": sources, "settled": settled,
    "frontier": [
      "version": SavedJSON.cursorVersion, "rulePosition": taken, "offsets": [["a", taken]],
      "slot": 0, "live": ["a"],
    ],
  ]
  if blocks > 0 {
    object["blocks"] = Array(
      repeating: ["layout": ["pattern": ["n"]], "sources": ["n": [7]]], count: blocks)
  }
  if hidden > 0 { object["hidden"] = (0..<hidden).map { [blocks + 2 * $0, 1] } }
  return json(object)
}

let shapes = [
  Shape(name: "cursor: kinds named, same rules", isCursor: true) { cursor(namingKinds: $0) },
  Shape(name: "cursor: kinds named, other rules", isCursor: true) { cursor(namingKinds: $0) },
  Shape(name: "saved feed: kinds", isCursor: false) { savedFeed(kinds: $0) },
  Shape(name: "saved feed: settled passes", isCursor: false) { savedFeed(passes: $0) },
  Shape(name: "saved feed: blocks", isCursor: false) { savedFeed(blocks: $0) },
  Shape(name: "saved feed: hidden ranges", isCursor: false) { savedFeed(hidden: $0) },
]

/// A number read from /proc/self/status, in bytes; `nil` off Linux.
func status(_ field: String) -> Int? {
  guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
    return Int(line.split(separator: " ").dropFirst().first ?? "").map { $0 * 1024 }
  }
  return nil
}

#if os(Linux)
  /// glibc's `malloc_trim`, which the Glibc module does not bring in.
  @_silgen_name("malloc_trim") func trimHeap(_ pad: Int) -> Int32
#endif

func microseconds(_ body: () throws -> Void) rethrows -> Double {
  let start = ContinuousClock.now
  try body()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
}

/// Any JSON value, decoded plainly: what the same bytes cost Foundation's
/// decoder and encoder without the library, the floor beside which the
/// library's own memory is judged.
enum PlainJSON: Codable {
  case null, bool(Bool), number(Double), string(String)
  case array([PlainJSON]), object([String: PlainJSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let object = try? container.decode([String: PlainJSON].self) {
      self = .object(object)
    } else if let array = try? container.decode([PlainJSON].self) {
      self = .array(array)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else {
      self = .number(try container.decode(Double.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

/// The memory `body` adds to what is resident when it starts, in bytes:
/// Linux's peak resident size, reset first; `-1` elsewhere.
func memoryAdded(_ body: () throws -> Void) rethrows -> Int {
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  let base = status("VmRSS")
  try body()
  guard let base, let peak = status("VmHWM") else { return -1 }
  return peak - base
}

/// The child's side: measures one shape at one count and prints `bytes
/// decode serve decodeMemory serveMemory`; with `plain`, the memory that
/// decoding the same bytes into `PlainJSON` and encoding them again add:
/// `plainDecodeMemory plainServeMemory`.
func measure(_ shape: Shape, count: Int, reanchoring: Bool, plain: Bool) throws {
  let input = shape.make(count)
  // Making the input leaves freed memory resident, which the work below
  // would reuse unseen: hand it back first.
  #if os(Linux)
    _ = trimHeap(0)
  #endif
  if plain {
    var value: PlainJSON?
    let decodeMemory = try memoryAdded { value = try JSONDecoder().decode(PlainJSON.self, from: input) }
    let serveMemory = try memoryAdded { _ = try JSONEncoder().encode(value!) }
    print(decodeMemory, serveMemory)
    return
  }
  var decode = 0.0
  var serve = 0.0
  var decodeMemory = 0
  var serveMemory = 0
  if shape.isCursor {
    var cursor: SlotCursor<String>?
    decodeMemory = try memoryAdded {
      decode = try microseconds {
        cursor = try JSONDecoder().decode(SlotCursor<String>.self, from: input)
      }
    }
    serveMemory = try memoryAdded {
      serve = try microseconds {
        var feed = try SlotFeed<String, Int>(
          layout: reanchoring ? otherRules : rules, resumingAfter: cursor!)
        for kind in ["post", "ad", "user"] { _ = feed.append(contentsOf: 0..<40, to: kind) }
        let rows = Array(feed.prefix(20))
        _ = try JSONEncoder().encode(feed.cursor(after: rows.count - 1))
      }
    }
  } else {
    var feed: SlotFeed<String, Int>?
    decodeMemory = try memoryAdded {
      decode = try microseconds {
        feed = try JSONDecoder().decode(SlotFeed<String, Int>.self, from: input)
      }
    }
    serveMemory = try memoryAdded {
      serve = try microseconds { _ = try JSONEncoder().encode(feed!) }
    }
  }
  print(input.count, Int(decode), Int(serve), decodeMemory, serveMemory)
}

/// Runs this program as a child with `arguments`, and returns the numbers
/// it prints, or `nil` when it fails.
func child(_ arguments: [String]) throws -> [Int]? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
}

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--measure") {
  let shape = Int(arguments[index + 1])!
  try measure(
    shapes[shape], count: Int(arguments[index + 2])!,
    reanchoring: shapes[shape].name.hasSuffix("other rules"),
    plain: arguments.contains("--plain"))
  exit(0)
}

let quick = arguments.contains("--quick")
let base = quick ? 100 : 1_000
/// How many children measure each figure: one run on a shared machine
/// moves by half from the next, so a full run takes the median of three.
let runsPerFigure = quick ? 1 : 3
var broken: [String] = []
print("W16 — inputs from outside, by shape, at \(base), \(base * 10) and \(base * 100)")
print("")
print(
  "| shape | count | input | decode | serve | steps (time ×) | decode: memory | plain | "
    + "serve: memory | plain | beyond plain ÷ input |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
/// A number of bytes in MiB, or "—" for an unknown one.
func mebibytes(_ bytes: Int) -> String {
  bytes < 0 ? "—" : String(format: "%.1f MiB", Double(bytes) / 1_048_576)
}
for (index, shape) in shapes.enumerated() {
  var previous: Double?
  for count in [base, base * 10, base * 100] {
    // Times are the medians of `runs` children, each figure apart; memory
    // is the largest any child saw.
    let runs = (0..<runsPerFigure).map { _ in try? child(["--measure", "\(index)", "\(count)"]) }
    guard runs.allSatisfy({ $0?.count == 5 }),
      let floor = try child(["--measure", "\(index)", "\(count)", "--plain"]), floor.count == 2
    else {
      broken.append("\(shape.name) at \(count): the measurement failed")
      continue
    }
    let figures = (0..<5).map { figure in
      let values = runs.map { $0![figure] }.sorted()
      return figure >= 3 ? values.last! : values[values.count / 2]
    }
    let (bytes, decode, serve) = (figures[0], figures[1], figures[2])
    let total = Double(decode + serve)
    let step = previous.map { total / Swift.max($0, 1) }
    previous = total
    if let step, step > 12, total > 1_000 {
      broken.append("\(shape.name) at \(count): \(String(format: "%.1f", step))× the step before")
    }
    // The library's own share: what it adds beyond Foundation's coders
    // doing the same with plain values, in decoding and in serving.
    var beyond = -1
    if figures[3] >= 0 && floor[0] >= 0 {
      beyond = Swift.max(figures[3] - floor[0], figures[4] - floor[1], 0)
      if beyond > 8 * bytes + (16 << 20) {
        broken.append(
          "\(shape.name) at \(count): \(beyond >> 20) MiB beyond plain values for \(bytes >> 10) KiB")
      }
    }
    let ratio = beyond < 0 ? "—" : String(format: "%.1f×", Double(beyond) / Double(bytes))
    print(
      "| \(shape.name) | \(count) | \(bytes >> 10) KiB | \(decode) µs | \(serve) µs | "
        + (step.map { String(format: "%.1f×", $0) } ?? "—")
        + " | \(mebibytes(figures[3])) | \(mebibytes(floor[0])) | \(mebibytes(figures[4])) | "
        + "\(mebibytes(floor[1])) | \(ratio) |")
  }
}
print("")
if broken.isEmpty {
  print(
    "MET: every step at most 12× the one before; beyond plain values, memory at most 8× the "
      + "input plus 16 MiB")
} else {
  for finding in broken { print("NOT MET: \(finding)") }
}
