//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import SlotsCommandLine

@Suite struct ArgumentsTests {
  @Test func parsesEveryOption() throws {
    let arguments = try Arguments.parse([
      "--pattern", "style,style,ad", "--repeat=style", "--header", "banner,style",
      "--fixed", "0=promo,10=promo", "--fixed=-1=x", "--default", "style", "--rules", "r.json",
      "--source", "style=s.jsonl", "--source=ad=dir/a=b.json", "--format", "table",
      "--offset", "5", "--limit=0", "--after", #"{"slot":0}"#, "--cursor-file", "c.json",
    ])
    var expected = Arguments()
    expected.pattern = ["style", "style", "ad"]
    expected.repeatables = ["style"]
    expected.header = ["banner", "style"]
    expected.fixed = [0: "promo", 10: "promo", -1: "x"]
    expected.fallback = "style"
    expected.rulesPath = "r.json"
    expected.sources = [
      Arguments.Source(kind: "style", path: "s.jsonl"),
      Arguments.Source(kind: "ad", path: "dir/a=b.json"),
    ]
    expected.format = .table
    expected.offset = 5
    expected.limit = 0
    expected.after = #"{"slot":0}"#
    expected.cursorPath = "c.json"
    #expect(arguments == expected)
  }

  /// A valid value for each option that takes one; `x` for any other.
  static let validValues: [String: String] = [
    "--pattern": "a", "--header": "a", "--repeat": "a", "--fixed": "0=a", "--default": "a",
    "--rules": "r.json", "--place": "a:every=2", "--group": "a=g", "--source": "a=a.jsonl",
    "--format": "json", "--offset": "1", "--limit": "1", "--after": "{}",
    "--cursor-file": "c.json", "--cursor-key": "k", "--cursor-lifetime": "60",
    "--format-in": "json",
  ]

  /// Every option that takes a value, by its long name.
  static let valuedOptions = Arguments.options.filter { $0.valueName != nil }.compactMap(
    \.names.last)

