//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

/// What a `slots` command line asks for.
///
/// ``parse(_:)`` follows swift-argument-parser's conventions: an option's
/// value follows it (`--limit 10`) or is joined to it by `=`
/// (`--limit=10`); `--source`, `--fixed`, `--place` and `--group` add up
/// when given again, and any other option that takes a value takes one
/// (``repeatableOptions``); `--help` wins over everything else; and every
/// mistake is a usage error, exit status 64.
struct Arguments: Equatable {
  /// `--pattern`: the kinds laid out again and again.
  var pattern: [ByteString]? = nil
  /// `--header`: the kinds laid out once, first.
  var header: [ByteString]? = nil
  /// `--repeat`: the kinds that keep going when another runs out.
  var repeatables: [ByteString]? = nil
  /// `--fixed`: the kinds put at absolute positions.
  var fixed: [Int: ByteString]? = nil
  /// `--default`: the kind that fills the slots of kinds that ran out.
  var fallback: ByteString? = nil
  /// `--rules`: a file of rules that the options above override.
  var rulesPath: ByteString? = nil
  /// `--place`, in the order given, which is their order of priority;
  /// `nil` when not given. Given, they replace the rules file's
  /// `"placements"`.
  var placements: [SlotPlacement<ByteString>]? = nil
  /// `--group`, in the order given.
  var groups: [Group] = []
  /// `--source`, in the order given.
  var sources: [Source] = []
  /// `--format-in`: the format of every source; `nil` when each source's
  /// name gives it.
  var sourceFormat: SourceIndex.Format? = nil
  /// `--format`.
  var format = OutputFormat.jsonl
  /// `--offset`: the first position written; `nil` when not given.
  var offset: Int? = nil
  /// `--limit`: the most positions written.
  var limit: Int? = nil
  /// `--after`: the cursor to go on after, as its JSON text or `@<file>`.
  var after: ByteString? = nil
  /// `--cursor-file`: where to write the cursor after the page.
  var cursorPath: ByteString? = nil
  /// Whether the run serves a page with cursors (`--after` or
  /// `--cursor-file`) rather than the feed laid out whole.
  var usesCursors: Bool { after != nil || cursorPath != nil }
  /// `--cursor-key`, in the order given: the files of the keys that seal
  /// and verify cursors, the one that seals first.
  var cursorKeyPaths: [ByteString] = []
  /// `--cursor-lifetime`: how many seconds a sealed cursor is accepted.
  var cursorLifetime: Int? = nil
  /// `--explain`: write with each row why it holds what it holds.
  var explains = false
  /// `--why`: the kind whose absence to explain, instead of writing rows.
  var why: ByteString? = nil
  /// `--help`.
  var showsHelp = false
  /// `--version`.
  var showsVersion = false

  /// A `--source KIND=FILE`.
  struct Source: Equatable {
    /// The kind whose items the file holds.
    var kind: ByteString
    /// The file's path; `-` for standard input.
    var path: ByteString
  }

  /// A `--group KIND=FIELD`: the items of `kind` take their group from their
  /// top-level string field `field`.
  struct Group: Equatable {
    /// The kind whose items are grouped.
    var kind: ByteString
    /// The name of the items' field that holds the group, as the JSON key
    /// reads once decoded.
    var field: ByteString
  }
}
