//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing
import _SlotsTestSupport

@testable import SlotsCommandLine

@Suite struct JSONScannerTests {
  static let validTexts = [
    "", " \n\t\r ", "0", "-0", "12", "-12.5e+3", "1E9", "0.0", "1e-0", "true", "false", "null",
    #""""#, #""a\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00""#, "\"caf\u{E9} \u{1F600} \u{10FFFF}\"",
    "[]", "{}", "[1,[2,[3]],{}]", #"{"a":{"b":[true,null]},"c":"d"}"#,
    " [ 1 , 2 ] ", "{ \"a\" : 1 ,\n \"b\" : 2 }", "1\n2\n3", "[1]\n[2]", "{} {}", "1\t2\r3",
  ]

  @Test(arguments: validTexts)
  func acceptsValidJSON(_ text: String) throws {
    _ = try scan(text).get()
  }

  static let invalidTexts: [(String, String, Int, Int?)] = [
    ("[1,]", "expected a value, found ']'", 1, 4),
    ("[1 2]", "expected ',' or ']' after an array element, found '2'", 1, 4),
    (#"{"a" 1}"#, "expected ':' after a key, found '1'", 1, 6),
    (#"{"a":1,}"#, "expected a string key, found '}'", 1, 8),
    ("{1:2}", "expected a string key or '}', found '1'", 1, 2),
    ("[1}", "expected ',' or ']' after an array element, found '}'", 1, 3),
    ("]", "expected a value, found ']'", 1, 1),
    ("01", "a number cannot start with '0' followed by a digit", 1, 2),
    ("-", "unexpected end of file inside a number", 1, 2),
    ("-a", "expected a digit after '-', found 'a'", 1, 2),
    ("1.", "unexpected end of file inside a number", 1, 3),
    ("[1.e3]", "expected a digit after '.', found 'e'", 1, 4),
    ("1e", "unexpected end of file inside a number", 1, 3),
    ("[1e+]", "expected a digit in the exponent, found ']'", 1, 5),
    (".5", "expected a value, found '.'", 1, 1),
    ("+1", "expected a value, found '+'", 1, 1),
    ("tru", "unexpected end of file; expected 'true'", 1, 4),
    ("trux", "expected 'true', found 'x'", 1, 4),
    ("nul1", "expected 'null', found '1'", 1, 4),
    ("\"abc", "unexpected end of file inside a string", 1, 5),
    ("\"a\nb\"", "a line break in a string; escape it", 1, 3),
    ("\"a\u{1}\"", "control character 0x01 in a string; escape it", 1, 3),
    (#""\x""#, "invalid escape in a string: '\\' followed by 'x'", 1, 3),
    (#""\u12G4""#, "expected four hex digits after '\\u', found 'G'", 1, 6),
    ("[\n[\n", "unexpected end of file; the array that starts on line 1 is not closed", 3, 1),
    (
      "\n\n  {\"a\":", "unexpected end of file; the object that starts on line 3 is not closed", 3,
      8
    ),
    ("'a'", "expected a value, found '''", 1, 1),
    ("[1]\n\n  x", "expected a value, found 'x'", 3, 3),
    // Bytes stuck to a value.
    ("[1,2]]", "unexpected ']' after the end of the value", 1, 6),
    (#"{"a":1}}"#, "unexpected '}' after the end of the value", 1, 8),
    ("{}{}", "unexpected '{' after the end of the value", 1, 3),
    (#""a""b""#, "unexpected '\"' after the end of the value", 1, 4),
    ("0x10", "unexpected 'x' in a number", 1, 2),
    ("1.5.2", "unexpected '.' in a number", 1, 4),
    ("12-3", "unexpected '-' in a number", 1, 3),
    ("1e5e", "unexpected 'e' in a number", 1, 4),
    ("nulls", "unexpected 's' after 'null'", 1, 5),
    ("true1", "unexpected '1' after 'true'", 1, 5),
    ("[0x1]", "unexpected 'x' in a number", 1, 3),
    ("[falsey]", "unexpected 'y' after 'false'", 1, 7),
    ("[1 x]", "expected ',' or ']' after an array element, found 'x'", 1, 4),
    // Bytes after a value and spaces, on its line: stray too, whatever the
    // value and whatever the spaces.
    (#"{"a":1} x"#, "unexpected 'x' after the end of the value", 1, 9),
    ("1 x", "unexpected 'x' after the end of the value", 1, 3),
    ("[] ]", "unexpected ']' after the end of the value", 1, 4),
    ("\"a\"\t\r ,", "unexpected ',' after the end of the value", 1, 7),
    ("true  +1", "unexpected '+' after the end of the value", 1, 7),
    ("1\n{} .5", "unexpected '.' after the end of the value", 2, 4),
  ]

  @Test(arguments: invalidTexts)
  func rejectsInvalidJSON(_ text: String, message: String, line: Int, column: Int?) {
    let expected = JSONSyntaxError(message: message, line: line, column: column)
    #expect(throws: expected) { try scan(text).get() }
  }

  static let invalidBytes: [([UInt8], String)] = [
    ([0x00], "expected a value, found byte 0x00"),
    ([0xFF, 0xFE], "expected a value, found byte 0xFF"),
    (
      [0xEF, 0xBB, 0xBF, 0x31],
      "expected a value, found a UTF-8 byte order mark (bytes 0xEF 0xBB 0xBF), which JSON does not allow; save the file without it"
    ),
    ([0xEF, 0xBB, 0x31], "expected a value, found byte 0xEF"),
    ([0xEF, 0xBB], "expected a value, found byte 0xEF"),
    ([0x31, 0x00], "unexpected byte 0x00 after the end of the value"),
    ([0x31, 0x20, 0x00], "unexpected byte 0x00 after the end of the value"),
    ([0x31, 0x20, 0xEF, 0xBB, 0xBF], "unexpected byte 0xEF after the end of the value"),
    ([0x22, 0xC0, 0x80, 0x22], "invalid UTF-8 in a string: unexpected byte 0xC0"),  // overlong
    // An overlong form:
    ([0x22, 0xE0, 0x80, 0x80, 0x22], "invalid UTF-8 in a string: unexpected byte 0x80"),
    // A surrogate:
    ([0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 in a string: unexpected byte 0xA0"),
    // Past U+10FFFF:
    ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 in a string: unexpected byte 0x90"),
    ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], "invalid UTF-8 in a string: unexpected byte 0xF5"),
    ([0x22, 0xC3, 0x22], "invalid UTF-8 in a string: unexpected byte 0x22"),  // cut short
    ([0x22, 0x80, 0x22], "invalid UTF-8 in a string: unexpected byte 0x80"),  // lone continuation
    ([0x22, 0xC3], "unexpected end of file inside a string"),
  ]

  @Test(arguments: invalidBytes)
  func rejectsInvalidBytes(_ bytes: [UInt8], message: String) {
    #expect {
      try scan(bytes).get()
    } throws: { error in
      (error as? JSONSyntaxError)?.message == message
    }
  }

  @Test func reportsTheTwoOuterLevels() throws {
    let events = try scan("[1, {\"a\": [2]}]\n\"x\"").get()
    #expect(
      events == [
        .start(offset: 0, depth: 0, line: 1),
        .start(offset: 1, depth: 1, line: 1),
        .start(offset: 4, depth: 1, line: 1),
        .end(offset: 15, line: 1),
        .start(offset: 16, depth: 0, line: 2),
        .end(offset: 19, line: 2),
      ])
  }

  /// A text of one value, as a rules file, takes nothing after it but
  /// whitespace.
  @Test(
    arguments: [
      ("{} ", nil), ("1\n\n", nil), ("{} {}", 4), ("1\n2", 1), ("[1]\n]", 1),
    ] as [(String, Int?)])
  func readsOneValue(_ text: String, errorColumn: Int?) {
    var scanner = JSONScanner(topLevel: .oneValue)
    var delegate = RecordingDelegate()
    let result = Result { () throws(JSONSyntaxError) in
      try Array(text.utf8).withBytes { (bytes) throws(JSONSyntaxError) in
        try scanner.scan(bytes, delegate: &delegate)
      }
      try scanner.finish(delegate: &delegate)
    }
    if let errorColumn {
      #expect(throws: (any Error).self) { try result.get() }
      if case .failure(let error) = result {
        #expect(error.column == errorColumn)
        #expect(error.message.hasSuffix("after the end of the value; the file holds one value"))
      }
    } else {
      #expect(throws: Never.self) { try result.get() }
    }
  }

  @Test func endsANumberAtTheEndOfTheText() throws {
    #expect(try scan("12\n-3.5e2").get().last == .end(offset: 9, line: 2))
  }

  @Test func limitsNesting() {
    let depth = JSONScanner.maximumDepth
    let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(throws: Never.self) { try scan(deepest).get() }
    #expect {
      try scan("[" + deepest + "]").get()
    } throws: { error in
      (error as? JSONSyntaxError)?.column == depth + 1
    }
  }

  /// A value may be split across chunks anywhere: every split of a text
  /// gives the same events, or the same error, as scanning it whole.
  @Test(arguments: [1, 2, 3, 5, 7])
  func givesTheSameResultWhateverTheChunks(_ chunkSize: Int) {
    let texts =
      Self.validTexts + Self.invalidTexts.map(\.0) + [
        "{\"k\u{E9}y\":[\"\u{1F600}\",-1.25E-7,true,false,null]}\n[0]\n",
        "\"\\uD83D\\uDE00\"",
      ]
    for text in texts {
      #expect(scan(text, chunkSize: chunkSize) == scan(text), "\(text.debugDescription)")
    }
    for (bytes, _) in Self.invalidBytes {
      #expect(scan(bytes, chunkSize: chunkSize) == scan(bytes), "\(bytes)")
    }
  }

  /// Random bytes are rejected or accepted without trapping, and the same
  /// way in any chunks.
  @Test func survivesRandomBytes() {
    var generator = SeededRandom(seed: 7)
    for round in 0..<300 {
      let count = generator.within(0..<64)
      let alphabet = Array("[]{},:\"\\ \n0123456789-+.eEtrufalsn".utf8) + [0x00, 0xC3, 0xA9, 0xFF]
      let bytes = (0..<count).map { _ in
        round.isMultiple(of: 2)
          ? UInt8(generator.below(256))
          : generator.element(of: alphabet)
      }
      let chunk = generator.within(1...8)
      #expect(scan(bytes, chunkSize: chunk) == scan(bytes), "seed 7, round \(round): \(bytes)")
    }
  }
}
