//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Turns the fuzzer's bytes into a feed configuration and a sequence of
// mutations. Every byte string decodes to something valid: reading past the
// end gives zeros, so short inputs are small configurations, and each field
// takes a byte or two, so that libFuzzer's mutations of the input map onto
// small changes of the configuration.
//
// Kinds are small integers. The pattern draws from `0 ..< patternKinds`
// (1 to 8); the header, fixed positions, fallback and mutations draw from
// all of `FuzzModel.kinds`, which includes kinds that never occur in the
// pattern, and `FuzzModel.unknownKind`, which only repeatables and look-ups
// name.

/// A cursor over the fuzzer's input bytes.
struct FuzzInput {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Whether every byte has been read.
  var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or zero past the end.
  mutating func byte() -> Int {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return Int(bytes[index])
  }

  /// A number in `0 ..< bound`, from one byte.
  mutating func below(_ bound: Int) -> Int { byte() % bound }

  /// A length: mostly short, sometimes up to `long`, sometimes zero.
  mutating func length(short: Int, long: Int) -> Int {
    let selector = byte()
    if selector == 0 { return 0 }
    if selector < 224 { return 1 + selector % short }
    return 1 + below(long)
  }

  /// A number of items: mostly small, so that kinds run out at every turn of
  /// a pattern, sometimes a few hundred, so that passes repeat.
  mutating func itemCount() -> Int {
    let selector = byte()
    switch selector >> 6 {
    case 0, 1: return selector & 15
    case 2: return selector & 63
    default: return 64 + (selector & 63) * 8 + below(8)
    }
  }

  /// A fixed position: mostly near the start of the feed, sometimes
  /// negative, far past the end, or at the extremes of `Int`.
  mutating func fixedPosition() -> Int {
    let selector = byte()
    switch selector {
    case 0..<192: return selector % 48
    case 192..<208: return -1 - selector % 16
    case 208..<224: return 48 + byte() << 8 + byte()
    case 224..<232: return Int.max - selector % 8
    case 232..<240: return Int.min + selector % 8
    case 240..<248: return 1 << (32 + selector % 8 * 4)
    default: return -(1 << (32 + selector % 8 * 4))
    }
  }
}

/// The fuzzer's state: the rules and the sources a feed should have, in the
/// naive reference's shapes, with every item a unique number so that items
/// can be told apart after a mutation.
struct FuzzModel: CustomStringConvertible {
  /// The kinds that can have sources and appear in the rules.
  static let kinds = 0..<9
  /// A kind that never has a source; it shows up among the repeatables and
  /// in look-ups.
  static let unknownKind = 9

  var rules = NaiveRules<Int>()
  /// The present kinds' items; a kind without a key is absent, one with `[]`
  /// present but empty.
  var sources: [Int: [Int]] = [:]
  private var nextItem = 0

  /// Decodes a configuration.
  init(from input: inout FuzzInput) {
    let patternKinds = 1 + input.below(8)
    rules.pattern = (0..<input.length(short: 8, long: 64)).map { _ in
      input.below(patternKinds)
    }
    if input.byte() & 1 == 1 { rules.header = Self.kindList(from: &input) }
    rules.repeatables = Self.repeatables(from: &input)
    if input.byte() & 1 == 1 { rules.fixed = Self.fixed(from: &input) }
    rules.fallback = Self.optionalKind(from: &input)
    for kind in Self.kinds {
      let selector = input.byte()
      if selector < 48 { continue }  // absent
      sources[kind] = makeItems(selector < 64 ? 0 : input.itemCount())
    }
  }

  /// The number of items of each present kind, for `naiveLayout`.
  var counts: [Int: Int] { sources.mapValues(\.count) }

  /// The typed rules.
  var layout: SlotLayout<Int> {
    SlotLayout(
      pattern: rules.pattern, header: rules.header ?? [],
      repeatables: Set(rules.repeatables ?? []), fixed: rules.fixed ?? [:],
      fallback: rules.fallback)
  }

  /// Returns `count` new items, each a number never used before.
  mutating func makeItems(_ count: Int) -> [Int] {
    defer { nextItem += count }
    return Array(nextItem..<(nextItem + count))
  }

  static func kindList(from input: inout FuzzInput) -> [Int] {
    (0..<input.length(short: 6, long: 48)).map { _ in input.below(kinds.count) }
  }

