//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The report for machines (`--json`). Times are in seconds (per operation
// when `perOperation` is set), memory in bytes, instruction counts (I1) per
// operation.

/// A JSON value, enough to write the report without Foundation.
indirect enum JSON: Sendable {
  case string(String)
  case number(Double)
  case integer(Int)
  case bool(Bool)
  case null
  case array([JSON])
  /// Keys keep their order.
  case object([(String, JSON)])

  /// The value as JSON text, indented by two spaces a level.
  func rendered(indent: String = "") -> String {
    switch self {
    case .string(let text): return Self.quoted(text)
    case .number(let value): return value.isFinite ? "\(value)" : "null"
    case .integer(let value): return "\(value)"
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      if items.isEmpty { return "[]" }
      let inner = indent + "  "
      return "[\n"
        + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let inner = indent + "  "
      return "{\n"
        + members.map { "\(inner)\(Self.quoted($0.0)): \($0.1.rendered(indent: inner))" }
        .joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension RunReport {
  /// The report as JSON.
  func json() -> JSON {
    .object([
      ("benchmark", .string("slots-benchmark")),
      ("scale", .string(scale.name)),
      ("minimumRepetitions", .integer(harness.minimumRepetitions)),
      ("maximumRepetitions", .integer(harness.maximumRepetitions)),
      ("budgetSeconds", .number(harness.budget)),
      ("machine", .string(machine)),
      ("rows", .array(rows.map(\.json))),
      ("checkFailures", .array(checkFailures.map(JSON.string))),
      ("targets", .array(targets.map(\.json))),
    ])
  }
}

extension Row {
  var json: JSON {
    var sides: [(String, JSON)] = []
    for side in Side.allCases {
      switch cells[side] {
      case .measured(let sample)?:
        sides.append(
          (
            side.rawValue,
            .object([
              ("min", .number(sample.spread.min)),
              ("median", .number(sample.spread.median)),
              ("max", .number(sample.spread.max)),
              ("repetitions", .integer(sample.repetitions)),
              ("result", .integer(sample.result)),
            ])
          ))
      case .value(let value)?:
        sides.append((side.rawValue, .object([("value", .number(value))])))
      case nil:
        break
      }
    }
    return .object([
      ("workload", .string(workload)),
      ("key", .string(key)),
      ("figure", .string(figure)),
      ("unit", .string(unit.rawValue)),
      ("perOperation", perOperation.map(JSON.string) ?? .null),
      ("sides", .object(sides)),
    ])
  }
}

extension TargetCheck {
  var json: JSON {
    .object([
      ("workload", .string(workload)),
      ("target", .string(target)),
      ("verdict", .string(verdict.rawValue)),
      ("note", note.map(JSON.string) ?? .null),
      (
        "sides",
        .array(
          sides.map {
            .object([
              ("side", .string($0.side.rawValue)),
              ("verdict", .string($0.verdict.rawValue)),
              ("figure", .string($0.figure)),
              ("margin", .string($0.margin)),
            ])
          })
      ),
    ])
  }
}
