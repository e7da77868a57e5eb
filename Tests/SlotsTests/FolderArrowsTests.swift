//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

/// The library's folders depend on one another one way only, as the
/// drawing in CONTRIBUTING.md says: the code of a folder names the
/// top-level types of the folders its arrow lists, never of others. The
/// drawing is the one place the arrows are written; these tests read it.
@Suite struct FolderArrowsTests {
  /// The folders and their arrows, as CONTRIBUTING.md draws them.
  struct Drawing {
    /// Each folder drawn, and the folders whose types its code may name.
    var arrows: [String: Set<String>] = [:]
    /// The folders that every folder may use, and that use none.
    var shared: Set<String> = []
  }

  /// The drawing: the code block of CONTRIBUTING.md that holds `──>`, one
  /// line a folder or a few. `A, B  ──>  C, D` lets A and B name the types
  /// of C and D; `A, B  (…)` names folders that name no other;
  /// `A  <──  every folder (…)` names a folder that every folder may use.
  static func drawing() throws -> Drawing {
    let root = try PublicDeclarations.sourcesDirectory()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
    let blocks = text.components(separatedBy: "```").enumerated()
      .filter { $0.offset % 2 == 1 }.map(\.element)
    guard let block = blocks.first(where: { $0.contains("──>") }) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    func names(_ text: Substring) -> [String] {
      text.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
    var drawing = Drawing()
    for line in block.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
      if let arrow = line.range(of: "──>") {
        for folder in names(line[..<arrow.lowerBound]) {
          drawing.arrows[folder] = Set(names(line[arrow.upperBound...]))
        }
      } else if let arrow = line.range(of: "<──") {
        #expect(
          line[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            .hasPrefix("every folder"), "\(line)")
        for folder in names(line[..<arrow.lowerBound]) {
          drawing.shared.insert(folder)
          drawing.arrows[folder] = []
        }
      } else {
        for folder in names(line[...]) { drawing.arrows[folder] = [] }
      }
    }
    return drawing
  }

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

  /// The folders whose top-level types the code of each folder names.
  static func namedFolders() throws -> [String: Set<String>] {
    let code = try codeByFolder()
    var owner: [String: String] = [:]
    for (folder, files) in code {
      for name in files.flatMap(topLevelTypes(in:)) { owner[name] = folder }
    }
    #expect(owner["SlotLayout"] == "Rules" && owner["_KindTable"] == "Kinds")
    return code.mapValues { files in
      let words = Set(files.flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") } })
      return Set(words.compactMap { owner[String($0)] })
    }.reduce(into: [:]) { result, entry in
      result[entry.key] = entry.value.subtracting([entry.key])
    }
  }

  @Test func theDrawingHasEveryFolderAndNoOther() throws {
    let drawing = try Self.drawing()
    let folders = Set(try Self.codeByFolder().keys)
    #expect(
      folders.subtracting(drawing.arrows.keys).isEmpty,
      "folders of Sources/Slots that CONTRIBUTING.md does not draw")
    #expect(
      Set(drawing.arrows.keys).subtracting(folders).isEmpty,
      "folders drawn that Sources/Slots does not have")
    for (folder, targets) in drawing.arrows {
      #expect(targets.isSubset(of: drawing.arrows.keys), "\(folder) points at no folder")
      #expect(targets.isDisjoint(with: drawing.shared), "\(folder) draws a shared folder")
    }
  }

  @Test func theArrowsFormNoCycle() throws {
    var placed: Set<String> = []
    var left = try Self.drawing().arrows
    while let next = left.first(where: { $0.value.isSubset(of: placed) }) {
      placed.insert(next.key)
      left[next.key] = nil
    }
    #expect(left.isEmpty, "folders on a cycle: \(left.keys.sorted())")
  }

  @Test func eachFolderNamesOnlyTheTypesOfTheFoldersItsArrowLists() throws {
    let drawing = try Self.drawing()
    for (folder, named) in try Self.namedFolders() {
      let allowed = (drawing.arrows[folder] ?? []).union(
        drawing.shared.contains(folder) ? [] : drawing.shared)
      #expect(
        named.isSubset(of: allowed),
        "\(folder) names types of \(named.subtracting(allowed).sorted())")
    }
  }

  /// The drawing says what the code does, not only what it may do.
  @Test func eachArrowDrawnIsOneTheCodeHas() throws {
    let drawing = try Self.drawing()
    for (folder, named) in try Self.namedFolders() {
      let drawn = drawing.arrows[folder] ?? []
      #expect(
        drawn.isSubset(of: named),
        "\(folder) names no type of \(drawn.subtracting(named).sorted())")
    }
  }
}
