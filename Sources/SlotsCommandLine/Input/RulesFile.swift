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
///       "fallback": "style",
///       "placements": [{"kind": "promo", "every": 10, "limit": 3}]
///     }
///
/// The file is read as `JSONDecoder` reads `SlotLayout`: `pattern` is
/// required; the other keys may be missing or `null`; the keys of `fixed`
/// are integers written as strings; a placement needs `kind` and `every`,
/// and its other fields may be missing or `null`. Two differences make
/// mistakes plain:
/// a key given twice is an error (decoders differ on which one wins), and
/// keys the layout does not know are ignored with a warning, since they are
/// more often typing mistakes than rules from a newer version. Within a
/// placement, a key it does not know is an error, as is a value out of
/// range: a setting mistyped there would change where ads go.
///
/// Memory stays within 4 times the file's size plus 32 MiB, whatever its
/// shape: the file is at most ``sizeLimit`` bytes and is read into memory
/// once; the values of unknown keys are skipped without being built; kind
/// names are numbered as they are read, into one byte buffer
/// (``KindTable``), so that a pattern takes a number a slot and a kind no
/// allocation of its own; a list of kinds is counted before it is read, so
/// that it is not copied as it grows; repeatables are read one bit a kind
/// and made a set once the file's bytes are let go; and only the first
/// ``listedUnknownKeys`` unknown keys get a warning of their own.
enum RulesFile {
  /// The largest rules file read, in bytes.
  static let sizeLimit = 16 << 20

  /// How many unknown keys are named in warnings; the others are counted.
  static let listedUnknownKeys = 10

  /// The longest a key or a kind is shown in a message, in characters.
  static let shownLength = 60

  /// The keys of the rules.
  private static let knownKeys = [
    "pattern", "header", "repeatables", "fixed", "fallback", "placements",
  ]

  /// The keys of a placement.
  private static let placementKeys = ["kind"] + PlacementSettings.keys

  /// Reads and decodes the rules file at `path` (`-` for standard input).
  ///
  /// - Parameters:
  ///   - path: The path, or `-` for standard input.
  ///   - standardInput: What `-` reads.
  ///   - kinds: The kind names, which the rules' kinds are added to.
  ///   - streams: The streams that other inputs read.
  /// - Returns: The rules, with kinds numbered by `kinds`, and warnings for
  ///   standard error.
  /// - Throws: ``CommandError`` with exit status 66 when the file cannot be
  ///   read, 65 with the place of the mistake when it is malformed.
  static func read(
    _ path: ByteString, standardInput: StandardInput, kinds: inout KindTable,
    streams: inout StreamClaims
  ) throws(CommandError) -> (layout: SlotLayout<Int>, warnings: [String]) {
    let name = path == "-" ? SourceFile.standardInputName : path.description
    var scanner = JSONScanner(topLevel: .oneValue)
    var ignored = IgnoringScannerDelegate()
    let bytes = try SourceFile.contents(
      of: path, standardInput: standardInput, streams: &streams, limit: sizeLimit
    ) { (chunk) throws(CommandError) in
      do throws(JSONSyntaxError) {
        try scanner.scan(chunk, delegate: &ignored)
      } catch {
        throw CommandError.data(file: name, error)
      }
    }
    // The file's bytes are let go before the repeatables are made a set,
    // so that the two are never held at once.
    let decoded = try decode(validated: consume bytes, scanner: &scanner, name: name, kinds: &kinds)
    return (decoded.withRepeatables(), decoded.warnings)
  }

  /// Decodes rules from the bytes of a rules file.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - name: The file's name, for messages.
  ///   - kinds: The kind names, which the rules' kinds are added to.
  /// - Returns: The rules, with kinds numbered by `kinds`, and warnings for
  ///   standard error.
  /// - Throws: ``CommandError`` with exit status 65 and the place of the
  ///   mistake when the bytes are not JSON or not rules.
  static func decode(
    _ bytes: [UInt8], name: String, kinds: inout KindTable
  ) throws(CommandError) -> (layout: SlotLayout<Int>, warnings: [String]) {
    var scanner = JSONScanner(topLevel: .oneValue)
    var ignored = IgnoringScannerDelegate()
    do throws(JSONSyntaxError) {
      try bytes.withBytes { (buffer) throws(JSONSyntaxError) in
        try scanner.scan(buffer, delegate: &ignored)
      }
    } catch {
      throw CommandError.data(file: name, error)
    }
    let decoded = try decode(validated: bytes, scanner: &scanner, name: name, kinds: &kinds)
    return (decoded.withRepeatables(), decoded.warnings)
  }

