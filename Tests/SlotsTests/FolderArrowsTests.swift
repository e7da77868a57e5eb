//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

/// The library's folders depend on one another one way only, as
/// CONTRIBUTING.md draws them: the code of a folder names the top-level
/// types of the folders below it, never of those above it.
@Suite struct FolderArrowsTests {
  /// Each folder of `Sources/Slots`, and the folders whose types its code
  /// may name.
  static let arrows: [String: Set<String>] = [
    "Utilities": [],
    "Kinds": ["Utilities"],
    "ChangeSet": ["Utilities"],
    "Rules": ["Kinds", "Utilities"],
    "Engine": ["Rules", "Kinds", "ChangeSet", "Utilities"],
    "Collection": ["Engine", "Rules", "Kinds", "ChangeSet", "Utilities"],
    "Feed": ["Collection", "Engine", "Rules", "Kinds", "ChangeSet", "Utilities"],
    "Compatibility": ["Collection", "Rules", "Utilities"],
  ]

  /// The code of each file, comments and string contents blanked, by folder.
  static func codeByFolder() throws -> [String: [String]] {
    let root = try PublicDeclarations.sourcesDirectory()
    var result: [String: [String]] = [:]
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
    for case let file as URL in files where file.pathExtension == "swift" {
      let folder = file.deletingLastPathComponent().lastPathComponent
      let text = try String(contentsOf: file, encoding: .utf8)
      result[folder, default: []].append(String(PublicDeclarations.code(of: text)))
    }
    return result
  }

  /// The names of the types that `code` declares at its top level.
  static func topLevelTypes(in code: String) -> [String] {
    var names: [String] = []
    for line in code.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
      let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      for (index, word) in words.enumerated().dropLast()
      where ["struct", "enum", "class", "protocol"].contains(word) {
        names.append(String(words[index + 1]))
      }
    }
    return names
  }

  @Test func theArrowsFormNoCycle() {
    var placed: Set<String> = []
    var left = Self.arrows
    while let next = left.first(where: { $0.value.isSubset(of: placed) }) {
      placed.insert(next.key)
      left[next.key] = nil
    }
    #expect(left.isEmpty, "folders on a cycle: \(left.keys.sorted())")
  }

  @Test func eachFolderNamesOnlyTheTypesOfFoldersBelowIt() throws {
    let code = try Self.codeByFolder()
    #expect(Set(code.keys) == Set(Self.arrows.keys), "a folder of Sources/Slots has no arrows")
    var owner: [String: String] = [:]
    for (folder, files) in code {
      for name in files.flatMap(Self.topLevelTypes(in:)) { owner[name] = folder }
    }
    #expect(owner["SlotLayout"] == "Rules" && owner["_KindTable"] == "Kinds")
    for (folder, files) in code {
      let words = Set(files.flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") } })
      let named = Set(words.compactMap { owner[String($0)] }).subtracting([folder])
      let allowed = Self.arrows[folder] ?? []
      #expect(
        named.isSubset(of: allowed),
        "\(folder) names types of \(named.subtracting(allowed).sorted())")
    }
  }
}
