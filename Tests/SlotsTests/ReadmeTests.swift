//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing

/// The README's claims, checked.
@Suite struct ReadmeTests {
  /// The example at the top of the README, line for line.
  @Test func theExample() {
    enum Kind { case post, ad }

    var feed = SlotCollection<Kind, String>(
      layout: SlotLayout(pattern: [.post, .post, .post, .ad], repeatables: [.post]))
    feed[source: .post] = ["P0", "P1", "P2", "P3", "P4", "P5", "P6"]
    feed[source: .ad] = ["A0"]
    #expect(Array(feed) == ["P0", "P1", "P2", "A0", "P3", "P4", "P5", "P6"])

    let changes = feed.append(contentsOf: ["A1"], to: .ad)
    #expect(Array(feed) == ["P0", "P1", "P2", "A0", "P3", "P4", "P5", "A1", "P6"])
    #expect(changes.insertions == [7])
    #expect(changes.removals.isEmpty && changes.moves.isEmpty)
    #expect(feed.kind(at: 7) == .ad)
  }

  /// The two cadences of the README, line for line.
  @Test func theTwoCadencesExample() {
    var home = SlotCollection<String, String>(
      layout: SlotLayout(
        pattern: ["post"], repeatables: ["post"],
        placements: [
          SlotPlacement(kind: "ad", every: 3), SlotPlacement(kind: "user", every: 6, first: 5),
        ]))
    for kind in ["post", "ad", "user"] { home[source: kind] = (0..<10).map { "\(kind)\($0)" } }
    #expect(
      Array(home) == [
        "post0", "post1", "ad0", "post2", "post3", "ad1", "post4", "user0", "post5", "ad2",
        "post6", "post7", "ad3", "post8", "user1", "post9", "ad4",
      ])
  }

  /// "The library imports nothing, not even Foundation."
  @Test func theLibraryImportsNothing() throws {
    let sources = try PublicDeclarations.sourcesDirectory()
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
    var checked = 0
    for case let file as URL in files where file.pathExtension == "swift" {
      checked += 1
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        let code = line.drop { $0 == " " }
        let words = code.split(separator: " ")
        let imports =
          words.first == "import"
          || (words.first?.hasPrefix("@") == true && words.dropFirst().first == "import")
        #expect(!imports, "\(file.lastPathComponent): \(line)")
      }
    }
    #expect(checked > 10)
  }
}
