//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing

/// The cursors and saved feeds that the documentation shows as JSON — the
/// articles, the tool's guide, its help and its documentation comments —
/// decode: a reader who copies one gets a value, not an error, and a
/// format whose version changes fails here until its examples change too.
@Suite struct DocumentedJSONTests {
  /// The files that show a cursor or a saved feed, from the package's root.
  static let files = [
    "Sources/Slots/Slots.docc/SavingFeedsAndCursors.md",
    "Sources/Slots/Slots.docc/ServingPageByPage.md",
    "Sources/Slots/Slots.docc/Placements.md",
    "Documentation/CommandLineTool.md",
    "Sources/SlotsCommandLine/SlotsCommand+Help.swift",
    "Sources/SlotsCommandLine/Paging/CursorText.swift",
    "Sources/SlotsCommandLine/JSON/JSONValueEncoder.swift",
  ]

  /// The JSON objects of `text` that have a `version`: each the text from
  /// a `{` followed by a quotation mark to the brace that closes it, outside
  /// any object taken before it. Documentation comments lose their slashes
  /// first, so that an example written over several lines of one is whole.
  static func versionedObjects(in text: String) -> [(text: String, object: [String: Any])] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let code = line.drop { $0 == " " }
      return code.hasPrefix("///") ? code.dropFirst(3) : line
    }
    let characters = Array(lines.joined(separator: "\n"))
    var found: [(text: String, object: [String: Any])] = []
    var start = 0
    while start < characters.count - 1 {
      guard characters[start] == "{", characters[start + 1] == "\"",
        let end = closingBrace(of: start, in: characters)
      else {
        start += 1
        continue
      }
      let candidate = String(characters[start...end])
      if let object = try? JSONSerialization.jsonObject(with: Data(candidate.utf8))
        as? [String: Any], object["version"] != nil
      {
        found.append((candidate, object))
        start = end + 1
      } else {
        start += 1
      }
    }
    return found
  }

  /// The position of the brace that closes the object opened at `start`,
  /// braces within strings aside.
  static func closingBrace(of start: Int, in characters: [Character]) -> Int? {
    var (depth, inString, escaped) = (0, false, false)
    for index in start..<characters.count {
      let character = characters[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"": inString = true
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  @Test(arguments: files)
  func everyExampleDecodes(file: String) throws {
    let root = try PublicDeclarations.sourcesDirectory()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    let examples = Self.versionedObjects(in: text)
    #expect(!examples.isEmpty, "\(file) shows no cursor or saved feed")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for (json, object) in examples {
      let data = Data(json.utf8)
      let encoded: Data
      do {
        if object["frontier"] != nil {
          encoded = try encoder.encode(
            JSONDecoder().decode(SlotFeed<String, String>.self, from: data))
        } else {
          encoded = try encoder.encode(JSONDecoder().decode(SlotCursor<String>.self, from: data))
        }
      } catch {
        Issue.record("\(file): \(json) does not decode: \(error)")
        continue
      }
      // An example written compactly is the very bytes the library writes.
      if !json.contains(where: \.isWhitespace) {
        #expect(String(decoding: encoded, as: UTF8.self) == json, "\(file)")
      }
    }
  }
}