  /// An option that takes one value, given twice, is an error, whether the
  /// values differ or not and however each is attached; the options that
  /// add up take both.
  @Test(arguments: valuedOptions)
  func rejectsASingleValuedOptionGivenTwice(_ option: String) throws {
    let value = Self.validValues[option] ?? "x"
    let other =
      switch option {
      case "--fixed": "1=a"
      case "--source": "b=b.jsonl"
      case "--cursor-key": "l"
      default: value
      }
    let twice = [option, value, "\(option)=\(other)"]
    if Arguments.repeatableOptions.contains(option) {
      #expect(try Arguments.parse(twice) != Arguments.parse([option, value]))
    } else {
      #expect(
        throws: CommandError.usage(
          "'\(option)' is given twice ('\(value)', then '\(other)'); it takes one value, "
            + "give it once")
      ) { try Arguments.parse(twice) }
    }
  }

  @Test func namesBothValuesOfAnOptionGivenTwice() throws {
    #expect(
      throws: CommandError.usage(
        "'--limit' is given twice ('1', then '2'); it takes one value, give it once")
    ) { try Arguments.parse(["--pattern", "a", "--limit", "1", "--limit", "2"]) }
  }

  @Test func readsTheEmptyListAsNoKinds() throws {
    #expect(try Arguments.parse(["--header", ""]).header == [])
    #expect(try Arguments.parse(["--header="]).header == [])
  }

  @Test func takesADashAsAValue() throws {
    #expect(try Arguments.parse(["--rules", "-"]).rulesPath == "-")
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["--pattern", "a", "--bogus", "--help"], ["--version", "-h"],
  ])
  func letsHelpWin(_ arguments: [String]) throws {
    #expect(try Arguments.parse(arguments).showsHelp)
  }

  @Test func showsTheVersion() throws {
    #expect(try Arguments.parse(["--version"]).showsVersion)
  }

  static let usageErrors: [([String], String)] = [
    (["--bogus"], "unknown option '--bogus'"),
    (["--patern", "a"], "unknown option '--patern'; did you mean '--pattern'?"),
    (["-x"], "unknown option '-x'"),
    (["style.json"], "unexpected argument 'style.json'"),
    (["-"], "unexpected argument '-'"),
    (["--", "x"], "unexpected argument 'x'"),
    (["--pattern"], "missing value for '--pattern <kinds>'"),
    (["--pattern", "--repeat", "a"], "missing value for '--pattern <kinds>'"),
    (["--version=1"], "'--version' takes no value"),
    (["--pattern", "a,,b"], "'--pattern' has an empty item in 'a,,b'"),
    (["--repeat", "a,"], "'--repeat' has an empty item in 'a,'"),
    (["--fixed", "0"], "'--fixed' takes <position>=<kind>, not '0'"),
    (["--fixed", "=a"], "'--fixed' takes <position>=<kind>, not '=a'"),
    (["--fixed", "x=a"], "'--fixed' takes <position>=<kind>, and 'x' is not an integer"),
    (["--fixed", "0=a,0=b"], "'--fixed' gives position 0 twice"),
    (["--fixed", "1=a", "--fixed", "1=b"], "'--fixed' gives position 1 twice"),
    (["--source", "style"], "'--source' takes <kind>=<file>, not 'style'"),
    (["--source", "style="], "'--source' takes <kind>=<file>, not 'style='"),
    (["--source", "=s.json"], "'--source' takes <kind>=<file>, not '=s.json'"),
    (["--default", ""], "'--default' takes a kind, not ''"),
    (["--rules="], "'--rules' takes a file, not ''"),
    (["--format", "xml"], "unknown format 'xml'; use jsonl, json or table"),
    (["--limit", "-1"], "'--limit' takes a non-negative integer, not '-1'"),
    (["--offset", "ten"], "'--offset' takes a non-negative integer, not 'ten'"),
    // Digits without a sign, as the message says.
    (["--limit", "+5"], "'--limit' takes a non-negative integer, not '+5'"),
    (["--offset", "+0"], "'--offset' takes a non-negative integer, not '+0'"),
    (["--fixed", "+3=a"], "'--fixed' takes <position>=<kind>, and '+3' is not an integer"),
    (["--place", "ad:every=+1"], "'--place' of kind 'ad': every takes an integer, not '+1'"),
    (
      ["--cursor-lifetime", "+60"],
      "'--cursor-lifetime' takes a non-negative integer, not '+60'"
    ),
    // 1 to 2^40 seconds.
    (["--cursor-lifetime", "0"], "'--cursor-lifetime' takes 1 to 2^40 seconds, not '0'"),
    (
      ["--cursor-lifetime", "\((1 << 40) + 1)"],
      "'--cursor-lifetime' takes 1 to 2^40 seconds, not '1099511627777'"
    ),
    (["--after", ""], "'--after' takes a cursor or @<file>, not ''"),
    (["--after=@"], "'--after' takes a cursor or @<file>, not '@'"),
    (["--cursor-file="], "'--cursor-file' takes a file, not ''"),
    (
      ["--cursor-file", "-"],
      "'--cursor-file' cannot be standard output, which holds the rows; give a file"
    ),
    (
      ["--limit", "99999999999999999999"],
      "'--limit' takes a non-negative integer, not '99999999999999999999'"
    ),
  ]

  @Test(arguments: usageErrors)
  func rejectsBadUsage(_ arguments: [String], problem: String) {
    #expect(throws: CommandError.usage(problem)) { try Arguments.parse(arguments) }
  }

  static let incompleteCommands: [([String], String)] = [
    (["--pattern", "a"], "no sources; give each kind's items with --source <kind>=<file>"),
    (["--source", "a=a.json"], "no pattern; give --pattern <kinds> or --rules <file>"),
    (
      ["--pattern", "a", "--source", "a=1.json", "--source", "a=2.json"], "kind 'a' has two sources"
    ),
    (
      ["--pattern", "a,b", "--source", "a=-", "--source", "b=-"],
      "standard input ('-') can be read only once"
    ),
    (["--rules", "-", "--source", "a=-"], "standard input ('-') can be read only once"),
    (
      ["--pattern", "a", "--source", "a=-", "--after", "@-"],
      "standard input ('-') can be read only once"
    ),
    (
      ["--pattern", "a", "--source", "a=a.json", "--after", "@c.json", "--offset", "0"],
      Self.offsetWithCursors
    ),
    (
      ["--pattern", "a", "--source", "a=a.json", "--cursor-file", "c.json", "--offset", "3"],
      Self.offsetWithCursors
    ),
  ]

  static let offsetWithCursors =
    "'--offset' cannot be used with cursors: --offset counts rows from the top of the feed "
    + "as laid out now, and --after goes on from a cursor; page with --limit"

  @Test(arguments: incompleteCommands)
  func rejectsIncompleteCommands(_ arguments: [String], problem: String) throws {
    let parsed = try Arguments.parse(arguments)
    #expect(throws: CommandError.usage(problem)) { try parsed.validate() }
  }

  @Test func acceptsACompleteCommand() throws {
    let parsed = try Arguments.parse(["--rules", "r.json", "--source", "a=-"])
    #expect(throws: Never.self) { try parsed.validate() }
  }

  @Test func listsEveryOptionInTheHelp() {
    for option in Arguments.options {
      for name in option.names {
        #expect(SlotsCommand.help.contains(name), "\(name)")
      }
    }
  }
}
