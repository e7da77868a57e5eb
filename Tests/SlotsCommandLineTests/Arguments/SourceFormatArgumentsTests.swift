//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import SlotsCommandLine

/// `--format-in`, the format of every source.
@Suite struct SourceFormatArgumentsTests {
  @Test(arguments: [("jsonl", SourceIndex.Format.jsonLines), ("json", .array)])
  func namesTheFormatOfTheSources(_ name: String, format: SourceIndex.Format) throws {
    #expect(try Arguments.parse(["--format-in", name]).sourceFormat == format)
    #expect(try Arguments.parse(["--format-in=\(name)"]).sourceFormat == format)
    #expect(SourceIndex.Format(optionValue: ByteString(name)) == format)
  }

  @Test func isNotGivenByDefault() throws {
    #expect(try Arguments.parse(["--pattern", "a"]).sourceFormat == nil)
  }

  @Test func rejectsAnUnknownFormat() {
    #expect(throws: CommandError.usage("unknown source format 'table'; use jsonl or json")) {
      try Arguments.parse(["--format-in", "table"])
    }
    #expect(throws: CommandError.usage("unknown source format 'JSON'; use jsonl or json")) {
      try Arguments.parse(["--format-in", "JSON"])
    }
  }

  /// Given twice, even with the same value, it is a usage error: which one
  /// was meant is not clear.
  @Test func rejectsTheOptionGivenTwice() {
    #expect(
      throws: CommandError.usage(
        "'--format-in' is given twice ('json', then 'jsonl'); it takes one value, give it once")
    ) {
      try Arguments.parse(["--format-in", "json", "--format-in", "jsonl"])
    }
    let result = runSlots(["--pattern", "a", "--format-in", "jsonl", "--format-in=jsonl"])
    #expect(result.status == 64)
    #expect(
      result.errors
        == "error: '--format-in' is given twice ('jsonl', then 'jsonl'); it takes one value, "
        + "give it once\n"
        + "Run 'slots --help' for usage.\n")
  }
}
