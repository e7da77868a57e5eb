//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import _SlotsTestSupport

@testable import Slots

@Suite struct SavedJSONTests {
  /// The kit reads each format's version from what the library writes: the
  /// number stands in the library alone.
  @Test func theVersionsAreTheLibrarys() {
    #expect(SavedJSON.cursorVersion == SlotCursor<String>._formatVersion)
    #expect(SavedJSON.feedVersion == SlotFeed<String, String>._formatVersion)
  }

  /// The version comes last, where an encoder that sorts keys writes it.
  @Test func putsTheVersionWhereAnEncoderWritesIt() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let feed = SlotFeed<String, String>(layout: SlotLayout(pattern: ["a"]))
    let cursor = String(decoding: try encoder.encode(feed.cursor(after: -1)), as: UTF8.self)
    #expect(cursor.hasSuffix(SavedJSON.cursor("").dropFirst()))
    let saved = String(decoding: try encoder.encode(feed), as: UTF8.self)
    #expect(saved.hasSuffix(SavedJSON.feed("").dropFirst()))
    #expect(SavedJSON.cursor("") == #"{"version":\#(SavedJSON.cursorVersion)}"#)
    #expect(SavedJSON.feed(#""a":1"#, version: 7) == #"{"a":1,"version":7}"#)
  }
}