  /// Decodes rules from bytes that `scanner` has scanned to their end.
  private static func decode(
    validated bytes: [UInt8], scanner: inout JSONScanner, name: String, kinds: inout KindTable
  ) throws(CommandError) -> Decoded {
    var ignored = IgnoringScannerDelegate()
    do throws(JSONSyntaxError) {
      try scanner.finish(delegate: &ignored)
    } catch {
      throw CommandError.data(file: name, error)
    }
    var reader = JSONReader(bytes)
    guard reader.peek() != nil else {
      throw CommandError.data(
        file: name, line: reader.line, "expected a JSON value, found none")
    }
    var decoder = Decoder(reader: reader, name: name)
    return try decoder.decode(kinds: &kinds)
  }

  /// A key or a kind as a message shows it: readable, and cut to
  /// ``shownLength`` characters.
  static func shown(_ bytes: [UInt8]) -> String {
    let text = ByteString(bytes).description
    guard text.count > shownLength else { return text }
    return String(text.prefix(shownLength - 1)) + "…"
  }
}

extension RulesFile {
  /// Reads the rules out of a validated rules file.
  private struct Decoder {
    var reader: JSONReader
    let name: String

    /// A mistake at the reader's position.
    func mistake(_ problem: String) -> CommandError {
      .data(file: name, JSONSyntaxError(message: problem, line: reader.line, column: reader.column))
    }

    mutating func decode(kinds: inout KindTable) throws(CommandError) -> Decoded {
      let opening = reader.peek()
      let rootLine = reader.line
      guard opening == .openBrace else {
        throw mistake("the rules must be a JSON object, not \(reader.nextValueDescription())")
      }
      reader.enterObject()
      var layout = SlotLayout<Int>()
      var repeatables: [UInt64]? = nil
      var hasPattern = false
      var seen: Set<String> = []
      var warnings: [String] = []
      var unknownKeys = 0
      while true {
        if reader.peek() == .comma { reader.skipComma() }
        _ = reader.peek()
        let keyLine = reader.line
        let keyColumn = reader.column
        guard let key = reader.nextKey() else { break }
        let knownKey = String(validating: key, as: UTF8.self).flatMap {
          RulesFile.knownKeys.contains($0) ? $0 : nil
        }
        guard let knownKey else {
          unknownKeys += 1
          if unknownKeys <= RulesFile.listedUnknownKeys {
            warnings.append(
              "warning: \(name):\(keyLine): unknown key \"\(RulesFile.shown(key))\" ignored")
          }
          reader.skipValue()
          continue
        }
        guard seen.insert(knownKey).inserted else {
          throw CommandError.data(
            file: name,
            JSONSyntaxError(
              message: "the key \"\(knownKey)\" appears twice", line: keyLine, column: keyColumn))
        }
        if reader.readNull() { continue }
        switch knownKey {
        case "pattern":
          layout.pattern = try kindList(knownKey, kinds: &kinds)
          hasPattern = true
        case "header":
          layout.header = try kindList(knownKey, kinds: &kinds)
        case "repeatables":
          repeatables = try kindBits(knownKey, kinds: &kinds)
        case "fixed":
          layout.fixed = try fixedKinds(kinds: &kinds)
        case "placements":
          layout.placements = try placements(kinds: &kinds)
        default:
          guard reader.peek() == .quote else {
            throw mistake("\"fallback\" must be a string, not \(reader.nextValueDescription())")
          }
          layout.fallback = kinds.number(for: ByteString(reader.readString()))
        }
      }
      if unknownKeys > RulesFile.listedUnknownKeys {
        warnings.append(
          "warning: \(name): \(unknownKeys - RulesFile.listedUnknownKeys) more unknown keys ignored"
        )
      }
      guard hasPattern else {
        throw CommandError.data(file: name, line: rootLine, "the rules have no \"pattern\"")
      }
      return Decoded(layout: layout, repeatables: repeatables, warnings: warnings)
    }

