//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import _SlotsTestSupport

@testable import Slots

/// Equal values encode to equal bytes and describe themselves alike, in one
/// process and across processes, though `Set` and `Dictionary` iterate in
/// an order that depends on each instance's storage and on the process's
/// hash seed.
@Suite struct StableEncodingTests {
  enum Flavor: String, Codable, Hashable, CaseIterable {
    case post, ad, promo, story, video, poll, event, quiz, banner, survey, live, reel
  }

  struct Tag: Codable, Hashable {
    var group: Int
    var name: String
  }

  static let names = Flavor.allCases.map(\.rawValue)

  /// Rules whose `repeatables` and `fixed` are built in the given order of
  /// names, into a set that first reserves `capacity`, so that two calls
  /// make equal values with differently ordered storage.
  static func layout(order: [Int], capacity: Int) -> SlotLayout<String> {
    var repeatables = Set<String>(minimumCapacity: capacity)
    var fixed = [Int: String](minimumCapacity: capacity)
    for index in order {
      repeatables.insert(names[index])
      fixed[index * 7] = names[index]
    }
    return SlotLayout(pattern: names, repeatables: repeatables, fixed: fixed, fallback: nil)
  }

  /// Every value of the package that holds a `Set` or a `Dictionary`,
  /// encoded with sorted keys and described, each on its own line.
  static func samples(order: [Int], capacity: Int) throws -> [String] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    func json(_ value: some Encodable) throws -> String {
      String(decoding: try encoder.encode(value), as: UTF8.self)
    }
    let strings = layout(order: order, capacity: capacity)
    let flavors = SlotLayout(
      pattern: Flavor.allCases, repeatables: Set(order.map { Flavor.allCases[$0] }))
    let integers = SlotLayout(pattern: [1], repeatables: Set(order.map { $0 * 13 - 40 }))
    let tags = SlotLayout(
      pattern: [Tag(group: 0, name: "a")],
      repeatables: Set(order.map { Tag(group: $0 % 3, name: names[$0]) }))

