//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keys of `--cursor-key`, which seal the cursor that `--cursor-file`
/// writes and verify the one that `--after` gives.
///
/// A sealed cursor is the library's token (`SlotCursor.token(key:expiresAt:)`):
/// one line of Base 64 for URLs that only a holder of the key can make.
/// The first key seals; every key verifies, so that a key can be replaced
/// while cursors sealed with the old one are still around.
///
///     let seal = try CursorSeal.read(["key"], lifetime: 3600, ...)
///     let text = try seal.seal(page.next)            // "AQEAAAAA…"
///     let input = try seal.open(text, name: "the cursor of '--after'")
struct CursorSeal {
  /// The keys, the one that seals first.
  var keys: [[UInt8]]
  /// How long a sealed cursor is accepted, in seconds; `nil` for ever.
  var lifetime: Int?
  /// The time now, in seconds since 1970.
  var now: Int

  /// The lengths a key may have, in bytes: the library's.
  static var keyLengths: ClosedRange<Int> { SlotCursor<ByteString>.keyLengths }

  /// Reads the key files.
  ///
  /// Each file's bytes, all of them, are a key: a line break at the end is
  /// part of it. A file is read no further than one byte past the longest
  /// key.
  ///
  /// - Throws: ``CommandError`` with exit status 64 for a key shorter than
  ///   32 bytes or longer than 64 (``keyLengths``); 66 for a file that
  ///   cannot be read.
  static func read(
    _ paths: [ByteString], lifetime: Int?, standardInput: StandardInput,
    streams: inout StreamClaims
  ) throws(CommandError) -> CursorSeal {
    var keys: [[UInt8]] = []
    for path in paths {
      func refusal(_ size: String) -> CommandError {
        .usage(
          "the cursor key '\(path)' has \(size) bytes; a key takes "
            + "\(keyLengths.lowerBound) to \(keyLengths.upperBound) "
            + "(for example: head -c 32 /dev/urandom > \(path))")
      }
      var size = 0
      let key = try SourceFile.contents(
        of: path, standardInput: standardInput, streams: &streams, limit: Int.max
      ) { (chunk) throws(CommandError) in
        size += chunk.count
        guard size <= keyLengths.upperBound else {
          throw refusal("more than \(keyLengths.upperBound)")
        }
      }
      guard keyLengths.contains(key.count) else { throw refusal("\(key.count)") }
      keys.append(key)
    }
    return CursorSeal(keys: keys, lifetime: lifetime, now: Int(time(nil)))
  }

  /// The sealed cursor's text, without a line break.
  ///
  /// - Throws: ``CommandError`` with exit status 74 if the cursor cannot be
  ///   encoded, which does not happen with the library's conformance.
  func seal(_ cursor: SlotCursor<ByteString>) throws(CommandError) -> [UInt8] {
    do {
      let token = try cursor.token(key: keys[0], expiresAt: lifetime.map { now + $0 })
      return Array(token.utf8)
    } catch {
      throw .output("cannot seal the cursor: \(error)")
    }
  }

  /// Opens a sealed cursor: checks its seal and its time, and decodes it.
  ///
  /// - Parameters:
  ///   - bytes: The text, with whitespace around it or not.
  ///   - name: How messages name the cursor.
  /// - Returns: The cursor.
  /// - Throws: ``CommandError`` with exit status 64 when the text is not a
  ///   sealed cursor, its seal does not verify with any key, or it has
  ///   expired.
  func open(_ bytes: [UInt8], name: String) throws(CommandError) -> CursorInput {
    let text = bytes.drop(while: \.isJSONWhitespace).reversed().drop(while: \.isJSONWhitespace)
    let token = String(decoding: text.reversed(), as: UTF8.self)
    guard !token.hasPrefix("{") else {
      throw .usage(
        "\(name) is not sealed: with --cursor-key, --after takes the sealed cursor that "
          + "--cursor-file wrote with the key")
    }
    let cursor: SlotCursor<ByteString>
    do {
      cursor = try SlotCursor(token: token, keys: keys, now: now)
    } catch SlotCursorError.forged {
      throw .usage(
        "\(name) is forged: its seal does not verify with "
          + (keys.count == 1 ? "the cursor key" : "any of the cursor keys"))
    } catch SlotCursorError.expired {
      throw .usage(
        "\(name) has expired; start again at the top of the feed (leave --after out)")
    } catch SlotCursorError.malformedToken {
      throw .usage("\(name) is not a sealed cursor")
    } catch {
      throw .usage("\(name) is malformed: \(error)")
    }
    // Through JSON, to learn the kinds the cursor names as the JSON form
    // gives them.
    return try CursorText.decode(CursorText.encode(cursor), name: name)
  }
}