    /// Reads an array of kind names, numbering them.
    mutating func kindList(
      _ key: String, kinds: inout KindTable
    ) throws(CommandError) -> [Int] {
      var numbers: [Int] = []
      try readKinds(key, kinds: &kinds) { (count) in
        numbers.reserveCapacity(count)
      } adding: { (number) in
        numbers.append(number)
      }
      return numbers
    }

    /// Reads an array of kind names, numbering them, into one bit a kind
    /// number: a set of millions of kinds takes four times the memory of
    /// the file's list of them, and is made once the file is let go.
    mutating func kindBits(
      _ key: String, kinds: inout KindTable
    ) throws(CommandError) -> [UInt64] {
      var bits: [UInt64] = []
      try readKinds(key, kinds: &kinds) { (_) in
      } adding: { (number) in
        while bits.count <= number >> 6 { bits.append(0) }
        bits[number >> 6] |= 1 << UInt64(number & 63)
      }
      return bits
    }

    /// Reads an array of kind names, numbering them: tells `reserving`
    /// how many there are, then gives `adding` each number in turn.
    private mutating func readKinds(
      _ key: String, kinds: inout KindTable, reserving: (Int) -> Void,
      adding: (Int) -> Void
    ) throws(CommandError) {
      guard reader.peek() == .openBracket else {
        throw mistake(
          "\"\(key)\" must be an array of strings, not \(reader.nextValueDescription())")
      }
      reader.enterArray()
      // Counted first, so that a list of millions of kinds is not copied
      // as it grows.
      var counter = reader
      var count = 0
      while counter.nextElement() {
        counter.skipValue()
        count += 1
      }
      reserving(count)
      var index = 0
      while reader.nextElement() {
        guard reader.peek() == .quote else {
          throw mistake(
            "\"\(key)\"[\(index)] must be a string, not \(reader.nextValueDescription())")
        }
        adding(kinds.number(for: ByteString(reader.readString())))
        index += 1
      }
    }

    /// Reads the array of placements, numbering the kinds.
    mutating func placements(
      kinds: inout KindTable
    ) throws(CommandError) -> [SlotPlacement<Int>] {
      guard reader.peek() == .openBracket else {
        throw mistake(
          "\"placements\" must be an array of objects, not \(reader.nextValueDescription())")
      }
      reader.enterArray()
      var placements: [SlotPlacement<Int>] = []
      while reader.nextElement() {
        placements.append(try placement(at: placements.count, kinds: &kinds))
      }
      return placements
    }