    var byString = SlotCollection<String, Int>(layout: strings)
    var byFlavor = SlotCollection<Flavor, String>(layout: flavors)
    var byTag = SlotCollection<Tag, Int>(layout: tags)
    for index in order {
      byString[source: names[index]] = [index, index + 1]
      byFlavor[source: Flavor.allCases[index]] = [names[index]]
      byTag[source: Tag(group: index % 3, name: names[index])] = [index]
    }
    // A live feed and a cursor hold dictionaries and sets of their own; the
    // feed is built in one order, since it writes its kinds in the order it
    // met them.
    var live = SlotFeed<String, Int>(layout: SlotLayout(pattern: names, repeatables: Set(names)))
    for (index, name) in names.enumerated() {
      _ = live.append(contentsOf: [index, index + 100], to: name)
    }
    live.settle(through: 13)
    let cursor = live.cursor(after: 13)
    return [
      try json(strings), strings.description,
      try json(flavors), flavors.description,
      try json(integers), integers.description,
      try json(tags), tags.description,
      try json(byString), try json(byFlavor), try json(byTag),
      try json(cursor), cursor.description, try json(live), live.description,
    ]
  }

  static var shuffledOrders: [(order: [Int], capacity: Int)] {
    var random = SeededRandom(seed: 10)
    return (0..<8).map { round in
      var order = Array(names.indices)
      random.shuffle(&order)
      return (order, round * 40)
    }
  }

  @Test func equalValuesGiveEqualBytesInOneProcess() throws {
    let expected = try Self.samples(order: Array(Self.names.indices), capacity: 0)
    for (order, capacity) in Self.shuffledOrders {
      #expect(try Self.samples(order: order, capacity: capacity) == expected)
    }
  }

  @Test func theDocumentedOrder() throws {
    let samples = try Self.samples(order: Array(Self.names.indices).reversed(), capacity: 100)
    // Strings as String compares them; fixed keys sorted by the encoder.
    #expect(
      samples[0].contains(
        #""repeatables":["ad","banner","event","live","poll","post","promo","quiz","reel","#
          + #""story","survey","video"]"#))
    #expect(samples[1].contains(#"repeatables: ["ad", "banner", "event", "#))
    #expect(samples[1].contains(#"fixed: [0: "post", 7: "ad", 14: "promo", "#))
    // Integers by value, not as text.
    #expect(samples[4].contains(#""repeatables":[-40,-27,-14,-1,12,25,38,51,64,77,90,103]"#))
    #expect(samples[5].contains("repeatables: [-1, -14, -27, -40, 103, 12,"))
    // Keyed kinds: an object; other kinds: kinds and items alternating, by
    // the kinds' encoded forms (a keyed container by its sorted keys).
    #expect(samples[8].contains(#""sources":{"ad":[1,2],"banner":[8,9],"#))
    #expect(samples[9].contains(#""sources":["ad",["ad"],"banner",["banner"],"event""#))
    #expect(
      samples[10].contains(
        #""sources":[{"group":0,"name":"event"},[6],{"group":0,"name":"post"},[0],"#))
  }

  @Test func theUnkeyedSourcesDecodeAsADictionary() throws {
    var feed = SlotCollection<Tag, Int>(layout: SlotLayout(pattern: [Tag(group: 1, name: "x")]))
    feed[source: Tag(group: 1, name: "x")] = [1, 2]
    feed[source: Tag(group: 0, name: "y")] = [3]
    let data = try JSONEncoder().encode(feed)
    #expect(try JSONDecoder().decode(SlotCollection<Tag, Int>.self, from: data) == feed)
    struct Plain: Decodable { var sources: [Tag: [Int]] }
    #expect(try JSONDecoder().decode(Plain.self, from: data).sources == feed.sources)
  }

  // MARK: - Across processes

  /// Where the child process writes its samples.
  static let outputVariable = "SLOTS_STABLE_ENCODING_OUTPUT"

  /// Runs only as the child of `equalValuesGiveEqualBytesAcrossProcesses`:
  /// writes the samples to the file the parent names.
  @Test func childProcess() throws {
    guard let path = ProcessInfo.processInfo.environment[Self.outputVariable] else { return }
    let samples = try Self.samples(order: Array(Self.names.indices), capacity: 0)
    try samples.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// The test binary runs itself twice more, filtered to `childProcess`;
  /// each process seeds its hashes anew, so hash-ordered output would differ.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/exe")))
  func equalValuesGiveEqualBytesAcrossProcesses() throws {
    let expected = try Self.samples(order: Array(Self.names.indices), capacity: 0)
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    for run in 0..<2 {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("slots-stable-encoding-\(getpid())-\(run)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let output = directory.appendingPathComponent("samples.txt")
      let log = directory.appendingPathComponent("log.txt")
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)

      let child = Process()
      child.executableURL = URL(fileURLWithPath: executable)
      child.arguments = [
        "--testing-library", "swift-testing", "--filter", "StableEncodingTests/childProcess",
      ]
      var environment = ProcessInfo.processInfo.environment
      environment[Self.outputVariable] = output.path
      environment["SWIFT_DETERMINISTIC_HASHING"] = nil
      child.environment = environment
      let logHandle = try FileHandle(forWritingTo: log)
      child.standardOutput = logHandle
      child.standardError = logHandle
      let finished = DispatchSemaphore(value: 0)
      child.terminationHandler = { _ in finished.signal() }
      try child.run()
      if finished.wait(timeout: .now() + 300) == .timedOut {
        child.terminate()
        Issue.record("the child process did not finish in 300 s")
        return
      }
      try logHandle.close()
      let childLog = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      #expect(child.terminationStatus == 0, "child process failed:\n\(childLog)")
      let written = try String(contentsOf: output, encoding: .utf8)
      let samples = written.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      #expect(samples.count == expected.count)
      for (index, (sample, mine)) in zip(samples, expected).enumerated() {
        #expect(sample == mine, "sample \(index) differs between processes")
      }
    }
  }

  // MARK: - The order of encoded forms

  @Test func encodedFormsOrderByValue() throws {
    func form(_ value: some Encodable) throws -> _EncodedForm { try _EncodedForm(of: value) }
    #expect(try form(false).precedes(form(true)))
    #expect(try form(-3).precedes(form(2)))
    #expect(try form(UInt64.max - 1).precedes(form(UInt64.max)))
    #expect(try form(2).precedes(form(UInt64.max)))
    #expect(try form(-0.5).precedes(form(0.25)))
    #expect(try form("a").precedes(form("b")))
    #expect(try form([1, 2]).precedes(form([1, 2, 0])))
    #expect(try form([1, 2]).precedes(form([1, 3])))
    #expect(try form(Tag(group: 0, name: "z")).precedes(form(Tag(group: 1, name: "a"))))
    #expect(try form(["b": 1, "a": 2]).precedes(form(["a": 2, "c": 0])))
    #expect(try !form(["b": 1, "a": 2]).precedes(form(["a": 2, "b": 1])))
    #expect(try form(Optional<Int>.none).precedes(form(false)))
    #expect(try form(Flavor.ad).precedes(form(Flavor.post)))
    let sorted = try _EncodedForm.sorted([3, 1, 2, 1])
    #expect(sorted == [1, 1, 2, 3])
  }

  @Test func encodedFormsSeeEveryContainer() throws {
    /// Writes through every kind of container the encoder offers.
    struct Everything: Encodable {
      enum Keys: String, CodingKey { case nested, list, superKey }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
        try nested.encodeNil(forKey: .list)
        try nested.encode(Int8(-1), forKey: .superKey)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try list.encodeNil()
        try list.encode(UInt8(7))
        try list.encode(Float(1.5))
        var inner = list.nestedContainer(keyedBy: Keys.self)
        try inner.encode("x", forKey: .list)
        var innerList = list.nestedUnkeyedContainer()
        try innerList.encode(true)
        try Int16(4).encode(to: list.superEncoder())
        try "s".encode(to: container.superEncoder())
        try UInt32(9).encode(to: container.superEncoder(forKey: .superKey))
      }
    }
    let form = try _EncodedForm(of: Everything())
    let expected = _EncodedForm.object([
      (
        "list",
        .array([
          .null, .integer(7), .floating(1.5), .object([("list", .string("x"))]),
          .array([.bool(true)]), .integer(4),
        ])
      ),
      ("nested", .object([("list", .null), ("superKey", .integer(-1))])),
      ("super", .string("s")),
      ("superKey", .integer(9)),
    ])
    #expect(!form.precedes(expected) && !expected.precedes(form))
    /// Encodes nothing at all: an empty keyed container, as documented.
    struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
    let empty = try _EncodedForm(of: Nothing())
    #expect(!empty.precedes(.object([])) && !_EncodedForm.object([]).precedes(empty))
  }
  @Test func encodedFormsSeeEveryPrimitive() throws {
    /// Writes one of each primitive through each kind of container.
    struct Primitives: Encodable {
      struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
      }
      /// Writes its value through a single-value container.
      struct Single<Value: Encodable>: Encodable {
        var value: Value
        var write: (inout any SingleValueEncodingContainer, Value) throws -> Void
        func encode(to encoder: any Encoder) throws {
          var container = encoder.singleValueContainer()
          try write(&container, value)
        }
      }
      func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: Key.self)
        var index = 0
        func key() -> Key {
          index += 1
          return Key(stringValue: "\(index < 10 ? "0" : "")\(index)")
        }
        try keyed.encode(true, forKey: key())
        try keyed.encode("s", forKey: key())
        try keyed.encode(Double(2.5), forKey: key())
        try keyed.encode(Float(0.5), forKey: key())
        try keyed.encode(Int(-1), forKey: key())
        try keyed.encode(Int8(-2), forKey: key())
        try keyed.encode(Int16(-3), forKey: key())
        try keyed.encode(Int32(-4), forKey: key())
        try keyed.encode(Int64(-5), forKey: key())
        try keyed.encode(UInt(6), forKey: key())
        try keyed.encode(UInt8(7), forKey: key())
        try keyed.encode(UInt16(8), forKey: key())
        try keyed.encode(UInt32(9), forKey: key())
        try keyed.encode(UInt64(10), forKey: key())
        var list = keyed.nestedUnkeyedContainer(forKey: key())
        try list.encode(true)
        try list.encode("s")
        try list.encode(Double(2.5))
        try list.encode(Float(0.5))
        try list.encode(Int(-1))
        try list.encode(Int8(-2))
        try list.encode(Int16(-3))
        try list.encode(Int32(-4))
        try list.encode(Int64(-5))
        try list.encode(UInt(6))
        try list.encode(UInt8(7))
        try list.encode(UInt16(8))
        try list.encode(UInt32(9))
        try list.encode(UInt64(10))
        try list.encode(Single(value: true) { try $0.encode($1) })
        try list.encode(Single(value: "s") { try $0.encode($1) })
        try list.encode(Single(value: Double(2.5)) { try $0.encode($1) })
        try list.encode(Single(value: Float(0.5)) { try $0.encode($1) })
        try list.encode(Single(value: Int(-1)) { try $0.encode($1) })
        try list.encode(Single(value: Int8(-2)) { try $0.encode($1) })
        try list.encode(Single(value: Int16(-3)) { try $0.encode($1) })
        try list.encode(Single(value: Int32(-4)) { try $0.encode($1) })
        try list.encode(Single(value: Int64(-5)) { try $0.encode($1) })
        try list.encode(Single(value: UInt(6)) { try $0.encode($1) })
        try list.encode(Single(value: UInt8(7)) { try $0.encode($1) })
        try list.encode(Single(value: UInt16(8)) { try $0.encode($1) })
        try list.encode(Single(value: UInt32(9)) { try $0.encode($1) })
        try list.encode(Single(value: UInt64(10)) { try $0.encode($1) })
        try list.encode(Single(value: 0) { container, _ in try container.encodeNil() })
      }
    }
    let primitives: [_EncodedForm] = [
      .bool(true), .string("s"), .floating(2.5), .floating(0.5), .integer(-1), .integer(-2),
      .integer(-3), .integer(-4), .integer(-5), .integer(6), .integer(7), .integer(8),
      .integer(9), .integer(10),
    ]
    var members = primitives.enumerated().map { (key: String(format: "%02d", $0 + 1), value: $1) }
    members.append((key: "15", value: .array(primitives + primitives + [.null])))
    let expected = _EncodedForm.object(members)
    let form = try _EncodedForm(of: Primitives())
    #expect(!form.precedes(expected) && !expected.precedes(form))
    #expect(try _EncodedForm(of: UInt.max).precedes(.floating(0)))
  }
}