  static func optionalKind(from input: inout FuzzInput) -> Int? {
    let selector = input.byte()
    return selector < 160 ? nil : selector % kinds.count
  }

  static func repeatables(from input: inout FuzzInput) -> [Int]? {
    let low = input.byte()
    let high = input.byte()
    guard low & 1 == 1 else { return nil }
    // Bits 1 to 10 of the two bytes choose among the kinds and the unknown kind.
    let mask = (high << 8 | low) >> 1
    return (0...unknownKind).filter { mask & (1 << $0) != 0 }
  }

  static func fixed(from input: inout FuzzInput) -> [Int: Int] {
    var fixed: [Int: Int] = [:]
    for _ in 0..<input.below(13) {
      fixed[input.fixedPosition()] = input.below(kinds.count)
    }
    return fixed
  }

  var description: String {
    var parts = ["pattern: \(rules.pattern)"]
    if let header = rules.header { parts.append("header: \(header)") }
    if let repeatables = rules.repeatables { parts.append("repeatables: \(repeatables)") }
    if let fixed = rules.fixed { parts.append("fixed: \(Self.describe(fixed))") }
    if let fallback = rules.fallback { parts.append("fallback: \(fallback)") }
    parts.append("counts: \(Self.describe(counts))")
    return parts.joined(separator: ", ")
  }

  /// A dictionary as a Swift literal, sorted by key.
  static func describe(_ dictionary: [Int: Int]) -> String {
    if dictionary.isEmpty { return "[:]" }
    let pairs = dictionary.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    return "[\(pairs.joined(separator: ", "))]"
  }
}

/// One change to a feed, made through the public API.
enum FuzzMutation: CustomStringConvertible {
  case setSource(kind: Int, count: Int)
  case append(kind: Int, count: Int)
  case removeFirst(kind: Int, count: Int)
  case removeLast(kind: Int, count: Int)
  case removeSource(kind: Int)
  case setPattern([Int])
  case setHeader([Int]?)
  case setRepeatables([Int]?)
  case setFixed([Int: Int]?)
  case setFallback(Int?)

  /// Decodes a mutation.
  init(from input: inout FuzzInput) {
    let kind = { (input: inout FuzzInput) in input.below(FuzzModel.kinds.count) }
    switch input.below(10) {
    case 0: self = .setSource(kind: kind(&input), count: input.itemCount())
    case 1: self = .append(kind: kind(&input), count: input.itemCount())
    case 2: self = .removeFirst(kind: kind(&input), count: input.below(8))
    case 3: self = .removeLast(kind: kind(&input), count: input.below(8))
    case 4: self = .removeSource(kind: kind(&input))
    case 5: self = .setPattern((0..<input.length(short: 8, long: 64)).map { _ in kind(&input) })
    case 6: self = .setHeader(input.byte() & 1 == 1 ? FuzzModel.kindList(from: &input) : nil)
    case 7: self = .setRepeatables(FuzzModel.repeatables(from: &input))
    case 8: self = .setFixed(input.byte() & 1 == 1 ? FuzzModel.fixed(from: &input) : nil)
    default: self = .setFallback(FuzzModel.optionalKind(from: &input))
    }
  }

  /// Whether the mutation changes the rules rather than a source.
  var changesRules: Bool {
    switch self {
    case .setSource, .append, .removeFirst, .removeLast, .removeSource: false
    case .setPattern, .setHeader, .setRepeatables, .setFixed, .setFallback: true
    }
  }

  var description: String {
    switch self {
    case .setSource(let kind, let count): "set source \(kind) to \(count) new items"
    case .append(let kind, let count): "append \(count) items to \(kind)"
    case .removeFirst(let kind, let count): "remove the first \(count) items of \(kind)"
    case .removeLast(let kind, let count): "remove the last \(count) items of \(kind)"
    case .removeSource(let kind): "remove source \(kind)"
    case .setPattern(let pattern): "set pattern \(pattern)"
    case .setHeader(let header): "set header \(header.map { "\($0)" } ?? "nil")"
    case .setRepeatables(let kinds): "set repeatables \(kinds.map { "\($0)" } ?? "nil")"
    case .setFixed(let fixed):
      "set fixed \(fixed.map(FuzzModel.describe) ?? "nil")"
    case .setFallback(let kind): "set fallback \(kind.map { "\($0)" } ?? "nil")"
    }
  }
}