    /// Reads the placement at `index` in `"placements"`.
    mutating func placement(
      at index: Int, kinds: inout KindTable
    ) throws(CommandError) -> SlotPlacement<Int> {
      let path = "\"placements\"[\(index)]"
      guard reader.peek() == .openBrace else {
        throw mistake("\(path) must be an object, not \(reader.nextValueDescription())")
      }
      let openingLine = reader.line
      let openingColumn = reader.column
      reader.enterObject()
      var kind: Int? = nil
      var settings = PlacementSettings()
      var seen: Set<String> = []
      while true {
        if reader.peek() == .comma { reader.skipComma() }
        _ = reader.peek()
        let keyLine = reader.line
        let keyColumn = reader.column
        guard let key = reader.nextKey() else { break }
        func keyMistake(_ problem: String) -> CommandError {
          .data(file: name, JSONSyntaxError(message: problem, line: keyLine, column: keyColumn))
        }
        guard let knownKey = String(validating: key, as: UTF8.self),
          RulesFile.placementKeys.contains(knownKey)
        else {
          throw keyMistake(
            "\(path) has the unknown key \"\(RulesFile.shown(key))\"; a placement has "
              + "kind, \(PlacementSettings.keyList)")
        }
        guard seen.insert(knownKey).inserted else {
          throw keyMistake("\(path) has the key \"\(knownKey)\" twice")
        }
        if reader.readNull() { continue }
        if knownKey == "kind" {
          guard reader.peek() == .quote else {
            throw mistake(
              "\(path).kind must be a string, not \(reader.nextValueDescription())")
          }
          let bytes = reader.readString()
          guard !bytes.isEmpty else { throw keyMistake("\(path).kind is empty") }
          kind = kinds.number(for: ByteString(bytes))
          continue
        }
        // Every key of a placement but "kind" is a field (`placementKeys`).
        let field = SlotPlacementError.Field(rawValue: knownKey)!
        // The integer at the reader, named `name` in messages.
        func integer(named name: String) throws(CommandError) -> Int {
          let valueMistake = "\(name) must be an integer"
          guard let first = reader.peek(), first == .minus || first.isDigit else {
            throw mistake("\(valueMistake), not \(reader.nextValueDescription())")
          }
          let token = ByteString(reader.readToken())
          switch token.integer {
          case .success(let number): return number
          case .failure(.notAnInteger): throw keyMistake("\(valueMistake), not \(token)")
          case .failure(.outOfRange): throw keyMistake("\(name) is out of range: \(token)")
          }
        }
        let value: SlotPlacementError.Field._Value
        if field._isList {
          guard reader.peek() == .openBracket else {
            throw mistake(
              "\(path).\(knownKey) must be an array of integers, not "
                + reader.nextValueDescription())
          }
          reader.enterArray()
          var values: [Int] = []
          while reader.nextElement() {
            values.append(try integer(named: "\(path).\(knownKey)[\(values.count)]"))
          }
          value = .list(values)
        } else {
          value = .number(try integer(named: "\(path).\(knownKey)"))
        }
        if let problem = settings.set(field, to: value) {
          throw keyMistake("\(path).\(problem)")
        }
      }
      func objectMistake(_ problem: String) -> CommandError {
        .data(
          file: name,
          JSONSyntaxError(message: problem, line: openingLine, column: openingColumn))
      }
      guard let kind else { throw objectMistake("\(path) has no \"kind\"") }
      if let missing = settings.missingField {
        throw objectMistake("\(path) has no \"\(missing.rawValue)\"")
      }
      return settings.placement(of: kind)
    }

    /// Reads the object of fixed positions, numbering the kinds.
    mutating func fixedKinds(kinds: inout KindTable) throws(CommandError) -> [Int: Int] {
      guard reader.peek() == .openBrace else {
        throw mistake("\"fixed\" must be an object, not \(reader.nextValueDescription())")
      }
      reader.enterObject()
      var fixed: [Int: Int] = [:]
      while true {
        if reader.peek() == .comma { reader.skipComma() }
        _ = reader.peek()
        let keyLine = reader.line
        let keyColumn = reader.column
        guard let key = reader.nextKey() else { break }
        func keyMistake(_ problem: String) -> CommandError {
          .data(
            file: name, JSONSyntaxError(message: problem, line: keyLine, column: keyColumn))
        }
        let shownKey = RulesFile.shown(key)
        guard let position = Int(String(decoding: key, as: UTF8.self)) else {
          throw keyMistake("\"fixed\" has the key \"\(shownKey)\", which is not an integer")
        }
        guard reader.peek() == .quote else {
          throw mistake(
            "\"fixed\".\"\(shownKey)\" must be a string, not \(reader.nextValueDescription())")
        }
        let kind = kinds.number(for: ByteString(reader.readString()))
        guard fixed.updateValue(kind, forKey: position) == nil else {
          throw keyMistake("\"fixed\" gives position \(position) twice")
        }
      }
      return fixed
    }
  }
}

extension RulesFile {
  /// The rules as read, with the repeatables, if given, one bit a kind
  /// number.
  private struct Decoded {
    var layout: SlotLayout<Int>
    var repeatables: [UInt64]?
    var warnings: [String]

    /// The rules, with their repeatables.
    func withRepeatables() -> SlotLayout<Int> {
      guard let repeatables else { return layout }
      var count = 0
      for word in repeatables { count += word.nonzeroBitCount }
      var set = Set<Int>(minimumCapacity: count)
      for (index, word) in repeatables.enumerated() where word != 0 {
        for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 { set.insert(index << 6 | bit) }
      }
      var layout = layout
      layout.repeatables = set
      return layout
    }
  }
}
