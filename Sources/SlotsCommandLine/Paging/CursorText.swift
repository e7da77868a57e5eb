//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
import Slots

/// A cursor as text: the JSON of `SlotCursor`'s `Codable` conformance,
/// compact, with sorted keys.
///
///     {"kinds":["post","ad"],"layout":"cdd50751b8b29640","offsets":[["ad",1],["post",4]],
///      "rulePosition":6,"slot":2,"version":2}
///
/// These are the bytes that `JSONEncoder` with `.sortedKeys` writes for a
/// `SlotCursor<String>` with the same kinds (for kind names in ASCII
/// without `/`, which `JSONEncoder` escapes), so a Swift server can take
/// the tool's cursors and give it its own. The tool reads and writes them
/// with ``JSONValueEncoder`` and ``JSONValueDecoder``, without Foundation.
enum CursorText {
  /// The largest cursor read, in bytes: four times the largest rules
  /// file. A cursor names every kind of the rules it was taken under, so
  /// rules of many kinds make a cursor about as large as their names.
  static let sizeLimit = 4 * RulesFile.sizeLimit

  /// The cursor's text, without a line break.
  ///
  /// - Throws: ``CommandError`` with exit status 74 if the cursor cannot be
  ///   encoded, which does not happen with the library's conformance.
  static func encode(_ cursor: SlotCursor<ByteString>) throws(CommandError) -> [UInt8] {
    do {
      return try JSONValueEncoder().encode(cursor).compactText
    } catch {
      throw .output("cannot encode the cursor: \(error)")
    }
  }

  /// Decodes a cursor from its text.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - name: How messages name the cursor.
  /// - Returns: The cursor.
  /// - Throws: ``CommandError`` with exit status 64 when the text is not
  ///   JSON, or not a cursor, or an impossible one.
  static func decode(_ bytes: [UInt8], name: String) throws(CommandError) -> CursorInput {
    let value: JSONValue
    do throws(JSONSyntaxError) {
      value = try JSONValue.parse(bytes)
    } catch {
      let characters = bytes.filter { !$0.isJSONWhitespace }
      if characters.count >= 40 && characters.allSatisfy(isTokenCharacter) {
        throw .usage("\(name) is sealed; give the key it was sealed with, with --cursor-key")
      }
      let place = error.column.map { "line \(error.line), column \($0)" } ?? "line \(error.line)"
      throw .usage("\(name) is not JSON: \(error.message) (\(place))")
    }
    do {
      let decoded = try JSONValueDecoder().decode(SlotCursor<ByteString>.self, from: value)
      return CursorInput(cursor: decoded.value, namedKinds: decoded.byteStrings, name: name)
    } catch let error as DecodingError {
      throw .usage(
        "\(name) is malformed: \(JSONValueDecoder.describe(error))")
    } catch {
      throw .usage("\(name) is malformed: \(error)")
    }
  }

  /// Reads the cursor that `--after` gives: its text, or `@<file>`.
  ///
  /// - Parameters:
  ///   - argument: The value of `--after`.
  ///   - seal: The keys of `--cursor-key`, if given: then the cursor must
  ///     be sealed with one of them.
  ///   - standardInput: What `@-` reads.
  ///   - streams: The streams that other inputs read.
  /// - Returns: The cursor.
  /// - Throws: ``CommandError`` with exit status 64 for a cursor that is
  ///   malformed or impossible, or an empty file, and with a seal, for one
  ///   that is forged, expired or not sealed; 66 for a file that cannot be
  ///   read.
  static func read(
    _ argument: ByteString, seal: CursorSeal? = nil, standardInput: StandardInput,
    streams: inout StreamClaims
  ) throws(CommandError) -> CursorInput {
    guard argument.hasPrefix("@") else {
      let name = "the cursor of '--after'"
      if let seal { return try seal.open(argument.bytes, name: name) }
      return try decode(argument.bytes, name: name)
    }
    let path = ByteString(argument.bytes.dropFirst())
    let name = "the cursor in '\(path == "-" ? SourceFile.standardInputName : path.description)'"
    var size = 0
    let bytes = try SourceFile.contents(
      of: path, standardInput: standardInput, streams: &streams, limit: Int.max
    ) { (chunk) throws(CommandError) in
      size += chunk.count
      guard size <= sizeLimit else {
        throw .usage(
          "\(name) is larger than \(sizeLimit >> 20) MiB, which no cursor of rules that "
            + "slots reads is")
      }
    }
    guard bytes.contains(where: { !$0.isJSONWhitespace }) else {
      throw .usage("\(name) is empty; leave --after out to start at the top of the feed")
    }
    if let seal { return try seal.open(bytes, name: name) }
    return try decode(bytes, name: name)
  }

  /// Whether `byte` can be part of a sealed cursor (Base 64 for URLs).
  private static func isTokenCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }
}
