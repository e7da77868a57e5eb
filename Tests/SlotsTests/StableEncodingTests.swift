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

  /// A live feed whose kinds it meets in the given order, settled in part,
  /// with a hidden row and a block.
  static func feed<Kind: Hashable>(_ kinds: [Kind], order: [Int]) -> SlotFeed<Kind, Int> {
    var feed = SlotFeed<Kind, Int>(
      layout: SlotLayout(pattern: Array(kinds.prefix(6)), repeatables: Set(kinds.prefix(3))))
    for index in order { _ = feed.append(contentsOf: [index, index + 100], to: kinds[index]) }
    feed.settle(through: 8)
    _ = feed.remove(at: 2)
    _ = feed.prepend(
      SlotCollection(layout: SlotLayout(pattern: [kinds[11]]), sources: [kinds[11]: [7]]))
    return feed
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
    let live = feed(names, order: order)
    let liveFlavors = feed(Flavor.allCases, order: order)
    let cursor = live.cursor(after: 13)
    return [
      try json(strings), strings.description,
      try json(flavors), flavors.description,
      try json(integers), integers.description,
      try json(tags), tags.description,
      try json(byString), try json(byFlavor), try json(byTag),
      try json(cursor), cursor.description, try json(live), live.description,
      try json(liveFlavors), try json(liveFlavors.cursor(after: 13)),
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
    // Repeatables in the order of the pattern; fixed keys sorted by the encoder.
    #expect(
      samples[0].contains(
        #""repeatables":["post","ad","promo","story","video","poll","event","quiz","banner","#
          + #""survey","live","reel"]"#))
    #expect(samples[1].contains(#"fixed: [0: "post", 7: "ad", 14: "promo", "#))
    #expect(samples[2].contains(#""repeatables":["post","ad","promo","story","video","#))
    // Kinds the rules name nowhere else, by their descriptions.
    #expect(samples[4].contains(#""repeatables":[-1,-14,-27,-40,103,12,25,38,51,64,77,90]"#))
    #expect(
      samples[6].contains(
        #""repeatables":[{"group":0,"name":"event"},{"group":0,"name":"post"},"#
          + #"{"group":0,"name":"story"},{"group":0,"name":"survey"},{"group":1,"name":"ad"}"#))
    // Keyed kinds: an object; other kinds: kinds and items alternating, in
    // the order of the rules, then by description.
    #expect(samples[8].contains(#""sources":{"ad":[1,2],"banner":[8,9],"#))
    #expect(samples[9].contains(#""sources":["post",["post"],"ad",["ad"],"promo",["promo"],"#))
    #expect(
      samples[10].contains(
        #""sources":[{"group":0,"name":"event"},[6],{"group":0,"name":"post"},[0],"#))
    // A cursor: kinds by description.
    #expect(
      samples[11].contains(
        #""offsets":[["ad",2],["poll",2],["post",2],["promo",2],["story",2],["video",2]]"#))
    #expect(samples[15].contains(#""sources":["post",[0,100],"ad",[1,101],"promo",[2,102],"#))
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

  /// A kind whose descriptions are alike: the structure orders them.
  struct Hidden: Codable, Hashable, CustomStringConvertible {
    var secret: Int
    var description: String { "hidden" }
  }

  @Test func kindsThatDescribeAlikeOrderByTheirStructure() throws {
    let values = (0..<12).map { Hidden(secret: $0 * 7 % 12) }
    let ordered = SlotLayout<Hidden>()._ordered(values)
    #expect(ordered.map(\.secret) == [0, 1, 10, 11, 2, 3, 4, 5, 6, 7, 8, 9])
    #expect(SlotLayout<Hidden>()._ordered(values.reversed()) == ordered)
    // Kinds the rules name come first, by first appearance.
    let layout = SlotLayout(pattern: [values[5], values[2]], fixed: [3: values[9], 1: values[7]])
    #expect(layout._ordered(values).prefix(4) == [values[5], values[2], values[7], values[9]])
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
}
