//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// The rules file of `--rules`: a `SlotLayout<String>` in its `Codable`
/// JSON form.
///
///     {
///       "pattern": ["style", "style", "style", "ad"],
///       "header": ["banner"],
///       "repeatables": ["style"],
///       "fixed": {"0": "promo", "10": "promo"},
///       "fallback": "style"
///     }
///
/// The file is read as `JSONDecoder` reads `SlotLayout`: `pattern` is
/// required; the other keys may be missing or `null`; the keys of `fixed`
/// are integers written as strings. Two differences make mistakes plain:
/// a key given twice is an error (decoders differ on which one wins), and
/// keys the layout does not know are ignored with a warning, since they are
/// more often typing mistakes than rules from a newer version.
enum RulesFile {
  /// The largest rules file read, in bytes.
  static let sizeLimit = 16 << 20

  /// Reads and decodes the rules file at `path` (`-` for standard input).
  ///
  /// - Returns: The rules, and warnings for standard error.
  /// - Throws: ``CommandError`` with exit status 66 when the file cannot be
  ///   read, 65 with the place of the mistake when it is malformed.
  static func read(
    _ path: String, standardInput: StandardInput
  ) throws(CommandError) -> (layout: SlotLayout<String>, warnings: [String]) {
    let bytes = try SourceFile.contents(of: path, standardInput: standardInput, limit: sizeLimit)
    return try decode(bytes, name: path == "-" ? SourceFile.standardInputName : path)
  }

  /// Decodes rules from the bytes of a rules file.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - name: The file's name, for messages.
  /// - Returns: The rules, and warnings for standard error.
  /// - Throws: ``CommandError`` with exit status 65 and the place of the
  ///   mistake when the bytes are not JSON or not rules.
  static func decode(
    _ bytes: [UInt8], name: String
  ) throws(CommandError) -> (layout: SlotLayout<String>, warnings: [String]) {
    let root: JSONValue
    do {
      root = try JSONValue.parse(bytes)
    } catch {
      throw CommandError.data(file: name, error)
    }
    func mistake(_ value: JSONValue, _ problem: String) -> CommandError {
      .data(file: name, line: value.line, problem)
    }
    func kinds(_ key: String) throws(CommandError) -> [String]? {
      guard let value = root[key], value.content != .null else { return nil }
      guard case .array(let elements) = value.content else {
        throw mistake(value, "\"\(key)\" must be an array of strings, not \(value.typeDescription)")
      }
      var kinds: [String] = []
      for (index, element) in elements.enumerated() {
        guard case .string(let kind) = element.content else {
          throw mistake(
            element, "\"\(key)\"[\(index)] must be a string, not \(element.typeDescription)")
        }
        kinds.append(kind)
      }
      return kinds
    }

    guard case .object(let members) = root.content else {
      throw mistake(root, "the rules must be a JSON object, not \(root.typeDescription)")
    }
    // Decoders differ on which of two equal keys wins, so neither does.
    var seen: Set<String> = []
    for member in members where !seen.insert(member.key).inserted {
      throw .data(file: name, line: member.line, "the key \"\(member.key)\" appears twice")
    }
    guard let pattern = try kinds("pattern") else {
      throw mistake(root, "the rules have no \"pattern\"")
    }
    var layout = SlotLayout(
      pattern: pattern, header: try kinds("header") ?? [],
      repeatables: Set(try kinds("repeatables") ?? []))

    if let fixed = root["fixed"], fixed.content != .null {
      guard case .object(let entries) = fixed.content else {
        throw mistake(fixed, "\"fixed\" must be an object, not \(fixed.typeDescription)")
      }
      for entry in entries {
        guard let position = Int(entry.key) else {
          throw mistake(
            entry.value, "\"fixed\" has the key \"\(entry.key)\", which is not an integer")
        }
        guard case .string(let kind) = entry.value.content else {
          throw mistake(
            entry.value,
            "\"fixed\".\"\(entry.key)\" must be a string, not \(entry.value.typeDescription)")
        }
        guard layout.fixed.updateValue(kind, forKey: position) == nil else {
          throw mistake(entry.value, "\"fixed\" gives position \(position) twice")
        }
      }
    }

    if let fallback = root["fallback"], fallback.content != .null {
      guard case .string(let kind) = fallback.content else {
        throw mistake(fallback, "\"fallback\" must be a string, not \(fallback.typeDescription)")
      }
      layout.fallback = kind
    }

    let known: Set = ["pattern", "header", "repeatables", "fixed", "fallback"]
    let warnings = members.filter { !known.contains($0.key) }.map {
      "warning: \(name):\($0.line): unknown key \"\($0.key)\" ignored"
    }
    return (layout, warnings)
  }
}
