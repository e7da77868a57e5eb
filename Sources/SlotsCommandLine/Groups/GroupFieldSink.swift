//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A sink that reads one top-level string field of the items copied into
/// it, as the bytes go by, without keeping the item.
///
/// `--group KIND=FIELD` takes an item's group from its field `FIELD`: the
/// sink follows the item's strings and brackets (the source was validated
/// when it was indexed), compares each key of the item's top-level object
/// with the field once decoded, and keeps the string that follows a key
/// that matches. An item that is not an object, has no such key, or whose
/// value there is not a string has no group. When the key appears twice,
/// the last one counts, as in JavaScript's `JSON.parse`.
///
///     var sink = GroupFieldSink(field: Array("advertiser".utf8))
///     // copy {"id": 1, "advertiser": "Acme", "meta": {"advertiser": "x"}}
///     sink.field  // the bytes of "Acme"; the nested key does not count
///     sink.reset()  // before the next item
///
/// Memory stays small whatever the item holds: a key is kept only while it
/// may still match the field, and a value only up to
/// ``longestGroup`` bytes of JSON text.
struct GroupFieldSink: ItemSink {
  /// The most bytes of JSON text a group's value may take.
  static let longestGroup = 4096

  /// What the string being read is.
  private enum Capture {
    /// A string the sink has no use for.
    case none
    /// A key of the top-level object.
    case key
    /// The value of a key that matches the field.
    case value
  }

  /// The field's name, decoded.
  let name: [UInt8]
  /// The longest JSON text of a key that may decode to ``name``: six bytes
  /// a decoded byte, for `\u00XX`.
  private let longestKey: Int

  /// The field's value so far, decoded; `nil` when the item has none.
  private(set) var field: [UInt8]? = nil
  /// Whether a value of the field was longer than ``longestGroup``.
  private(set) var isTooLong = false

  private var started = false
  private var finished = false
  private var depth = 0
  private var inString = false
  private var escaped = false
  /// In the top-level object: whether the next string is a key.
  private var expectsKey = false
  /// In the top-level object: whether a value is about to start.
  private var expectsValue = false
  /// Whether the last key read matches the field.
  private var keyMatches = false
  private var capture = Capture.none
  private var text: [UInt8] = []
  private var overflowed = false

  /// Creates a sink that reads the field `name` (decoded, as JSON keys read
  /// once their escapes are decoded).
  init(field name: [UInt8]) {
    self.name = name
    longestKey = 6 * name.count
  }

  /// Forgets the item read, for the next one.
  mutating func reset() {
    self = GroupFieldSink(field: name)
  }

  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    for byte in bytes where !finished { read(byte) }
  }

  private mutating func read(_ byte: UInt8) {
    if inString {
      if escaped {
        escaped = false
      } else if byte == .backslash {
        escaped = true
      } else if byte == .quote {
        inString = false
        stringDidEnd()
        return
      }
      if capture != .none {
        if text.count < (capture == .key ? longestKey : Self.longestGroup) {
          text.append(byte)
        } else {
          overflowed = true
        }
      }
      return
    }
    if byte.isJSONWhitespace { return }
    guard started else {
      started = true
      // Only an object has fields.
      guard byte == .openBrace else {
        finished = true
        return
      }
      depth = 1
      expectsKey = true
      return
    }
    let startsValue = depth == 1 && expectsValue
    if startsValue {
      expectsValue = false
      if keyMatches && byte != .quote {
        // The field is there, but it is not a string: no group.
        field = nil
        keyMatches = false
      }
    }
    switch byte {
    case .quote:
      inString = true
      if depth == 1 && expectsKey {
        capture = .key
      } else if startsValue && keyMatches {
        capture = .value
      }
      text.removeAll(keepingCapacity: true)
      overflowed = false
    case .openBrace, .openBracket:
      depth += 1
    case .closeBrace, .closeBracket:
      depth -= 1
      if depth == 0 { finished = true }
    case .comma where depth == 1:
      expectsKey = true
    case .colon where depth == 1:
      expectsValue = true
    default:
      break
    }
  }

  private mutating func stringDidEnd() {
    switch capture {
    case .none:
      break
    case .key:
      expectsKey = false
      keyMatches = !overflowed && Self.decoded(text) == name
    case .value:
      keyMatches = false
      if overflowed {
        isTooLong = true
        field = nil
      } else {
        field = Self.decoded(text)
      }
    }
    capture = .none
  }

  /// The bytes a JSON string's text stands for, its escapes decoded as a
  /// rules file decodes them.
  private static func decoded(_ text: [UInt8]) -> [UInt8] {
    guard text.contains(.backslash) else { return text }
    var reader = JSONReader([.quote] + text + [.quote])
    return reader.readString()
  }
}
